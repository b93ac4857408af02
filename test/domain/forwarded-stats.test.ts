import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { forwardedStats, fromMinor, toMinor, type ForwardedMeta, type ForwardedStatus } from "../../lambdas/domain/forwarded-stats";
import { dedupeKeys, recordStatus } from "../../lambdas/domain/forwarded-record";
import { forwardedPart } from "../../lambdas/extraction/forward";
import { forwardDateToIso } from "../../lambdas/extraction/forward";
import { emailHash } from "../../lambdas/domain/keys";

let n = 0;
function meta(over: Partial<ForwardedMeta>): ForwardedMeta {
  n += 1;
  return {
    receipt_id: `fwd_${n}`, sender: "user@example.com", merchant: "Shop", merchant_email: "orders@shop.example",
    subject: "Your order", email_date: "2026-03-01T10:00:00.000Z", received_at: `2026-03-02T10:00:${String(n % 60).padStart(2, "0")}.000Z`,
    status: "parsed", currency: "USD", total: 10, ...over,
  };
}

describe("forwardedStats", () => {
  it("is all zeros and nulls for an empty window", () => {
    expect(forwardedStats([])).toEqual({
      emails: 0, parsed: 0, not_receipt: 0, failed: 0, receipts_total_amount: {}, merchants: [], first_email_at: null, last_email_at: null,
    });
  });

  it("counts by status, sums per currency and per merchant, and finds first and last", () => {
    const records = [
      meta({ merchant: "Amazon", currency: "USD", total: 19.99, received_at: "2026-03-02T10:00:00.000Z" }),
      meta({ merchant: "amazon", currency: "USD", total: 0.01, received_at: "2026-03-01T08:00:00.000Z" }),
      meta({ merchant: "Amazon", currency: "GBP", total: 5.5, received_at: "2026-03-03T23:59:59.999Z" }),
      meta({ merchant: "Uber", currency: "USD", total: 12.1 }),
      meta({ merchant: "Uber", status: "not_receipt", currency: "USD", total: 99 }),
      meta({ merchant: null, status: "failed", currency: null, total: null }),
      meta({ merchant: "Tokyo Shop", currency: "JPY", total: 1200 }),
      meta({ merchant: "Shop", currency: null, total: 7 }),
    ];
    const s = forwardedStats(records);
    expect(s).toMatchObject({ emails: 8, parsed: 6, not_receipt: 1, failed: 1 });
    expect(s.receipts_total_amount).toEqual({ GBP: 5.5, JPY: 1200, USD: 32.1 });
    expect(s.merchants).toEqual([
      { merchant: "Amazon", emails: 3, total_amount: { GBP: 5.5, USD: 20 } },
      { merchant: "Uber", emails: 2, total_amount: { USD: 12.1 } },
      { merchant: "Shop", emails: 1, total_amount: {} },
      { merchant: "Tokyo Shop", emails: 1, total_amount: { JPY: 1200 } },
      { merchant: null, emails: 1, total_amount: {} },
    ]);
    expect(s.first_email_at).toBe("2026-03-01T08:00:00.000Z");
    expect(s.last_email_at).toBe("2026-03-03T23:59:59.999Z");
  });

  it("sums money exactly in minor units (0.1 + 0.2 is 0.3)", () => {
    const s = forwardedStats([meta({ total: 0.1 }), meta({ total: 0.2 })]);
    expect(s.receipts_total_amount.USD).toBe(0.3);
    expect(toMinor(1.005, "BHD")).toBe(1005);
    expect(fromMinor(1005, "BHD")).toBe(1.005);
  });

  it("agrees with itself: per-merchant totals add up to the currency totals, counts to the emails", () => {
    const record = fc.record({
      merchant: fc.constantFrom("A", "B", "c", null),
      status: fc.constantFrom<ForwardedStatus>("parsed", "not_receipt", "failed"),
      currency: fc.constantFrom("USD", "EUR", "JPY", null),
      cents: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), (rows) => {
        const records = rows.map((r) => meta({ merchant: r.merchant, status: r.status, currency: r.currency, total: r.cents === null ? null : r.currency === "JPY" ? r.cents : r.cents / 100 }));
        const s = forwardedStats(records);
        expect(s.parsed + s.not_receipt + s.failed).toBe(s.emails);
        expect(s.merchants.reduce((a, m) => a + m.emails, 0)).toBe(s.emails);
        for (const [currency, total] of Object.entries(s.receipts_total_amount)) {
          const byMerchant = s.merchants.reduce((a, m) => a + toMinor(m.total_amount[currency] ?? 0, currency), 0);
          expect(byMerchant).toBe(toMinor(total, currency));
        }
      }),
    );
  });
});

