/**
 * The local stand-in for the sweeper's schedule: calls the same handler every `intervalMs`, one run at a
 * time; `stop` waits for a run in progress.
 */
export interface SweepTimer {
  stop(): Promise<void>;
}

export function startSweepTimer(run: () => Promise<unknown>, intervalMs: number, log: (m: string) => void): SweepTimer {
  let current: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (current) return;
    current = run()
      .then(() => undefined, (e: unknown) => log(`sweeper: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => (current = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
