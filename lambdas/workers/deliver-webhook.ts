/**
 * Delivery queue worker: one webhook POST per message and attempt (lambdas/delivery/deliver.ts). Failed
 * attempts are reported as batch item failures after their visibility is set to the next wait, so the
 * queue's own redrive (maxReceiveCount 4) moves a message that failed four times to the dead-letter queue.
 */
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { logger } from "../shared/logger";
import { systemResolver, webhookPolicy } from "../shared/webhook-policy";
import { deliverRecord, type DeliveryDeps } from "../delivery/deliver";

export function createDeliveryHandler(deps: DeliveryDeps) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
    for (const record of event.Records) {
      let result: "done" | "retry";
      try {
        result = await deliverRecord(record, deps);
      } catch (error) {
        // Our own failure (store, bucket, KMS): the message comes back after its visibility timeout.
        logger.error("delivery worker error", { message_id: record.messageId, error: error instanceof Error ? `${error.name}: ${error.message}` : "unknown" });
        result = "retry";
      }
      if (result === "retry") batchItemFailures.push({ itemIdentifier: record.messageId });
    }
    return { batchItemFailures };
  };
}

export const handler = createDeliveryHandler({ policy: webhookPolicy, resolver: systemResolver });
