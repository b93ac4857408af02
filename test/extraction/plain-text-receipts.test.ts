import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Plain-text receipts as shops' order systems printed them (fixed-width columns, amounts without a currency, labels
// after their amounts, wrapped sentences). Made-up minimal messages.
const eml = (body: string[], { from = "Shop <orders@shop.example.com>", subject = "Your order", date = "Tue, 29 May 2001 23:08:08 -0700 (PDT)" } = {}) => [
  `From: ${from}`, `Subject: ${subject}`, `Date: ${date}`, "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");

describe("plain-text receipts of order systems", () => {
  it("reads totals from a text whose markup was stripped without spaces ('Estimated Tax$0.00TOTAL$289.85View Order Details', 'SubtotalCA$68.17')", async () => {
    const glued = await parseReceiptEmail(eml(["Thank you for your order.", "Pricing SummaryMerchandise (1)$264.85Shipping$25.00Discount", "-$0.00", "Estimated Tax$0.00TOTAL$289.85View Order Details"]));
    expect([glued.totals.shipping, glued.totals.tax, glued.totals.total]).toEqual([25, 0, 289.85]);
    const prefixed = await parseReceiptEmail(eml(["Your receipt", "Purchase:", "SubtotalCA$68.17 Sales taxCA$8.87 TotalCA$77.03"]));
    expect([prefixed.currency, prefixed.totals.subtotal, prefixed.totals.tax, prefixed.totals.total]).toEqual(["CAD", 68.17, 8.87, 77.03]);
    // (a currency's code after the price stays with it: "$35.00USD")
    const code = await parseReceiptEmail(eml(["Your receipt", "Fee $35.00USD", "Total $35.00USD"]));
    expect([code.currency, code.totals.total]).toEqual(["USD", 35]);
  });

  it("reads a currency the amounts never print from the US time zone the Date header names, and only then", async () => {
    const body = ["Your order 3119499 has been received.", "LINEN SHIRT             1      48.00", "         Merchandise Net :       48.00", "               Total Amt :       52.10"];
    const us = await parseReceiptEmail(eml(body));
    expect([us.currency, us.totals.total]).toEqual(["USD", 52.1]);
    expect((await parseReceiptEmail(eml(body, { date: "Tue, 29 May 2001 23:08:08 +0200" }))).currency).toBeNull();
    // (a domain whose country has its own currency decides first)
    expect((await parseReceiptEmail(eml(body, { from: "Shop <orders@shop.example.ca>" }))).currency).not.toBe("USD");
  });

  it("reads a currency named in words on a line of its own ('Currency Confirmed: United States Dollars', 'Quoted in: US DOLLAR')", async () => {
    for (const line of ["Currency Confirmed:   United States Dollars", "Rate(s) Quoted in: US DOLLAR", "Währung: Euro", "*Estimated Total: 79.00 in USD"]) {
      const r = await parseReceiptEmail(eml(["HOTEL CONFIRMATION", "Your confirmation number is 16973552.", "Total Room Rate:        79.00", line], { date: "Tue, 20 Nov 2001 10:00:00 +0000" }));
      expect(r.currency, line).toBe(line.startsWith("Währung") ? "EUR" : "USD");
    }
  });

  it("reads amounts right after a label's colon ('Sub total:189.80', 'GRAND TOTAL:207.75'), never a time", async () => {
    const r = await parseReceiptEmail(eml(["Order number: E0059401", "Item name     :Vivendi Decanter", "Sub total:189.80", "Shipping: 17.95", "GRAND TOTAL:207.75", "Open daily until:18.00"]));
    expect([r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual([189.8, 17.95, 207.75]);
  });

  it("reads amounts printed before their labels, the sign padded apart ('$  19.50    Your merchandise total')", async () => {
    const r = await parseReceiptEmail(eml([
      "Thank you for shopping at Lands Shop", "Order number: 2144013", "", "Women's Fleece Clog Slippers", "Item: 5530-2AF5, Deep Wine, Size: 6",
      "Value-added services:  Gift Box", "$19.50", "-----", "$  19.50\t\tYour merchandise total", "$   6.00\t\tGift box costs",
      "$   5.95\t\tShipping costs", "$   0.00\t\tTaxes*", "---------", "$  31.45\t\tTotal for this order",
    ]));
    expect(r.totals).toMatchObject({ subtotal: 19.5, shipping: 5.95, tax: 0, total: 31.45 });
    expect(r.totals.fees).toEqual([expect.objectContaining({ amount: 6 })]);
    // the labelled field and the article number between the name and its price are not the name
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Women's Fleece Clog Slippers", 19.5]]);
  });

  it("takes a type phrase wrapped over two lines ('has been' / 'shipped and you will …')", async () => {
    const r = await parseReceiptEmail(eml([
      "Dear JASON,", "", "Thanks for shopping with us.  Your order 5639809 has been", "shipped and you will receive your package in the next 5 business days",
      "Tracking# : 498885711497", "SOLID COTTON POPLIN          1        1      29.50", "Total Amt :       38.43",
    ]));
    expect(r.email_type).toBe("shipping_confirmation");
  });

  it("reads a page flattened into very long lines by its runs of spaces", async () => {
    const flat = `Flight E-Ticket Confirmed   Thank you for booking with Trips.   Itinerary number: 13076569972   Cost and traveler summary  KIM WARD Adult  ${"Economy class, seat assignments upon check-in. ".repeat(6)}  $191.62    Taxes  $19.88        Total (Visa)  $211.50     Exchange this ticket.`;
    const r = await parseReceiptEmail(eml([flat], { from: "Trips <travel@trips.example.com>", subject: "Flight E-Ticket Confirmed - 13076569972" }));
    expect([r.totals.tax, r.totals.total, r.currency]).toEqual([19.88, 211.5, "USD"]);
  });

  it("names an item by its name column, not by a brand's one word in capitals in the column before it", async () => {
    const r = await parseReceiptEmail(eml([
      "Order number: 77120", "Prod #  Brand  Description  Qty  Price  Ext. Price",
      "9450  WORLDWIDE  Pure Protein Bar - Blueberry  1  $22.95  $22.95", "8658  ACME  Trail Mix Deluxe  1  $5.00  $5.00", "Subtotal:  $27.95", "Total:  $27.95",
    ]));
    expect(r.products.map((p) => p.description)).toEqual(["Pure Protein Bar - Blueberry", "Trail Mix Deluxe"]);
  });

  it("reads a German airline receipt's airport taxes as the tax and its surcharge as a fee, never as items", async () => {
    const r = await parseReceiptEmail(eml(["Buchungsbestätigung", "Buchungscode: XXX007", "Flugtarif\t42,00 €", "Internationaler Zuschlag\t42,00 €", "Flughafentaxen\t42,40 €", "Gesamtpreis\t126,40 €"],
      { from: "Airline <booking@airline.example.de>", subject: "Ihre Buchungsbestätigung", date: "Tue, 20 Nov 2001 10:00:00 +0100" }));
    expect(r.totals.tax).toBe(42.4);
    expect(r.totals.fees.map((f) => f.amount)).toEqual([42]);
    expect(r.products.map((p) => p.description)).not.toContain("Flughafentaxen");
  });

  it("reads labelled amounts that follow one another in one run of text ('Airfare Quoted: USD $1,493.40 … Shipping Fee: USD $15.00 Total: USD $1,508.40')", async () => {
    const r = await parseReceiptEmail(eml(["Thanks for booking your flight.   Please review carefully:   Your record locator is OLJ7LV. Airfare Quoted: USD $1,493.40 (including taxes) Shipping Fee: USD $15.00 Total: USD $1,508.40 These tickets may carry restrictions."],
      { from: "Trips <travelercare@trips.example.com>", subject: "Travel Purchase Confirmation" }));
    expect(r.totals).toMatchObject({ subtotal: 1493.4, shipping: 15, total: 1508.4 });
  });

  it("reads an order recap's 'Total Product $:' as the subtotal and 'Special Shipping' as the shipping", async () => {
    const r = await parseReceiptEmail(eml(["Order Number: W0206880", "1  01-85318K  Battlegrounds Game and Guide    59.95", "Order Recap:", "Total Product $:    59.95", "Special Shipping:    4.00", "Sales Tax:    0.00", "Grand Total:    63.95"]));
    expect(r.totals).toMatchObject({ subtotal: 59.95, shipping: 4, tax: 0, total: 63.95 });
  });

  it("reads an auction payment sent 'for $66.85 to' a seller as what was paid", async () => {
    const r = await parseReceiptEmail(eml(["This email confirms that you sent an auction payment for $66.85 to seller@cards.example.net for ITEM # 1013506357."],
      { from: "service@paypal.com", subject: "Receipt for your Auction Payment" }));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", 66.85]);
  });

  it("reads 'Your order, 18754725 was delivered' and a voided ticket as a cancellation", async () => {
    const delivered = await parseReceiptEmail(eml(["Once again thank you for shopping with us.", "Your order, 18754725 was delivered on 12/20."], { subject: "Delivery Confirmation" }));
    expect([delivered.is_receipt, delivered.email_type, delivered.order.number]).toEqual([true, "delivery_confirmation", "18754725"]);
    const voided = await parseReceiptEmail(eml(["Your airline tickets were voided as per your request.", "Trip ID: 718790826665"], { subject: "718790826665 VOIDED TICKET" }));
    expect(voided.email_type).toBe("cancellation");
  });

  it("names a row by its own run of text after a count and a dash, never by the address line above it", async () => {
    const r = await parseReceiptEmail(eml(["Ship to:", "Pat Sample", "Houston, TX 77098", "United States", "Invoice #: 14590",
      "1 - 1012997426 ROOKIE CARD * PSA 9 * 1981 FLEER $21.50", "========================", "Subtotal: $21.50", "Shipping: $4.00", "Total: $25.50"]));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["ROOKIE CARD * PSA 9 * 1981 FLEER", 1, 21.5]]);
  });

  it("reads 'Your order confirmation number is: 500119751' (a colon after the verb)", async () => {
    const r = await parseReceiptEmail(eml(["Thank you for your order.", "Your order confirmation number is: 500119751", "Book  $25.00", "Total  $30.00"]));
    expect(r.order.number).toBe("500119751");
  });

  it("lists the rows under a heading that names a name and a count column, priced or not ('Stock No. | Description | Qty to Ship')", async () => {
    const r = await parseReceiptEmail(eml(["This is to verify that we have received your order.", "Order No.:  773086",
      "Stock No.\tDescription\tQty to Ship\tUnit of Measure", "PR46054\tPLASTIC THERMO MUG - BLUE\t1\tEACH(1)", "PR70017\tCHROME/GOLD BAT PEN\t5\tEACH(1)",
      "PR46063\tCOOKIE DUSTER W/ PEN\t4\tEACH(1)", "Sub Total\t$61.29", "Total Cost:\t$66.82"]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["PLASTIC THERMO MUG - BLUE", 1], ["CHROME/GOLD BAT PEN", 5], ["COOKIE DUSTER W/ PEN", 4]]);
  });

  it.each([
    [["Item Subtotal: £4.57 Postage & Packing: £0.00", "Total before VAT: £4.57 VAT: £0.92", "Order Total: £5.49"], { subtotal: 4.57, shipping: 0, tax: 0.92, total: 5.49 }],
    [["Zwischensumme: EUR 13,44 Verpackung & Versand: EUR 0,00   ----- Summe ohne MwSt.: EUR 13,44 Anzurechnende MwSt.: EUR 2,55   ----- Summe: EUR 15,99   ----- Gesamtsumme:  EUR 15,99"],
      { subtotal: 13.44, shipping: 0, tax: 2.55, total: 15.99 }],
    [["Order Total: £19.99 Selected Payment Method: Mastercard"], { total: 19.99 }],
    // (session 25: a total that counts the items, with a larger total after it, is their subtotal)
    [["Order Total:   1 items $110.00", "Shipping:   UPS GROUND (5-7 business days) $10.00", "Order Total: $128.40"], { subtotal: 110, shipping: 10, total: 128.4 }],
    [["Order Total (2 items): $50.00", "Payment: Visa"], { subtotal: null, total: 50 }],
    // (session 25: a trade invoice's 'Order value' and 'Carriage')
    [["Order value: £80.00", "Carriage: £5.00", "VAT: £17.00", "Total: £102.00"], { subtotal: 80, shipping: 5, tax: 17, total: 102 }],
  ])("reads a table's cells that a plain-text forward ran into one line as their labelled amounts (%j)", async (lines, totals) => {
    const r = await parseReceiptEmail(eml(["Thank you for your order.", "Order #202-4472916-7978729", ...lines], { from: "Shop <orders@shop.example.co.uk>" }));
    expect(r.totals).toMatchObject(totals);
  });

  it.each([
    [["Items Ordered", "Price The Unlikely Adventures of the Shergill Sisters: A Novel[Kindle Edition]", "By: Balli Kaur Jaswal", "Quantity: 1", "$12.99", "Order Total: $12.99"],
      "The Unlikely Adventures of the Shergill Sisters: A Novel[Kindle Edition]"],
    [["Bestellte Artikel Preis 1 Exemplar(e) von: Lavazza Caffè Decaffeinato, 2er Pack", "Zustand: Neu", "EUR 16,98", "Gesamtsumme: EUR 16,98"], "Lavazza Caffè Decaffeinato, 2er Pack"],
    [["Price list holder, acrylic", "$12.99", "Order Total: $12.99"], "Price list holder, acrylic"],
    // (a heading whose first word is also an attribute's or a summary's label: "Items …", "Item(s) …")
    [["Items Ordered Price 1 of: Casio Alarm Watch, classic", "Sold by: Watch Shop LLC", "Condition: New", "$11.87", "Item(s) Subtotal: $11.87 Shipping & Handling: $0.00"],
      "Casio Alarm Watch, classic"],
  ])("keeps an item table's headings that a plain-text forward ran into the first name out of it (%j)", async (lines, name) => {
    const r = await parseReceiptEmail(eml(["Order #D46-3219174-4518955", ...lines], { from: "Shop <orders@shop.example.com>" }));
    expect(r.products.map((p) => p.description)).toEqual([name]);
  });

  it("reads a label padded to a column with its colon before the value ('Item name      :Vivendi Decanter' / 'Qty     :1') as the item", async () => {
    const r = await parseReceiptEmail(eml(["Thank you for your online order #E0059401!", "Order Information", "Item no       :761 28 02",
      "Item name     :Spiegelau Magnum Decanter", "Qty           :1", "Item no       :M4348", "Item name     :Pewter Funnel", "Qty           :2",
      "Sub total:89.80", "Total:89.80"]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["Spiegelau Magnum Decanter", 1], ["Pewter Funnel", 2]]);
  });

  it("reads the bare numbers under a heading's unit price and amount columns as the rows' prices, where the count joins them", async () => {
    const r = await parseReceiptEmail(eml(["下記の通りご注文を承りました。", "注文番号：A12345678",
      "品番\t商品名\t数量\t単価\t金額", "12345678\t軍手 10双組\t3\t598\t1,794", "87654321\t養生テープ 50mm×25m\t5\t218\t1,000", "消費税\t288円", "合計(税込)\t3,172円"],
    { from: "Tools <info@tools.example.com>", subject: "ご注文ありがとうございます" }));
    expect(r.currency).toBe("JPY");
    // (the second row's count and unit price do not make its amount: no prices read for it)
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([["軍手 10双組", 3, 598, 1794], ["養生テープ 50mm×25m", 5, null, null]]);
  });

  it("types 'all items … have been shipped' as a shipping notice and 'we have issued you a credit in the amount of' as a refund", async () => {
    const shipped = await parseReceiptEmail(eml(["We are pleased to inform you that all items for the following order, #41983 have been shipped as of 2/1/2001.", "Prints  18 x $0.49  $8.82", "Total:  $8.82"],
      { subject: "Your Prints Order #41983" }));
    expect(shipped.email_type).toBe("shipping_confirmation");
    const credit = await parseReceiptEmail(eml(["Since your experience with order #11673325 did not live up to our standards, we have issued you a credit in", "the amount of $101.47."],
      { subject: "credit from the shop" }));
    expect([credit.email_type, credit.totals.total]).toEqual(["refund", 101.47]);
  });

  it("reads a count times one unit's price under the name as the row, its line price worked out ('Prints' / '18 x $0.49')", async () => {
    const r = await parseReceiptEmail(eml(["Your order #41983 for the following item:", "Prints", "18 x $0.49", "(total 18 prints; $8.82)", "Subtotal:  $8.82", "Total:  $8.82"]));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([["Prints", 18, 0.49, 8.82]]);
  });

  it("reads a totals table flattened into one run without colons ('Subtotal $10.00 Shipping $5.00 Tax $0.80 Total $15.80')", async () => {
    const r = await parseReceiptEmail(eml(["Thanks for your order 4411", "Blue Mug", "$10.00", "Subtotal $10.00 Shipping $5.00 Tax $0.80 Total $15.80"]));
    expect(r.totals).toMatchObject({ subtotal: 10, shipping: 5, tax: 0.8, total: 15.8 });
  });

  it("reads no totals run from an item's row that prints labels beside other words ('Ride fare (7.76mi, 45m) $62.70 Pickup upgrade $2.51')", async () => {
    const r = await parseReceiptEmail(eml(["Thanks for riding, receipt 4411", "Ride fare (7.76mi, 45m) $62.70 Pickup upgrade $2.51 Service fee $1.56", "Total $66.77"]));
    expect([r.totals.subtotal, r.totals.total]).toEqual([null, 66.77]);
  });
});

