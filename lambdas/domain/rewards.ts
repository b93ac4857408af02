/**
 * Promotions and rewards (decisions.md §5). A processed, accepted receipt qualifies for a promotion when
 * its merchant matches, its total reaches the minimum (in the promotion's currency, when it has one) and,
 * when the promotion lists product keywords, at least one product line mentions one. A qualifying
 * receipt creates or updates the user's reward for that order (`pending`); the reward completes when a
 * later receipt of the same order says it was delivered, or at once when the receipt involves no shipping.
 * Pure: the caller loads the promotions and the previous reward and stores the result.
 */
import { createHash } from "node:crypto";
import { trustLevels, type TrustLevel } from "../extraction/schema";
import type { ReceiptFacts } from "./receipt-fields";
import { orderIdentity } from "./order-identity";

export interface Promotion {
  promo_id: string;
  title: string;
  merchant: string;
  keywords: string[];
  min_total: number;
  reward_amount: number;
  currency: string | null;
  /** The lowest trust level (docs/trust.md) a receipt needs to earn this promotion; null: any. */
  min_trust: TrustLevel | null;
}


/** A receipt at `level` meets `minimum`; a receipt never assessed (stored before trust existed) meets only no minimum. */
export function meetsTrust(level: TrustLevel | null, minimum: TrustLevel | null): boolean {
  if (!minimum) return true;
  return level !== null && trustLevels.indexOf(level) >= trustLevels.indexOf(minimum);
}

export type RewardStatus = "pending" | "complete";

export interface QualifiedPromo {
  promo_id: string;
  title: string;
  qualified_count: number;
  promo_amount: number;
  status: RewardStatus;
  reason: string;
}

export interface Reward {
  reward_id: string;
  client_user_id: string;
  order_key: string;
  status: RewardStatus;
  reward_amount: number;
  currency: string | null;
  qualified_promos: QualifiedPromo[];
}

export interface RewardUpdatePayload {
  reward_id: string;
  client_user_id: string;
  update_type: "reward";
  status: RewardStatus;
  reward_type: "promo";
  reward_amount: number;
  currency: string | null;
  promo_ids_updated: string[];
  qualified_promos: QualifiedPromo[];
}

export type RewardChange = "created" | "updated" | "completed";

export interface RewardTransition {
  reward: Reward;
  change: RewardChange;
  promoIdsUpdated: string[];
}

export interface PromoMatch {
  promo: Promotion;
  qualifiedCount: number;
  reason: string;
}

/** Email types that are not a purchase of their own and never qualify. */
const nonQualifyingTypes = new Set(["cancellation", "refund"]);

function words(text: string): string[] {
  return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/).filter(Boolean);
}

/** "Amazon" matches "Amazon.com" and "amazon"; "Home Depot" matches "The Home Depot". */
export function merchantMatches(promoMerchant: string, receiptMerchant: string | null): boolean {
  if (!receiptMerchant) return false;
  const want = words(promoMerchant).join(" ");
  if (!want) return false;
  return ` ${words(receiptMerchant).join(" ")} `.includes(` ${want} `);
}

function keywordHits(keywords: readonly string[], descriptions: readonly string[]): number {
  const wanted = keywords.map((k) => words(k).join(" ")).filter(Boolean);
  return descriptions.filter((d) => {
    const text = ` ${words(d).join(" ")} `;
    return wanted.some((k) => text.includes(` ${k} `));
  }).length;
}

/**
 * The promotions this receipt qualifies for, with why; and why it earns nothing from those it would have qualified
 * for on its merits (a duplicate never earns; a receipt below a promotion's minimum trust earns nothing from it).
 */
export function matchPromotions(promos: readonly Promotion[], facts: ReceiptFacts, accepted: boolean): PromoMatch[] {
  return qualifyPromotions(promos, facts, accepted).matches;
}

export function qualifyPromotions(promos: readonly Promotion[], facts: ReceiptFacts, accepted: boolean): { matches: PromoMatch[]; withheld: string[] } {
  const candidates = meritMatches(promos, facts, accepted);
  if (candidates.length === 0) return { matches: [], withheld: [] };
  if (facts.duplicateOf) return { matches: [], withheld: [`no reward: a duplicate of receipt ${facts.duplicateOf}`] };
  const matches: PromoMatch[] = [];
  const withheld: string[] = [];
  for (const m of candidates) {
    if (meetsTrust(facts.trustLevel, m.promo.min_trust)) matches.push(m);
    else withheld.push(`no reward from ${m.promo.promo_id}: trust ${facts.trustLevel ?? "not assessed"} is below its minimum ${m.promo.min_trust} (${facts.trustReasons.join(", ") || "no reasons"})`);
  }
  return { matches, withheld };
}

function meritMatches(promos: readonly Promotion[], facts: ReceiptFacts, accepted: boolean): PromoMatch[] {
  if (!accepted || !facts.isReceipt || (facts.emailType && nonQualifyingTypes.has(facts.emailType))) return [];
  const matches: PromoMatch[] = [];
  for (const promo of promos) {
    if (!merchantMatches(promo.merchant, facts.merchant)) continue;
    if (promo.currency && facts.currency && promo.currency.toUpperCase() !== facts.currency.toUpperCase()) continue;
    if (promo.min_total > 0 && (facts.total === null || facts.total < promo.min_total)) continue;
    let qualifiedCount = 1;
    if (promo.keywords.length > 0) {
      qualifiedCount = keywordHits(promo.keywords, facts.productDescriptions);
      if (qualifiedCount === 0) continue;
    }
    const parts = [`merchant ${promo.merchant}`];
    if (promo.min_total > 0) parts.push(`total ${facts.total} >= ${promo.min_total}`);
    if (promo.keywords.length > 0) parts.push(`${qualifiedCount} product(s) matching keywords`);
    matches.push({ promo, qualifiedCount, reason: `qualified: ${parts.join(", ")}` });
  }
  return matches;
}

