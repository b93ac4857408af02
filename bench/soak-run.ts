/**
 * The crash soak: N jobs from the corpus through `npm start`'s service (bin/start.ts in a child process group),
 * SIGKILLed K times at random moments, the webhook receiver down for random periods (its port closed) including at
 * some kills. At the end every parked delivery is replayed with the admin CLI (`dlq replay --all`), and the figures
 * are counted: accepted, completed, delivered once, delivered more than once, in error by code, lost (accepted,
 * never delivered, not in error). Used by `npm run soak` (bench/soak.ts) and, short, by the suite.
 * Email content is never logged: only job ids, counts and codes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadReceiptEmails } from "./corpus";

export interface SoakOptions {
  jobs: number;
  kills: number;
  /** create_job calls in flight at a time. */
  concurrency?: number;
  /** Seconds to wait, after the last kill and the replay, for every accepted job to settle. */
  settleSeconds?: number;
  seed?: number;
  log?: (m: string) => void;
}

export interface SoakFigures {
  accepted: number;
  completed: number;
  deliveredOnce: number;
  deliveredMoreThanOnce: number;
  errorsByCode: Record<string, number>;
  lost: number[];
  /** Still queued or executing when the wait ended (counted in `lost`). */
  open: number;
  kills: number;
  receiverDownPeriods: number;
  replayed: number;
  parkedAfterReplay: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A small deterministic generator, so that a run can be repeated with its seed. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

/** The webhook receiver: counts deliveries per job id; `down()` closes its port, `up()` opens the same one again. */
class FlakyReceiver {
  readonly deliveries = new Map<number, number>();
  private server?: Server;
  port = 0;
  get url(): string { return `http://127.0.0.1:${this.port}/soak-results`; }
  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        res.writeHead(200).end("ok");
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Array<{ job_id?: number }>;
          for (const id of new Set(body.map((r) => r.job_id).filter((x): x is number => typeof x === "number"))) this.deliveries.set(id, (this.deliveries.get(id) ?? 0) + 1);
        } catch { /* not a results delivery */ }
      });
    });
    await new Promise<void>((r) => server.listen(this.port, "127.0.0.1", () => r()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }
  async down(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

interface Service {
  child: ChildProcess;
  url: string;
}

export async function runSoak(opts: SoakOptions): Promise<SoakFigures> {
  const log = opts.log ?? (() => {});
  const rand = random(opts.seed ?? Date.now());
  const emails = loadReceiptEmails();
  if (emails.length === 0) throw new Error("no receipt emails in test/corpus");
  const dataDir = await mkdtemp(join(tmpdir(), "ereceipts-soak-"));
  const apiKey = `soak-${randomBytes(6).toString("hex")}`;
  const receiver = new FlakyReceiver();
  await receiver.up();
  const started = Date.now();

  const env = (fresh: boolean): NodeJS.ProcessEnv => {
    const out: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) if (!/^(AWS_(?!SDK_JS)|TABLE_NAME|BUCKET_NAME|.*_QUEUE_URL|.*_DLQ_URL|STAGE|VITEST|DATA_DIR|INBOUND_DOMAIN)/.test(k)) out[k] = v;
    return {
      ...out, DATA_DIR: dataDir, PORT: "0", SMTP_PORT: "0", LOCAL_API_KEY: apiKey, ALLOW_PRIVATE_WEBHOOKS: "1",
      WEBHOOK_RETRY_DELAYS: "1,2,3", LOG_LEVEL: "ERROR", AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...(fresh ? { LOCAL_FRESH: "1" } : {}),
    };
  };
  const start = async (fresh: boolean): Promise<Service> => {
    const child = spawn(process.execPath, ["--import", "tsx", "bin/start.ts"], { env: env(fresh), stdio: ["ignore", "pipe", "pipe"], detached: true });
    let output = "";
    child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the service printed no URL in 90 s:\n${output.slice(-2000)}`)), 90_000);
      const check = () => {
        const m = /API URL\s+(http:\/\/\S+)/.exec(output);
        if (m) { clearTimeout(timer); resolve(m[1]); }
      };
      child.stdout!.on("data", check);
      child.once("exit", (code) => { clearTimeout(timer); reject(new Error(`the service exited with ${code}:\n${output.slice(-2000)}`)); });
    });
    return { child, url };
  };
  const kill = async (s: Service) => {
    const exited = new Promise((r) => s.child.once("exit", r));
    try { process.kill(-s.child.pid!, "SIGKILL"); } catch { /* gone */ }
    await exited;
  };
  const call = async (s: Service, path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("api-key", apiKey);
    const res = await fetch(`${s.url}${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
    return (await res.json()) as Record<string, any>;
  };

  let service = await start(true);
  const configured = await call(service, "/ereceipts/config", {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ results_endpoint: receiver.url, day_cutoff: 36500 }),
  });
  if (!configured.success) throw new Error(`config refused: ${JSON.stringify(configured.error)}`);

  // kills at random moments while jobs are submitted and processed
  const accepted = new Set<number>();
  let next = 0;
  let killed = 0;
  let downPeriods = 0;
  let restarting: Promise<void> | null = null;
  const killAndRestart = async () => {
    const receiverDown = rand() < 0.5;
    if (receiverDown) { await receiver.down(); downPeriods++; }
    await kill(service);
    killed++;
    log(`kill ${killed}: SIGKILL with ${accepted.size} jobs accepted${receiverDown ? ", receiver down" : ""}`);
    await sleep(200 + rand() * 1000);
    service = await start(false);
    if (receiverDown) setTimeout(() => void receiver.up(), 1000 + rand() * 4000);
  };
  const submitWindowMs = Math.max(5_000, opts.jobs * 40);
  const killTimes = Array.from({ length: opts.kills }, () => rand() * submitWindowMs).sort((a, b) => a - b);
  const killer = (async () => {
    for (const at of killTimes) {
      await sleep(Math.max(0, started + at - Date.now()));
      restarting = killAndRestart();
      await restarting;
      restarting = null;
    }
  })();
  // the receiver also goes down now and then on its own, once for longer than a delivery's four attempts take, so
  // that deliveries park in the dead-letter queue and the replay is exercised
  let flapping = true;
  const flapper = (async () => {
    await sleep(submitWindowMs / 3);
    await receiver.down();
    downPeriods++;
    await sleep(12_000);
    await receiver.up();
    while (flapping) {
      await sleep(2_000 + rand() * 6_000);
      if (!flapping || rand() < 0.5) continue;
      await receiver.down();
      downPeriods++;
      await sleep(500 + rand() * 10_000); // long enough, at times, for a delivery to use up its attempts and park
      await receiver.up();
    }
  })();

  const submit = async () => {
    while (next < opts.jobs) {
      const index = next++;
      const email = emails[index % emails.length];
      for (;;) {
        if (restarting) await restarting;
        try {
          const created = await call(service, "/ereceipts/create_job", {
            method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ eml_data: email.eml, email_hash: randomBytes(32).toString("hex"), client_user_id: `soak-${index}` }).toString(),
          });
          if (created.success) { accepted.add(created.job_id as number); break; }
          throw new Error(`create_job refused: ${JSON.stringify(created.error)}`);
        } catch (e) {
          // the service was killed under the call: not accepted, so sent again
          if (e instanceof Error && e.message.startsWith("create_job refused")) throw e;
          await sleep(200);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, submit));
  await killer;
  flapping = false;
  await flapper;
  await receiver.up();

  // wait for every accepted job to settle, replaying parked deliveries until none are left
  const status = new Map<number, { status: string; error_code: number | null }>();
  const settleBy = Date.now() + (opts.settleSeconds ?? 180) * 1000;
  let replayed = 0;
  let parked = 0;
  const admin = async (...args: string[]) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bin/admin.ts", ...args, "--json"], { env: env(false), stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => child.once("exit", r));
    if (code !== 0) throw new Error(`admin ${args.join(" ")} exited with ${code}`);
    return JSON.parse(out) as any;
  };
  for (;;) {
    for (const id of accepted) {
      if (status.get(id)?.status === "completed" || status.get(id)?.status === "error") continue;
      const s = await call(service, `/ereceipts/status?job_id=${id}`);
      if (s.success) status.set(id, s.job_status as { status: string; error_code: number | null });
    }
    const settled = [...accepted].every((id) => (status.get(id)?.status === "completed" && receiver.deliveries.has(id)) || status.get(id)?.status === "error");
    parked = ((await admin("dlq", "list")) as unknown[]).length;
    if (parked > 0) {
      const r = await admin("dlq", "replay", "--all");
      replayed += (r.replayed as unknown[]).length;
      log(`replayed ${(r.replayed as unknown[]).length} parked deliveries`);
    }
    if ((settled && parked === 0) || Date.now() > settleBy) break;
    await sleep(2_000);
  }
  await kill(service);
  await receiver.down();
  await rm(dataDir, { recursive: true, force: true });

  const errorsByCode: Record<string, number> = {};
  const lost: number[] = [];
  let completed = 0;
  let open = 0;
  for (const id of accepted) {
    const s = status.get(id);
    if (s?.status === "completed") completed++;
    if (s?.status === "error") errorsByCode[String(s.error_code)] = (errorsByCode[String(s.error_code)] ?? 0) + 1;
    else if (!receiver.deliveries.has(id)) lost.push(id);
    if (s?.status !== "completed" && s?.status !== "error") open++;
  }
  const counts = [...accepted].map((id) => receiver.deliveries.get(id) ?? 0);
  return {
    accepted: accepted.size,
    completed,
    deliveredOnce: counts.filter((n) => n === 1).length,
    deliveredMoreThanOnce: counts.filter((n) => n > 1).length,
    errorsByCode,
    lost,
    open,
    kills: killed,
    receiverDownPeriods: downPeriods,
    replayed,
    parkedAfterReplay: parked,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
