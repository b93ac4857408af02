import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findAmounts, parseMoney, parseNumber, toMajor } from "../../lambdas/extraction/money";

describe("parseMoney", () => {
  it.each([
    ["$1,234.56", 123456, "USD"], ["1.234,56 €", 123456, "EUR"], ["EUR 12,50", 1250, "EUR"], ["£3.99", 399, "GBP"],
    ["CHF 42.40", 4240, "CHF"], ["4 321 SEK", 432100, "SEK"], ["¥1,200", 1200, "JPY"], ["CA$ 3.00", 300, "CAD"],
    ["-EUR 0,65", -65, "EUR"], ["-£3.99", -399, "GBP"], ["12.50 USD", 1250, "USD"],
  ])("reads %s as %i minor units of %s", (text, minor, currency) => {
    expect(parseMoney(text)).toEqual({ minor, currency });
  });

  it("treats accounting parentheses as negative", () => {
    expect(parseMoney("(5.00)")?.minor).toBe(-500);
  });

  it("keeps the default currency when the amount has no marker", () => {
    expect(parseMoney("12.34", "EUR")).toEqual({ minor: 1234, currency: "EUR" });
  });
});

describe("parseNumber", () => {
  it("reads a single comma followed by two digits as a decimal comma", () => {
    expect(parseNumber("12,50")).toBe(1250);
  });
  it("reads a separator followed by three digits as thousands", () => {
    expect(parseNumber("1,234")).toBe(123400);
    expect(parseNumber("1.234")).toBe(123400);
  });

  it("round-trips any amount printed in en-US, de-DE or fr style", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom("en", "de", "fr"), (minor, style) => {
      const whole = Math.floor(minor / 100).toString();
      const cents = String(minor % 100).padStart(2, "0");
      const group = style === "en" ? "," : style === "de" ? "." : " ";
      const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
      const printed = `${grouped}${style === "en" ? "." : ","}${cents}`;
      expect(parseNumber(printed)).toBe(minor);
    }));
  });
});

describe("findAmounts", () => {
  it("finds marked amounts and skips bare integers such as quantities", () => {
    const found = findAmounts("2 x Widget  $3.99  total $7.98");
    expect(found.map((a) => a.minor)).toEqual([399, 798]);
  });

  it("reads a number glued to a unit of distance, time or data ('(4.85mi, 20m 46s)', '2.50 GB', '1.5h') as a measure, not money", () => {
    expect(findAmounts("Lyft fare (4.85mi, 20m 46s) $29.30").map((a) => a.minor)).toEqual([2930]);
    expect(findAmounts("Data 2.50 GB  12.00")).toEqual([expect.objectContaining({ minor: 1200 })]);
    expect(findAmounts("Parking 1.50h  4.50").map((a) => a.minor)).toEqual([450]);
  });

  it("reads a letter-led currency sign only where a word starts ('TICKET AMOUNT$546.80' is dollars, 'NT$546' Taiwan dollars)", () => {
    expect(findAmounts("TICKET AMOUNT$546.80 USD").map((a) => [a.currency, a.minor])).toEqual([["USD", 54680]]);
    expect(findAmounts("NT$546").map((a) => a.currency)).toEqual(["TWD"]);
    expect(findAmounts("Total: R$ 10,00").map((a) => [a.currency, a.minor])).toEqual([["BRL", 1000]]);
  });

  it("reads 'CDN$ 136.99' and a sign in capitals glued to a word in small letters ('TotalCA$77.03') as Canadian dollars (session 20)", () => {
    expect(findAmounts("Refund: CDN$ 136.99").map((a) => [a.currency, a.minor])).toEqual([["CAD", 13699]]);
    expect(findAmounts("SubtotalCA$68.17 Sales taxCA$8.87 TotalCA$77.03").map((a) => a.currency)).toEqual(["CAD", "CAD", "CAD"]);
    expect(findAmounts("Paid withUS$5.00").map((a) => a.currency)).toEqual(["USD"]);
  });

  it("reads a code that is also a word ('PEN', 'TOP') in a run of capitals before a whole number as the word, still as money with decimals or a label", () => {
    expect(findAmounts("CHROME/GOLD BAT PEN 5 EACH")).toEqual([]);
    expect(findAmounts("TOP 10 DEALS")).toEqual([]);
    expect(findAmounts("Total PEN 150.00").map((a) => [a.currency, a.minor])).toEqual([["PEN", 15000]]);
    expect(findAmounts("Amount: PEN 5").map((a) => a.currency)).toEqual(["PEN"]);
  });

  it("reads 'Price: 95.00' and 'Price: 23.30' as money, never as a time of day ('open:18.00', 'um 18.00 Uhr' stay times)", () => {
    expect(findAmounts("Price: 95.00").map((a) => a.minor)).toEqual([9500]);
    expect(findAmounts("Price: 23.30").map((a) => a.minor)).toEqual([2330]);
    expect(findAmounts("open:18.00")).toEqual([]);
    expect(findAmounts("um 18.00 Uhr")).toEqual([]);
  });

  it("converts minor units back to major units for output", () => {
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
      expect(Math.round(toMajor(minor, "USD") * 100)).toBe(minor);
    }));
    expect(toMajor(1200, "JPY")).toBe(1200);
  });
});

describe("the South African rand (session 17)", () => {
  it.each([["R 1,299", 129900], ["R1,004.00", 100400], ["(includes R130.96 VAT)", 13096], ["Qty: 1  R 499", 49900]])("reads %s as rand", (text, minor) => {
    expect(findAmounts(text).filter((a) => a.currency === "ZAR").map((a) => a.minor)).toEqual([minor]);
  });

  it.each(["SM-R630 Silver", "R2-D2 figure", "Room R12b", "Model R5", "Row R 12A"])("never reads %s as rand", (text) => {
    expect(findAmounts(text).filter((a) => a.currency === "ZAR")).toEqual([]);
  });
});

describe("a rand discount (session 17)", () => {
  it("reads '-R75.00' as minus 75 rand", () => {
    expect(findAmounts("Discount: -R75.00").map((a) => [a.currency, a.minor])).toEqual([["ZAR", -7500]]);
  });
});

describe("a till's minus after the number (session 21)", () => {
  it.each([["SC KROGER SAVINGS   2.00-", -200], ["VOIDED ITEM HASS AVOCADO   0.79-  F", -79], ["COCA COLA 12PK   6.99  F", 699], ["Open 9.00-17.30", null]])("%s", (text, minor) => {
    expect(findAmounts(text, "USD").at(-1)?.minor ?? null).toBe(minor);
  });
});
