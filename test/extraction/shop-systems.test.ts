import { describe, expect, it } from "vitest";
import { parseReceiptEmail, type ExtractedReceipt } from "../../lambdas/extraction/index";

// The layouts of the order emails that shop systems send by default (Shopify, Magento, PrestaShop in its shipped
// translations, Shopware, EC-CUBE): most small shops never change them, so each is a kind of email, not one email.
// Every message here is made up.
const mail = (from: string, subject: string, type: "html" | "plain", body: string) =>
  [`From: ${from}`, `Subject: ${subject}`, "Date: Tue, 09 Jul 2024 14:02:11 +0000", "MIME-Version: 1.0",
    `Content-Type: text/${type}; charset=UTF-8`, "", body].join("\r\n");
const rows = (r: ExtractedReceipt) => r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price]);

describe("a name with its count above a variant line (Shopify's order summary)", () => {
  it("takes 'Mug × 2' as the item and 'Forest Green' under it as its variant", async () => {
    const r = await parseReceiptEmail(mail("Driftwood <store@shop.example>", "Order #1187 confirmed", "html", `<table>
      <tr><td><span>Enamel Camp Mug × 2</span><br><span>Forest Green</span></td><td><del>$36.00</del><p>$32.00</p></td></tr>
      <tr><td><span>Wool Throw Blanket × 1</span><br><span>Charcoal / Large</span></td><td><p>$89.00</p></td></tr></table>
      <table><tr><td>Subtotal</td><td>$121.00</td></tr><tr><td>Total</td><td>$121.00 USD</td></tr></table>`));
    expect(rows(r)).toEqual([["Enamel Camp Mug", 2, 16, 32], ["Wool Throw Blanket", 1, 89, 89]]);
  });
});

describe("PrestaShop's order confirmation in its shipped languages", () => {
  const presta = (labels: string[], orderLine: string) => mail("Atelier <contact@atelier.example>", "[Atelier] Order", "html", `
    <p>${orderLine}</p><table>
    <tr><td>LMP-0042</td><td>Lampe laiton</td><td>45,00 €</td><td>1</td><td>45,00 €</td></tr>
    <tr><td>AMP-E27</td><td>Ampoule LED E27</td><td>7,50 €</td><td>3</td><td>22,50 €</td></tr>
    ${labels.map((l, k) => `<tr><td colspan="4">${l}</td><td>${["67,50 €", "0,00 €", "0,00 €", "6,90 €", "12,40 €", "74,40 €"][k]}</td></tr>`).join("")}
    </table>`);

  it.each([
    ["fr", ["Produits", "Réductions", "Paquet cadeau", "Livraison", "TVA totale", "Total payé"], "Commande : <strong>KHWLILGMA</strong> passée le 05/06/2024"],
    ["it", ["Prodotti", "Sconti", "Confezione regalo", "Spedizione", "Totale tasse pagate", "Totale pagato"], "Ordine: <strong>KHWLILGMA</strong> effettuato il 05/06/2024"],
    ["es", ["Productos", "Descuentos", "Envoltorio de regalo", "Transporte", "IVA total", "Total pagado"], "Pedido: <strong>KHWLILGMA</strong> realizado el 05/06/2024"],
  ])("%s: the all-capitals reference, every totals row, and only the priced rows as items", async (_lang, labels, orderLine) => {
    const r = await parseReceiptEmail(presta(labels, orderLine));
    expect(r.order.number).toBe("KHWLILGMA");
    expect(r.totals).toMatchObject({ subtotal: 67.5, shipping: 6.9, tax: 12.4, total: 74.4 });
    expect(r.totals.fees).toEqual([]); // a gift wrapping of 0,00 € is no fee
    expect(rows(r).map((p) => p[0])).toEqual(["Lampe laiton", "Ampoule LED E27"]);
  });

  it("a status in capitals after 'Order:' is no order reference", async () => {
    const r = await parseReceiptEmail(mail("Shop <orders@shop.example>", "Update", "plain", "Order: SHIPPED\nTracking number: 1Z999AA10123456784"));
    expect(r.order.number).toBeNull();
  });
});

