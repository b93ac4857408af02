import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Made-up emailed till receipts: each test holds a kind (the till's own words, its row notation), never one shop.
const eml = (from: string, subject: string, body: string[]) => [
  `From: ${from}`, `Subject: ${subject}`, "Date: Tue, 10 Mar 2026 10:00:00 +0000", "Content-Type: text/plain; charset=utf-8",
  "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");
const rows = (r: Awaited<ReturnType<typeof parseReceiptEmail>>) => r.products.map((p) => [p.description, p.total_price]);

describe("emailed in-store receipts", () => {
  it("knows a till receipt by the name the email gives it, in every language, with one till word or none in the body", async () => {
    const cases: Array<[string, string]> = [
      ["Dein Kassenbon von Markt", "de"], ["Ihr eBon vom 10.03.2026", "de"], ["Votre ticket de caisse", "fr"], ["Je digitale kassabon", "nl"],
      ["Il tuo scontrino", "it"], ["Tu ticket de compra", "es"], ["Din digitala kvitto", "sv"], ["Your digital receipt", "en"],
    ];
    for (const [subject, language] of cases) {
      const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", subject, ["Markt Filiale 12", "BROT  1,79", "MILCH  1,09", "SUMME EUR  2,88"]));
      expect([r.email_type, r.is_receipt, r.totals.total], `${language}: ${subject}`).toEqual(["in_store_receipt", true, 2.88]);
    }
  });

  it("reads a till's row 'Milch 1,09 A' (tax class after the price) as the item on that line, never the store line above", async () => {
    const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", "Dein Kassenbon", [
      "Markt", "Filiale Berlin-Mitte", "Milch 1,09 A", "Brot 1,79 A", "zu zahlen 2,88 EUR", "Karte 2,88",
    ]));
    expect(rows(r)).toEqual([["Milch", 1.09], ["Brot", 1.79]]);
  });
});
