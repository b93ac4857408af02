/** POST /ereceipts/reprocess_job: re-parse stored receipts by id or by retailer (112, 113, 114). */
import { reprocessRequestOf } from "../../../domain/jobs";
import { reprocessSchema } from "../../../domain/requests/jobs";
import { reprocessJob } from "../../../jobs/reprocess-job";
import { endpoint } from "../../../shared/endpoint";

export const handler = endpoint("PostReprocessJob", { from: "json", schema: reprocessSchema }, async ({ account, input }) => ({
  success: true,
  job_id: await reprocessJob(account.account_id, reprocessRequestOf(input)),
}));
