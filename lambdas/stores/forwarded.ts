/**
 * Forwarded-email records, queried by (account, received time) on the table's primary key:
 *   record  pk `ACCOUNT#<account>`  sk `FWD#<received_at ISO>#<receipt_id>`
 *   dedupe  pk `ACCOUNT#<account>`  sk `FWDDUP#<key>`  → the receipt that claimed the key
 * ISO instants with milliseconds sort as strings, so a window is one `BETWEEN` query. Bodies that would
 * push an item past DynamoDB's 400 KB go to S3 under `inbound/stored/<account>/`.
 */
import { bucketName } from "./bucket";
import { emailHash } from "../domain/keys";
import { userIndexKeys } from "./user-index";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import type { EReceipt } from "../extraction/index";
import type { ForwardedMeta, ForwardedStatus } from "../domain/forwarded-stats";
import type { TimeWindow } from "../domain/forwarded-window";
import { bucketPrefixes } from "../contract/resources";
import { dynamo } from "../shared/clients/dynamo";
import { s3 } from "../shared/clients/s3";
import { tableName, isConditionFailure, queryAll } from "./table";

export interface ForwardedRecord extends ForwardedMeta {
  scraped_data: EReceipt | null;
  /** The trust verdict (lambdas/trust); null when nothing was extracted. */
  trust: EReceipt["trust"] | null;
  html: string | null;
}

/** What is stored besides the public record (never returned by the endpoints). */
export interface ForwardedInternals {
  account_id: string;
  forwarded_at: string | null;
  source_bucket: string;
  source_key: string;
}

const recordSk = (receivedAt: string, receiptId: string) => `FWD#${receivedAt}#${receiptId}`;
const pk = (accountId: string) => `ACCOUNT#${accountId}`;

/** Items above this many bytes (a conservative estimate) move their html, then scraped_data, to S3. */
export const maxInlineItemBytes = 350_000;

const bucket = bucketName;
/** Where offloaded bodies go; under `inbound/`, so the ingest worker must skip their S3 events. */
export const offloadPrefix = `${bucketPrefixes.inbound}stored/`;
const offloadKey = (accountId: string, receiptId: string, part: "html" | "scraped") =>
  `${offloadPrefix}${accountId}/${receiptId}.${part === "html" ? "html" : "json"}`;


export interface DedupeClaim {
  receipt_id: string;
  /** When the claimed record was received (part of its sort key). */
  received_at: string;
  /** True when this call made the claim; false when it was already there. */
  fresh: boolean;
}

/**
 * Claims a dedupe key for a receipt. Returns the claim now in place: ours, or the earlier one (then this
 * email is a duplicate of that receipt, unless the claim is ours from an earlier delivery).
 */
export async function claimDedupeKey(accountId: string, key: string, receiptId: string, receivedAt: string, forwarder?: string | null): Promise<DedupeClaim> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: pk(accountId), sk: `FWDDUP#${key}`, entity: "forwarded_dedupe", receipt_id: receiptId, received_at: receivedAt,
          // clear_history of the forwarder removes the claim with the record, so a later forward is stored again.
          ...(forwarder ? userIndexKeys(accountId, emailHash(forwarder), null, `FWDDUP#${key}`) : {}),
        },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    return { receipt_id: receiptId, received_at: receivedAt, fresh: true };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: { pk: pk(accountId), sk: `FWDDUP#${key}` }, ConsistentRead: true }));
  return { receipt_id: String(out.Item?.receipt_id), received_at: String(out.Item?.received_at), fresh: false };
}

/** Gives back a claim this receipt made (when another key showed the email to be a duplicate). */
export async function releaseDedupeKey(accountId: string, key: string, receiptId: string): Promise<void> {
  await dynamo()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { pk: pk(accountId), sk: `FWDDUP#${key}` },
        ConditionExpression: "receipt_id = :r",
        ExpressionAttributeValues: { ":r": receiptId },
      }),
    )
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
}

/** Stores a record once: false when it is already there (a redelivery). */
export async function putForwardedRecord(record: ForwardedRecord, internals: ForwardedInternals): Promise<boolean> {
  const item: Record<string, unknown> = {
    pk: pk(internals.account_id),
    sk: recordSk(record.received_at, record.receipt_id),
    entity: "forwarded_email",
    // Found by clear_history through the forwarder's email hash.
    ...(record.sender ? userIndexKeys(internals.account_id, emailHash(record.sender), null, recordSk(record.received_at, record.receipt_id)) : {}),
    ...internals,
    ...record,
  };
  if (estimateBytes(item) > maxInlineItemBytes && record.html) {
    item.html_key = await offload(offloadKey(internals.account_id, record.receipt_id, "html"), record.html, "text/html; charset=utf-8");
    item.html = null;
  }
  if (estimateBytes(item) > maxInlineItemBytes && record.scraped_data) {
    item.scraped_key = await offload(offloadKey(internals.account_id, record.receipt_id, "scraped"), JSON.stringify(record.scraped_data), "application/json");
    item.scraped_data = null;
  }
  try {
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: "attribute_not_exists(pk)" }));
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

