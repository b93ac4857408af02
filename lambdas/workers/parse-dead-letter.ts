/**
 * Parse DLQ worker: a job whose message exhausted its retries is marked `error` with code 500, so no
 * job stays queued or executing forever. The job's EML stays stored; support can retry the job.
 */
import { jobErrors } from "../domain/errors";
import { logger } from "../shared/logger";
import { countBy } from "../shared/metrics";
import { sqsBatch } from "../shared/sqs-batch";
import { transitionJob } from "../stores/jobs";
import { readParseMessage } from "../stores/parse-queue";

export const handler = sqsBatch(
  async (record) => {
    const message = readParseMessage(record.body);
    if (!message) {
      logger.error("dead-lettered parse message is not a job reference; dropped", { messageId: record.messageId });
      return;
    }
    const marked = await transitionJob(message.account_id, message.job_id, "error", { error: jobErrors.internal });
    logger.error("job failed after all retries", { account: message.account_id, job: message.job_id, marked });
    if (marked) countBy("JobsFailed", "code", String(jobErrors.internal.code));
  },
  (record, error) => logger.error("could not mark a dead-lettered job; will retry", { messageId: record.messageId, error: error instanceof Error ? error.name : "unknown" }),
);
