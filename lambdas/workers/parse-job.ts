/** Parse queue worker: runs each job; a message whose job threw is reported failed and retried. */
import { processJob } from "../jobs/process-job";
import { logger } from "../shared/logger";
import { sqsBatch } from "../shared/sqs-batch";
import { readParseMessage } from "../stores/parse-queue";

export const handler = sqsBatch(
  async (record) => {
    const message = readParseMessage(record.body);
    if (!message) {
      logger.error("parse message is not a job reference; dropped", { messageId: record.messageId, bytes: record.body.length });
      return;
    }
    await processJob(message.account_id, message.job_id);
  },
  (record, error) => {
    const message = readParseMessage(record.body);
    logger.error("job attempt failed; the queue will retry it", {
      account: message?.account_id,
      job: message?.job_id,
      receiveCount: record.attributes.ApproximateReceiveCount,
      error: error instanceof Error ? error.name : "unknown",
      detail: error instanceof Error ? error.message : undefined,
    });
  },
);