export async function forwardedRecordExists(accountId: string, receivedAt: string, receiptId: string): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: { pk: pk(accountId), sk: recordSk(receivedAt, receiptId) }, ProjectionExpression: "pk", ConsistentRead: true }),
  );
  return Boolean(out.Item);
}

const estimateBytes = (item: Record<string, unknown>): number => Buffer.byteLength(JSON.stringify(item), "utf8");

async function offload(key: string, body: string, contentType: string): Promise<string> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
  return key;
}

async function fetchText(key: string): Promise<string> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return (await out.Body?.transformToString("utf8")) ?? "";
}

const metaAttributes = ["receipt_id", "sender", "merchant", "merchant_email", "subject", "email_date", "received_at", "status", "currency", "total"];

/** What to read of each record in a window. */
export type Detail = "meta" | "record" | "record+html";

function projection(detail: Detail): { ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> } {
  const attrs = [...metaAttributes];
  if (detail !== "meta") attrs.push("scraped_data", "scraped_key");
  if (detail === "record+html") attrs.push("html", "html_key");
  // Every name aliased: several (status, total, source...) are DynamoDB reserved words.
  return {
    ProjectionExpression: attrs.map((_, i) => `#a${i}`).join(", "),
    ExpressionAttributeNames: Object.fromEntries(attrs.map((name, i) => [`#a${i}`, name])),
  };
}

const windowCondition = (accountId: string, w: TimeWindow) => ({
  KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
  ExpressionAttributeValues: { ":pk": pk(accountId), ":from": `FWD#${w.from}`, ":to": `FWD#${w.to}#\uffff` },
});

/** Sort keys of every record in the window, oldest first (keys only: cheap to count and page). */
export async function listWindowKeys(accountId: string, w: TimeWindow): Promise<string[]> {
  return (await queryAll({ ...windowCondition(accountId, w), ProjectionExpression: "sk" })).map((item) => String(item.sk));
}

/**
 * Records in the window, oldest first. With `range` (0-based, end exclusive, from listWindowKeys), only
 * that slice is read.
 */
export async function queryWindow(accountId: string, w: TimeWindow, detail: "meta", slice?: { afterSk: string | null; limit: number }): Promise<ForwardedMeta[]>;
export async function queryWindow(accountId: string, w: TimeWindow, detail: Detail, slice?: { afterSk: string | null; limit: number }): Promise<Array<ForwardedMeta | ForwardedRecord>>;
export async function queryWindow(
  accountId: string,
  w: TimeWindow,
  detail: Detail,
  slice?: { afterSk: string | null; limit: number },
): Promise<Array<ForwardedMeta | ForwardedRecord>> {
  const out: Array<ForwardedMeta | ForwardedRecord> = [];
  let start: Record<string, unknown> | undefined = slice?.afterSk ? { pk: pk(accountId), sk: slice.afterSk } : undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        ...windowCondition(accountId, w),
        ...projection(detail),
        ExclusiveStartKey: start,
        Limit: slice ? slice.limit - out.length : undefined,
      }),
    );
    for (const item of page.Items ?? []) out.push(await toRecord(item, detail));
    start = page.LastEvaluatedKey;
  } while (start && (!slice || out.length < slice.limit));
  return out;
}

async function toRecord(item: Record<string, unknown>, detail: Detail): Promise<ForwardedMeta | ForwardedRecord> {
  const s = (v: unknown): string | null => (typeof v === "string" ? v : null);
  const meta: ForwardedMeta = {
    receipt_id: String(item.receipt_id),
    sender: s(item.sender),
    merchant: s(item.merchant),
    merchant_email: s(item.merchant_email),
    subject: s(item.subject),
    email_date: s(item.email_date),
    received_at: String(item.received_at),
    status: (["parsed", "not_receipt", "failed"].includes(String(item.status)) ? item.status : "failed") as ForwardedStatus,
    currency: s(item.currency),
    total: typeof item.total === "number" ? item.total : null,
  };
  if (detail === "meta") return meta;
  const scraped =
    typeof item.scraped_key === "string" ? (JSON.parse(await fetchText(item.scraped_key)) as EReceipt) : ((item.scraped_data as EReceipt | undefined) ?? null);
  const html = detail === "record+html" ? (typeof item.html_key === "string" ? await fetchText(item.html_key) : s(item.html)) : null;
  const trust = item.trust && typeof item.trust === "object" ? (item.trust as EReceipt["trust"]) : (scraped?.trust ?? null);
  return { ...meta, scraped_data: scraped, trust, html };
}
