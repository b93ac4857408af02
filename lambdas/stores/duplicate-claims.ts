/**
 * Duplicate claims (lambdas/trust/duplicates.ts): the first receipt of an account to carry a message or order key
 * holds it.
 *   ACCOUNT#<account> / TRUSTDUP#<key>  → receipt_id, hashed user, email type
 * Indexed by the user like the user's receipts, so clear_history removes a user's claims with the receipts.
 */
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import type { DuplicateClaim } from "../trust/duplicates";
import { userIndexKeys } from "./user-index";
import { isConditionFailure, nowIso, tableName } from "./table";

const claimKey = (accountId: string, key: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `TRUSTDUP#${key}` });

/** Claims `key` for `claim.receipt_id` unless someone holds it; returns the holder (this claim, or the earlier one). */
export async function claimDuplicateKey(
  accountId: string, key: string, claim: DuplicateClaim, owner: { emailHash: string | null; clientUserId: string | null },
): Promise<DuplicateClaim> {
  try {
    await dynamo().send(new PutCommand({
      TableName: tableName(),
      Item: {
        ...claimKey(accountId, key), entity: "duplicate_claim", ...claim, created_at: nowIso(),
        ...userIndexKeys(accountId, owner.emailHash, owner.clientUserId, `TRUSTDUP#${key}`),
      },
      ConditionExpression: "attribute_not_exists(pk)",
    }));
    return claim;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: claimKey(accountId, key), ConsistentRead: true }));
  // gone in between (its user's history was cleared): nobody holds the key any more
  if (!out.Item) return claim;
  const item = out.Item;
  return {
    receipt_id: String(item.receipt_id),
    user: typeof item.user === "string" ? item.user : null,
    email_type: String(item.email_type ?? ""),
  };
}
