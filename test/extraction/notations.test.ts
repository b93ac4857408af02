import { describe, expect, it } from "vitest";
import { findDate } from "../../lambdas/extraction/dates";
import { findAmounts, parseMoney } from "../../lambdas/extraction/money";
import { parseReceiptEmail } from "../../lambdas/extraction/index";
import { amountOnly } from "../../lambdas/extraction/generic/total-labels";

// Languages and notations (lexicon/ and money.ts), with small made-up messages.
const eml = (from: string, subject: string, body: string[], type = "text/plain") => [
  `From: ${from}`, `Subject: ${subject}`, "Date: Fri, 05 Jan 2024 09:30:00 +0900", `Content-Type: ${type}; charset=utf-8`,
  "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");

describe("amounts in every common notation, with ISO 4217 minor units", () => {
  it.each(["179,800円", "12,000원", "100元", "1.234,56 zł", "R$ 10,00", "₩12,000", "199 kr", "450 Kč", "99,-", "$9.99", "9,99 €", "CHF 12.50"])(
    "reads %s as an amount alone on its line", (t) => {
      expect(amountOnly.test(t)).toBe(true);
    });

  it("reads a price with its tax in it as the total, never the tax ('Prix incluant les taxes', 'Price including tax', 'Preis inkl. MwSt.'), and a marketplace's labelled item ('Nom de l'article :')", async () => {
    const r = await parseReceiptEmail(eml("Boutique <no-reply@boutique.example.fr>", "Commande n°A-4362528-1-A en cours d'expédition", ["Votre commande n°A-4362528-1-A est en cours de préparation par notre partenaire.",
      "Nom de l'article : Sac Cabas North 32 .", "Etat de l'article : Neuf", "Prix de l'article : € 145,83", "Prix incluant les taxes : € 175,00", "Quantité : 1"]));
    expect([r.totals.total, r.totals.tax, r.products.map((p) => p.description)]).toEqual([175, null, ["Sac Cabas North 32"]]);
    const en = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your order", ["Order 1043", "Item: Desk Lamp", "Price including tax: $59.00"]));
    expect([en.totals.total, en.totals.tax]).toEqual([59, null]);
  });

  it("reads a German order thanked for informally ('Vielen Dank für deine Bestellung!') as an order, whatever stages its progress bar lists", async () => {
    const r = await parseReceiptEmail(eml("Shop <bestellung@shop.example.de>", "Bestellt: „Metallplättchen…“", ["Bestellt: „Metallplättchen…“", "Vielen Dank für deine Bestellung!",
      "[Abgeschlossen]", "Bestellt", "[Ausstehend]", "Versendet", "[Ausstehend]", "In Zustellung", "[Ausstehend]", "Zugestellt", "Bestellnr. 999-9156534-2587125", "Summe 7.39€"]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
  });

  it("reads a Japanese shop's item whose name is over its shipping and delivery dates and whose prices are in 円 on lines of their own", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "ご注文の確認 - W1528936835", ["ご注文番号: W1528936835", "iPhone 17 Pro 256GB オレンジ", "出荷日: 1〜2営業日",
      "お届け予定日: 2026/01/16 – 2026/01/17 : 通常配送", "179,800円", "数量 1", "179,800円", "小計", "179,800円", "注文合計", "179,800円"]));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["iPhone 17 Pro 256GB オレンジ", 1, 179800]]);
  });

  it.each([
    ["1.234,56 €", 123456, "EUR"], ["1 234,56 zł", 123456, "PLN"], ["CHF 12.50", 1250, "CHF"], ["R$ 10,00", 1000, "BRL"],
    ["¥1,690", 1690, "JPY"], ["1,690円", 1690, "JPY"], ["\\1,690", 1690, "JPY"], ["KWD 1.250", 1250, "KWD"], ["BHD 12.345", 12345, "BHD"],
    ["19,00 €", 1900, "EUR"], ["₩15,000", 15000, "KRW"],
    ["₹1,23,456.00", 12345600, "INR"], ["Rs. 1,23,456", 12345600, "INR"], ["12 990 Ft", 12990, "HUF"], ["3,50 лв.", 350, "BGN"],
    ["RM 12.90", 1290, "MYR"], ["12,34 lei", 1234, "RON"], ["12,- €", 1200, "EUR"],
    ["₦67,740.00", 6774000, "NGN"], ["KSh 1,250", 125000, "KES"], ["S/ 25.90", 2590, "PEN"], ["KD 0.350", 350, "KWD"], ["937.00 ر.س", 93700, "SAR"],
    ["GH₵ 20.00", 2000, "GHS"], ["Bs 106018.7", 10601870, "VES"],
  ])("%s", (text, minor, currency) => {
    expect(parseMoney(text)).toEqual({ minor, currency });
  });

  it.each([["169.–", 16900], ["0.–", 0], ["Versandkosten | 0.–", 0], ["499,- kr", 49900]])("reads %s, a dash for the cents, as a whole amount", (text, minor) => {
    expect(findAmounts(text, null).map((a) => a.minor)).toEqual([minor]);
  });

  it("reads no whole amount from a range of days ('10.–12. März')", () => {
    expect(findAmounts("geöffnet 10.–12. März", null)).toEqual([]);
  });

  it.each(["USB-C Cable 6ft", "30 Ft Navy Blue Banner", "rm 12", "Heirloom Tomato Bowls S/5", "S/N 12345"])("reads no money in %s (feet are no forints)", (text) => {
    expect(findAmounts(text)).toEqual([]);
  });

  it("folds full-width digits and joins 「1,200」円 to its sign when reading an email", async () => {
    const r = await parseReceiptEmail(eml("ショップ <shop@example.jp>", "ご注文ありがとうございます", [
      "ご注文番号：ＡＢ－１２３４５", "商品代金　「1,200」円", "送料　　　500円", "お支払い金額　１，７００円",
    ]));
    expect(r.currency).toBe("JPY");
    expect(r.totals.total).toBe(1700);
    expect(r.totals.shipping).toBe(500);
  });

  it("reads yen with its sign in brackets, 1,200(円), and the count beside it, x 2(個) or × 数量：2", async () => {
    const r = await parseReceiptEmail(eml("雑貨店 <order@zakka.example.jp>", "注文内容ご確認", [
      "[受注番号] 123456-20240105-0012345", "[商品]", "ステンレス マグカップ",
      "価格 1,200(円) x 2(個) = 2,400(円)", "木製コースター", "単価：880円 × 数量：3 = 2,640円",
      "小計 5,040(円)", "送料 660（円）", "合計 5,700(円)",
    ]));
    expect(r.currency).toBe("JPY");
    expect([r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual([5040, 660, 5700]);
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["ステンレス マグカップ", 2, 1200, 2400], ["木製コースター", 3, 880, 2640],
    ]);
  });

  it("reads a delivery list's items: '■code:name', the package size under it, '価格:NNN円x1' (the count after the unit price)", async () => {
    const r = await parseReceiptEmail(eml("やさい生協 <info@yasai-coop.example.jp>", "12月3日お届け商品のご案内", [
      "山田 花子様", "", "いつもやさい生協のご利用、誠にありがとうございます。", "12月1週のお届け商品をご案内いたします。", "",
      "■215:国産若鶏もも肉", "　４００ｇ", "　価格:698円x1", "■1040:☆毎週 低温殺菌牛乳", "　１Ｌ", "　価格:248円x2",
      "■318:木綿豆腐", "　１５０ｇ×３", "　価格:128円x1", "■77:全粒粉食パン", "　６枚", "　価格:189円x1",
    ]));
    expect(r.is_receipt).toBe(true);
    expect(r.email_type).toBe("shipping_confirmation");
    expect(r.currency).toBe("JPY");
    expect(r.products.map((p) => [p.description, p.product_number, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["国産若鶏もも肉", "215", 1, 698, 698], ["☆毎週 低温殺菌牛乳", "1040", 2, 248, 496], ["木綿豆腐", "318", 1, 128, 128],
      ["全粒粉食パン", "77", 1, 189, 189],
    ]);
  });

  it("reads 'Price: $5.20 x 2' under a name and its package size as two at $5.20", async () => {
    const r = await parseReceiptEmail(eml("Harvest Box <orders@harvestbox.example.com>", "Your order confirmation", [
      "Order #HB-20417", "", "Organic Rolled Oats", "24 oz (680 g)", "Price: $5.20 x 2", "", "Wildflower Honey", "12 oz", "Price: $9.75 x 1",
      "", "Subtotal: $20.15", "Total: $20.15",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["Organic Rolled Oats", 2, 5.2, 10.4], ["Wildflower Honey", 1, 9.75, 9.75],
    ]);
  });

  it("takes the count from a line price that is a whole multiple of the unit price when none is printed", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your order #A1001", [
      "Order #A1001", "Enamel mug\t$12.00\t$36.00", "Tea towel\t$8.00\t$8.00", "Subtotal $44.00", "Total $44.00",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["Enamel mug", 3, 12, 36], ["Tea towel", 1, 8, 8],
    ]);
  });

  it.each([
    ["ja", "お支払い方法：Visa（末尾 4321）"], ["nl", "Betaald met kaart eindigend op 4321"], ["pt", "Pago com cartão terminado em 4321"],
    ["pl", "Płatność kartą zakończoną na 4321"], ["de", "Gutschrift auf Ihre Visa-Karte mit der Endung 4321"], ["sv", "Betalning med kort som slutar på 4321"], ["zh", "支付方式：尾号 4321 的卡"],
    ["es", "Pagado con Visa terminación 4321"], ["de", "Bezahlt mit Mastercard (endet auf 4321)"],
  ])("reads the card's last four digits as %s says them", async (_lang, line) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Order 77812", ["Order 77812", line, "Total 12.00 EUR"]));
    expect(r.payments[0]?.last4).toBe("4321");
  });

  it.each([["Frete: Grátis", "pt"], ["Verzendkosten: Gratis", "nl"], ["Dostawa: za darmo", "pl"], ["Doprava: zdarma", "cs"], ["Spedizione: gratuito", "it"]])(
    "reads '%s' as no shipping cost (%s)", async (line) => {
      const r = await parseReceiptEmail(eml("Shop <shop@shop.example.eu>", "Order 55120", ["Order 55120", line, "Total 12,00 EUR"]));
      expect(r.totals.shipping).toBe(0);
    });

  it("reads '送料 無料' as no shipping cost", async () => {
    const r = await parseReceiptEmail(eml("ショップ <shop@example.jp>", "ご注文ありがとうございます", ["ご注文番号：A-10023", "小計　3,980円", "送料　無料", "合計　3,980円"]));
    expect([r.totals.shipping, r.totals.total]).toEqual([0, 3980]);
  });

  it("reads '$ 10.00 MN' as Mexican pesos", async () => {
    const r = await parseReceiptEmail(eml("Tienda <ventas@tienda.example>", "Confirmación de pedido", ["Pedido #55501", "Total: $ 10.00 MN"]));
    expect(r.currency).toBe("MXN");
    expect(r.totals.total).toBe(10);
  });

  it("reads 'You bought Night Sky Presets for $15.00.' as the total of a purchase", async () => {
    const r = await parseReceiptEmail(eml("Presets Shop <noreply@presets.example>", "Thanks for your purchase!", ["You bought Night Sky Presets for $15.00.", "Download your files below."]));
    expect([r.is_receipt, r.totals.total]).toEqual([true, 15]);
  });

  it("takes an amount in a sentence as the total when nothing is labelled", async () => {
    const r = await parseReceiptEmail(eml("Cloud Tools <billing@cloudtools.example>", "Payment received", [
      "Thanks for your payment.", "We have charged $25.00 to your card ending in 4242.", "Invoice number: INV-2041",
    ]));
    expect(r.totals.total).toBe(25);
    expect(r.is_receipt).toBe(true);
  });

  it.each([
    ["The charge to your credit card is $39.50 for shipping and handling for the wine from the following auction: 12/30/01", 39.5],
    ["Thank you for your gift of $100.00 to The Harbour Fund.  The Fund was established by two community trusts to respond to the immediate and longer-term needs of the families and communities affected by the floods of last spring.", 100],
  ])("takes the charge a sentence states as the total, not a fee its words name (%s)", async (sentence, total) => {
    const r = await parseReceiptEmail(eml("Wine Auctions <info@wineauctions.example>", "Shipment [#729103]", ["Dear customer,", "We have shipped your order.", sentence, "Best regards"]));
    expect([r.totals.total, r.totals.fees]).toEqual([total, []]);
  });

  it.each([["Invoice: 4512398877120034", "4512398877120034"], ["Invoice: INV-20417", "INV-20417"], ["Invoice: available in your account", null]])(
    "reads '%s' as the receipt's number when no order number is printed", async (line, number) => {
      const r = await parseReceiptEmail(eml("Game Store <noreply@games.example>", "Thank you for your purchase", [
        "Thank you for your recent transaction.", line, "Lantern Quest   24,99€", "Total:   24,99€",
      ]));
      expect(r.order.number).toBe(number);
    });

  it("does not read measures or bare integers as money", () => {
    expect(findAmounts("Pack of 12, 2.5 kg, 15.5%")).toEqual([]);
  });
});

