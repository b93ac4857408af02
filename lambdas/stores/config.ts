/** The account configuration item (one per account; POST /ereceipts/config replaces it whole). */
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import type { AccountConfig } from "../domain/account-config";
import { keys, nowIso, tableName, isConditionFailure } from "./table";

export interface StoredConfig extends AccountConfig {
  version: number;
  updated_at: string;
}

export async function getConfig(accountId: string): Promise<StoredConfig | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.config(accountId), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, ...rest } = out.Item;
  return rest as StoredConfig;
}

/**
 * Read-modify-write of the configuration with optimistic locking on `version`, so a concurrent
 * update is never silently lost. `change` gets the current configuration (undefined when none) and
 * returns the next one, or undefined to leave it as it is.
 */
export async function updateConfig(
  accountId: string,
  change: (current: StoredConfig | undefined) => AccountConfig | undefined,
): Promise<AccountConfig | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await getConfig(accountId);
    const next = change(current);
    if (!next) return current;
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.config(accountId), ...next, version: (current?.version ?? 0) + 1, updated_at: nowIso() },
          ...(current
            ? { ConditionExpression: "version = :v", ExpressionAttributeValues: { ":v": current.version } }
            : { ConditionExpression: "attribute_not_exists(pk)" }),
        }),
      );
      return next;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error("configuration changed concurrently too many times; retry");
}
