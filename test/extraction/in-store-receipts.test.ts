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

  it("reads a till's row whose name ends with a percentage ('H-MILCH 1,5% 1,09 B': the milk's fat, not a rate)", async () => {
    const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", "Dein Kassenbon", ["Markt", "BIO BANANE 1,99 B", "H-MILCH 1,5% 1,09 B", "SUMME EUR 3,08"]));
    expect(rows(r)).toEqual([["BIO BANANE", 1.99], ["H-MILCH 1,5%", 1.09]]);
  });

  it("reads a till's row 'Milch 1,09 A' (tax class after the price) as the item on that line, never the store line above", async () => {
    const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", "Dein Kassenbon", [
      "Markt", "Filiale Berlin-Mitte", "Milch 1,09 A", "Brot 1,79 A", "zu zahlen 2,88 EUR", "Karte 2,88",
    ]));
    expect(rows(r)).toEqual([["Milch", 1.09], ["Brot", 1.79]]);
  });
});

describe("a till receipt's own notation (as an eBon's text reads)", () => {
  const bon = [
    "Markt Filiale 12", "EUR", "KAESE GOUDA   2,49 B", "BANANE   1,32 B", "0,832 kg x 1,59 EUR/kg", "MANGO   1,32 B", "2 Stk x   0,66",
    "LEERGUT   -0,30 A *", "2 Stk x   0,15", "5% Markt App   -0,20 B", "Mitarbeiterrabatt 5%   -0,13 B",
    "SUMME   EUR   6,50", "Geg. EC-Cash   EUR   106,50", "AUSZAHLUNG   EUR   100,00", "* * Kundenbeleg * *", "Beleg-Nr.   9633",
    "girocard", "Nr.   ###############0134 0000", "Betrag EUR   6,50", "Cashback EUR   100,00", "Gesamt EUR   106,50", "Zahlung erfolgt",
    "Steuer %   Netto   Steuer   Brutto", "A= 19,0%   -0,25   -0,05   -0,30", "B= 7,0%   6,35   0,45   6,80", "Gesamtbetrag   6,10   0,40   6,50",
    "PAYBACK Karten-Nr.: #########9334",
  ];

  it("reads counts and weights under their items, a deposit returned as an item, and no tender or slip line as an item", async () => {
    const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", "Ihr eBon", bon));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["KAESE GOUDA", 1, 2.49, 2.49], ["BANANE", 0.832, 1.59, 1.32], ["MANGO", 2, 0.66, 1.32], ["LEERGUT", 2, -0.15, -0.3],
    ]);
  });

  it("takes the purchase's total, not the card slip's total with cash back; sums the discount lines; the tax from the VAT table", async () => {
    const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", "Ihr eBon", bon));
    expect([r.totals.total, r.totals.discount, r.totals.tax, r.order.number]).toEqual([6.5, 0.33, 0.4, "9633"]);
    expect(r.payments.map((p) => p.last4)).toEqual(["0134"]);
  });

  it("keeps an item whose name starts with a percentage ('2% Milch') as an item", async () => {
    const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", "Ihr eBon", ["2% Milch   1,09 A", "BROT   1,79 A", "SUMME   EUR   2,88"]));
    expect(rows(r)).toEqual([["2% Milch", 1.09], ["BROT", 1.79]]);
    expect(r.totals.discount).toBeNull();
  });
});