describe("dates in every common form", () => {
  it("reads a numeric date day first in a French, German or Spanish text from a .com sender, month first in an English one", async () => {
    const mail = (from: string, subject: string, body: string[]) => [`From: ${from}`, `Subject: ${subject}`, "Date: Mon, 07 Jun 2021 09:30:00 +0000",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n");
    const fr = await parseReceiptEmail(mail("Boutique <commande@boutique.com>", "Votre commande a été expédiée", [
      "Bonjour, merci pour votre commande.", "Date de commande : 02/06/2021", "Votre commande n° 2C7XK4PQ est en route.", "Article\tQuantité", "Le Petit Prince\t1"]));
    expect(fr.order.purchase_date).toBe("2021-06-02");
    const en = await parseReceiptEmail(mail("Shop <orders@shop.com>", "Your order has shipped", [
      "Hello, thank you for your order.", "Order date: 06/02/2021", "Your order 2C7XK4PQ is on its way.", "Item\tQty", "The Little Prince\t1"]));
    expect(en.order.purchase_date).toBe("2021-06-02");
  });

  it("reads numeric dates the one way the email's own dates allow: none after the day it was sent, a part over 12 the day", async () => {
    const sent = (date: string, body: string[]) => [
      "From: Fellside Outdoor <sales@fellsideoutdoor.com>", "Subject: Your order #000045519 has shipped", `Date: ${date}`,
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n"),
    ].join("\r\n");
    const uk = await parseReceiptEmail(sent("Thu, 09 Jun 2022 10:00:00 +0100", ["Order #000045519", "Order placed: | 05/06/2022", "Dispatched: | 09/06/2022", "Tracking number: TT482913605GB"]));
    expect(uk.order.purchase_date).toBe("2022-06-05");
    const day = await parseReceiptEmail(sent("Thu, 09 Jun 2022 10:00:00 +0100", ["Order #000045519", "Order placed: | 03/04/2022", "Invoice date: | 13/04/2022"]));
    expect(day.order.purchase_date).toBe("2022-04-03");
    const us = await parseReceiptEmail(sent("Sat, 04 Jun 2022 10:00:00 -0500", ["Order #000045519", "Order placed: | 06/03/2022", "Total: $42.00"]));
    expect(us.order.purchase_date).toBe("2022-06-03");
  });

  it("reads a labelled order date printed without its year in the year that puts it before the email ('Fri, Dec 29' in a mail of 2 January)", async () => {
    const r = await parseReceiptEmail(["From: Plant Shop <hello@plantshop.example.com>", "Subject: Your order #LL-6604 has shipped",
      "Date: Tue, 02 Jan 2024 09:00:00 -0500", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      ["Order #LL-6604", "Order placed: Fri, Dec 29", "Shipped: Tue, Jan 2", "FedEx tracking: 771829304455"].join("\n")].join("\r\n"));
    expect(r.order.purchase_date).toBe("2023-12-29");
  });

  it("never takes a date further along a sentence that only names a date label ('Das Rechnungsdatum entspricht … Stand der AGB: 01.12.2019')", async () => {
    const r = await parseReceiptEmail(eml("Teehaus <info@teehaus.example.de>", "Ihre Bestellung im Teehaus", [
      "vielen Dank für Ihre Bestellung im Teehaus (Nummer: 20041) am 03.01.2024 um 21:47 Uhr.", "Kamillenblüten 250 g | 2 | 13,80 EUR",
      "Gesamtkosten Brutto: 13,80 EUR", "Das Rechnungsdatum entspricht dem Liefer- bzw. Leistungsdatum. Stand der AGB: 01.12.2023.",
    ]));
    expect(r.order.purchase_date).toBe("2024-01-03");
  });

  it("never reads a day and month before a year as an amount ('04.11.2027')", () => {
    expect(findAmounts("Fahrtantritt Rückfahrt: 04.11.2027").map((a) => a.minor)).toEqual([]);
    expect(findAmounts("Gültig ab 03.11.17, Preis 12.50").map((a) => a.minor)).toEqual([1250]);
  });

  it.each([
    ["注文日時：2024年1月5日 10:15", "2024-01-05"], ["Mon Mar 03 10:15:00 2014", "2014-03-03"], ["Fri Jan 5 09:30:00 UTC 2024", "2024-01-05"],
    ["05-01-2024", "2024-01-05"], ["2024/01/05", "2024-01-05"], ["5. März 2024", "2024-03-05"], ["5 de março de 2024", "2024-03-05"],
    ["5 stycznia 2024", "2024-01-05"], ["5 januari 2024", "2024-01-05"],
    ["15-Mar-2024", "2024-03-15"], ["Invoice date 15-Mar-24", "2024-03-15"], ["15 Mar 24", "2024-03-15"], ["15. 3. 2024", "2024-03-15"],
    ["2024. 3. 15.", "2024-03-15"], ["5 Jun 10:30", undefined],
  ])("%s", (text, day) => {
    expect(findDate(text, "dmy")?.date).toBe(day);
  });

  it("reads numeric dates day first for an Australian sender even with '$' amounts", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.com.au>", "Order confirmation", [
      "Order number: 10442", "Order date: 04/01/2024", "Subtotal: $20.00", "Total: $20.00",
    ]));
    expect(r.order.purchase_date).toBe("2024-01-04");
  });

  it("reads a tax document's item price in its own column, not joined to a points column or a VAT rate", async () => {
    const r = await parseReceiptEmail(eml("Dopravce <info@rail.example.cz>", "eTiket", [
      "Daňový doklad", "Položka                 Tar. cena   Body       Cena    DPH", "Jízdenka          1      341 Kč       34     341 Kč   15%",
      "Celkem                                                341 Kč", "Datum platby: 04.01.2024 14:14",
    ]));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Jízdenka", 341]]);
    expect(r.totals.total).toBe(341);
    expect(findAmounts("DPH Kč 15%").map((a) => a.minor)).toEqual([]); // a rate after a sign is no amount
  });
});

