/**
 * npm run bench:pipeline: the job pipeline end to end on the local runner. N jobs from the receipt emails of
 * test/corpus (cycled), C of them in flight at a time, each followed from create_job sent to its results
 * received by a real HTTP receiver on 127.0.0.1. Prints latency percentiles, throughput, and how many jobs
 * were lost or delivered more than once. Prints figures; never fails on time: exits non-zero only when the
 * run itself breaks (1) or a job was lost or duplicated (2).
 *
 *   npm run bench:pipeline -- [--jobs 200] [--concurrency 20] [--timeout 120]
 *   npm run bench:pipeline -- --url http://127.0.0.1:3000 --api-key local-dev-api-key   (a running `npm start`,
 *     started with ALLOW_PRIVATE_WEBHOOKS=1 so it may post to the benchmark's loopback receiver)
 *
 * Email content is never logged: only corpus ids, sizes, job ids, codes and timings.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { corpusDir, loadReceiptEmails } from "./corpus";

// ---------- options ----------

const { values: opts } = parseArgs({
  options: {
    jobs: { type: "string", default: "200" },
    concurrency: { type: "string", default: "20" },
    timeout: { type: "string", default: "120" },
    url: { type: "string" },
    "api-key": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
  strict: true,
});

if (opts.help) {
  console.log(
    [
      "npm run bench:pipeline -- [options]",
      "  --jobs N          jobs to run (200)",
      "  --concurrency C   jobs in flight at a time, create_job sent → results received or job error (20)",
      "  --timeout S       seconds to wait for stragglers once every job is submitted (120)",
      "  --url URL         run against an already running `npm start` instead of an in-process runner",
      "  --api-key KEY     its api-key (with --url; default local-dev-api-key)",
    ].join("\n"),
  );
  process.exit(0);
}

function positiveInt(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive integer, got ${JSON.stringify(raw)}`);
    process.exit(1);
  }
  return n;
}

const jobCount = positiveInt("jobs", opts.jobs);
const concurrency = Math.min(positiveInt("concurrency", opts.concurrency), jobCount);
const timeoutMs = positiveInt("timeout", opts.timeout) * 1000;
/** A job holds its slot at most this long; after that it is a straggler, waited for at the end. */
const slotHoldMs = Math.min(30_000, timeoutMs);
/** Status polls for a job without a delivery: first after this long, then at this interval. */
const statusPollMs = 2_000;
/** After the last job settles, wait this long for late duplicates. */
const settleMs = 2_000;

// ---------- receiver ----------

interface Receiver {
  url: string;
  /** Arrival times (performance.now()) of every delivery naming a job id. */
  arrivals: Map<number, number[]>;
  /** Deliveries that were not a JSON array of results (events, unparseable bodies). */
  other: number;
  /** Called with each job id on arrival. */
  onArrival: (jobId: number) => void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: "", arrivals: new Map(), other: 0, onArrival: () => {}, close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = performance.now();
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        receiver.other++;
        return;
      }
      if (!Array.isArray(body)) {
        receiver.other++;
        return;
      }
      // One delivery may carry several EReceipts of one job: count the job once per delivery.
      const ids = new Set<number>();
      for (const item of body) {
        const jobId = typeof item === "object" && item !== null ? (item as { job_id?: unknown }).job_id : undefined;
        if (typeof jobId === "number") ids.add(jobId);
      }
      if (ids.size === 0) receiver.other++;
      for (const id of ids) {
        const list = receiver.arrivals.get(id) ?? [];
        list.push(at);
        receiver.arrivals.set(id, list);
        receiver.onArrival(id);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  receiver.url = `http://127.0.0.1:${port}/bench-results`;
  receiver.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return receiver;
}

// ---------- API ----------

interface ApiError {
  code: number;
  message: string;
}
type ApiBody = { success?: boolean; error?: ApiError; [key: string]: unknown };

class RunBroken extends Error {}

async function api(base: string, apiKey: string, path: string, init: RequestInit = {}): Promise<ApiBody> {
  const headers = new Headers(init.headers);
  headers.set("api-key", apiKey);
  const res = await fetch(`${base}${path}`, { ...init, headers });
  const text = await res.text();
  try {
    return JSON.parse(text) as ApiBody;
  } catch {
    throw new RunBroken(`${path}: HTTP ${res.status}, not JSON (${text.length} bytes)`);
  }
}

const postJson = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

