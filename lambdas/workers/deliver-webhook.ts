/**
 * Delivery queue worker: one webhook POST per message and attempt (lambdas/delivery/deliver.ts). Failed
 * attempts are reported as batch item failures after their visibility is set to the next wait; after the 4th
 * failed POST the worker moves the message to the dead-letter queue itself.
 */
import { logger } from "../shared/logger";
import { sqsBatch } from "../shared/sqs-batch";
import { systemResolver, webhookPolicy } from "../shared/webhook-policy";
import { deliverRecord, type DeliveryDeps } from "../delivery/deliver";

export function createDeliveryHandler(deps: DeliveryDeps) {
  return sqsBatch(
    (record) => deliverRecord(record, deps),
    // Our own failure (store, bucket, KMS): the message comes back after its visibility timeout.
    (record, error) =>
      logger.error("delivery worker error", { message_id: record.messageId, error: error instanceof Error ? `${error.name}: ${error.message}` : "unknown" }),
  );
}

export const handler = createDeliveryHandler({ policy: webhookPolicy, resolver: systemResolver });
