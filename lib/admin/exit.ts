/**
 * Exits once stdout and stderr have written everything: when they are pipes (`admin dlq list --json | jq`) Node
 * writes them asynchronously, and a bare process.exit cut the output at the pipe's 64 KiB buffer. The exit itself
 * is still needed: the SDK clients' keep-alive sockets would otherwise hold the process open.
 */
export function exitAfterFlush(code: number): void {
  let pending = 2;
  const done = () => {
    if (--pending === 0) process.exit(code);
  };
  process.stdout.write("", done);
  process.stderr.write("", done);
}
