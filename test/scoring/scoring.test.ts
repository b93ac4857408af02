import { describe, expect, it } from "vitest";
import { calibrate } from "../../lib/scoring/calibration";
import { comparators, scores, type Label } from "../../lib/scoring/fields";
import { sameMoney } from "../../lib/scoring/money";
import { merchantKey, similarity, tokens } from "../../lib/scoring/normalise";
import { matchProducts } from "../../lib/scoring/products";
import { buildReport } from "../../lib/scoring/report";

// Made-up labels and predictions only.
const receipt = (over: Record<string, unknown> = {}) => ({
  is_receipt: true, email_type: "order_confirmation", currency: "USD",
  merchant: { name: "Northwind" }, order: { number: "A-1", purchase_date: "2026-01-02" },
  totals: { subtotal: 10, discount: null, shipping: 0, tax: 1, tip: null, total: 11 },
  payments: [{ last4: "4242" }], products: [{ description: "Blue Mug", quantity: 1, total_price: 10 }],
  confidence: { fields: {} }, ...over,
});
const label = (over: Record<string, unknown> = {}): Label => ({
  is_receipt: true, email_type: "order_confirmation", merchant_name: "Northwind", order_number: "A-1", purchase_date: "2026-01-02",
  currency: "USD", subtotal: 10, discount: null, shipping: 0, tax: 1, tip: null, total: 11, payment_last4: "4242",
  products: [{ description: "Blue Mug", quantity: 1, total_price: 10 }], ...over,
});

describe("field comparators", () => {
  it("accepts a value from <key>_alternatives", () => {
    expect(comparators.total(label({ total: 12, total_alternatives: [11] }), receipt())).toBe(true);
    expect(comparators.total(label({ total: 12 }), receipt())).toBe(false);
  });

  it("accepts a merchant alias, ignoring legal forms, case and accents", () => {
    expect(comparators.merchant_name(label({ merchant_name: "Other", merchant_aliases: ["NORTHWIND, Inc."] }), receipt())).toBe(true);
    expect(merchantKey("Café Ünïcorn Ltd")).toBe("cafe unicorn");
    expect(comparators.merchant_name(label(), receipt({ merchant: { name: null } }))).toBe(false);
  });

  it("reads null as 'not stated': the prediction must say null too, except for the purchase date", () => {
    expect(comparators.discount(label(), receipt())).toBe(true);
    expect(comparators.discount(label(), receipt({ totals: { ...receipt().totals, discount: 2 } }))).toBe(false);
    expect(scores(label({ purchase_date: null }), "purchase_date")).toBe(false);
    expect(scores(label({ total: null }), "total")).toBe(true);
  });

  it("skips fields listed in unscored and fields the label lacks", () => {
    expect(scores(label({ unscored: ["tax"] }), "tax")).toBe(false);
    const { tip: _tip, ...noTip } = label();
    expect(scores(noTip, "tip")).toBe(false);
  });

  it("compares order numbers without '#' and spaces, case-blind", () => {
    expect(comparators.order_number(label({ order_number: "# a-1 " }), receipt())).toBe(true);
  });

  it("compares money within one minor unit of the label's currency", () => {
    expect(sameMoney(10, 10.01, "USD")).toBe(true);
    expect(sameMoney(10, 10.02, "USD")).toBe(false);
    expect(sameMoney(1200, 1201, "JPY")).toBe(true);
    expect(sameMoney(1200, 1202, "JPY")).toBe(false);
    expect(sameMoney(1.25, 1.251, "KWD")).toBe(true);
    expect(sameMoney(1.25, 1.252, "KWD")).toBe(false);
  });

  it("finds the last four among all payments", () => {
    expect(comparators.payment_last4(label({ payment_last4: "1111" }), receipt({ payments: [{ last4: "4242" }, { last4: "1111" }] }))).toBe(true);
    expect(comparators.payment_last4(label({ payment_last4: null }), receipt())).toBe(false);
  });
});

describe("descriptions in any script", () => {
  it("compares Japanese as itself, by character pairs", () => {
    expect([...tokens("抹茶クッキー")]).toEqual(["抹茶", "茶ク", "クッ", "ッキ", "キー"]);
    expect(similarity("抹茶クッキー 12枚", "抹茶クッキー 12枚")).toBe(1);
    expect(similarity("抹茶クッキー", "緑茶ティーバッグ")).toBeLessThan(0.5);
  });

  it("scores a description contained in the other as 0.8", () => {
    expect(similarity("Blue Mug", "Blue Mug 350 ml stoneware")).toBe(0.8);
  });
});

describe("products", () => {
  it("matches items greedily and counts precision, recall, price and quantity", () => {
    const m = matchProducts(
      label({ products: [{ description: "Blue Mug", quantity: 2, total_price: 20 }, { description: "Red Plate", quantity: 1, total_price: 5 }] }),
      receipt({ products: [{ description: "Blue Mug", quantity: 2, total_price: 20 }, { description: "Gift wrap", quantity: 1, total_price: 1 }] }),
    );
    expect(m).toEqual({ labelled: 2, predicted: 2, matched: 1, priceRight: 1, priced: 1, quantityRight: 1 });
  });
});

describe("the report", () => {
  it("averages the headline fields and products F1 into the score", () => {
    const r = buildReport("made-up", [
      { id: "x1", label: label(), predicted: receipt() },
      { id: "x2", label: label({ total: 99 }), predicted: null },
    ]);
    expect(r.parser_failures).toBe(1);
    expect(r.fields.find((f) => f.field === "total")).toMatchObject({ accuracy: 50, n: 2, misses: ["x2"] });
    expect(r.products).toMatchObject({ labelled: 2, predicted: 1, matched: 1, precision: 100, recall: 50, f1: 66.7 });
    // eight headline fields at 50 % (purchase date too), f1 66.7: (9 * 50 + 66.7) / 10
    expect(r.score).toBe(51.7);
  });
});

describe("calibration", () => {
  it("counts values and the share right per confidence bucket", () => {
    const rows = calibrate([
      { label: label(), predicted: receipt({ confidence: { fields: { total: 0.95, order_number: 0.6 } } }) },
      { label: label({ total: 50 }), predicted: receipt({ confidence: { fields: { total: 0.92 } } }) },
    ]);
    const total = rows.find((r) => r.field === "total")!;
    expect(total.buckets[">=0.9"]).toEqual({ n: 2, right: 1 });
    expect(total.high).toEqual({ n: 2, accuracy: 50 });
    expect(rows.find((r) => r.field === "order_number")!.buckets["0.5-0.7"]).toEqual({ n: 1, right: 1 });
  });
});
