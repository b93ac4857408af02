/**
 * Promotions defined by support staff, per account:
 *   ACCOUNT#<account> / PROMO#<promo id>   (gsi1 `PROMO#<id>` finds one by id alone)
 */
import { randomBytes } from "node:crypto";
import { DeleteCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import type { Promotion } from "../domain/rewards";
import { hydrate, nowIso, queryAll, tableName } from "./table";

export interface StoredPromotion extends Promotion {
  account_id: string;
  created_at: string;
}

const promoKey = (accountId: string, promoId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `PROMO#${promoId}` });

export async function createPromotion(accountId: string, promo: Omit<Promotion, "promo_id">): Promise<StoredPromotion> {
  const stored: StoredPromotion = { promo_id: `promo_${randomBytes(6).toString("hex")}`, ...promo, account_id: accountId, created_at: nowIso() };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...promoKey(accountId, stored.promo_id), entity: "promotion", gsi1pk: `PROMO#${stored.promo_id}`, gsi1sk: "PROMO", ...stored },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
  return stored;
}

export async function listPromotions(accountId: string): Promise<StoredPromotion[]> {
  const items = await queryAll({
    KeyConditionExpression: "pk = :p AND begins_with(sk, :s)",
    ExpressionAttributeValues: { ":p": `ACCOUNT#${accountId}`, ":s": "PROMO#" },
    ConsistentRead: true,
  });
  return items.map(toPromotion);
}

export async function findPromotion(promoId: string): Promise<StoredPromotion | undefined> {
  const out = await dynamo().send(
    new QueryCommand({ TableName: tableName(), IndexName: "gsi1", KeyConditionExpression: "gsi1pk = :p", ExpressionAttributeValues: { ":p": `PROMO#${promoId}` } }),
  );
  const [item] = await hydrate((out.Items ?? []).slice(0, 1));
  return item ? toPromotion(item) : undefined;
}

export async function deletePromotion(accountId: string, promoId: string): Promise<boolean> {
  const out = await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: promoKey(accountId, promoId), ReturnValues: "ALL_OLD" }));
  return Boolean(out.Attributes);
}

function toPromotion(item: Record<string, unknown>): StoredPromotion {
  return {
    promo_id: String(item.promo_id),
    account_id: String(item.account_id),
    title: String(item.title),
    merchant: String(item.merchant),
    keywords: Array.isArray(item.keywords) ? item.keywords.map(String) : [],
    min_total: typeof item.min_total === "number" ? item.min_total : 0,
    reward_amount: typeof item.reward_amount === "number" ? item.reward_amount : 0,
    currency: typeof item.currency === "string" ? item.currency : null,
    min_trust: item.min_trust === "low" || item.min_trust === "medium" || item.min_trust === "high" ? item.min_trust : null,
    created_at: String(item.created_at),
  };
}
