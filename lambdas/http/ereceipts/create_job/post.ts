/** POST /ereceipts/create_job (form-encoded or multipart): stores the EML, creates the job, queues it. */
import { maxEmlBytes, maxInlineEmlBytes } from "../../../contract/resources";
import { createJobRequestOf } from "../../../domain/jobs";
import { createJobFormSchema } from "../../../domain/requests/jobs";
import { createJob } from "../../../jobs/create-job";
import { endpoint } from "../../../shared/endpoint";
import { formBodyParser } from "../../../shared/form-body";

export const handler = endpoint(
  "PostCreateJob",
  { from: "form", schema: createJobFormSchema(maxInlineEmlBytes, maxEmlBytes), formParser: formBodyParser() },
  async ({ account, input }) => ({ success: true, job_id: await createJob(account.account_id, createJobRequestOf(input)) }),
);
