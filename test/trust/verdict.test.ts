/** The trust verdict's pure parts: levels and reasons, the Date-versus-Received check, totals, duplicate rules. */
import { describe, expect, it } from "vitest";
import { duplicateKeys, firstDuplicate } from "../../lambdas/trust/duplicates";
import { dateFarFromReceived, organisationalDomain, totalsDoNotAddUp } from "../../lambdas/trust/signals";
import { trustVerdict, type TrustSignals } from "../../lambdas/trust/verdict";

const verified = { result: "pass", domain: "shop.example", aligned: true, failure: null } as const;
const signals = (over: Partial<TrustSignals> = {}): TrustSignals => ({
  form: "direct", dkim: verified, dateFarFromReceived: false, senderNotMerchant: false, totalsDoNotAddUp: false, duplicate: null, ...over,
});

describe("trust levels", () => {
  it("is high for a verified, aligned signature and nothing against it", () => {
    expect(trustVerdict(signals())).toEqual({ level: "high", reasons: ["dkim_verified"], dkim: verified, duplicate_of: null });
    expect(trustVerdict(signals({ form: "attached" }))).toMatchObject({ level: "high", reasons: ["dkim_verified", "attached_original"] });
  });

  it("is low for a changed body or header, a shifted date, a brand from elsewhere, or a duplicate", () => {
    expect(trustVerdict(signals({ dkim: { ...verified, result: "fail", failure: "body_hash" } }))).toMatchObject({ level: "low", reasons: ["dkim_body_changed"] });
    expect(trustVerdict(signals({ dkim: { ...verified, result: "fail", failure: "signature" } }))).toMatchObject({ level: "low", reasons: ["dkim_signature_invalid"] });
    expect(trustVerdict(signals({ dateFarFromReceived: true })).level).toBe("low");
    expect(trustVerdict(signals({ senderNotMerchant: true })).reasons).toContain("sender_not_merchant");
    expect(trustVerdict(signals({ duplicate: { kind: "order", of: "rc_1" } }))).toMatchObject({ level: "low", reasons: ["dkim_verified", "duplicate_order"], duplicate_of: "rc_1" });
  });

  it("is medium when nothing can be verified, nor disproved", () => {
    expect(trustVerdict(signals({ dkim: { result: "none", domain: null, aligned: false, failure: null } }))).toMatchObject({ level: "medium", reasons: ["dkim_unsigned"] });
    expect(trustVerdict(signals({ dkim: { ...verified, result: "temperror" } })).reasons).toEqual(["dkim_lookup_failed"]);
    expect(trustVerdict(signals({ dkim: { ...verified, result: "fail", failure: "key" } }))).toMatchObject({ level: "medium", reasons: ["dkim_key_unavailable"] });
    expect(trustVerdict(signals({ dkim: { ...verified, aligned: false } }))).toMatchObject({ level: "medium", reasons: ["dkim_unaligned"] });
    expect(trustVerdict(signals({ form: "inline", dkim: { result: "none", domain: null, aligned: false, failure: null } }))).toMatchObject({ level: "medium", reasons: ["inline_forward"] });
  });

  it("notes totals that do not add up without doubting a verified body", () => {
    expect(trustVerdict(signals({ totalsDoNotAddUp: true }))).toMatchObject({ level: "high", reasons: ["dkim_verified", "totals_do_not_add_up"] });
  });
});

