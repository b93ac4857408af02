/**
 * Webhook deliveries and their audit trail, in the single table:
 *   DELIVERY#<id> / DELIVERY            the delivery: destination, how to sign, status, attempt counters
 *   DELIVERY#<id> / AUDIT#<time>#<n>    one item per attempt and per status change (the authoritative count)
 *   DELIVERY#<id> / BODY                the body, when it travels inline in the message (delivery-bodies.ts)
 * Index entries: gsi1 `DELIVERIES#<account>` (by creation time); gsi2 `DELIVERIES#PENDING` while pending (for
 * the sweeper), `DELIVERIES#FAILED` while failed, and gsi3 `DELIVERIES#FAILED#<account>` while failed, for
 * `delivery list --failed`.
 * Records and audit items carry a TTL; reads ignore expired items (the emulator never deletes them).
 */
import { randomBytes } from "node:crypto";
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import { hydrate, nowIso, tableName, isConditionFailure, queryAll } from "./table";

export type DeliveryKind = "results" | "event";
export type DeliveryStatus = "pending" | "delivered" | "failed";
/** Where the signing secret is looked up at send time. */
export type SigningSource = "subscription" | "results";

export interface DeliveryRecord {
  delivery_id: string;
  account_id: string;
  kind: DeliveryKind;
  url: string;
  payload_type: string | null;
  event_id: string | null;
  /** The subscription (sent as X-Webhook-ID); null for results deliveries. */
  subscription_id: string | null;
  signing: SigningSource;
  body_bytes: number;
  body_ref: string | null;
  status: DeliveryStatus;
  /** Attempts over the whole life of the delivery. */
  attempts: number;
  /** Attempts since it was created or last replayed. */
  round_attempts: number;
  replays: number;
  /** True once its message was sent to the delivery queue. */
  queued: boolean;
  last_status_code: number | null;
  last_error: string | null;
  status_reason: string | null;
  created_at: string;
  updated_at: string;
}

export type AuditEntry =
  | {
      type: "attempt";
      at: string;
      attempt: number;
      round_attempt: number;
      receive_count: number;
      url: string;
      status_code: number | null;
      error: string | null;
      latency_ms: number;
      outcome: "delivered" | "failed" | "refused";
    }
  | { type: "status"; at: string; status: DeliveryStatus | "replayed"; reason: string | null };

const retentionDays = 90;
const pendingIndex = "DELIVERIES#PENDING";
const deliveryKey = (id: string) => ({ pk: `DELIVERY#${id}`, sk: "DELIVERY" });
const expiresAt = (): number => Math.floor(Date.now() / 1000) + retentionDays * 86_400;
const expired = (item: Record<string, unknown>): boolean => typeof item.expires_at === "number" && item.expires_at * 1000 < Date.now();

export type NewDelivery = Omit<
  DeliveryRecord,
  "status" | "attempts" | "round_attempts" | "replays" | "queued" | "last_status_code" | "last_error" | "status_reason" | "created_at" | "updated_at"
>;

/** Creates the delivery (status pending) unless it exists: false means it was already created. */
export async function createDelivery(input: NewDelivery): Promise<boolean> {
  const at = nowIso();
  const record: DeliveryRecord = {
    ...input,
    status: "pending",
    attempts: 0,
    round_attempts: 0,
    replays: 0,
    queued: false,
    last_status_code: null,
    last_error: null,
    status_reason: null,
    created_at: at,
    updated_at: at,
  };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...deliveryKey(input.delivery_id),
          entity: "delivery",
          gsi1pk: `DELIVERIES#${input.account_id}`,
          gsi1sk: `${at}#${input.delivery_id}`,
          gsi2pk: pendingIndex,
          gsi2sk: `${at}#${input.delivery_id}`,
          expires_at: expiresAt(),
          ...record,
        },
        ConditionExpression: "attribute_not_exists(pk) OR expires_at < :now",
        ExpressionAttributeValues: { ":now": Math.floor(Date.now() / 1000) },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await appendAudit(input.delivery_id, { type: "status", at, status: "pending", reason: null });
  return true;
}

