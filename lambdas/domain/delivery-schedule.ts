/**
 * The retry schedule of webhook deliveries (interface.md "Receiver obligations and retries"): 4 attempts,
 * waits of 5, 15 and 45 s between them. SQS visibility timeouts are whole seconds, so waits are too.
 * Pure: the stage decides which delays apply (see lambdas/delivery/settings.ts).
 */

export type NextStep = { kind: "retry"; waitSeconds: number } | { kind: "exhausted" };

/** `"5,15,45"` → [5, 15, 45]; undefined when malformed (then the defaults apply). */
export function parseRetryDelays(text: string | undefined, attempts: number): number[] | undefined {
  if (!text) return undefined;
  const parts = text.split(",").map((p) => p.trim());
  if (parts.length !== attempts - 1) return undefined;
  if (!parts.every((p) => /^\d{1,5}$/.test(p))) return undefined;
  const delays = parts.map(Number);
  return delays.every((d) => d <= 43_200) ? delays : undefined;
}

/**
 * After a failed attempt on the message's `receiveCount`-th receive: wait `delays[receiveCount - 1]`
 * before the next attempt, or stop once `maxAttempts` attempts are spent (the queue's redrive then parks
 * the message in the dead-letter queue).
 */
export function nextStep(receiveCount: number, delays: readonly number[], maxAttempts: number): NextStep {
  if (!Number.isFinite(receiveCount) || receiveCount < 1) receiveCount = 1;
  if (receiveCount >= maxAttempts) return { kind: "exhausted" };
  return { kind: "retry", waitSeconds: delays[Math.min(receiveCount, delays.length) - 1] ?? 0 };
}

/** 2xx is success; everything else (3xx not followed, 4xx, 5xx) is a failed attempt. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}
