import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";
import { findAmounts, symbolFamily } from "../../lambdas/extraction/money";

// Made-up messages: the caller's country (the job's country_code) settles what "$", "kr" or "¥" means.
const order = (from: string, lines: string[]) =>
  [`From: Shop <${from}>`, "Subject: Your order 1001", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ...lines].join("\r\n");
const dollars = order("orders@shop.example", ["Order 1001", "Blue Mug   $5.00", "Subtotal: $5.00", "Tax: $0.65", "Total: $5.65"]);

describe("currency from the caller's country", () => {
  it("reads '$' as the country's dollar when the email does not say which", async () => {
    for (const [country, currency] of [["CA", "CAD"], ["AU", "AUD"], ["NZ", "NZD"], ["MX", "MXN"], ["SG", "SGD"], ["HK", "HKD"], ["US", "USD"], ["ca", "CAD"]]) {
      const r = await parseReceiptEmail(dollars, { countryCode: country });
      expect(r.currency, country).toBe(currency);
      expect(r.totals).toMatchObject({ subtotal: 5, tax: 0.65, total: 5.65 });
    }
  });

  it("keeps today's reading without a country, or for a country whose currency the symbol cannot mean", async () => {
    expect((await parseReceiptEmail(dollars)).currency).toBe("USD");
    expect((await parseReceiptEmail(dollars, { countryCode: "DE" })).currency).toBe("USD");
    expect((await parseReceiptEmail(dollars, { countryCode: "ZZ" })).currency).toBe("USD");
    const euros = order("orders@shop.example", ["Order 1001", "Total: €12.00"]);
    expect((await parseReceiptEmail(euros, { countryCode: "CA" })).currency).toBe("EUR");
  });

  it("lets the email settle it: an ISO code or a prefixed dollar in the text, or the sender's domain", async () => {
    const coded = order("orders@shop.example", ["Order 1001", "Total: $5.65", "All prices in USD"]);
    expect((await parseReceiptEmail(coded, { countryCode: "CA" })).currency).toBe("USD");
    const prefixed = order("orders@shop.example", ["Order 1001", "Item  US$5.00", "Total: $5.00"]);
    expect((await parseReceiptEmail(prefixed, { countryCode: "CA" })).currency).toBe("USD");
    const australian = order("orders@shop.com.au", ["Order 1001", "Total: $5.65"]);
    expect((await parseReceiptEmail(australian, { countryCode: "NZ" })).currency).toBe("AUD");
  });

  it("lets a .ca sender's domain settle '$' as CAD with or without a country, in a totals row or a bare amount", async () => {
    const withTotal = order("orders@shop.ca", ["Order 1001", "Blue Mug   $10.00", "Total: $10.00"]);
    const bare = order("orders@shop.ca", ["Your order 1001 is confirmed.", "Blue Mug   $10.00"]);
    for (const raw of [withTotal, bare]) {
      expect((await parseReceiptEmail(raw)).currency).toBe("CAD");
      expect((await parseReceiptEmail(raw, { countryCode: "US" })).currency).toBe("CAD");
      expect((await parseReceiptEmail(raw, { countryCode: "CA" })).currency).toBe("CAD");
    }
    expect((await parseReceiptEmail(withTotal)).totals.total).toBe(10);
    // the text naming the currency wins over the domain
    const named = order("orders@shop.ca", ["Your order 1001 is confirmed.", "Blue Mug   $10.00", "Prices in USD"]);
    expect((await parseReceiptEmail(named)).currency).toBe("USD");
  });

  it("reads 'kr' as SEK, NOK or DKK and '¥' as JPY or CNY by country, with the right minor units", async () => {
    const kronor = order("orders@shop.example", ["Order 1001", "Total: 120,50 kr"]);
    expect((await parseReceiptEmail(kronor, { countryCode: "NO" })).currency).toBe("NOK");
    expect((await parseReceiptEmail(kronor, { countryCode: "DK" })).currency).toBe("DKK");
    expect((await parseReceiptEmail(kronor)).currency).toBe("SEK");
    const yuan = await parseReceiptEmail(order("orders@shop.example", ["Order 1001", "Total: ¥12.50"]), { countryCode: "CN" });
    expect([yuan.currency, yuan.totals.total]).toEqual(["CNY", 12.5]);
    const yen = await parseReceiptEmail(order("orders@shop.example", ["Order 1001", "Total: ¥1,280"]), { countryCode: "JP" });
    expect([yen.currency, yen.totals.total]).toEqual(["JPY", 1280]);
  });

  it("maps an ambiguous marker to the hinted currency only within its family", () => {
    expect(symbolFamily("$")).toContain("CAD");
    expect(symbolFamily("€")).toBeNull();
    expect(findAmounts("$5.00", { fallback: null, symbol: "CAD" }).map((a) => a.currency)).toEqual(["CAD"]);
    expect(findAmounts("C$5.00 US$2.00", { fallback: "EUR", symbol: "CAD" }).map((a) => a.currency)).toEqual(["CAD", "USD"]);
    expect(findAmounts("5.00", { fallback: "EUR", symbol: "CAD" }).map((a) => a.currency)).toEqual(["EUR"]);
    expect(findAmounts("12 kr", { fallback: null, symbol: "CAD" }).map((a) => a.currency)).toEqual(["SEK"]);
  });
});

describe("confidence of a currency read from a sign several currencies print (session 23)", () => {
  const eml = (body: string, from = "Café <receipts@cafe.example.com>") => [`From: ${from}`, "Subject: Your receipt", "Date: Tue, 03 Nov 2026 10:00:00 +0000",
    "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body].join("\r\n");

  it("is below 0.9 for a bare '$' with nothing to say which dollar, and 0.9 or more when a code or a country's own sign says it", async () => {
    const bare = await parseReceiptEmail(eml("Latte $4.75\nTotal $4.75"));
    const coded = await parseReceiptEmail(eml("Latte $4.75\nTotal $4.75 USD"));
    const own = await parseReceiptEmail(eml("Latte US$4.75\nTotal US$4.75"));
    const euro = await parseReceiptEmail(eml("Latte 4,75 €\nTotal 4,75 €"));
    expect([bare.currency, coded.currency, own.currency, euro.currency]).toEqual(["USD", "USD", "USD", "EUR"]);
    expect([bare, coded, own, euro].map((r) => (r.confidence.fields.currency ?? 0) >= 0.9)).toEqual([false, true, true, true]);
  });
});