describe("labels of every language", () => {
  it.each([
    ["Payment Amount:  $127.44", 127.44], ["Donation Amount: $100.00", 100], ["Top up amount: $40.00", 40],
    ["Gift Amount:  $75.00", 75], ["INVOICE TOTAL   647.40 USD", 647.4], ["TOTAL INVOICE AMOUNT   USD 480.00", 480],
  ])("reads what a payment, a donation or a top-up came to as the total (%s)", async (line, total) => {
    const r = await parseReceiptEmail(eml("Power Co <payments@power.example>", "Payment Confirmation", ["Thank you for your payment.", "Confirmation Number: 102938475", line]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", total]);
  });

  it("reads 'S&H' as shipping, 'Service Charges' and a passenger facility charge as fees", async () => {
    const r = await parseReceiptEmail(eml("Tickets <orders@tix.example>", "Order Confirmation", [
      "Order Number: TC-4418820", "Merchandise Total:   $240.00", "S&H:   $6.00", "Service Charges:   $27.00", "Passenger Facility Chg:   $4.50", "Order Total:   $277.50",
    ]));
    expect([r.totals.shipping, r.totals.fees.map((f) => f.amount), r.totals.total]).toEqual([6, [27, 4.5], 277.5]);
  });

  it.each([["Flat Rate (Best Way):   $7.50", 7.5], ["United Parcel Service (1 pkg, 3 lbs) (Ground):   $7.50", 7.5], ["Flat Shipping Rate:   $7.50", 7.5]])(
    "reads an old shop system's shipping row labelled by its shipping module (%s)", async (line, shipping) => {
      const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Order Process", [
        "Order Number: 4182", "Products", "------------------------------------------------------", "1 x Lens Cap 58mm   $5.50",
        "------------------------------------------------------", "Sub-Total:   $5.50", line, "Total:   $13.00",
      ]));
      expect([r.totals.shipping, r.totals.total, r.products.map((p) => p.description)]).toEqual([shipping, 13, ["Lens Cap 58mm"]]);
    });

  it.each([
    ["Refund from Bluebird Vintage", ["Bluebird Vintage just sent you a refund of $24.00 USD.", "Transaction ID: 5WX80421PL3319845", "Refund amount: $24.00 USD"]],
    ["Your Credit Memo #100000047 for Order #100002219", ["Thank you for your order from Peak Footworks.", "Your Credit Memo #100000047 for Order #100002219", "Grand Total   $99.95"]],
  ])("types a refund named by the sender's words (%s)", async (subject, body) => {
    const r = await parseReceiptEmail(eml("Shop <service@shop.example>", subject, body));
    expect(r.email_type).toBe("refund");
  });

  it.each([
    ["eTicket Itinerary and Receipt for Confirmation EKX4QP", "EKX4QP"], ["Référence de votre dossier : RKQZTP", "RKQZTP"],
  ])("reads a booking's reference without a word for 'number' (%s)", async (line, number) => {
    const r = await parseReceiptEmail(eml("Lumen Air <eticket@lumenair.example>", "Your trip", [line, "Total: $596.80"]));
    expect(r.order.number).toBe(number);
  });

  it("reads Spanish 'Total impuestos pagados' as the tax, and a Polish 'Kupiłeś przedmiot' as a purchase", async () => {
    const es = await parseReceiptEmail(eml("Tienda <pedidos@tienda.example>", "Confirmación de pedido", ["Pedido: QWLMBHTRE", "Productos   62,73 €", "Total impuestos pagados   13,17 €", "Total   75,90 €"]));
    expect(es.totals.tax).toBe(13.17);
    const pl = await parseReceiptEmail(eml("Allegro <allegro@allegro.pl>", "Kupiłeś przedmiot: Kabel HDMI 2 m", ["Kupiłeś przedmiot od sprzedającego audio_hurt_pl.", "Do zapłaty: 101,50 zł"]));
    expect([pl.is_receipt, pl.email_type, pl.totals.total]).toEqual([true, "order_confirmation", 101.5]);
  });

  it("never reads a tax or fee word inside a word of accented letters ('Liegeplatz inkl. Frühstück' names no HST)", async () => {
    const r = await parseReceiptEmail(eml("Bahn <tickets@bahn.example.at>", "Ihre Buchung", [
      "Buchungscode: 2807 4419", "Ticket Sparschiene, 2. Klasse   2 x 59,90 €   119,80 €", "Liegeplatz im 4er-Abteil inkl. Frühstück   2 x 34,90 €   69,80 €", "Gesamtpreis   189,60 €",
    ]));
    expect([r.totals.tax, r.products.map((p) => p.total_price)]).toEqual([null, [119.8, 69.8]]);
  });

  it.each([
    ["IRCTC <ticketadmin@irctc.example.in>", "Booking Confirmed", ["PNR: 4512367890", "Ticket Fare   ₹6,290.00", "Convenience Fee   ₹35.40", "Total Fare   ₹6,325.40"], { subtotal: 6290, total: 6325.4 }],
    ["Norwegian <noreply@norwegian.example.no>", "Kvittering for din bestilling", ["Bestillingsnummer: ZK4T8N", "Billettpris   1 049,00 kr", "Skatter og avgifter   212,00 kr", "Totalt   1 261,00 kr"], { subtotal: 1049, total: 1261 }],
    ["携程 <noreply@ctrip.example.cn>", "酒店预订确认", ["订单号：1128849302771", "房费   ¥1,176", "优惠   -¥60", "在线支付   ¥1,116"], { subtotal: 1176, total: 1116 }],
    ["Reisen <buchung@reisen.example.de>", "Ihre Buchungsbestätigung", ["Vorgangsnummer: 24-8812341", "Pauschalreise Erwachsener   2 x 1.243,00 €   2.486,00 €", "Reisepreis gesamt   2.486,00 €"], { total: 2486 }],
  ])("reads a travel purchase's fare, room charge and paid total in its language (%s)", async (from, subject, body, totals) => {
    const r = await parseReceiptEmail(eml(from, subject, body));
    expect(r.is_receipt).toBe(true);
    expect(r.totals).toMatchObject(totals);
  });

  it("reads a German return's 'Erstattungsbetrag' as a refund, however often it says 'Bestellung'", async () => {
    const r = await parseReceiptEmail(eml("Modehaus <service@modehaus.example.de>", "Wir haben deine Rücksendung erhalten", [
      "Deine Rücksendung ist angekommen", "Hallo Lena,", "wir haben deine Rücksendung zu Bestellung 10104713582290 erhalten und bearbeitet.",
      "Strickjacke", "Menge: 1 | 39,99 €", "Erstattungsbetrag | 39,99 €",
    ]));
    expect([r.email_type, r.totals.total]).toEqual(["refund", 39.99]);
  });

  it("takes a shop's all-capitals order reference ('commande ayant la référence QWPLZRTBE'), never a coupon for the next order ('prochaine commande : MARIUS5')", async () => {
    const r = await parseReceiptEmail(eml("Boutique <boutique@thes.example.fr>", "[Boutique] Commande annulée", [
      "Commande QWPLZRTBE - Annulée", "Votre commande ayant la référence QWPLZRTBE a été annulée.",
      "En compensation, voici un bon de réduction de 5 € valable sur votre prochaine commande : BIENVENUE5",
    ]));
    expect(r.order.number).toBe("QWPLZRTBE");
    const next = await parseReceiptEmail(eml("Shop <shop@shop.example.com>", "Your order was cancelled", [
      "Your order was cancelled.", "Here is 10% off your next order: COMEBACK10",
    ]));
    expect(next.order.number).toBeNull();
  });

  it("keeps an order confirmed with its number a purchase when it is paid later by transfer ('Bitte überweisen Sie den Rechnungsbetrag'), and reads Shopware's '(Nummer: 20731)'", async () => {
    const r = await parseReceiptEmail(eml("Radhaus <shop@radhaus.example.de>", "Ihre Bestellung im Radhaus Online-Shop", [
      "Hallo Pat Muster,", "vielen Dank für Ihre Bestellung im Radhaus Online-Shop (Nummer: 40817) am 22.10.2022 um 14:37.",
      "Zahlungsart: Vorkasse / Überweisung", "Bitte überweisen Sie den Rechnungsbetrag auf folgendes Konto:", "Verwendungszweck: 40817",
      "Artikel | Menge | Summe", "Fahrradschloss Faltschloss | 1 | 119,95 €", "Gesamtsumme: 119,95 €",
    ]));
    expect([r.is_receipt, r.email_type, r.order.number, r.totals.total]).toEqual([true, "order_confirmation", "40817", 119.95]);
  });

  it("reads an Arabic order confirmation: its type, order number, date, items and totals in riyals", async () => {
    const r = await parseReceiptEmail(eml("Souq <no-reply@souq.example.sa>", "تم تأكيد طلبك رقم NSA2207781234", [
      "شكراً لتسوقك معنا يا ليلى!", "تم استلام طلبك وسنقوم بإعلامك عند شحنه.", "رقم الطلب | NSA2207781234", "تاريخ الطلب | 15 ديسمبر 2023",
      "سماعات لاسلكية | الكمية: 1 | 299.00 ر.س", "المجموع الفرعي | 299.00 ر.س", "الشحن | مجاناً", "الإجمالي | 299.00 ر.س",
    ]));
    expect([r.is_receipt, r.email_type, r.order.number, r.order.purchase_date, r.currency]).toEqual([true, "order_confirmation", "NSA2207781234", "2023-12-15", "SAR"]);
    expect([r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual([299, 0, 299]);
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["سماعات لاسلكية", 1, 299]]);
  });

  it("types 'Annulation de votre réservation' as a cancellation", async () => {
    const r = await parseReceiptEmail(eml("Train <noreply@train.example.fr>", "Annulation de votre réservation QXPRTZ", ["Annulation de votre réservation QXPRTZ", "Montant remboursé : 49,00 €"]));
    expect(r.email_type).toMatch(/cancellation|refund/);
  });

  it.each([
    ["Shop <orders@shop.example.co.uk>", "Your order A9K37221", ["Order A9K37221", "Linen Trousers   £30.00", "Goods total   £110.00", "Total   £110.00"], { subtotal: 110 }],
    ["Apotek <orders@apotek.example.in>", "Order placed", ["Order ID: PO2311-77180245", "Dolo 650 Tablet   ₹85.68", "To be paid   ₹752.38"], { total: 752.38 }],
    ["Phones <orders@phones.example.com>", "Order confirmation", ["Order US240215", "Galaxy S24   $1,618.97", "Trade-in credit   -$650.00", "Total   $968.97"], { discount: 650 }],
    ["Winkel <bestelling@winkel.example.nl>", "Je bestelling", ["Bestelnummer 409-7712-338", "AH Halfvolle melk   € 1,29", "Bonusvoordeel   -€ 2,29", "Totaal   € 20,85"], { discount: 2.29 }],
    ["Bokhandel <order@bok.example.se>", "Tack för din beställning", ["Ordernummer A-20931887", "Händelser vid vatten   229 kr", "Summa varor   406 kr", "Att betala   406 kr"], { subtotal: 406 }],
  ])("reads a totals label of an item list (%s)", async (from, subject, body, totals) => {
    expect((await parseReceiptEmail(eml(from, subject, body))).totals).toMatchObject(totals);
  });

  it("adds up the tax of each rate included in the prices, but never a VAT table's total to its rates", async () => {
    const lines = ["Bestellnummer: 21087", "Zwischensumme: 72,25 EUR", "Versandkosten: 4,90 EUR", "Summe: 77,15 EUR", "enthaltene MwSt. 7%: 3,09 EUR", "enthaltene MwSt. 19%: 4,77 EUR"];
    expect((await parseReceiptEmail(eml("Laden <shop@laden.de>", "Ihre Bestellung", lines))).totals.tax).toBe(7.86);
    expect((await parseReceiptEmail(eml("Laden <shop@laden.de>", "Ihre Bestellung", [...lines, "enthaltene MwSt. gesamt: 7,86 EUR"]))).totals.tax).not.toBe(15.72);
    // (each label says its tax is included, whatever a deposit adds to the order)
    const nl = ["Bestelnummer 409-7712-338", "Subtotaal   € 17,29", "Statiegeld   € 0,90", "Bezorgkosten   € 4,95", "Totaal   € 23,14", "Waarvan btw 9%   € 1,24", "Waarvan btw 21%   € 0,86"];
    expect((await parseReceiptEmail(eml("Winkel <bestelling@winkel.example.nl>", "Je bestelling", nl))).totals.tax).toBe(2.1);
  });

  it("reads an airline's 'PFC' as a fee and the UK's Air Passenger Duty as a tax", async () => {
    const r = await parseReceiptEmail(eml("Lumen Air <eticket@lumenair.example>", "Your e-ticket receipt", [
      "Booking reference: 2HT7QR", "Fare:   GBP 312.00", "Air Passenger Duty (GB):   GBP 20.00", "PFC:   GBP 6.00", "Total:   GBP 338.00",
    ]));
    expect([r.totals.tax, r.totals.fees.map((f) => f.amount), r.totals.total]).toEqual([20, [6], 338]);
  });

  it.each([
    ["Confirmation de paiement - Commande 212345678", "fr"], ["Conferma pagamento ordine 118734521", "it"], ["Potwierdzenie transakcji P24-118734521", "pl"],
  ])("types a payment confirmation as a payment receipt (%s)", async (subject) => {
    const r = await parseReceiptEmail(eml("Shop <billing@shop.example>", subject, ["Domain renewal   7,19 €", "Total   8,63 €"]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "payment_receipt"]);
  });

  it.each([
    ["Transaction reference: NTM-4471920", "NTM-4471920"], ["Original order: EV-2025-10-8841207", "EV-2025-10-8841207"],
    ["Référence du don : D2025-118-44721", "D2025-118-44721"], ["Purchase #:    KG0213-8840-221", "KG0213-8840-221"], ["Enrollment Number: LT-448120", "LT-448120"], ["N° d'inscription : INS-2291", "INS-2291"], ["Nº de pedido: 4471122", "4471122"], ["Rental Agreement:    R440918273", "R440918273"], ["Número da operação: 91234567890", "91234567890"], ["請求番号：202511-0098812", "202511-0098812"],
  ])("reads a payment's or a donation's reference as its number (%s)", async (line, number) => {
    const r = await parseReceiptEmail(eml("Shop <billing@shop.example>", "Receipt", ["Thank you for your payment.", line, "Amount paid: €50.00"]));
    expect(r.order.number).toBe(number);
  });

  it("reads a Czech ticket: travel type, total 'Celkem', order 'obj.', payment date", async () => {
    const r = await parseReceiptEmail(eml("Dopravce <info@rail.example.cz>", "eTiket", [
      "JÍZDENKA A MÍSTENKA", "Daňový doklad", "Položka\tCena", "Jízdenka\t420 Kč", "Celkem\t420 Kč",
      "Datum platby: 04.01.2024 10:05", "Platba: KARTOU", "Číslo obj.: 77120",
    ]));
    expect(r.is_receipt).toBe(true);
    expect(r.email_type).toBe("travel_booking");
    expect(r.currency).toBe("CZK");
    expect(r.totals.total).toBe(420);
    expect(r.order.number).toBe("77120");
    expect(r.order.purchase_date).toBe("2024-01-04");
  });

  it("types a French e-ticket with its 'dossier voyage' as a travel booking, and a German ticket's refund policy is no refund", async () => {
    const fr = await parseReceiptEmail(eml("Train <e-billet@rail.example.fr>", "Votre confirmation", [
      "VOTRE CONFIRMATION E-BILLET", "PARIS / LYON\t49.00 EUR", "DOSSIER VOYAGE : QZX123",
    ]));
    expect(fr).toMatchObject({ is_receipt: true, email_type: "travel_booking", order: { number: "QZX123" }, totals: { total: 49 } }); // the fare is the only sum
    const de = await parseReceiptEmail(eml("Bahn <buchung@rail.example.de>", "Ihr Online-Ticket", [
      "Online-Ticket", "ICE Fahrkarte", "Umtausch/Erstattung kostenlos bis 1 Tag vor Reiseantritt.", "Betrag 59,90€", "Auftragsnummer: AB1234",
    ]));
    expect(de.email_type).toBe("travel_booking");
  });

  it("reads a Japanese plain-text receipt: order number, date, items, totals, tax", async () => {
    const r = await parseReceiptEmail(eml("Example Shop <info@shop.example.jp>", "【Example Shop】ご注文ありがとうございます", [
      "山田 太郎 様", "", "この度はご注文いただき誠にありがとうございます。", "",
      "【ご注文番号】 2024-0105-778", "【ご注文日時】 2024年1月5日 10:15", "",
      "■ご注文商品", "オーガニック緑茶 100g\t1個\t1,200円", "抹茶クッキー\t2個\t1,600円", "",
      "小計　　　2,800円", "送料　　　 500円", "消費税　　 280円", "合計　　　3,580円",
    ]));
    expect(r.is_receipt).toBe(true);
    expect(r.email_type).toBe("order_confirmation");
    expect(r.order.number).toBe("2024-0105-778");
    expect(r.order.purchase_date).toBe("2024-01-05");
    expect(r.currency).toBe("JPY");
    expect(r.totals).toMatchObject({ subtotal: 2800, shipping: 500, tax: 280, total: 3580 });
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["オーガニック緑茶 100g", 1, 1200], ["抹茶クッキー", 2, 1600]]);
  });

  it.each([
    ["Bestell-ID: 4471-22", "4471-22"], ["Bestellung-Nr.: 99812", "99812"], ["Ordernummer: 778812", "778812"],
    ["Número do pedido: 12345", "12345"], ["Numer zamówienia: 2024/77/1", "2024/77/1"], ["Order reference: XK-1201", "XK-1201"],
    ["注文番号：250-1234567", "250-1234567"], ["受注番号 88812", "88812"], ["取引番号: T-55512", "T-55512"],
  ])("order number after %s", async (line, number) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Order", [line, "Total: 10,00 €"]));
    expect(r.order.number).toBe(number);
  });

  it("takes GESAMT as the grand total, not the subtotal, and an included-VAT line as the tax", async () => {
    const r = await parseReceiptEmail(eml("Laden <shop@laden.de>", "Ihre Bestellung", [
      "Bestellnummer: 1001", "Zwischensumme\t40,00 €", "Versand\t4,90 €", "GESAMT\t44,90 €", "Steuer im Gesamtpreis enthalten\t7,17 €",
    ]));
    expect(r.totals).toMatchObject({ subtotal: 40, shipping: 4.9, total: 44.9, tax: 7.17 });
  });

  it("reads 'Includes VAT of CHF 2.50' as the tax", async () => {
    const r = await parseReceiptEmail(eml("App Store <no_reply@store.example>", "Your receipt", [
      "Receipt number: R-1182", "Pro Subscription\tCHF 12.50", "Total\tCHF 12.50", "Includes VAT of CHF 2.50",
    ]));
    expect(r.totals).toMatchObject({ total: 12.5, tax: 2.5 });
  });
});

