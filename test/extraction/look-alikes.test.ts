import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Emails about a purchase that are none, and emailed till receipts (made-up messages).
const eml = (from: string, subject: string, body: string[]) => [
  `From: ${from}`, `Subject: ${subject}`, "Date: Wed, 15 May 2024 06:10:00 -0400", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");

/** A table test: the email from `from` with each row's subject and body lines is no receipt, and typed "other". */
const noReceiptFrom = (from: string) => async (subject: string, body: string[]) => {
  const r = await parseReceiptEmail(eml(from, subject, body));
  expect([r.is_receipt, r.email_type]).toEqual([false, "other"]);
};

describe("travel notices about a booking already made (session 18)", () => {
  it.each([
    ["Your boarding pass for UA 901 - Apr 14", ["Confirmation: N7PK2R", "Flight UA 901 San Francisco to Tokyo", "Seat 34C · Boarding group 3"]],
    ["Flight delay: AA 1402 on Friday, April 4", ["Record locator: HBVQTW", "Your flight is now scheduled to depart at 7:45 PM."]],
    ["Your upcoming stay: make it even better", ["Reservation 62881904", "Add breakfast for €24 per person per day."]],
    ["Verspätung auf Ihrer Reise am 21.03.2025", ["Auftragsnummer: W2P9KC", "Ihr ICE 577 hat voraussichtlich 35 Minuten Verspätung."]],
    // (session 24: schedule changes, online check-in, delays in more languages)
    ["Schedule change for your trip to Denver (F8KX2D)", ["Confirmation: F8KX2D", "Flight 1452 now departs at 8:15 AM."]],
    ["Ihr Flug nach Wien: Jetzt online einchecken", ["Buchungscode: K7TQ2M", "Der Check-in ist ab sofort geöffnet."]],
    ["Carmen, completa tu check-in online", ["Localizador: ZP4QW2", "Vuelo IB 3412 Madrid - Roma"]],
    ["Frecciarossa 9541 in ritardo", ["Codice biglietto: XR4TQM", "Il treno viaggia con 25 minuti di ritardo."]],
    // (session 30: "you can now check in" in the body, in three languages)
    ["It's go time", ["Pat, you can now check in. See you on board soon!", "Confirmation code: LXBUEJ", "Flight 124 · Seat 24C"]],
    ["Ihre Reise nach Wien", ["Jetzt online einchecken", "Buchungscode: K7TQ2M", "Flug OS 112 · Sitz 14A"]],
    ["Votre vol pour Nice", ["L'enregistrement en ligne est maintenant ouvert.", "Référence de réservation : ZP4QW2", "Vol AF 7700"]],
  ])("is no receipt: %s", noReceiptFrom("Lumen Air <notices@lumenair.example>"));
});

describe("an order or a booking that was not made", () => {
  it.each([
    ["Problem with your order E0271193-28", ["We're sorry, but we were unable to process your order #E0271193-28: your card was declined.", "Your order has NOT been placed.", "Razor Scooter   $99.99", "Order Total: $144.92"]],
    ["Waitlist confirmation", ["You have been placed on the waitlist for flight 213.", "You have NOT been ticketed.", "Waitlist Reference: WL-88J2Q"]],
    ["We've received your refund request RR-0049812", ["Order UQ-GB-20251104-88213", "Price paid: £59.90", "Please note that this is not a refund confirmation."]],
  ])("is no receipt: %s", noReceiptFrom("Lumen <service@lumen.example>"));
});

describe("bills that ask for money still owed, whatever their subject", () => {
  it.each([
    ["Invoice INV-0417 from Harbour Plumbing Ltd", ["Hi Aroha,", "The amount outstanding of NZ$611.50 is due on 30 Nov 2025.", "Invoice number: INV-0417", "Labour (hours)   3   110.00   330.00", "Amount Due NZD   611.50"]],
    ["Invoice 1043 from Maple Lane Landscaping", ["Dear Pat,", "Balance due: $1,250.00", "Invoice date: 10/10/2025"]],
    ["Estimate EST-2291 from Brightside Electrical", ["This estimate is valid for 30 days.", "Supply & install LED downlights   12   $85.00   $1,020.00", "Total   $1,020.00"]],
    ["Ihre Rechnung 2024-118", ["Rechnungsnummer: 2024-118", "Leider haben wir noch keinen Zahlungseingang verbucht: die Rechnung ist überfällig.", "Gesamtbetrag: 49,00 €"]],
    ["Invoice 2291 from Lumen Consulting", ["Invoice number: 2291", "Consulting services, March   $4,800.00", "Total   $4,800.00", "Payment is due within 30 days."]],
    ["Rechnung 2024-119", ["Rechnungsnummer: 2024-119", "Beratung März   1.200,00 €", "Gesamtbetrag   1.200,00 €", "Bitte überweisen Sie den Betrag bis zum 15.04.2024."]],
    ["Your registration is pending payment", ["Registration ID: REG-5521", "Annual Summit pass   $495.00", "Total   $495.00", "Your registration is pending payment: pay by invoice."]],
    // a utility's or a telecom's bill ready to pay (session 22)
    ["Tu recibo del periodo 14 ABR 20 - 15 JUN 20", ["Estimado cliente:", "Tu recibo de luz ya está disponible.", "Total a pagar: $1,482", "Fecha límite de pago: 02 JUL 20"]],
    ["Twoja e-faktura za marzec 2021", ["Dzień dobry,", "Twoja e-faktura za marzec 2021 jest już dostępna w serwisie.", "Numer faktury: F/10045872/03/21", "Kwota do zapłaty: 89,99 zł", "Termin płatności: 25.03.2021"]],
    ["Your March statement", ["Hi Sam,", "Your new bill is ready.", "Account number: 8841-22", "Total: $64.20", "Pay by Apr 20 to avoid a late fee."]],
  ])("is no receipt: %s", noReceiptFrom("Billing <billing@shop.example>"));

  it.each([
    ["Payment Confirmation", ["Thank you for your payment of $238.50.", "Policy number: P25110312345", "Your next payment of $238.50 is due on Dec 3, 2025."]],
    ["Invoice 1043 from Maple Lane Landscaping", ["This invoice has been paid. Thank you!", "Invoice 1043", "Balance due: $0.00", "Amount paid: $1,250.00"]],
    ["eBay End of Auction - Item # 2163458790", ["Congratulations! You won the item.", "Item number: 2163458790", "Final price: $312.00", "Please pay within 7 days."]],
  ])("stays a receipt when the payment was made or the purchase is bound: %s", async (subject, body) => {
    const r = await parseReceiptEmail(eml("Billing <billing@shop.example>", subject, body));
    expect(r.is_receipt).toBe(true);
  });
});

describe("look-alikes named by their subject", () => {
  it.each([
    ["Feedback for your Beyours Order #212036", ["Hello Kiran,", "Thank you for shopping at Beyours.", "Kindly rate your delivery experience and share your feedback for order #212036"]],
    ["How did we do? Review your order #A-55102", ["Thanks again for your order #A-55102 of $79.89.", "Write a review"]],
    ["Rate your purchase", ["Order #A-55102", "Helix Desk Lamp   $64.00"]],
    ["Price changes: review your upcoming delivery", ["Your next Subscribe & Save auto-delivery is coming up.", "Order details", "Order total (including tax) | $165.88", "Arriving by Monday, Oct 27"]],
    ["Upcoming invoice for Acme Analytics", ["Your subscription will renew on June 1, 2024.", "Amount due: $29.00"]],
    ["Bewerten Sie Ihre Bestellung 48213", ["Bestellung-Nr.: 48213", "Gesamtbetrag: 45,65 €"]],
    ["Recordatorio de pago", ["Pedido: #ZS-30981", "Total: 61,95 €"]],
    ["Invoice INV-2024-0312 is due", ["Invoice number: INV-2024-0312", "Amount due: $29.00", "Due date: March 26, 2024", "Pay now"]],
    ["Ihre Rechnung 2024-118 ist fällig", ["Rechnungsnummer: 2024-118", "Offener Betrag: 49,00 €"]],
    ["Time to reorder?", ["It's been 30 days since your last order #10234.", "House Blend 1 kg  $24.00", "Reorder now"]],
    ["Zeit zum Nachbestellen!", ["Ihre letzte Bestellung 10234 ist 30 Tage her.", "Espresso 1 kg  24,90 €"]],
    ["Your payment failed", ["We couldn't process your payment for order #5521.", "Amount due: $49.00", "Please update your card ending in 4242."]],
    ["Payment declined for order 7781", ["Your payment of $88.00 for order 7781 was declined."]],
    ["Zahlung fehlgeschlagen – Bestellung 4471", ["Bestellnummer: 4471", "Betrag: 39,90 €"]],
    ["Votre paiement a échoué", ["Commande n° 88213", "Total : 59,00 €"]],
    ["Pago rechazado", ["Pedido: #ZS-30982", "Total: 61,95 €"]],
    // a quote or an estimate prices what may be bought, in every language
    ["Votre devis n° D-2024-118", ["Rénovation fauteuil   320,00 €", "Total HT   320,00 €", "TVA 20 %   64,00 €", "Total TTC   384,00 €"]],
    ["Your quote #Q-1182 from Atelier", ["Chair reupholstery   $320.00", "Total   $320.00", "Reply to accept this quote."]],
    ["Estimate no. 2291 for your repair", ["Labour   $120.00", "Parts   $80.00", "Total   $200.00"]],
    ["Ihr Angebot Nr. 2024-77", ["Sesselbezug   320,00 €", "Gesamtbetrag   384,00 €"]],
    ["Presupuesto 2024/118", ["Tapizado de sillón   320,00 €", "Total   384,00 €"]],
    ["Preventivo n. 118", ["Rivestimento poltrona   320,00 €", "Totale   384,00 €"]],
  ])("'%s' is not a receipt", async (subject, body) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example.com>", subject, body));
    expect(r.is_receipt).toBe(false);
    expect(r.email_type).toBe("other");
  });

  it("an invoice paid is still a receipt, its due date printed or not", async () => {
    const r = await parseReceiptEmail(eml("Acme Hosting <billing@acmehosting.example.com>", "Payment received for invoice INV-2024-0312", [
      "Invoice number: INV-2024-0312", "Due date: March 26, 2024", "Amount paid: $29.00", "Paid with Visa ending in 4242",
    ]));
    expect([r.is_receipt, r.totals.total]).toEqual([true, 29]);
  });

  it("a paid B2B invoice with net and gross amounts is a receipt, its 'Invoice INV-…' number read", async () => {
    const r = await parseReceiptEmail(eml("Cloudhost GmbH <billing@cloudhost.example.com>", "Invoice INV-2024-0042", [
      "Invoice INV-2024-0042", "VPS Large (March 2024)  1  40.00 EUR", "Net amount  40.00 EUR", "VAT 0% (reverse charge)  0.00 EUR",
      "Gross amount  40.00 EUR", "Paid by credit card on 12.03.2024.",
    ]));
    expect([r.is_receipt, r.order.number, r.totals.total]).toEqual([true, "INV-2024-0042", 40]);
  });

  it("a receipt whose body asks for a review is still a receipt", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example.com>", "Your order #A-55102", ["Order #A-55102", "Helix Desk Lamp   $64.00", "Total: $64.00", "How did we do? Rate your purchase"]));
    expect(r.is_receipt).toBe(true);
  });
});

