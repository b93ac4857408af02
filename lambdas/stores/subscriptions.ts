/**
 * Webhook subscriptions and the results-endpoint signing secret, per account:
 *   ACCOUNT#<account> / WEBHOOK#<webhook id>   a subscription (gsi1 `WEBHOOK#<id>` finds it by id alone)
 *   ACCOUNT#<account> / RESULTS_SECRET         the signing secret for results deliveries
 * Signing secrets are stored sealed (lambdas/shared/secret-box.ts); the plaintext is returned only by the
 * call that creates it, to be shown once.
 */
import { randomBytes } from "node:crypto";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import { sealSecret } from "../shared/secret-box";
import { newSigningSecret } from "../domain/signing";
import { nowIso, queryAll, tableName } from "./table";

export interface Subscription {
  webhook_id: string;
  account_id: string;
  url: string;
  /** Empty: every event type. */
  event_types: string[];
  headers: Record<string, string>;
  /** Sealed signing secret, or null when deliveries are not signed. */
  secret_sealed: string | null;
  created_at: string;
  secret_rotated_at: string | null;
}

const subscriptionKey = (accountId: string, webhookId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: `WEBHOOK#${webhookId}` });
const resultsSecretKey = (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: "RESULTS_SECRET" });

export const newWebhookId = (): string => `wh_${randomBytes(8).toString("hex")}`;

export async function createSubscription(input: {
  accountId: string;
  url: string;
  eventTypes: string[];
  headers: Record<string, string>;
  signed: boolean;
}): Promise<{ subscription: Subscription; secret: string | null }> {
  const secret = input.signed ? newSigningSecret() : null;
  const at = nowIso();
  const subscription: Subscription = {
    webhook_id: newWebhookId(),
    account_id: input.accountId,
    url: input.url,
    event_types: input.eventTypes,
    headers: input.headers,
    secret_sealed: secret ? await sealSecret(secret) : null,
    created_at: at,
    secret_rotated_at: null,
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...subscriptionKey(input.accountId, subscription.webhook_id),
        entity: "webhook",
        gsi1pk: `WEBHOOK#${subscription.webhook_id}`,
        gsi1sk: "WEBHOOK",
        ...subscription,
      },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
  return { subscription, secret };
}

export async function listSubscriptions(accountId: string): Promise<Subscription[]> {
  const items = await queryAll({
    KeyConditionExpression: "pk = :p AND begins_with(sk, :s)",
    ExpressionAttributeValues: { ":p": `ACCOUNT#${accountId}`, ":s": "WEBHOOK#" },
    ConsistentRead: true,
  });
  return items.map(toSubscription);
}

export async function getSubscription(accountId: string, webhookId: string): Promise<Subscription | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: subscriptionKey(accountId, webhookId), ConsistentRead: true }));
  return out.Item ? toSubscription(out.Item) : undefined;
}

/** Finds a subscription by its id alone (support staff know the id, not always the account). */
export async function findSubscription(webhookId: string): Promise<Subscription | undefined> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :p",
      ExpressionAttributeValues: { ":p": `WEBHOOK#${webhookId}` },
    }),
  );
  // the index holds keys only: the account is the one in the item's own key (ACCOUNT#<id>)
  const pk = out.Items?.[0]?.pk;
  return typeof pk === "string" && pk.startsWith("ACCOUNT#") ? getSubscription(pk.slice("ACCOUNT#".length), webhookId) : undefined;
}

export async function deleteSubscription(accountId: string, webhookId: string): Promise<boolean> {
  const out = await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: subscriptionKey(accountId, webhookId), ReturnValues: "ALL_OLD" }));
  return Boolean(out.Attributes);
}

/** Issues a new signing secret for the subscription; the old one stops signing at once. */
export async function rotateSubscriptionSecret(accountId: string, webhookId: string): Promise<string> {
  const secret = newSigningSecret();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriptionKey(accountId, webhookId),
      UpdateExpression: "SET secret_sealed = :s, secret_rotated_at = :now",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":s": await sealSecret(secret), ":now": nowIso() },
    }),
  );
  return secret;
}

/** Issues (or replaces) the signing secret of the account's results deliveries. */
export async function issueResultsSecret(accountId: string): Promise<string> {
  const secret = newSigningSecret();
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...resultsSecretKey(accountId), entity: "results-secret", account_id: accountId, secret_sealed: await sealSecret(secret), issued_at: nowIso() },
    }),
  );
  return secret;
}

export async function revokeResultsSecret(accountId: string): Promise<boolean> {
  const out = await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: resultsSecretKey(accountId), ReturnValues: "ALL_OLD" }));
  return Boolean(out.Attributes);
}

export async function getResultsSecret(accountId: string): Promise<{ secret_sealed: string; issued_at: string } | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: resultsSecretKey(accountId), ConsistentRead: true }));
  return out.Item ? { secret_sealed: String(out.Item.secret_sealed), issued_at: String(out.Item.issued_at) } : undefined;
}

function toSubscription(item: Record<string, unknown>): Subscription {
  const headers = item.headers && typeof item.headers === "object" ? (item.headers as Record<string, unknown>) : {};
  return {
    webhook_id: String(item.webhook_id),
    account_id: String(item.account_id),
    url: String(item.url),
    event_types: Array.isArray(item.event_types) ? item.event_types.map(String) : [],
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
    secret_sealed: typeof item.secret_sealed === "string" ? item.secret_sealed : null,
    created_at: String(item.created_at),
    secret_rotated_at: typeof item.secret_rotated_at === "string" ? item.secret_rotated_at : null,
  };
}
