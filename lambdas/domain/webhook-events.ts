/**
 * Event webhooks (decisions.md §5): the envelope, the ReceiptSummary payload, which subscriptions want an
 * event, and the deterministic ids that make a redelivered job or a replay send the same event id and
 * never enqueue an event twice. Pure.
 */
import { createHash } from "node:crypto";
import { receiptFacts, list, type Json } from "./receipt-fields";

export const payloadTypes = ["ReceiptProcessed", "ReceiptSummary", "RewardUpdate"] as const;
export type PayloadType = (typeof payloadTypes)[number];
export const payloadVersion = 1;

export function isPayloadType(value: string): value is PayloadType {
  return (payloadTypes as readonly string[]).includes(value);
}

export interface Envelope {
  id: string;
  timestamp: number;
  version: number;
  payload_type: PayloadType;
  payload_data: unknown;
}

/** A UUID-shaped id (version 8, "custom") derived from its parts: the same parts give the same id. */
export function deterministicUuid(...parts: string[]): string {
  const h = createHash("sha256").update(parts.join("\u0000"), "utf8").digest();
  h[6] = (h[6] & 0x0f) | 0x80;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Delivery ids are `dlv_` + 32 hex; derived ones are stable for the same inputs. */
export function derivedDeliveryId(...parts: string[]): string {
  return `dlv_${createHash("sha256").update(parts.join("\u0000"), "utf8").digest("hex").slice(0, 32)}`;
}

export function eventId(accountId: string, receiptId: string, type: PayloadType, variant = ""): string {
  return deterministicUuid("event", accountId, receiptId, type, variant);
}

export function eventDeliveryId(eventIdValue: string, subscriptionId: string): string {
  return derivedDeliveryId("event-delivery", eventIdValue, subscriptionId);
}

/** The exact JSON text that is sent (and signed) for every attempt and replay. */
export function envelopeBody(id: string, type: PayloadType, data: unknown, nowMs: number): string {
  const envelope: Envelope = { id, timestamp: nowMs, version: payloadVersion, payload_type: type, payload_data: data };
  return JSON.stringify(envelope);
}

/** No event types listed means all of them. */
export function subscriptionWants(eventTypes: readonly string[], type: PayloadType): boolean {
  return eventTypes.length === 0 || eventTypes.includes(type);
}

export interface ReceiptSummary {
  receipt_id: string;
  receipt_type: "email";
  status: "accepted" | "rejected";
  merchant_name: string | null;
  purchase_date: string | null;
  total: number | null;
  currency: string | null;
  item_count: number;
  reason: string | null;
  client_user_id: string | null;
  /** The receipt's trust verdict in short (docs/trust.md); null for a receipt that was not assessed (a rejected email). */
  trust: { level: string; reasons: string[]; duplicate_of: string | null } | null;
}

/**
 * item_count is the number of product lines. `reason` says why an email was rejected, or why an accepted receipt
 * earned nothing from a promotion it otherwise qualified for (a duplicate, or trust below the promotion's minimum).
 */
export function receiptSummary(receipt: Json, clientUserId: string | null, accepted: boolean, reason: string | null): ReceiptSummary {
  const f = receiptFacts(receipt);
  return {
    receipt_id: f.receiptId,
    receipt_type: "email",
    status: accepted ? "accepted" : "rejected",
    merchant_name: f.merchant,
    purchase_date: f.purchaseDate,
    total: f.total,
    currency: f.currency,
    item_count: list(receipt, "products").length,
    reason,
    client_user_id: clientUserId,
    trust: f.trustLevel ? { level: f.trustLevel, reasons: f.trustReasons, duplicate_of: f.duplicateOf } : null,
  };
}