describe("order systems' plain text of the early 2000s (session 15)", () => {
  it("reads the subject a copy prints at its top when its own Subject is empty, and the order number after '#' at that subject's end", async () => {
    const r = await parseReceiptEmail(eml(["Reply To:service@treats.example.com", "From:service@treats.example.com", "Subject:Your order from Treats Co (#0300549511)",
      "Sender:service@treats.example.com", "Thank you for ordering; your order has been received and is being processed.",
      "Item(s) subtotal:  $149.95", "Shipping & Handling:  $28.95", "Tax:  $10.34", "----------", "$189.24"], { from: "service@treats.example.com", subject: "" }));
    expect([r.is_receipt, r.email_type, r.order.number, r.totals.total]).toEqual([true, "order_confirmation", "0300549511", 189.24]);
  });

  it("reads an amount alone under a rule as the total only when it is the sum of the labelled amounts above", async () => {
    const sums = await parseReceiptEmail(eml(["Order #55120", "Subtotal:  $20.00", "Shipping:  $5.00", "Tax:  $1.60", "--------", "$26.60"]));
    expect(sums.totals.total).toBe(26.6);
    const other = await parseReceiptEmail(eml(["Order #55120", "Subtotal:  $20.00", "Shipping:  $5.00", "Tax:  $1.60", "--------", "$99.00"]));
    expect(other.totals.total).not.toBe(99);
  });

  it("reads amounts printed before their labels in one cell ('$17.08 Total Order Price') and CamelCase labels ('GrandTotal:')", async () => {
    const before = await parseReceiptEmail(eml(["Order #BN23108550", "$12.60 Net Product", "$4.48 Shipping", "--------------", "$17.08 Total Order Price"]));
    expect([before.totals.shipping, before.totals.total]).toEqual([4.48, 17.08]);
    const camel = await parseReceiptEmail(eml(["Order #1939677", "SubTotal:  110.00", "Shipping:  8.95", "Tax:  9.81", "GrandTotal:  128.76"]));
    expect(camel.totals.total).toBe(128.76);
  });

  it("reads key=value fields as labelled cells ('Item=CANON EF 50 1.8 II Qty=1 Price=$84.35')", async () => {
    const r = await parseReceiptEmail(eml(["Thank you for your order.", "Item=CANON BATTERY PACK BP-300 Qty=1 Price=$69.53", "Item=CANON EF 50 1.8 II Qty=2 Price=$168.70",
      "We will add a $20.00 shipping charge, in order to expedite your order."], { subject: "Your order 991699805179643" }));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["CANON BATTERY PACK BP-300", 1, 69.53], ["CANON EF 50 1.8 II", 2, 168.7]]);
    expect(r.totals.shipping).toBe(20);
  });

  it("names a shop whose domain spells '&' as 'and' as the text spells it, and drops inline tags and entities of a text part", async () => {
    const r = await parseReceiptEmail(eml(["Thank you for shopping with Pines & Needles.com.", "Order #BN23108550", "The Booksellers at Pines & Needles",
      "1  Tower of Treats<SUP>&reg;</SUP>  $149.95", "Total:  $149.95"], { from: "orders@pinesandneedles.net" }));
    expect(r.merchant.name).toBe("Pines & Needles");
    expect(r.products.map((p) => p.description)).toEqual(["Tower of Treats®"]);
  });

  it("never names the customer of a reply's quoted history as the shop that replies from a personal mailbox", async () => {
    const r = await parseReceiptEmail(eml(["Jeff,", "here is the right tracking # 1Z150X090339387473", "Best, Greg", "-----Original Message-----",
      "From: Jeff Buyer", "Subject: RE: requested pix from Lamp Gallery", "I tried the tracking number, it is not valid. Write to jeff.buyer@bigcorp.net"],
    { from: "lampgallery@earthlink.net", subject: "Re: requested pix from Lamp Gallery" }));
    expect(r.merchant.name).toBe("Lamp Gallery");
  });
});

