import type { SQSBatchResponse, SQSEvent } from "aws-lambda";

/** Lands with its issue: until then every message is reported as failed, so nothing is lost. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => ({
  batchItemFailures: event.Records.map((r) => ({ itemIdentifier: r.messageId })),
});