interface JobStatusView {
  status: "queued" | "executing" | "completed" | "error";
  error_code: number | null;
}

async function jobStatus(base: string, apiKey: string, jobId: number): Promise<JobStatusView> {
  const res = await api(base, apiKey, `/ereceipts/status?job_id=${jobId}`);
  if (!res.success) throw new RunBroken(`status of job ${jobId}: error ${res.error?.code} ${res.error?.message ?? ""}`);
  return res.job_status as JobStatusView;
}

// ---------- the run ----------

interface Job {
  index: number;
  corpusId: string;
  jobId: number;
  sentAt: number;
  createMs: number;
  /** Set once the status says error. */
  errorCode?: number | null;
  errorSeenAt?: number;
  lastStatus?: JobStatusView["status"];
}

interface Target {
  apiUrl: string;
  apiKey: string;
  describe: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function startTarget(log: (m: string) => void): Promise<Target> {
  if (opts.url) {
    return { apiUrl: opts.url.replace(/\/+$/, ""), apiKey: opts["api-key"] ?? "local-dev-api-key", describe: `running service at ${opts.url}`, stop: async () => {} };
  }
  // The handlers' logger reads LOG_LEVEL when first imported: keep per-request INFO lines out of the figures.
  // As `npm start` does: the SDK's notice about Node 20 support is not a figure.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const logLevel = process.env.LOG_LEVEL || "WARN";
  process.env.LOG_LEVEL = logLevel;
  const { startLocalService } = await import("../lib/local/runner");
  const dataDir = await mkdtemp(join(tmpdir(), "ereceipts-bench-"));
  const apiKey = `bench-${randomBytes(8).toString("hex")}`;
  const started = performance.now();
  const service = await startLocalService({
    port: 0,
    dataDir,
    fresh: true,
    apiKey,
    webApiKey: `bench-web-${randomBytes(8).toString("hex")}`,
    env: { ALLOW_PRIVATE_WEBHOOKS: "1", LOG_LEVEL: logLevel },
    log,
  });
  log(`local runner up in ${((performance.now() - started) / 1000).toFixed(1)} s (data ${dataDir})`);
  return {
    apiUrl: service.apiUrl,
    apiKey,
    describe: "in-process local runner, fresh data dir",
    async stop() {
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

async function main(): Promise<number> {
  const emails = loadReceiptEmails();
  if (emails.length === 0) throw new RunBroken(`no receipt emails (is_receipt: true) in ${corpusDir}`);

  const serviceLog: string[] = [];
  const log = (m: string) => {
    serviceLog.push(m);
    if (/worker|error|fail/i.test(m)) console.error(`[local] ${m}`);
  };

  const receiver = await startReceiver();
  let target: Target | undefined;
  let restoreConfig: (() => Promise<void>) | undefined;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (restoreConfig) await restoreConfig().catch((e: unknown) => console.error(`could not restore the previous config: ${String(e)}`));
    await receiver.close();
    await target?.stop();
  };
  let interrupted = false;
  const onSignal = (signal: string) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  };
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));

