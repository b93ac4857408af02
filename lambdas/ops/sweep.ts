/**
 * The sweeper (issue 13 item 2): leaves no job and no delivery open for good, in any stage. A scheduled
 * function runs it in AWS (workers/sweep.ts), a periodic task in the local runner. It looks at the open-job
 * and pending-delivery indexes and at the failed deliveries, decides with domain/sweep-rules.ts, acts, logs
 * each action and records it for `admin sweep list`. Every action is safe to repeat: a job queued twice runs
 * once (conditional transitions), a delivery re-sent keeps its id and the worker drops a message for a
 * delivery that is no longer pending.
 */
import { dlqRetentionSeconds, queues } from "../contract/resources";
import { jobErrors } from "../domain/errors";
import { judgeDelivery, judgeOpenJob, sweepWindows, type SweepWindows } from "../domain/sweep-rules";
import { parkedDeliveryIds } from "../delivery/dead-letters";
import { planMessage, referenceMessage, sendDeliveryMessage } from "../delivery/message";
import { logger } from "../shared/logger";
import { getKeptDeliveryBody } from "../stores/delivery-bodies";
import { listFailedDeliveries, listPendingDeliveries, markReplayed, setDeliveryStatus, type DeliveryRecord } from "../stores/deliveries";
import { listOpenJobs, markJobSwept, transitionJob, type Job } from "../stores/jobs";
import { sendParseMessage } from "../stores/parse-queue";
import { rawEmlExists } from "../stores/raw-emails";
import { recordSweepFinding, type SweepFinding } from "../stores/sweep-log";

export interface SweepOptions {
  now?: Date;
  /** Defaults: from the queues' settings (sweepWindows). */
  windows?: SweepWindows;
  /** Look, decide and report, but change nothing. */
  dryRun?: boolean;
  /** Most items of each kind looked at per run. */
  limit?: number;
}

export interface SweepReport {
  looked_at: { open_jobs: number; pending_deliveries: number; failed_deliveries: number };
  counts: Record<SweepFinding["action"], number>;
  findings: SweepFinding[];
  dry_run: boolean;
}

/**
 * From the queues' settings; SWEEP_JOB_AFTER_SECONDS and SWEEP_DELIVERY_AFTER_SECONDS override them (a stage
 * with shorter retry waits, or a test).
 */
export function defaultWindows(env: NodeJS.ProcessEnv = process.env): SweepWindows {
  const base = sweepWindows(queues.parse, queues.delivery);
  const seconds = (v: string | undefined): number | undefined => (v && /^\d{1,7}$/.test(v) ? Number(v) * 1000 : undefined);
  return { jobMs: seconds(env.SWEEP_JOB_AFTER_SECONDS) ?? base.jobMs, deliveryMs: seconds(env.SWEEP_DELIVERY_AFTER_SECONDS) ?? base.deliveryMs };
}

export async function sweep(opts: SweepOptions = {}): Promise<SweepReport> {
  const now = opts.now ?? new Date();
  const windows = opts.windows ?? defaultWindows();
  const limit = opts.limit ?? 1000;
  const dryRun = opts.dryRun ?? false;
  const findings: SweepFinding[] = [];
  const note = async (f: Omit<SweepFinding, "at">): Promise<void> => {
    const finding = { at: new Date().toISOString(), ...f };
    findings.push(finding);
    logger.warn(`sweeper: ${f.subject} ${f.action}`, { ...finding, dry_run: dryRun });
    if (!dryRun) await recordSweepFinding(finding);
  };

  const jobs = await listOpenJobs(limit);
  for (const job of jobs) await sweepJob(job, now, windows, dryRun, note);

  const pending = await listPendingDeliveries(limit);
  const failed = (await listFailedDeliveries({ limit })).filter((d) => d.status === "failed");
  const candidates = [...pending, ...failed].filter((d) => judgeDelivery({ ...d, inDeadLetterQueue: false }, now, windows, dlqRetentionSeconds * 1000).action !== "wait");
  if (candidates.length > 0) {
    const parked = await parkedDeliveryIds();
    for (const d of candidates) await sweepDelivery(d, parked.has(d.delivery_id), now, windows, dryRun, note);
  }

  const counts = { requeued: 0, failed: 0, resent: 0, "marked-parked": 0 };
  for (const f of findings) counts[f.action]++;
  const report = { looked_at: { open_jobs: jobs.length, pending_deliveries: pending.length, failed_deliveries: failed.length }, counts, findings, dry_run: dryRun };
  logger.info("sweep finished", { looked_at: report.looked_at, counts, dry_run: dryRun });
  return report;
}

type Note = (f: Omit<SweepFinding, "at">) => Promise<void>;

async function sweepJob(job: Job, now: Date, windows: SweepWindows, dryRun: boolean, note: Note): Promise<void> {
  const quick = judgeOpenJob(job, now, windows);
  if (quick.action === "wait") return;
  const emailStored = job.kind === "create" && job.eml_key ? await rawEmlExists(job.eml_key) : undefined;
  const verdict = judgeOpenJob({ ...job, emailStored }, now, windows);
  const ref = { subject: "job" as const, id: `${job.account_id}/${job.job_id}`, account_id: job.account_id };
  if (verdict.action === "fail") {
    if (!dryRun && !(await transitionJob(job.account_id, job.job_id, "error", { error: { code: jobErrors.internal.code, message: `${jobErrors.internal.message}: ${verdict.reason}` } }))) return;
    await note({ ...ref, action: "failed", reason: verdict.reason });
  } else if (verdict.action === "requeue") {
    if (!dryRun) {
      if (!(await markJobSwept(job.account_id, job.job_id, job.updated_at))) return;
      await sendParseMessage({ account_id: job.account_id, job_id: job.job_id });
    }
    await note({ ...ref, action: "requeued", reason: verdict.reason });
  }
}

async function sweepDelivery(d: DeliveryRecord, inDlq: boolean, now: Date, windows: SweepWindows, dryRun: boolean, note: Note): Promise<void> {
  const verdict = judgeDelivery({ ...d, inDeadLetterQueue: inDlq }, now, windows, dlqRetentionSeconds * 1000);
  const ref = { subject: "delivery" as const, id: d.delivery_id, account_id: d.account_id };
  if (verdict.action === "mark-parked") {
    if (!dryRun) await setDeliveryStatus(d, "failed", verdict.reason);
    await note({ ...ref, action: "marked-parked", reason: verdict.reason });
  } else if (verdict.action === "resend") {
    if (!dryRun) {
      const text = await messageFor(d);
      if (!text) {
        await note({ ...ref, action: "failed", reason: "no message in flight and its body is no longer kept; cannot re-send" });
        if (d.status === "pending") await setDeliveryStatus(d, "failed", "message lost and body no longer kept");
        return;
      }
      // Pending first, so the worker accepts the message the moment it arrives.
      await markReplayed(d.delivery_id, verdict.reason);
      await sendDeliveryMessage(text);
    }
    await note({ ...ref, action: "resent", reason: verdict.reason });
  }
}

/** The delivery's message again: its body from the bucket (by reference) or from the kept copy. */
async function messageFor(d: DeliveryRecord): Promise<string | undefined> {
  if (d.body_ref) return referenceMessage(d.delivery_id, d.url, d.body_ref);
  const body = await getKeptDeliveryBody(d.delivery_id);
  return body === undefined ? undefined : planMessage(d.delivery_id, d.url, body).text;
}