describe("emailed till receipts", () => {
  it("are in-store receipts when the till's markers are there, with weighed and counted items", async () => {
    const r = await parseReceiptEmail(eml("Corner Grocer <receipts@cornergrocer.example.com>", "Your Corner Grocer receipt", [
      "CORNER GROCER STORE #112", "REGISTER 3   CASHIER: DANA", "", "MILK 2% GAL          3.49", "BANANAS 1.2 LB @ 0.59  0.71", "SODA 2 @ 1.50        3.00",
      "", "SUBTOTAL             7.20", "TAX                  0.00", "TOTAL                7.20", "CASH TENDERED       10.00", "CHANGE DUE           2.80",
    ]));
    expect(r).toMatchObject({ is_receipt: true, email_type: "in_store_receipt", order: { channel: "in_store" } });
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["MILK 2% GAL", 1, 3.49, 3.49], ["BANANAS", 1, 0.71, 0.71], ["SODA", 2, 1.5, 3],
    ]);
    expect(r.totals.total).toBe(7.2);
  });

  it("are in-store receipts when a self-checkout till prints its items after their barcodes (session 22)", async () => {
    const r = await parseReceiptEmail(eml("Hardware Barn <receipts@hardwarebarn.example.com>", "Your Electronic Receipt", [
      "Thank you for shopping at Hardware Barn. Here is your electronic receipt.", "0458 | 00038 | 16752 | 06/06/09 02:14 PM", "SALE | SELF CHECKOUT",
      "030699118102 1/2\" PVC ELBOW", "6@0.39 | 2.34", "075650006117 PVC CEMENT 8OZ | 6.97", "SUBTOTAL | 9.31", "SALES TAX | 0.79", "TOTAL | $10.10"]));
    expect([r.email_type, r.order.channel]).toEqual(["in_store_receipt", "in_store"]);
  });

  it("a subject 'Your <shop> receipt' types a till's text as a receipt even without till markers", async () => {
    const r = await parseReceiptEmail(eml("Corner Grocer <receipts@cornergrocer.example.com>", "Your Corner Grocer receipt", ["MILK 2% GAL          3.49", "TOTAL                3.49"]));
    expect(r.is_receipt).toBe(true);
    expect(r.email_type).toBe("payment_receipt");
  });

  it("an online order that mentions a register or a cashier once stays an order", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example.com>", "Order confirmation #1042", ["Order #1042", "Cash register roll 10-pack   $12.00", "Total: $12.00"]));
    expect(r.email_type).toBe("order_confirmation");
  });
});

describe("a newsletter's stray amounts and a brand's mailing domain", () => {
  it("keeps no tax, shipping or currency from a fare sale that is no purchase, and names the brand before 'mail' in its domain", async () => {
    const r = await parseReceiptEmail(eml("webster@skyhopmail.example", "Incredible Autumn Fares", [
      "Skyhop seat sale: Dublin to Liverpool from Eur 9.99", "Taxes and charges from 6.25", "Book now at skyhop.example",
      "Unsubscribe from Skyhop newsletters",
    ]));
    expect([r.is_receipt, r.totals.tax, r.totals.shipping, r.currency, r.merchant.name]).toEqual([false, null, null, null, "Skyhop"]);
  });
});

