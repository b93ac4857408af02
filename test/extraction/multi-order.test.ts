import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// decisions.md §1: one email is one EReceipt, also for a checkout split into several orders. Made-up messages.
const eml = (body: string[]) => [
  "From: Shop <orders@shop.example>", "Subject: Your order", "Date: Tue, 03 Nov 2026 10:00:00 +0000",
  "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");

describe("a checkout split into several orders", () => {
  it("sums every order's amounts, lists every order's items and every order number, the first one first", async () => {
    const r = await parseReceiptEmail(eml([
      "Your purchase has been divided into 2 orders.", "",
      "Order #111-2222222-3333333", "Placed on November 3, 2026", "",
      "Garden Hose 20m", "$24.00", "",
      "Item Subtotal: $24.00", "Shipping: $5.00", "Tax: $2.40", "Order Total: $31.40", "",
      "Order #444-5555555-6666666", "Placed on November 3, 2026", "",
      "Hose Nozzle Brass", "$8.00", "",
      "Item Subtotal: $8.00", "Shipping: $0.00", "Tax: $0.80", "Order Total: $8.80",
    ]));
    expect(r.order.number).toBe("111-2222222-3333333");
    expect(r.order.numbers).toEqual(["111-2222222-3333333", "444-5555555-6666666"]);
    expect(r.totals).toMatchObject({ subtotal: 32, shipping: 5, tax: 3.2, total: 40.2 });
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Garden Hose 20m", 24], ["Hose Nozzle Brass", 8]]);
  });

  it("sums two orders whose blocks a line between them runs together ('Your shipping speed: FREE Two-Day Shipping' under the second number)", async () => {
    const r = await parseReceiptEmail(eml([
      "Your purchase has been divided into 2 orders.",
      "Order #111-2222222-3333333", "Your shipping speed: FREE Two-Day Shipping", "Garden Hose 20m", "$24.00",
      "Item Subtotal: $24.00", "Shipping & Handling: $0.00", "Estimated Tax: $2.40", "Order Total: $26.40",
      "Order #444-5555555-6666666", "Your shipping speed: FREE Two-Day Shipping", "Hose Nozzle Brass", "$8.00",
      "Item Subtotal: $8.00", "Shipping & Handling: $5.99", "Estimated Tax: $0.80", "Order Total: $14.79",
    ]));
    expect(r.order.numbers).toEqual(["111-2222222-3333333", "444-5555555-6666666"]);
    expect(r.totals).toMatchObject({ subtotal: 32, shipping: 5.99, tax: 3.2, total: 41.19 });
  });

  it("keeps one grand total where each order's number stands under its block ('Razem' over 'Nr zamówienia'), the sum of them printed last", async () => {
    const r = await parseReceiptEmail(eml([
      "Zamówienie 1 z 2", "Nasiona pomidor | 3 szt. × 4,50 zł | 13,50 zł", "Dostawa: Kurier DPD | 16,99 zł", "Razem | 30,49 zł", "Nr zamówienia: 1a7e93c2-0b44-11ef-8a1d-77c4e2b8f001",
      "Zamówienie 2 z 2", "Sekator Fiskars | 1 szt. × 129,00 zł | 129,00 zł", "Dostawa: DPD | 8,99 zł", "Razem | 137,99 zł", "Nr zamówienia: 1a7e9d8e-0b44-11ef-8a1d-77c4e2b8f001",
      "Łącznie zapłacono | 168,48 zł",
    ]));
    expect(r.totals.total).toBe(168.48);
  });

  it("keeps one order's totals when the same order number heads a summary printed twice", async () => {
    const r = await parseReceiptEmail(eml([
      "Order #777-1234567-7654321", "", "Desk Lamp", "$40.00", "", "Subtotal: $40.00", "Order Total: $40.00", "",
      "Order #777-1234567-7654321", "Order Total: $40.00",
    ]));
    expect(r.order.numbers).toEqual(["777-1234567-7654321"]);
    expect(r.totals.total).toBe(40);
  });
});