export async function getDelivery(id: string): Promise<DeliveryRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: deliveryKey(id), ConsistentRead: true }));
  return out.Item && !expired(out.Item) ? toRecord(out.Item) : undefined;
}

/** The delivery and its audit trail, oldest first. */
export async function getDeliveryHistory(id: string): Promise<{ delivery: DeliveryRecord; audit: AuditEntry[] } | undefined> {
  const items = await queryAll({ KeyConditionExpression: "pk = :p", ExpressionAttributeValues: { ":p": `DELIVERY#${id}` }, ConsistentRead: true });
  const main = items.find((i) => i.sk === "DELIVERY");
  if (!main || expired(main)) return undefined;
  const audit = items
    .filter((i) => typeof i.sk === "string" && i.sk.startsWith("AUDIT#") && !expired(i))
    .sort((a, b) => String(a.sk).localeCompare(String(b.sk)))
    .map(toAudit);
  return { delivery: toRecord(main), audit };
}

export async function markQueued(id: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({ TableName: tableName(), Key: deliveryKey(id), UpdateExpression: "SET queued = :t", ExpressionAttributeValues: { ":t": true } }),
  );
}

/** Counts an attempt before it is made; returns the attempt numbers (overall and in this round). */
export async function beginAttempt(id: string): Promise<{ attempt: number; roundAttempt: number }> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deliveryKey(id),
      UpdateExpression: "ADD attempts :one, round_attempts :one SET updated_at = :now",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":one": 1, ":now": nowIso() },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return { attempt: Number(out.Attributes?.attempts ?? 1), roundAttempt: Number(out.Attributes?.round_attempts ?? 1) };
}

export async function recordAttempt(id: string, entry: Extract<AuditEntry, { type: "attempt" }>): Promise<void> {
  await appendAudit(id, entry);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deliveryKey(id),
      UpdateExpression: "SET last_status_code = :c, last_error = :e, updated_at = :now",
      ExpressionAttributeValues: { ":c": entry.status_code, ":e": entry.error, ":now": entry.at },
    }),
  );
}

/** Sets the status (with an audit entry); failed deliveries are indexed for `delivery list --failed`. */
export async function setDeliveryStatus(record: Pick<DeliveryRecord, "delivery_id" | "account_id">, status: DeliveryStatus, reason: string | null): Promise<void> {
  const at = nowIso();
  const failed = status === "failed";
  // The audit entry first: whoever reads the new status then also finds the change in the trail.
  await appendAudit(record.delivery_id, { type: "status", at, status, reason });
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deliveryKey(record.delivery_id),
      UpdateExpression: failed
        ? "SET #s = :s, status_reason = :r, updated_at = :now, gsi2pk = :g2, gsi2sk = :gs, gsi3pk = :g3, gsi3sk = :gs"
        : status === "pending"
          ? "SET #s = :s, status_reason = :r, updated_at = :now REMOVE gsi3pk, gsi3sk"
          : "SET #s = :s, status_reason = :r, updated_at = :now REMOVE gsi2pk, gsi2sk, gsi3pk, gsi3sk",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: {
        ":s": status,
        ":r": reason,
        ":now": at,
        ...(failed ? { ":g2": "DELIVERIES#FAILED", ":g3": `DELIVERIES#FAILED#${record.account_id}`, ":gs": `${at}#${record.delivery_id}` } : {}),
      },
    }),
  );
}

/** A replay starts a new round: status pending, round attempts reset, audit entry "replayed". */
export async function markReplayed(id: string, reason: string): Promise<void> {
  const at = nowIso();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: deliveryKey(id),
      UpdateExpression: "SET #s = :s, status_reason = :r, round_attempts = :zero, updated_at = :now, gsi2pk = :g2, gsi2sk = :g2s ADD replays :one REMOVE gsi3pk, gsi3sk",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":s": "pending", ":r": reason, ":zero": 0, ":one": 1, ":now": at, ":g2": pendingIndex, ":g2s": `${at}#${id}` },
    }),
  );
  await appendAudit(id, { type: "status", at, status: "replayed", reason });
}