describe("an article code in a column of its own (session 18)", () => {
  it("names each row by its words, not by the code before or after it, and reads the count from its own column", async () => {
    const r = await parseReceiptEmail(eml(["Order Number: W1182204",
      "QTY   ITEM       DESCRIPTION                                  PRICE     TOTAL",
      " 1    CANPS330   Canon PowerShot S330 Digital Elph 2.1MP     449.99    449.99",
      " 2    ENRAA4E2   Energizer AA Batteries 4-Pack                 5.99     11.98",
      "Merchandise Total:   461.97", "Order Total:   461.97"]));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Canon PowerShot S330 Digital Elph 2.1MP", 1, 449.99], ["Energizer AA Batteries 4-Pack", 2, 11.98]]);
    const last = await parseReceiptEmail(eml(["Order: harborsweets-1742", "sloop1     2    24.00   48.00   Sweet Sloops, 1 lb. box", "Total:   48.00"]));
    expect(last.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Sweet Sloops, 1 lb. box", 2, 48]]);
  });
});

describe("a count, a name and a price in one run of old shop systems' text (session 18)", () => {
  it.each([
    [["2 x Hoya 58mm UV(C) Filter (HOYA-UV58) = $39.00", "1 x Lens Cloth (LC-1) = $4.95"], [["Hoya 58mm UV(C) Filter (HOYA-UV58)", 2, 19.5, 39], ["Lens Cloth (LC-1)", 1, 4.95, 4.95]]],
    [["2x Hand-Bound Guest Book - Kraft for $38.00 each", "1x Letterpress Sample Pack for $12.00 each"], [["Hand-Bound Guest Book - Kraft", 2, 38, 76], ["Letterpress Sample Pack", 1, 12, 12]]],
    [["2 x Espresso Milano, 500g à 12,90 EUR = 25,80 EUR", "1 x Filterkaffee, 1kg à 17,90 EUR = 17,90 EUR"], [["Espresso Milano, 500g", 2, 12.9, 25.8], ["Filterkaffee, 1kg", 1, 17.9, 17.9]]],
  ])("%s", async (rows, items) => {
    const r = await parseReceiptEmail(eml(["Order Number: 4182", "Products", "------------------------------------------------------", ...rows,
      "------------------------------------------------------", "Total:   $200.00", "Ship to:", "United States"]));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual(items);
  });
});

describe("sums worked out in sentences (session 15)", () => {
  it("reads 'The total amount due: $24.00 + $41.46 = $65.46.' and a short label before a worked sum", async () => {
    const r = await parseReceiptEmail(eml(["Congratulations! You have won 2 auctions:", "Subtotal cost of the above 2 items: $7.50 + $16.50 = $24.00.",
      "The total amount due: $24.00 + $41.46 = $65.46."], { subject: "Payment for 2 posters" }));
    expect([r.totals.subtotal, r.totals.total]).toEqual([24, 65.46]);
  });
});

describe("a delivery order's rows and totals in plain text (session 15)", () => {
  it("reads '1 Wonton Soup $8.00 x 1 = $8.00' rows and 'Sales Tax: = $5.92' totals", async () => {
    const r = await parseReceiptEmail(eml(["Order #: 515786310", "Delivery Instructions:", "Please include plastic utensils, napkins, etc.",
      "1 Shanghai Wonton Soup $8.00 x 1 = $8.00", "• Special Instructions: CRIS", "2 Tofu Kebabs Plate $10.95 x 2 = $21.90",
      "Product Total:  = $29.90  Sales Tax:  = $2.65  Tip Amount:  = $3.00  Grand Total:  = $35.55"], { subject: "Your order from Lantern Foods" }));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Shanghai Wonton Soup", 1, 8], ["Tofu Kebabs Plate", 2, 21.9]]);
    expect(r.totals).toMatchObject({ subtotal: 29.9, tax: 2.65, tip: 3, total: 35.55 });
  });
});

describe("a table of names and prices run into one line (session 15)", () => {
  it("splits it back into its rows ('Ride fare (7.76mi, 45m 10s) $62.70 Pickup Upgrade $2.51 Car Fund Surcharge $1.56 …')", async () => {
    const r = await parseReceiptEmail(eml(["Thanks for riding with Al!", "Ride fare (7.76mi, 45m 10s) $62.70 Priority Pickup Upgrade $2.51 Black Car Fund Surcharge $1.56 Credits -$10.00",
      "Visa *1234 $56.77"], { from: "Rides <no-reply@rides.example.com>", subject: "Your ride receipt" }));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Ride fare (7.76mi, 45m 10s)", 62.7], ["Priority Pickup Upgrade", 2.51]]);
  });

  it("leaves a sentence with several prices whole ('Save $5 on orders over $50 and get $10 back')", async () => {
    const r = await parseReceiptEmail(eml(["Order #4711", "Lantern mug  $12.00", "Total  $12.00", "Save $5 on orders over $50 and get $10 back on your next order over $80"]));
    expect(r.products.map((p) => p.description)).toEqual(["Lantern mug"]);
  });
});

describe("a brand line under an item's name (session 15)", () => {
  it("reads the name above a line that repeats its start ('Lantern Toys Chocolate Rabbit Family' over 'Lantern Toys')", async () => {
    const r = await parseReceiptEmail(eml(["Order #202-1280919-3000348", "Lantern Toys Chocolate Rabbit Family", "Lantern Toys", "Sold by: Toy Shop Ltd", "£15.99",
      "Order Total: £15.99"], { from: "Shop <orders@shop.example.co.uk>" }));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Lantern Toys Chocolate Rabbit Family", 15.99]]);
  });
});

describe("subscriptions in plain text (session 15)", () => {
  it.each([
    [["Cloud Storage with 2 TB", "Monthly", "Renews Mar 9, 2025", "$9.99", "TOTAL $9.99"]],
    [["Cloud Storage with 2 TB", "Monatlich", "Renews Mar 9, 2025", "$9.99", "TOTAL $9.99"]],
  ])("reads the plan above its billing period and renewal date as the item the price below is for (%j)", async (lines) => {
    const r = await parseReceiptEmail(eml(["Receipt", "ORDER ID MKB829F3Z6", ...lines], { from: "Cloud <no_reply@cloud.example.com>", subject: "Your receipt" }));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Cloud Storage with 2 TB", 9.99]]);
  });
});

describe("a price with a note of what it includes (session 15)", () => {
  it("reads '£33.97 Including booking fee' under '2 x STANDING' as that item's price, never as a fee", async () => {
    const r = await parseReceiptEmail(eml(["Your tickets for The Band", "O2 Apollo, Manchester", "2 x STANDING", "£33.97 Including booking fee", "Total £70.44"],
      { from: "Tickets <orders@tickets.example.co.uk>", subject: "Your order 12121212" }));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["STANDING", 2, 33.97]]);
    expect(r.totals.fees).toEqual([]);
  });
});

