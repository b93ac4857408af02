import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EmlParseError, eReceiptSchema, parseReceiptEmail } from "../../lambdas/extraction/index";
import { withPlaceholders } from "../../lambdas/extraction/placeholders";
import { sampleReceiptEml } from "../../lambdas/samples/sample-receipt";

import { corpusDir as corpus } from "../support/corpus";
const eml = (id: string) => readFileSync(join(corpus, `${id}.eml`));

describe("parseReceiptEmail", () => {
  it("produces an object that the published EReceipt schema accepts", async () => {
    const raw = eml("d072");
    const out = withPlaceholders(raw, await parseReceiptEmail(raw));
    expect(v.safeParse(eReceiptSchema, out).success).toBe(true);
  });

  it("throws EmlParseError for input that is not an email", async () => {
    await expect(parseReceiptEmail(Buffer.from("\x00\x01\x02 not an email"))).rejects.toBeInstanceOf(EmlParseError);
    await expect(parseReceiptEmail("")).rejects.toBeInstanceOf(EmlParseError);
  });

  it("does not throw for an odd but parseable email", async () => {
    const out = await parseReceiptEmail("Subject: hello\r\n\r\njust text\r\n");
    expect(out.is_receipt).toBe(false);
  });

  it("reads a description | quantity | price table: the quantity column is not a price", async () => {
    const out = await parseReceiptEmail(Buffer.from(sampleReceiptEml));
    expect(out.products.map((p) => [p.quantity, p.unit_price, p.total_price])).toEqual([[1, 89, 89], [2, 19, 38]]);
    expect(out.totals).toMatchObject({ subtotal: 127, shipping: 5.99, tax: 10.48, total: 143.47 });
  });
});

describe("a page saved from a mail archive (session 22)", () => {
  const page = (html: string) => ["Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "", html].join("\r\n");
  it("reads the email its declarative shadow root shows, and still skips a plain template", async () => {
    const r = await parseReceiptEmail(page(`<div id="emailcell"><template shadowrootmode="open"><p>Order #A-77120 confirmed</p>
      <table><tr><td>Trail Socks</td><td>$12.00</td></tr><tr><td>Total</td><td>$12.00</td></tr></table></template></div>
      <template><p>Order #Z-99999</p></template>`));
    expect(r.order.number).toBe("A-77120");
    expect(r.totals.total).toBe(12);
  });
});
