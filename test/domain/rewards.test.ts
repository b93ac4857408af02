import { describe, expect, it } from "vitest";
import { receiptFacts } from "../../lambdas/domain/receipt-fields";
import { matchPromotions, meetsTrust, merchantMatches, nextReward, qualifyPromotions, type Promotion, type Reward } from "../../lambdas/domain/rewards";

const promo = (over: Partial<Promotion> = {}): Promotion => ({
  promo_id: "p1",
  title: "Amazon $5",
  merchant: "Amazon",
  keywords: [],
  min_total: 20,
  reward_amount: 5,
  currency: "USD",
  min_trust: null,
  ...over,
});

const receipt = (over: Record<string, unknown> = {}) =>
  receiptFacts({
    receipt_id: "r1",
    email_type: "order_confirmation",
    merchant: { name: "Amazon.com" },
    order: { number: "111-1", status: "ordered" },
    currency: "USD",
    totals: { total: 25 },
    products: [{ description: "Kindle Paperwhite" }, { description: "USB cable" }],
    shipments: [],
    shipping_address: { street: "1 Main St" },
    ...over,
  });

const step = (facts: ReturnType<typeof receipt>, previous?: Reward, promos = [promo()], accepted = true) =>
  nextReward({ accountId: "acc", clientUserId: "u1", facts, accepted, matches: matchPromotions(promos, facts, accepted), previous });

describe("promotion matching", () => {
  it("matches merchants on whole words", () => {
    expect(merchantMatches("Amazon", "Amazon.com")).toBe(true);
    expect(merchantMatches("Home Depot", "The Home Depot")).toBe(true);
    expect(merchantMatches("Amazon", "Amazonia Books")).toBe(false);
    expect(merchantMatches("Target", null)).toBe(false);
  });

  it("requires the minimum total, the currency and (when listed) a product keyword", () => {
    expect(matchPromotions([promo()], receipt(), true)).toHaveLength(1);
    expect(matchPromotions([promo()], receipt({ totals: { total: 19.99 } }), true)).toHaveLength(0);
    expect(matchPromotions([promo({ currency: "EUR" })], receipt(), true)).toHaveLength(0);
    expect(matchPromotions([promo({ keywords: ["kindle"] })], receipt(), true)[0].qualifiedCount).toBe(1);
    expect(matchPromotions([promo({ keywords: ["echo"] })], receipt(), true)).toHaveLength(0);
  });

  it("never qualifies a rejected receipt, a non-receipt or a refund", () => {
    expect(matchPromotions([promo()], receipt(), false)).toHaveLength(0);
    expect(matchPromotions([promo()], receipt({ is_receipt: false }), true)).toHaveLength(0);
    expect(matchPromotions([promo()], receipt({ email_type: "refund" }), true)).toHaveLength(0);
  });
});

describe("reward flow", () => {
  it("creates a pending reward for a qualifying order that ships, and completes it on delivery", () => {
    const created = step(receipt())!;
    expect(created.change).toBe("created");
    expect(created.reward).toMatchObject({ status: "pending", reward_amount: 5, currency: "USD" });
    expect(created.reward.qualified_promos).toEqual([
      expect.objectContaining({ promo_id: "p1", title: "Amazon $5", qualified_count: 1, promo_amount: 5, status: "pending" }),
    ]);

    // The shipping confirmation changes nothing.
    expect(step(receipt({ receipt_id: "r2", email_type: "shipping_confirmation" }), created.reward)).toBeUndefined();

    // The delivery confirmation of the same order (no total of its own) completes it.
    const done = step(receipt({ receipt_id: "r3", email_type: "delivery_confirmation", totals: { total: null } }), created.reward)!;
    expect(done.change).toBe("completed");
    expect(done.reward.reward_id).toBe(created.reward.reward_id);
    expect(done.reward.status).toBe("complete");
    expect(done.reward.qualified_promos.every((p) => p.status === "complete")).toBe(true);

    // A complete reward stays complete.
    expect(step(receipt({ receipt_id: "r4" }), done.reward)).toBeUndefined();
  });

  it("completes at once a qualifying receipt with no shipping", () => {
    const t = step(receipt({ email_type: "in_store_receipt", order: { number: null }, shipping_address: null }))!;
    expect(t.change).toBe("completed");
    expect(t.reward.status).toBe("complete");
  });

  it("adds a newly qualifying promotion to a pending reward", () => {
    const first = step(receipt())!;
    const both = [promo(), promo({ promo_id: "p2", title: "Kindle bonus", keywords: ["kindle"], reward_amount: 2.5 })];
    const second = step(receipt({ receipt_id: "r2" }), first.reward, both)!;
    expect(second.change).toBe("updated");
    expect(second.promoIdsUpdated).toEqual(["p2"]);
    expect(second.reward.reward_amount).toBe(7.5);
  });

  it("gives rewards of different orders different ids", () => {
    expect(step(receipt())!.reward.reward_id).not.toBe(step(receipt({ order: { number: "222-2" } }))!.reward.reward_id);
  });
});

describe("rewards that require trust", () => {
  const trusted = (level: "low" | "medium" | "high", duplicateOf: string | null = null) =>
    receipt({ trust: { level, reasons: level === "low" ? ["dkim_body_changed"] : ["dkim_verified"], duplicate_of: duplicateOf } });

  it("orders the levels low < medium < high; a receipt never assessed meets no minimum", () => {
    expect(meetsTrust("high", "medium")).toBe(true);
    expect(meetsTrust("medium", "medium")).toBe(true);
    expect(meetsTrust("low", "medium")).toBe(false);
    expect(meetsTrust(null, "low")).toBe(false);
    expect(meetsTrust(null, null)).toBe(true);
  });

  it("withholds a promotion from a receipt below its minimum trust, saying why", () => {
    const promos = [promo({ promo_id: "strict", min_trust: "high" }), promo({ promo_id: "open" })];
    const low = qualifyPromotions(promos, trusted("low"), true);
    expect(low.matches.map((m) => m.promo.promo_id)).toEqual(["open"]);
    expect(low.withheld).toEqual(["no reward from strict: trust low is below its minimum high (dkim_body_changed)"]);
    expect(qualifyPromotions(promos, trusted("high"), true).matches.map((m) => m.promo.promo_id)).toEqual(["strict", "open"]);
  });

  it("gives a duplicate nothing, naming the receipt it repeats", () => {
    const dup = qualifyPromotions([promo()], trusted("high", "rc_7"), true);
    expect(dup).toEqual({ matches: [], withheld: ["no reward: a duplicate of receipt rc_7"] });
    expect(step(trusted("high", "rc_7"))).toBeUndefined();
  });

  it("says nothing when the receipt would not have qualified anyway", () => {
    expect(qualifyPromotions([promo({ min_trust: "high" })], receipt({ merchant: { name: "Target" }, trust: { level: "low" } }), true).withheld).toEqual([]);
  });
});