describe("small sellers that mail from a provider's mailbox (session 15)", () => {
  it("names the seller by the web address it calls its own, never a payment service's ('pay with www.bidpay.com')", async () => {
    const r = await parseReceiptEmail(eml(["Thanks for winning auction # 1470474982 (nancy drew set).", "Total due: $24.50, you can pay with www.bidpay.com",
      "Visit my webpage at www.LANTERNBOOKS.com for other great deals"], { from: "lantern@telus.net", subject: "auction # 1470474982" }));
    expect(r.merchant.name).toBe("Lanternbooks");
  });

  it("names the seller whose mailbox's words the text spells ('girodhouse@aol.com', 'Girod House Hotel'), never the reader a greeting names", async () => {
    const hotel = await parseReceiptEmail(eml(["Confirmation #79A", "Again thank you for choosing 'Girod House Hotel'.", "Deposit: $128.80"], { from: "girodhouse@aol.com", subject: "Reservation" }));
    expect(hotel.merchant.name).toBe("Girod House");
    const reader = await parseReceiptEmail(eml(["Dear Pat Sample,", "Order #5512", "Total: $20.00"], { from: "patsample@aol.com", subject: "my order" }));
    expect(reader.merchant.name).toBeNull();
  });

  it("names the shop a subject names by its web address when a person's mailbox sent it on ('Lanternbooks.com Itinerary for …')", async () => {
    const r = await parseReceiptEmail(eml(["Itinerary for Pat Sample", "Hotel: Lantern Inn, 2 nights", "Total: $412.50"], { from: "patsample@hotmail.com", subject: "Lanterntravel.com Itinerary for Pat Sample" }));
    expect(r.merchant.name).toBe("Lanterntravel");
  });

  it("reads a reply's quoted history below 'R:' (Italian) or 'AW:' (German) subjects as the other party's", async () => {
    const r = await parseReceiptEmail(eml(["Dear Kim,", "your reservation is cancelled as requested.", "Hotel Lantern", "-----Original Message-----", "From: Kim",
      "Please cancel, write to kim.guest@bigcorp.net"], { from: "hotellantern@tin.it", subject: "R: Reservations for 30Sept for 4 nights" }));
    expect(r.merchant.name).toBe("Hotel Lantern");
  });
});

