import type { CommandGroup } from "../cli";
import { print, requirePositional } from "../cli";
import { jobStatusView } from "../../../lambdas/domain/jobs";
import { getJob, requeueFailedJob } from "../../../lambdas/stores/jobs";
import { sendParseMessage } from "../../../lambdas/stores/parse-queue";

function jobRef(args: Parameters<CommandGroup[string]["run"]>[0]): { accountId: string; jobId: number } {
  const accountId = requirePositional(args, 0, "ACCOUNT_ID");
  const jobId = Number(requirePositional(args, 1, "JOB_ID"));
  if (!Number.isSafeInteger(jobId) || jobId < 1) throw new Error("JOB_ID must be a positive integer");
  return { accountId, jobId };
}

export const job: CommandGroup = {
  show: {
    summary: "Show a job: the client's status view plus what support needs (kind, stored EML, receipts)",
    usage: "job show ACCOUNT_ID JOB_ID",
    async run(args) {
      const { accountId, jobId } = jobRef(args);
      const j = await getJob(accountId, jobId);
      if (!j) throw new Error(`No job ${jobId} in account ${accountId}`);
      const view = { ...jobStatusView(j, new Date()), kind: j.kind, eml_key: j.eml_key ?? null, receipt_ids: j.receipt_ids ?? [], override_endpoint: j.override_endpoint ? "(set)" : null };
      print(args, view, (v) => Object.entries(v).map(([k, x]) => `${k.padEnd(18)} ${Array.isArray(x) ? x.join(", ") : x}`).join("\n"));
    },
  },
  retry: {
    summary: "Requeue a job that failed internally (error 500, e.g. after the parse dead-letter queue)",
    usage: "job retry ACCOUNT_ID JOB_ID",
    async run(args) {
      const { accountId, jobId } = jobRef(args);
      if (!(await requeueFailedJob(accountId, jobId))) throw new Error(`Job ${jobId} is not in error 500; only internally failed jobs are retried`);
      await sendParseMessage({ account_id: accountId, job_id: jobId });
      print(args, { account_id: accountId, job_id: jobId, status: "queued" }, (v) => `job ${v.job_id} queued again`);
    },
  },
};
