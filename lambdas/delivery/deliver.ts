/**
 * One delivery attempt for one queue message (the use case behind workers/deliver-webhook.ts).
 * Attempts are POSTs, counted in the delivery record (round_attempts), not queue receives: a receive lost before
 * the POST (a throttle, a KMS or DynamoDB error, a timeout) is retried without using one. Success and permanent
 * failures end the message (`done`); a failed POST keeps it (`retry`) with its visibility set to the next wait, so
 * the same message comes back for the next attempt; after the last attempt the worker parks it itself (the message
 * to the dead-letter queue, the record failed), so the audit trail and the DLQ always agree. The queue's own
 * redrive (maxReceiveCount, higher than the attempts) only catches a message that never gets as far as a POST.
 */
import type { RecordOutcome } from "../shared/sqs-batch";
import { ChangeMessageVisibilityCommand, SendMessageCommand } from "@aws-sdk/client-sqs";
import type { SQSRecord } from "aws-lambda";
import { queues } from "../contract/resources";
import { sqs } from "../shared/clients/sqs";
import { requireEnv } from "../shared/env";
import { logger } from "../shared/logger";
import { countBy } from "../shared/metrics";
import { openSecret } from "../shared/secret-box";
import { isSuccessStatus, nextStep } from "../domain/delivery-schedule";
import { parkedMarker } from "../domain/sweep-rules";
import { signatureHeader, signWebhookBody } from "../domain/signing";
import { checkUrlSyntax, type Resolver, type UrlPolicy } from "../domain/url-safety";
import { beginAttempt, getDelivery, recordAttempt, setDeliveryStatus, type AuditEntry, type DeliveryRecord } from "../stores/deliveries";
import { getResultsSecret, getSubscription } from "../stores/subscriptions";
import { postOnce } from "./egress";
import { loadBody, parseMessage } from "./message";
import { deliverySettings } from "./settings";

export interface DeliveryDeps {
  policy: () => UrlPolicy;
  resolver: Resolver;
}


export const userAgent = "ereceipts-webhooks/1";