describe("a shop system's default store name", () => {
  it("takes the brand from the domain when the display name is Magento's 'Main Website Store'", async () => {
    const r = await parseReceiptEmail(mail("Main Website Store <sales@kitchenworks.example>", "Your KitchenWorks order confirmation", "plain",
      "Thank you for your order from KitchenWorks.\nYour Order #000004512\nGrand Total $150.69"));
    expect(r.merchant.name).toBe("KitchenWorks");
  });
});

describe("EC-CUBE's plain-text order mail (Japanese)", () => {
  it("reads labels spaced out with ideographic spaces, the quantity under each unit price, and the bracketed included tax", async () => {
    const r = await parseReceiptEmail(mail("お茶処 <info@ocha.example.jp>", "[お茶処] ご注文のご確認", "plain", [
      "ご注文番号：1052", "",
      "商品名：有機煎茶 100g", "単価：￥1,620", "数量：2", "",
      "商品名：湯呑み 白", "単価：￥1,100", "数量：1", "",
      "小　計：￥4,340", "送　料：￥610", "合　計：￥4,950", "（うち消費税：￥450）",
    ].join("\n")));
    expect(r.totals).toMatchObject({ subtotal: 4340, shipping: 610, tax: 450, total: 4950 });
    expect(rows(r)).toEqual([["有機煎茶 100g", 2, 1620, 3240], ["湯呑み 白", 1, 1100, 1100]]);
  });
});

describe("Shopware's plain-text order confirmation (German)", () => {
  it("reads 'Bestellung 10047' as the order number and the gross total, not the net one", async () => {
    const r = await parseReceiptEmail(mail("Fahrradladen <shop@fahrradladen.example.de>", "Bestellbestätigung zu Ihrer Bestellung 10047", "plain", [
      "1      SW10012    Fahrradschloss Kette 90 cm    1    24,95 €    24,95 €",
      "", "Versandkosten: 4,90 €", "Gesamtkosten Netto: 25,17 €", "zzgl. 19% MwSt.: 4,68 €", "Gesamtkosten Brutto: 29,85 €",
    ].join("\n")));
    expect(r.order.number).toBe("10047");
    expect(r.totals).toMatchObject({ shipping: 4.9, tax: 4.68, total: 29.85 });
  });
});

describe("a payment platform's receipt (Stripe's layout)", () => {
  it("keeps the receipt number out of the seller the subject names, and its heading over the amount out of the items", async () => {
    const r = await parseReceiptEmail(mail("Lattice Notes <receipts+acct_1abc@stripe.com>", "Your receipt from Lattice Notes #2043-5518", "plain", [
      "Receipt from Lattice Notes", "$96.00", "Paid March 1, 2024", "", "Receipt number 2043-5518", "",
      "Lattice Notes Team (per seat)", "Qty 4", "$24.00 each", "$96.00", "", "Subtotal $96.00", "Total $96.00", "Amount paid $96.00",
    ].join("\n")));
    expect(r.merchant).toMatchObject({ name: "Lattice Notes", intermediary: "Stripe" });
    expect(rows(r)).toEqual([["Lattice Notes Team (per seat)", 4, 24, 96]]);
  });

  it("types 'Refund for order …' with a 'Total refund' as a refund", async () => {
    const r = await parseReceiptEmail(mail("Northwind <orders@northwind.example>", "Refund for order NW-99120", "plain",
      "We've issued a refund for the items below.\n\nTrail Socks (3-pack) x 2    $36.00\n\nRefund subtotal    $36.00\nTotal refund    $38.88"));
    expect(r.email_type).toBe("refund");
    expect(r.totals.total).toBe(38.88);
  });
});

