/**
 * reprocess_job's use case: by receipt ids (all must exist in this account, else 114 naming the
 * missing ones) or by retailers (every original receipt from that sender inside the given cutoff).
 * A new job re-parses the stored EMLs and redelivers; the new receipts carry original_receipt_id.
 */
import { ApiError, invalidInput } from "../domain/errors";
import { cutoffInstant, cutoffOf } from "../domain/cutoffs";
import type { ReprocessRequest } from "../domain/jobs";
import { getReceipts, receiptIdsBySender, type StoredReceipt } from "../stores/receipts";
import { nextJobId, putJob } from "../stores/jobs";
import { enqueueOrFail } from "./create-job";
import { logger } from "../shared/logger";

/** A reprocess job holds its receipt list in its row: keep it well inside DynamoDB's item limit. */
export const maxReceiptsPerReprocess = 2000;

export async function reprocessJob(accountId: string, request: ReprocessRequest, now = new Date()): Promise<number> {
  let ids: string[];
  let receipts: StoredReceipt[] | undefined;
  if (request.kind === "ids") {
    receipts = await getReceipts(accountId, request.receiptIds);
    const have = new Set(receipts.map((r) => r.receipt_id));
    const missing = request.receiptIds.filter((id) => !have.has(id));
    if (missing.length) throw new ApiError(114, undefined, missing);
    ids = request.receiptIds;
  } else {
    const all = new Set<string>();
    for (const retailer of request.retailers) {
      // the reprocess schema requires a cutoff on every retailer entry
      const since = cutoffInstant(cutoffOf(retailer)!, now).toISOString();
      for (const id of await receiptIdsBySender(accountId, retailer.email, since)) all.add(id);
    }
    ids = [...all];
  }
  if (ids.length > maxReceiptsPerReprocess) {
    throw invalidInput(`${ids.length} receipts match; at most ${maxReceiptsPerReprocess} can be reprocessed by one job: narrow the cutoff`);
  }
  receipts ??= await getReceipts(accountId, ids);
  const hashes = new Set(receipts.map((r) => r.email_hash));
  const users = new Set(receipts.map((r) => r.client_user_id));
  const jobId = await nextJobId();
  await putJob({
    account_id: accountId,
    job_id: jobId,
    kind: "reprocess",
    // A job's user is known only when all its receipts are one user's.
    email_hash: hashes.size === 1 ? [...hashes][0] : "",
    client_user_id: users.size === 1 ? [...users][0] : null,
    provider: null,
    country_code: null,
    override_endpoint: null,
    receipt_ids: ids,
  });
  await enqueueOrFail(accountId, jobId);
  logger.info("reprocess job created", { account: accountId, job: jobId, receipts: ids.length, by: request.kind });
  return jobId;
}