describe("forwarded record rules", () => {
  it("hashes the forwarder's trimmed, lower-cased address", () => {
    expect(emailHash("  User@Example.COM ")).toBe(emailHash("user@example.com"));
    expect(emailHash("user@example.com")).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["Mon, Jan 5, 2026 at 10:00 AM", "2026-01-05T10:00:00.000Z"],
    ["Monday, January 5, 2026 10:00 AM", "2026-01-05T10:00:00.000Z"],
    ["Thu, 15 Jan 2026 10:00:00 +0100", "2026-01-15T09:00:00.000Z"],
    ["January 5, 2026 at 10:00:00 AM PST", "2026-01-05T18:00:00.000Z"],
    ["2026-01-05T10:00:00.000Z", "2026-01-05T10:00:00.000Z"],
    ["2026-01-05T10:00:00+01:00", "2026-01-05T09:00:00.000Z"],
    ["not a date", null],
    [null, null],
  ])("reads the forward header date %j", (value, iso) => expect(forwardDateToIso(value)).toBe(iso));

  it("fingerprints the original, not the forwarder's note or line wrapping", () => {
    const original = "---------- Forwarded message ---------\nFrom: Shop <orders@shop.example>\nSubject: Order 1\n\nTotal $10.00\nThanks";
    const a = dedupeKeys({ messageId: null, from: "orders@shop.example", subject: "Order 1", date: null, body: forwardedPart(`FYI\n\n${original}`) });
    const b = dedupeKeys({ messageId: null, from: "orders@shop.example", subject: "Order 1", date: null, body: forwardedPart(`see this one!\n${original.replace("\nThanks", " Thanks")}`) });
    const c = dedupeKeys({ messageId: null, from: "orders@shop.example", subject: "Order 2", date: null, body: forwardedPart(original) });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it.each([
    ["Dutch", "Zie hieronder\n\n-------- Doorgestuurd bericht --------\nVan: Winkel <bestel@winkel.example>\nTotaal € 10,00"],
    ["Apple Mail", "Kijk\n\nBegin doorgestuurd bericht:\n\nVan: Winkel <bestel@winkel.example>\nTotaal € 10,00"],
    ["Polish", "Patrz\n\n---------- Przekazana wiadomość ----------\nOd: Sklep <sklep@sklep.example>\nRazem 10,00 zł"],
    ["a header block without a marker", "FYI\n\nFrom: Shop <orders@shop.example>\nSent: Monday, January 5, 2026 10:00 AM\nTotal $10.00"],
  ])("drops the forwarder's note before a %s forward", (_kind, text) => {
    const part = forwardedPart(text);
    expect(part.length).toBeLessThan(text.length);
    expect(part).not.toMatch(/^(?:Zie|Kijk|Patrz|FYI)/);
  });

  it("keys by Message-ID when the original carries one", () => {
    const keys = dedupeKeys({ messageId: "<ABC@shop.example>", from: null, subject: null, date: null, body: "x" });
    expect(keys[0]).toBe(dedupeKeys({ messageId: "abc@shop.example", from: "other", subject: null, date: null, body: "y" })[0]);
    expect(keys).toHaveLength(2);
  });

  it("maps the extraction to a status", () => {
    expect(recordStatus({ is_receipt: true })).toBe("parsed");
    expect(recordStatus({ is_receipt: false })).toBe("not_receipt");
    expect(recordStatus(null)).toBe("failed");
  });
});
