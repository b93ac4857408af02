import { paginateQuery, UpdateCommand, type QueryCommandInput, type UpdateCommandInput } from "@aws-sdk/lib-dynamodb";
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
