import { BatchGetCommand, DeleteCommand, paginateQuery, UpdateCommand, type QueryCommandInput, type UpdateCommandInput } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import { requireEnv } from "../shared/env";

/** The single table's name, read once at cold start. */
export const tableName = (): string => requireEnv("TABLE_NAME");

export const keys = {
  account: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: "ACCOUNT" }),
  apiKey: (hash: string) => ({ pk: `APIKEY#${hash}`, sk: "APIKEY" }),
  webKey: (hash: string) => ({ pk: `WEBKEY#${hash}`, sk: "WEBKEY" }),
  /** By the address's local part only, so the stage's inbound domain can change without touching any item. */
  inbound: (localPart: string) => ({ pk: `INBOUND#${localPart.toLowerCase()}`, sk: "INBOUND" }),
  config: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: "CONFIG" }),
  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: "COUNTER" }),
};

export const nowIso = (): string => new Date().toISOString();

/** True for DynamoDB's answer to a write whose condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === "ConditionalCheckFailedException";
}

/** An update guarded by its ConditionExpression: true when it was made, false when the condition did not hold. */
export async function updateIf(input: Omit<UpdateCommandInput, "TableName">): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand({ TableName: tableName(), ...input }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every item a query matches, across pages (the SDK's paginator: no hand-written LastEvaluatedKey loops). */
export async function queryAll(input: Omit<QueryCommandInput, "TableName" | "ExclusiveStartKey">): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: dynamo() }, { TableName: tableName(), ...input })) items.push(...(page.Items ?? []));
  return items;
}

type Item = Record<string, unknown>;

/**
 * The whole items an index query found (the indexes project keys only: lambdas/contract/resources.ts), read from the table in
 * batches of 100, in the order the index gave; an item deleted in between is left out.
 */
export async function hydrate(found: Item[]): Promise<Item[]> {
  const byKey = new Map<string, Item>();
  const keyOf = (i: Item) => `${String(i.pk)}\u0000${String(i.sk)}`;
  const wanted = [...new Map(found.map((i) => [keyOf(i), { pk: i.pk, sk: i.sk }])).values()];
  for (let start = 0; start < wanted.length; start += 100) {
    let keys: Item[] | undefined = wanted.slice(start, start + 100);
    for (let attempt = 0; keys && keys.length > 0 && attempt < 8; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
      const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }));
      for (const item of out.Responses?.[tableName()] ?? []) byKey.set(keyOf(item), item);
      keys = out.UnprocessedKeys?.[tableName()]?.Keys as Item[] | undefined;
    }
    if (keys && keys.length > 0) throw new Error(`${keys.length} items stayed unprocessed by BatchGetItem`);
  }
  return found.map((i) => byKey.get(keyOf(i))).filter((i): i is Item => i !== undefined);
}

/** Every item an index query matches, read whole from the table. */
export async function queryIndexAll(input: Omit<QueryCommandInput, "TableName" | "ExclusiveStartKey">): Promise<Item[]> {
  return hydrate(await queryAll(input));
}

/** Deletes one item by its key (nothing happens when it is not there). */
export async function deleteItem(key: { pk: string; sk: string }): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}