describe("a register receipt as US tills print it", () => {
  it("reads a receipt in <pre> line by line, counts and weights before or after their item, and the till's own words", async () => {
    const html = [
      "From: Corner Hardware <ereceipt@hardware.example>", "Subject: Your receipt", "Date: Tue, 10 Mar 2026 10:00:00 +0000",
      "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
      "<html><body><pre>", "      CORNER HARDWARE #118", "", " 10/14/25  18:12  REG 03  TRN 4471", "",
      " ORGANIC BANANAS", "   2.14 lb @ 0.89 /lb       1.90", " WOOD SCREWS #8 1-1/4      4.98", "   2 @ 2.49",
      "   2 @ 1.25", " LIMES                     2.50", " PAINTER'S TAPE 1.88IN     6.47", " PFAND 0,15 EUR            0.30 A",
      "", " SUBTOTAL                 16.15", " TAX                       0.00", " TOTAL                    16.15", "</pre></body></html>",
    ].join("\r\n");
    const r = await parseReceiptEmail(html);
    expect([r.email_type, r.totals.total]).toEqual(["in_store_receipt", 16.15]);
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["ORGANIC BANANAS", 2.14, 0.89, 1.9], ["WOOD SCREWS #8 1-1/4", 2, 2.49, 4.98], ["LIMES", 2, 1.25, 2.5],
      ["PAINTER'S TAPE 1.88IN", 1, 6.47, 6.47], ["PFAND 0,15 EUR", 2, 0.15, 0.3],
    ]);
  });
});

describe("a till receipt printed at a fixed width", () => {
  it("joins an item name the width wrapped, mid-word or at a space, and drops the unit and tax class after it", async () => {
    const rule = "=".repeat(40);
    const body = [rule, "SHOP DOO", "Касир: Ana", "ЕСИР број: 253/49.0", rule, "Назив   Цена         Кол.         Укупно",
      "4911785 Torba MY BLUE BAG Š18xD70xV60 re", "cikl./KOM (Ђ)", "         1,00          1            1,00",
      "6093608 Stolnjak BLOMME 140x240 žuta/KOM", " (Ђ)", "     2.025,00          1        2.025,00", "-".repeat(40),
      "Укупан износ:                   2.026,00", rule];
    const r = await parseReceiptEmail(["From: Shop <noreply@shop.example.rs>", "Subject: Fiskalni račun", "Date: Sat, 17 Dec 2022 18:03:00 +0100",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n"));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([
      ["Torba MY BLUE BAG Š18xD70xV60 recikl.", 1], ["Stolnjak BLOMME 140x240 žuta", 2025],
    ]);
  });
});

