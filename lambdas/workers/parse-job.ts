/** Parse queue worker: runs each job; a message whose job threw is reported failed and retried. */
import middy from "@middy/core";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { processJob } from "../jobs/process-job";
import { logger } from "../shared/logger";
import { readParseMessage } from "../stores/parse-queue";

async function parseJobs(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    const message = readParseMessage(record.body);
    if (!message) {
      logger.error("parse message is not a job reference; dropped", { messageId: record.messageId, bytes: record.body.length });
      continue;
    }
    try {
      await processJob(message.account_id, message.job_id);
    } catch (error) {
      logger.error("job attempt failed; the queue will retry it", {
        account: message.account_id,
        job: message.job_id,
        receiveCount: record.attributes.ApproximateReceiveCount,
        error: error instanceof Error ? error.name : "unknown",
        detail: error instanceof Error ? error.message : undefined,
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}

export const handler = middy(parseJobs);