describe("a confirmation that prints no money and no number", () => {
  it("is the purchase's when the subject and the opening lines both name it ('Order Confirmation …' over 'Thank you for ordering …')", async () => {
    const r = await parseReceiptEmail(eml("Tickets <tickets@stadium.example>", "Order Confirmation Championship Game", [
      "Ticket Holders,", "Thank you for ordering Championship Game tickets. We have received your application and are assigning your seats.",
      "Your tickets will be mailed by the end of October."]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
  });

  it.each([["eBay Auction Items You Won"], ["End of Auction - Item # 1013506357"]])("reads an auction won as an order ('%s')", async (subject) => {
    const r = await parseReceiptEmail(eml("Auctions <seller@auctions.example>", subject, [
      "Congratulations, you won the following item!", "1012997426 RICKEY HENDERSON * PSA 9 * 1981 FLEER", "Please send payment within 10 days."]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
  });

  it("is the order the subject names over a priced item, with no total or number printed", async () => {
    const r = await parseReceiptEmail(eml("Book Exchange <orders@books.example>", "Book Order Confirmation: Les Annees 30", [
      "The following book has been ordered from Lantern Gallery:", "Les Annees 30. - Bony (Paris, 1987), 2 volumes  £220.00", "The seller will contact you about shipping."]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
  });

  it("reads a cancellation's own number ('Their cancellation numbers are C3108129105 and C3108129104')", async () => {
    const r = await parseReceiptEmail(eml("Hotel <reservations@hotel.example>", "FW: 41 Cancellation", [
      "Dear Ms Keiser,", "This is just to confirm that Mr Taylor's and Ms Hayman's reservation have been cancelled.",
      "Their cancellation numbers are C3108129105 and C3108129104 respectively."]));
    expect([r.is_receipt, r.email_type, r.order.number]).toEqual([true, "cancellation", "C3108129105"]);
  });

  it("is no purchase when only the subject names it", async () => {
    const r = await parseReceiptEmail(eml("Tickets <tickets@stadium.example>", "Order Confirmation Championship Game", [
      "Seats for the Championship Game go on sale on Monday.", "Visit our site to choose yours."]));
    expect(r.is_receipt).toBe(false);
  });
});

describe("a payment platform's receipt in prose", () => {
  it("reads 'you have paid <payee> <amount>' as the total and the payee as the merchant", async () => {
    const r = await parseReceiptEmail(eml("service@paypal.com", "Receipt for your Payment", [
      "This email confirms that you have paid Lantern Books Ltd. $12.00", "using PayPal.", "Thank you,", "The PayPal Team",
    ]));
    expect([r.is_receipt, r.email_type, r.totals.total, r.merchant.name, r.merchant.intermediary]).toEqual([true, "payment_receipt", 12, "Lantern Books", "PayPal"]);
  });

  it.each([
    ["you have paid", ["This email confirms that you have paid Lantern Books Ltd. $12.00", "using PayPal."], "payment_receipt"],
    ["you sent an auction payment", ["This email confirms that you sent an auction payment for $66.85 to", "seller@lantern.example for ITEM # 1013506357."], "payment_receipt"],
    ["thank you for … purchasing", ["Thank you for supporting the Lantern Theatre and purchasing tickets to Hamlet.", "Total: $81.50"], "order_confirmation"],
    ["a paragraph's first sentence, a labelled total and a newsletter's word", [`Thank you for supporting the Lantern Theatre and purchasing tickets to Hamlet. ${"You may wish to keep this email as a receipt of your purchase and bring it along. ".repeat(4)}`,
      "Total: $81.50", "Sign up for our newsletter."], "order_confirmation"],
    ["you purchased … for", ["Hi Pat,", "You purchased 3 credits for $9.00.", "Transaction 55123"], "payment_receipt"],
    ["confirms your purchase of … for", ["This confirms your purchase of Lantern Pro license for $99.00.", "License key: ABCD-EFGH"], "order_confirmation"],
    ["you're registered for", ["You're registered for Lantern Workshop on March 20.", "Registration fee: $45.00", "Confirmation #: R-5512"], "order_confirmation"],
    ["Sie haben … bezahlt", ["Hallo Pat,", "Sie haben 49,00 € an Lantern GmbH bezahlt.", "Transaktionsnummer: 55123"], "payment_receipt"],
    ["vous avez payé", ["Bonjour,", "Vous avez payé 49,00 € à Lantern SAS.", "Transaction n° 55123"], "payment_receipt"],
    ["has pagado", ["Hola,", "Has pagado 49,00 € a Lantern S.L.", "Transacción 55123"], "payment_receipt"],
    ["hai pagato", ["Ciao,", "Hai pagato 49,00 € ad Lantern Srl.", "Transazione 55123"], "payment_receipt"],
    ["je hebt … betaald", ["Hallo,", "Je hebt € 49,00 betaald aan Lantern BV.", "Transactie 55123"], "payment_receipt"],
  ])("knows a purchase from the body alone when the subject names none ('%s')", async (_phrase, body, type) => {
    const r = await parseReceiptEmail(eml("Lantern <service@lantern.example>", "Information", body));
    expect([r.is_receipt, r.email_type]).toEqual([true, type]);
  });
});

describe("cancellations named by the subject, and money in emails that are no purchase", () => {
  it("types a booking's cancellation by its subject, however much of the itinerary it repeats", async () => {
    const r = await parseReceiptEmail(eml("Travel Site <cancellations@travel.example>", "Itinerary No: 1117736000918 - Canceled Flight Credit Voucher", [
      "Flights | Hotels | Cars", "Your flight itinerary", "Flight: UA 1234, e-ticket", "Hotel check-in: Oct 3", "Record locator: KXQZPT",
      "CANCELED FLIGHT CREDIT VOUCHER", "Per your request, we canceled your flight reservation.",
      "You have a credit voucher with the airline for $367.60.", "Itinerary number: 1117736000918",
    ]));
    expect(r.email_type).toBe("cancellation");
  });

  it.each([
    ["a bill notice's balance", "Your bill is now available", ["Your monthly statement is ready to view online.", "Amount due: $191.81", "Due date: October 12, 2015"]],
    ["a transfer's amount", "We started your transfer request", ["Transfer #: 410246011", "From: Savings", "Amount: $1,755.00"]],
    ["the payment a security code confirms", "Your verification code", ["Your verification code is 482913.", "Use it to confirm your payment of $59.00 at Shopline."]],
  ])("reports no total or currency for %s (a lone sum in an email about no purchase)", async (_kind, subject, body) => {
    const r = await parseReceiptEmail(eml("Service <no-reply@service.example>", subject, body));
    expect([r.is_receipt, r.totals.total, r.currency]).toEqual([false, null, null]);
  });

  it("keeps a charge summary's breakdown, at less than 0.9 confidence, in an email that says it is no receipt", async () => {
    const r = await parseReceiptEmail(eml("Rides <no-reply@rides.example>", "Your trip summary", [
      "This is not a payment receipt. You will receive a trip receipt when the payment is processed.",
      "Trip fare   $37.03", "Sales tax   $2.76", "Total   $39.79",
    ]));
    expect([r.is_receipt, r.totals.total]).toEqual([false, 39.79]);
    for (const field of ["currency", "total"]) expect(r.confidence.fields[field] ?? 0, field).toBeLessThan(0.9);
  });
});

describe("a receipt's subject against a newsletter's words in its body", () => {
  it("is a purchase when the subject names a receipt and a total is printed, whatever the footer says of a newsletter", async () => {
    const r = await parseReceiptEmail(eml("Opera <webmaster@opera.example.com>", "Harbor Opera - Online Purchase Receipt", [
      "Thank you for purchasing tickets. You may wish to keep this email as a receipt.", "BuyerID: 510265", "Total: $81.50", "Sign up to receive our email newsletter.",
    ]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", 81.5]);
  });
});

describe("a receipt that names neither its kind nor an order", () => {
  it("is a purchase when its items add up to a labelled total", async () => {
    const r = await parseReceiptEmail(eml("Corner Market <hello@cornermarket.example>", "Thanks for stopping by", [
      "Corner Market", "Sourdough Loaf   $6.49", "Oat Milk   $4.99", "Subtotal   $11.48", "Tax   $0.00", "Total   $11.48",
    ]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", 11.48]);
  });

  it("is no purchase when the prices come without a total (a newsletter's)", async () => {
    const r = await parseReceiptEmail(eml("Corner Market <hello@cornermarket.example>", "This week at Corner Market", [
      "Sourdough Loaf   $6.49", "Oat Milk   $4.99", "Visit us this weekend!",
    ]));
    expect(r.is_receipt).toBe(false);
  });
});

describe("a receipt that states only its total and how it was paid", () => {
  it("is a purchase when a labelled total and the card or wallet that paid it are printed", async () => {
    const r = await parseReceiptEmail(eml("Scoot Co <no-reply@scoot.example>", "Gracias por viajar", [
      "Scoot Co", "Total   3,45 €", "Visa •••• 4821",
    ]));
    expect([r.is_receipt, r.email_type, r.totals.total, r.payments[0]?.last4]).toEqual([true, "payment_receipt", 3.45, "4821"]);
  });

  it("takes the sum charged to the card as the total when none is printed ('American Express x-1004   £85.00')", async () => {
    const r = await parseReceiptEmail(eml("Energy Co <billing@energy.example>", "Payment confirmation", [
      "Hello Pat Sample,", "Thanks, we've received your payment.", "Payment reference   PMT-2024-77812", "American Express x-1004   £85.00",
    ]));
    expect([r.is_receipt, r.email_type, r.totals.total, r.currency]).toEqual([true, "payment_receipt", 85, "GBP"]);
  });

  it("keeps a card alert that names the sum charged to the card no purchase", async () => {
    const r = await parseReceiptEmail(eml("Bank Alerts <alerts@bank.example>", "Card alert", [
      "Visa ending in 4821   $11.48", "was used at CORNER MARKET on May 15.", "Not you? Call us.",
    ]));
    expect([r.is_receipt, r.totals.total]).toEqual([false, null]);
  });

  it("keeps a bank's card alert ('Amount', no total) no purchase", async () => {
    const r = await parseReceiptEmail(eml("Bank Alerts <alerts@bank.example>", "Card purchase alert", [
      "A purchase was made with your card ending in 4821.", "Merchant: CORNER MARKET", "Amount: $11.48",
    ]));
    expect(r.is_receipt).toBe(false);
  });
});

describe("an order page's status standing alone near the top", () => {
  it("types the page by its status ('Order Canceled'), not by its 'Details for Order' title", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example.com>", "Details for Order #D46-3219174", [
      "Details for Order # D46-3219174", "Order Canceled", "Order number: D46-3219174", "Order placed: November 30, 2018", "Items Ordered", "1 of: A Novel  $9.99",
    ]));
    expect(r.email_type).toBe("cancellation");
  });
});

describe("a document's own statement that it is no receipt", () => {
  it.each([
    ["Račun", ["ОВО НИЈЕ ФИСКАЛНИ РАЧУН", "ПРЕДРАЧУН ПРОДАЈА", "Grcki omlet (Ђ)", "490,00   1   490,00", "Укупан износ: 490,00", "ПФР број рачуна: VBMHX9SX-R7WS5MO0-68357"]],
    ["Your trip summary", ["This is not a payment receipt.", "Trip #8812341", "Fare  $12.00", "Total  $12.00"]],
    ["Itinerary for Pat Sample: Breckenridge", ["Vacation package is not purchased.", "Purchase now to guarantee price and availability", "Taxes & surcharges $129.78", "Total amount charged  $1,834.04"]],
  ])("'%s' is no purchase, even with a number and a total", async (subject, body) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example.com>", subject, body));
    expect(r.is_receipt).toBe(false);
  });

  it("keeps an order confirmation that only says it is no invoice ('Dies ist keine Rechnung') a purchase", async () => {
    const r = await parseReceiptEmail(eml("Shop <bestellung@shop.example.de>", "Ihre Bestellung 302-1234567", [
      "Vielen Dank für Ihre Bestellung.", "Bestellnummer: 302-1234567", "Lampe  39,00 €", "Gesamtbetrag: 39,00 €", "Hinweis: Dies ist keine Rechnung.",
    ]));
    expect(r.is_receipt).toBe(true);
  });
});

describe("a subscription's confirmation", () => {
  it("is an order confirmation with its plan as the item, never its renewal price line", async () => {
    const r = await parseReceiptEmail(eml("App Store <no_reply@store.example>", "Your Subscription Confirmation", [
      "Subscription Confirmation", "Weather Pro", "Weather Pro Premium (1 year)", "$14.99/year", "This email confirms your subscription purchase:",
      "Date of Purchase  Mar 2, 2021", "Renewal Price  $14.99/year", "Payment Method  Visa .... 9579",
    ]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
    expect(r.products.map((p) => p.description)).not.toContain("Renewal Price");
  });
});

describe("thin payment confirmations in every language", () => {
  const mail = (subject: string, body: string[]) => ["From: Service <billing@service.example>", `Subject: ${subject}`, "Date: Tue, 10 Mar 2026 10:00:00 +0000",
    "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ...body].join("\r\n");
  it.each([
    ["Zahlung erhalten", "wir haben deine Zahlung über 12,00 € erhalten.", 12],
    ["Paiement reçu", "Nous avons bien reçu votre paiement de 12,00 €.", 12],
    ["Pagamento ricevuto", "abbiamo ricevuto il tuo pagamento di 12,00 €.", 12],
    ["Betaling ontvangen", "We hebben je betaling van € 12,00 ontvangen.", 12],
    ["Płatność otrzymana", "otrzymaliśmy Twoją płatność w kwocie 12,00 zł.", 12],
    ["Betalning mottagen", "Vi har tagit emot din betalning på 120 kr.", 120],
    ["Tu suscripción se ha renovado", "Tu suscripción Premium se ha renovado.\nImporte: 9,99 €", 9.99],
  ])("%s: a payment receipt for the sum its sentence names", async (subject, sentence, total) => {
    const r = await parseReceiptEmail(mail(subject, sentence.split("\n")));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", total]);
  });
});

describe("cancellations and refunds in the Nordic languages and Finnish", () => {
  const mail = (subject: string, body: string[]) => ["From: Shop <orders@shop.example>", `Subject: ${subject}`, "Date: Tue, 10 Mar 2026 10:00:00 +0000",
    "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ...body].join("\r\n");
  it.each([
    ["Din beställning 10045 har avbrutits", ["Din beställning har avbrutits.", "Mugg\t120 kr", "Totalt\t120 kr"], "cancellation", 120],
    ["Tilauksesi 10045 on peruttu", ["Tilauksesi on peruttu.", "Muki\t12,00 €", "Yhteensä\t12,00 €"], "cancellation", 12],
    ["Återbetalning för order 10045", ["Vi har återbetalat 120 kr.", "Mugg\t120 kr", "Återbetalat belopp\t120 kr"], "refund", 120],
  ])("%s", async (subject, body, type, total) => {
    const r = await parseReceiptEmail(mail(subject, body));
    expect([r.email_type, r.order.number, r.totals.total]).toEqual([type, "10045", total]);
  });
});

describe("a survey about a delivered order (session 17)", () => {
  it("keeps 'How was your Kmart order?' with 'Your recent order … was delivered on 19 November' a look-alike", async () => {
    const eml = [
      "From: Shop <survey@shop.example>", "Subject: How was your Shopname order?", "Date: Sat, 22 Nov 2025 10:00:00 +1100",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      "How did we go, Hayley?\nYour recent order K2219038821 was delivered on 19 November. We'd love to hear how it went.\nTake the survey",
    ].join("\r\n");
    const r = await parseReceiptEmail(eml);
    expect([r.is_receipt, r.email_type]).toEqual([false, "other"]);
  });
});

describe("a notice to the seller or host of what a buyer paid (session 19)", () => {
  it.each([
    ["Reservation confirmed - Dana Reyes arrives Aug 12", ["NEW BOOKING CONFIRMED! DANA ARRIVES AUG 12.", "Confirmation code", "HMZX4K2PQR",
      "GUEST PAID", "$120.00 x 3 nights | $360.00", "Cleaning fee | $45.00", "TOTAL (USD) | $405.00", "HOST PAYOUT", "$120.00 x 3 nights | $360.00",
      "Service fee | -$10.80", "TOTAL (USD) | $394.20"]],
    ["You made a sale on Craftmarket!", ["Congrats, you just made a sale!", "Order #4417", "Linen Apron  $32.00", "Order total: $38.50"]],
    ["Your item sold: Vintage Brass Lamp", ["Your item sold! Ship it by Jun 3.", "Sale price: $85.00", "Buyer paid: $97.40"]],
  ])("is no receipt: %s", noReceiptFrom("Marketplace <automated@market.example.com>"));
});

describe("a failed payment and a review request, in English and French (session 19)", () => {
  it.each([
    ["Sam, there's a problem with your payment", ["Your payment didn’t go through", "We tried to charge £7.99 for your Family plan to your Visa ending in 4410, but the payment was declined.", "Amount due | £7.99"]],
    ["Camille, que pensez-vous de votre Robot pâtissier ?", ["Camille, votre avis compte !", "Vous avez récemment reçu votre commande n° 7HGT2KLM9 du 02/03/2023.", "Robot pâtissier 1000 W", "Notez ce produit :"]],
  ])("is no receipt: %s", noReceiptFrom("Service <no-reply@service.example.com>"));
});

describe("a bill or statement made available, and collections to come (session 19)", () => {
  it.each([
    ["Your escrow account review is ready", ["We've completed the annual review of the escrow account for your mortgage ending in 6630.", "Escrow shortage | $612.48", "New monthly payment | $2,104.33"]],
    ["Votre facture Lumière est prête", ["Votre facture de juillet est maintenant disponible.", "Montant dû | 98,47 $", "Date d'échéance | 2 août 2019"]],
    ["Your Direct Debit instalment plan", ["Thank you for choosing to pay by Direct Debit.", "Amount of each payment: | £38.00", "Total to pay: | £418.00"]],
    ["Vorabankündigung SEPA-Lastschrift – Vertrag 88219043", ["hiermit kündigen wir Ihnen den Einzug der folgenden Forderung an:", "Rechnungsnummer: | 100029871162", "Betrag: | 9,00 EUR"]],
    ["Your statement is now available", ["Your March statement is ready to view online.", "Statement balance: $1,204.18", "Minimum payment due: $35.00"]],
    // (session 30: an order's instalment still to be charged)
    ["Payment for your product will process soon", ["We wanted to remind you that a payment for your product is due on 09/14/2021.", "We will begin processing payment for your product on this date.",
      "Order Number: 113-9042362-9156231", "Payment Due: $25.99"]],
  ])("is no receipt: %s", noReceiptFrom("Provider <no-reply@provider.example.com>"));

  it("keeps a ticket paid by direct debit ('Der oben genannte Betrag wird von Ihrem Konto eingezogen') a purchase", async () => {
    const r = await parseReceiptEmail(eml("Bahn <buchungsbestaetigung@bahn.example.de>", "Ihre Buchungsbestätigung (Auftrag 582749103621)", [
      "Ihre Buchung ist bestätigt.", "Auftragsnummer: 582749103621", "ICE Fahrkarte | 99,00 €", "Summe | 99,00 €",
      "Der oben genannte Betrag wird von Ihrem Konto eingezogen.",
    ]));
    expect(r.is_receipt).toBe(true);
  });
});

describe("a payment received and a top-up done, in German and Spanish (session 19)", () => {
  it.each([
    ["Bestätigung Ihres Zahlungseingangs", ["vielen Dank! Wir bestätigen den Eingang Ihrer Zahlung.", "Betrag | 87,00 €", "Eingangsdatum | 03.03.2021"]],
    ["Recarga realizada", ["Le confirmamos que la recarga de su línea se ha realizado correctamente.", "Importe de la recarga: | 10,00 EUR", "Nº de operación: | 0602032115493381"]],
  ])("is a payment receipt: %s", async (subject, body) => {
    const r = await parseReceiptEmail(eml("Provider <service@provider.example.de>", subject, body));
    expect([r.is_receipt, r.email_type]).toEqual([true, "payment_receipt"]);
  });
});

describe("the stage an order is at, in more words (session 20)", () => {
  it.each([
    ["Delivery Notification for Item", ["We delivered your parcel", "Tracking number", "7324588146864244"], "delivery_confirmation"],
    ["Ihre Shop Bestellung erreicht Sie schon bald!", ["Ihre Bestellung 2013046492 ist nun fast bei der angegebenen Lieferadresse.", "Die Zustellung durch DPD erfolgt voraussichtlich heute."], "shipping_confirmation"],
    ["Your Purchase from DayLikesCookies (3416897093)", ["Congratulations on your Etsy order for 1 item from DayLikesCookies.", "Order total: CA$48.82",
      "Request a cancellation: before item has dispatched"], "order_confirmation"],
  ])("types '%s' by its words, not by a policy's 'before item has dispatched'", async (subject, body, type) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example.com>", subject as string, body as string[]));
    expect(r.email_type).toBe(type);
  });
});

describe("till markers of a shop's point of sale (session 20)", () => {
  it.each([
    ["Your receipt from Spoke & Sprocket Cycles", ["Spoke & Sprocket Cycles", "Sales Receipt #48211 | Jun 10, 2017 3:42 PM", "Register: Front Counter | Employee: Kyle", "Tune-Up: Standard | 1 | 89.00 | 89.00", "Total | 89.00"]],
    ["Ditt kvitto från ICA Supermarket", ["ICA Supermarket Hornstull", "Kvitto 2021-05-22 17:36 | Kassa 3 | Kvittonr 8812", "Mellanmjölk 1,5l | 19,95", "Totalt | 19,95 kr"]],
  ])("types '%s' as an in-store receipt", async (subject, body) => {
    const r = await parseReceiptEmail(eml("Shop <receipts@shop.example.com>", subject as string, body as string[]));
    expect(r.email_type).toBe("in_store_receipt");
  });
});

describe("a return received or labelled, its refund still to come (session 21)", () => {
  it.each([
    ["We've received your return [Order No. 88412]", ["Your return package arrived on 10/18/2023. We'll issue your refund once our team has inspected the items.",
      "Order No. 88412", "Ribbed Crew Neck T-Shirt | Qty: 2 | $19.90", "Estimated refund amount* | $39.80"]],
    ["Your return label for order #KF20915", ["Your return is approved", "Camp Beanie – Rust | $28.00", "Return shipping fee | −$6.00",
      "Estimated refund to original payment | $22.00", "Your refund will be processed once your items are received."]],
    ["Deine Rücksendung ist bei uns eingegangen", ["Folgende Artikel sind bei uns eingegangen:", "Artikel: Strickpullover, Gr. L", "Preis: 59,99 €",
      "Bestellnummer: 4691328705", "Danach erhältst du eine Gutschrift auf deinem Kundenkonto."]],
  ])("is no receipt: %s", noReceiptFrom("Lumen <returns@lumen.example>"));

  it("stays a refund when the total is labelled the refunded amount", async () => {
    const r = await parseReceiptEmail(eml("Lumen <returns@lumen.example>", "Wir haben deine Rücksendung erhalten", [
      "wir haben deine Rücksendung zu Bestellung 10104713582290 erhalten und bearbeitet.", "Strickpullover", "Menge: 1 | 29,99 €", "Erstattungsbetrag | 29,99 €"]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "refund", 29.99]);
  });

  it("reads 'Your refund will be processed' as a refund to come, not one made", async () => {
    const r = await parseReceiptEmail(eml("Lumen <orders@lumen.example>", "Order 5512 update", [
      "Your refund will be processed within 5 days.", "Order 5512", "Mug | $12.00", "Total | $12.00"]));
    expect(r.email_type).not.toBe("refund");
  });
});

describe("a price drop, a card statement, an order that will ship (session 21)", () => {
  it.each([
    ["Price drop on an item you bought", ["Good news: the price dropped on something you bought.", "Order #BBY01-8065123 · Purchased 11/02/2019", "You paid: $348.00", "Price now: $278.00", "Difference: $70.00"]],
    ["Your Advantage Card statement - January 2009", ["Your recent transactions", "12/01/2009 | Oxford Street | GBP 23.50 | 94", "05/01/2009 | order 60412887 | GBP 41.20 | 164"]],
  ])("is no receipt: %s", noReceiptFrom("Lumen <news@lumen.example>"));

  it("reads 'Your order will be on its way soon' as an order not shipped yet", async () => {
    const r = await parseReceiptEmail(eml("Lumen <orders@lumen.example>", "We're packing your order", [
      "Your order will be on its way soon. Order number 40183726451", "Order number: 40183726451", "Pyjama Set | £29.50", "Order total £29.50"]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
  });
});

describe("a refund as store credit (session 21)", () => {
  it("reads 'issued $64.95 in store credit as a gift card' as a refund of the one amount it prints", async () => {
    const r = await parseReceiptEmail(eml("Northbound <store@northbound.example>", "Your store credit for order #NB4471", [
      "ORDER #NB4471", "Your store credit is ready", "We received your return and issued $64.95 in store credit as a gift card.",
      "GX4T-PQ9M-R8LW-7H2K", "Balance: $64.95 USD", "Returned items", "Packable Down Vest × 1", "Olive / L | $64.95"]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "refund", 64.95]);
  });
});

describe("an itinerary sent for an upcoming trip (session 21)", () => {
  it("stays the booking's receipt, while 'Your upcoming trip' alone is a reminder", async () => {
    const body = ["Your confirmation code is IZCWDY", "Flight 516 SFO to JFK, Wed, Jan 10", "Credit Card: Visa XXXXXXXXXXX3554", "Total: USD236.40"];
    const itinerary = await parseReceiptEmail(eml("JetBlue Reservations <reservations@lumenair.example>", "Your itinerary for your upcoming trip", body));
    expect([itinerary.is_receipt, itinerary.email_type]).toEqual([true, "travel_booking"]);
    const reminder = await parseReceiptEmail(eml("JetBlue Reservations <reservations@lumenair.example>", "Your upcoming trip on Wed, Jan 10", body));
    expect(reminder.is_receipt).toBe(false);
  });
});

describe("a failed payment or a review request in other words (session 21)", () => {
  it.each([
    ["Action required: your payment for Notion Plus failed", ["Invoice #INV-2291", "Notion Plus (monthly) $10.00", "Amount due: $10.00", "Visa ending 4242"]],
    ["Votre paiement a été refusé", ["Abonnement Standard 13,49 €/mois", "Carte Visa •••• 0042"]],
    ["Herr Vogel, wie war Ihre Bestellung bei Kaffeezentrale?", ["Bestellnummer: 100482", "Bestellwert 64,80 €"]],
    ["【ZOZOTOWN】クレジットカード決済エラー", ["ご注文番号：2024031512345", "ご請求金額 ¥8,900"]],
  ])("is no receipt: %s", noReceiptFrom("Billing <billing@shop.example>"));
});

describe("a donation or a membership fee paid (session 22)", () => {
  it.each([
    ["Gracias por tu donativo", ["Estimada Lucía:", "Queremos darte las gracias por tu donativo.", "Importe: 30,00 €", "Fecha: 05/03/2009", "Forma de pago: tarjeta VISA terminada en 0932"], 30],
    ["Betaling ontvangen - contributie 2021-2022", ["Beste Marieke,", "Bedankt! We hebben je betaling ontvangen.", "Omschrijving: Contributie seizoen 2021-2022", "Bedrag: € 285,00", "Datum: 14 september 2021", "Transactie-ID: tr_Wq8Ke3Ud2x"], 285],
    ["Thank you from the Foundation", ["Dear Ruth,", "Thank you for donating to the Foundation. You are wonderful!", "For your records: Your donation, number 45218834, on 12/4/2017 was $25.00 USD."], 25],
    ["Vielen Dank!", ["Liebe Frau Sommer,", "vielen Dank für Ihre Spende.", "Betrag: 50,00 €", "Datum: 02.03.2024", "Zahlungsart: Lastschrift"], 50],
    // (session 25: a subscription's Dutch receipt, 'Bedankt voor je betaling' over an order number)
    ["Je Premium-ontvangstbewijs", ["Bedankt voor je betaling", "Hoi Sanne,", "Datum: | 12-08-2021", "Bestelnummer: | S4211-09927-NL", "Abonnement: | Premium Duo", "Totaal: | € 12,99"], 12.99],
  ])("is a payment receipt with its amount as the total ('%s')", async (subject, body, total) => {
    const r = await parseReceiptEmail(eml("Stichting Helpen <info@helpen.example>", subject, body));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", total]);
  });
});

describe("a wallet's 'You sent' payment (session 22)", () => {
  it("reads 'You sent $86.50 USD to Quarry Hill Pottery' as the total", async () => {
    const r = await parseReceiptEmail(eml("service@wallet.example", "You sent a payment to Quarry Hill Pottery", [
      "Transaction ID: 7HX04512KJ881930P", "Hello, Ellen", "You sent $86.50 USD to Quarry Hill Pottery", "Merchant | Quarry Hill Pottery", "Purchase type | Goods"]));
    expect([r.email_type, r.totals.total]).toEqual(["payment_receipt", 86.5]);
  });
});

describe("tickets bought for a visit (session 22)", () => {
  it("are an order when the subject says 'Your tickets for …' over a priced admission, with no total or number printed", async () => {
    const r = await parseReceiptEmail(eml("Museum of Light <tickets@museumoflight.example>", "Your tickets for Museum of Light", [
      "See you soon, Priya!", "Show this barcode at the Admissions desk.", "Saturday, July 15, 2023 · 11:00 AM entry", "General Admission – Adult | $20.00"]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
  });
});

describe("notices about an order that are no purchase: surveys, offers, messages, address changes (session 23)", () => {
  it.each([
    ["Enquête de satisfaction – commande 4411-22", ["Merci pour votre commande 4411-22 du 12/03/2024. Total : 25,00 €", "Répondez à notre questionnaire en 2 minutes."]],
    ["Votre offre a été acceptée", ["Le vendeur a accepté votre offre de 25,00 € pour « Pull en laine ». Payez maintenant."]],
    ["Your delivery address has been updated", ["Order #4411-22", "Total: $25.00", "Your new address: 12 Main St"]],
    ["New message from the seller about order #4411-22", ["Order total: $25.00", "Hi! Your item ships tomorrow."]],
    ["Ihre Meinung zu Bestellung 4411-22", ["Vielen Dank für Ihre Bestellung 4411-22. Gesamtbetrag: 25,00 €"]],
  ])("'%s' is no receipt", noReceiptFrom("Boutique <noreply@boutique.example>"));
});

describe("carts left behind and 'how's your new …' review requests (session 23)", () => {
  it.each([
    ["Niklas, dein Warenkorb vermisst dich", ["Hallo Niklas, du hast noch Produkte in deinem Warenkorb.", "Kopfhörer Schwarz | 349,00 €", "Gesamtsumme inkl. MwSt. | 349,00 €"]],
    ["Twoje produkty czekają", ["Cześć Marek,", "w Twoim koszyku czekają produkty:", "1 x Sencha Premium 100 g – 42,00 zł", "Razem: 42,00 zł"]],
    ["You left something behind", ["Still thinking it over? These are still in your cart:", "Wool Beanie $30.00", "Total: $30.00"]],
    ["How's your new Cordless Vacuum V8?", ["Order #US-2207-5518842 · Purchased Jul 28, 2022 · $349.99", "Write a review"]],
  ])("'%s' is no receipt", noReceiptFrom("Shop <news@shop.example>"));
});

describe("a marketplace's notice to the one who sold (session 23)", () => {
  it.each([
    ["You Sold Your Item! Dunk Low Panda", ["Hi Tyler,", "You Sold Your Item!", "Sale Price: $120.00", "Transaction Fee (9%): -$10.80", "Total Payout: $109.20"]],
    ["Votre argent est disponible", ["Bonjour Karim,", "L'acheteur a confirmé la bonne réception de « Perceuse ».", "Prix de vente : 85,00 €", "Total : 85,00 €"]],
    ["Деньги за заказ №70031877420 отправлены", ["Покупатель получил заказ N 70031877420.", "Цена: 32 000 руб.", "К выплате: 32 000 руб."]],
    ["Du hast verkauft: Winterjacke", ["Du hast deine Winterjacke verkauft!", "Preis: 45,00 €", "Bitte versenden bis 14.03."]],
  ])("'%s' is no receipt", noReceiptFrom("Marketplace <noreply@market.example>"));
});

describe("a platform's message notice about an order (session 24)", () => {
  it.each([
    ["", ["You've received messages from ichbinsselber", "Hi nanosoft7,", "ichbinsselber left you messages in regards to the order #FO715130DEBA6:", "View and Reply"]],
    ["Nouveau message", ["Vous avez reçu un nouveau message de marie_l", "à propos de la commande n° 48213", "Répondre"]],
    ["Neue Nachricht", ["Du hast eine neue Nachricht von Holzwurm_88", "zu deiner Bestellung 48213", "Antworten"]],
  ])("%s is no receipt", async (subject, body) => noReceiptFrom("Marketplace <noreply@marketplace.example>")(subject, body));
});

describe("notices around a delivery that buy nothing (session 25)", () => {
  it.each([
    ["Reminder: your slot on Saturday is waiting - checkout by 11:45pm Friday", ["Don't lose your delivery slot", "Hi Emma,", "You've reserved a delivery slot for Saturday 14 June, 9:00am – 10:00am, but you haven't checked out yet.",
      "Complete your order by 11:45pm on Friday 13 June to keep this slot.", "Your trolley | 27 items", "Trolley total | £68.40", "Delivery charge | £3.99", "Checkout now"]],
    ["Wie war deine Lieferung? Sag es uns in 30 Sekunden", ["Hallo Felix,", "deine Bestellung 10105877341290 ist bei dir angekommen.", "Jetzt bewerten", "Nike Sportswear AIR MAX 90 – 149,99 €"]],
  ])("%s", (subject, body) => noReceiptFrom("Shop <service@shop.example>")(subject, body));

  // (a carrier's demand for the import duties on a parcel: the reader owes them, nothing was bought from the carrier)
  it.each([
    ["DHL Express: Zahlung der Einfuhrabgaben erforderlich - Sendung 7834201955", ["Sehr geehrte Kundin, sehr geehrter Kunde,", "für Ihre DHL Express Sendung mit der Sendungsnummer 7834201955 von ASOS.COM LTD (Großbritannien) fallen Einfuhrabgaben an.",
      "Zollabgaben: | 4,10 EUR", "Einfuhrumsatzsteuer: 16,30 EUR", "Auslagepauschale DHL: 3,00 EUR", "Zu zahlender Betrag: 23,40 EUR"]],
    ["Import duties due on your parcel", ["Your parcel 7834201955 from ASOS is held.", "Import VAT: £16.30", "Handling fee: £7.10", "Amount to pay: £23.40", "Pay your duties online to release it."]],
  ])("%s", (subject, body) => noReceiptFrom("DHL Express <noreply.odd@dhl.com>")(subject, body));
});

describe("a service's notices around a payment (session 25)", () => {
  it.each([
    ["New invoice from Northbeam Analytics LLC #NBA-2291-0007", ["Invoice #NBA-2291-0007", "$480.00 due May 30, 2023", "Pay this invoice: https://invoice.pay.example/i/123",
      "Analytics retainer – May | 1 | $480.00", "Subtotal | $480.00", "Total | $480.00", "Amount due | $480.00"]],
    ["Subscription Confirmation", ["You've subscribed to the following:", "Calm Premium (Annual)", "Free Trial: 7 days, then $69.99 per year", "Starting Jan 8, 2026"]],
  ])("is no receipt: %s", noReceiptFrom("Billing <billing@service.example>"));

  it("reads an account topped up on its own as a payment receipt with the amount added as its total", async () => {
    const r = await parseReceiptEmail(eml("Toll Service <donotreply@tolls.example>", "Account Replenishment", [
      "Your account 3011-8842-90 has been automatically replenished.", "Replenishment amount: | $35.00", "Date: | 07/22/2014",
      "Charged to: | MasterCard ending in 4108", "Current balance: | $41.62", "Low balance threshold: $10.00",
    ]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", 35]);
  });
});

describe("notices about an order already made: a delay, an event's reminder, a rewards balance (made-up round us)", () => {
  it.each([
    ["KF65 group buy update: production delay", ["An update on the KF65 group buy (your order #KFL2291).", "If you would rather cancel, we'll refund your $219.00 deposit in full."]],
    ["Reminder: Retro Game Swap Meet 2019 is tomorrow", ["Just a reminder that you have tickets for:", "Order #1027733919 - 3 tickets", "Parking: $15 cash at the lot."]],
    ["Alexis, your $12.50 in Rewards is waiting", ["Your Rewards balance: 1,250 points = $12.50 in Rewards", "11/24/2023 | Purchase - Order 1LKJ2X93 | +890 points"]],
  ])("%s", (subject, body) => noReceiptFrom("Shop <hello@shop.example>")(subject, body));
});

describe("thin receipts in English that say they were paid (made-up round us)", () => {
  it("reads a pledge collected with its amount as a payment receipt", async () => {
    const r = await parseReceiptEmail(eml("Kickstarter <no-reply@kickstarter.com>", "Your pledge was successfully collected",
      ["Loam & Lantern was successfully funded, and your payment of $45.00 has been processed.", "Amount: $45.00 USD", "Card: Discover ending in 6011"]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", 45]);
  });

  it("reads 'Refunded amount: $64.19 (including $4.20 tax)' as a refund's total and its tax", async () => {
    const r = await parseReceiptEmail(eml("Steam Support <noreply@steampowered.com>", "Your Steam refund has been processed",
      ["Your refund request has been approved and processed.", "Refund for: Cyberpunk 2077", "Refunded amount: $64.19 (including $4.20 tax)", "Refunded to: Visa"]));
    expect([r.is_receipt, r.email_type, r.totals.total, r.totals.tax]).toEqual([true, "refund", 64.19, 4.2]);
  });
});

describe("a bill's and a ride's number (made-up round in)", () => {
  it.each([
    ["Your e-Bill from Reliance Digital", "Bill No : RD/R461/24-25/018734 | Date : 02-11-2024", "RD/R461/24-25/018734"],
    ["Your ride invoice", "Ride ID: RD17384920193847", "RD17384920193847"],
    ["Your trip", "Trip ID: 1016516703", "1016516703"],
  ])("%s", async (subject, line, number) => {
    const r = await parseReceiptEmail(eml("Shop <bills@shop.example.in>", subject, [line, "Total: Rs. 1,245.00"]));
    expect(r.order.number).toBe(number);
  });
});

describe("a wallet's payment heading over the amount paid (made-up round in)", () => {
  it.each([
    ["Payment of Rs 240 to Sharma General Store", ["Paytm", "✔ Paid Successfully", "₹240", "to Sharma General Store", "UPI Ref No. | 316871204953"], 240],
    ["Your payment to BESCOM was successful", ["Your payment to BESCOM was successful", "₹1,842.00", "Biller | Bangalore Electricity Supply Company (BESCOM)"], 1842],
  ])("%s: the amount is the total, the heading no item", async (subject, body, total) => {
    const r = await parseReceiptEmail(eml("Wallet <no-reply@wallet.example.in>", subject, body));
    expect([r.is_receipt, r.totals.total, r.products.length]).toEqual([true, total, 0]);
  });
});

describe("bodies kept without their headers (session 29)", () => {
  const bare = (body: string[]) => ["MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "", ...body].join("\r\n");

  it("reads the opening heading as the subject it lacks: an order or a cancellation confirmed with no money or number is still that purchase's, with no currency", async () => {
    const order = await parseReceiptEmail(bare(["Your order has been confirmed", "LUMEN", "3251 20th Ave.", "San Francisco, CA 94132", "Track Delivery", "Give $100 Get $100"]));
    expect([order.is_receipt, order.email_type, order.currency]).toEqual([true, "order_confirmation", null]);
    const cancelled = await parseReceiptEmail(bare(["Your subscription has been canceled", "Your Unlimited subscription is active through", "March 7, 2018",
      "You will not be charged a subscription fee moving forward."]));
    expect([cancelled.is_receipt, cancelled.email_type]).toEqual([true, "cancellation"]);
    // (a return label submitted, its refund still to come, is none: "… until you receive a complete refund")
    const label = await parseReceiptEmail(bare(["Dear Customer, According to your request, a return label has been successfully submitted. Please follow the return guidelines to complete the return process.",
      "Return information", "Order number:GSO1XU01700NS5M Return ID: UR1XEXE0RMSR", "Keep your drop-off receipt until you receive a complete refund.", "Please wait for your refund/reship to arrive."]));
    expect([label.is_receipt, label.email_type]).toEqual([false, "other"]);
    // (a heading that names no purchase stays what it is)
    const promo = await parseReceiptEmail(bare(["New to eat near you", "Try LUMEN tonight", "Free delivery on your first order over $15"]));
    expect([promo.is_receipt, promo.email_type]).toEqual([false, "other"]);
  });
});

describe("orders a marketplace closed (session 29)", () => {
  it("reads 'Your order 9999999999990022 is closed' as the order's cancellation", async () => {
    const r = await parseReceiptEmail(eml("Marketplace <transaction@notice.market.example>", "Your order 9999999999990022 is closed",
      ["Your order 9999999999990022 is closed", "Hi Max,", "Your order 9999999999990022 has been closed. Check order detail page to know more details."]));
    expect([r.is_receipt, r.email_type, r.order.number]).toEqual([true, "cancellation", "9999999999990022"]);
  });
});

describe("a charity's receipt for a gift (session 29)", () => {
  it("names the gift and whom it went to as the one item, priced at the total; no item when the text names several recipients", async () => {
    const r = await parseReceiptEmail(eml("Donor Services <donations@harborheart.example>", "Donation Confirmation", ["Dear Pat,",
      "Thank you for your contribution to the Harbor Heart Association.", "This e-mail is a receipt for your donation of $50.00.", "Your transaction number is 49782."]));
    expect([r.is_receipt, r.totals.total, r.products.map((p) => [p.description, p.total_price])]).toEqual([true, 50, [["Contribution to the Harbor Heart Association", 50]]]);
    const fund = await parseReceiptEmail(eml("Fund <donors@fund.example>", "Fund Confirmation", ["Dear Pat,",
      "Thank you for your gift of $250.00 to The Harbor Relief Fund. The Fund was established to help.", "Your contribution to the Telethon is helping families."]));
    expect(fund.products.map((p) => p.description)).toEqual(["Gift to The Harbor Relief Fund"]);
  });
});

describe("a marketplace's word to its seller, in French's informal 'tu' (session 31)", () => {
  it("is no purchase ('La vente de … a été réalisée avec succès', 'Viré sur ton compte'), and the number keeps no glued label", async () => {
    const r = await parseReceiptEmail(eml("L'équipe Market <noreply@market.example>", "La transaction est finalisée", ["pat,", "Cette transaction est finalisée.",
      "La vente de Veste en jean a été réalisée avec succès.", "N° de Transaction : #17363033604Date : 14/01/2026 14 h 51", "Montant de la commande :", "11,99 €",
      "Viré sur ton compte Market :", "11,99 €"]));
    expect([r.is_receipt, r.email_type, r.order.number]).toEqual([false, "other", "17363033604"]);
  });
});

describe("a travel agent's fare quote that waits for the traveller's yes (session 31)", () => {
  it("is no booking ('Please advise if ok to ticket')", () => noReceiptFrom("Pat Agent <pat@agency.example>")("respond w/approval for ticketing by 10 Jan. for trvl 15 Feb.", [
      "Airfare is 522.50 nonrefundable per person. Service fee is 30.00 per person nonrefundable.", "Please advise if ok to ticket and which credit card you will be using.",
      "AGENT SB/SB BOOKING REF ZDRZ3P", "Your flight itinerary:", "CONTINENTAL AIRLINES 15FEB HOUSTON TX CANCUN", "RESERVATION CONFIRMED"]));
});

describe("a type phrase that ends a sentence the line before began (session 32)", () => {
  it("reads a shipment 'when your order has shipped' in a wrapped text part as one still to come", () => noReceiptFrom("Parcel Alerts <alerts@trackwise.example>")("Parcel alerts are on", [
      "Greetings from the Trackwise alert service!", "", "We will watch your parcels and send you a notification email when",
      "your order has shipped.", "", "Manage your alerts at https://trackwise.example/alerts"]));
});

describe("a prize draw's 'award confirmation' (session 32)", () => {
  it("is no purchase, whatever number its subject confirms and whatever value it prints", async () => {
    const r = await parseReceiptEmail(eml("Prize Desk <awards@prizedesk.example>", "confirmation #48213", [
      "AWARD #XP12345", "", "Congratulations!", "Our database has selected your name as one of our FREE-GIFT Award-Winners.",
      "Choose ANY one", "of these remarkable items below (some have a", "perceived value as-high-as $285.00...) - but soon", "to be yours...ABSOLUTELY FREE!",
      "1. Flash Camera $ -- FREE", "2. Radio $ -- FREE", "IMPORTANT: You MUST claim your prize before MIDNIGHT, MARCH 31."]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([false, "other", null]);
  });
});

describe("a digital product bought earlier, now in a new version (session 32)", () => {
  it("is no purchase: 'a product you purchased on order #… has been updated'", () => noReceiptFrom("Fernwood Games <sales@fernwoodgames.example>")("A product you purchased on order #FWG-10233 has been updated", [
      "Order #FWG-10233", "A Product Has Been Updated!", "Hi Pat, a product you purchased on order #FWG-10233", "has been updated.",
      "Updated with a brand new front cover!", "View your", "Downloads"]));
});