describe("the merchant behind a platform", () => {
  it.each([
    ["Mercado Pago <info@mercadopago.com.br>", "Você pagou R$ 189,90 para Casa Viva Decor", ["Você pagou R$ 189,90 para Casa Viva Decor", "Número da operação: 91234567890"], "Casa Viva Decor", "Mercado Pago"],
    ["Klarna <noreply@klarna.nl>", "Je aankoop bij Fietsenwinkel.nl", ["Je aankoop bij Fietsenwinkel.nl is gelukt.", "Totaal: € 144,90"], "Fietsenwinkel.nl", "Klarna"],
  ])("names the seller a payment or pay-later platform paid (%s)", async (from, subject, body, merchant, platform) => {
    const r = await parseReceiptEmail(eml(from, subject, body));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual([merchant, platform]);
  });

  it("takes the seller from a display name with a bracketed platform suffix", async () => {
    const r = await parseReceiptEmail(eml('"Some App (via Paddle.com)" <help@paddle.com>', "Your receipt", ["Order ID: 1234-5678", "Total: $9.00"]));
    expect(r.merchant.name).toBe("Some App");
    expect(r.merchant.intermediary).toBe("Paddle");
  });

  it.each([
    ['"Acme Store (Shopify)" <mailer@shopify.com>', "Acme Store", "Shopify"], ['"Kettle & Crumb (Square)" <noreply@squareup.com>', "Kettle & Crumb", "Square"],
    ['"Kettle (Downtown)" <noreply@kettle.example>', "Kettle (Downtown)", null], ['"🍕 Pizza Palace" <orders@pizzapalace.example>', "Pizza Palace", null],
  ])("reads %s: a known platform's own name in brackets after the shop's, pictographs dropped", async (from, name, platform) => {
    const r = await parseReceiptEmail(eml(from, "Your receipt", ["Order ID: 1234-5678", "Total: $9.00"]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual([name, platform]);
  });

  it("takes the seller the opening lines name before the platform ('your receipt from X via Too Good To Go')", async () => {
    const r = await parseReceiptEmail(eml("Too Good To Go <no-reply@toogoodtogo.com>", "Your order receipt", [
      "Here is your receipt from Bäckerei Sonnenschein via Too Good To Go.", "Order ID: TGTG-8KQ2-77X1", "Surprise Bag   1 x 4,50 €", "Total paid: 4,50 €",
    ]));
    expect(r.merchant).toMatchObject({ name: "Bäckerei Sonnenschein", intermediary: "Too Good To Go" });
  });

  it.each([
    ["Wolt <info@wolt.com>", "Kuitti tilauksestasi – Ravintola Aurinko", "Ravintola Aurinko", "Wolt"],
    ["Pyszne.pl <info@pyszne.pl>", "Twoje zamówienie w Pizzeria Bella", "Pizzeria Bella", "Pyszne.pl"],
  ])("a delivery app's subject names the restaurant after a dash or a preposition: %s / %s", async (from, subject, name, platform) => {
    const r = await parseReceiptEmail(eml(from, subject, ["1x Pizza\t39,00 zł", "Razem\t39,00 zł"]));
    expect(r.merchant).toMatchObject({ name, intermediary: platform });
  });

  it.each([
    ["eBay <ebay@ebay.de>", "Bestellung bestätigt: Kopfhörer", "Verkäufer: audio-shop-berlin", "audio-shop-berlin", "eBay"],
    ["Allegro <powiadomienia@allegro.pl>", "Dziękujemy za zakup", "Sprzedający: ELEKTRO-HURT", "ELEKTRO-HURT", "Allegro"],
  ])("a marketplace's order names the seller it printed (%s)", async (from, subject, sellerLine, name, platform) => {
    const r = await parseReceiptEmail(eml(from, subject, [sellerLine, "Kopfhörer\t149,00 zł", "Razem\t149,00 zł"]));
    expect(r.merchant).toMatchObject({ name, intermediary: platform });
  });

  it("reads a resale platform's buyer-protection line as a fee, and the labelled article as the item", async () => {
    const r = await parseReceiptEmail(eml("Vinted <no-reply@vinted.fr>", "Ton reçu de commande", ["Article : Veste en jean taille M", "Prix de l'article : 18,00 €",
      "Frais de protection acheteurs : 1,60 €", "Frais de port : 3,99 €", "Total : 23,59 €"]));
    expect([r.products.map((p) => [p.description, p.total_price]), r.totals.fees]).toEqual([[["Veste en jean taille M", 18]], [{ name: "frais de protection acheteurs", amount: 1.6 }]]);
  });

  it("reads an Italian delivery app's delivery and service costs", async () => {
    const r = await parseReceiptEmail(eml("Just Eat <noreply@justeat.it>", "Il tuo ordine da Trattoria Roma", [
      "1x Lasagne al forno\t11,00 €", "Subtotale\t11,00 €", "Costo di consegna\t2,90 €", "Costi di servizio\t0,50 €", "Totale\t14,40 €"]));
    expect([r.totals.shipping, r.totals.fees, r.totals.total]).toEqual([2.9, [{ name: "costi di servizio", amount: 0.5 }], 14.4]);
  });
});

describe("a price after a count", () => {
  it("is the unit price when only that reading adds up to the subtotal ('2 x R$ 14,50')", async () => {
    const r = await parseReceiptEmail(eml("Loja <pedidos@loja.example.com.br>", "Pedido #LV-8812 confirmado", [
      "Número do pedido: LV-8812", "Vaso de cerâmica M      1 x R$ 59,90", "Terra vegetal 5kg       2 x R$ 14,50", "Subtotal: R$ 88,90", "Frete: R$ 15,00", "Total: R$ 103,90",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([["Vaso de cerâmica M", 1, 59.9, 59.9], ["Terra vegetal 5kg", 2, 14.5, 29]]);
  });

  it("stays the line price when that reading adds up ('2 x 9,00 €' of a 21,50 € subtotal)", async () => {
    const r = await parseReceiptEmail(eml("Libreria <ordini@libreria.example.it>", "Conferma ordine n. 100245", [
      "Il nome della rosa    1 x 12,50 €", "Segnalibro in pelle    2 x 9,00 €", "Subtotale: 21,50 €", "Totale: 21,50 €",
    ]));
    expect(r.products.map((p) => [p.quantity, p.total_price])).toEqual([[1, 12.5], [2, 9]]);
  });
});

describe("a three-digit order number", () => {
  it("is read when the subject and the body both label it ('zamówienia nr 445', 'Numer zamówienia: 445')", async () => {
    const r = await parseReceiptEmail(eml("Sklep <sklep@sklep.example.pl>", "Potwierdzenie zamówienia nr 445", ["Numer zamówienia: 445", "Miód lipowy 400 g   1 szt.   24,00 zł", "Razem do zapłaty: 24,00 zł"]));
    expect(r.order.number).toBe("445");
  });

  it("is read from one label when it stands alone after the label's colon (session 26: a restaurant's 'Order Number: 34')", async () => {
    const r = await parseReceiptEmail(eml("Sklep <sklep@sklep.example.pl>", "Potwierdzenie zamówienia", ["Numer zamówienia: 445", "Razem do zapłaty: 24,00 zł"]));
    expect(r.order.number).toBe("445");
  });

  it("is not read from one label with more words beside it", async () => {
    const r = await parseReceiptEmail(eml("Sklep <sklep@sklep.example.pl>", "Potwierdzenie zamówienia", ["Numer zamówienia: 445 (2 szt.)", "Razem do zapłaty: 24,00 zł"]));
    expect(r.order.number).toBeNull();
  });
});

describe("values that are words", () => {
  it("reads 'Shipping FREE' in one cell as no shipping cost, not the next line's amount", async () => {
    const r = await parseReceiptEmail(eml("Lamps <orders@lamps.example.com>", "Order #A-55102", [
      "Helix Desk Lamp     Qty 1     $64.00", "Subtotal $64.00", "Shipping FREE", "Tax $5.12", "Order Total $69.12",
    ]));
    expect(r.totals).toMatchObject({ subtotal: 64, shipping: 0, tax: 5.12, total: 69.12 });
  });
});

describe("a currency the text names once", () => {
  it("reads bare amounts shipped to a United States address as dollars, and never without one", async () => {
    const body = (address: string) => ["Order Number: W1182204", "Canon PowerShot S330   449.99", "Order Total:   449.99", "Ship to:", "Pat Sample", "12 Main St", address];
    expect((await parseReceiptEmail(eml("JR <orders@jr-music.example>", "Order Confirmation", body("Brooklyn, NY 11201")))).currency).toBe("USD");
    expect((await parseReceiptEmail(eml("JR <orders@jr-music.example>", "Order Confirmation", body("Brooklyn 11201")))).currency).toBeNull();
  });

  it("reads every bare '$' as the one dollar the text names ('$81.90 AUD'), and its dates day first", async () => {
    const r = await parseReceiptEmail(eml("Surf Co <orders@surfco.example.com>", "Order Confirmation #CS-4410", [
      "Order date: 04/01/2024", "Surf Wax Cold Water   3   $12.00", "Subtotal: $12.00", "Shipping: $9.95", "Total: $21.95 AUD",
    ]));
    expect(r.currency).toBe("AUD");
    expect(r.order.purchase_date).toBe("2024-01-04");
  });

  it("leaves '$' to the sender's country when the text names two dollars", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example.com>", "Order confirmation #10001", ["Item A   $12.00", "Total: $12.00", "We ship to the US (USD) and Canada (CAD)."]));
    expect(r.currency).toBe("USD");
  });
});

describe("which printed date is the purchase date", () => {
  it("never takes an unlabelled-looking date that another date's label heads ('Scheduled Delivery: Thursday, 05/16/2024')", async () => {
    const r = await parseReceiptEmail(["From: UPS <mcinfo@ups.com>", "Subject: UPS Update: Package Scheduled for Delivery", "Date: Wed, 15 May 2024 06:10:00 -0400",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", "Shipped By: Lumen Home", "Scheduled Delivery: Thursday, 05/16/2024", "Tracking Number: 1Z999AA10123456784"].join("\r\n"));
    expect(r.order.purchase_date).not.toBe("2024-05-16");
  });

  it("prefers the order date to an invoice date and never takes a delivery or pickup date", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Invoice", [
      "Invoice date: 20/01/2024", "Delivery date: 10/01/2024", "Pickup date: 08/01/2024", "Order date: 03/01/2024", "Total: 12,00 €",
    ]));
    expect(r.order.purchase_date).toBe("2024-01-03");
  });

  it("takes a document's date when no order date is printed, but not a delivery date", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Receipt", [
      "Estimated delivery date: 04/01/2024", "Invoice date: 02/01/2024", "Total: 12,00 €",
    ]));
    expect(r.order.purchase_date).toBe("2024-01-02");
  });
});

