/**
 * create_job's use case. Order matters for "nothing lost": the EML is in S3 before the job row
 * exists, and the row exists before its queue message is sent.
 */
import { maxEmlBytes } from "../../lib/resources";
import { invalidInput } from "../domain/errors";
import { validateCreateJob } from "../domain/jobs";
import { checkWebhookUrl } from "../domain/url-safety";
import { logger } from "../shared/logger";
import { systemResolver, webhookPolicy } from "../shared/webhook-policy";
import { getConfig } from "../stores/config";
import { nextJobId, putJob, transitionJob } from "../stores/jobs";
import { sendParseMessage } from "../stores/parse-queue";
import { putRawEml, rawEmlKey } from "../stores/raw-emails";
import { jobErrors } from "../domain/errors";

export async function createJob(accountId: string, form: Record<string, string>): Promise<number> {
  const request = validateCreateJob(form, maxEmlBytes);
  if (request.override_endpoint) {
    const verdict = await checkWebhookUrl(request.override_endpoint, webhookPolicy(), systemResolver);
    if (!verdict.ok) throw invalidInput(`override_endpoint ${verdict.reason}`);
  } else if (!(await getConfig(accountId))?.results_endpoint) {
    throw invalidInput("no results_endpoint is configured: POST /ereceipts/config first, or pass override_endpoint");
  }

  const jobId = await nextJobId();
  const emlKey = rawEmlKey(accountId, `job-${jobId}`);
  await putRawEml(emlKey, request.eml);
  await putJob({
    account_id: accountId,
    job_id: jobId,
    kind: "create",
    email_hash: request.email_hash,
    client_user_id: request.client_user_id,
    provider: request.provider,
    country_code: request.country_code,
    override_endpoint: request.override_endpoint,
    eml_key: emlKey,
  });
  await enqueueOrFail(accountId, jobId);
  logger.info("job created", { account: accountId, job: jobId, bytes: Buffer.byteLength(request.eml) });
  return jobId;
}

/** Sends the job's parse message; if that fails the job is marked error at once, never left queued. */
export async function enqueueOrFail(accountId: string, jobId: number): Promise<void> {
  try {
    await sendParseMessage({ account_id: accountId, job_id: jobId });
  } catch (error) {
    await transitionJob(accountId, jobId, "error", { error: { code: jobErrors.internal.code, message: "The job could not be queued; submit it again" } });
    throw error;
  }
}
