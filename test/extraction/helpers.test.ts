import { describe, expect, it } from "vitest";
import { spelledInBody } from "../../lambdas/extraction/domain-names";
import { totalsAddUp } from "../../lambdas/extraction/confidence";
import { textLines } from "../../lambdas/extraction/html-doc";
import { findPayments } from "../../lambdas/extraction/generic/payments";
import { findTotals, pickTotals } from "../../lambdas/extraction/generic/totals";
import { findOrderNumber } from "../../lambdas/extraction/generic/order-number";

describe("totalsAddUp", () => {
  it("accepts subtotal - discount + shipping + tax + tip + fees = total", () => {
    expect(totalsAddUp({ subtotal: 1000, discount: 100, shipping: 500, tax: 80, tip: 200, fees: [{ name: "service", amountMinor: 99 }], total: 1779 })).toBe(true);
  });
  it("rejects totals that do not add up", () => {
    expect(totalsAddUp({ subtotal: 1000, tax: 80, total: 1200 })).toBe(false);
  });
  it("cannot check without a subtotal", () => {
    expect(totalsAddUp({ total: 1200 })).toBeNull();
  });
});

describe("pickTotals", () => {
  it("reads the order-level block, not the per-shipment ones", () => {
    const lines = textLines([
      "Order Total: $20.00", "Shipped on March 24", "1 of: Pens", "Sold by: A shop", "Condition: New", "$5.00",
      "Item(s) Subtotal:   $5.00", "Total for This Shipment:   $5.00", "Payment information", "Shipping Speed:", "Two-Day",
      "Shipped on March 25", "Another item", "Sold by: B shop",
      "Item(s) Subtotal:   $18.00", "Shipping & Handling:   $0.00", "Estimated tax to be collected:   $2.00", "Grand Total:   $20.00",
    ].join("\n"));
    const t = pickTotals(findTotals(lines, null));
    expect(t).toMatchObject({ subtotal: 1800, shipping: 0, tax: 200, total: 2000, currency: "USD" });
  });

  it("reads German labels with decimal commas", () => {
    const lines = textLines("Zwischensumme:   EUR 13,44\nVerpackung & Versand:   EUR 0,00\nAnzurechnende MwSt.:   EUR 2,55\nGesamtsumme:   EUR 15,99");
    expect(pickTotals(findTotals(lines, null))).toMatchObject({ subtotal: 1344, shipping: 0, tax: 255, total: 1599, currency: "EUR" });
  });

  it("adds up several tax lines when their sum is what makes the total consistent", () => {
    const lines = textLines("Base Fare   $480.00\nSecurity Fee   $11.20\nTransportation Tax   $36.00\nFlight Segment Tax   $10.60\nTicket Amount   $537.80");
    expect(pickTotals(findTotals(lines, null))).toMatchObject({ subtotal: 48000, tax: 4660, total: 53780 });
  });
});

describe("findPayments", () => {
  it.each([
    ["Visa ending in 1234", "Visa", "1234"], ["Mastercard •••• 9876", "Mastercard", "9876"],
    ["VISA Last 4: 4837", "Visa", "4837"], ["Amex ****-0005 charged", "American Express", "0005"],
    ["VISA ...4821", "Visa", "4821"], ["Mastercard …1234", "Mastercard", "1234"],
  ])("reads brand and last4 from %s", (text, brand, last4) => {
    expect(findPayments(textLines(text), null)[0]).toMatchObject({ cardType: brand, last4 });
  });
});

