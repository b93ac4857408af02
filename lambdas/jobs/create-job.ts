/**
 * create_job's use case. Order matters for "nothing lost": the EML is in S3 before the job row
 * exists, and the row exists before its queue message is sent.
 */
import { maxEmlBytes } from "../contract/resources";
import { invalidInput } from "../domain/errors";
import type { CreateJobRequest } from "../domain/jobs";
import { checkWebhookUrl } from "../domain/url-safety";
import { logger } from "../shared/logger";
import { systemResolver, webhookPolicy } from "../shared/webhook-policy";
import { getConfig } from "../stores/config";
import { nextJobId, putJob, transitionJob } from "../stores/jobs";
import { sendParseMessage } from "../stores/parse-queue";
import { putRawEml, rawEmlKey } from "../stores/raw-emails";
import { copyUpload, deleteUpload, uploadedSize, uploadKey } from "../stores/uploads";
import { jobErrors } from "../domain/errors";

/** Creates the job of a well-formed create_job form (its schema: domain/requests/jobs.ts). */
export async function createJob(accountId: string, request: CreateJobRequest): Promise<number> {
  if (request.override_endpoint) {
    const verdict = await checkWebhookUrl(request.override_endpoint, webhookPolicy(), systemResolver);
    if (!verdict.ok) throw invalidInput(`override_endpoint ${verdict.reason}`);
  } else if (!(await getConfig(accountId))?.results_endpoint) {
    throw invalidInput("no results_endpoint is configured: POST /ereceipts/config first, or pass override_endpoint");
  }

  const upload = request.upload ? await checkedUpload(accountId, request.upload) : null;

  const jobId = await nextJobId();
  const emlKey = rawEmlKey(accountId, `job-${jobId}`);
  if (upload) await copyUpload(upload.key, emlKey);
  else await putRawEml(emlKey, request.eml!);
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
  logger.info("job created", { account: accountId, job: jobId, bytes: upload?.size ?? Buffer.byteLength(request.eml!), uploaded: Boolean(upload) });
  // the job has its own copy now; a leftover upload would be deleted by the bucket's lifecycle anyway
  if (upload) await deleteUpload(upload.key).catch((error: Error) => logger.warn("upload not deleted", { key: upload.key, error: error.name }));
  return jobId;
}

/** The upload an `eml_key` names, if it is there and within the size limit (an oversized one is deleted). */
async function checkedUpload(accountId: string, uploadId: string): Promise<{ key: string; size: number }> {
  const key = uploadKey(accountId, uploadId);
  const size = await uploadedSize(key);
  if (size === null) throw invalidInput(`nothing was uploaded for eml_key ${uploadId} (PUT the email to the URL from POST /ereceipts/upload_url first; uploads are kept for a day)`);
  if (size === 0) throw invalidInput("the uploaded email is empty");
  if (size > maxEmlBytes) {
    await deleteUpload(key);
    throw invalidInput(`the uploaded email is ${size} bytes; the limit is ${maxEmlBytes} bytes`);
  }
  return { key, size };
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
