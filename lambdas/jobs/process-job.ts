/**
 * The parser worker's use case: one job from `queued` to `completed` or `error`.
 * - A finished job is never run again (conditional transitions); a redelivered executing job resumes.
 * - Job-level outcomes (JobFailure: 100, 201, 202, 203) end the job in error at once.
 * - Anything else is thrown, so the queue retries it; after the last retry the parse DLQ's worker
 *   marks the job error 500.
 * Every step is idempotent (receipt ids and delivery ids derive from the job id), so a retry after a
 * crash stores and delivers the same things once.
 */
import { maxEmlBytes, reprocessChunkSize } from "../contract/resources";
import { applicableCutoff, isWithinCutoff } from "../domain/cutoffs";
import { aggregateOrder, orderKey } from "../domain/aggregation";
import { EmlParseError, parseEmail, unverifiedTrust, type EReceipt } from "../extraction";
import { enqueueResultsDelivery } from "../delivery/enqueue";
import { emitReceiptEvents } from "../delivery/events";
import { logger } from "../shared/logger";
import { countBy, metrics, MetricUnit } from "../shared/metrics";
import { getConfig, type StoredConfig } from "../stores/config";
import { advanceReprocessCursor, getJob, transitionJob, type Job } from "../stores/jobs";
import { sendParseMessage } from "../stores/parse-queue";
import { findRawEml, getRawEml } from "../stores/raw-emails";
import { addToOrder, getReceipt, getReceipts, putReceipt, type StoredReceipt } from "../stores/receipts";
import { assessTrust } from "../trust/assess";
import { buildReceipt, senderAddresses, type ReceiptContext } from "./build-receipt";
import { failures, JobFailure } from "./job-failure";

export async function processJob(accountId: string, jobId: number, now = new Date()): Promise<void> {
  const job = await getJob(accountId, jobId);
  if (!job) {
    logger.warn("parse message for unknown job", { account: accountId, job: jobId });
    return;
  }
  if (job.status === "completed" || job.status === "error") return;
  if (!(await transitionJob(accountId, jobId, "executing"))) return;
  const config = await getConfig(accountId);
  const started = Date.now();
  try {
    const delivered = job.kind === "create" ? await processCreated(job, config, now) : await processReprocess(job, config);
    if (delivered === "continued") {
      logger.info("reprocess chunk done; the rest is queued", { account: accountId, job: jobId, ms: Date.now() - started });
      return;
    }
    await transitionJob(accountId, jobId, "completed");
    logger.info("job completed", { account: accountId, job: jobId, receipts: delivered, ms: Date.now() - started });
    metrics.addMetric("JobsCompleted", MetricUnit.Count, 1);
    metrics.addMetric("JobDuration", MetricUnit.Milliseconds, Date.now() - started);
  } catch (error) {
    if (!(error instanceof JobFailure)) throw error;
    await transitionJob(accountId, jobId, "error", { error: error.jobError });
    logger.info("job ended in error", { account: accountId, job: jobId, code: error.jobError.code, ms: Date.now() - started });
    countBy("JobsFailed", "code", String(error.jobError.code));
  }
}

/** `countryCode` (the job's, from the client) settles an ambiguous currency symbol such as "$". */
async function parse(raw: Buffer, countryCode: string | null): Promise<Awaited<ReturnType<typeof parseEmail>>> {
  if (raw.length > maxEmlBytes) throw new JobFailure(failures.tooLarge, `${raw.length} bytes; the limit is ${maxEmlBytes}`);
  try {
    return await parseEmail(raw, { countryCode: countryCode ?? undefined });
  } catch (error) {
    if (error instanceof EmlParseError) throw new JobFailure(failures.unparseable, error.message);
    throw error;
  }
}

function destination(job: Job, config: StoredConfig | undefined): string {
  const url = job.override_endpoint ?? config?.results_endpoint;
  if (!url) throw new JobFailure({ code: 100, message: "No results_endpoint is configured" });
  return url;
}

async function processCreated(job: Job, config: StoredConfig | undefined, now: Date): Promise<number> {
  const raw = await getRawEml(job.eml_key!);
  const { receipt: extracted, original } = await parse(raw, job.country_code);
  const context: Omit<ReceiptContext, "trust"> = {
    receiptId: `rc_${job.job_id}`,
    originalReceiptId: null,
    jobId: job.job_id,
    emailHash: job.email_hash,
    clientUserId: job.client_user_id,
    countryCode: job.country_code,
    provider: job.provider,
  };
  // a rejected email is summarised unverified: it is no receipt, so it claims nothing and earns nothing
  const unassessed = buildReceipt(extracted, { ...context, trust: unverifiedTrust });
  if (!unassessed.is_receipt) await reject(job, unassessed, new JobFailure(failures.notAReceipt));
  const cutoff = config ? applicableCutoff(config, senderAddresses(unassessed)) : undefined;
  if (!isWithinCutoff(unassessed.email.date, cutoff, now)) await reject(job, unassessed, new JobFailure(failures.olderThanCutoff, `email dated ${unassessed.email.date}`));
  const trust = await assessTrust({
    accountId: job.account_id, receiptIds: [context.receiptId], clientUserId: job.client_user_id, emailHash: job.email_hash, original, receipt: extracted,
  });
  const receipt = buildReceipt(extracted, { ...context, trust });

  const key = config?.use_aggregation ? orderKey(receipt) : undefined;
  await putReceipt(stored(job, receipt, job.eml_key!, key ?? null));
  let result = receipt;
  if (key) {
    const ids = await addToOrder(job.account_id, key, receipt.receipt_id, { emailHash: job.email_hash, clientUserId: job.client_user_id });
    const components = (await getReceipts(job.account_id, ids)).map((r) => r.receipt);
    result = aggregateOrder(components);
  }
  if (config?.return_eml) result = { ...result, raw_eml: raw.toString("base64") };
  await deliver(job, config, [result], [receipt.receipt_id]);
  return 1;
}

