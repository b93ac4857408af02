import { describe, expect, it } from "vitest";
import { aggregateOrder, orderKey } from "../../lambdas/domain/aggregation";
import type { EReceipt } from "../../lambdas/extraction";

function receipt(over: { id: string; date: string; type?: EReceipt["email_type"]; status?: EReceipt["order"]["status"]; total?: number | null; products?: number; tracking?: string[]; trust?: EReceipt["trust"] }): EReceipt {
  return {
    receipt_id: over.id, original_receipt_id: null, job_id: Number(over.id.replace(/\D/g, "")) || 1, client_user_id: "u", email_hash: "h", country_code: null,
    is_receipt: true, email_type: over.type ?? "order_confirmation",
    email: { message_id: `<${over.id}@shop>`, provider: null, from: "orders@shop.com", subject: "s", date: over.date, forwarded: false, forwarded_by: null, authentication: { dkim: "pass", spf: "pass" } },
    merchant: { name: "Shop", email: "orders@shop.com", domain: "shop.com", intermediary: null, sub_merchant: null },
    order: { number: "A-1", numbers: ["A-1"], status: over.status ?? "ordered", purchase_date: "2026-01-02", purchase_time: null, channel: "online" },
    currency: "USD",
    totals: { subtotal: null, discount: null, shipping: null, tax: null, tip: null, fees: [], total: over.total === undefined ? 10 : over.total },
    payments: [],
    products: Array.from({ length: over.products ?? 1 }, (_, i) => ({ index: i, description: `item ${i}`, product_number: null, quantity: 1, unit_price: 5, total_price: 5, url: null, image_url: null, seller: null, status: null })),
    shipments: (over.tracking ?? []).map((t) => ({ carrier: "UPS", tracking_number: t, tracking_url: null, status: null, expected_delivery: null, product_indexes: [] })),
    shipping_address: null, component_emails: [], confidence: { overall: 0.8, fields: {} }, parser: { method: "generic", template: null, version: "1" },
    trust: over.trust ?? { level: "high", reasons: ["dkim_verified"], dkim: { result: "pass", domain: "shop.com", aligned: true, failure: null }, duplicate_of: null },
  };
}

describe("orderKey", () => {
  it("keys an order by merchant domain and normalised order number", () => {
    expect(orderKey({ merchant: { domain: "Shop.com", name: "Shop", email: null, intermediary: null, sub_merchant: null }, order: { number: "# a-1 ", numbers: ["# a-1 "], status: null, purchase_date: null, purchase_time: null, channel: null } })).toBe("shop.com|A1");
  });
  it("has no key without an order number or a merchant", () => {
    const base = receipt({ id: "r1", date: "2026-01-02T00:00:00Z" });
    expect(orderKey({ ...base, merchant: { ...base.merchant, domain: null, name: null } })).toBeUndefined();
    expect(orderKey({ ...base, order: { ...base.order, number: null } })).toBeUndefined();
  });
});

describe("aggregateOrder", () => {
  const confirmation = receipt({ id: "rc_1", date: "2026-01-02T10:00:00Z", products: 3, total: 42 });
  const shipped = receipt({ id: "rc_2", date: "2026-01-03T10:00:00Z", type: "shipping_confirmation", status: "shipped", total: null, products: 1, tracking: ["1Z999"] });
  const delivered = receipt({ id: "rc_3", date: "2026-01-05T10:00:00Z", type: "delivery_confirmation", status: "delivered", total: null, products: 0, tracking: ["1Z999"] });

  it("keeps the first arrival's receipt id and lists every email as a component, oldest first", () => {
    const agg = aggregateOrder([confirmation, shipped, delivered]);
    expect(agg.receipt_id).toBe("rc_1");
    expect(agg.component_emails.map((c) => c.receipt_id)).toEqual(["rc_1", "rc_2", "rc_3"]);
  });

  it("takes the latest status and email type, and keeps values only earlier emails stated", () => {
    const agg = aggregateOrder([confirmation, shipped, delivered]);
    expect(agg.order.status).toBe("delivered");
    expect(agg.email_type).toBe("delivery_confirmation");
    expect(agg.totals.total).toBe(42);
    expect(agg.products).toHaveLength(3);
  });

  it("merges shipments without repeating a tracking number", () => {
    expect(aggregateOrder([confirmation, shipped, delivered]).shipments.map((s) => s.tracking_number)).toEqual(["1Z999"]);
  });

  it("keeps the first arrival's id even when an older-dated email arrives later", () => {
    const agg = aggregateOrder([shipped, confirmation]);
    expect(agg.receipt_id).toBe("rc_2");
    expect(agg.component_emails.map((c) => c.receipt_id)).toEqual(["rc_1", "rc_2"]);
  });

  it("is as trusted as its least trusted email, and a duplicate when any email is one", () => {
    const low = { level: "low", reasons: ["dkim_body_changed"], dkim: { result: "fail", domain: "shop.com", aligned: true, failure: "body_hash" }, duplicate_of: null } as const;
    const dup = { level: "low", reasons: ["dkim_verified", "duplicate_order"], dkim: { result: "pass", domain: "shop.com", aligned: true, failure: null }, duplicate_of: "rc_1" } as const;
    const order = aggregateOrder([
      receipt({ id: "r1", date: "2026-01-02T00:00:00Z" }),
      receipt({ id: "r2", date: "2026-01-03T00:00:00Z", type: "shipping_confirmation", trust: { ...low, reasons: [...low.reasons], dkim: { ...low.dkim } } }),
    ]);
    expect(order.trust.level).toBe("low");
    expect(order.trust.reasons).toEqual(["dkim_body_changed"]);
    const both = aggregateOrder([
      receipt({ id: "r3", date: "2026-01-02T00:00:00Z", trust: { ...low, reasons: [...low.reasons], dkim: { ...low.dkim } } }),
      receipt({ id: "r4", date: "2026-01-03T00:00:00Z", trust: { ...dup, reasons: [...dup.reasons], dkim: { ...dup.dkim } } }),
    ]);
    expect(both.trust).toMatchObject({ level: "low", reasons: ["dkim_body_changed"], duplicate_of: "rc_1" });
    expect(aggregateOrder([receipt({ id: "r5", date: "2026-01-02T00:00:00Z" })]).trust.level).toBe("high");
  });

  it("refuses an empty order", () => {
    expect(() => aggregateOrder([])).toThrow();
  });
});