describe("what the text says without a subject (session 16)", () => {
  it("never names the reader's own company, which a link's address spells ('login=pat.sample@bigcorp.example')", async () => {
    const raw = eml(["Congratulations on winning the items listed below!", "1 - 1012997426 SIGNED BASEBALL CARD $21.50",
      "Invoice: http://www.auctioninvoices.example/ei?login=pat.sample@bigcorp.example"], { from: "cardseller@earthlink.net", subject: "Auction Items You Won" });
    const r = await parseReceiptEmail(raw.replace("Subject:", "To: pat.sample@bigcorp.example\r\nSubject:"));
    expect(r.merchant.name ?? "").not.toMatch(/bigcorp/i);
  });

  it("never names the company of a person who forwards from their mailbox there, even when the text names no shop", async () => {
    const r = await parseReceiptEmail(eml(["Here is your itinerary.", "Jill", "", "BOOKING REF YS76CO", "16JUL PORTLAND OR SACRAMENTO 820A",
      "TOTAL: USD 273.50"], { from: "Jill Chatterton <jill.chatterton@bigcorp.example>", subject: "FW: your travel" }));
    expect(r.merchant.name ?? "").not.toMatch(/bigcorp/i);
  });

  it("reads an order whose items make its total as a purchase, whatever the body says of a newsletter and with no subject", async () => {
    const body = ["Thank you for shopping at Lands Shop", "Men's Crew Sweat Shirt", "$28.00", "-----", "$  28.00\t\tYour merchandise total",
      "$   5.95\t\tShipping costs", "---------", "$  33.95\t\tTotal for this order", "Are you getting our free e-mail newsletter?"];
    const r = await parseReceiptEmail(eml(body, { subject: "Information" }));
    expect([r.is_receipt, r.email_type === "other", r.totals.total]).toEqual([true, false, 33.95]);
    // (the same words with prices that make no total stay a newsletter)
    const ad = await parseReceiptEmail(eml(["Are you getting our free e-mail newsletter?", "Crew Sweat Shirt $28.00", "Fleece Slippers $19.50"], { subject: "Information" }));
    expect(ad.is_receipt).toBe(false);
  });

  it("reads an order number a sentence gives 'for this order' ('Your order number for this order is 292606')", async () => {
    const r = await parseReceiptEmail(eml(["Thank you for your recent order.", "Your order number for this order is 292606. If you have any questions, write to us."], { subject: "Information" }));
    expect([r.is_receipt, r.order.number]).toEqual([true, "292606"]);
  });
});

