/**
 * Stored receipts: `ACCOUNT#<id> / RECEIPT#<receipt id>` holding the EReceipt (without raw_eml) and
 * where its EML is. gsi1/gsi2 find a user's receipts (clear_history); gsi3 finds a retailer's receipts
 * by email date (reprocess by retailer). Orders being aggregated are `ACCOUNT#<id> / ORDER#<key>`.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import type { EReceipt } from "../extraction";
import { nowIso, queryAll, tableName, isConditionFailure } from "./table";
import { userIndexKeys } from "./user-index";

export interface StoredReceipt {
  account_id: string;
  receipt_id: string;
  /** The receipt this one re-parsed (the chain's root), or null. */
  original_receipt_id: string | null;
  job_id: number;
  eml_key: string;
  sender: string | null;
  email_date: string | null;
  email_hash: string;
  client_user_id: string | null;
  country_code: string | null;
  provider: string | null;
  order_key: string | null;
  receipt: EReceipt;
  created_at: string;
}

export const receiptKey = (accountId: string, receiptId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `RECEIPT#${receiptId}` });
const orderItemKey = (accountId: string, orderKey: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `ORDER#${orderKey}` });
const retailerPartition = (accountId: string, sender: string) => `RETAILER#${accountId}#${sender.toLowerCase()}`;

export async function putReceipt(r: Omit<StoredReceipt, "created_at">): Promise<void> {
  const { receipt, ...meta } = r;
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...receiptKey(r.account_id, r.receipt_id),
        entity: "receipt",
        ...userIndexKeys(r.account_id, r.email_hash, r.client_user_id, `RECEIPT#${r.receipt_id}`),
        // a retailer's receipts to reprocess: originals only (a reprocessed copy is never reprocessed again)
        ...(r.sender && !r.original_receipt_id ? { gsi3pk: retailerPartition(r.account_id, r.sender), gsi3sk: `${r.email_date ?? ""}#${r.receipt_id}` } : {}),
        ...meta,
        receipt_json: JSON.stringify(receipt),
        created_at: nowIso(),
      },
    }),
  );
}

function fromItem(item: Record<string, unknown>): StoredReceipt {
  const { pk: _p, sk: _s, entity: _e, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, gsi3pk: _f, gsi3sk: _g, receipt_json, ...meta } = item;
  return { ...(meta as Omit<StoredReceipt, "receipt">), receipt: JSON.parse(String(receipt_json)) as EReceipt };
}

export async function getReceipt(accountId: string, receiptId: string): Promise<StoredReceipt | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: receiptKey(accountId, receiptId), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : undefined;
}

/** The stored receipts among `ids` (in the order given); missing ones are left out. */
export async function getReceipts(accountId: string, ids: string[]): Promise<StoredReceipt[]> {
  const found = new Map<string, StoredReceipt>();
  for (let i = 0; i < ids.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [tableName()]: { Keys: ids.slice(i, i + 100).map((id) => receiptKey(accountId, id)), ConsistentRead: true },
    };
    while (request && Object.keys(request).length) {
      const out = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const r = fromItem(item);
        found.set(r.receipt_id, r);
      }
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return ids.filter((id) => found.has(id)).map((id) => found.get(id)!);
}

/**
 * Ids of the original receipts (not reprocessed copies) from `sender` whose email is dated at or after
 * `sinceIso`, oldest first.
 */
export async function receiptIdsBySender(accountId: string, sender: string, sinceIso: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: "gsi3",
    KeyConditionExpression: "gsi3pk = :p AND gsi3sk >= :since",
    ExpressionAttributeValues: { ":p": retailerPartition(accountId, sender), ":since": sinceIso },
  });
  // the index holds keys only, and originals only: the receipt id is the one in the item's own key
  return items.map((i) => String(i.sk)).filter((sk) => sk.startsWith("RECEIPT#")).map((sk) => sk.slice("RECEIPT#".length));
}

export async function deleteReceipt(accountId: string, receiptId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: receiptKey(accountId, receiptId) }));
}

/** Adds a receipt to its order (once) and returns the ids of all the order's emails. */
export async function addToOrder(accountId: string, orderKey: string, receiptId: string, user: { emailHash: string; clientUserId: string | null }): Promise<string[]> {
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderItemKey(accountId, orderKey),
        UpdateExpression: "SET receipt_ids = list_append(if_not_exists(receipt_ids, :empty), :id), entity = :e, updated_at = :now, gsi1pk = if_not_exists(gsi1pk, :g1), gsi1sk = if_not_exists(gsi1sk, :s)" +
          (user.clientUserId ? ", gsi2pk = if_not_exists(gsi2pk, :g2), gsi2sk = if_not_exists(gsi2sk, :s)" : ""),
        ConditionExpression: "attribute_not_exists(receipt_ids) OR NOT contains(receipt_ids, :rid)",
        ExpressionAttributeValues: {
          ":empty": [], ":id": [receiptId], ":rid": receiptId, ":e": "order", ":now": nowIso(), ":s": `ORDER#${orderKey}`,
          ...userIndexKeysValues(accountId, user),
        },
        ReturnValues: "ALL_NEW",
      }),
    );
    return (out.Attributes?.receipt_ids as string[]) ?? [receiptId];
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: orderItemKey(accountId, orderKey), ConsistentRead: true }));
    return (out.Item?.receipt_ids as string[]) ?? [receiptId];
  }
}

function userIndexKeysValues(accountId: string, user: { emailHash: string; clientUserId: string | null }): Record<string, string> {
  const k = userIndexKeys(accountId, user.emailHash, user.clientUserId, "");
  return { ":g1": k.gsi1pk, ...(k.gsi2pk ? { ":g2": k.gsi2pk } : {}) };
}
