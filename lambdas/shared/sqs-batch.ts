/**
 * Every queue worker is one middy chain: the Lambda context on every log line (Powertools Logger), the invocation's
 * metrics published at its end, and Lambda's partial batch response by Powertools' batch processor over a
 * per-record function (records one after the other; never a thrown error for a whole batch that failed: each failed
 * record is reported, so only it comes back). A record is retried (reported as a batch item failure) when the
 * function answers "retry" or throws; `onError` logs the throw.
 */
import middy from "@middy/core";
import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { logger } from "./logger";
import { publishedMetrics } from "./metrics";

export type RecordOutcome = "done" | "retry";

/** A record the function asked to see again: a failure for the processor, not an error to log. */
class RetryRecord extends Error {}

export function sqsBatch(
  processRecord: (record: SQSRecord) => Promise<RecordOutcome | void>,
  onError: (record: SQSRecord, error: unknown) => void,
): middy.MiddyfiedHandler<SQSEvent, SQSBatchResponse, Error, Context> {
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
  return middy<SQSEvent, SQSBatchResponse>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(publishedMetrics())
    .handler(async (event, context) => {
      const response = await processPartialResponse(event, handleRecord, processor, { context, processInParallel: false, throwOnFullBatchFailure: false });
      return { batchItemFailures: response.batchItemFailures.map((f) => ({ itemIdentifier: String(f.itemIdentifier) })) };
    });
}