describe("dates a booking's rows print (session 16)", () => {
  it("never takes the day a priced row books ('£75.59 - 2018-08-13 06:30: Long Stay Car Park') as the purchase date", async () => {
    const r = await parseReceiptEmail(eml(["We are pleased to confirm your reservation 14814886-1 for the following product(s):",
      "£75.59 - 2018-08-13 06:30: Long Stay Car Park", "Thank you for your reservation."], { subject: "Booking Confirmation: 14814886-1", date: "Sun, 12 Aug 2018 21:10:00 +0100" }));
    expect([r.order.number, r.order.purchase_date]).toEqual(["14814886-1", "2018-08-12"]);
  });
});

describe("small sellers' plain-text invoices (session 16)", () => {
  it("reads 'Item of purchase :' as the item's label and a shipping line with a note beside its amount as shipping", async () => {
    const r = await parseReceiptEmail(eml(["Thanks for the quick response.", "Item of purchase : COMPLETE 54 HARDCOVER BOOK SET NEW", "Price : $165.00",
      "Surface shipping (5-10 days) : $30.00     - For faster shipping options see below", "Total : $195.00"], { from: "seller@telus.net", subject: "auction 1470474982" }));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["COMPLETE 54 HARDCOVER BOOK SET NEW", 165]]);
    expect([r.totals.shipping, r.totals.total]).toEqual([30, 195]);
  });

  it("names an item whose name opens with a short bracketed note ('(2002) Houston'), never the heading above it", async () => {
    const r = await parseReceiptEmail(eml(["Your order confirmation number is: 500119751", "Books Ordered -", "(1)     (2002) Houston     $25.00",
      "Subtotal     $25.00", "Shipping     $5.00", "Total     $30.00"]));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["(2002) Houston", 25]]);
  });
});