describe("a fiscal till's article numbers, tax classes and measured quantities", () => {
  const till = (rows: string[]) => ["From: Shop <noreply@shop.example.rs>", "Subject: Fiskalni račun", "Date: Sat, 28 Jan 2023 13:16:00 +0100",
    "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Касир: Anja", "ЕСИР број: 955/22.4.1.0", "Назив   Цена   Кол.   Укупно", ...rows].join("\n")].join("\r\n");
  it("takes a leading article number as the product number and a trailing Cyrillic tax class off the name", async () => {
    const r = await parseReceiptEmail(till(["406726134024 M. JEANS / KOM (Ђ)", "     8.999,00          1        8.999,00", "Укупан износ:   8.999,00"]));
    expect(r.products.map((p) => [p.description, p.product_number])).toEqual([["M. JEANS", "406726134024"]]);
  });

  it("joins a name wrapped at a space over three lines (the first a character short of the width)", async () => {
    const rule = "=".repeat(40);
    const body = [rule, "Касир: Sanja", "ЕСИР број: 139/6.0.0", rule, "Назив   Цена         Кол.         Укупно", "Avent cucla za flašice Natural Response",
      "- spor protok 1m+ SCY963/02 - 33331/kom", "(Ђ)", "       950,00          1          950,00", "-".repeat(40), "Укупан износ:     950,00", rule];
    const r = await parseReceiptEmail(["From: Shop <noreply@shop.example.rs>", "Subject: Fiskalni račun", "Date: Fri, 03 Jan 2025 12:25:00 +0100",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n"));
    expect(r.products.map((p) => p.description)).toEqual(["Avent cucla za flašice Natural Response - spor protok 1m+ SCY963/02 - 33331"]);
  });

  it("reads a text whose line a character short of the printed width is followed by a blank line", async () => {
    const rule = "=".repeat(40);
    const body = [rule, "x".repeat(39), "", "Total   12,00", rule, rule].join("\n");
    const r = await parseReceiptEmail(["From: Shop <noreply@shop.example.rs>", "Subject: Receipt", "Date: Fri, 03 Jan 2025 12:25:00 +0100",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body].join("\r\n"));
    expect(r.email.subject).toBe("Receipt");
  });

  it("joins a bracketed article number's name wrapped with its unit in a cell of its own ('20/' + '1  [KOM] (Ђ)')", async () => {
    const rule = "=".repeat(40);
    const body = [rule, "Касир: Mara", "ЕСИР број: 431/2.0.0.2", rule, "Назив   Цена         Кол.         Укупно", "[528195] KASIKA PLASTICNA BELA FRESH 20/",
      "1  [KOM] (Ђ)", "        89,99          1           89,99", "-".repeat(40), "Укупан износ:     89,99", rule];
    const r = await parseReceiptEmail(["From: Shop <noreply@shop.example.rs>", "Subject: Fiskalni račun", "Date: Sat, 06 Jan 2024 13:09:00 +0100",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n"));
    expect(r.products.map((p) => [p.description, p.product_number, p.total_price])).toEqual([["KASIKA PLASTICNA BELA FRESH 20/1", "528195", 89.99]]);
  });

  it("reads a tip or delivery row's line price cell by cell ('100,00 | 1 | 100,00' is no 1 100,00) and no VAT table row as an item", async () => {
    const r = await parseReceiptEmail(till(["Достава (Ђ)", "         0,00          1            0,00", "Напојница (Г)", "       100,00          1          100,00",
      "-".repeat(40), "Укупан износ:                     100,00", "Готовина:                         100,00", "=".repeat(40),
      "Ознака       Име      Стопа        Порез", "Ђ           О-ПДВ   20,00%          0,00", "Г         Без ПДВ    0,00%          0,00"]));
    expect([r.totals.tip, r.totals.shipping, r.totals.total, r.products]).toEqual([100, 0, 100, []]);
  });

  it("takes the unit and the article number after the name off it ('Beskvasni hleb/KOM/7011623 (Е)')", async () => {
    const r = await parseReceiptEmail(till(["Beskvasni hleb/KOM/7011623 (Е)", "       139,99          1          139,99", "Укупан износ:   139,99"]));
    expect(r.products.map((p) => [p.description, p.product_number])).toEqual([["Beskvasni hleb", "7011623"]]);
  });

  it("reads no loyalty programme's points as items", async () => {
    const r = await parseReceiptEmail(till(["Укупан износ:   50,00", "Punktestand vor Einkauf: 5000", "Punktestand entspricht: 50,00 EUR",
      "Sie erhalten 500 PAYBACK Punkte auf", "einen PAYBACK Umsatz von 50,00 EUR!"]));
    expect(r.products).toEqual([]);
  });

  it("reads a measured quantity between the unit price and the line price when they make it", async () => {
    const r = await parseReceiptEmail(till(["OPTI BMB 95 /LIT (Ђ)", "       170,00     45,910        7.804,70", "Укупан износ:   7.804,70"]));
    expect(r.products.map((p) => [p.quantity, p.unit_price, p.total_price])).toEqual([[45.91, 170, 7804.7]]);
  });
});

describe("point-of-sale receipts sent by a payment platform (session 16)", () => {
  const html = (from: string, subject: string, body: string) => [`From: ${from}`, `Subject: ${subject}`, "Date: Sat, 21 Nov 2026 16:13:07 +0000",
    "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "", body].join("\r\n");

  it("never reads the shop's name over the amount paid, at the top, as an item (prices that include the tax: the amount is the items' sum too)", async () => {
    const r = await parseReceiptEmail(html("Lantern Coffee <receipts@messaging.squareup.com>", "Receipt from Lantern Coffee",
      `<table><tr><td>Lantern Coffee</td></tr><tr><td>£13.95</td></tr><tr><td>Latte × 2</td><td>£9.00</td></tr><tr><td>Blueberry Muffin</td><td>£4.95</td></tr>
      <tr><td>Subtotal</td><td>£13.95</td></tr><tr><td>VAT (20%) included</td><td>£2.33</td></tr><tr><td>Total</td><td>£13.95</td></tr></table>`));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Latte", 2, 9], ["Blueberry Muffin", 1, 4.95]]);
  });

  it("types a restaurant's check (server, table) and a shop floor's sale (sales associate) as in-store receipts", async () => {
    const check = await parseReceiptEmail(eml("Harbor Noodles <noreply@pos.example>", "Your receipt from Harbor Noodles", [
      "Harbor Noodles", "Order #42  Server: Jess", "Table 12 · Guests 2", "1 Miso Ramen  $16.00", "Subtotal  $16.00", "Tax  $1.42", "Total  $17.42"]));
    expect(check.email_type).toBe("in_store_receipt");
    const sale = await parseReceiptEmail(eml("Phone Store <noreply@store.example>", "Your receipt from Phone Store Regent Street", [
      "Thank you for shopping at Phone Store Regent Street.", "Receipt Number  R412-0823", "Sales Associate  Priya", "Date  14/11/2026 15:46", "USB-C Adapter  £29.00", "Total  £29.00", "Visa ending in 2208  £29.00"]));
    expect(sale.email_type).toBe("in_store_receipt");
  });

  it("never reads a name over its count at a unit price as a totals label, whatever word the name starts with ('FRAKTA Sac' / '1 x 0,90')", async () => {
    const r = await parseReceiptEmail(eml("Magasin <ticket@magasin.example.fr>", "Votre ticket de caisse", [
      "Caisse 12", "KALLAX Étagère", "1 x 39,99     39,99", "FRAKTA Sac grand bleu", "1 x 0,90     0,90", "TOTAL EUR     40,89"]));
    expect([r.totals.shipping, r.totals.total]).toEqual([null, 40.89]);
  });
});

describe("a Brazilian till receipt's page, the one its QR code opens (session 19)", () => {
  it("reads the issuer over its CNPJ, the amount to pay, the issue date, the note's number and the articles' codes", async () => {
    const page = ["MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "", [
      "DF-e Portal - Consulta DANFE NFC-e", "DOCUMENTO AUXILIAR DA NOTA FISCAL DE CONSUMIDOR ELETRÔNICA", "MERCADO BOA VISTA LTDA",
      "CNPJ: 12.345.678/0001-90", "RUA DAS FLORES, 100, CENTRO, CURITIBA, PR",
      "ARROZ TIPO 1 5KG (Código: 1481506)", "Qtde.:1 UN: UN Vl. Unit.: 24,90 | Vl. Total", "24,90",
      "FEIJAO PRETO 1KG (Código: 1009940)", "Qtde.:2 UN: UN Vl. Unit.: 8,79 | Vl. Total", "17,58",
      "Qtd. total de itens: 3", "Valor total R$: 42,48", "Descontos R$: 2,48", "Valor a pagar R$: 40,00", "Forma de pagamento: Valor pago R$:", "Dinheiro 40,00",
      "Número: 167878 Série: 107 Emissão: 12/09/2020 11:34:12 - Via Consumidor",
      "Secretaria de Estado da Fazenda - Data/Hora da Consulta: 20/09/2020 19:16:28",
    ].join("\n")].join("\r\n");
    const r = await parseReceiptEmail(page);
    expect([r.is_receipt, r.email_type, r.merchant.name, r.order.number, r.order.purchase_date]).toEqual([true, "in_store_receipt", "MERCADO BOA VISTA LTDA", "167878", "2020-09-12"]);
    expect([r.currency, r.totals.subtotal, r.totals.discount, r.totals.total]).toEqual(["BRL", 42.48, 2.48, 40]);
    expect(r.products.map((p) => [p.description, p.product_number, p.quantity, p.total_price])).toEqual([["ARROZ TIPO 1 5KG", "1481506", 1, 24.9], ["FEIJAO PRETO 1KG", "1009940", 2, 17.58]]);
  });
});

describe("a US till's BALANCE line (session 21)", () => {
  it("reads '****   BALANCE   61.74' under SUBTOTAL and TAX as the total, and the items above it", async () => {
    const r = await parseReceiptEmail(eml("Grocer <receipts@grocer.example>", "Your Grocer Receipt", [
      "Here's your digital receipt from your trip on Wednesday, August 14, 2019.", "Your cashier was KATHY",
      "KRO BLACK BEANS 15OZ   1.78  F", "GM CHEERIOS 18OZ   4.99  F", "SUBTOTAL   6.77", "TAX   0.12", "****   BALANCE   6.89"]));
    expect([r.is_receipt, r.totals.total, rows(r)]).toEqual([true, 6.89, [["KRO BLACK BEANS 15OZ", 1.78], ["GM CHEERIOS 18OZ", 4.99]]]);
  });
});

describe("a yen till's bare whole prices (session 21)", () => {
  it("reads '国産若鶏もも肉 | ※ | 598' as an item of ¥598, counted once", async () => {
    const html = ["From: AEON <receipt@shop.example.jp>", "Subject: 電子レシートのお知らせ", "Date: Sat, 09 Mar 2024 10:00:00 +0900",
      "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
      "<table><tr><td>TV北海道牛乳1000ml</td><td>※</td><td>218</td></tr><tr><td>国産若鶏もも肉</td><td>※</td><td>598</td></tr>",
      "<tr><td>キリン一番搾り350ml×6</td><td>1,298</td></tr><tr><td>合計</td><td>¥2,114</td></tr></table>"].join("\r\n");
    const r = await parseReceiptEmail(html);
    expect([r.currency, r.totals.total, r.products.map((p) => [p.description, p.quantity, p.total_price])]).toEqual(
      ["JPY", 2114, [["TV北海道牛乳1000ml", 1, 218], ["国産若鶏もも肉", 1, 598], ["キリン一番搾り350ml×6", 1, 1298]]]);
  });
});

describe("a hardware store's till words (session 21)", () => {
  it("knows 'Reg 14 | Trans 58271' with 'Team Member: KYLIE' as a till's receipt", async () => {
    const r = await parseReceiptEmail(eml("Hardware <ereceipts@hardware.example>", "Your Hardware receipt", [
      "Sale | 15/07/2023 11:38 | Reg 14 | Trans 58271", "Team Member: KYLIE", "SCREW BATTEN 100PK   $24.50", "TOTAL   $24.50"]));
    expect([r.email_type, r.totals.total]).toEqual(["in_store_receipt", 24.5]);
  });
});

describe("a till that prints each row's count before its name (session 21)", () => {
  it("reads '1 AH HALFVOLLE MELK', '2 CAMPINA VLA | 1,89 | 3,78' as counts, past a weighed row and a returned deposit", async () => {
    const r = await parseReceiptEmail(eml("Winkel <kassabon@winkel.example>", "Je kassabon", [
      "AANTAL OMSCHRIJVING | PRIJS | BEDRAG", "1 HALFVOLLE MELK | 1,19", "2 CAMPINA VLA VANILLE | 1,89 | 3,78", "BANANEN | 1,65", "0,828kg x 1,99/kg",
      "1 AH ROOMBOTER | 2,75", "1 EMBALLAGEBON | -1,85", "TOTAAL | 7,52"]));
    expect(r.products.filter((p) => (p.total_price ?? 0) > 0).map((p) => [p.description, p.quantity])).toEqual(
      [["HALFVOLLE MELK", 1], ["CAMPINA VLA VANILLE", 2], ["BANANEN", 0.828], ["AH ROOMBOTER", 1]]);
  });
});

describe("a line the till takes back (session 21)", () => {
  it.each([
    ["STORNO LINDT EXCELL.70%   -2,49 A", "LINDT EXCELL.70%   2,49 A"],
    ["ANNULATION CAFE MOULU   -2,49 A", "CAFE MOULU   2,49 A"],
  ])("'%s' takes away the item it cancels", async (back, item) => {
    const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", "Ihr Kassenbon", ["BROT   1,79 A", item, back, "MILCH   1,09 A", "SUMME EUR   2,88"]));
    expect(rows(r)).toEqual([["BROT", 1.79], ["MILCH", 1.09]]);
  });
});

describe("a till's VAT table whose rows print no tax label (session 21)", () => {
  it.each([
    [["VAT | RATE | NET | VAT | GROSS", "A | 20.00% | 11.00 | 2.20 | 13.20", "* = VAT RATED ITEM"], 2.2],
    [["Moms % | Moms | Netto | Brutto", "12,00 | 39,12 | 326,02 | 365,14", "25,00 | 18,67 | 74,68 | 93,35"], 57.79],
    [["BTW | OVER | EUR", "9% | 23,98 | 2,16", "21% | 7,91 | 1,66", "TOTAAL | 31,89 | 3,82"], 3.82],
  ])("%j", async (table, tax) => {
    const r = await parseReceiptEmail(eml("Markt <bon@markt.example>", "Your receipt", ["Cashier: 4", "BREAD   1.79", "TOTAL   458.49", ...table]));
    expect(r.totals.tax).toBe(tax);
  });
});

describe("a till's count of items before the subtotal (session 21)", () => {
  it("reads '2 SUBTOTAAL | 3,30' as the subtotal, not an item", async () => {
    const r = await parseReceiptEmail(eml("Winkel <kassabon@winkel.example>", "Je kassabon", ["Kassa 3", "MELK | 1,19", "EIEREN | 2,11", "2 SUBTOTAAL | 3,30", "TOTAAL | 3,30"]));
    expect([r.totals.subtotal, rows(r)]).toEqual([3.3, [["MELK", 1.19], ["EIEREN", 2.11]]]);
  });
});

describe("a till's discounts printed among its items (session 24)", () => {
  it("takes them off the order when the items less them make the total, and reads no zloty in a mall's name", async () => {
    const r = await parseReceiptEmail(eml("Shop <e-paragon@shop.example.pl>", "Twój e-paragon", [
      "Sklep 0412 Złote Tarasy", "PARAGON FISKALNY", "T-shirt Regular Fit", "2 x 29,99 | 59,98 A", "Jeansy Slim Fit", "1 x 129,99 | 129,99 A",
      "Rabat Member 10% | -13,00 A", "Skarpety 5-pak", "1 x 39,99 | 39,99 A", "----------", "SPRZEDAŻ OPODATKOWANA A | 216,96", "PTU A 23,00% | 40,57",
      "SUMA PLN | 216,96"]));
    expect([r.totals.discount, r.totals.total]).toEqual([13, 216.96]);
    expect(rows(r)).toEqual([["T-shirt Regular Fit", 59.98], ["Jeansy Slim Fit", 129.99], ["Skarpety 5-pak", 39.99]]);
  });
});

describe("a till's balance paid and its tenders (session 24)", () => {
  it("reads 'BALANCE DUE' over the card line that paid that sum as a receipt, not a bill", async () => {
    const r = await parseReceiptEmail(eml("Chemist <receipts@chemist.example.co.uk>", "Your e-receipt", [
      "Chemist", "32 Market St, Manchester M1 1PL", "INTENSE SERUM 30ML | 32.95 A", "CUCUMBER WIPES 25S | 1.50 A", "------", "BALANCE DUE | 34.45",
      "MASTERCARD CONTACTLESS | 34.45", "************2188", "AUTH 330271"]));
    expect([r.is_receipt, r.totals.total]).toEqual([true, 34.45]);
  });
});

describe("a till's single-line items under its heading (session 25)", () => {
  it("reads every 'Name 1,29' row, past a discount among them, when they make the total and the heading is no item", async () => {
    const r = await parseReceiptEmail(eml("Supermarkt <bon@supermarkt.example>", "Je digitale kassabon", [
      "KASSABON", "Melk halfvol 1L 1,29", "Brood volkoren 2,49", "Korting bonus -0,50", "Kaas jong 400g 4,99", "Appels 1kg 2,19", "TOTAAL 10,46", "PIN 10,46",
    ]));
    expect(rows(r)).toEqual([["Melk halfvol 1L", 1.29], ["Brood volkoren", 2.49], ["Kaas jong 400g", 4.99], ["Appels 1kg", 2.19]]);
    expect([r.totals.total, r.totals.discount]).toEqual([10.46, 0.5]);
  });
});