export function isDelivered(facts: ReceiptFacts): boolean {
  return facts.emailType === "delivery_confirmation" || facts.orderStatus === "delivered";
}

/** A receipt that ships something: it has shipments, a shipping address, or a shipping status. */
export function involvesShipping(facts: ReceiptFacts): boolean {
  return (
    facts.shipments > 0 ||
    facts.hasShippingAddress ||
    facts.emailType === "shipping_confirmation" ||
    facts.emailType === "delivery_confirmation" ||
    facts.orderStatus === "shipped" ||
    facts.orderStatus === "partially_shipped" ||
    facts.orderStatus === "delivered"
  );
}

/** Receipts of the same order share a reward: the order's identity (the one aggregation uses), else the receipt itself. */
export function orderKey(facts: ReceiptFacts): string {
  const order = orderIdentity({ merchantDomain: facts.merchantDomain, merchantName: facts.merchant, orderNumber: facts.orderNumber });
  return order ? `order:${order}` : `receipt:${facts.receiptId}`;
}

/**
 * The key rewards were stored under before the order identity was shared with aggregation (merchant name words and
 * the order number as printed): a reward begun then is found under it, so an order never earns twice across the change.
 */
export function legacyOrderKey(facts: ReceiptFacts): string {
  if (facts.orderNumber) return `order:${words(facts.merchant ?? "").join("-")}:${facts.orderNumber.trim().toUpperCase()}`;
  return `receipt:${facts.receiptId}`;
}

export function rewardId(accountId: string, clientUserId: string, key: string): string {
  return `rw_${createHash("sha256").update([accountId, clientUserId, key].join("\u0000"), "utf8").digest("hex").slice(0, 24)}`;
}

const money = (n: number): number => Math.round(n * 100) / 100;

/**
 * The reward after this receipt, or undefined when it changes nothing. A complete reward stays complete.
 */
export function nextReward(input: {
  accountId: string;
  clientUserId: string;
  facts: ReceiptFacts;
  accepted: boolean;
  matches: readonly PromoMatch[];
  previous: Reward | undefined;
}): RewardTransition | undefined {
  const { facts, previous, matches } = input;
  if (!input.accepted) return undefined;
  if (previous?.status === "complete") return undefined;
  const completesNow = isDelivered(facts) || !involvesShipping(facts);

  if (matches.length === 0) {
    if (previous && isDelivered(facts)) {
      const reward = complete(previous);
      return { reward, change: "completed", promoIdsUpdated: reward.qualified_promos.map((p) => p.promo_id) };
    }
    return undefined;
  }

  const status: RewardStatus = completesNow ? "complete" : "pending";
  const byId = new Map((previous?.qualified_promos ?? []).map((p) => [p.promo_id, p] as const));
  const updated: string[] = [];
  for (const m of matches) {
    const entry: QualifiedPromo = {
      promo_id: m.promo.promo_id,
      title: m.promo.title,
      qualified_count: m.qualifiedCount,
      promo_amount: m.promo.reward_amount,
      status,
      reason: m.reason,
    };
    const before = byId.get(entry.promo_id);
    if (!before || before.qualified_count !== entry.qualified_count || before.promo_amount !== entry.promo_amount || before.status !== status) {
      updated.push(entry.promo_id);
    }
    byId.set(entry.promo_id, entry);
  }
  const promos = [...byId.values()].map((p) => ({ ...p, status }));
  const reward: Reward = {
    reward_id: previous?.reward_id ?? rewardId(input.accountId, input.clientUserId, orderKey(facts)),
    client_user_id: input.clientUserId,
    order_key: previous?.order_key ?? orderKey(facts),
    status,
    reward_amount: money(promos.reduce((sum, p) => sum + p.promo_amount, 0)),
    currency: matches[0].promo.currency ?? facts.currency ?? previous?.currency ?? null,
    qualified_promos: promos,
  };
  if (!previous) return { reward, change: status === "complete" ? "completed" : "created", promoIdsUpdated: promos.map((p) => p.promo_id) };
  if (status === "complete") return { reward, change: "completed", promoIdsUpdated: promos.map((p) => p.promo_id) };
  if (updated.length === 0 && reward.reward_amount === previous.reward_amount) return undefined;
  return { reward, change: "updated", promoIdsUpdated: updated };
}

function complete(reward: Reward): Reward {
  return { ...reward, status: "complete", qualified_promos: reward.qualified_promos.map((p) => ({ ...p, status: "complete" })) };
}

export function rewardUpdatePayload(t: RewardTransition): RewardUpdatePayload {
  return {
    reward_id: t.reward.reward_id,
    client_user_id: t.reward.client_user_id,
    update_type: "reward",
    status: t.reward.status,
    reward_type: "promo",
    reward_amount: t.reward.reward_amount,
    currency: t.reward.currency,
    promo_ids_updated: t.promoIdsUpdated,
    qualified_promos: t.reward.qualified_promos,
  };
}