/** Tells event subscribers the email was rejected (a "rejected" ReceiptSummary), then ends the job. */
async function reject(job: Job, receipt: EReceipt, failure: JobFailure): Promise<never> {
  await emitReceiptEvents({ accountId: job.account_id, receipt, clientUserId: job.client_user_id, accepted: false, reason: failure.jobError.message });
  throw failure;
}

/** REPROCESS_CHUNK_SIZE overrides the chunk size (tests, or a stage whose emails are unusually heavy). */
const chunkSize = (): number => {
  const n = Number(process.env.REPROCESS_CHUNK_SIZE);
  return Number.isInteger(n) && n > 0 ? n : reprocessChunkSize;
};

/**
 * Reprocesses the job's receipts one chunk per invocation (reprocessChunkSize, so a chunk fits the worker's timeout
 * with room to spare): each chunk's results are delivered as they are ready (delivery `res_<job>` for the first chunk,
 * `res_<job>_<start>` after), then the job's cursor moves on and the next chunk is queued; the last chunk completes
 * the job, or ends it in the first job-level failure when no receipt at all could be reprocessed. Every step is
 * idempotent on the cursor, so a redelivered chunk stores and delivers the same things once.
 */
async function processReprocess(job: Job, config: StoredConfig | undefined): Promise<number | "continued"> {
  const ids = job.receipt_ids ?? [];
  const start = job.reprocess_cursor ?? 0;
  const end = Math.min(ids.length, start + chunkSize());
  const results: EReceipt[] = [];
  let firstFailure: JobFailure | undefined;
  for (let index = start; index < end; index++) {
    const id = ids[index];
    const original = await getReceipt(job.account_id, id);
    if (!original) continue; // cleared since the job was created
    try {
      const raw = await findRawEml(original.eml_key);
      if (!raw) throw new JobFailure(failures.emailExpired, `receipt ${id}`);
      const parsed = await parse(raw, original.country_code);
      const receiptId = `rc_${job.job_id}_${index}`;
      const originalReceiptId = original.original_receipt_id ?? original.receipt_id;
      // the receipt this one redoes, and the one that redid, hold its duplicate claims: they are no duplicate of it
      const trust = parsed.receipt.is_receipt
        ? await assessTrust({
            accountId: job.account_id, receiptIds: [receiptId, originalReceiptId, original.receipt_id], clientUserId: original.client_user_id,
            emailHash: original.email_hash, original: parsed.original, receipt: parsed.receipt,
          })
        : unverifiedTrust;
      const receipt = buildReceipt(parsed.receipt, {
        receiptId,
        originalReceiptId,
        jobId: job.job_id,
        emailHash: original.email_hash,
        clientUserId: original.client_user_id,
        countryCode: original.country_code,
        provider: original.provider,
        trust,
      });
      await putReceipt(stored(job, receipt, original.eml_key, null, original));
      results.push(config?.return_eml ? { ...receipt, raw_eml: raw.toString("base64") } : receipt);
    } catch (error) {
      if (!(error instanceof JobFailure)) throw error;
      firstFailure ??= error;
    }
  }
  if (results.length) await deliver(job, config, results, results.map((r) => r.receipt_id), start === 0 ? `res_${job.job_id}` : `res_${job.job_id}_${start}`);
  const progress = { delivered: (job.reprocess_delivered ?? 0) + results.length, failure: job.reprocess_failure ?? firstFailure?.jobError ?? null };
  if (end < ids.length) {
    if (await advanceReprocessCursor(job.account_id, job.job_id, start, end, progress)) await sendParseMessage({ account_id: job.account_id, job_id: job.job_id });
    return "continued";
  }
  if (progress.delivered === 0 && progress.failure) throw new JobFailure(progress.failure);
  return progress.delivered;
}

function stored(job: Job, receipt: EReceipt, emlKey: string, key: string | null, from?: StoredReceipt): Omit<StoredReceipt, "created_at"> {
  const { raw_eml: _raw, ...clean } = receipt;
  return {
    account_id: job.account_id,
    receipt_id: receipt.receipt_id,
    original_receipt_id: receipt.original_receipt_id,
    job_id: job.job_id,
    eml_key: emlKey,
    sender: senderAddresses(receipt)[0] ?? null,
    email_date: isoOrNull(receipt.email.date),
    email_hash: from?.email_hash ?? job.email_hash,
    client_user_id: from?.client_user_id ?? job.client_user_id,
    country_code: receipt.country_code,
    provider: receipt.email.provider,
    order_key: key,
    receipt: clean,
  };
}

/**
 * Results to the endpoint, then events per receipt. `sourceReceiptIds[i]` is the email behind
 * `receipts[i]`: for an aggregated order that is this job's email, not the order's first one.
 */
async function deliver(job: Job, config: StoredConfig | undefined, receipts: EReceipt[], sourceReceiptIds: string[], deliveryId = `res_${job.job_id}`): Promise<void> {
  await enqueueResultsDelivery({
    accountId: job.account_id,
    url: destination(job, config),
    body: JSON.stringify(receipts),
    deliveryId,
  });
  for (const [i, receipt] of receipts.entries()) {
    const { raw_eml: _raw, ...event } = receipt;
    await emitReceiptEvents({
      accountId: job.account_id,
      receipt: event,
      clientUserId: receipt.client_user_id,
      accepted: true,
      reason: null,
      sourceReceiptId: sourceReceiptIds[i],
    });
  }
}

function isoOrNull(date: string | null | undefined): string | null {
  const at = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
