/** GET /ereceipts/status?job_id=N: the job status object; another account's job is unknown (100). */
import { invalidInput } from "../../../domain/errors";
import { jobStatusView, parseJobId } from "../../../domain/jobs";
import { apiHandler, query } from "../../../shared/http";
import { getJob } from "../../../stores/jobs";

export const handler = apiHandler("api-key", async ({ event, account }) => {
  const jobId = parseJobId(query(event));
  const job = await getJob(account.account_id, jobId);
  if (!job) throw invalidInput(`job ${jobId} was not found`);
  return { success: true, job_status: jobStatusView(job, new Date()) };
});
