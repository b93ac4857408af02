/**
 * Rewards per (account, user), one per order:
 *   ACCOUNT#<account> / REWARD#<client user id>#<reward id>
 * Written with optimistic concurrency (`version`). The last applied receipt and the RewardUpdate it
 * produced are kept, so a redelivered job can re-emit the same event (same id, deduplicated downstream).
 */
import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import type { Reward, RewardUpdatePayload } from "../domain/rewards";
import { nowIso, tableName, isConditionFailure } from "./table";

export interface StoredReward extends Reward {
  account_id: string;
  version: number;
  /** Receipts that changed this reward, oldest first (at most the last 50). */
  applied_receipts: string[];
  last_event_id: string | null;
  last_payload: RewardUpdatePayload | null;
  updated_at: string;
}

const rewardKey = (accountId: string, userId: string, rewardId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `REWARD#${userId}#${rewardId}` });

export async function getReward(accountId: string, userId: string, rewardId: string): Promise<StoredReward | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: rewardKey(accountId, userId, rewardId), ConsistentRead: true }));
  return out.Item ? toReward(out.Item) : undefined;
}

export async function listUserRewards(accountId: string, userId: string): Promise<StoredReward[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :p AND begins_with(sk, :s)",
      ExpressionAttributeValues: { ":p": `ACCOUNT#${accountId}`, ":s": `REWARD#${userId}#` },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(toReward);
}

/** Saves the reward if nobody changed it since `expectedVersion` (0: it must not exist). False on a conflict. */
export async function saveReward(
  accountId: string,
  reward: Reward,
  meta: { expectedVersion: number; receiptId: string; eventId: string; payload: RewardUpdatePayload; appliedBefore: string[] },
): Promise<boolean> {
  const item: StoredReward = {
    ...reward,
    account_id: accountId,
    version: meta.expectedVersion + 1,
    applied_receipts: [...meta.appliedBefore.filter((r) => r !== meta.receiptId), meta.receiptId].slice(-50),
    last_event_id: meta.eventId,
    last_payload: meta.payload,
    updated_at: nowIso(),
  };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...rewardKey(accountId, reward.client_user_id, reward.reward_id), entity: "reward", ...item },
        ...(meta.expectedVersion === 0
          ? { ConditionExpression: "attribute_not_exists(pk)" }
          : { ConditionExpression: "version = :v", ExpressionAttributeValues: { ":v": meta.expectedVersion } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

function toReward(item: Record<string, unknown>): StoredReward {
  return {
    reward_id: String(item.reward_id),
    client_user_id: String(item.client_user_id),
    order_key: String(item.order_key),
    status: item.status === "complete" ? "complete" : "pending",
    reward_amount: typeof item.reward_amount === "number" ? item.reward_amount : 0,
    currency: typeof item.currency === "string" ? item.currency : null,
    qualified_promos: Array.isArray(item.qualified_promos) ? (item.qualified_promos as Reward["qualified_promos"]) : [],
    account_id: String(item.account_id),
    version: typeof item.version === "number" ? item.version : 0,
    applied_receipts: Array.isArray(item.applied_receipts) ? item.applied_receipts.map(String) : [],
    last_event_id: typeof item.last_event_id === "string" ? item.last_event_id : null,
    last_payload: item.last_payload && typeof item.last_payload === "object" ? (item.last_payload as RewardUpdatePayload) : null,
    updated_at: String(item.updated_at),
  };
}