describe("findOrderNumber", () => {
  it("reads numbers after their label, in the next cell or on the next line", () => {
    expect(findOrderNumber(textLines("Order #: 515786310"), "")).toBe("515786310");
    // (session 24: more labels, and a number in three groups that is no calendar date)
    expect(findOrderNumber(textLines("Auftrag: 4711-23-0815"), "")).toBe("4711-23-0815");
    expect(findOrderNumber(textLines("Order: 2024-03-12\nOrder: 03/12/2024"), "")).toBeNull();
    expect(findOrderNumber(textLines("Te contamos que tu pedido con referencia XA-0712 salió hoy."), "")).toBe("XA-0712");
    expect(findOrderNumber(textLines("Twoja paczka do zamówienia ZAM/2021/08/3391 opuściła dziś nasz magazyn"), "")).toBe("ZAM/2021/08/3391");
    expect(findOrderNumber(textLines("Your reference is WM/22/0914 – please quote it."), "")).toBe("WM/22/0914");
    // (session 32: "of" between the label and its value in a sentence)
    expect(findOrderNumber(textLines("You have placed an order with Fernwood Computer with an order number of 678332032. Please read below."), "")).toBe("678332032");
    // (an underscore joins a number's parts as a hyphen does)
    expect(findOrderNumber(textLines("The production file of your order completed. Your order 3205252A_Y25 is ready for manufacturing now."), "")).toBe("3205252A_Y25");
    // (and the number word inside brackets after the order word)
    expect(findOrderNumber(textLines("Your order (number 690469788) has been registered with Order Watch."), "")).toBe("690469788");
    expect(findOrderNumber(textLines("Check #42 · 3/14/2025 8:41 PM"), "")).toBe("42");
    expect(findOrderNumber(textLines("Reçu n° R-2024-0087"), "")).toBe("R-2024-0087");
    expect(findOrderNumber(textLines("N° de pièce : VF-2022-01877"), "")).toBe("VF-2022-01877");
    expect(findOrderNumber(textLines("Your ticket request has been captured as order '6829'"), "")).toBe("6829");
    expect(findOrderNumber(textLines("Hello"), "Invoice 0276")).toBe("0276");
    expect(findOrderNumber(textLines("Hello"), "Invoice 2024")).toBeNull();
    // (a till's receipt number, as the corpus labels in-store receipts)
    for (const [line, number] of [["Recibo #2-1045", "2-1045"], ["TICKET N° 00218-0045-77310", "00218-0045-77310"], ["TICKET DE COMPRA | Nº 0742-0019-00318", "0742-0019-00318"],
      ["MAG 2711 CAISSE 004 TICKET 0512", "0512"], ["DOCUMENTO N. 0142-0087", "0142-0087"], ["Bon 7204-03-118822 | 02-02-2024", "7204-03-118822"], ["Sale #1042 · Saturday", "1042"],
      ["Kvitto nr 4417 | 2019-09-28", "4417"], ["レジ 07 | レシートNo.0187 | 担当 石井", "0187"], ["伝票No. 0824 | 卓 12", "0824"], ["Kassa: 31 | Transactie: 3392", "3392"]]) {
      expect(findOrderNumber(textLines(line), ""), line).toBe(number);
    }
    // (booking labels of more languages)
    for (const [line, number] of [["Numero prenotazione | SB-FI-2024-08831", "SB-FI-2024-08831"], ["Riferimento prenotazione eDreams: 11928834571", "11928834571"],
      ["Buchungs-ID: FN-DE-8837120945", "FN-DE-8837120945"], ["Hemos cancelado tu reserva HM4TQZ8KXW en Barcelona.", "HM4TQZ8KXW"], ["Numer przejazdu: 1894472215", "1894472215"],
      ["お預かり番号:2019", "2019"]]) {
      expect(findOrderNumber(textLines(line), ""), line).toBe(number);
    }
    expect(findOrderNumber(textLines("Confirmation code:\nIUZWKS"), "")).toBe("IUZWKS");
    expect(findOrderNumber(textLines("Bestellnummer:   071-4816388-0694813"), "")).toBe("071-4816388-0694813");
  });
  it("does not take an ordinary word as an order number", () => {
    expect(findOrderNumber(textLines("Order details\nThanks for shopping"), "")).toBeNull();
  });
});

describe("spelledInBody (session 22)", () => {
  it.each([
    ["barnesandnoble", "Thank you for shopping at Barnes & Noble.", "Barnes & Noble"],
    ["mobelhuset", "Velkommen til Møbelhuset i Oslo", "Møbelhuset"],
    ["librerianandu", "Librería Ñandú vous remercie.", "Librería Ñandú"],
    ["disneystore", "Your disneystore order", null],
    ["acmetools", "Thanks for your order", null],
    // (session 32: the brand's web name at a sentence's end, its full stop no part of a longer host; a link's host is none)
    ["fernwooddirect", "To stop these offers, write to us at FernwoodDirect.net.", "FernwoodDirect"],
    ["fernwooddirect", "Visit FernwoodDirect.net.example/offers today", null],
    // (a name that ends in its organisation's word already is the whole name, whatever capitals stand before it)
    ["usairways", "BOOKING BY TELEPHONE THROUGH US AIRWAYS", "US AIRWAYS"],
  ])("spells %s in %j as %j", (label, text, name) => {
    expect(spelledInBody(label, text)).toBe(name);
  });
});
