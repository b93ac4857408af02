/**
 * Parse DLQ worker: a job whose message exhausted its retries is marked `error` with code 500, so no
 * job stays queued or executing forever. The job's EML stays stored; support can resubmit it.
 */
import middy from "@middy/core";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { jobErrors } from "../domain/errors";
import { logger } from "../shared/logger";
import { transitionJob } from "../stores/jobs";
import { readParseMessage } from "../stores/parse-queue";

async function markFailedJobs(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    const message = readParseMessage(record.body);
    if (!message) {
      logger.error("dead-lettered parse message is not a job reference; dropped", { messageId: record.messageId });
      continue;
    }
    try {
      const marked = await transitionJob(message.account_id, message.job_id, "error", { error: jobErrors.internal });
      logger.error("job failed after all retries", { account: message.account_id, job: message.job_id, marked });
    } catch {
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

export const handler = middy(markFailedJobs);
