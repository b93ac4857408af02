/** POST /ereceipts/reprocess_job: re-parse stored receipts by id or by retailer (112, 113, 114). */
import { reprocessJob } from "../../../jobs/reprocess-job";
import { apiHandler, jsonBody } from "../../../shared/http";

export const handler = apiHandler("api-key", async ({ event, account }) => ({
  success: true,
  job_id: await reprocessJob(account.account_id, jsonBody(event)),
}));
