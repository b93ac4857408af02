/**
 * Accounts and their keys. Keys are stored only as SHA-256 hashes; a key item `APIKEY#<hash>` (or
 * `WEBKEY#<hash>`) points at its account, so authentication is one get by hash plus the account.
 */
import { randomBytes } from "node:crypto";
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import { hashKey, newKey, sameDigest } from "../domain/keys";
import { keys, nowIso, queryIndexAll, tableName } from "./table";

export type AccountStatus = "active" | "disabled";

export interface Account {
  account_id: string;
  name: string;
  status: AccountStatus;
  inbound_address: string;
  created_at: string;
  api_key_hash: string;
  web_key_hash: string;
}

export interface NewAccount {
  account: Account;
  apiKey: string;
  webApiKey: string;
}

/** The stage's inbound mail domain (account addresses are `<account>@<domain>`). */
export const inboundDomain = (): string => process.env.INBOUND_DOMAIN || "inbound.localhost";

const inboundLocalPart = (accountId: string): string => accountId.replace(/_/g, "-");
const localPartOf = (address: string): string => address.slice(0, Math.max(0, address.lastIndexOf("@"))) || address;
const inboundAddressOf = (localPart: string): string => `${localPart}@${inboundDomain()}`;
const withoutAddress = (account: Account): Omit<Account, "inbound_address"> => {
  const { inbound_address: _, ...rest } = account;
  return rest;
};

export function newAccountId(): string {
  return `acc_${randomBytes(6).toString("hex")}`;
}

export async function getAccount(accountId: string): Promise<Account | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.account(accountId) }));
  return out.Item ? toAccount(out.Item) : undefined;
}

/** The active account owning this key, or undefined (unknown key, rotated key, disabled account). */
export async function findAccountByKey(kind: "api" | "web", key: string): Promise<Account | undefined> {
  if (!key) return undefined;
  const hash = hashKey(key);
  const Key = kind === "api" ? keys.apiKey(hash) : keys.webKey(hash);
  const ref = await dynamo().send(new GetCommand({ TableName: tableName(), Key }));
  if (!ref.Item) return undefined;
  const account = await getAccount(String(ref.Item.account_id));
  if (!account || account.status !== "active") return undefined;
  const stored = kind === "api" ? account.api_key_hash : account.web_key_hash;
  return sameDigest(stored, hash) ? account : undefined;
}

/** The account an inbound address belongs to: its local part, at the stage's inbound domain (any other: none). */
export async function findAccountByInboundAddress(address: string): Promise<Account | undefined> {
  const at = address.lastIndexOf("@");
  if (at <= 0 || address.slice(at + 1).toLowerCase() !== inboundDomain().toLowerCase()) return undefined;
  let ref = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.inbound(address.slice(0, at)) }));
  // accounts created before addresses were keyed by their local part
  if (!ref.Item) ref = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.inbound(address) }));
  if (!ref.Item) return undefined;
  const account = await getAccount(String(ref.Item.account_id));
  return account?.status === "active" ? account : undefined;
}

export async function createAccount(input: {
  name: string;
  accountId?: string;
  apiKey?: string;
  webApiKey?: string;
}): Promise<NewAccount> {
  const accountId = input.accountId ?? newAccountId();
  const apiKey = input.apiKey ?? newKey("ek");
  const webApiKey = input.webApiKey ?? newKey("wk");
  const createdAt = nowIso();
  const account: Account = {
    account_id: accountId,
    name: input.name,
    status: "active",
    inbound_address: inboundAddressOf(inboundLocalPart(accountId)),
    created_at: createdAt,
    api_key_hash: hashKey(apiKey),
    web_key_hash: hashKey(webApiKey),
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      // the local part alone is stored: the address is completed with the stage's domain when read
      Item: { ...keys.account(accountId), entity: "account", gsi1pk: "ACCOUNTS", gsi1sk: `${createdAt}#${accountId}`, ...withoutAddress(account), inbound_local: inboundLocalPart(accountId) },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
  await putKeyRefs(account);
  return { account, apiKey, webApiKey };
}

async function putKeyRefs(account: Account): Promise<void> {
  const ref = { account_id: account.account_id };
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.apiKey(account.api_key_hash), ...ref } }));
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.webKey(account.web_key_hash), ...ref } }));
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.inbound(localPartOf(account.inbound_address)), ...ref } }));
}

export async function listAccounts(): Promise<Account[]> {
  const items = await queryIndexAll({ IndexName: "gsi1", KeyConditionExpression: "gsi1pk = :p", ExpressionAttributeValues: { ":p": "ACCOUNTS" } });
  return items.map(toAccount);
}

/** Replaces one or both keys; the old ones stop working at once. Returns the new plaintext keys. */
export async function rotateKeys(
  accountId: string,
  which: { api?: boolean; web?: boolean; apiKey?: string; webApiKey?: string } = { api: true },
): Promise<{ apiKey?: string; webApiKey?: string }> {
  const account = await getAccount(accountId);
  if (!account) throw new Error(`No account ${accountId}`);
  const result: { apiKey?: string; webApiKey?: string } = {};
  const next = { ...account };
  if (which.api || which.apiKey) {
    result.apiKey = which.apiKey ?? newKey("ek");
    next.api_key_hash = hashKey(result.apiKey);
  }
  if (which.web || which.webApiKey) {
    result.webApiKey = which.webApiKey ?? newKey("wk");
    next.web_key_hash = hashKey(result.webApiKey);
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.account(accountId),
      UpdateExpression: "SET api_key_hash = :a, web_key_hash = :w",
      ExpressionAttributeValues: { ":a": next.api_key_hash, ":w": next.web_key_hash },
    }),
  );
  await putKeyRefs(next);
  if (next.api_key_hash !== account.api_key_hash) {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.apiKey(account.api_key_hash) }));
  }
  if (next.web_key_hash !== account.web_key_hash) {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.webKey(account.web_key_hash) }));
  }
  return result;
}

export async function setAccountStatus(accountId: string, status: AccountStatus): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.account(accountId),
      UpdateExpression: "SET #s = :s",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":s": status },
    }),
  );
}

function toAccount(item: Record<string, unknown>): Account {
  return {
    account_id: String(item.account_id),
    name: String(item.name),
    status: item.status === "disabled" ? "disabled" : "active",
    // older items kept the whole address: its local part, at today's domain
    inbound_address: inboundAddressOf(typeof item.inbound_local === "string" ? item.inbound_local : localPartOf(String(item.inbound_address ?? ""))),
    created_at: String(item.created_at),
    api_key_hash: String(item.api_key_hash),
    web_key_hash: String(item.web_key_hash),
  };
}