export async function deliverRecord(record: SQSRecord, deps: DeliveryDeps): Promise<RecordOutcome> {
  const settings = deliverySettings();
  const receiveCount = Number(record.attributes.ApproximateReceiveCount) || 1;
  const message = parseMessage(record.body);
  if (!message) {
    logger.error("malformed delivery message; leaving it for the dead-letter queue", { message_id: record.messageId });
    return "retry";
  }
  const delivery = await getDelivery(message.delivery_id);
  if (!delivery) {
    logger.error("delivery message without a delivery record", { delivery_id: message.delivery_id });
    return "retry";
  }
  if (delivery.status !== "pending") {
    logger.warn("delivery is no longer pending; message dropped", { delivery_id: delivery.delivery_id, status: delivery.status });
    return "done";
  }
  const log = { delivery_id: delivery.delivery_id, kind: delivery.kind, host: hostOf(message.url), receive_count: receiveCount };

  const verdict = checkUrlSyntax(message.url, deps.policy());
  if (!verdict.ok) return refuse(delivery, message.url, receiveCount, `destination not allowed: URL ${verdict.reason}`);

  let secret: string | null = null;
  let headers: Record<string, string> = {};
  if (delivery.signing === "subscription") {
    const sub = delivery.subscription_id ? await getSubscription(delivery.account_id, delivery.subscription_id) : undefined;
    if (!sub) return refuse(delivery, message.url, receiveCount, "destination not allowed: the subscription was deleted");
    headers = { ...sub.headers };
    secret = sub.secret_sealed ? await openSecret(sub.secret_sealed) : null;
  } else {
    const results = await getResultsSecret(delivery.account_id);
    secret = results ? await openSecret(results.secret_sealed) : null;
  }

  const body = await loadBody(message);
  headers["content-type"] = "application/json";
  headers["user-agent"] = userAgent;
  if (delivery.subscription_id) headers["x-webhook-id"] = delivery.subscription_id;
  // Signed now, for this attempt: a rotated secret applies to the next attempt or replay.
  if (secret) headers[signatureHeader] = signWebhookBody(body, secret);

  const { attempt, roundAttempt } = await beginAttempt(delivery.delivery_id);
  const outcome = await postOnce(verdict.url, body, headers, { policy: deps.policy(), resolver: deps.resolver, timeoutMs: settings.timeoutMs });
  const delivered = outcome.kind === "response" && isSuccessStatus(outcome.status);
  const refused = outcome.kind === "error" && outcome.refused;
  await auditAttempt(delivery.delivery_id, { attempt, roundAttempt, receiveCount, url: message.url }, {
    status_code: outcome.kind === "response" ? outcome.status : null,
    error: outcome.kind === "error" ? outcome.error : delivered ? null : `HTTP ${outcome.status}`,
    latency_ms: outcome.latencyMs,
    outcome: delivered ? "delivered" : refused ? "refused" : "failed",
  });
  logger.info("delivery attempt", {
    ...log,
    attempt,
    status_code: outcome.kind === "response" ? outcome.status : undefined,
    error: outcome.kind === "error" ? outcome.error : undefined,
    latency_ms: outcome.latencyMs,
  });

  if (delivered) {
    await setDeliveryStatus(delivery, "delivered", null);
    return "done";
  }
  if (refused && outcome.kind === "error") {
    await setDeliveryStatus(delivery, "failed", `destination not allowed: ${outcome.error}`);
    return "done";
  }
  const step = nextStep(roundAttempt, settings.delays, settings.maxAttempts);
  if (step.kind === "exhausted") {
    // the message first: a crash in between leaves it parked with the record pending, which the sweeper marks
    await sqs().send(new SendMessageCommand({ QueueUrl: requireEnv(queues.delivery.dlqEnvVar), MessageBody: record.body }));
    await setDeliveryStatus(delivery, "failed", `${settings.maxAttempts} attempts failed; ${parkedMarker}`);
    logger.warn("delivery parked", { ...log, attempts: roundAttempt });
    return "done";
  }
  return retryLater(record, step.waitSeconds);
}

type AttemptResult = Pick<Extract<AuditEntry, { type: "attempt" }>, "status_code" | "error" | "latency_ms" | "outcome">;

/** One audit-trail entry for an attempt: where it went, which attempt it was, and how it ended. */
async function auditAttempt(
  deliveryId: string,
  at: { attempt: number; roundAttempt: number; receiveCount: number; url: string },
  result: AttemptResult,
): Promise<void> {
  countBy("DeliveryAttempts", "outcome", result.outcome);
  await recordAttempt(deliveryId, {
    type: "attempt",
    at: new Date().toISOString(),
    attempt: at.attempt,
    round_attempt: at.roundAttempt,
    receive_count: at.receiveCount,
    url: at.url,
    ...result,
  });
}

/** Permanent failure: recorded as a refused attempt and a failed status, and not retried. */
async function refuse(delivery: DeliveryRecord, url: string, receiveCount: number, reason: string): Promise<RecordOutcome> {
  const { attempt, roundAttempt } = await beginAttempt(delivery.delivery_id);
  await auditAttempt(delivery.delivery_id, { attempt, roundAttempt, receiveCount, url }, { status_code: null, error: reason, latency_ms: 0, outcome: "refused" });
  await setDeliveryStatus(delivery, "failed", reason);
  logger.warn("delivery refused", { delivery_id: delivery.delivery_id, reason });
  return "done";
}

/** Keeps the message: visible again after the next attempt's wait. */
async function retryLater(record: SQSRecord, waitSeconds: number): Promise<RecordOutcome> {
  await sqs().send(
    new ChangeMessageVisibilityCommand({ QueueUrl: requireEnv(queues.delivery.envVar), ReceiptHandle: record.receiptHandle, VisibilityTimeout: waitSeconds }),
  );
  return "retry";
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
