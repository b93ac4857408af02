/**
 * Ingest queue → forwarded-email records. Each message is an SES receipt notification (via SNS, from SES
 * receiving or the local SMTP inbox) or an S3 event for an object under `inbound/`. A message that can
 * never be ingested (not a known notification) is logged and dropped; an infrastructure failure is
 * reported as a batch item failure so SQS retries it, then parks it in the ingest DLQ.
 */
import { ingestInbound } from "../forwarded/ingest";
import { BadNotification, parseInboundNotification } from "../forwarded/notifications";
import { logger } from "../shared/logger";
import { sqsBatch } from "../shared/sqs-batch";

export const handler = sqsBatch(
  async (record) => {
    let parsed;
    try {
      parsed = parseInboundNotification(record.body);
    } catch (error) {
      if (!(error instanceof BadNotification)) throw error;
      logger.error("ingest message dropped: not an inbound mail notification", { messageId: record.messageId, detail: error.message });
      return;
    }
    if (parsed.kind === "ignored") {
      logger.info("ingest message ignored", { messageId: record.messageId, reason: parsed.reason });
      return;
    }
    for (const ref of parsed.refs) await ingestInbound(ref);
  },
  (record, error) =>
    logger.error("ingest failed; will retry", {
      messageId: record.messageId,
      receiveCount: record.attributes.ApproximateReceiveCount,
      error: error instanceof Error ? error.name : "unknown",
      detail: error instanceof Error ? error.message : undefined,
    }),
);