export async function listFailedDeliveries(opts: { accountId?: string; limit?: number } = {}): Promise<DeliveryRecord[]> {
  return queryIndex(
    opts.accountId ? "gsi3" : "gsi2",
    opts.accountId ? `DELIVERIES#FAILED#${opts.accountId}` : "DELIVERIES#FAILED",
    opts.limit ?? 100,
  );
}

export async function listAccountDeliveries(accountId: string, limit = 100): Promise<DeliveryRecord[]> {
  return queryIndex("gsi1", `DELIVERIES#${accountId}`, limit);
}

/** Pending deliveries, the oldest first (for the sweeper). */
export async function listPendingDeliveries(limit: number): Promise<DeliveryRecord[]> {
  return (await queryIndex("gsi2", pendingIndex, limit, true)).filter((d) => d.status === "pending");
}

async function queryIndex(index: "gsi1" | "gsi2" | "gsi3", pk: string, limit: number, oldestFirst = false): Promise<DeliveryRecord[]> {
  const items: DeliveryRecord[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p`,
        ExpressionAttributeValues: { ":p": pk },
        ScanIndexForward: oldestFirst,
        ExclusiveStartKey,
      }),
    );
    items.push(...(await hydrate(out.Items ?? [])).filter((i) => !expired(i)).map(toRecord));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < limit);
  return items.slice(0, limit);
}

let seq = 0;
async function appendAudit(id: string, entry: AuditEntry): Promise<void> {
  // Time-ordered, unique even for two entries in the same millisecond.
  const sk = `AUDIT#${entry.at}#${String(++seq % 1_000_000).padStart(6, "0")}${randomBytes(3).toString("hex")}`;
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: { pk: `DELIVERY#${id}`, sk, entity: "delivery-audit", expires_at: expiresAt(), ...entry } }),
  );
}

const s = (v: unknown): string | null => (typeof v === "string" ? v : null);
const n = (v: unknown): number | null => (typeof v === "number" ? v : null);

function toRecord(item: Record<string, unknown>): DeliveryRecord {
  return {
    delivery_id: String(item.delivery_id),
    account_id: String(item.account_id),
    kind: item.kind === "results" ? "results" : "event",
    url: String(item.url),
    payload_type: s(item.payload_type),
    event_id: s(item.event_id),
    subscription_id: s(item.subscription_id),
    signing: item.signing === "subscription" ? "subscription" : "results",
    body_bytes: n(item.body_bytes) ?? 0,
    body_ref: s(item.body_ref),
    status: item.status === "delivered" || item.status === "failed" ? item.status : "pending",
    attempts: n(item.attempts) ?? 0,
    round_attempts: n(item.round_attempts) ?? 0,
    replays: n(item.replays) ?? 0,
    queued: item.queued === true,
    last_status_code: n(item.last_status_code),
    last_error: s(item.last_error),
    status_reason: s(item.status_reason),
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
  };
}

function toAudit(item: Record<string, unknown>): AuditEntry {
  if (item.type === "attempt") {
    return {
      type: "attempt",
      at: String(item.at),
      attempt: n(item.attempt) ?? 0,
      round_attempt: n(item.round_attempt) ?? 0,
      receive_count: n(item.receive_count) ?? 0,
      url: String(item.url),
      status_code: n(item.status_code),
      error: s(item.error),
      latency_ms: n(item.latency_ms) ?? 0,
      outcome: item.outcome === "delivered" || item.outcome === "refused" ? item.outcome : "failed",
    };
  }
  const status = item.status;
  return {
    type: "status",
    at: String(item.at),
    status: status === "delivered" || status === "failed" || status === "replayed" ? status : "pending",
    reason: s(item.reason),
  };
}
