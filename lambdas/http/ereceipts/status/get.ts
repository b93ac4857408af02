/** GET /ereceipts/status?job_id=N: the job status object; another account's job is unknown (100). */
import { invalidInput } from "../../../domain/errors";
import { jobStatusView } from "../../../domain/jobs";
import { statusQuerySchema } from "../../../domain/requests/jobs";
import { endpoint } from "../../../shared/endpoint";
import { getJob } from "../../../stores/jobs";

export const handler = endpoint("GetStatus", { from: "query", schema: statusQuerySchema }, async ({ account, input }) => {
  const job = await getJob(account.account_id, input.job_id);
  if (!job) throw invalidInput(`job ${input.job_id} was not found`);
  return { success: true, job_status: jobStatusView(job, new Date()) };
});
