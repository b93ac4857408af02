/**
 * Lambda's partial batch response over a per-record function: a record is retried (reported as a
 * batch item failure) when the function answers "retry" or throws; `onError` logs the throw.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";

export type RecordOutcome = "done" | "retry";

export function sqsBatch(
  processRecord: (record: SQSRecord) => Promise<RecordOutcome | void>,
  onError: (record: SQSRecord, error: unknown) => void,
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
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
    return { batchItemFailures };
  };
}