describe("signals", () => {
  const received = (...stamps: string[]) => stamps.map((s) => ({ name: "received", value: `from a by b with ESMTPS id x; ${s}` }));

  it("finds a Date header more than a day away from the Received chain", () => {
    const hops = received("Tue, 03 Nov 2026 19:22:09 +0000 (UTC)", "Tue, 03 Nov 2026 19:22:07 +0000");
    expect(dateFarFromReceived(new Date("2026-11-03T19:22:05Z"), hops)).toBe(false);
    expect(dateFarFromReceived(new Date("2026-11-02T21:00:00Z"), hops)).toBe(false);
    expect(dateFarFromReceived(new Date("2026-10-20T19:22:05Z"), hops)).toBe(true);
    expect(dateFarFromReceived(new Date("2026-11-05T19:22:05Z"), hops)).toBe(true);
    expect(dateFarFromReceived(new Date("2026-10-20T19:22:05Z"), [])).toBe(false);
  });

  it("adds totals up with the tax added or included, and the discount taken off or already out", () => {
    const t = { subtotal: 131, discount: null, shipping: 4.99, tax: 7.48, tip: null, fees: [], total: 143.47 };
    expect(totalsDoNotAddUp(t)).toBe(false);
    expect(totalsDoNotAddUp({ ...t, total: 135.99 })).toBe(false);
    expect(totalsDoNotAddUp({ ...t, discount: 10, total: 133.47 })).toBe(false);
    expect(totalsDoNotAddUp({ ...t, total: 943.47 })).toBe(true);
    expect(totalsDoNotAddUp({ ...t, subtotal: null })).toBe(false);
  });

  it("reads organisational domains from the public suffix list", () => {
    expect(organisationalDomain("email.amazon.co.uk")).toBe("amazon.co.uk");
    expect(organisationalDomain("em.shop.example")).toBe("shop.example");
    expect(organisationalDomain(null)).toBeNull();
  });
});

describe("duplicates", () => {
  const receipt = { merchant: { name: "Shop", email: null, domain: "shop.example", intermediary: null, sub_merchant: null },
    order: { number: "#1001", numbers: ["#1001"], status: null, purchase_date: null, purchase_time: null, channel: null },
    totals: { subtotal: null, discount: null, shipping: null, tax: null, tip: null, fees: [], total: 12 }, currency: "USD" };
  const original = { messageId: "<1001@shop.example>", from: "orders@shop.example", subject: "Your order", body: "Order 1001\nTotal $12.00" };

  it("keys the message by Message-ID and content, and the order by merchant, number and total", () => {
    const keys = duplicateKeys(original, receipt);
    expect(keys.map((k) => k.kind)).toEqual(["message", "message", "order"]);
    // a re-wrapped copy of the same body, and the same order written "1001", are the same
    const copy = duplicateKeys({ ...original, messageId: null, body: "Order 1001 Total $12.00" }, { ...receipt, order: { ...receipt.order, number: "1001" } });
    expect(copy).toEqual(keys.slice(1));
    expect(duplicateKeys(original, { ...receipt, totals: { ...receipt.totals, total: null } }).map((k) => k.kind)).toEqual(["message", "message"]);
  });

  it("names the earlier receipt: the same message from anyone, the same order from another user or as the same kind of email", () => {
    const own = { ids: ["rc_9"], user: "u-a", emailType: "order_confirmation" };
    const claim = (receipt_id: string, user: string, email_type = "order_confirmation") => ({ receipt_id, user, email_type });
    expect(firstDuplicate(own, [{ kind: "message", claim: claim("rc_9", "u-a") }])).toBeNull();
    expect(firstDuplicate(own, [{ kind: "order", claim: claim("rc_2", "u-a", "shipping_confirmation") }])).toBeNull();
    expect(firstDuplicate(own, [{ kind: "order", claim: claim("rc_2", "u-b", "shipping_confirmation") }])).toEqual({ kind: "order", of: "rc_2" });
    expect(firstDuplicate(own, [{ kind: "order", claim: claim("rc_2", "u-a") }])).toEqual({ kind: "order", of: "rc_2" });
    expect(firstDuplicate(own, [{ kind: "order", claim: claim("rc_3", "u-b") }, { kind: "message", claim: claim("rc_1", "u-a") }])).toEqual({ kind: "message", of: "rc_1" });
    expect(firstDuplicate({ ...own, ids: ["rc_9_0", "rc_1"] }, [{ kind: "message", claim: claim("rc_1", "u-a") }])).toBeNull();
  });
});
