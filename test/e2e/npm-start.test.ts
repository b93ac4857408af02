/**
 * End to end, as a user runs it: `npm start` in a child process on a fresh data folder, the API
 * called over HTTP with the printed key, a real email submitted and its results received by a real
 * HTTP server, the admin CLI against the running service, Ctrl-C, and a restart that keeps the data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusEml } from "../support/corpus";
import { startReceiver, type Receiver } from "../support/receiver";

const dataDir = mkdtempSync(join(tmpdir(), "ereceipts-e2e-"));
const apiKey = "local-dev-api-key";

/** The user's environment: none of the test harness's emulator settings leak into the service. */
function userEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^(AWS_|TABLE_NAME|BUCKET_NAME|.*_QUEUE_URL|.*_DLQ_URL|STAGE|VITEST|TEST|NODE_ENV|DATA_DIR|INBOUND_DOMAIN)/.test(k)) continue;
    env[k] = v;
  }
  return { ...env, DATA_DIR: dataDir, PORT: "0", SMTP_PORT: "0", ALLOW_PRIVATE_WEBHOOKS: "1", WEBHOOK_RETRY_DELAYS: "1,1,1", LOG_LEVEL: "WARN", ...extra };
}

async function start(extra: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  // Its own process group, so Ctrl-C can be sent to the whole group as a terminal does.
  const child = spawn("npm", ["start"], { env: userEnv(extra), stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const m = output.match(/API URL\s+(http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on("data", check);
    child.on("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { child, url, output: () => output };
}

/** Ctrl-C; resolves once npm has exited. npm itself ends by the signal, the service by a clean stop. */
async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  process.kill(-child.pid!, "SIGINT");
  const timer = setTimeout(() => { try { process.kill(-child.pid!, "SIGKILL"); } catch { /* already gone */ } }, 45_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

async function api(base: string, path: string, init: RequestInit & { key?: string | null } = {}): Promise<{ status: number; body: any }> {
  const headers = new Headers(init.headers);
  if (init.key !== null) headers.set("api-key", init.key ?? apiKey);
  const res = await fetch(`${base}${path}`, { ...init, headers });
  return { status: res.status, body: await res.json() };
}

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("serves the API with the printed key, runs a job to the webhook, and keeps data across a restart", async () => {
    const first = await start({ LOCAL_FRESH: "1" });
    expect(first.output()).toContain(`api-key          ${apiKey}`);
    expect(first.output()).toContain("web_api_key      local-dev-web-key");
    let jobId: number;
    try {
      expect(await api(first.url, "/ereceipts/health_check")).toEqual({ status: 200, body: { status: "ok", message: expect.any(String) } });
      expect(await api(first.url, "/ereceipts/health_check", { key: "wrong" })).toEqual({ status: 200, body: { success: false, error: { code: 101, message: "Invalid api-key" } } });
      expect((await api(first.url, "/ereceipts/nope")).body.error.code).toBe(100);

      const config = await api(first.url, "/ereceipts/config", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ results_endpoint: receiver.url, day_cutoff: 36500 }),
      });
      expect(config).toEqual({ status: 200, body: { success: true } });
      expect((await api(first.url, "/ereceipts/config", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).body.error.code).toBe(102);

      const created = await api(first.url, "/ereceipts/create_job", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ eml_data: corpusEml("d072"), email_hash: "c".repeat(64), client_user_id: "e2e" }).toString(),
      });
      expect(created.body).toEqual({ success: true, job_id: expect.any(Number) });
      jobId = created.body.job_id;

      const seen = new Set<string>();
      const deadline = Date.now() + 30_000;
      let last: any;
      while (Date.now() < deadline) {
        last = (await api(first.url, `/ereceipts/status?job_id=${jobId}`)).body.job_status;
        seen.add(last.status);
        if (last.status === "completed" || last.status === "error") break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(last.status).toBe("completed");
      const [delivery] = await receiver.waitFor(1, 20_000);
      const body = JSON.parse(delivery.body);
      expect(body[0]).toMatchObject({ job_id: jobId, merchant: { name: "Amazon" }, order: { number: "114-0833187-7581859" }, client_user_id: "e2e" });

      // The admin CLI runs beside the test without blocking it (a blocked test cannot answer its own sockets).
      const admin = async (...args: string[]) => {
        const child = spawn("npm", ["run", "--silent", "admin", "--", ...args, "--json"], { env: userEnv({}), stdio: ["ignore", "pipe", "pipe"] });
        let stdout = "";
        let stderr = "";
        child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
        child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
        const status = await new Promise<number | null>((resolve) => child.once("close", resolve));
        expect(status, stderr).toBe(0);
        return JSON.parse(stdout);
      };
      expect((await admin("account", "list")).map((a: { account_id: string }) => a.account_id)).toContain("local");

      // Support creates a client account; its key works at once, a rotated key stops working, so does a disabled account.
      const client = await admin("account", "create", "--name", "E2E Cashback");
      expect(client).toMatchObject({ account_id: expect.stringMatching(/^acc_/), name: "E2E Cashback", api_key: expect.any(String), web_api_key: expect.any(String) });
      expect((await api(first.url, "/ereceipts/health_check", { key: client.api_key })).body.status).toBe("ok");
      const rotated = await admin("account", "rotate-key", client.account_id);
      expect((await api(first.url, "/ereceipts/health_check", { key: client.api_key })).body.error.code).toBe(101);
      expect((await api(first.url, "/ereceipts/health_check", { key: rotated.api_key })).body.status).toBe("ok");
      await admin("account", "disable", client.account_id);
      expect((await api(first.url, "/ereceipts/health_check", { key: rotated.api_key })).body.error.code).toBe(101);
    } finally {
      await stop(first.child);
    }
    await expect.poll(() => first.output(), { timeout: 30_000 }).toMatch(/stopped; stored objects and queued messages are kept/);

    const second = await start();
    try {
      const again = await api(second.url, `/ereceipts/status?job_id=${jobId!}`);
      expect(again.body).toMatchObject({ success: true, job_status: { id: jobId!, status: "completed" } });
      expect((await api(second.url, "/ereceipts/config")).body).toMatchObject({ results_endpoint: receiver.url });
    } finally {
      await stop(second.child);
    }
    await expect.poll(() => second.output(), { timeout: 30_000 }).toMatch(/stopped; stored objects/);
  }, 180_000);

  it("loses nothing it accepted to a SIGKILL: the email stored and the job done, the result delivered once the receiver is back", async () => {
    // the receiver is down (a closed port) when the service is killed: the delivery waits, delayed, in its queue
    const down = await startReceiver(() => 200);
    const downUrl = down.url;
    await down.close();
    const before = await start({ WEBHOOK_RETRY_DELAYS: "2,2,2" });
    let jobId: number;
    try {
      const created = await api(before.url, "/ereceipts/create_job", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ eml_data: corpusEml("d072"), email_hash: "d".repeat(64), override_endpoint: downUrl }).toString(),
      });
      expect(created.body.success).toBe(true);
      jobId = created.body.job_id;
    } finally {
      process.kill(-before.child.pid!, "SIGKILL"); // at once, no clean stop: only what reached the disk survives
      await new Promise((r) => before.child.once("exit", r));
    }

    // back on the same port, the receiver now answers: the job completes after the restart and its result arrives
    const back = await startReceiver(() => 200, Number(new URL(downUrl).port));
    const after = await start();
    try {
      await expect.poll(async () => (await api(after.url, `/ereceipts/status?job_id=${jobId!}`)).body.job_status.status, { timeout: 60_000 }).toBe("completed");
      const [delivery] = await back.waitFor(1, 60_000);
      expect(JSON.parse(delivery.body)[0]).toMatchObject({ job_id: jobId! });
      // the stored email survived too: reprocessing reads it from S3
      const n = receiver.requests.length;
      const again = await api(after.url, "/ereceipts/reprocess_job", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ receipt_ids: [`rc_${jobId!}`] }),
      });
      expect(again.body).toEqual({ success: true, job_id: expect.any(Number) });
      await expect.poll(async () => (await api(after.url, `/ereceipts/status?job_id=${again.body.job_id}`)).body.job_status.status, { timeout: 30_000 }).toBe("completed");
      await receiver.waitFor(n + 1, 20_000);
    } finally {
      await stop(after.child);
      await back.close();
    }
  }, 180_000);

  it("stops the whole service on SIGTERM or SIGINT sent to the npm process alone", async () => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const run = await start();
      const exited = new Promise((r) => run.child.once("exit", r));
      process.kill(run.child.pid!, signal); // npm only, not its process group (a process manager, `kill <pid>`)
      const guard = setTimeout(() => { try { process.kill(-run.child.pid!, "SIGKILL"); } catch { /* already gone */ } }, 30_000);
      try {
        await exited;
        await expect.poll(() => run.output(), { timeout: 30_000 }).toMatch(/stopped; stored objects/);
        // nothing is left answering on the service's port
        await expect.poll(async () => fetch(`${run.url}/ereceipts/health_check`).then(() => "up", () => "down"), { timeout: 15_000 }).toBe("down");
      } finally {
        clearTimeout(guard);
        try { process.kill(-run.child.pid!, "SIGKILL"); } catch { /* already gone */ }
      }
    }
  }, 120_000);
});