describe("a tax in brackets after another amount", () => {
  it.each([
    ["商品合計金額 : 2,000円（内消費税 : 181円）", "送料・手数料 : 500円", "お支払い総額 : 2,500円", 2000, 181, 2500],
    ["Subtotal: 19,99 € (inkl. 19% MwSt. 3,19 €)", "Versand: 0,00 €", "Gesamtbetrag: 19,99 €", 19.99, 3.19, 19.99],
  ])("%s", async (subtotalLine, shippingLine, totalLine, subtotal, tax, total) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Order", ["Order number: 7781", subtotalLine, shippingLine, totalLine]));
    expect(r.totals).toMatchObject({ subtotal, tax, total });
  });
});

describe("bilingual labels", () => {
  it("reads the value under a label followed by its translation ('Buchungsnummer /Booking code')", async () => {
    const r = await parseReceiptEmail(eml("Airline <noreply@airline.example>", "Ihr E-Ticket / Your e-ticket", [
      "Ausweisdokument /Identity document\tBuchungsnummer /Booking code", "QZXKTP", "Flug IB3677 Berlin - Madrid",
    ]));
    expect(r.order.number).toBe("QZXKTP");
  });
});

describe("Chinese and Korean receipts", () => {
  it("reads a Chinese order: 订单号, 商品总额, 运费, 实付款, 下单时间", async () => {
    const r = await parseReceiptEmail(eml("商城 <service@shop.example.cn>", "订单确认", [
      "订单号：DD20240105001", "下单时间：2024年1月5日 10:15", "无线鼠标\t1\t¥99.00", "商品总额：¥99.00", "运费：¥10.00", "实付款：¥109.00",
    ]));
    expect(r.order.number).toBe("DD20240105001");
    expect(r.order.purchase_date).toBe("2024-01-05");
    expect(r.currency).toBe("CNY");
    expect(r.totals).toMatchObject({ subtotal: 99, shipping: 10, total: 109 });
    expect(r.email_type).toBe("order_confirmation");
  });

  it("reads a Korean order: 주문번호, 상품금액, 배송비, 결제금액 in 원", async () => {
    const r = await parseReceiptEmail(eml("쇼핑몰 <order@shop.example.kr>", "주문이 완료되었습니다", [
      "주문번호: 2024010512345", "상품금액: 15,000원", "배송비: 3,000원", "결제금액: 18,000원",
    ]));
    expect(r.order.number).toBe("2024010512345");
    expect(r.currency).toBe("KRW");
    expect(r.totals).toMatchObject({ subtotal: 15000, shipping: 3000, total: 18000 });
    expect(r.email_type).toBe("order_confirmation");
  });
});

