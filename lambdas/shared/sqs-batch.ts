/**
 * Lambda's partial batch response over a per-record function: a record is retried (reported as a
 * batch item failure) when the function answers "retry" or throws; `onError` logs the throw. Log lines carry
 * the invocation's request id and cold start (the Lambda context), and the invocation's metrics are published.
 */
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { logger } from "./logger";
import { flushMetrics } from "./metrics";

export type RecordOutcome = "done" | "retry";

export function sqsBatch(
  processRecord: (record: SQSRecord) => Promise<RecordOutcome | void>,
  onError: (record: SQSRecord, error: unknown) => void,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return async (event, context) => {
    if (context) logger.addContext(context);
    const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
    for (const record of event.Records) {
      let outcome: RecordOutcome | void;
      try {
        outcome = await processRecord(record);
      } catch (error) {
        onError(record, error);
        outcome = "retry";
      }
      if (outcome === "retry") batchItemFailures.push({ itemIdentifier: record.messageId });
    }
    flushMetrics();
    return { batchItemFailures };
  };
}
