/**
 * Lambda's partial batch response over a per-record function, by Powertools' batch processor (records one after the
 * other, never a thrown error for a whole batch that failed: each failed record is reported, so only it comes back):
 * a record is retried (reported as a batch item failure) when the function answers "retry" or throws; `onError` logs
 * the throw. Log lines carry the invocation's request id and cold start (the Lambda context), and the invocation's
 * metrics are published.
 */
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { logger } from "./logger";
import { flushMetrics } from "./metrics";

export type RecordOutcome = "done" | "retry";

/** A record the function asked to see again: a failure for the processor, not an error to log. */
class RetryRecord extends Error {}

export function sqsBatch(
  processRecord: (record: SQSRecord) => Promise<RecordOutcome | void>,
  onError: (record: SQSRecord, error: unknown) => void,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  const handleRecord = async (record: SQSRecord): Promise<void> => {
    let outcome: RecordOutcome | void;
    try {
      outcome = await processRecord(record);
    } catch (error) {
      onError(record, error);
      throw error;
    }
    if (outcome === "retry") throw new RetryRecord(record.messageId);
  };
  return async (event, context) => {
    if (context) logger.addContext(context);
    try {
      const response = await processPartialResponse(event, handleRecord, processor, {
        ...(context ? { context } : {}), processInParallel: false, throwOnFullBatchFailure: false,
      });
      return { batchItemFailures: response.batchItemFailures.map((f) => ({ itemIdentifier: String(f.itemIdentifier) })) };
    } finally {
      flushMetrics();
    }
  };
}
