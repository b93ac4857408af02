import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Rows between the items and the totals: item names that begin like a totals label ("Gift Card", "Tip Jar", "Frais de
// service") in an item table with a count column, and a one-item sale's price. Made-up messages.
const order = (rows: string[][], totals: string[][]) => [
  "From: Shop <orders@shop.example>", "Subject: Order #1042 confirmed", "Date: Tue, 03 Nov 2026 10:00:00 +0000",
  "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
  "<p>Thank you for your order!</p><p>Order #1042</p><table><tr><th>Item</th><th>Qty</th><th>Price</th></tr>"
    + rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("") + "</table><table>"
    + totals.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("") + "</table>",
].join("\r\n");
const socks = ["Everyday Cotton Crew Socks 3-Pack", "1", "$30.00"];

describe("an item named like a totals line, in the item table's count layout", () => {
  it.each(["Gift Card", "Balance Ball", "Credit Card Holder", "Amount Sign Holder"])("%s beside its count is an item", async (name) => {
    const r = await parseReceiptEmail(order([[name, "1", "$120.00"], socks], [["Subtotal", "$150.00"], ["Total", "$150.00"]]));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([[name, 120], [socks[0], 30]]);
  });

  it.each([["Tip Jar Ceramic", "tip"], ["Discount Code Book", "discount"], ["Savings Jar", "discount"], ["Total Gym Resistance Bands", "total"]])(
    "%s read as a totals line first is an item once the sums say so", async (name, key) => {
      const r = await parseReceiptEmail(order([[name, "1", "$120.00"], socks], [["Subtotal", "$150.00"], ["Total", "$150.00"]]));
      expect(r.products.map((p) => p.description)).toEqual([name, socks[0]]);
      expect(r.totals.total).toBe(150);
      expect(r.totals[key as "tip" | "discount"] ?? null).toBe(key === "total" ? 150 : null);
    });

  it("a fee row of an invoice's item table that its subtotal counts is an item", async () => {
    const r = await parseReceiptEmail(order([["Location 4 jours", "4", "165,00 €"], ["Frais de service carburant", "1", "15,00 €"]],
      [["Total HT", "180,00 €"], ["TVA 20 %", "36,00 €"], ["Total TTC", "216,00 €"]]));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Location 4 jours", 165], ["Frais de service carburant", 15]]);
    expect(r.totals.fees).toEqual([]);
  });

  it("an invoice's shipping row in the item table stays its shipping, even when the subtotal counts it", async () => {
    const r = await parseReceiptEmail(order([["Olio EVO latta 5 L", "2", "124,00 €"], ["Spedizione BRT (1 collo)", "1", "14,00 €"]],
      [["Imponibile", "138,00 €"], ["IVA 4%", "5,52 €"], ["Totale da pagare", "143,52 €"]]));
    expect(r.totals.shipping).toBe(14);
    expect(r.products.map((p) => p.description)).toEqual(["Olio EVO latta 5 L"]);
  });
});

// A marketplace's receipt for one item prints its price where a shop prints a subtotal.
const sale = (rows: string[]) => [
  "From: Marktplatz <noreply@markt.example.de>", "Subject: Zahlung erfolgreich", "Date: Tue, 03 Nov 2026 10:00:00 +0000",
  "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
  `<p>Du hast den Artikel gekauft.</p><table>${rows.map((r) => `<tr>${r.split(" | ").map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`,
].join("\r\n");

describe("a one-item sale's price as its subtotal", () => {
  it.each([
    [["Artikelpreis | 120,00 €", "Versand (DHL Paket) | 6,99 €", "Käuferschutzgebühr | 6,49 €", "Gesamtbetrag | 133,48 €"], 120],
    [["Artikel | € 40,00", "Verzendkosten (PostNL) | € 6,95", "Kopersbescherming | € 2,50", "Totaal betaald | € 49,45"], 40],
    [["Vinnande bud | 350 kr", "Frakt (PostNord) | 79 kr", "Köparskydd | 19 kr", "Totalt betalt | 448 kr"], 350],
    [["Cena produktu | 1 050,00 zł", "Dostawa: InPost Paczkomat | 14,99 zł", "Pakiet Ochronny | 26,50 zł", "Razem | 1 091,49 zł"], 1050],
  ])("reads %j", async (rows, subtotal) => {
    const r = await parseReceiptEmail(sale(rows));
    expect(r.totals.subtotal).toBe(subtotal);
  });

  it("takes none when the price and the charges do not make the total, or when two items are priced", async () => {
    expect((await parseReceiptEmail(sale(["Artikelpreis | 120,00 €", "Versand | 6,99 €", "Gesamtbetrag | 140,00 €"]))).totals.subtotal).toBeNull();
    expect((await parseReceiptEmail(sale(["Artikelpreis | 60,00 €", "Artikelpreis | 60,00 €", "Versand | 6,99 €", "Gesamtbetrag | 126,99 €"]))).totals.subtotal).toBeNull();
  });
});

const saleOf = (subject: string, opening: string[], rows: string[]) => [
  "From: Marktplatz <noreply@markt.example>", `Subject: ${subject}`, "Date: Tue, 03 Nov 2026 10:00:00 +0000",
  "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
  opening.map((t) => `<p>${t}</p>`).join("") + `<table>${rows.map((r) => `<tr>${r.split(" | ").map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`,
].join("\r\n");

describe("a resale platform's one item, named in its subject, in quotes or on a labelled line", () => {
  it.each([
    ["Dein Kauf: Thule EasyFold XT 2", ["Vielen Dank für deinen Kauf!", "Hallo Stefan,", "du hast den Artikel „Thule EasyFold XT 2“ von Peter mit „Sicher bezahlen“ gekauft."],
      ["Artikelpreis | 420,00 €", "Versand | 16,49 €", "Käuferschutz-Gebühr | 6,79 €", "Gesamtbetrag | 443,28 €"], "Thule EasyFold XT 2", 420],
    ["Ditt köp: Stokke Tripp Trapp barnstol", ["Hej Johanna! Du har köpt Stokke Tripp Trapp barnstol av Mikael."],
      ["Pris | 1 200 kr", "Frakt med Instabox | 69 kr", "Avgift för köpskydd | 79 kr", "Totalt | 1 348 kr"], "Stokke Tripp Trapp barnstol", 1200],
    ["Ta réclamation : remboursement accordé", ["Nous avons examiné ta réclamation concernant la commande n° 8820174456 (« Nintendo Switch OLED blanche »)."],
      ["Prix de l'article : 215,00 €", "Frais de port : 4,49 €", "Montant remboursé : 219,49 €"], "Nintendo Switch OLED blanche", 215],
    ["Kvitto för din betalning – 612448390", ["Säljare: loppis_anna", "Objekt: Rörstrand Mon Amie kaffeservis (612448390)"],
      ["Vinnande bud | 410,00 kr", "Frakt PostNord | 99,00 kr", "Köparskydd | 19,00 kr", "Totalt betalt | 528,00 kr"], "Rörstrand Mon Amie kaffeservis", 410],
    ["Betaling ontvangen voor kavel 71295530", ["Kavel: Omega Seamaster Quartz - Heren", "Verkoper: Time Vault Antwerpen"],
      ["Winnend bod | € 420,00", "Kopersbescherming | € 40,80", "Verzendkosten | € 25,00", "Totaal betaald | € 485,80"], "Omega Seamaster Quartz - Heren", 420],
  ])("%s", async (subject, opening, rows, name, price) => {
    const r = await parseReceiptEmail(saleOf(subject, opening, rows));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([[name, price]]);
  });

  it("names no item when the price line does not make the sum, or when the subject's part is no more than a name's end", async () => {
    const off = await parseReceiptEmail(saleOf("Dein Kauf: Thule EasyFold XT 2", ["du hast „Thule EasyFold XT 2“ gekauft."], ["Artikelpreis | 420,00 €", "Versand | 16,49 €", "Gesamtbetrag | 500,00 €"]));
    expect(off.products.map((p) => p.description)).not.toContain("Thule EasyFold XT 2");
    const course = await parseReceiptEmail(saleOf("Your registration - Fall 2026", ["Thanks for registering."],
      ["Intro to Pottery for Beginners - Fall 2026 | $99.99", "Total | $99.99"]));
    expect(course.products.map((p) => p.description)).toEqual(["Intro to Pottery for Beginners - Fall 2026"]);
  });
});

describe("a shipping label that names its service", () => {
  it("reads 'Dostawa: Allegro Paczkomaty InPost (Allegro Smart!) | 0,00 zł' as no shipping charged", async () => {
    const r = await parseReceiptEmail(sale(["Słuchawki JBL Tune 520BT | 1 szt. | 179,00 zł", "Dostawa: Allegro Paczkomaty InPost (Allegro Smart!) | 0,00 zł", "Razem do zapłaty | 179,00 zł"]));
    expect(r.totals.shipping).toBe(0);
    expect(r.totals.total).toBe(179);
  });
});

describe("the labelled sum above a block of charges that names no subtotal", () => {
  const receipt = (rows: string[]) => [
    "From: Shop <orders@shop.example.in>", "Subject: Your order OD428765123456789100 has been placed", "Date: Tue, 03 Nov 2026 10:00:00 +0000",
    "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
    `<p>Order ID: OD428765123456789100</p><table>${rows.map((r) => `<tr>${r.split(" | ").map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`,
  ].join("\r\n");

  it.each([
    [["Price (3 items) | ₹18,297", "Delivery Charges | FREE", "Platform Fee | ₹3", "Total Amount | ₹18,300"], 18297],
    [["Basic Fare | Rs. 2,100.00", "Operator GST | Rs. 105.00", "Offer (FIRST) | - Rs. 150.00", "Convenience Fee | Rs. 20.00", "Total Fare Paid | Rs. 2,075.00"], 2100],
  ])("reads %j", async (rows, subtotal) => {
    expect((await parseReceiptEmail(receipt(rows))).totals.subtotal).toBe(subtotal);
  });

  it("takes none where the sum and the charges do not make the total, or where the sum is the total with its tax included", async () => {
    expect((await parseReceiptEmail(receipt(["Price (3 items) | ₹18,297", "Platform Fee | ₹3", "Total Amount | ₹18,500"]))).totals.subtotal).toBeNull();
    expect((await parseReceiptEmail(receipt(["Premium Individual | ₹119", "GST @18% | ₹18.15", "Total | ₹119"]))).totals.subtotal).toBeNull();
  });
});

describe("an item marked not supplied and charged nothing", () => {
  it.each(["Tata Salt Iodised, 1 kg (Not available)", "Vollmilch 1 l – nicht lieferbar", "Baguette tradition (indisponible)"])("drops '%s | 0 | 0.00'", async (name) => {
    const r = await parseReceiptEmail(order([["Fresh Tomatoes 1 kg", "1", "$38.00"], [name, "0", "$0.00"]], [["Subtotal", "$38.00"], ["Total", "$38.00"]]));
    expect(r.products.map((p) => p.description)).toEqual(["Fresh Tomatoes 1 kg"]);
  });

  it("keeps a free item that is no such mark ('Free tote bag | 1 | $0.00')", async () => {
    const r = await parseReceiptEmail(order([["Fresh Tomatoes 1 kg", "1", "$38.00"], ["Free tote bag", "1", "$0.00"]], [["Subtotal", "$38.00"], ["Total", "$38.00"]]));
    expect(r.products.map((p) => p.description)).toEqual(["Fresh Tomatoes 1 kg", "Free tote bag"]);
  });
});

describe("a seller's line and a total with its note", () => {
  it("reads 'Versand durch: Zalando | 139,95 €' as the price row of the item named above its options, no shipping charge", async () => {
    const r = await parseReceiptEmail(saleOf("Danke für deine Bestellung 10105439881273", ["Bestellnummer: 10105439881273"], [
      "Nike AIR MAX 90 - Sneaker low", "Größe: 43 · Menge: 1 · Art.-Nr. NI112O0KX-A11", "Versand durch: Zalando | 139,95 €",
      "Tommy Hilfiger CREW NECK - Strickpullover", "Größe: L · Menge: 1 · Art.-Nr. TO122Q0AB-K11", "Versand durch: Modehaus Reiter GmbH | 89,99 €",
      "Zwischensumme | 229,94 €", "Versand | 0,00 €", "Gesamtsumme | 229,94 €"]));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Nike AIR MAX 90 - Sneaker low", 139.95], ["Tommy Hilfiger CREW NECK - Strickpullover", 89.99]]);
    expect(r.totals.shipping).toBe(0);
  });

  it.each([
    [["Totale prodotti: € 339,80", "Spese di consegna: Gratis (Ritiro in negozio)", "Totale da pagare in negozio: € 339,80 (IVA inclusa)"], 339.8, null],
    [["Sous-total : 35,00 €", "Remise adhérent 5 % : -1,75 €", "Frais de port : 0,00 €", "Montant débité : 33,25 € | (TVA 5,5 % incluse : 1,73 €)"], 33.25, 1.73],
  ])("reads the total of %j beside its note in brackets", async (rows, total, tax) => {
    const r = await parseReceiptEmail(saleOf("Commande 7KX4Q9PL2TRZ", ["Commande n° 7KX4Q9PL2TRZ"], rows));
    expect([r.totals.total, r.totals.tax]).toEqual([total, tax]);
  });
});

describe("a delivery line with its service in brackets, and a saving under the subtotal", () => {
  it("reads 'Delivery (Standard, 2-4 working days): £3.99' as the shipping", async () => {
    const r = await parseReceiptEmail(saleOf("Your order V88213764", ["Order number: V88213764"], ["Apple iPad Air 2 | 1 | £399.00", "Goods total: £399.00",
      "Delivery (Standard, 2-4 working days): £3.99", "Order total: £402.99"]));
    expect([r.totals.shipping, r.totals.total]).toEqual([3.99, 402.99]);
  });

  it("reads 'Clubcard Prices savings | -£1.00' right under the subtotal as a discount, whatever row follows it", async () => {
    const r = await parseReceiptEmail(saleOf("Your receipt", ["Order number: 7719-2045-3381"], ["Tesco Bananas Loose | 6 | £0.78", "Tesco Whole Milk 4 Pints | 1 | £1.25",
      "Sub-total | £2.03", "Clubcard Prices savings | -£1.00", "Delivery Saver | £0.00", "Bags charge | £0.40", "Total charged | £1.43"]));
    expect([r.totals.discount, r.totals.total]).toEqual([1, 1.43]);
  });
});
