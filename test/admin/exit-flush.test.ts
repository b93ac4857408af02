import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The admin CLI's exit (lib/admin/exit.ts): a child writes 1 MiB to a piped stdout and exits through it; the reader
// must get every byte (a bare process.exit cut piped output at 64 KiB).
describe("admin CLI exit", () => {
  it("writes all of a large piped output before it exits", async () => {
    const helper = join(process.cwd(), "lib", "admin", "exit.ts").replace(/\\/g, "/");
    const script = `import { exitAfterFlush } from ${JSON.stringify(helper)}; process.stdout.write("x".repeat(1 << 20)); exitAfterFlush(3);`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    let bytes = 0;
    // read slowly, as a pager or jq does, so the pipe fills up
    child.stdout.on("data", (chunk: Buffer) => { bytes += chunk.length; child.stdout.pause(); setTimeout(() => child.stdout.resume(), 1); });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(3);
    expect(bytes).toBe(1 << 20);
  }, 60_000);
});
