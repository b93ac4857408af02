import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Behaviours found by checking the engine on real emails outside the corpus (docs/extraction.md, "Generalisation").
// The messages here are minimal made-up ones that show each layout; no real email is copied into the repo.
const eml = (headers: string[], body: string) => [...headers, "MIME-Version: 1.0", "", body].join("\r\n");

describe("generic behaviour on unseen layouts", () => {
  it("keeps a text/plain part with a few inline tags as text, and reads its labelled item and totals", async () => {
    const r = await parseReceiptEmail(eml(
      ["From: Market Orders <orders@market.example>", "Subject: Your purchase from a shop", "Content-Type: text/plain; charset=utf-8"],
      [
        "Your Order", "", "Order number: 4711", "",
        "Item:               Knitted Keychain, Heart",
        "Quantity:           1",
        "Item price:         <span class='currency-symbol'>$</span><span class='currency-value'>7.00</span>",
        "", "Subtotal:           $7.00", "Shipping:           $9.90", "Sales Tax:          $1.42", "",
        "Order Total:        $18.32", "", "Shipping Address:", "<address  >", "<span class='name'>A Buyer</span><br/>", "</address>",
      ].join("\n"),
    ));
    expect(r.totals).toMatchObject({ subtotal: 7, shipping: 9.9, tax: 1.42, total: 18.32 });
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Knitted Keychain, Heart", 1, 7]]);
    expect(r.merchant.name).toBe("Market"); // department words ("Orders") are not the brand
  });

  it("joins a text part's item name wrapped before its '× N' quantity, and lists unpriced '× N' items", async () => {
    const order = await parseReceiptEmail(eml(
      ["From: Card Shop <store@shop.example>", "Subject: Order A-100 confirmed", "Content-Type: text/plain; charset=utf-8"],
      ["Order A-100", "", "Order summary", "-------------", "", "Finest Club Competitions 2025/26 - Hobby", "Box × 1", "", "£230.00", "",
        "Subtotal", "", "£230.00", "", "Total", "", "£230.00 GBP"].join("\n"),
    ));
    expect(order.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Finest Club Competitions 2025/26 - Hobby Box", 1, 230]]);
    const shipped = await parseReceiptEmail(eml(
      ["From: Card Shop <store@shop.example>", "Subject: A shipment from order A-101 is on the way", "Content-Type: text/plain; charset=utf-8"],
      ["Your order is on the way", "", "Tracking number: QG472502524GB", "", "Items in this shipment", "", "Simplicidad Box × 2"].join("\n"),
    ));
    expect(shipped.products.map((p) => [p.description, p.quantity])).toEqual([["Simplicidad Box", 2]]);
    expect(shipped.is_receipt).toBe(true);
  });

  it("spells a domain-only sender's brand as the email prints it", async () => {
    const r = await parseReceiptEmail(eml(
      ["From: guest.services@examplestore.com", "Subject: Thank You for Your Order!", "Content-Type: text/html; charset=utf-8"],
      "<table><tr><td>Your order at the <a href='https://www.examplestore.com'>Example Store</a> has been placed.</td></tr>"
        + "<tr><td>Order #5033471943</td></tr><tr><td>Total</td><td>$21.25</td></tr></table>",
    ));
    expect(r.merchant.name).toBe("Example Store");
  });

  it("keeps the brand word of a sender name that adds a person or branch ('Bestellung Acmeshop Josef')", async () => {
    const r = await parseReceiptEmail(eml(
      ['From: "Bestellung Acmeshop Josef" <filiale@acmeshop.ch>', "Subject: Neue Bestellung", "Content-Type: text/plain; charset=utf-8"],
      ["Vielen Dank für Ihre Bestellung", "BestellCode", "1016", "1 x Maki 8 Stk.", "CHF 7,90", "Lieferkosten Zone 1", "8,50", "Total in CHF", "16,40"].join("\n"),
    ));
    expect(r.merchant.name).toBe("Acmeshop");
    expect(r.order.number).toBe("1016");
    expect(r.totals).toMatchObject({ shipping: 8.5, total: 16.4 });
    expect(r.products.map((p) => p.description)).toEqual(["Maki 8 Stk."]);
  });

  it("unwraps Apple Mail's German 'Anfang der weitergeleiteten E‑Mail' and reads Dutch booking codes", async () => {
    const fwd = await parseReceiptEmail(eml(
      ["From: Kurier <k@courier.example>", "Subject: Fwd: Neue Bestellung", "Content-Type: text/plain; charset=utf-8"],
      ["Von meinem iPad gesendet", "", "Anfang der weitergeleiteten E\u2011Mail:", "", '> Von: "Shop" <shop@shop.example>',
        "> Datum: 23. Januar 2017 um 18:38:15 MEZ", "> Betreff: Neue Bestellung", "> ", "> Bestellnummer 1016", "> Total CHF 53,00"].join("\n"),
    ));
    expect(fwd.email).toMatchObject({ forwarded: true, from: "shop@shop.example" });
    const klm = await parseReceiptEmail(eml(
      ["From: Airline <noreply@airline.example>", "Subject: Bevestiging van uw boeking", "Content-Type: text/plain; charset=utf-8"],
      ["Hartelijk dank voor uw boeking bij ons", "De betaling voor uw boeking is gelukt.", "Boekingscode", "TEST01", "Uw vluchten"].join("\n"),
    ));
    expect(klm.order.number).toBe("TEST01");
    expect(klm).toMatchObject({ is_receipt: true, email_type: "travel_booking" });
  });
  it("reads 'Final total charged', a 'Total:' at the end of a row, and label-and-amount cells without a colon", async () => {
    const charged = await parseReceiptEmail(eml(
      ["From: Delivery App <no-reply@delivery.example>", "Subject: Final receipt for A from Corner Shop", "Content-Type: text/plain; charset=utf-8"],
      ["Final receipt.", "1x Vitamin Powder (12.69 oz)", " $28.19 ", "Subtotal", "$28.19", "Tax", "$2.90", "Final total charged", "$31.09"].join("\n"),
    ));
    expect(charged.totals).toMatchObject({ subtotal: 28.19, tax: 2.9, total: 31.09 });
    expect(charged.products.map((p) => [p.description, p.total_price])).toEqual([["Vitamin Powder (12.69 oz)", 28.19]]); // "12.69 oz" is a weight
    const inline = await parseReceiptEmail(eml(
      ["From: Delivery App <no-reply@delivery.example>", "Subject: Order Confirmation from Corner Shop", "Content-Type: text/plain; charset=utf-8"],
      ["Thanks for your order", "Your order details    Paid with card and/or credits Corner Shop Total: $61.26"].join("\n"),
    ));
    expect(inline.totals.total).toBe(61.26);
    const cells = await parseReceiptEmail(eml(
      ["From: Kids Shop <orders@kids.example>", "Subject: Your order has been shipped", "Content-Type: text/html; charset=utf-8"],
      "<table><tr><td>Slippers</td><td>Qty: 1</td><td>₹69.0</td></tr><tr><td>Subtotal</td><td>₹69.0</td></tr></table>" +
        "<table><tr><td><span>Shipping</span> <span>₹100.0</span></td></tr><tr><td><span>Order Total</span> <span>₹169.0</span></td></tr></table>",
    ));
    expect(cells.totals).toMatchObject({ subtotal: 69, shipping: 100, total: 169 });
    expect(cells.currency).toBe("INR");
  });

  it("reads 'Rs.' amounts as rupees", async () => {
    const r = await parseReceiptEmail(eml(
      ["From: Gadget Brand <info@gadget.example>", "Subject: Order 2343 confirmed", "Content-Type: text/html; charset=utf-8"],
      "<p>Your order number: 2343 has been confirmed.</p><table><tr><td>Item</td><td>Name</td><td>Quantity</td><td>Price</td></tr></table>" +
        "<table><tr><td>1</td><td>Neckband Earphones - Blue</td><td>1</td><td>Rs. 999.00</td></tr></table><p><span>Total:</span> Rs.999.0</p>",
    ));
    expect(r.currency).toBe("INR");
    expect(r.totals.total).toBe(999);
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Neckband Earphones - Blue", 999]]);
  });
  it("names the seller a platform sends for: 'Shop via Square', or the subject's 'at …' / 'from …'", async () => {
    const via = await parseReceiptEmail(eml(
      ["From: Corner Cafe via Square <receipts@messaging.squareup.com>", "Subject: Receipt from Corner Cafe", "Content-Type: text/plain; charset=utf-8"],
      ["Payment Receipt", "$8.00", "Custom Amount × 1", "$8.00", "Total", "$8.00", "Visa 4864 (Contactless)"].join("\n"),
    ));
    expect([via.merchant.name, via.merchant.intermediary]).toEqual(["Corner Cafe", "Square"]);
    expect(via.payments.map((p) => p.last4)).toEqual(["4864"]);
    const subject = await parseReceiptEmail(eml(
      ["From: noreply@toasttab.com", "Subject: Online Order Receipt for $6.83 at Bean Counter Cafe", "Content-Type: text/plain; charset=utf-8"],
      ["Check #12", "Subtotal    $5.60", "Tax    $1.23", "Total    $6.83"].join("\n"),
    ));
    expect([subject.merchant.name, subject.merchant.intermediary]).toEqual(["Bean Counter Cafe", "Toast"]);
  });
  it("takes a platform only from its own domain or a subdomain, not a domain that merely ends like it", async () => {
    const hotel = await parseReceiptEmail(eml(
      ["From: Choice Hotels <reservations@email.choicehotels.com>", "Subject: Your receipt", "Content-Type: text/plain; charset=utf-8"],
      ["Receipt", "Order #8812", "Room    $120.00", "Total    $120.00"].join("\n"),
    ));
    expect([hotel.merchant.name, hotel.merchant.intermediary]).toEqual(["Choice Hotels", null]);
    const shop = await parseReceiptEmail(eml(
      ["From: Big Square Books <orders@bigsquare.com>", "Subject: Your receipt", "Content-Type: text/plain; charset=utf-8"],
      ["Receipt", "Order #8813", "Paperback    $12.00", "Total    $12.00"].join("\n"),
    ));
    expect([shop.merchant.name, shop.merchant.intermediary]).toEqual(["Big Square Books", null]);
  });

  it("reads last four digits after '*' or a card brand, and on the line after 'ending in'", async () => {
    const star = await parseReceiptEmail(eml(
      ["From: Podcast Club <no-reply@club.example>", "Subject: Your receipt", "Content-Type: text/plain; charset=utf-8"],
      ["PAID INVOICE", "", "American Express *8128", "", "Order: 7C32", "Plan    Price", "Monthly    $5.00 USD", "Order Total    $5.00 USD"].join("\n"),
    ));
    expect(star.payments.map((p) => [p.card_type, p.last4])).toEqual([["American Express", "8128"]]);
    const split = await parseReceiptEmail(eml(
      ["From: Hardware Store <receipts@hardware.example>", "Subject: Your receipt", "Content-Type: text/plain; charset=utf-8"],
      ["Subtotal", "", "$ 82.48", "", "Total", "", "$ 88.25", "", "Payment: AMEX", "", "ending in", "", "8128"].join("\n"),
    ));
    expect(split.payments.map((p) => p.last4)).toEqual(["8128"]);
  });

  it("names a row by its picture's alt text when no cell names it, never by a share link's title", async () => {
    const r = await parseReceiptEmail(eml(
      ["From: Fern & Flint <hello@fernandflint.example>", "Subject: Order #1103 confirmed", "Content-Type: text/html; charset=utf-8"],
      `<p>Order #1103</p><table><tr><td><img src="x.jpg" alt="Brass Candle Holder"></td><td>Qty 1</td><td>$32.00</td></tr>`
        + `<tr><td><img src="y.jpg" alt="Taper Candles (Set of 4)"></td><td>Qty 2</td><td>$24.00</td></tr>`
        + `<tr><td>Subtotal</td><td>$56.00</td></tr><tr><td>Total</td><td>$56.00</td></tr></table>`,
    ));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Brass Candle Holder", 1, 32], ["Taper Candles (Set of 4)", 2, 24]]);
  });

  it("reads a card brand shown as a logo (the image's title) before the last four digits", async () => {
    const r = await parseReceiptEmail(eml(
      ["From: Inkwell Studio <billing@inkwell.example>", "Subject: Your receipt from Inkwell Studio", "Content-Type: text/html; charset=utf-8"],
      `<table><tr><td>Payment method</td><td><img src="x.png" alt="Mastercard"> - 5512</td></tr><tr><td>Studio Plan</td><td>$49.00</td></tr><tr><td>Total</td><td>$49.00</td></tr></table>`,
    ));
    expect(r.payments.map((p) => [p.card_type, p.last4])).toEqual([["Mastercard", "5512"]]);
  });

  it("reads an item whose name and price share one run of text when no row has both apart, not a labelled account line", async () => {
    const r = await parseReceiptEmail(eml(
      ["From: App Store <noreply@apps.example>", "Subject: Your order receipt", "Content-Type: text/plain; charset=utf-8"],
      ["Order number: GPY.1234-5678-9012..1", "Your account: someone@example.com", "", "Item Price", "", "Video Premium (Video) $11.99/month", "",
        "Auto-renewing subscription", "", "Tax: $0.94", "", "Total: $12.93/month"].join("\n"),
    ));
    expect(r.order.number).toBe("GPY.1234-5678-9012..1");
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Video Premium (Video)", 11.99]]);
  });

  it("skips a variant line between an item and its price, a 'Qty: N' suffix and rows that end in 'Subtotal'", async () => {
    const variant = await parseReceiptEmail(eml(
      ["From: Nut Shop <store@nuts.example>", "Subject: Order #226 confirmed", "Content-Type: text/html; charset=utf-8"],
      "<table><tr><td><span>Salted Almonds&nbsp;×&nbsp;1</span><br><span>200g</span></td><td><p>₹275.00</p></td></tr></table>" +
        "<table><tr><td>Subtotal</td><td>₹275.00</td></tr><tr><td>Shipping</td><td>₹100.00</td></tr><tr><td>Total</td><td>₹375.00</td></tr></table>",
    ));
    expect(variant.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Salted Almonds", 1, 275]]);
    const invoice = await parseReceiptEmail(eml(
      ["From: Hardware Store <receipts@hardware.example>", "Subject: Your receipt", "Content-Type: text/plain; charset=utf-8"],
      ["WOOD GLUE 8-OZ", "", "$ 4.58", "", "Item #: 13617", "", "Invoice 81949 Subtotal", "", "$ 4.58", "", "Subtotal", "", "$ 4.58", "", "Total", "", "$ 4.58"].join("\n"),
    ));
    expect(invoice.products.map((p) => [p.description, p.total_price])).toEqual([["WOOD GLUE 8-OZ", 4.58]]);
  });

  it("reads a count before each item name as its quantity when the rows have none ('1 Blueberry Scone')", async () => {
    const html = (rows: string) => eml(
      ["From: Corner Cafe <receipts@cafe.example>", "Subject: Your receipt from Corner Cafe", "Content-Type: text/html; charset=utf-8"],
      `<html><body><p>Check #12</p><table>${rows}<tr><td>Subtotal</td><td>$8.00</td></tr><tr><td>Tax</td><td>$0.56</td></tr>` +
      "<tr><td>Total</td><td>$8.56</td></tr></table></body></html>",
    );
    const r = await parseReceiptEmail(html("<tr><td>1 Blueberry Scone</td><td>$3.00</td></tr><tr><td>Warmed</td></tr><tr><td>2 16oz Iced Tea</td><td>$5.00</td></tr>"));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["Blueberry Scone", 1, 3, 3], ["16oz Iced Tea", 2, 2.5, 5],
    ]);
    // a number that is part of the name stays: a pack size, or a lone item whose leading number is not 1
    const pack = await parseReceiptEmail(html("<tr><td>2 Pack Wool Socks</td><td>$8.00</td></tr>"));
    expect(pack.products.map((p) => [p.description, p.quantity])).toEqual([["2 Pack Wool Socks", 1]]);
    const title = await parseReceiptEmail(html("<tr><td>12 Angry Men (DVD)</td><td>$8.00</td></tr>"));
    expect(title.products.map((p) => [p.description, p.quantity])).toEqual([["12 Angry Men (DVD)", 1]]);
    // a row with its own quantity keeps the name as printed
    const qty = await parseReceiptEmail(html("<tr><td>3 Musketeers Bar</td><td>1</td><td>$8.00</td></tr>"));
    expect(qty.products.map((p) => [p.description, p.quantity])).toEqual([["3 Musketeers Bar", 1]]);
  });

  it("does not take 'You saved $x' as the order discount when the order adds up without it", async () => {
    const r = await parseReceiptEmail(eml(
      ["From: Shoe Shop <orders@shoes.example>", "Subject: Order #5001 confirmed", "Content-Type: text/plain; charset=utf-8"],
      ["Order #5001", "", "Order summary", "Canvas Sneakers × 1", "(-$40.00)", "$40.00", "Free", "", "Subtotal", "$0.00", "Shipping", "$0.00",
        "Total", "$0.00 USD", "", "You saved", "$40.00"].join("\n"),
    ));
    expect(r.totals).toMatchObject({ subtotal: 0, discount: null, shipping: 0, total: 0 });
    const kept = await parseReceiptEmail(eml(
      ["From: Shoe Shop <orders@shoes.example>", "Subject: Order #5002 confirmed", "Content-Type: text/plain; charset=utf-8"],
      ["Order #5002", "", "Canvas Sneakers    $40.00", "", "Subtotal: $40.00", "You saved: $5.00", "Shipping: $0.00", "Total: $35.00"].join("\n"),
    ));
    expect(kept.totals).toMatchObject({ subtotal: 40, discount: 5, total: 35 });
    const perItem = await parseReceiptEmail(eml(
      ["From: Shoe Shop <orders@shoes.example>", "Subject: Order #5003 confirmed", "Content-Type: text/plain; charset=utf-8"],
      ["Order #5003", "", "Canvas Sneakers    $35.00", "You saved: $5.00", "Subtotal: $35.00", "Shipping: $0.00", "Total: $35.00"].join("\n"),
    ));
    expect(perItem.totals).toMatchObject({ subtotal: 35, discount: null, total: 35 });
  });

  it("names the footer's copyright holder when the sender is anonymised or a person's mailbox", async () => {
    const alert = await parseReceiptEmail(eml(
      ["From: Example <email@example.com>", "Subject: You made a purchase.", "Content-Type: text/plain; charset=utf-8"],
      ["Hello,", "A purchase of $1.77 was made on your credit card account ************1001.", "Transaction Description: COFFEE SHOP #12", "",
        "Northwind Bank | Northwind Banking Group", "Copyright(c) Northwind Banking Group, 2025"].join("\n"),
    ));
    expect(alert.merchant.name).toBe("Northwind Banking Group");
    expect(alert.is_receipt).toBe(false);
    expect(alert.payments).toEqual([]); // the bank's card alert is no payment of a receipt
    const fromPerson = await parseReceiptEmail(eml(
      ["From: A Person <someone@gmail.com>", "Subject: Fwd: spring sale", "Content-Type: text/plain; charset=utf-8"],
      ["Spring sale on every tent!", "", "© 2019 Trailhead Outfitters Ltd. All rights reserved."].join("\n"),
    ));
    expect(fromPerson.merchant.name).toBe("Trailhead Outfitters Ltd");
  });
});