describe("an attribute under the name in the row's first cell (WooCommerce's order table)", () => {
  it("takes the name line above 'Mahlgrad: ganze Bohne | 2 | 39,80 €' as the item, never the attribute", async () => {
    const r = await parseReceiptEmail(mail("Rösterei <shop@roester.example>", "Deine Bestellung #20341", "html", `<table>
      <thead><tr><th>Produkt</th><th>Menge</th><th>Preis</th></tr></thead><tbody>
      <tr><td>Espresso Blend 1kg<br><small>Mahlgrad: ganze Bohne</small></td><td>2</td><td>39,80&nbsp;€</td></tr>
      <tr><td>Filterpapier 100 Stk.</td><td>1</td><td>4,50&nbsp;€</td></tr></tbody>
      <tfoot><tr><th>Zwischensumme:</th><td>44,30&nbsp;€</td></tr><tr><th>Gesamt:</th><td>44,30&nbsp;€</td></tr></tfoot></table>`));
    expect(rows(r)).toEqual([["Espresso Blend 1kg", 2, 19.9, 39.8], ["Filterpapier 100 Stk.", 1, 4.5, 4.5]]);
  });

  it("keeps a name with a colon in its title ('Star Wars: The Mandalorian') as the name", async () => {
    const r = await parseReceiptEmail(mail("Films <shop@films.example>", "Order #3301 confirmed", "html", `<table>
      <tr><th>Item</th><th>Qty</th><th>Price</th></tr><tr><td>Your items</td></tr>
      <tr><td>Star Wars: The Mandalorian Season 1</td><td>1</td><td>$24.99</td></tr></table>
      <table><tr><td>Total</td><td>$24.99</td></tr></table>`));
    expect(rows(r)).toEqual([["Star Wars: The Mandalorian Season 1", 1, 24.99, 24.99]]);
  });
});

describe("Magento's default order mail", () => {
  it("names an item by the start of its cell when the SKU and options stand under the name in the same cell", async () => {
    const r = await parseReceiptEmail(mail("Harbor Outfitters <sales@harbor.example>", "Your order #000000987", "html", [
      "<table><thead><tr><th>Items</th><th>Qty</th><th>Price</th></tr></thead><tbody>",
      "<tr><td><p class='product-name'>Trail Runner Jacket</p><p class='sku'>SKU: TRJ-BLK-M</p><dl><dt>Color</dt><dd>Black</dd><dt>Size</dt><dd>M</dd></dl></td><td>1</td><td>$129.00</td></tr>",
      "<tr><td><p class='product-name'>Merino Beanie</p><p class='sku'>SKU: MB-GRY</p></td><td>2</td><td>$50.00</td></tr>",
      "</tbody><tfoot><tr><th colspan='2'>Subtotal</th><td>$179.00</td></tr><tr><th colspan='2'>Grand Total</th><td>$179.00</td></tr></tfoot></table>",
    ].join("")));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Trail Runner Jacket", 1, 129], ["Merino Beanie", 2, 50]]);
  });
});

describe("osCommerce's and Zen Cart's status mails", () => {
  it("types the mail by what it says, not by the 'Detailed Invoice:' link every such mail carries", async () => {
    const body = (status: string) => ["The Tea Caddy", "------------------------------------------------------", "Order Number: 10377",
      "Detailed Invoice: http://www.teacaddy.example/account_history_info.php?order_id=10377", "Date Ordered: Monday 12 October, 2009", "",
      "The comments for your order are", status, "Your order has been updated to the following status.", "New status: Dispatched"].join("\n");
    const dispatched = await parseReceiptEmail(mail("The Tea Caddy <sales@teacaddy.example>", "Order Update", "plain", body("Your parcel has been dispatched today by Royal Mail Recorded Signed For. Reference: RR123456785GB")));
    expect(dispatched.email_type).toBe("shipping_confirmation");
  });
});
