import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { eReceiptSchema, parseReceiptEmail, unwrapForwardedEmail } from "../../lambdas/extraction/index";
import { withPlaceholders } from "../../lambdas/extraction/placeholders";

// Real emails read in place (never copied into the repo, never logged).
import { corpusDir as corpus } from "../support/corpus";
const eml = (id: string) => readFileSync(join(corpus, `${id}.eml`));

describe("real receipt emails", () => {
  it("reads an Amazon.co.uk order confirmation: VAT, postage and the order total", async () => {
    const r = await parseReceiptEmail(eml("d099"));
    expect(r).toMatchObject({ is_receipt: true, email_type: "order_confirmation", currency: "GBP" });
    expect(r.merchant.name).toBe("Amazon");
    expect(r.order.number).toBe("202-1391264-5465967");
    expect(r.totals).toMatchObject({ subtotal: 17.67, shipping: 0, tax: 3.53, total: 21.2 });
  });

  it("reads an Italian shipping confirmation with decimal commas and a negative discount", async () => {
    const r = await parseReceiptEmail(eml("d118"));
    expect(r.email_type).toBe("shipping_confirmation");
    expect(r.totals).toMatchObject({ subtotal: 88.52, discount: 0.65, tax: 19.47, total: 107.34 });
    expect(r.currency).toBe("EUR");
  });

  it("takes the order-level totals of a multi-shipment Amazon order page", async () => {
    const r = await parseReceiptEmail(eml("d140"));
    expect(r.totals).toMatchObject({ subtotal: 149.6, tax: 4.59, total: 154.19 });
    expect(r.payments[0]?.last4).toBe("1234");
  });

  it("reads an airline receipt whose taxes are spread over several lines", async () => {
    const r = await parseReceiptEmail(eml("d069"));
    expect(r.totals).toMatchObject({ subtotal: 480, tax: 46.6, total: 546.8 });
    expect(r.order.number).toBe("GFQWNR");
  });

  it("unwraps an inline Gmail forward to the original sender", async () => {
    const fwd = await unwrapForwardedEmail(eml("d093"));
    expect(fwd.forwarded).toBe(true);
    expect(fwd.originalFrom).toBe("confirmation@seamless.com");
  });

  it("does not report a charge summary that says it is not a receipt as a purchase", async () => {
    const r = await parseReceiptEmail(eml("d088"));
    expect(r.is_receipt).toBe(false);
  });

  it("validates every corpus email's output against the published schema", async () => {
    for (const id of ["d062", "d072", "d079", "d090", "d125", "d132", "d157"]) {
      const raw = eml(id);
      const result = v.safeParse(eReceiptSchema, withPlaceholders(raw, await parseReceiptEmail(raw)));
      expect(result.success, id).toBe(true);
    }
  });
});