describe("an order its opening lines confirm, with no subject to say so (session 16)", () => {
  it("reads 'Thank you for your order.' over priced item rows as an order, and the same rows under a newsletter's words as none", async () => {
    const rows = ["Item: CANON BATTERY PACK BP-300  Qty: 1  Price: $69.53", "Item: CANON EF 50 1.8 II  Qty: 1  Price: $84.35"];
    const order = await parseReceiptEmail(eml(["Hi, Cooper", "Thank you for your order.", ...rows, "We will add a shipping charge."], { subject: "Information" }));
    expect([order.is_receipt, order.email_type]).toEqual([true, "order_confirmation"]);
    const ad = await parseReceiptEmail(eml(["Hi, Cooper", "This week's camera deals.", ...rows], { subject: "Information" }));
    expect(ad.is_receipt).toBe(false);
  });
});

describe("a purchase confirmed in other words (session 16)", () => {
  it.each(["This E-Mail is a confirmation of purchase and shipping.", "This is a confirmation of your order.", "Purchase confirmation"])("'%s'", async (opening) => {
    const r = await parseReceiptEmail(eml(["Hello", opening, "Product: Trail lantern", "Total: $24.50"], { subject: "Information" }));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
  });
});

describe("amounts that were not charged, and totals' other names (session 16)", () => {
  it("never reads a membership offer's threshold or a saving as a fee ('Members get $0 delivery fees on orders over $12', 'You saved $4.99 on delivery fees')", async () => {
    const r = await parseReceiptEmail(eml(["Order 2917704410", "Pho Tai\t$16.95", "Subtotal\t$16.95", "Service fee\t$1.70", "Total\t$18.65",
      "Grubhub+ members get $0 delivery fees on orders over $12 from eligible restaurants.", "DashPass — You saved CA$4.99 on delivery fees."]));
    expect(r.totals.fees.map((f) => f.amount)).toEqual([1.7]);
  });

  it("never reads a fee a fare's rules only cap or threaten as charged ('Changes subject to a $100 fee', 'a Security Fee of' / 'up to $10')", async () => {
    const r = await parseReceiptEmail(eml(["Itinerary 124-5678-9012", "Airfare\t$238.60", "Booking fee\t$5.00", "Total trip cost\t$243.60",
      "Ticket rules: This ticket is non-refundable. Changes subject to a $100 fee plus any fare difference.",
      "Fares shown do not include passenger facility charges and a September 11 Security Fee of", "up to $10 per trip."], { subject: "Your itinerary" }));
    expect(r.totals.fees.map((f) => f.amount)).toEqual([5]);
  });

  it("never reads a fee the terms state may be charged ('Cancellations must be made 72 hours prior to arrival. A $25 cancellation fee applies.')", async () => {
    const r = await parseReceiptEmail(eml(["Itinerary 23480719", "Room rate\t$297.00", "Taxes\t$47.82", "Total\t$344.82",
      "Cancellations must be made at least 72 hours prior to arrival. A $25 cancellation fee applies."], { subject: "Your reservation" }));
    expect([r.totals.fees, r.totals.total]).toEqual([[], 344.82]);
  });

  it("never reads what a cancellation policy would charge as the total ('after that you'll be charged one night ($258.66)')", async () => {
    const r = await parseReceiptEmail(eml(["Confirmation 3289104765", "Total for 2 nights\t$438.00", "Taxes\t$79.32", "Total for Stay\t$517.32",
      "Cancellation: free until Jan 7, 2026; after that you'll be charged one night ($258.66)."], { subject: "Your reservation" }));
    expect([r.totals.subtotal, r.totals.total]).toEqual([438, 517.32]);
  });

  it.each([["Estimated Total", "total"], ["Canceled Total", "total"], ["Products subtotal", "subtotal"], ["Shopper tip", "tip"]])("reads '%s' as the %s", async (label, key) => {
    const r = await parseReceiptEmail(eml(["Order 1837720045", `${label}\t$36.17`]));
    expect((r.totals as Record<string, unknown>)[key]).toBe(36.17);
  });

  it("reads a programme's saving after the subtotal as the discount ('Autoship savings  -$5.62'), one among a till's item rows as the items'", async () => {
    const order = await parseReceiptEmail(eml(["Order 1498203367", "Dog food\t$112.46", "Subtotal\t$112.46", "Autoship savings\t-$5.62", "Tax\t$7.48", "Total\t$114.32"]));
    expect(order.totals.discount).toBe(5.62);
    const till = await parseReceiptEmail(eml(["REG 3 TRN 4411 CASHIER", "ADVIL 200MG TAB\t12.99", "EXTRACARE SAVINGS\t-2.00", "CVS WATER 1GAL\t1.29", "SUBTOTAL\t12.28", "TOTAL\t12.90"]));
    expect(till.products.map((p) => p.description)).toContain("CVS WATER 1GAL");
  });
});

describe("an order placed, in a subject's words (session 16)", () => {
  it("reads 'Your Autoship order has been placed' as an order confirmation, whatever 'on its way to being fulfilled' says below", async () => {
    const r = await parseReceiptEmail(eml(["Your Autoship order is on its way to being fulfilled!", "Order #1498203367", "Dog food\t$112.46", "Total\t$114.32"],
      { subject: "Your Autoship order has been placed" }));
    expect(r.email_type).toBe("order_confirmation");
  });
});

describe("shop systems' plain-text item lines (session 23)", () => {
  it("reads 'Name X 2 = 51,80 €' and 'Name × 1 = 89,00 kr' as the item, its count and line price, never the '- Label: value' lines under them", async () => {
    const r = await parseReceiptEmail(eml(["[Bestellnummer: 10231] (6. September 2023)", "Espresso Milano 1 kg (ganze Bohne) X 2 = 51,80 €", "- Lieferzeit: 1-3 Werktage",
      "Filterkaffee Hausmischung 500 g X 1 = 12,90 €", "- Mahlgrad: French Press", "==========", "Zwischensumme: 64,70 €", "Gesamt: 64,70 €"]));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Espresso Milano 1 kg (ganze Bohne)", 2, 51.8], ["Filterkaffee Hausmischung 500 g", 1, 12.9]]);
  });

  it("names an item by its labelled name over its reference and prices ('Producto: …' / 'Referencia: QCG-1000' / 'Precio unitario: 18,50 €')", async () => {
    const r = await parseReceiptEmail(eml(["Pedido JXQPLMHRE", "Producto: Queso de cabra curado (pieza 1 kg)", "Referencia: QCG-1000", "Precio unitario: 18,50 €", "Cantidad: 2",
      "Precio total: 37,00 €", "Total pedido: 37,00 €"]));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Queso de cabra curado (pieza 1 kg)", 2, 37]]);
  });
});

