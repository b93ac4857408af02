import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// A title on a line of its own over a price row that opens with something that is no name: the copy's kind after its
// author or publisher ("Lucinda Riley · e-book"), a gift's recipient ("Geschenk an: Frosthexe"), what it runs on and
// its count ("Xbox Series X|S, Xbox One, PC – Cantidad: 1"). Made-up messages.
const order = (rows: string[][]) => [
  "From: Store <orders@store.example>", "Subject: Thank you for your order", "Date: Tue, 03 Nov 2026 10:00:00 +0000",
  "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
  `<p>Order number: 1005 8842 1193</p><table>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`,
].join("\r\n");

describe("a title over a price row that names no item", () => {
  it.each([
    [[["De zeven zussen"], ["Lucinda Riley · e-book", "€ 9,99"], ["Het smelt"], ["Lize Spit · e-book", "€ 12,99"], ["Subtotaal", "€ 22,98"], ["Totaal", "€ 22,98"]],
      ["De zeven zussen", "Het smelt"]],
    [[["It Takes Two PS4 & PS5"], ["Electronic Arts · Full Game", "£34.99"], ["FIFA 22 Ultimate Team - 2200 FIFA Points"], ["Virtual Currency", "£15.99"], ["Subtotal", "£50.98"], ["Total", "£50.98"]],
      ["It Takes Two PS4 & PS5", "FIFA 22 Ultimate Team - 2200 FIFA Points"]],
    [[["Hades II", "29,50€"], ["Stardew Valley"], ["Geschenk an: Frosthexe", "13,99€"], ["Zwischensumme", "43,49€"], ["Gesamtsumme", "43,49€"]], ["Hades II", "Stardew Valley"]],
    [[["Forza Horizon 5: edición Premium"], ["Xbox Series X|S, Xbox One, PC – Cantidad: 1", "99,99 €"], ["Subtotal", "99,99 €"], ["Total", "99,99 €"]], ["Forza Horizon 5: edición Premium"]],
  ])("reads the titles of order %#", async (rows, titles) => {
    const r = await parseReceiptEmail(order(rows));
    expect(r.products.map((p) => p.description)).toEqual(titles);
  });

  it("keeps a row's own name when nothing stands above it ('Paperback Writer Tee | $25.00')", async () => {
    const r = await parseReceiptEmail(order([["Paperback Writer Tee", "$25.00"], ["Total", "$25.00"]]));
    expect(r.products.map((p) => p.description)).toEqual(["Paperback Writer Tee"]);
  });
});

describe("a free item priced by a word", () => {
  it.each([
    [[["Classic Heavyweight Tee"], ["$45.00"], ["Trail Sticker Pack (Free Gift) × 1"], ["Free"], ["Subtotal", "$45.00"], ["Total", "$45.00"]], [["Classic Heavyweight Tee", 45], ["Trail Sticker Pack (Free Gift)", 0]]],
    [[["Philips Airfryer XXL", "1", "249,00"], ["Reisezahnbürste (Gratis-Zugabe)", "1", "Gratis"], ["Summe", "249,00"], ["Gesamt", "249,00"]], [["Philips Airfryer XXL", 249], ["Reisezahnbürste (Gratis-Zugabe)", 0]]],
  ])("reads the free item of order %#", async (rows, items) => {
    const r = await parseReceiptEmail(order(rows));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual(items);
  });

  it("reads no item from a payment's, a free word's or a delivery way's 'Free' row", async () => {
    const r = await parseReceiptEmail(order([["Sony WF-1000XM5 Earbuds", "1", "$399.00"], ["Click & Collect", "Free"], ["Credit/Debit card", "1", "Free", "Free"], ["Subtotal", "$399.00"], ["Total", "$399.00"]]));
    expect(r.products.map((p) => p.description)).toEqual(["Sony WF-1000XM5 Earbuds"]);
  });
});

describe("how sure the item list is", () => {
  it("is not sure of a list that holds a row named like a totals line, nor of a booking's items", async () => {
    const sure = await parseReceiptEmail(order([["Slip Le Marius", "1", "19,00 €"], ["Chaussettes Le Fernand", "1", "12,00 €"], ["Sous-total", "31,00 €"], ["Total", "31,00 €"]]));
    const fee = await parseReceiptEmail(order([["Slip Le Marius", "1", "19,00 €"], ["Frais de service", "1", "2,00 €"], ["Sous-total", "21,00 €"], ["Total", "21,00 €"]]));
    const named = await parseReceiptEmail(order([["Tip Jar Ceramic", "1", "$50.00"], ["Everyday Crew Socks", "1", "$30.00"], ["Subtotal", "$80.00"], ["Total", "$80.00"]]));
    expect(named.products.map((p) => p.description)).toEqual(["Tip Jar Ceramic", "Everyday Crew Socks"]);
    expect([sure, fee, named].map((r) => r.confidence.fields.products >= 0.9)).toEqual([true, false, false]);
    const trip = await parseReceiptEmail([
      "From: Rail <tickets@rail.example>", "Subject: Your train tickets: booking confirmation", "Date: Tue, 03 Nov 2026 10:00:00 +0000",
      "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
      "<p>Booking reference: QX7K2P</p><table><tr><td>Adult ticket</td><td>1</td><td>£45.00</td></tr><tr><td>Child ticket</td><td>1</td><td>£40.00</td></tr><tr><td>Subtotal</td><td>£85.00</td></tr><tr><td>Total</td><td>£85.00</td></tr></table>",
    ].join("\r\n"));
    expect([trip.email_type, trip.products.length]).toEqual(["travel_booking", 2]);
    expect(trip.confidence.fields.products).toBeLessThan(0.9);
  });
});

describe("a per-ticket fee in the item rows", () => {
  it.each([
    [["2 x Parkett Erwachsener", "je 12,90 €", "25,80 €"], ["2 x Online-Servicegebühr", "je 0,50 €", "1,00 €"], ["Gesamtbetrag", "26,80 €"]],
    [["KEV ADAMS - SOLDAT", "1", "99,00 €"], ["Frais de traitement", "1", "1,00 €"], ["Total", "100,00 €"]],
  ])("reads the fee of order %# as a fee, no item", async (...rows) => {
    const r = await parseReceiptEmail(order(rows));
    expect([r.products.length, r.totals.fees.map((f) => f.amount)]).toEqual([1, [1]]);
  });
});
