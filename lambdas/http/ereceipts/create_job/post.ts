/** POST /ereceipts/create_job (form-encoded or multipart): stores the EML, creates the job, queues it. */
import { createJob } from "../../../jobs/create-job";
import { formBody } from "../../../shared/form-body";
import { apiHandler } from "../../../shared/http";

export const handler = apiHandler("api-key", async ({ event, account }) => ({
  success: true,
  job_id: await createJob(account.account_id, await formBody(event)),
}));
