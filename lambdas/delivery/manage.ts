/**
 * Use cases behind the admin CLI's `webhook` and `promotion` commands: validation of what support staff
 * type, then the stores. Subscription URLs pass the same check as results_endpoint (checkWebhookUrl,
 * with this deployment's policy).
 */
import { getAccount } from "../stores/accounts";
import { createPromotion, type StoredPromotion } from "../stores/promotions";
import { createSubscription, type Subscription } from "../stores/subscriptions";
import { checkWebhookUrl, type Resolver } from "../domain/url-safety";
import { isPayloadType, payloadTypes } from "../domain/webhook-events";
import { systemResolver, webhookPolicy } from "../shared/webhook-policy";

export class InvalidInputError extends Error {}

/** Headers the service sets itself; a subscription cannot override them. */
const reservedHeaders = new Set([
  "content-type", "content-length", "host", "connection", "transfer-encoding", "x-webhook-id", "x-service-signature", "user-agent", "expect", "te", "upgrade",
]);
const tokenPattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `["X-Api-Key: abc", "X-Env=prod"]` → { "x-api-key": "abc", "x-env": "prod" } (names lower-cased). */
export function parseHeaders(lines: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const m = /^\s*([^:=\s]+)\s*[:=]\s*(.*)$/.exec(line);
    if (!m) throw new InvalidInputError(`Header "${line}" is not "Name: value"`);
    const name = m[1].toLowerCase();
    const value = m[2].trim();
    if (!tokenPattern.test(name)) throw new InvalidInputError(`Header name "${m[1]}" is not valid`);
    if (reservedHeaders.has(name)) throw new InvalidInputError(`Header "${m[1]}" is set by the service and cannot be configured`);
    if (/[\r\n\0]/.test(value) || value.length > 1024) throw new InvalidInputError(`Header "${m[1]}" has an invalid value`);
    headers[name] = value;
  }
  if (Object.keys(headers).length > 20) throw new InvalidInputError("At most 20 custom headers");
  return headers;
}

/** "ReceiptProcessed,RewardUpdate" → the list; empty means all event types. */
export function parseEventTypes(text: string | undefined): string[] {
  if (!text || text.trim() === "" || text.trim().toLowerCase() === "all") return [];
  const types = [...new Set(text.split(",").map((t) => t.trim()).filter(Boolean))];
  const unknown = types.filter((t) => !isPayloadType(t));
  if (unknown.length) throw new InvalidInputError(`Unknown event type(s): ${unknown.join(", ")}. Known: ${payloadTypes.join(", ")}`);
  return types;
}

async function requireAccount(accountId: string): Promise<void> {
  if (!(await getAccount(accountId))) throw new InvalidInputError(`No account ${accountId}`);
}

export async function createWebhook(
  input: { accountId: string; url: string; eventTypes?: string; headers?: readonly string[]; signed?: boolean },
  resolver: Resolver = systemResolver,
): Promise<{ subscription: Subscription; secret: string | null }> {
  await requireAccount(input.accountId);
  const verdict = await checkWebhookUrl(input.url, webhookPolicy(), resolver);
  if (!verdict.ok) throw new InvalidInputError(`The URL ${verdict.reason}`);
  return createSubscription({
    accountId: input.accountId,
    url: verdict.url.toString(),
    eventTypes: parseEventTypes(input.eventTypes),
    headers: parseHeaders(input.headers ?? []),
    signed: input.signed ?? true,
  });
}

function amount(text: string | undefined, what: string, required: boolean): number {
  if (text === undefined || text === "") {
    if (required) throw new InvalidInputError(`${what} is required`);
    return 0;
  }
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || !/^\d+(\.\d{1,4})?$/.test(text.trim())) throw new InvalidInputError(`${what} must be a non-negative number`);
  return n;
}

export async function definePromotion(input: {
  accountId: string;
  merchant: string | undefined;
  title?: string;
  keywords?: string;
  minTotal?: string;
  reward: string | undefined;
  currency?: string;
  /** low | medium | high: the trust a receipt needs to earn it (docs/trust.md). */
  minTrust?: string;
}): Promise<StoredPromotion> {
  await requireAccount(input.accountId);
  const merchant = input.merchant?.trim();
  if (!merchant) throw new InvalidInputError("--merchant is required");
  const currency = input.currency?.trim().toUpperCase() || null;
  if (currency && !/^[A-Z]{3}$/.test(currency)) throw new InvalidInputError("--currency must be an ISO 4217 code such as USD");
  const reward = amount(input.reward, "--reward", true);
  if (reward <= 0) throw new InvalidInputError("--reward must be more than 0");
  const keywords = (input.keywords ?? "").split(",").map((k) => k.trim()).filter(Boolean);
  const minTrust = input.minTrust?.trim().toLowerCase() || null;
  if (minTrust !== null && minTrust !== "low" && minTrust !== "medium" && minTrust !== "high") {
    throw new InvalidInputError("--min-trust must be low, medium or high");
  }
  return createPromotion(input.accountId, {
    title: input.title?.trim() || `${merchant} promotion`,
    merchant,
    keywords,
    min_total: amount(input.minTotal, "--min-total", false),
    reward_amount: reward,
    currency,
    min_trust: minTrust,
  });
}