describe("Japanese shop layouts", () => {
  it("reads 商品の小計, 配送料・手数料, 注文合計（税込） and an order number in brackets", async () => {
    const r = await parseReceiptEmail(eml("ショップ <order@shop.example.co.jp>", "ご注文の確認", [
      "[受注番号] 123456-20240105-0001", "注文日： 2024/01/05", "商品の小計： ￥ 1,000", "配送料・手数料： ￥ 350", "注文合計（税込）： ￥ 1,350",
    ]));
    expect(r.order.number).toBe("123456-20240105-0001");
    expect(r.order.purchase_date).toBe("2024-01-05");
    expect(r.totals).toMatchObject({ subtotal: 1000, shipping: 350, total: 1350 });
  });

  it("reads an item after a bulleted label ('・商品名：…') and 配達料金 as the shipping", async () => {
    const r = await parseReceiptEmail(eml("ショップ <order@shop.example.co.jp>", "ご注文ありがとうございます", [
      "【ご注文番号】 1234567890", "・商品名：ワイヤレスヘッドホン", "　数量：1", "　単価：59,400円", "　商品合計：59,400円", "　配達料金：0円", "　お支払い合計：59,400円",
    ]));
    expect(r.products.map((p) => p.description)).toEqual(["ワイヤレスヘッドホン"]);
    expect(r.totals).toMatchObject({ shipping: 0, total: 59400 });
  });

  it("reads an included-tax note split over two table cells ('（うち消費税 | ¥794）')", async () => {
    const r = await parseReceiptEmail(eml("ショップ <order@shop.example.co.jp>", "ご注文確認", [
      "<table><tr><td>ご注文番号</td><td>KT-2024010512345</td></tr><tr><td>商品合計</td><td>¥9,240</td></tr>",
      "<tr><td>お支払い金額（税込）</td><td>¥9,240</td></tr><tr><td>（うち消費税</td><td>¥840）</td></tr></table>",
    ], "text/html"));
    expect(r.totals).toMatchObject({ tax: 840, total: 9240 });
  });

  it("keeps a bank's card-usage notice ('Visaデビットご利用のお知らせ') no purchase", async () => {
    const r = await parseReceiptEmail(eml("銀行 <info@bank.example.co.jp>", "【銀行】Visaデビットご利用のお知らせ", [
      "銀行をご利用いただきありがとうございます。", "ご利用日時：2024/01/05 12:34:56", "ご利用金額：1,234円", "ご利用先：SEVEN-ELEVEN", "承認番号：123456",
    ]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([false, "other", null]);
  });
});

describe("a bare German 'Nr.'", () => {
  it("reads 'Nr.12345' as the order number when nothing better names it", async () => {
    const r = await parseReceiptEmail(eml("Laden <shop@laden.de>", "Ihre Bestellung Nr.48213", ["Vielen Dank für Ihre Bestellung", "Gesamtbetrag: 19,90 €"]));
    expect(r.order.number).toBe("48213");
  });
});

describe("unmarked amounts", () => {
  it("reads a price after a word and one space, but not a time of day", () => {
    expect(findAmounts("MILK 2% GAL 3.49").map((a) => a.minor)).toEqual([349]);
    expect(findAmounts("Friday, 8 Feb 2019 at 18.00")).toEqual([]);
    expect(findAmounts("Einlass um 18.30 Uhr")).toEqual([]);
    expect(findAmounts("Doors open:18.00")).toEqual([]);
  });
});

describe("included tax and quantities in their own cell", () => {
  it("trusts totals that add up without a tax the prices include", async () => {
    const r = await parseReceiptEmail(eml("Tienda <pedidos@tienda.es>", "Confirmación de tu pedido 88120", [
      "Número de pedido: 88120", "Camiseta azul M    19,95 €", "Subtotal: 19,95 €", "Gastos de envío: 3,95 €", "Total: 23,90 €", "IVA incluido: 4,15 €",
    ]));
    expect(r.totals).toMatchObject({ subtotal: 19.95, shipping: 3.95, total: 23.9, tax: 4.15 });
    expect(r.confidence.fields.total).toBeGreaterThanOrEqual(0.9);
  });

  it("reads the count between a unit price and the line price with a counter word ('1,200円 × 2個 ＝ 2,400円'), and drops the item's bullet", async () => {
    const r = await parseReceiptEmail(eml("ショップ <order@shop.example.co.jp>", "ご注文確認", [
      "ご注文番号：TS-0012", "【ご注文商品】", "・トラベルポーチ（ネイビー）", "　単価：1,200円 × 2個 ＝ 2,400円", "・折りたたみ傘 ミニ", "　単価：2,980円 × 1個 ＝ 2,980円",
      "商品小計：5,380円", "ご請求金額合計：5,380円",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["トラベルポーチ(ネイビー)", 2, 1200, 2400], ["折りたたみ傘 ミニ", 1, 2980, 2980],
    ]);
  });

  it("reads '× 2' in its own cell as the quantity", async () => {
    const r = await parseReceiptEmail(["From: Shop <store@shop.example>", "Subject: Order #1042 confirmed", "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
      "<table><tr><td>Trail Running Socks</td><td>× 2</td><td>$24.00</td></tr><tr><td>Subtotal</td><td>$24.00</td></tr><tr><td>Total</td><td>$24.00</td></tr></table>"].join("\r\n"));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Trail Running Socks", 2, 24]]);
  });
});

describe("a tax as large as the total", () => {
  it("is no tax of it: a German 'Tasse' (a cup) over 'Gesamt' with the same amount", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Bestellbestätigung 5521", ["Bestellnummer: 5521", "Tasse 12,00 €", "Gesamt 12,00 €"]));
    expect([r.totals.tax, r.totals.total]).toEqual([null, 12]);
  });
});

describe("an order confirmed with its number between ('Order 9001 confirmed')", () => {
  it("is an order confirmation", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Order 9001 confirmed", ["Order 9001", "Lamp  $40.00", "Total  $40.00"]));
    expect(r.email_type).toBe("order_confirmation");
  });
});

describe("a transaction or receipt number in every language", () => {
  it.each(["N° de transaction : 4471122", "Número de transacción: 4471122", "Numero di transazione: 4471122", "Transactienummer: 4471122", "Número da transação: 4471122"])(
    "reads '%s' as the number when no order number is printed", async (line) => {
      const r = await parseReceiptEmail(eml("Shop <o@shop.example>", "Reçu", [line, "Article  12,00 EUR", "Total  12,00 EUR"]));
      expect(r.order.number).toBe("4471122");
    });
});

describe("a number named in a sentence ('Your booking reference is ABC12D')", () => {
  it.each([
    ["Your booking reference is ABC12D.", "ABC12D"],
    ["Your order number is 20931-77.", "20931-77"],
    ["Ihre Bestellnummer lautet 4471122.", "4471122"],
    ["Votre numéro de commande est 88213.", "88213"],
    ["Su número de pedido es 30981.", "30981"],
  ])("reads '%s'", async (line, number) => {
    const r = await parseReceiptEmail(eml("Shop <o@shop.example>", "Thanks", ["Hello Pat,", line, "Lamp  12.00 EUR", "Total  12.00 EUR"]));
    expect(r.order.number).toBe(number);
  });

  it("takes no word after the verb for a number ('Your order number is below')", async () => {
    const r = await parseReceiptEmail(eml("Shop <o@shop.example>", "Thanks", ["Your order number is below.", "Lamp  12.00 EUR", "Total  12.00 EUR"]));
    expect(r.order.number).toBeNull();
  });
});

describe("headers in a legacy charset", () => {
  it("reads a display name and subject written in raw GB2312 bytes in the body's charset, not as broken UTF-8", async () => {
    const gbk = (s: string) => Buffer.from(new Uint8Array([...s].flatMap((c) => ({ 商: [0xc9, 0xcc], 店: [0xb5, 0xea] } as Record<string, number[]>)[c] ?? [c.charCodeAt(0)])));
    const raw = Buffer.concat([
      Buffer.from('From: "'), gbk("商店"), Buffer.from('" <shop@shop.example>\r\nSubject: '), gbk("商店"),
      Buffer.from("\r\nDate: Fri, 05 Jan 2024 09:30:00 +0800\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=gb2312\r\n\r\nHello\r\n"),
    ]);
    const r = await parseReceiptEmail(raw);
    expect(r.merchant.name).toBe("商店");
  });
});

describe("a ticket named by its opening line", () => {
  it("types an inflected Czech ticket word as travel and takes the ticket's title as its one item", async () => {
    const r = await parseReceiptEmail(eml("info@bus.example", "", [
      "Elektronická jízdenka č. 0123456789", "", "Počet cestujících: 1", "Cena: 272 CZK",
    ]));
    expect([r.email_type, r.order.number, r.totals.total]).toEqual(["travel_booking", "0123456789", 272]);
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Elektronická jízdenka", 272]]);
  });
});

describe("a German B2B invoice's net and gross", () => {
  it("reads 'Netto' as the subtotal and 'Brutto' as the total, with the VAT between", async () => {
    const r = await parseReceiptEmail(eml("Hosting GmbH <rechnung@hosting.example>", "Ihre Rechnung R0005532486", [
      "Rechnungsnr.: R0005532486", "Server EQ4   41,18 €", "Netto   87,39 €", "USt. (19 %)   16,61 €", "Brutto   104,00 €",
    ]));
    expect([r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual([87.39, 16.61, 104]);
  });
});

describe("a footer's words about the email itself", () => {
  it.each([
    ["es", "Este mensaje ha sido enviado a pat@example.com con información exclusiva para clientes."],
    ["en", "This email was sent to pat@example.com because you have an account."],
    ["de", "Diese E-Mail wurde automatisch an pat@example.com gesendet."],
  ])("names no shipment (%s)", async (_lang, footer) => {
    const r = await parseReceiptEmail(eml("Bank <alerts@bank.example>", "Aviso", ["Te informamos que se ha realizado una compra.", "Revisa tus movimientos en la app.", footer]));
    expect([r.is_receipt, r.email_type]).toEqual([false, "other"]);
  });
});

describe("a currency the sender's country names", () => {
  it.each([["tienda.cl", "CLP", 1190], ["shop.co.nz", "NZD", 11.9]])("reads '$' from %s as %s", async (domain, currency, total) => {
    const amount = currency === "NZD" ? "$11.90" : "$1.190";
    const r = await parseReceiptEmail(eml(`Shop <orders@${domain}>`, "Order confirmation #40211", ["Order #40211", `Total: ${amount}`]));
    expect([r.currency, r.totals.total]).toEqual([currency, total]);
  });
});

describe("Nordic labels", () => {
  it("reads 'Bestillings ID', 'Totalt i NOK', 'Serviceavgift' and 'Tips til budpartner', and no VAT table's headings as a subtotal", async () => {
    const r = await parseReceiptEmail(eml("Matbud <kvittering@matbud.example>", "Kvittering", [
      "Bestillings ID 61e4fb2646c424c5cbc9bc88", "Pizza Stor 15% 1 325,00 325,00", "Levering 15% 1 49,00 49,00", "Serviceavgift 15% 1 9,00 9,00",
      "Tips til budpartner 0% 1 20,00 20,00", "Totalt i NOK (inkl. mva) 403,00", "Nettopris MVA Totalt", "MVA 15% 333,91 49,09 383,00",
    ]));
    expect(r.order.number).toBe("61e4fb2646c424c5cbc9bc88");
    expect(r.currency).toBe("NOK");
    expect(r.totals).toMatchObject({ subtotal: null, shipping: 49, tip: 20, total: 403, fees: [{ name: "serviceavgift", amount: 9 }] });
  });
});

describe("fares' tax labels and a delivery app's own brand", () => {
  it.each([["Steuern und Gebühren", "de"], ["Belastingen en toeslagen", "nl"], ["Skatter og avgifter", "nb"], ["Podatki i opłaty", "pl"]])("reads '%s' as the tax (%s)", async (label) => {
    const r = await parseReceiptEmail(eml("Air <booking@air.example>", "Booking confirmation XK4R2P", ["Booking code: XK4R2P", "Fare  189,00 EUR", `${label}  74,38 EUR`, "Total  263,38 EUR"]));
    expect(r.totals.tax).toBe(74.38);
  });

  it("reads 'endet auf 5542' as the card's last four", async () => {
    const r = await parseReceiptEmail(eml("Air <booking@air.example>", "Buchungsbestätigung XK4R2P", ["Buchungscode: XK4R2P", "Gesamtpreis  263,38 EUR", "Bezahlt mit Mastercard (endet auf 5542)."]));
    expect(r.payments[0]?.last4).toBe("5542");
  });

  it("takes the restaurant a delivery app's receipt names, when the app shares its brand's domain ('Bolt Food' <food@bolt.eu>)", async () => {
    const r = await parseReceiptEmail(eml("Bolt Food <food@bolt.eu>", "O teu recibo da Bolt Food", ["Restaurante: Tasca do Zé", "Pedido n.º 54321987", "2x Bifana  7,00 €", "Total pago  7,00 €"]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Tasca do Zé", "Bolt Food"]);
  });
});

describe("a Polish invoice's totals", () => {
  it("reads 'Razem po potrąceniu PTU' as the net, 'Wartość całkowita VAT' as the tax and 'Wartość brutto' as the total", async () => {
    const r = await parseReceiptEmail(eml("Przewozy <faktury@przewozy.example.pl>", "Faktura DHN-03-2020-0000115", [
      "Numer Faktury: DHN-03-2020-0000115", "Razem po potrąceniu PTU  7,37 PLN", "Wartość całkowita VAT 23 %  1,69 PLN", "Wartość brutto  9,06 PLN",
    ]));
    expect(r.totals).toMatchObject({ subtotal: 7.37, tax: 1.69, total: 9.06 });
  });
});

describe("Serbian receipts, in Cyrillic and Latin", () => {
  it("reads a fiscal receipt: its items, total, included VAT, receipt number and date", async () => {
    const r = await parseReceiptEmail(eml("Prodavnica <noreply@prodavnica.example.rs>", "Fiskalni račun", [
      "============ ФИСКАЛНИ РАЧУН ============", "PRODAVNICA DOO", "Касир:        Ana", "ЕСИР број:    253/49.0", "Артикли",
      "Назив   Цена         Кол.         Укупно", "Hleb beli 500g/KOM (Ђ)", "         89,99          2          179,98", "Mleko 1l/KOM (Е)",
      "        129,99          1          129,99", "----------------------------------------", "Укупан износ:                     309,97",
      "Платна картица:                   309,97", "========================================", "Ознака       Име      Стопа        Порез",
      "Ђ           О-ПДВ   20,00%         30,00", "Е           П-ПДВ   10,00%         11,82", "----------------------------------------",
      "Укупан износ пореза:               41,82", "========================================", "ПФР време:          03.01.2024. 18:24:52",
      "ПФР број рачуна: AB12CD34-AB12CD34-2735",
    ]));
    expect([r.is_receipt, r.email_type, r.currency, r.order.number, r.order.purchase_date]).toEqual([true, "in_store_receipt", "RSD", "AB12CD34-AB12CD34-2735", "2024-01-03"]);
    expect(r.totals).toMatchObject({ total: 309.97, tax: 41.82 });
    expect(r.products.map((p) => p.total_price)).toEqual([179.98, 129.99]);
  });

  it("reads Latin-script labels ('Ukupan iznos', 'PDV') too", async () => {
    const r = await parseReceiptEmail(eml("Prodavnica <noreply@prodavnica.example.rs>", "Potvrda porudžbine", ["Broj porudžbine: 44711", "Majica  1.299,00", "Ukupan iznos: 1.299,00", "PDV: 216,50"]));
    expect([r.order.number, r.totals.total, r.totals.tax]).toEqual(["44711", 1299, 216.5]);
  });
});

describe("a receipt whose total is labelled a refund", () => {
  it("is the refund's, whatever the till's title calls it", async () => {
    const r = await parseReceiptEmail(eml("Prodavnica <noreply@prodavnica.example.rs>", "Fiskalni račun", [
      "ФИСКАЛНИ РАЧУН", "Касир: 105380", "ЕСИР број: 656/6.2", "Majica (Ђ)", "599,00   1   -599,00", "Укупна рефундација: 599,00", "Готовина: 599,00",
    ]));
    expect([r.email_type, r.totals.total]).toEqual(["refund", 599]);
  });
});

describe("an English invoice's net and amount to pay", () => {
  it("reads 'Total net amount' as the subtotal and 'Amount to pay' as the total", async () => {
    const r = await parseReceiptEmail(eml("Supplies <invoices@supplies.example>", "Tax invoice 9235321787", [
      "Document Number: 9235321787", "Switch SPD910   3   75.50   226.50", "TOTAL NET AMOUNT", "226.50", "GST  Rate:15%  Taxed Value:  226.50  33.98", "AMOUNT TO PAY  Currency NZD  260.48",
    ]));
    expect(r.totals).toMatchObject({ subtotal: 226.5, tax: 33.98, total: 260.48 });
  });
});

describe("a totals column printed beside a VAT table", () => {
  it("reads the label in a row's last cell but one and its amount in the last ('VALOR LÍQUIDO | 25,27 €')", async () => {
    const r = await parseReceiptEmail(eml("Restaurante <faturas@restaurante.example.pt>", "Fatura-Recibo", [
      "Caldo verde  2,00 UN  1,80 €  13%  3,60 €", "Prego prato  1,00 UN  21,67 €  13%  21,67 €",
      "Incidências  %  Valor do IVA  TOTAL  TOTAIS", "22,35 €  13,00  2,90 €  25,25 €  TOTAL DE DESCONTOS  0,00 €",
      "2,93 €  23,00  0,67 €  3,60 €  VALOR LÍQUIDO  25,27 €", "TOTAL DE IVA  3,57 €", "TOTAL  28,85 €",
    ]));
    expect(r.totals).toMatchObject({ subtotal: 25.27, discount: 0, tax: 3.57, total: 28.85 });
  });
});

describe("a text part declared in a legacy charset whose bytes are UTF-8", () => {
  it("is read as UTF-8, and its one long sentence still names a paid bill and its sum", async () => {
    const body = "Вам выставлен счет № 258680047 от 31.05.2011 на сумму 6843,88 тенге. Счет полностью оплачен. Благодарим Вас за своевременную оплату счетов, всего доброго!";
    const raw = Buffer.concat([
      Buffer.from("From: Telecom <info@telecom.example.kz>\r\nSubject: Message From Telecom\r\nDate: Thu, 23 Jun 2011 10:00:00 +0600\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=windows-1251\r\n\r\n", "latin1"),
      Buffer.from(body, "utf8"),
    ]);
    const r = await parseReceiptEmail(raw);
    expect([r.is_receipt, r.email_type, r.order.number, r.currency, r.totals.total]).toEqual([true, "payment_receipt", "258680047", "KZT", 6843.88]);
  });

  it("leaves a real windows-1251 body as windows-1251", async () => {
    const raw = Buffer.concat([
      Buffer.from("From: Shop <info@shop.example.ru>\r\nSubject: Test\r\nDate: Thu, 23 Jun 2011 10:00:00 +0300\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=windows-1251\r\n\r\n", "latin1"),
      Buffer.from([0xc7, 0xe0, 0xea, 0xe0, 0xe7, 0x20, 0xb9, 0x20, 0x31, 0x32, 0x33]), // "Заказ № 123" in windows-1251
    ]);
    const { parseMime } = await import("../../lambdas/extraction/mime");
    expect((await parseMime(raw)).text?.trim()).toBe("Заказ № 123");
  });
});

describe("a shop platform's order confirmation in every language", () => {
  // One layout (a hosted shop's confirmation: a thank-you, a sentence about shipping later, items "× n", totals), its
  // words in each language
  const order = (subject: string, lines: string[]) => parseReceiptEmail(eml("Shop <store@mountainthread.com>", subject, lines));
  it.each([
    ["en", "Order #1001 confirmed", "We're getting your order ready to be shipped. We will notify you when it has been sent.", ["Subtotal", "Shipping", "Total"], "$"],
    ["nl", "Bestelling #1001 bevestigd", "We maken je bestelling klaar voor verzending. We laten het je weten zodra deze is verzonden.", ["Subtotaal", "Verzending", "Totaal"], "€"],
    ["sv", "Beställning #1001 bekräftad", "Vi förbereder din beställning för leverans. Vi meddelar dig när den har skickats.", ["Delsumma", "Frakt", "Totalt"], "kr"],
    ["da", "Ordre #1001 bekræftet", "Vi gør din ordre klar til afsendelse. Vi giver dig besked, når den er sendt.", ["Subtotal", "Fragt", "I alt"], "kr"],
    ["nb", "Bestilling #1001 er bekreftet", "Vi gjør bestillingen klar for forsendelse. Vi varsler deg når den er sendt.", ["Delsum", "Frakt", "Totalt"], "kr"],
    ["fi", "Tilaus #1001 vahvistettu", "Valmistelemme tilaustasi lähetettäväksi. Ilmoitamme sinulle, kun se on lähetetty.", ["Välisumma", "Toimitus", "Yhteensä"], "€"],
  ])("%s: an order confirmation (its 'when it has been sent' is no shipping notice), its number and totals", async (_language, subject, sentence, [sub, ship, total], unit) => {
    const money = (v: string) => (unit === "$" ? `$${v}` : `${v.replace(".", ",")} ${unit}`);
    const r = await order(subject, [sentence, `Merino Beanie × 2\t${money("58.00")}`, `${sub}\t${money("58.00")}`, `${ship}\t${money("5.00")}`, `${total}\t${money("63.00")}`]);
    expect([r.email_type, r.order.number, r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual(["order_confirmation", "1001", 58, 5, 63]);
  });

  it("reads a bare 'kr' as the crowns of the language the text is written in", async () => {
    const cases: Array<[string, string]> = [
      ["Tak for dit køb! Vi giver dig besked, når din ordre er sendt.", "DKK"], ["Takk for kjøpet! Vi varsler deg når bestillingen er sendt. Totalt inkl. mva.", "NOK"],
      ["Tack för ditt köp! Vi meddelar dig när din beställning har skickats.", "SEK"],
    ];
    for (const [sentence, currency] of cases) {
      const r = await order("Order #1001", [sentence, "Ullsokker × 1\t199,00 kr", "Total\t199,00 kr"]);
      expect(r.currency, sentence).toBe(currency);
    }
  });

  it("reads a card's last four digits after the ending phrase in Portuguese and Polish", async () => {
    const pt = await order("Pedido #1092 confirmado", ["Camiseta × 1\tR$ 59,90", "Total\tR$ 59,90", "Forma de pagamento", "Visa terminando em 4821 — R$ 59,90"]);
    const pl = await order("Zamówienie #1456", ["Herbata × 1\t29,90 zł", "Razem\t29,90 zł", "Visa kończąca się na 5531"]);
    expect([pt.payments[0]?.last4, pl.payments[0]?.last4]).toEqual(["4821", "5531"]);
  });
});

describe("an item's labelled unit price on a line of its own", () => {
  it.each([
    ["ja", ["商品名：ワイヤレスイヤホン Pro", "数量：1", "単価：￥12,800（税込）", "商品名：充電ケーブル 1m", "数量：2", "単価：￥980（税込）", "商品合計：￥14,760", "ご請求金額：￥14,760"], [12800, 1960]],
    ["en", ["Item: Blue mug", "Quantity: 2", "Unit price: $4.90", "Item: Tea towel", "Quantity: 1", "Unit price: $7.00", "Subtotal: $16.80", "Total: $16.80"], [9.8, 7]],
    ["de", ["Artikel: Kaffeebecher", "Menge: 3", "Einzelpreis: 6,50 €", "Zwischensumme: 19,50 €", "Gesamtbetrag: 19,50 €"], [19.5]],
  ])("%s: the line price is the count times the unit price", async (_language, lines, prices) => {
    const r = await parseReceiptEmail(eml("Shop <info@shop.example>", "Order A-77", lines as string[]));
    expect(r.products.map((p) => p.total_price)).toEqual(prices);
  });
});

describe("an order number in brackets after the order word", () => {
  it("reads 'Your order (#45678) is confirmed'", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Order confirmed", ["Your order (#45678) is confirmed.", "Lamp\t$10.00", "Total\t$10.00"]));
    expect(r.order.number).toBe("45678");
  });
});

describe("an invoice's net total and its number in a sentence", () => {
  it.each([
    ["de", "Ihre Rechnung R0012345678", "anbei erhalten Sie Ihre Rechnung R0012345678 vom 01.03.2024.", ["Cloud Server\t4,51 €", "Summe netto\t4,51 €", "USt. 19 %\t0,86 €", "Rechnungsbetrag\t5,37 €"], "R0012345678", [4.51, 0.86, 5.37]],
    ["fr", "Votre facture FR12345678", "Votre facture FR12345678 du 01/03/2024 est disponible.", ["Nom de domaine (1 an)\t6,99 €", "Total HT\t6,99 €", "TVA 20 %\t1,40 €", "Total TTC\t8,39 €"], "FR12345678", [6.99, 1.4, 8.39]],
  ])("%s: the net total is the subtotal, the number after the invoice word is the order's", async (_language, subject, sentence, lines, number, [subtotal, tax, total]) => {
    const r = await parseReceiptEmail(eml("Hosting <billing@hosting.example>", subject as string, [sentence as string, ...(lines as string[])]));
    expect([r.order.number, r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual([number, subtotal, tax, total]);
  });
});

describe("Hungarian and Romanian shops", () => {
  it("reads a Hungarian order: its number, year-first date, forint totals and the VAT 'ebből' (of which) it includes", async () => {
    const r = await parseReceiptEmail(eml("Webshop <info@webshop.example.hu>", "Köszönjük a rendelését!", [
      "Kedves Anna!", "Rendelésszám: 123456789", "Rendelés dátuma: 2024. január 4.", "Logitech egér\t1 db\t39 990 Ft", "Részösszeg\t39 990 Ft",
      "Szállítási díj\t990 Ft", "Végösszeg\t40 980 Ft", "Ebből ÁFA (27%)\t8 712 Ft",
    ]));
    expect([r.email_type, r.order.number, r.order.purchase_date, r.currency, r.totals.subtotal, r.totals.shipping, r.totals.total, r.totals.tax])
      .toEqual(["order_confirmation", "123456789", "2024-01-04", "HUF", 39990, 990, 40980, 8712]);
  });

  it("reads a Romanian order and a Romanian courier's notice that names the shop", async () => {
    const order = await parseReceiptEmail(eml("Magazin <comenzi@magazin.example.ro>", "Comanda ta nr. 401234567 a fost înregistrată", [
      "Bună, Andrei!", "Numărul comenzii: 401234567", "Căști wireless\t1 buc.\t199,99 lei", "Total produse\t199,99 lei", "Cost livrare\t15,99 lei", "Total de plată\t215,98 lei",
    ]));
    expect([order.email_type, order.order.number, order.currency, order.totals.shipping, order.totals.total]).toEqual(["order_confirmation", "401234567", "RON", 15.99, 215.98]);
    const notice = await parseReceiptEmail(eml("Fan Courier <noreply@fancourier.ro>", "Coletul tău a fost expediat", ["Coletul tău de la eMAG a fost predat curierului.", "AWB: 2123456789012"]));
    expect([notice.is_receipt, notice.email_type, notice.merchant.name, notice.merchant.intermediary]).toEqual([true, "shipping_confirmation", "eMAG", "FAN Courier"]);
  });
});

describe("Greek and Slovak shops", () => {
  it("reads a Greek order: number, genitive month, totals and the VAT it says is included", async () => {
    const r = await parseReceiptEmail(eml("Κατάστημα <info@katastima.example.gr>", "Επιβεβαίωση παραγγελίας #100234", [
      "Αριθμός παραγγελίας: 100234", "Ημερομηνία παραγγελίας: 4 Ιανουαρίου 2024", "Ακουστικά Bluetooth\t1\t49,90 €", "Υποσύνολο\t49,90 €",
      "Μεταφορικά\t3,00 €", "Σύνολο\t52,90 €", "Ο ΦΠΑ 24% περιλαμβάνεται: 10,24 €",
    ]));
    expect([r.email_type, r.order.number, r.order.purchase_date, r.totals.subtotal, r.totals.shipping, r.totals.total, r.totals.tax])
      .toEqual(["order_confirmation", "100234", "2024-01-04", 49.9, 3, 52.9, 10.24]);
  });

  it("reads a Slovak order beside the Czech words: 'Potvrdenie objednávky', 'Medzisúčet', 'Celkom k úhrade'", async () => {
    const r = await parseReceiptEmail(eml("Obchod <info@obchod.example.sk>", "Potvrdenie objednávky č. 2024001234", [
      "ďakujeme za Vašu objednávku.", "Dátum objednávky: 4. januára 2024", "Slúchadlá\t1 ks\t59,90 €", "Medzisúčet\t59,90 €", "Doprava\t3,90 €", "Celkom k úhrade\t63,80 €",
    ]));
    expect([r.email_type, r.order.number, r.order.purchase_date, r.totals.subtotal, r.totals.total]).toEqual(["order_confirmation", "2024001234", "2024-01-04", 59.9, 63.8]);
  });
});

describe("Ukrainian and Bulgarian shops", () => {
  it.each([
    ["Магазин <noreply@shop.example.com.ua>", "Замовлення № 123456789 оформлено", ["Номер замовлення: 123456789", "Дата замовлення: 4 січня 2024",
      "Навушники\t1 шт.\t1 299 грн", "Сума товарів\t1 299 грн", "Доставка\t70 грн", "Разом до сплати\t1 369 грн"], ["UAH", 1299, 70, 1369]],
    ["Магазин <comenzi@shop.example.bg>", "Поръчката ви е приета", ["Номер на поръчка: 123456789", "Дата на поръчка: 4 януари 2024",
      "Слушалки\t1 бр.\t89,99 лв.", "Междинна сума\t89,99 лв.", "Доставка\t4,99 лв.", "Общо\t94,98 лв."], ["BGN", 89.99, 4.99, 94.98]],
  ])("reads an order from %s", async (from, subject, lines, [currency, subtotal, shipping, total]) => {
    const r = await parseReceiptEmail(eml(from as string, subject as string, lines as string[]));
    expect([r.email_type, r.order.number, r.order.purchase_date, r.currency, r.totals.subtotal, r.totals.shipping, r.totals.total])
      .toEqual(["order_confirmation", "123456789", "2024-01-04", currency, subtotal, shipping, total]);
  });
});

describe("more Japanese receipts", () => {
  const ja = (subject: string, body: string[]) => eml("Shop <info@shop.example.jp>", `=?UTF-8?B?${Buffer.from(subject).toString("base64")}?=`, body);
  it("reads a flea-market purchase ('購入手続きが完了しました') as a payment receipt", async () => {
    const r = await parseReceiptEmail(ja("購入手続きが完了しました", ["以下の商品の購入手続きが完了しました。", "商品名：ワイヤレスイヤホン", "商品代金：¥3,200", "支払い金額：¥3,200"]));
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", 3200]);
  });

  it("reads a convenience store's bracketed '(内消費税等 ¥21)' as the tax, and a rail booking's '乗車日' as travel", async () => {
    const till = await parseReceiptEmail(ja("電子レシートのお知らせ", ["おにぎり 鮭　　¥150", "お茶 500ml　　¥140", "合計　　¥290", "(内消費税等　¥21)"]));
    expect([till.totals.total, till.totals.tax]).toEqual([290, 21]);
    const rail = await parseReceiptEmail(ja("お申込内容の確認", ["申込番号：E123456789", "乗車日：2024年3月22日", "東京 → 仙台 はやぶさ 21号", "合計金額：11,410円"]));
    expect(rail.email_type).toBe("travel_booking");
  });
});

describe("Korean, Chinese and Taiwanese orders", () => {
  const cjk = (subject: string, body: string[]) => eml("Shop <info@shop.example>", `=?UTF-8?B?${Buffer.from(subject).toString("base64")}?=`, body);
  it("reads a name and its count before the price in one run of text, never the order-number line above", async () => {
    const ko = await parseReceiptEmail(cjk("주문이 접수되었습니다", ["주문번호: B1234567890", "후라이드 치킨 1개 18,000원", "콜라 1.25L 1개 2,500원", "배달팁 3,000원", "총 결제금액 23,500원"]));
    expect(ko.totals.shipping).toBe(3000); // a delivery app's "배달팁" is its delivery fee
    const zh = await parseReceiptEmail(cjk("订单已送达", ["订单号：1234567890123", "牛肉面 ×1 ¥28.00", "实付 ¥28.00"]));
    expect([ko.products.map((p) => [p.description, p.total_price]), zh.products.map((p) => [p.description, p.total_price])])
      .toEqual([[["후라이드 치킨", 18000], ["콜라 1.25L", 2500]], [["牛肉面", 28]]]);
  });

  it("names the restaurant a Korean or Chinese delivery app's order prints ('가게명:', '商家：'), the app as intermediary", async () => {
    const ko = await parseReceiptEmail(eml(`=?UTF-8?B?${Buffer.from("배달의민족").toString("base64")}?= <noreply@baemin.com>`, "Order", ["가게명: 맛있는 치킨 강남점", "후라이드 치킨 1개 18,000원", "총 결제금액 18,000원"]));
    const zh = await parseReceiptEmail(eml(`=?UTF-8?B?${Buffer.from("美团外卖").toString("base64")}?= <noreply@meituan.com>`, "Order", ["商家：张记面馆", "牛肉面 ×1 ¥28.00", "实付 ¥28.00"]));
    expect([ko.merchant, zh.merchant]).toMatchObject([{ name: "맛있는 치킨 강남점", intermediary: "Baemin" }, { name: "张记面馆", intermediary: "Meituan" }]);
  });

  it("reads New Taiwan dollars ('NT$650') and '訂單總金額' as the total", async () => {
    const r = await parseReceiptEmail(cjk("訂單成立通知", ["訂單編號：TW20240315001", "運費：NT$60", "訂單總金額：NT$650"]));
    expect([r.currency, r.totals.total]).toEqual(["TWD", 650]);
  });
});

describe("free shipping in the words shops print", () => {
  it.each([
    ["fr", ["Commande n° 5521", "Vase en grès\t29,90 €", "Sous-total\t29,90 €", "Livraison\tOfferte", "Total TTC\t29,90 €"]],
    ["de", ["Bestellnummer: 5521", "Vase\t29,90 €", "Zwischensumme\t29,90 €", "Versand\tkostenfrei", "Gesamtbetrag\t29,90 €"]],
    ["es", ["Pedido nº 5521", "Jarrón\t29,90 €", "Subtotal\t29,90 €", "Envío\tGratuito", "Total\t29,90 €"]],
  ])("%s: a shipping line that says it is free is a shipping of 0", async (_language, body) => {
    const r = await parseReceiptEmail(eml("Shop <shop@shop.example>", "Order 5521", body as string[]));
    expect([r.totals.shipping, r.totals.total]).toEqual([0, 29.9]);
  });
});

describe("a free delivery's threshold beside the shipping's value (session 19)", () => {
  it.each([
    [["Subtotale: | 27,00 €", "Spedizione: | Spedizione gratuita (ordini sopra 25 €)", "Totale: | 27,00 €"], 0],
    [["小計:4,800円", "送料:0円(5,000円以上送料無料)", "合計:4,800円"], 0],
    [["Zwischensumme: 31,00 €", "Versand: | kostenlos (ab 29 € Bestellwert)", "Gesamt: 31,00 €"], 0],
  ])("reads no threshold as the shipping: %j", async (body, shipping) => {
    const r = await parseReceiptEmail(eml("Shop <shop@shop.example.com>", "Order confirmation #4471", ["Order #4471", ...body]));
    expect(r.totals.shipping).toBe(shipping);
  });
});

describe("a total above the one chosen that shipping and tax take to it (session 19)", () => {
  it("is the subtotal ('AIR: $169.30' / 'TAX: $18.70' / 'Total Fare: $188.00')", async () => {
    const r = await parseReceiptEmail(eml("Airline <tickets@airline.example.com>", "Ticketless Travel Confirmation", [
      "Confirmation number: KXQZPT", "Total for 1 Passenger(s)", "AIR: | $169.30", "TAX: | $18.70", "PFC: | $0.00", "___________________",
      "Total Fare: $188.00",
    ]));
    expect([r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual([169.3, 18.7, 188]);
  });
});

describe("English totals labels that name what they sum (session 20)", () => {
  it("reads 'Shipment Subtotal' as the subtotal", async () => {
    const r = await parseReceiptEmail(eml("Books <shipping@books.example.com>", "Your order has shipped", [
      "Order number: 5512", "1 | Atlas of Rivers | $38.95", "Shipment Subtotal: | $38.95", "Shipping & Handling: | $3.99", "Shipment Total: | $42.94",
    ]));
    expect([r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual([38.95, 3.99, 42.94]);
  });

  it("reads 'Wine Total' above a discount with its rate, shipping, tax and 'Total' as the subtotal", async () => {
    const r = await parseReceiptEmail(eml("Cellar <service@cellar.example.com>", "Order Confirmation", [
      "Order No.: CW-1180", "6 | Chablis | 17.99 | 107.94", "Wine Total | 107.94", "Mixed Case Discount (10%) | -10.79", "Shipping | 24.00",
      "Sales Tax | 8.10", "Total | 129.25",
    ]));
    expect([r.totals.subtotal, r.totals.discount, r.totals.total]).toEqual([107.94, 10.79, 129.25]);
  });

  it("reads no settled folio's 'BALANCE DUE 0.00' after its total as the total", async () => {
    const r = await parseReceiptEmail(eml("Hotel <folio@hotel.example.com>", "Your folio and receipt", [
      "Folio No 44812", "02/09/04 | ROOM | 189.00", "02/09/04 | ROOM TAX | 11.34", "TOTAL | 200.34", "BALANCE DUE | 0.00",
    ]));
    expect(r.totals.total).toBe(200.34);
  });

  it("reads a word before 'Shipping' with the weight and service in brackets, in a long label before its colon, as the shipping", async () => {
    const r = await parseReceiptEmail(eml("Books <orders@books.example.com>", "Thank you for your order", [
      "Order #5521", "Subtotal: $28.74", "Canadian Shipping (2.181 lbs) (Purolator Ground):: $9.55", "Total:: $38.29",
    ]));
    expect([r.totals.shipping, r.totals.total]).toEqual([9.55, 38.29]);
  });

  it("reads 'Base airfare (1 adult)' as the subtotal", async () => {
    const r = await parseReceiptEmail(eml("Travel <itinerary@travel.example.com>", "Purchase Confirmation", [
      "Itinerary number: 186-442-0913", "Base airfare (1 adult) | $412.09", "Taxes and fees | $45.41", "Total airfare | $457.50",
    ]));
    expect([r.totals.subtotal, r.totals.total]).toEqual([412.09, 457.5]);
  });
});

describe("booking and receipt number labels of more languages (session 20)", () => {
  it.each([
    ["es 'Código de compra'", "Cine <boletos@cine.example.cl>", "Tu compra", ["¡Tu compra se realizó con éxito!", "Código de compra | WQ7H3K", "Total | $ 12.000"], "WQ7H3K"],
    ["ko '예매번호'", "극장 <ticket@cinema.example.kr>", "예매 완료", ["예매가 완료되었습니다.", "예매번호: T2147483647", "결제금액: 12,000원"], "T2147483647"],
    ["ja '受付番号'", "えきねっと <info@train.example.jp>", "購入完了のお知らせ", ["購入日時:2024年3月28日 07:52", "受付番号:MS240328-0752-88163", "合計:1,200円"], "MS240328-0752-88163"],
    ["tr 'Makbuz No'", "Dernek <bagis@dernek.example.org.tr>", "Bağış Makbuzunuz", ["BAĞIŞ MAKBUZU", "Makbuz No: KZL-2023-0214-558812", "Toplam: 100,00 TL"], "KZL-2023-0214-558812"],
  ])("reads %s as the number", async (_label, from, subject, body, number) => {
    const r = await parseReceiptEmail(eml(from as string, subject as string, body as string[]));
    expect(r.order.number).toBe(number);
  });
});

describe("a refunded purchase and an invoice number under its label (session 20)", () => {
  it("types 'We have refunded your purchase.' under 'Store purchase refunded' as a refund, its 'Invoice:' number on the next line", async () => {
    const r = await parseReceiptEmail(eml("Store <noreply@store.example.com>", "Store purchase refunded", [
      "Hello pat", "We have refunded your purchase.", "Product Submission Fee", "CDN$ 136.99", "Invoice:", "333927046452195008", "Payment method:", "PayPal", "Total:", "CDN$ 136.99",
    ]));
    expect([r.email_type, r.order.number, r.currency, r.totals.total]).toEqual(["refund", "333927046452195008", "CAD", 136.99]);
  });

  it("takes no heading under 'Invoice:' for a number", async () => {
    const r = await parseReceiptEmail(eml("Store <noreply@store.example.com>", "Thank you for your purchase", ["Invoice:", "Billing address", "Total: $4.82"]));
    expect(r.order.number).toBeNull();
  });
});

describe("more English number labels (session 20)", () => {
  it("reads 'Salesorder # 89046072' in a subject as the order's number", async () => {
    const r = await parseReceiptEmail(eml("Parts <orders@parts.example.com>", "PO Acknowledgement for Parts Salesorder # 89046072", ["Attached is an acknowledgement of your order."]));
    expect(r.order.number).toBe("89046072");
  });

  it("reads 'Reference' alone over a number as the receipt's number", async () => {
    const r = await parseReceiptEmail(eml("Club <receipts@club.example.co.uk>", "Your receipt", [
      "Your card's been charged £40.00.", "Membership Number", "17185565", "Reference", "152223023", "Personal Training Session | 40.00", "Total | £40.00",
    ]));
    expect(r.order.number).toBe("152223023");
  });
});

describe("a line of taxes and fees together over its parts (session 20)", () => {
  it("reads the parts ('Sales Tax', 'Bag Fee') under 'Estimated Taxes and Fees', not the line that sums them", async () => {
    const r = await parseReceiptEmail(eml("Grocer <orders@grocer.example.com>", "Pickup Order Confirmation", [
      "Order #96313214", "Estimated Subtotal | $53.70", "Estimated Taxes and Fees | $2.79", "Sales Tax | $1.54", "Bag Fee | $1.25", "Estimated Total | $56.49",
    ]));
    expect([r.totals.tax, r.totals.fees.map((f) => f.amount), r.totals.total]).toEqual([1.54, [1.25], 56.49]);
  });
});

describe("an order number in a table's cells (session 22)", () => {
  it("reads a short number a label ending in '#' signs in the next cell ('Order # | 117')", async () => {
    const r = await parseReceiptEmail(eml("Taqueria <noreply@pos.example>", "Your order", ["Thanks for your order!", "Order # | 117", "Taco | $13.50", "Total | $13.50"]));
    expect(r.order.number).toBe("117");
  });

  it("reads the signed number under an order word heading its column ('Bestellung | Datum | Gesamt' over '#12345 | …')", async () => {
    const r = await parseReceiptEmail(eml("Seifen <shop@seifen.example>", "Danke für deine Bestellung", ["Danke für deine Bestellung", "Bestellung | Datum | Gesamt", "#12345 | 03.05.2020 | 53,50 €", "Seife | 3 | 17,70 €"]));
    expect(r.order.number).toBe("12345");
  });
});