describe("a carrier's service priced on its own line among the totals (session 23)", () => {
  it("reads 'DHL Paket (Pfandfrei): 5,49 EUR' between the subtotal and the sum as the shipping", async () => {
    const r = await parseReceiptEmail(eml(["Bestellung 10234", "3 | Blütenhonig cremig 500 g | 6,90 EUR | 20,70 EUR", "Zwischensumme: 20,70 EUR",
      "DHL Paket (Pfandfrei): 5,49 EUR", "Summe: 26,19 EUR"], { date: "Tue, 09 Mar 2010 10:00:00 +0100" }));
    expect([r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual([20.7, 5.49, 26.19]);
  });

  it("reads the items under a text part's menu of links ('Your Orders' / 'Buy Again'): recommendations end the items only after the order", async () => {
    const items = ["* Brushed Nickel Bathroom Faucet", "  Quantity: 1", "  24.29 USD", "* Sink Drain Stopper", "  Quantity: 1", "  16.99 USD", "Total", "41.28 USD"];
    const r = await parseReceiptEmail(eml(["Your Orders", "Your Account", "Buy Again", "Thanks for your order!", "Order # 114-0833187-7581859", ...items, "Buy it again", "* Garden Hose 50 ft", "  19.99 USD"]));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Brushed Nickel Bathroom Faucet", 24.29], ["Sink Drain Stopper", 16.99]]);
  });

  it("reads links as a text part prints them ('[Name](url)', 'Name ( url )', 'Name <url>'), the product's option under its link", async () => {
    const r = await parseReceiptEmail(eml(["Order #00389", "ITEM | QTY | PRICE", "[Botanical Letterpress Card Set](https://shop.example/p/1)", "Set of 8 | 2 | $36.00",
      "Wall Calendar - Northern Birds ( https://shop.example/p/2 )", "1 | $28.00", "Washi Tape Trio <https://shop.example/p/3>", "3 | $21.00", "Subtotal | $85.00", "Total | $85.00"]));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([
      ["Botanical Letterpress Card Set", 2, 36], ["Wall Calendar - Northern Birds", 1, 28], ["Washi Tape Trio", 3, 21]]);
  });

  it("takes a one-item receipt's lone labelled price as what was paid when it prints no total, never a price alert's", async () => {
    const r = await parseReceiptEmail(eml(["Thank you for registering for Intro to Watercolour - Fall 2024", "RECEIPT", "DATE:2024-09-24",
      "ITEM:Intro to Watercolour - Fall 2024", "PRICE:$ 99.99 CAD", "TRANSACTION ID:pi_3Q2ZhlCoXcpUXB"], { subject: "Thank you for choosing Intro to Watercolour" }));
    expect([r.is_receipt, r.currency, r.totals.total]).toEqual([true, "CAD", 99.99]);
    const alert = await parseReceiptEmail(eml(["Good news! An item on your watch list dropped in price.", "Trail Runner Jacket", "Price: $79.00", "Shop now"], { subject: "Price drop alert" }));
    expect(alert.is_receipt).toBe(false);
    // (two sums: no lone price)
    const two = await parseReceiptEmail(eml(["ITEM: Watercolour class", "PRICE: $99.99", "Next term from $89.00"], { subject: "Your class" }));
    expect(two.totals.total).toBeNull();
  });

  it("reads a total whose label ends a row of label and value cells, its amount alone on the next line", async () => {
    const r = await parseReceiptEmail(eml(["Booking no. | AOI-XX-1234567", "Persons | 1 adult | Payment | Visa / MasterCard | Total Sum", "999,99 €", "including VAT and city tax",
      "Cancellation fee after 1 June: 50,00 €"]));
    expect(r.totals.total).toBe(999.99);
  });

  it("reads the total of a table printed column by column (its labels one a line, then its values), only when the last label is the total", async () => {
    const body = ["Confirmation code: KXQWZR", "FORM OF PAYMENT", "FARE TYPE", "FARE", "EXTRAS", "TAXES & FEES", "TOTAL", "Credit Card: Visa XXXXXXXXXXX3554",
      "NONREF - FEE FOR CHG/CXL", "USD193.48", "USD42.92", "USD236.40"];
    expect((await parseReceiptEmail(eml(body))).totals.total).toBe(236.4);
    expect((await parseReceiptEmail(eml(body.filter((l) => l !== "TOTAL")))).totals.total).toBeNull();
  });
});

describe("an HTML page flattened into one long line of a text part (session 31)", () => {
  it("keeps a lone currency sign with its amount and ends a row at its amount ('Items:     $   19.99  Shipping & Handling:')", async () => {
    const run = ["Thanks for your order, Pat!  Thanks again for shopping with us.      Purchasing Information:    Your purchase reads as follows:",
      "E-mail Address:  pat@example.org  Billing Address:    Pat Sample 12 Main St Springfield      Items:     $   19.99  Shipping & Handling:",
      "             $     4.00     ------ Total Before Tax:   $   23.99  Estimated Tax:   $     1.20     ------ Purchase Total:    $   25.19",
      "        Order Summary:  Order #1:(Order #107-4447861-7494969 )"].join(" ");
    const r = await parseReceiptEmail(eml([run]));
    expect([r.totals.subtotal, r.totals.shipping, r.totals.tax, r.totals.total]).toEqual([19.99, 4, 1.2, 25.19]);
  });
});