  try {
    target = await startTarget(log);
    const { apiUrl, apiKey } = target;

    if (opts.url) {
      const previous = await api(apiUrl, apiKey, "/ereceipts/config");
      if (!previous.success) throw new RunBroken(`GET /ereceipts/config: error ${previous.error?.code} ${previous.error?.message ?? ""} (is --api-key right?)`);
      if (typeof previous.results_endpoint === "string") {
        const { success: _s, ...rest } = previous;
        // GET answers defaults (null, []) for what was never set; POST wants those left out.
        const body = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0)));
        restoreConfig = async () => {
          const res = await api(apiUrl, apiKey, "/ereceipts/config", postJson(body));
          if (!res.success) throw new Error(`error ${res.error?.code} ${res.error?.message ?? ""}; it was ${JSON.stringify(body)}`);
        };
      }
    }

    const configured = await api(apiUrl, apiKey, "/ereceipts/config", postJson({ results_endpoint: receiver.url, day_cutoff: 36500 }));
    if (!configured.success) {
      const e = configured.error;
      if (e?.code === 102)
        throw new RunBroken(
          `the service refused the benchmark's receiver ${receiver.url} as results_endpoint (102: ${e.message}).\n` +
            "Loopback http webhooks are allowed only when the local service runs with ALLOW_PRIVATE_WEBHOOKS=1: restart it as\n" +
            "  ALLOW_PRIVATE_WEBHOOKS=1 npm start\n" +
            "(the service must run on this machine: the receiver listens on 127.0.0.1).",
        );
      throw new RunBroken(`POST /ereceipts/config: error ${e?.code} ${e?.message ?? ""}`);
    }

    if (opts.url && !restoreConfig) console.error("note: the account had no results_endpoint; after the run it stays pointed at the (closed) benchmark receiver");
    else if (restoreConfig) console.error("note: the account's previous configuration is restored after the run");

    const distinct = Math.min(emails.length, jobCount);
    console.log(`${target.describe}; ${jobCount} jobs from ${distinct} receipt emails of ${emails.length} in ${corpusDir}${jobCount > emails.length ? " (cycled)" : ""}`);
    console.log(`${concurrency} jobs in flight, a slot held from create_job sent until results received or job error (at most ${slotHoldMs / 1000} s); ${availableParallelism()} cores`);

    const jobs: Job[] = [];
    const byJobId = new Map<number, Job>();
    const waiters = new Map<number, () => void>();
    receiver.onArrival = (id) => waiters.get(id)?.();
    const createFailures: { corpusId: string; code: number | string }[] = [];

    /** Waits for the job's first delivery, a terminal error status, or the deadline. */
    async function follow(job: Job, deadline: number): Promise<void> {
      let nextPoll = job.sentAt + statusPollMs;
      while (!receiver.arrivals.has(job.jobId) && job.errorCode === undefined && !interrupted) {
        const now = performance.now();
        if (now >= deadline) return;
        if (now >= nextPoll) {
          const st = await jobStatus(apiUrl, apiKey, job.jobId);
          job.lastStatus = st.status;
          if (st.status === "error") {
            job.errorCode = st.error_code;
            job.errorSeenAt = performance.now();
            return;
          }
          nextPoll = performance.now() + statusPollMs;
          continue;
        }
        const wait = Math.min(nextPoll, deadline) - now;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, wait);
          function done() {
            clearTimeout(timer);
            waiters.delete(job.jobId);
            resolve();
          }
          waiters.set(job.jobId, done);
        });
      }
    }

    let next = 0;
    const runStart = performance.now();
    async function slot(): Promise<void> {
      while (!interrupted) {
        const index = next++;
        if (index >= jobCount) return;
        const email = emails[index % emails.length];
        const body = new URLSearchParams({ eml_data: email.eml, email_hash: randomBytes(32).toString("hex"), client_user_id: `bench-${index % 50}` }).toString();
        const sentAt = performance.now();
        const res = await api(apiUrl, apiKey, "/ereceipts/create_job", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
        const createMs = performance.now() - sentAt;
        if (!res.success || typeof res.job_id !== "number") {
          createFailures.push({ corpusId: email.id, code: res.error?.code ?? "no job_id" });
          if (res.error?.code === 101) throw new RunBroken("create_job: 101 invalid api-key");
          continue;
        }
        const job: Job = { index, corpusId: email.id, jobId: res.job_id, sentAt, createMs };
        jobs.push(job);
        if (byJobId.has(job.jobId)) throw new RunBroken(`create_job returned job_id ${job.jobId} twice`);
        byJobId.set(job.jobId, job);
        await follow(job, sentAt + slotHoldMs);
      }
    }

    let progressTimer: NodeJS.Timeout | undefined;
    if (process.stderr.isTTY) {
      progressTimer = setInterval(() => {
        const done = jobs.filter((j) => receiver.arrivals.has(j.jobId) || j.errorCode !== undefined).length;
        process.stderr.write(`\r  ${jobs.length} submitted, ${done} settled `);
      }, 500);
    }
    try {
      await Promise.all(Array.from({ length: concurrency }, () => slot()));
      const submittedAt = performance.now();

      // Stragglers: poll the status of jobs without a delivery until all settle or --timeout.
      const unsettled = () => jobs.filter((j) => !receiver.arrivals.has(j.jobId) && j.errorCode === undefined);
      while (unsettled().length > 0 && performance.now() - submittedAt < timeoutMs && !interrupted) {
        await sleep(statusPollMs);
        for (const job of unsettled()) {
          if (receiver.arrivals.has(job.jobId)) continue;
          const st = await jobStatus(apiUrl, apiKey, job.jobId);
          job.lastStatus = st.status;
          if (st.status === "error") {
            job.errorCode = st.error_code;
            job.errorSeenAt = performance.now();
          }
        }
      }
      await sleep(settleMs); // late duplicates
    } finally {
      if (progressTimer) {
        clearInterval(progressTimer);
        process.stderr.write("\r\x1b[K");
      }
    }
    if (interrupted) return 130;

    // ---------- figures ----------
    const latencies: number[] = [];
    let lastEvent = runStart;
    let completed = 0;
    let duplicated = 0;
    let deliveredAndError = 0;
    const errors = new Map<string, number>();
    const lost: Job[] = [];
    for (const job of jobs) {
      const arrivals = receiver.arrivals.get(job.jobId);
      if (arrivals) {
        completed++;
        const first = Math.min(...arrivals);
        latencies.push(first - job.sentAt);
        lastEvent = Math.max(lastEvent, first);
        if (arrivals.length > 1) duplicated++;
        if (job.errorCode !== undefined) deliveredAndError++;
      } else if (job.errorCode !== undefined) {
        const key = String(job.errorCode);
        errors.set(key, (errors.get(key) ?? 0) + 1);
        lastEvent = Math.max(lastEvent, job.errorSeenAt ?? runStart);
      } else {
        lost.push(job);
      }
    }
    const foreign = [...receiver.arrivals.keys()].filter((id) => !byJobId.has(id)).length;
    const wallMs = lastEvent - runStart;
    const settled = completed + [...errors.values()].reduce((a, b) => a + b, 0);
    latencies.sort((a, b) => a - b);
    const creates = jobs.map((j) => j.createMs).sort((a, b) => a - b);
    const ms = (v: number) => (Number.isNaN(v) ? "-" : v.toFixed(0));
    const row = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);

    console.log("");
    row("jobs", `${jobCount}${jobs.length < jobCount ? ` (${jobs.length} created)` : ""}`);
    row("concurrency (jobs in flight)", String(concurrency));
    row("wall time (first create_job → last settled)", `${(wallMs / 1000).toFixed(1)} s`);
    row("throughput", `${((settled / wallMs) * 1000).toFixed(1)} jobs/s`);
    row("latency create_job sent → results, ms", `p50 ${ms(percentile(latencies, 0.5))}  p95 ${ms(percentile(latencies, 0.95))}  p99 ${ms(percentile(latencies, 0.99))}  max ${ms(latencies.at(-1) ?? Number.NaN)}`);
    row("create_job request, ms", `p50 ${ms(percentile(creates, 0.5))}  p99 ${ms(percentile(creates, 0.99))}  max ${ms(creates.at(-1) ?? Number.NaN)}`);
    row("completed (results received)", String(completed));
    row("error (status, by code)", errors.size ? `${settled - completed}  (${[...errors].sort().map(([c, n]) => `${c}: ${n}`).join(", ")})` : "0");
    row("lost (no results, not in error)", `${lost.length}${lost.length ? `  (last status: ${summarize(lost.map((j) => j.lastStatus ?? "unknown"))})` : ""}`);
    row("duplicated (results received > once)", String(duplicated));
    if (createFailures.length) row("create_job refused", `${createFailures.length}  (${summarize(createFailures.map((f) => `${f.code} ${f.corpusId}`))})`);
    if (deliveredAndError) row("delivered yet status error", String(deliveredAndError));
    if (foreign) row("results for jobs not in this run", String(foreign));
    if (receiver.other) row("other requests to the receiver", String(receiver.other));
    if (errors.size) {
      const errorEmails = jobs.filter((j) => !receiver.arrivals.has(j.jobId) && j.errorCode !== undefined).map((j) => `${j.corpusId}:${j.errorCode}`);
      console.log(`  error jobs by corpus email: ${summarize(errorEmails)}`);
    }
    if (lost.length) {
      console.log(`  lost job ids: ${lost.slice(0, 20).map((j) => `${j.jobId} (${j.corpusId})`).join(", ")}${lost.length > 20 ? ", …" : ""}`);
      console.log("  (a job still queued/executing had an attempt fail: its retry waits for the parse queue's visibility timeout; see the service's ERROR lines)");
    }

    if (createFailures.length) return 1;
    return lost.length || duplicated ? 2 : 0;
  } finally {
    await cleanup();
  }
}

function summarize(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort().map(([v, n]) => (n > 1 ? `${v} ×${n}` : v)).join(", ");
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:pipeline failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
