/**
 * clear_history's use case: removes, for this account only, everything stored for one user — jobs,
 * receipts, aggregated orders, forwarded emails (by the forwarder's address) and any other item indexed
 * by the user (gsi1 by email hash, gsi2 by client user id) — and their stored EMLs and bodies. Delivery
 * audit entries keep only ids and stay.
 */
import type * as v from "valibot";
import { emailHash } from "../domain/keys";
import type { clearHistorySchema } from "../domain/requests/clear-history";
import { logger } from "../shared/logger";
import { deleteRawEml } from "../stores/raw-emails";
import { deleteItem, queryIndexAll } from "../stores/table";
import { userHashPartition, userIdPartition } from "../stores/user-index";

/** Attributes that name a stored object of the item: job / receipt EMLs, forwarded messages and their offloaded parts. */
const objectAttributes = ["eml_key", "source_key", "html_key", "scraped_key"];

export interface ClearRequest {
  emailHash?: string;
  clientUserId?: string;
}

/** Whose data a well-formed body names: the address as its hash (the key the user's items are indexed by). */
export function clearRequestOf(input: v.InferOutput<typeof clearHistorySchema>): ClearRequest {
  const out: ClearRequest = {};
  if (input.emailAddress) out.emailHash = emailHash(input.emailAddress);
  if (input.clientUserId) out.clientUserId = input.clientUserId;
  return out;
}

export async function clearHistory(accountId: string, request: ClearRequest): Promise<{ items: number; emls: number }> {
  const partitions: { index: string; key: string; value: string }[] = [];
  if (request.emailHash) partitions.push({ index: "gsi1", key: "gsi1pk", value: userHashPartition(accountId, request.emailHash) });
  if (request.clientUserId) partitions.push({ index: "gsi2", key: "gsi2pk", value: userIdPartition(accountId, request.clientUserId) });
  const items = new Map<string, { pk: string; sk: string; objects: string[] }>();
  for (const p of partitions) {
    for (const i of await queryIndexAll({ IndexName: p.index, KeyConditionExpression: `${p.key} = :p`, ExpressionAttributeValues: { ":p": p.value } })) {
      const objects = objectAttributes.flatMap((a) => (typeof i[a] === "string" && i[a] ? [String(i[a])] : []));
      items.set(`${i.pk}|${i.sk}`, { pk: String(i.pk), sk: String(i.sk), objects });
    }
  }
  const emlKeys = new Set([...items.values()].flatMap((i) => i.objects));
  for (const key of emlKeys) await deleteRawEml(key);
  for (const i of items.values()) await deleteItem({ pk: i.pk, sk: i.sk });
  logger.info("history cleared", { account: accountId, items: items.size, emls: emlKeys.size });
  return { items: items.size, emls: emlKeys.size };
}
