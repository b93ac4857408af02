import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";
import { labelKey, matchTotalLabel } from "../../lambdas/extraction/generic/total-labels";

// Made-up orders in the layouts of shops and delivery apps outside the English-speaking world: each test holds one
// generic rule (a notation, a label, a platform's way of naming the seller), never one shop.
const eml = (from: string, subject: string, body: string[]) => [
  `From: ${from}`, `Subject: ${subject}`, "Date: Tue, 12 Mar 2024 14:05:00 +0100", "Content-Type: text/plain; charset=utf-8",
  "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");
/** A made-up HTML email of one table (the layouts whose cells matter). */
const htmlEml = (from: string, subject: string, html: string, date = "Tue, 12 Mar 2024 14:05:00 +0100") => [
  `From: ${from}`, `Subject: ${subject}`, `Date: ${date}`, "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "", html,
].join("\r\n");
const rows = (r: Awaited<ReturnType<typeof parseReceiptEmail>>) => r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price]);

describe("orders from shops around the world", () => {
  it("reads '¥' in a Chinese text as yuan with two decimals, in a Japanese one as yen", async () => {
    const zh = await parseReceiptEmail(eml("商城 <order@shop.example>", "您的订单已提交成功", [
      "订单号：285123456789", "商品名称：无线鼠标", "数量：2", "单价：¥19.90", "商品总额：¥39.80", "实付款：¥39.80", "支付方式：微信支付",
    ]));
    expect([zh.currency, zh.totals.total]).toEqual(["CNY", 39.8]);
    expect(rows(zh)).toEqual([["无线鼠标", 2, 19.9, 39.8]]);
    expect(zh.payments[0]?.method).toBe("WeChat Pay");
    const ja = await parseReceiptEmail(eml("ショップ <order@shop.example>", "ご注文ありがとうございます", ["注文番号：A-10023", "合計：¥3,980"]));
    expect([ja.currency, ja.totals.total]).toEqual(["JPY", 3980]);
  });

  it("names a delivery app's restaurant from the opening line ('Seu pedido na … foi confirmado'), its delivery fee as shipping, a service fee by its name", async () => {
    const r = await parseReceiptEmail(eml("iFood <pedidos@ifood.com.br>", "Seu pedido foi confirmado", [
      "Olá, Maria!", "Seu pedido na Pizzaria Bella Napoli foi confirmado.", "Pedido nº 4521", "1x Pizza Margherita Grande   R$ 54,90",
      "Subtotal R$ 54,90", "Taxa de entrega R$ 5,99", "Taxa de serviço R$ 0,99", "Total R$ 61,88", "Pagamento: Cartão de crédito Mastercard final 1234",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Pizzaria Bella Napoli", "iFood"]);
    expect(r.totals.shipping).toBe(5.99);
    expect(r.totals.fees).toEqual([{ name: "taxa de serviço", amount: 0.99 }]);
    expect(r.payments[0]?.last4).toBe("1234");
  });

  it("ends the seller's name at a verb with an accent ('Tu pedido de Burger Hub está en camino'), and reads 'Coste de envío' and 'Tarifa de servicio'", async () => {
    const r = await parseReceiptEmail(eml("Glovo <no-reply@glovoapp.com>", "Tu pedido", [
      "Tu pedido de Burger Hub está en camino.", "Pedido #GL-998812", "1 x Doble Cheese Burger  9,90 €", "Subtotal  9,90 €",
      "Coste de envío  1,99 €", "Tarifa de servicio  0,65 €", "Total  12,54 €",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Burger Hub", "Glovo"]);
    expect([r.totals.shipping, r.totals.fees]).toEqual([1.99, [{ name: "tarifa de servicio", amount: 0.65 }]]);
  });

  it("ends the seller a subject names before its verb ('Your Swiggy order from Meghana Foods was delivered')", async () => {
    const r = await parseReceiptEmail(eml("Swiggy <noreply@swiggy.in>", "Your Swiggy order from Meghana Foods was delivered", [
      "Order ID: 154321234567", "Chicken Biryani x 1  ₹350.00", "Grand Total  ₹350.00",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Meghana Foods", "Swiggy"]);
  });

  it("keeps the platform as merchant when no seller is named, and never takes the platform's own name as the seller", async () => {
    const r = await parseReceiptEmail(eml("iFood <pedidos@ifood.com.br>", "Seu pedido foi confirmado", [
      "Seu pedido no iFood foi confirmado.", "Pedido nº 4522", "Total R$ 20,00",
    ]));
    expect(r.merchant.name).toBe("iFood");
  });

  it("reads a Spanish marketplace's 'Compraste … / Pagaste …' as an order with its 'Compra #' number and product subtotal", async () => {
    const r = await parseReceiptEmail(eml("Mercado <info@mercado.example>", "¡Compraste Auriculares inalámbricos!", [
      "Hola Juan,", "Compraste Auriculares inalámbricos Bluetooth", "1 unidad", "Pagaste $ 12.345,67 con Visa terminada en 4321.",
      "Compra #2000004567891234", "Vendedor: TIENDA AUDIO SRL", "Producto $ 11.345,67", "Envío $ 1.000", "Total $ 12.345,67",
    ]));
    expect([r.is_receipt, r.email_type, r.order.number]).toEqual([true, "order_confirmation", "2000004567891234"]);
    expect([r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual([11345.67, 1000, 12345.67]);
    expect(r.products.map((p) => p.description)).not.toContain("Vendedor: TIENDA AUDIO SRL");
    expect(r.payments[0]?.last4).toBe("4321");
  });

  it("takes, of several subtotal lines, the one the order adds up with ('상품금액' under each item, '총 상품금액' above the total)", async () => {
    const r = await parseReceiptEmail(eml("쇼핑 <no-reply@shop.example>", "주문 완료 안내", [
      "주문번호: 28000123456789", "상품명: 무선 마우스", "수량: 1개", "상품금액: 15,900원", "상품명: 마우스 패드", "수량: 2개", "상품금액: 9,800원",
      "총 상품금액 25,700원", "배송비 3,000원", "총 결제금액 28,700원",
    ]));
    expect([r.currency, r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual(["KRW", 25700, 3000, 28700]);
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["무선 마우스", 1], ["마우스 패드", 2]]);
  });

  it("names the shop a marketplace sold for, without the order number the subject adds ('… from HandmadeByAnna (3214455667)')", async () => {
    const r = await parseReceiptEmail(eml("Etsy Transactions <transaction@etsy.com>", "Your Etsy Purchase from HandmadeByAnna (3214455667)", [
      "Order #3214455667", "Ceramic Mug - Speckled Blue", "Quantity: 2", "Price: $64.00", "Item total: $64.00", "Order total: $64.00",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["HandmadeByAnna", "Etsy"]);
  });

  it("reads a second-hand marketplace's informal French purchase ('Merci pour ton achat') with its buyer-protection fee", async () => {
    const r = await parseReceiptEmail(eml("Vinted <no-reply@vinted.fr>", "Confirmation de ton achat", [
      "Merci pour ton achat !", "Article : Veste en jean taille M", "Prix de l'article : 25,00 €", "Protection acheteurs : 1,95 €",
      "Frais de port : 3,49 €", "Total : 30,44 €",
    ]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
    expect([r.totals.subtotal, r.totals.shipping, r.totals.fees, r.totals.total]).toEqual([25, 3.49, [{ name: "protection acheteurs", amount: 1.95 }], 30.44]);
    expect(r.products.map((p) => p.description)).toEqual(["Veste en jean taille M"]);
  });

  it("reads a Polish marketplace's 'Dziękujemy za zakup' with its 'Łączna kwota' total", async () => {
    const r = await parseReceiptEmail(eml("Sklep <powiadomienia@sklep.example.pl>", "Dziękujemy za zakup", [
      "Cześć Jan,", "dziękujemy za zakup!", "Kupione przedmioty", "Kabel USB-C 2 m  2 szt.  39,98 zł", "Dostawa  9,99 zł", "Łączna kwota  49,97 zł",
    ]));
    expect([r.is_receipt, r.email_type, r.totals.total, r.totals.shipping]).toEqual([true, "order_confirmation", 49.97, 9.99]);
  });

  it("skips the seller line under an item's name ('Vendu et expédié par …')", async () => {
    const r = await parseReceiptEmail(eml("Boutique <commande@boutique.example.fr>", "Confirmation de votre commande n° 7A1B2C3D", [
      "Votre commande n° 7A1B2C3D a bien été enregistrée.", "Casque audio sans fil", "Vendu et expédié par Boutique", "Quantité : 1  49,99 €",
      "Total TTC  49,99 €",
    ]));
    expect(r.products.map((p) => p.description)).toEqual(["Casque audio sans fil"]);
  });

  it("reads an Italian train ticket ('grazie per aver acquistato', 'Codice PNR') as a purchase with its PNR", async () => {
    const r = await parseReceiptEmail(eml("Treni <noreply@treni.example.it>", "Conferma acquisto - Codice biglietto PNR ABC123", [
      "grazie per aver acquistato con noi.", "Codice PNR: ABC123", "Milano Centrale 08:10 - Roma Termini 11:20", "Offerta: Base", "Importo totale: 89,90 €",
    ]));
    expect([r.is_receipt, r.order.number, r.totals.total]).toEqual([true, "ABC123", 89.9]);
  });

  it("types a Spanish train ticket ('Billete', 'Localizador') as a travel booking, its fare line no item", async () => {
    const r = await parseReceiptEmail(eml("Tren <venta@tren.example.es>", "Billete de tren - Localizador 4XYZ12", [
      "Gracias por comprar.", "Localizador: 4XYZ12", "Madrid 07:30 - Barcelona 10:15", "Tarifa: Básico", "Precio: 45,30 €", "Total: 45,30 €",
    ]));
    expect([r.email_type, r.order.number]).toEqual(["travel_booking", "4XYZ12"]);
    expect(r.products.map((p) => p.description)).not.toContain("Tarifa: Básico");
  });

  it.each([
    ["Betaald met iDEAL", "iDEAL"], ["Payment Mode: UPI", "UPI"], ["Forma de pagamento: Pix", "Pix"], ["支払い方法：PayPay", "PayPay"],
    ["支付方式：支付宝", "Alipay"], ["Zahlungsart: Klarna Rechnung", "Klarna"], ["Geg. Girocard  12,00", "card"],
  ])("names the wallet or scheme of '%s'", async (line, method) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Order 77812", ["Order 77812", line, "Total 12.00 EUR"]));
    expect(r.payments[0]?.method).toBe(method);
  });
});

describe("the order's date printed beside its number", () => {
  it.each([
    ["fr", "Facture n° F-2024-118", "Date de facture : 20/03/2024", "Commande n° 55123 du 12/03/2024"],
    ["de", "Rechnung 2024-118", "Rechnungsdatum: 20.03.2024", "zu Ihrer Bestellung Nr. 4471 vom 12.03.2024"],
    ["it", "Fattura 2024-118", "Data fattura: 20/03/2024", "Ordine n. 77120 del 12/03/2024"],
    ["pl", "Faktura 2024/118", "Data wystawienia: 20.03.2024", "Zamówienie nr 9981/2024 z dnia 12.03.2024"],
    ["en", "Invoice 2024-118", "Invoice date: 20/03/2024", "Your order #3325 from 12/03/2024"],
  ])("%s: the invoice's own date is not the purchase date when the order's is printed", async (_lang, ...body) => {
    const r = await parseReceiptEmail(eml("Shop <shop@shop.example.eu>", body[0], [...body, "Total 12,90 €"]).replace("Tue, 12 Mar 2024", "Wed, 20 Mar 2024"));
    expect(r.order.purchase_date).toBe("2024-03-12");
  });
});

describe("totals labels shops print in every language", () => {
  it.each([
    ["Sub Total", "subtotal"], ["Order Subtotal", "subtotal"], ["Basket total", "subtotal"], ["Delivery charges", "shipping"],
    ["Total articles", "subtotal"], ["Frais d'expédition", "shipping"], ["Totale articoli", "subtotal"], ["Spese di spedizione", "shipping"],
    ["Totaal artikelen", "subtotal"], ["Total artículos", "subtotal"], ["Total del pedido", "total"], ["Bestellwert", "subtotal"], ["Gesamtbestellwert", "total"],
  ])("'%s' is a %s label", async (label, key) => {
    const { labelKey, matchTotalLabel } = await import("../../lambdas/extraction/generic/total-labels");
    expect(matchTotalLabel(labelKey(label))?.key).toBe(key);
  });
});

describe("order labels", () => {
  it("takes a UUID printed under an order label as the order number, never one after a transaction label", async () => {
    const order = await parseReceiptEmail(eml("Sklep <powiadomienia@sklep.example.pl>", "Dziękujemy za zakup", ["Numer zamówienia: 8a1b2c3d-0000-1111-2222-333344445555", "Łączna kwota  49,97 zł"]));
    expect(order.order.number).toBe("8a1b2c3d-0000-1111-2222-333344445555");
    const payment = await parseReceiptEmail(eml("Pay <receipts@pay.example>", "Payment received", ["Transaction ID: 8a1b2c3d-0000-1111-2222-333344445555", "Amount paid: $12.00"]));
    expect(payment.order.number).toBeNull();
  });


  it("reads a German 'Vorgangsnummer' as the order number", async () => {
    const r = await parseReceiptEmail(eml("Shop <service@shop.example.de>", "Ihre Bestellung", ["Vielen Dank.", "Vorgangsnummer: 445566", "Gesamtbetrag 12,00 €"]));
    expect(r.order.number).toBe("445566");
  });
});

describe("a Japanese shipping notice", () => {
  it("reads its carrier printed in Japanese, its tracking number in digit groups, and its bulleted items without the bullet", async () => {
    const r = await parseReceiptEmail(eml("ショップ <shop@shop.example.jp>", "発送のお知らせ", [
      "ご注文の商品を本日発送いたしました。", "■ご注文番号：SS-10023", "■配送業者：ヤマト運輸", "■お問い合わせ伝票番号：4567-8901-2345",
      "■発送商品", "・ステンレス マグカップ 350ml × 2", "・木製コースター 4枚セット × 1",
    ]));
    expect(r.shipments.map((s) => [s.carrier, s.tracking_number])).toEqual([["ヤマト運輸", "4567-8901-2345"]]);
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["ステンレス マグカップ 350ml", 2], ["木製コースター 4枚セット", 1]]);
  });
});

describe("Chinese and Korean shipping notices", () => {
  it("reads the order in '您的订单 285123456789 已发货', SF Express, and an item after its label", async () => {
    const r = await parseReceiptEmail(eml("商城 <notice@shop.example>", "您的订单已发货", [
      "您的订单 285123456789 已发货。", "快递公司：顺丰速运", "运单号：SF1234567890123", "商品：小米 无线鼠标 黑色 × 1",
    ]));
    expect([r.email_type, r.order.number]).toEqual(["shipping_confirmation", "285123456789"]);
    expect(r.shipments.map((s) => [s.carrier, s.tracking_number])).toEqual([["顺丰", "SF1234567890123"]]);
    expect(r.products.map((p) => p.description)).toEqual(["小米 无线鼠标 黑色"]);
  });

  it("types '발송되었습니다' as shipping and names CJ대한통운 rather than guessing a carrier from the number's length", async () => {
    const r = await parseReceiptEmail(eml("쇼핑 <no-reply@shop.example>", "상품이 발송되었습니다", [
      "주문하신 상품이 발송되었습니다.", "주문번호: 28000123456789", "택배사: CJ대한통운", "운송장번호: 123456789012",
    ]));
    expect(r.email_type).toBe("shipping_confirmation");
    expect(r.shipments.map((s) => s.carrier)).toEqual(["CJ대한통운"]);
  });
});

describe("carrier notices in French, Spanish and Italian", () => {
  it.each([
    ["Colissimo <noreply@notif-colissimo.laposte.fr>", "Votre colis est en route", "Votre colis 6A12345678901 envoyé par Boutique Lin est en cours d'acheminement.", "Boutique Lin"],
    ["Correos <notificaciones@correos.es>", "Tu envío está en camino", "Tu paquete PQ4A2B0123456780128001X enviado por Tienda Sol está en camino.", "Tienda Sol"],
    ["BRT <noreply@brt.example.it>", "La tua spedizione è in consegna", "La spedizione 123456789012345 inviata da Negozio Rossi è in consegna oggi.", "Negozio Rossi"],
  ])("%s: the shop the parcel comes from, and a shipping notice", async (from, subject, line, shop) => {
    const r = await parseReceiptEmail(eml(from, subject, ["Bonjour / Hola / Gentile cliente,", line]));
    expect([r.merchant.name, r.email_type, r.is_receipt]).toEqual([shop, "shipping_confirmation", true]);
  });

  it("never takes a phone's signature ('Inviato da iPhone', 'Enviado desde mi iPhone') for the shop", async () => {
    const r = await parseReceiptEmail(eml("BRT <noreply@brt.example.it>", "La tua spedizione è in consegna", ["La spedizione 123456789012345 è in consegna oggi.", "Inviato da iPhone"]));
    expect(r.merchant.name).not.toBe("iPhone");
  });

  it("names the restaurant when a brand's delivery platform writes under its own name from the brand's domain ('Uber Eats' <…@uber.com>, 'order with …')", async () => {
    const r = await parseReceiptEmail(eml("Uber Eats <noreply@uber.com>", "Your Uber Eats order with Sushi Palace", [
      "Thanks for ordering, Pat", "1 Salmon Roll  $9.50", "Subtotal  $9.50", "Delivery Fee  $0.49", "Total  $9.99",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Sushi Palace", "Uber Eats"]);
    const ride = await parseReceiptEmail(eml("Uber Receipts <noreply@uber.com>", "Your Tuesday evening trip with Uber", ["Total $18.40"]));
    expect([ride.merchant.name, ride.merchant.intermediary]).toEqual(["Uber", null]);
  });

  it("reads a Russian order: 'Заказ № …', amounts in 'руб.', 'Итого к оплате', Cyrillic item names and a genitive month", async () => {
    const r = await parseReceiptEmail(eml("Магазин <noreply@shop.example>", "Заказ № 482139 оформлен", [
      "Здравствуйте, Пат!", "Ваш заказ № 482139 оформлен 10 марта 2026 года.",
      "Наушники Sony WH-1000XM5   1 шт.   29 990 руб.", "Чехол для наушников   2 шт.   1 980 руб.",
      "Стоимость товаров: 31 970 руб.", "Доставка: бесплатно", "Итого к оплате: 31 970 руб.", "Способ оплаты: банковская карта **** 4242",
    ]));
    expect([r.email_type, r.order.number, r.currency, r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual(["order_confirmation", "482139", "RUB", 31970, 0, 31970]);
    expect(rows(r)).toEqual([["Наушники Sony WH-1000XM5", 1, 29990, 29990], ["Чехол для наушников", 2, 990, 1980]]);
  });

  it("never reads a Russian word that starts like the rouble ('2 рубашки') as an amount", async () => {
    const r = await parseReceiptEmail(eml("Магазин <noreply@shop.example>", "Заказ № 5512 оформлен", [
      "Мы упаковали 2 рубашки.", "Рубашка льняная   1 200 руб.", "Итого: 1 200 руб.",
    ]));
    expect([r.currency, r.totals.total]).toEqual(["RUB", 1200]);
    expect(rows(r).map((row) => row[0])).toEqual(["Рубашка льняная"]);
  });

  it("reads a Turkish order: 'Sipariş No', amounts in 'TL', 'Ara Toplam', free 'Kargo' and 'Toplam'", async () => {
    const r = await parseReceiptEmail(eml("Mağaza <siparis@shop.example>", "Siparişiniz alındı", [
      "Merhaba Pat,", "Siparişiniz alındı. Sipariş No: 612345789", "Bluetooth Kulaklık   1 adet   899,90 TL", "Telefon Kılıfı   2 adet   199,80 TL",
      "Ara Toplam: 1.099,70 TL", "Kargo: Ücretsiz", "Toplam: 1.099,70 TL", "Ödeme Yöntemi: Kredi Kartı (**** 4242)",
    ]));
    expect([r.email_type, r.order.number, r.currency, r.totals.subtotal, r.totals.shipping, r.totals.total]).toEqual(["order_confirmation", "612345789", "TRY", 1099.7, 0, 1099.7]);
    expect(rows(r)).toEqual([["Bluetooth Kulaklık", 1, 899.9, 899.9], ["Telefon Kılıfı", 2, 99.9, 199.8]]);
  });

  it("names the product a merchant-of-record platform sold ('Your receipt for Sketchwise' from Paddle), the platform as intermediary", async () => {
    const r = await parseReceiptEmail(eml("Paddle <help@paddle.com>", "Your receipt for Sketchwise", [
      "Thanks for your purchase of Sketchwise!", "Order ID: 98765432", "Sketchwise Pro - Annual   1   US$79.00", "Total   US$79.00",
      "Paddle.com is the Merchant of Record for this order.",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Sketchwise", "Paddle"]);
  });

  it("names the restaurant a delivery platform's receipt labels ('Venue: Sushi Bar Kaito')", async () => {
    const r = await parseReceiptEmail(eml("Wolt <info@wolt.com>", "Your Wolt order receipt", [
      "Thanks for ordering with Wolt!", "Venue: Sushi Bar Kaito", "1 x Salmon Nigiri   €6.90", "Item subtotal   €6.90", "Total   €6.90",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Sushi Bar Kaito", "Wolt"]);
  });

  it("reads a marketplace item whose numbers and count stand between its name and its labelled price", async () => {
    const r = await parseReceiptEmail(eml("Market <orders@market.example>", "Order confirmed: Vintage Leica M3 Camera Body", [
      "Hi Pat, your order is confirmed.", "Vintage Leica M3 Camera Body", "Item ID: 186512345678", "Order number: 12-34567-89012",
      "Seller: camera_collector_99", "Price: $1,250.00", "Quantity: 1", "Shipping: $25.00", "Order total: $1,275.00",
    ]));
    expect(rows(r)).toEqual([["Vintage Leica M3 Camera Body", 1, 1250, 1250]]);
    const es = await parseReceiptEmail(eml("Mercado <info@mercado.example>", "¡Compraste Audífonos Bluetooth!", [
      "¡Gracias por tu compra!", "Audífonos Bluetooth Inalámbricos", "1 unidad", "$ 499", "Envío gratis", "Total: $ 499", "Compra #2000004567891234",
    ]));
    expect(rows(es).map((row) => row.slice(0, 2))).toEqual([["Audífonos Bluetooth Inalámbricos", 1]]);
  });

  it("never names the seller by the last dashed part of an item's title in the subject ('… - Vintage Nikon F2 - EXC+')", async () => {
    const r = await parseReceiptEmail(eml("eBay <ebay@ebay.com>", "eBay Outbid Notice - Item # 2163458791 - Nikon 50mm f/1.4 AI-S Lens - Mint", [
      "You have been outbid on the item below.", "Current bid: $180.00"]));
    expect(r.merchant.name).toBe("eBay");
  });

  it("names a marketplace seller from the subject without the order's number and state after it ('… from ClayAndKilnStudio (3012458877) shipped')", async () => {
    const r = await parseReceiptEmail(eml("Etsy <transaction@etsy.com>", "Your Etsy Purchase from ClayAndKilnStudio (3012458877) shipped", [
      "Good news! Your order is on its way.", "Handmade Speckled Stoneware Mug", "Tracking number: 9400111899223344556677"]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["ClayAndKilnStudio", "Etsy"]);
  });

  it("names a marketplace seller without the feedback score printed after the name ('Seller: vintage_optics (1,204 ★)')", async () => {
    for (const seller of ["vintage_optics (1,204 ★)", "vintage_optics (87)"]) {
      const r = await parseReceiptEmail(eml("eBay <ebay@ebay.com>", "Your order is confirmed", [
        "Hi Pat, thanks for your order.", "Canon EF 50mm f/1.8 Lens", `Seller: ${seller}`, "Quantity: 1", "Price: $89.99", "Order total: $89.99",
      ]));
      expect([r.merchant.name, r.merchant.intermediary]).toEqual(["vintage_optics", "eBay"]);
    }
  });

  it("names a Japanese marketplace order's labelled shop ('[ショップ名] お茶の山田園'), the marketplace signing in its own script as intermediary", async () => {
    const r = await parseReceiptEmail(eml("=?UTF-8?B?5qW95aSp5biC5aC0?= <order@rakuten.co.jp>", "ご注文内容のご確認", [
      "パット 様", "[受注番号] 123456-20260310-0012345678", "[ショップ名] お茶の山田園", "有機緑茶 100g 1,080円", "合計金額 1,080円",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["お茶の山田園", "Rakuten"]);
  });
});


describe("item-total labels and quoted names", () => {
  it.each([
    ["쿠팡 <order@shop.example>", "주문이 완료되었습니다", ["주문번호 12000123456789", "생수 2L x 12병   1개   8,490원", "총 상품가격   8,490원", "총 결제금액   8,490원"], 8490],
    ["Магазин <order@shop.example>", "Заказ оформлен", ["Заказ № 4567-0023", "Чайник   1 шт.   2 190 ₽", "Товары (1)   2 190 ₽", "Итого   2 190 ₽"], 2190],
    ["Corner Cafe <receipts@cafe.example>", "Receipt from Corner Cafe", ["Croissant x 2   $7.00", "Purchase Subtotal   $7.00", "Total   $7.00"], 7],
  ])("reads the items' total as the subtotal (%s)", async (from, subject, body, subtotal) => {
    const r = await parseReceiptEmail(eml(from, subject, body));
    expect(r.totals.subtotal).toBe(subtotal);
  });

  it("reads a name quoted whole in corner brackets without them", async () => {
    const r = await parseReceiptEmail(eml("ショップ <order@shop.example>", "ご注文ありがとうございます", [
      "【ご注文番号】 1234567890", "・「エネループ 単3形 4本パック」", "  数量：2個  単価：1,480円", "ご注文金額合計：2,960円",
    ]));
    expect(rows(r)).toEqual([["エネループ 単3形 4本パック", 2, 1480, 2960]]);
  });
});

describe("payment gateways and delivery platforms that collect for a payee", () => {
  it("names the labelled payee of a Polish gateway's transfer confirmation, its fee and the title as the item", async () => {
    const r = await parseReceiptEmail(eml("BM <no-reply@bm.pl>", "Płatność automatyczna dla Kablonet Sp. z o.o. została zrealizowana", [
      "Data transakcji: 2024-03-12 10:20:25", "Nr transakcji: QX77120034", "Potwierdzenie wysłania przelewu automatycznego", "",
      "Odbiorca płatności:", "Kablonet Sp. z o.o.", "*Tytuł przelewu:*", "Opłata miesięczna", "*Kwota:*", "59.99 PLN",
      "Prowizja:", "1.00 PLN", "Łączna kwota:", "60.99 PLN", "Identyfikator zamówienia", "QX77120034", "",
      "Dane przetwarzane są zgodnie z ustawą z dnia 19.08.2011r. o usługach płatniczych.",
    ]));
    expect([r.is_receipt, r.email_type, r.merchant.name, r.merchant.intermediary]).toEqual([true, "payment_receipt", "Kablonet", "Blue Media"]);
    expect([r.order.number, r.totals.total, r.totals.fees.map((f) => f.amount)]).toEqual(["QX77120034", 60.99, [1]]);
    expect(rows(r)).toEqual([["Opłata miesięczna", 1, 59.99, 59.99]]);
  });

  it("reads a brand's delivery platform named by the subject ('order with Uber Eats') and the restaurant its receipt is for", async () => {
    const r = await parseReceiptEmail(eml("Uber Receipts <noreply@uber.com>", "Your Sunday evening order with Uber Eats", [
      "Total PLN 69.02", "9 October 2022", "Thanks for ordering, Pat", "Here's your receipt for Burger Hub® - Mokotów.",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Burger Hub® - Mokotów", "Uber Eats"]);
  });

  it("reads a plain-text VAT table that lost its columns: rows by their label before the rate, the VAT summary's middle amount", async () => {
    const r = await parseReceiptEmail(eml("Wolt <info@wolt.com>", "Your order's confirmed: Kebab Corner 07.09.2022", [
      "Order ID 6318cfd5206817a9e33f39ed", "Venue Kebab Corner", "Item VAT % Quantity Net unit price Gross unit price Price",
      "Kebab box 8% 1 86.11 93.00 93.00", "Delivery 8% 1 9.25 9.99 9.99", "Service fee 8% 1 0.46 0.50 0.50",
      "Total in PLN (incl. VAT) 103.49", "Net price VAT Total", "VAT 8% 95.82 7.67 103.49",
    ]));
    expect([r.merchant.name, r.currency, r.totals.total, r.totals.shipping, r.totals.tax]).toEqual(["Kebab Corner", "PLN", 103.49, 9.99, 7.67]);
    expect(r.totals.fees).toEqual([{ name: "service fee", amount: 0.5 }]);
    expect(rows(r).map((x) => x[0])).toEqual(["Kebab box"]);
  });

  it("splits a count from a unit price that space-grouped thousands ran together ('15% 2 150,00 300,00' is 2 × 150,00, not 2150,00)", async () => {
    const r = await parseReceiptEmail(eml("Wolt <info@wolt.com>", "Kvittering for bestillingen din", [
      "Vare MVA % Antall Brutto enhetspris Pris", "Kaffe 15% 2 150,00 300,00", "Hamburgermeny 15% 1 160,00 160,00", "Totalt i NOK (inkl. mva) 460,00",
    ]));
    expect(rows(r)).toEqual([["Kaffe", 2, 150, 300], ["Hamburgermeny", 1, 160, 160]]);
  });
});

describe("Indonesian marketplaces and ride apps (a lexicon of its own)", () => {
  it("reads an order in rupiah ('Rp150.000'), its labels, fees and wallet", async () => {
    const r = await parseReceiptEmail(eml("Tokoku <noreply@tokoku.example>", "Pesanan kamu telah dikonfirmasi", [
      "Halo Budi,", "Terima kasih telah berbelanja di Tokoku!", "Nomor Invoice: INV/20251014/MPL/3456789012", "Tanggal Pembelian: 11 Maret 2024",
      "Kemeja Batik Pria   1 x Rp150.000   Rp150.000", "Sambal Bawang 250gr   2 x Rp25.000   Rp50.000",
      "Total Harga Barang   Rp200.000", "Ongkos Kirim   Rp18.000", "Diskon Ongkir   -Rp18.000", "Biaya Layanan   Rp1.000", "Total Pembayaran   Rp201.000",
      "Metode Pembayaran: GoPay",
    ]));
    expect([r.email_type, r.currency, r.order.number, r.order.purchase_date]).toEqual(["order_confirmation", "IDR", "INV/20251014/MPL/3456789012", "2024-03-11"]);
    expect([r.totals.subtotal, r.totals.shipping, r.totals.discount, r.totals.total, r.payments[0]?.method]).toEqual([200000, 18000, 18000, 201000, "GoPay"]);
    expect(rows(r)).toEqual([["Kemeja Batik Pria", 1, 150000, 150000], ["Sambal Bawang 250gr", 2, 25000, 50000]]);
  });

  it("reads a shipping notice with its 'No. Resi' and the shop the order came from", async () => {
    const r = await parseReceiptEmail(eml("Toko Kain <cs@tokokain.example>", "Pesanan kamu sedang dikirim", [
      "Halo Budi, pesanan kamu dari Toko Kain sedang dikirim.", "Nomor Pesanan: 2510141234", "No. Resi: JNE1234567890123",
    ]));
    expect([r.email_type, r.is_receipt, r.order.number]).toEqual(["shipping_confirmation", true, "2510141234"]);
    expect(r.shipments.map((s) => s.tracking_number)).toEqual(["JNE1234567890123"]);
  });

  it.each([["₱417.00", "PHP", 417], ["฿ 250", "THB", 250]])("reads %s", async (amount, currency, total) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your receipt", ["Order #4471", `Total: ${amount}`]));
    expect([r.currency, r.totals.total]).toEqual([currency, total]);
  });
});

describe("delivery apps and Japanese shop mails (session 14 probes)", () => {
  const html = (from: string, subject: string, body: string) => [
    `From: ${from}`, `Subject: ${subject}`, "Date: Sat, 16 Mar 2024 20:31:00 -0300", "Content-Type: text/html; charset=utf-8",
    "MIME-Version: 1.0", "", body,
  ].join("\r\n");

  it("names the restaurant a sentence says prepares the order ('O restaurante … já está preparando'), and reads the first row of a table nested under the order's number", async () => {
    const r = await parseReceiptEmail(html("iFood <naoresponda@ifood.com.br>", "Seu pedido foi confirmado!", [
      "<table><tr><td><p>Olá, Sam! O restaurante <b>Burger do Zé</b> já está preparando seu pedido.</p></td></tr>",
      "<tr><td><p>Pedido nº 8821</p><p>16/03/2024 20:30</p><table>",
      "<tr><td>1x X-Bacon</td><td>R$ 28,90</td></tr><tr><td>2x Guaraná lata</td><td>R$ 11,00</td></tr></table>",
      "<table><tr><td>Subtotal</td><td>R$ 39,90</td></tr><tr><td>Taxa de entrega</td><td>R$ 6,99</td></tr><tr><td>Total</td><td>R$ 46,89</td></tr></table></td></tr></table>",
    ].join("")));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Burger do Zé", "iFood"]);
    expect(rows(r)).toEqual([["X-Bacon", 1, 28.9, 28.9], ["Guaraná lata", 2, 5.5, 11]]);
  });

  it("takes the name beside the count cell, not the options under it ('1x | Pizza Margherita<br><small>Ø 30cm, extra Käse</small>')", async () => {
    const r = await parseReceiptEmail(html("Lieferando.de <info@lieferando.de>", "Deine Bestellung bei Pizzeria Roma", [
      "<p>Bestellnummer: 7NQ2XKD</p><table>",
      "<tr><td>1x</td><td>Pizza Margherita<br><small>Ø 30cm, extra Käse</small></td><td>9,50 €</td></tr>",
      "<tr><td>2x</td><td>Tiramisu</td><td>9,00 €</td></tr>",
      "<tr><td></td><td>Zwischensumme</td><td>18,50 €</td></tr><tr><td></td><td>Gesamt</td><td>18,50 €</td></tr></table>",
    ].join("")));
    expect(rows(r)).toEqual([["Pizza Margherita", 1, 9.5, 9.5], ["Tiramisu", 2, 4.5, 9]]);
  });

  it("names the shop of a Japanese marketplace's mail ('ショップ「珈琲工房ひまわり」をご利用'), with the marketplace as intermediary", async () => {
    const r = await parseReceiptEmail(eml("楽天市場 <order@rakuten.co.jp>", "【楽天市場】注文内容ご確認（自動配信メール）", [
      "このたびは楽天市場内のショップ「珈琲工房ひまわり」をご利用いただきまして、誠にありがとうございます。",
      "[受注番号] 123456-20240312-0012345678", "[商品]", "ドリップバッグ 20袋", "価格  1,200(円) x 1(個) = 1,200(円)", "合計    1,200(円)",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["珈琲工房ひまわり", "Rakuten"]);
  });

  it("reaches an item's name over its delivery date line ('配達日時：…' between the name and its count and unit price)", async () => {
    const r = await parseReceiptEmail(eml("ヨドバシ・ドット・コム <thanks@yodobashi.example>", "ご注文ありがとうございます", [
      "【ご注文番号】 1234567890", "【ご注文商品】", "・ソニー ワイヤレスヘッドホン", "  配達日時：2024年03月15日", "  数量：1", "  単価：49,500円",
      "・USB-Cケーブル 1m", "  数量：2", "  単価：980円", "商品合計：51,460円", "お支払い合計：51,460円",
    ]));
    expect(rows(r)).toEqual([["ソニー ワイヤレスヘッドホン", 1, 49500, 49500], ["USB-Cケーブル 1m", 2, 980, 1960]]);
  });
});

describe("Russian fiscal receipts and payment gateways (54-FZ)", () => {
  it("reads a fiscal receipt an operator emails: the issuing organisation as merchant, roubles by the till's marks, 'ИТОГ', the VAT line, no payment row as item", async () => {
    const r = await parseReceiptEmail(eml("noreply@chek.pofd.ru", "Ваш чек + (1) подарок. ООО Ромашка, 149,00 ₽", [
      'ООО "РОМАШКА"', "ИНН 7700000000", "КАССОВЫЙ ЧЕК №118", "Приход", "13.10.2025 04:51", "Кассир Администратор",
      "1: Подписка Ромашка Плюс", "1 шт. x 149.00", "Общая стоимость позиции с учетом скидок и наценок: 149.00", "Признак предмета расчета: Услуга",
      "ИТОГ = 149.00", "НАЛИЧНЫМИ 0.00", "БЕЗНАЛИЧНЫМИ 149.00", "СУММА НДС ЧЕКА ПО СТАВКЕ 20% 24.83", "Регистрационный номер ККТ 0007000000000000", "ФПД 3600000000",
    ]));
    expect([r.merchant.name, r.merchant.intermediary, r.currency]).toEqual(['ООО "РОМАШКА"', "Платформа ОФД", "RUB"]);
    expect([r.totals.total, r.totals.tax]).toEqual([149, 24.83]);
    expect(rows(r).map((x) => x[0])).toEqual(["Подписка Ромашка Плюс"]);
  });

  it("takes a receipt's short number after its number sign, never the date beside it ('КАССОВЫЙ ЧЕК № 70 | 12.05.2019 17:32'), and knows Taxcom by its Russian name", async () => {
    const r = await parseReceiptEmail([
      "From: Такском <noreply@taxcom.ru>", "Subject: Кассовый чек", "Date: Sun, 12 May 2019 17:33:00 +0700", "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
      '<table><tr><td>ООО "Алтфарм"</td></tr><tr><td>КАССОВЫЙ ЧЕК № 70</td><td>12.05.2019 17:32</td></tr><tr><td>СИРДАЛУД 4МГ ТБ №30</td></tr>',
      "<tr><td>1 x 322.50</td><td>322.50</td></tr><tr><td>ИТОГ</td><td>322.50</td></tr><tr><td>Рег.№ ККТ</td><td>0001764573032355</td></tr></table>",
    ].join("\r\n"));
    expect([r.order.number, r.merchant.name, r.merchant.intermediary, r.totals.total]).toEqual(["70", 'ООО "Алтфарм"', "Taxcom", 322.5]);
    const dated = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your receipt", ["Invoice:\t12.05.2019 17:32", "Total  $12.00"]));
    expect(dated.order.number).toBeNull();
  });

  it("names the supplier an agent's receipt prints ('Поставщик ООО <…>') and the payee a gateway thanks ('Спасибо за оплату в …'), with 'о заказе N' as the order", async () => {
    const agent = await parseReceiptEmail(eml("noreply@taxcom.ru", "КАССОВЫЙ ЧЕК №: 4993", [
      "КАССОВЫЙ ЧЕК №: 4993 05.10.25 16:53", "ПРИХОД", "Курс «Основы»", "1 x 9900.00 9900.00", "Поставщик ООО <ШКОЛА КОДА>", "ИТОГО: 9900.00", "Регистрационный номер ККТ 0001000000000000",
    ]));
    expect([agent.merchant.name, agent.merchant.intermediary]).toEqual(["ООО <ШКОЛА КОДА>", "Taxcom"]);
    const gateway = await parseReceiptEmail(eml("noreply@paygine.net", "Успешная оплата", [
      "Успешная оплата", "Спасибо за оплату в ШКОЛА КОДА", "Сумма", "9 900.00 руб.", "Уведомление о заказе 357961682",
    ]));
    expect([gateway.merchant.name, gateway.merchant.intermediary, gateway.email_type, gateway.order.number]).toEqual(["ШКОЛА КОДА", "Paygine", "payment_receipt", "357961682"]);
  });
});

describe("delivery apps' and airlines' labels (session 14 probes)", () => {
  it("names the restaurant of a Portuguese 'Encomenda de …' and reads 'Número da encomenda'", async () => {
    const r = await parseReceiptEmail(eml("Bolt Food <food@bolt.eu>", "O seu recibo da Bolt Food", [
      "Obrigado pela sua encomenda!", "Encomenda de Taberna do Largo", "Número da encomenda: 84213375", "2 x Bifana no pão   9,00 €", "Subtotal   9,00 €", "Taxa de entrega   1,49 €", "Total pago   10,49 €",
    ]));
    expect([r.merchant.name, r.order.number, r.totals.shipping, r.totals.total]).toEqual(["Taberna do Largo", "84213375", 1.49, 10.49]);
  });

  it.each([["Rider tip", "tip"], ["Courier tip", "tip"]])("reads '%s' as the %s", async (label) => {
    const r = await parseReceiptEmail(eml("Deliveroo <noreply@t.deliveroo.com>", "Your order from Franco Manca has been placed", [
      "Order number: 4821", "1x No. 4 Chorizo   £11.95", "Subtotal   £11.95", "Delivery fee   £2.99", `${label}   £1.00`, "Total   £15.94",
    ]));
    expect([r.totals.tip, r.totals.total]).toEqual([1, 15.94]);
  });

  it("reads an airline's 'Tasas y cargos' as the tax, never an item", async () => {
    const r = await parseReceiptEmail(eml("Vueling <reservas@vueling.com>", "Confirmación de tu reserva - Código de reserva: VX4R2T", [
      "Tu reserva está confirmada.", "Código de reserva: VX4R2T", "Detalle del precio", "Tarifa   45,99 €", "Tasas y cargos   18,46 €", "Total   64,45 €",
    ]));
    expect([r.totals.tax, r.totals.total]).toEqual([18.46, 64.45]);
    expect(rows(r).map((x) => x[0])).not.toContain("Tasas y cargos");
  });
});

describe("refunds in prose, tracking labels and subject numbers in more languages (session 14 probes)", () => {
  it.each([
    ["Ihre Erstattung für Bestellung 10234", "Wir haben Ihnen 49,00 € erstattet.", 49],
    ["Ihre Erstattung für Bestellung 10234", "Wir haben 49,00 € auf Ihr Konto zurückerstattet.", 49],
    ["Votre remboursement", "Nous avons procédé au remboursement de 41,90 €.", 41.9],
    ["Reembolso de tu pedido 4471", "Te hemos reembolsado 38,30 €.", 38.3],
    ["Il tuo rimborso", "Ti abbiamo rimborsato 19,90 €.", 19.9],
    ["Je terugbetaling", "We hebben € 25,80 terugbetaald.", 25.8],
  ])("reads the amount of '%s' from its sentence ('%s')", async (subject, sentence, total) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", subject, [sentence, "Bestellnummer / Order: 10234"]));
    expect([r.email_type, r.totals.total]).toEqual(["refund", total]);
  });

  it.each([
    ["Il tuo ordine IT-2291 è stato spedito", "Numero di tracciamento: 1Z999AA10123456784", "1Z999AA10123456784"],
    ["Seu pedido 8821 foi enviado", "Código de rastreio: AA123456789BR", "AA123456789BR"],
  ])("reads the tracking number of '%s'", async (subject, line, tracking) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", subject, ["Il pacco è in viaggio. / Seu pacote está a caminho.", line]));
    expect(r.shipments.map((s) => s.tracking_number)).toEqual([tracking]);
  });

  it("takes the number a German subject's 'Bestellbestätigung' names as the order's", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Bestellbestätigung 10234", ["Vielen Dank für Ihre Bestellung!", "Espresso 1kg  19,90 €", "Gesamtsumme: 19,90 €"]));
    expect(r.order.number).toBe("10234");
  });
});

describe("car rentals and hotel stays (session 14 probes)", () => {
  it("reads a German rental's 'Reservierungsbestätigung' as a booking with its 'Reservierungsnummer' and an airport fee", async () => {
    const r = await parseReceiptEmail(eml("SIXT <reservierung@sixt.example>", "Ihre Reservierungsbestätigung 9912345678", [
      "vielen Dank für Ihre Reservierung.", "Reservierungsnummer: 9912345678", "Mietpreis (3 Tage)   156,00 EUR", "Flughafengebühr   22,50 EUR", "Gesamtpreis inkl. MwSt.   178,50 EUR",
    ]));
    expect([r.email_type, r.order.number, r.totals.fees, r.totals.total]).toEqual(["travel_booking", "9912345678", [{ name: "flughafengebühr", amount: 22.5 }], 178.5]);
  });

  it.each([
    ["fr", "Numéro de confirmation : 3456789012", "Taxe de séjour   5,20 €", "Montant total   243,20 €"],
    ["de", "Bestätigungsnummer: 3456789012", "Kurtaxe   5,20 €", "Gesamtpreis   243,20 €"],
    ["it", "Codice di prenotazione: 3456789012", "Tassa di soggiorno   5,20 €", "Totale   243,20 €"],
    ["es", "Código de reserva: 3456789012", "Tasa turística   5,20 €", "Total   243,20 €"],
  ])("%s: a stay's city tax is its tax and its confirmation number the booking's", async (_lang, number, tax, total) => {
    const r = await parseReceiptEmail(eml("Hotel <reservations@hotel.example>", "Réservation / Reservierung / Prenotazione / Reserva 3456789012", [number, "1 x Doppelzimmer / chambre double   238,00 €", tax, total]));
    expect([r.order.number, r.totals.tax, r.totals.total]).toEqual(["3456789012", 5.2, 243.2]);
  });
});

describe("labels of totals, fees and numbers across languages (session 16)", () => {
  it.each([
    ["de: 'Bestellsumme' is the order's total", "Shop <o@shop.example.de>", ["Bestellnummer: 33124", "Zwischensumme 28,00 €", "Versand 5,90 €", "Bestellsumme 33,90 €"], { total: 33.9 }],
    ["pl: 'Suma produktów', 'Opłata za dostawę', 'Kod zamówienia'", "Sklep <o@sklep.example.pl>", ["Kod zamówienia: 102938475", "Suma produktów 55,80 zł", "Opłata za dostawę 5,99 zł", "Razem 61,79 zł"],
      { subtotal: 55.8, shipping: 5.99, total: 61.79, order: "102938475" }],
    ["es (Latin America): 'Costo de envío'", "Tienda <o@tienda.example.co>", ["Pedido: 148823901", "Subtotal $34.700", "Costo de envío $3.900", "Total $38.600"], { shipping: 3900, total: 38600 }],
    ["zh: '商品总价' is the items' sum, '店铺优惠' a discount", "商城 <o@shop.example>", ["订单编号：3921847562", "商品总价：¥238.00", "店铺优惠：-¥20.00", "实付款：¥218.00"],
      { subtotal: 238, discount: 20, total: 218 }],
    ["fr: 'Code de commande'", "Boutique <o@boutique.example.fr>", ["Code de commande : GK7Q2", "Total payé 4,49 €"], { order: "GK7Q2", total: 4.49 }],
    ["it: 'Numero di conferma'", "Hotel <o@hotel.example.it>", ["Numero di conferma: 4187552093", "Totale pagato € 236,00"], { order: "4187552093" }],
    ["pt: 'Código da fatura'", "Loja <o@loja.example.com.br>", ["Código da fatura: 4482910374625518302", "Total R$ 98,98"], { order: "4482910374625518302" }],
    ["de: PayPal's 'Transaktionscode'", "Shop <o@shop.example.de>", ["Transaktionscode: 7WX12345AB678901C", "Gesamt 64,80 €"], { order: "7WX12345AB678901C" }],
  ])("%s", async (_name, from, body, want) => {
    const r = await parseReceiptEmail(eml(from as string, "Ihre Bestellung", body as string[]));
    const got: Record<string, unknown> = { subtotal: r.totals.subtotal, shipping: r.totals.shipping, discount: r.totals.discount, total: r.totals.total, order: r.order.number };
    for (const [k, v] of Object.entries(want as Record<string, unknown>)) expect(typeof got[k] === "number" ? Math.abs(got[k] as number) : got[k], k).toEqual(v);
  });

  it.each([
    ["ja: 'サービス料'", "ストア <o@store.example.jp>", ["特製親子丼 ¥980", "サービス料 ¥174", "合計 ¥1,154"], ["サービス料", 174]],
    ["pl: 'Opłata za rezerwację'", "Przejazdy <o@ride.example.pl>", ["Przejazd 27,40 zł", "Opłata za rezerwację 2,00 zł", "Razem 29,40 zł"], ["opłata za rezerwację", 2]],
    ["es: 'Gastos de limpieza'", "Alojamiento <o@stay.example.es>", ["3 noches 285,00 €", "Gastos de limpieza 40,00 €", "Total 325,00 €"], ["gastos de limpieza", 40]],
  ])("reads a fee as a fee, never an item (%s)", async (_name, from, body, [fee, amount]) => {
    const r = await parseReceiptEmail(eml(from as string, "Order", body as string[]));
    expect(r.totals.fees.map((f) => [f.name.toLowerCase(), f.amount])).toEqual([[String(fee).toLowerCase(), amount]]);
    expect(r.products.map((p) => p.description.toLowerCase())).not.toContain(String(fee).toLowerCase());
  });

  it("reads an Italian cancellation ('La tua prenotazione è stata cancellata') and the hotel after 'all''", async () => {
    const r = await parseReceiptEmail(eml("Booking.com <noreply@booking.com>", "La tua prenotazione all'Hotel Lago Blu è stata cancellata", [
      "La tua prenotazione è stata cancellata", "Numero di conferma: 4187552093", "Costo della cancellazione € 0", "Prezzo originale € 236"]));
    expect([r.email_type, r.order.number]).toEqual(["cancellation", "4187552093"]);
    expect(r.merchant.name).toBe("Hotel Lago Blu");
  });

  it("reads a day-first numeric date ('4-2-2024') in an email that prints euros, whatever its .com sender", async () => {
    const r = await parseReceiptEmail(eml("Store <o@store.example.com>", "Bestelling", ["Ordernummer 6013829475", "Besteldatum: 4-2-2024", "Totaal € 29,99"]));
    expect(r.order.purchase_date).toBe("2024-02-04");
  });

  it("names a marketplace's seller without the price in the cell beside its label ('Verkäufer: foto-berlin | EUR 89,00')", async () => {
    const html = `<table><tr><td>Canon EF 50mm</td></tr><tr><td>Verkäufer: foto-berlin</td><td>EUR 89,00</td></tr><tr><td>Bestellnummer:</td><td>14-12345-67890</td></tr><tr><td>Gesamt</td><td>EUR 89,00</td></tr></table>`;
    expect((await parseReceiptEmail(htmlEml("eBay <ebay@ebay.de>", "Vielen Dank für Ihren Kauf", html))).merchant.name).toBe("foto-berlin");
  });
});

describe("the seller behind a platform or a carrier, in the words of each language (session 16)", () => {
  it.each([
    ["pl: 'zamówienia z X'", "Glovo <no-reply@glovoapp.com>", "Twój rachunek", ["Oto podsumowanie Twojego zamówienia z Pierogarnia Pod Lipą.", "Razem 64,28 zł"], "Pierogarnia Pod Lipą"],
    ["fr: 'un repas chez X'", "Too Good To Go <no-reply@toogoodtogo.fr>", "Ta commande est confirmée", ["Tu as sauvé un repas chez Boulangerie du Quai.", "Total 4,49 €"], "Boulangerie du Quai"],
    ["de: a payment sent to a payee", "service@paypal.de <service@paypal.de>", "Ihre Zahlung", ["Sie haben eine Zahlung über 64,80 € EUR an Radhaus Lindner gesendet.", "Gesamt 64,80 €"], "Radhaus Lindner"],
    ["es: a payment made to a payee, its address in brackets", "service@paypal.es <service@paypal.es>", "Su recibo", ["Ha enviado un pago de 23,50 € EUR a Vinilos Faro (pedidos@vinilos.example).", "Total 23,50 €"], "Vinilos Faro"],
    ["ja: 'X からの注文'", "Uber Eats <noreply@uber.com>", "ご注文の領収書", ["丼屋 まる吉 からの注文の領収書です。", "合計 ¥2,264"], "丼屋 まる吉"],
    ["ko: the label '가게'", "배달의민족 <noreply@baemin.com>", "주문이 접수되었어요", ["주문번호: B1XK00AB12", "가게: 바삭치킨 역삼점", "합계 29,500원"], "바삭치킨 역삼점"],
    ["en: 'You bought an item from X' (a subject's dash is the product's)", "Mercari <no-reply@mercari.com>", "You purchased Switch OLED - White (used)", ["You bought an item from RetroRyan. The seller has 3 days to ship it.", "Total $283.23"], "RetroRyan"],
    ["en: '@seller will ship'", "Poshmark <orders@poshmark.com>", "Your purchase", ["@closetofclaire will ship your order within 7 days.", "Total $59.81"], "@closetofclaire"],
    ["en: 'Here’s your receipt for X' with a typographic apostrophe", "Uber Eats <noreply@ubereats.com>", "Your order", ["Here’s your receipt for Tacos El Güero.", "Total $39.28"], "Tacos El Güero"],
    ["tr: 'Satıcı:'", "Trendyol <siparis@trendyol.com>", "Siparişiniz alındı", ["Satıcı: Kozmetik Dünyası", "Toplam 1.752,90 TL"], "Kozmetik Dünyası"],
    ["el: 'Κατάστημα' in a cell of its own", "Skroutz <orders@skroutz.gr>", "Η παραγγελία σου", ["Κατάστημα\tTechCorner", "Σύνολο 47,30 €"], "TechCorner"],
    ["id: 'Toko' in a cell of its own", "Tokopedia <noreply@tokopedia.com>", "Pembayaran berhasil", ["Toko\tToko Kaos Bandung", "Total Pembayaran Rp148.000"], "Toko Kaos Bandung"],
    ["sv: 'beställning från X'", "foodora <info@foodora.se>", "Kvitto", ["Tack för din beställning från Pong Thai Odenplan!", "Totalt 317 kr"], "Pong Thai Odenplan"],
    ["el: 'παραγγελία σου από X'", "efood <noreply@efood.gr>", "Απόδειξη", ["Η παραγγελία σου από Σουβλάκι ο Θανάσης παραδόθηκε", "Σύνολο 21,50 €"], "Σουβλάκι ο Θανάσης"],
    ["ro: 'comenzii tale de la X' in the subject", "Glovo <no-reply@glovoapp.com>", "Chitanța comenzii tale de la Shaorma Dristor", ["Total 105,48 lei"], "Shaorma Dristor"],
    // a carrier's notice names the shop, the carrier its intermediary
    ["ja: a bulleted label with a full-width colon and an honorific", "ヤマト運輸 <mail@kuronekoyamato.co.jp>", "お荷物お届けのお知らせ", ["■伝票番号：4521-8876-3310", "■ご依頼主：株式会社ふたば書店 様"], "ふたば書店"],
    ["ja: 'X 様からのお荷物' with a space", "ヤマト運輸 <mail@kuronekoyamato.co.jp>", "お荷物お届けのお知らせ", ["ふたば書店 様からのお荷物をお届けする予定です。", "伝票番号：4521-8876-3310"], "ふたば書店"],
    ["zh: '寄件方'", "顺丰速运 <sfmail@sf-express.com>", "您的快件已揽收", ["运单号：SF1456789012345", "寄件方：茶香旗舰店"], "茶香旗舰店"],
    ["zh: '您在X购买的商品'", "顺丰速运 <sfmail@sf-express.com>", "您的快件已揽收", ["您好!您在茶香旗舰店购买的商品已由顺丰速运揽收。", "运单号：SF1456789012345"], "茶香旗舰店"],
    ["ko: '보내는 분' from the carrier's own domain", "CJ대한통운 <noreply@cjlogistics.com>", "배송완료 안내", ["운송장번호: 6891-2345-7781", "보내는 분: 달빛문구"], "달빛문구"],
  ])("%s", async (_name, from, subject, body, shop) => {
    const r = await parseReceiptEmail(eml(from, subject, body));
    expect(r.merchant.name).toBe(shop);
    expect(r.merchant.intermediary).not.toBeNull();
  });

  it("reads dot-grouped '$' amounts with no cents as the pesos of the country the text names, never as dollars", async () => {
    const r = await parseReceiptEmail(eml("Rappi <recibos@rappi.com>", "Tu recibo", ["Pedido: 148823901", "Subtotal $34.700", "Costo de envío $3.900", "Total $38.600", "Rappi S.A.S., Bogotá, Colombia"]));
    expect([r.currency, r.totals.total]).toEqual(["COP", 38600]);
    const chile = await parseReceiptEmail(eml("Shop <o@shop.example.com>", "Your order", ["Order 5512", "Total $1.250", "Shipped from Chile"]));
    expect(chile.currency).toBe("CLP");
    const cents = await parseReceiptEmail(eml("Shop <o@shop.example.com>", "Your order", ["Order 5512", "Subtotal $34.70", "Total $38.60", "Colombia"]));
    expect(cents.currency).toBe("USD");
  });
});

describe("a delivery app's extras under an item (session 16)", () => {
  it("adds the priced extras chosen for an item ('Extra toppings: Bacon') to the item above, never lists them as items", async () => {
    const r = await parseReceiptEmail(eml("Matbud <kvittering@matbud.example.no>", "Kvittering for bestillingen din", [
      "Bestilling 88123", "Spesialpizza Stor\t275,00", "Ekstra tilbehør: Hvitløksdressing\t20,00", "Hamburgermeny\t160,00", "Velg ønsket størrelse: 160g\t5,00",
      "Ekstra tilbehør: Bernaisesaus\t20,00", "Levering\t49,00", "Totalt i NOK\t529,00"]));
    expect(rows(r)).toEqual([["Spesialpizza Stor", 1, 295, 295], ["Hamburgermeny", 1, 185, 185]]);
  });

  it("adds a modifier printed under an item ('+ Sauce extra piquante', 'Add Bacon', '- Extra avocado', 'mit Büffelmozzarella') to it", async () => {
    const r = await parseReceiptEmail(eml("Shop <o@shop.example.com>", "Your order", ["Order 5512", "Smash Burger | $16.00", "Add Bacon | $2.50",
      "1x | Bao poulet | $6.90", "+ Sauce extra piquante | $0.50", "2 x Pizza Margherita | $17.00", "mit Büffelmozzarella | $3.00", "Total | $46.90"]));
    expect(rows(r)).toEqual([["Smash Burger", 1, 18.5, 18.5], ["Bao poulet", 1, 6.9 + 0.5, 7.4], ["Pizza Margherita", 2, 10, 20]]);
    // (a product that only opens with such a word, "Extra Virgin Olive Oil 500 ml", or a modifier counted apart, stays an item)
    const oil = await parseReceiptEmail(eml("Shop <o@shop.example.com>", "Your order", ["Order 5512", "Sourdough Loaf | $9.00", "Extra Virgin Olive Oil 500 ml | $8.00", "2 x Add-on Cheese | $3.00", "Total | $20.00"]));
    expect(oil.products.map((p) => p.total_price)).toEqual([9, 8, 3]);
  });

  it("keeps a labelled row dearer than the item above as an item of its own", async () => {
    const r = await parseReceiptEmail(eml("Shop <o@shop.example.com>", "Your order", ["Order 5512", "Pasta Salad\t$12.00", "Catering tray: Large\t$60.00", "Total\t$72.00"]));
    expect(r.products.map((p) => p.total_price)).toEqual([12, 60]);
  });
});

describe("labels of a second round of languages (session 16)", () => {
  it.each([
    ["el: 'Η παραγγελία σου #…', a tip", "Shop <o@shop.example.gr>", ["Η παραγγελία σου #250314-8801234 καταχωρήθηκε", "Φιλοδώρημα 1,00 €", "Σύνολο 21,50 €"], { order: "250314-8801234", tip: 1 }],
    ["es (Latin America): 'Número de orden'", "Tienda <o@tienda.example.com.ar>", ["Número de orden: 123456789", "Total $ 77.499"], { order: "123456789" }],
    ["es: 'Coste de entrega'", "Súper <o@super.example.es>", ["Pedido 12345678", "Subtotal 21,95 €", "Coste de entrega 7,21 €", "Total 29,16 €"], { shipping: 7.21 }],
    ["it: 'Numero ordine'", "Negozio <o@negozio.example.it>", ["Numero ordine: 123456789", "Totale 23,98 €"], { order: "123456789" }],
    ["pt: 'N.º de encomenda'", "Loja <o@loja.example.pt>", ["N.º de encomenda: 8123456789", "Total 325,97 €"], { order: "8123456789" }],
    ["ro: 'Taxă de livrare' is shipping, 'Taxă de serviciu' a fee, 'Produse' the items' sum", "Magazin <o@magazin.example.ro>", ["Comanda ta #1002349876", "Produse 92,50 lei", "Taxă de livrare 9,99 lei", "Taxă de serviciu 2,99 lei", "Total 105,48 lei"],
      { order: "1002349876", subtotal: 92.5, shipping: 9.99, tax: null, total: 105.48 }],
    ["tr: 'Ürünün Toplamı', 'Sepet Tutarı', 'Sipariş Kodu'", "Mağaza <o@magaza.example.com.tr>", ["Sipariş Kodu: GTR-8K2P4Q", "Sepet Tutarı ₺376,40", "Toplam ₺396,30"], { order: "GTR-8K2P4Q", subtotal: 376.4 }],
    ["hu: 'Tételek összesen'", "Bolt <o@bolt.example.hu>", ["Rendelés azonosító: 67dd4a1e", "Tételek összesen 6 770 Ft", "Összesen 7 650 Ft"], { subtotal: 6770 }],
    ["id: 'Total Harga (3 Barang)'", "Toko <o@toko.example.co.id>", ["Nomor Invoice: INV/20250326/4123456789", "Total Harga (3 Barang) Rp135.000", "Total Pembayaran Rp148.000"], { subtotal: 135000 }],
    ["fr: 'Frais de préparation'", "Drive <o@drive.example.fr>", ["Commande 123456789", "Sous-total 15,55 €", "Frais de préparation 2,00 €", "Total 17,55 €"], { fee: 2 }],
    ["zh: '打包费'", "外卖 <o@waimai.example.cn>", ["订单号：8012345678901234567", "打包费 ¥2.00", "实付款 ¥64.00"], { fee: 2 }],
  ])("%s", async (_name, from, body, want) => {
    const r = await parseReceiptEmail(eml(from as string, "Order", body as string[]));
    const got: Record<string, unknown> = { subtotal: r.totals.subtotal, shipping: r.totals.shipping, tax: r.totals.tax, tip: r.totals.tip, total: r.totals.total, order: r.order.number, fee: r.totals.fees[0]?.amount ?? null };
    for (const [k, v] of Object.entries(want as Record<string, unknown>)) expect(got[k], k).toEqual(v);
  });

  it("counts a Czech row's 'ks' as its quantity ('Rohlík tukový 43 g | 6 ks | 23,40 Kč')", async () => {
    const html = `<table><tr><td>Rohlík tukový 43 g</td><td>6 ks</td><td>23,40 Kč</td></tr><tr><td>Máslo 250 g</td><td>1 ks</td><td>64,90 Kč</td></tr><tr><td>Celkem</td><td></td><td>88,30 Kč</td></tr></table>`;
    expect(rows(await parseReceiptEmail(htmlEml("Obchod <o@obchod.example.cz>", "Potvrzení objednávky 14567892", html)))).toEqual([["Rohlík tukový 43 g", 6, 3.9, 23.4], ["Máslo 250 g", 1, 64.9, 64.9]]);
  });

  it.each([["İLT:", "tr"], ["TOV:", "hu"], ["PŘ:", "cs"], ["PD:", "pl"], ["VB:", "sv"], ["ENC:", "pt"], ["I:", "it"]])("reads a forward whose subject opens with Outlook's '%s' (%s)", async (prefix) => {
    const body = ["", "________________________________", "From: Kitapçı <siparis@kitapci.example.com>", "Sent: 7 April 2025 10:00", "To: Pat <pat@example.org>", "Subject: Order 4102938475", "", "Order 4102938475", "Total 129,90 TL"].join("\n");
    const raw = [`From: Pat Sample <pat@example.org>`, `Subject: ${prefix} Order 4102938475`, "Date: Mon, 7 Apr 2025 12:00:00 +0300", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect([r.email.forwarded, r.merchant.name]).toEqual([true, "Kitapçı"]);
  });
});

describe("carriers' notices and ticket wording, second round (session 16)", () => {
  it.each([
    ["nl (Flemish): 'Uw pakje van X wordt … geleverd'", "bpost <noreply@bpost.be>", "Uw pakje", ["Uw pakje van Torfs wordt vandaag tussen 11:15 en 13:15 geleverd."], "Torfs", "shipping_confirmation"],
    ["pt: 'objeto … enviado por X, está em distribuição'", "CTT <notificacoes@ctt.pt>", "O seu objeto", ["O seu objeto RR123456785PT, enviado por FNAC PORTUGAL, está em distribuição."], "FNAC PORTUGAL", "shipping_confirmation"],
    ["uk: 'Відправник' in a cell of its own", "Нова пошта <noreply@novaposhta.ua>", "Посилка прибула", ["Ваша посилка прибула у відділення №12", "Відправник\tCOMFY"], "COMFY", null],
    ["fr: 'Expéditeur' in a cell of its own", "Mondial Relay <noreply@mondialrelay.fr>", "Votre colis est disponible", ["Votre colis est disponible en Point Relais®", "Expéditeur\tKIABI"], "KIABI", null],
  ])("%s", async (_name, from, subject, body, shop, type) => {
    const r = await parseReceiptEmail(eml(from, subject, body));
    expect([r.merchant.name, r.is_receipt]).toEqual([shop, true]);
    if (type) expect(r.email_type).toBe(type);
  });

  it.each([
    ["da: a train ticket ('billet', 'Afgang')", "DSB <billet@dsb.dk>", "Din kvittering", ["Her er din kvittering. Din billet er klar.", "Afgang København H 08:12", "I alt 429,00 kr."]],
    ["ko: '승차권'", "SRT <noreply@srail.kr>", "승차권 결제 완료", ["승차권 결제가 완료되었습니다.", "결제금액 52,900원"]],
    ["zh: '车票' and a sentence's '共计'", "铁路 <noreply@rails.example.cn>", "购票成功", ["您已成功购买了1张车票，票款共计553.00元，订单号码 E123456789。"]],
  ])("types a journey's ticket as a travel booking (%s)", async (_name, from, subject, body) => {
    expect((await parseReceiptEmail(eml(from, subject, body))).email_type).toBe("travel_booking");
  });

  it("never reads a Korean advert's 'this mail was sent' footer as a parcel sent", async () => {
    const r = await parseReceiptEmail(eml("G마켓 <ad@gmarket.example.kr>", "장바구니에 담긴 상품", ["장바구니에 담긴 상품이 있어요", "무선 이어폰 49,000원", "본 메일은 광고성 정보 수신에 동의하신 회원님께 발송되었습니다."]));
    expect([r.is_receipt, r.email_type]).toEqual([false, "other"]);
  });
});

describe("Vietnamese and Thai (session 16)", () => {
  it("reads a Vietnamese marketplace order: its number, the items' sum, shipping, discount and total in dông", async () => {
    const r = await parseReceiptEmail(eml("Shopee <info@mail.shopee.vn>", "Xác nhận đơn hàng #250326ABCD1234", [
      "Đặt hàng thành công!", "Mã đơn hàng: 250326ABCD1234", "Người bán: Baseus Official Store", "Tai nghe Bluetooth Baseus WM02\t₫189.000",
      "Tổng tiền hàng\t₫189.000", "Phí vận chuyển\t₫16.500", "Voucher của Shop\t-₫20.000", "Tổng thanh toán\t₫185.500"]));
    expect([r.is_receipt, r.email_type, r.order.number, r.currency, r.merchant.name]).toEqual([true, "order_confirmation", "250326ABCD1234", "VND", "Baseus Official Store"]);
    expect([r.totals.subtotal, r.totals.shipping, r.totals.discount, r.totals.total]).toEqual([189000, 16500, 20000, 185500]);
  });

  it("reads a Thai marketplace order, its words written without spaces", async () => {
    const r = await parseReceiptEmail(eml("Lazada <noreply@lazada.co.th>", "ยืนยันคำสั่งซื้อ", [
      "ขอบคุณสำหรับคำสั่งซื้อ", "หมายเลขคำสั่งซื้อ: 812345678901234", "ร้านค้า: Xiaomi Official Store", "หูฟังไร้สาย Xiaomi Redmi Buds 5\t฿1,290",
      "ยอดรวมสินค้า\t฿1,290", "ค่าจัดส่ง\t฿38", "ส่วนลด\t-฿100", "ยอดรวมทั้งสิ้น\t฿1,228"]));
    expect([r.is_receipt, r.order.number, r.currency, r.merchant.name]).toEqual([true, "812345678901234", "THB", "Xiaomi Official Store"]);
    expect([r.totals.subtotal, r.totals.shipping, r.totals.discount, r.totals.total]).toEqual([1290, 38, 100, 1228]);
  });
});

describe("Japanese and Korean notations, second round (session 16)", () => {
  it("reads a tax note in brackets that fill the line, its rate after the tax word ('（うち消費税10%　1,352円）')", async () => {
    const r = await parseReceiptEmail(eml("ネットストア <order@store.example.jp>", "ご注文ありがとうございます", ["ご注文番号：1234567890", "商品合計 14,880円", "（うち消費税10%　1,352円）", "ご請求金額 14,880円"]));
    expect([r.totals.tax, r.totals.total]).toEqual([1352, 14880]);
  });

  it("names an item whose name opens with its brand in square brackets ('[삼성] 갤럭시 버즈3')", async () => {
    const html = `<table><tr><td>상품정보</td><td>수량</td><td>금액</td></tr><tr><td>[삼성] 갤럭시 버즈3 프로 실버</td><td>1개</td><td>249,000원</td></tr><tr><td>총 결제금액</td><td></td><td>249,000원</td></tr></table>`;
    expect((await parseReceiptEmail(htmlEml("쇼핑 <order@shop.example.kr>", "주문이 완료되었습니다", html, "Tue, 25 Mar 2025 10:00:00 +0900"))).products.map((p) => p.description)).toEqual(["[삼성] 갤럭시 버즈3 프로 실버"]);
  });
});

describe("an invoice printed by an accounting system (session 17)", () => {
  const table = (r: string[][]) => `<table>${r.map((c) => `<tr>${c.map((x) => `<td>${x}</td>`).join("")}</tr>`).join("")}</table>`;
  const invoice = table([
    ["Faktura - daňový doklad", "VF1-1234/2024"], ["Vystaveno:", "12.03.2024"],
    ["Označení dodávky", "Množství MJ", "Cena za MJ", "Základ [Kč]", "DPH [Kč]", "Celkem [Kč]"],
    ["Webhosting Standard", "1,00 KS", "500,00", "500,00", "105,00", "605,00"],
    ["Celkem základ", "500,00 Celkem DPH", "105,00"], ["Celkem k úhradě", "605,00"],
  ]);

  it("reads the currency a column heading names in brackets ('Základ [Kč]') for amounts printed bare", async () => {
    expect((await parseReceiptEmail(htmlEml("Hosting <fakturace@hosting.example>", "Faktura VF1-1234/2024", invoice))).currency).toBe("CZK");
  });

  it("never takes an airport's code in brackets for a currency ('Almeria (LEI)')", async () => {
    const r = await parseReceiptEmail(htmlEml("Airline <no-reply@air.example>", "Your booking XXX007", table([["Madrid (MAD)", "Almeria (LEI)", "20-Jul"], ["Booking reference", "XXX007"]])));
    expect(r.currency).toBeNull();
  });

  it("reads two pairs of label and amount that a PDF cut across cells ('Celkem základ | 500,00 Celkem DPH | 105,00')", async () => {
    const r = await parseReceiptEmail(htmlEml("Hosting <fakturace@hosting.example>", "Faktura VF1-1234/2024", invoice));
    expect([r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual([500, 105, 605]);
  });

  it("reads '1,00 KS' as the row's count of pieces, never its unit price", async () => {
    const r = await parseReceiptEmail(htmlEml("Hosting <fakturace@hosting.example>", "Faktura VF1-1234/2024", invoice));
    expect(rows(r).map(([d, q, u]) => [d, q, u])).toEqual([["Webhosting Standard", 1, 500]]);
  });
});

describe("delivery apps and shops of a third round of countries (session 17)", () => {
  const table = (r: string[][]) => `<table>${r.map((c) => `<tr>${c.map((x) => `<td>${x}</td>`).join("")}</tr>`).join("")}</table>`;

  it("reads dot-grouped '$' amounts as the pesos of the country a footer's tax number or capital names (CUIT, CABA)", async () => {
    const r = await parseReceiptEmail(htmlEml("Tienda <no-responder@tienda.example>", "¡Gracias por tu compra! Orden 123456789", table([
      ["Número de orden:", "123456789"], ["Smart TV 50\"", "1", "$ 749.999"], ["Total", "$ 749.999"], ["Tienda S.A. · Av. Siempreviva 742, CABA · CUIT 30-52687424-9"],
    ])));
    expect([r.currency, r.totals.total]).toEqual(["ARS", 749999]);
  });

  it("takes the number after '#' beside a cell that only says 'your order' ('Comanda ta | #1002349876', 'Beställning | #s7ka-3x9p')", async () => {
    const ro = await parseReceiptEmail(htmlEml("Livrare <no-reply@livrare.example>", "Chitanța comenzii tale", table([["Comanda ta", "#1002349876"], ["Pizza", "1", "32,00 lei"], ["Total", "32,00 lei"]])));
    const sv = await parseReceiptEmail(htmlEml("Mat <no-reply@mat.example>", "Tack för din beställning", table([["Beställning", "#s7ka-3x9p"], ["1x Pad Thai", "149,00 kr"], ["Totalt", "149,00 kr"]])));
    expect([ro.order.number, sv.order.number]).toEqual(["1002349876", "s7ka-3x9p"]);
  });

  it("never names a Turkish item by its seller line ('Satıcı: …') and reads 'Sipariş Tutarı' as the total", async () => {
    const r = await parseReceiptEmail(eml("Pazar <bilgi@pazar.example>", "Siparişiniz kargoya verildi", [
      "Sipariş Numarası: 4102938475", "Philips Airfryer XXL Fritöz", "Satıcı: Elektro Dünyası", "Adet: 1", "Fiyat: 7.499,00 TL", "Sipariş Tutarı: 7.499,00 TL",
    ]));
    expect([r.products.map((p) => p.description), r.totals.total]).toEqual([["Philips Airfryer XXL Fritöz"], 7499]);
  });

  it("names the restaurant of a Greek delivery app that mails from e-food.gr, without the question mark a review request ends with", async () => {
    const r = await parseReceiptEmail(htmlEml("efood <noreply@e-food.gr>", "Η παραγγελία σου παραδόθηκε", table([
      ["Πώς ήταν η παραγγελία σου από Σουβλάκι ο Θανάσης;"], ["Αριθμός παραγγελίας", "1097733420"], ["Πίτα γύρο", "3", "12,60 €"], ["Σύνολο", "12,60 €"],
    ])));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Σουβλάκι ο Θανάσης", "efood"]);
  });
});

describe("marketplaces, rides and tickets of a fourth round (session 17)", () => {
  const table = (r: string[][]) => `<table>${r.map((c) => `<tr>${c.map((x) => `<td>${x}</td>`).join("")}</tr>`).join("")}</table>`;

  it.each([
    ["Cdiscount <commande@cdiscount.com>", "Confirmation de votre commande", ["Vendu et expédié par : PhoneStore FR"], "PhoneStore FR"],
    ["ManoMano <ordini@manomano.it>", "Conferma del tuo ordine", ["Venduto da Ferramenta Rossi"], "Ferramenta Rossi"],
    ["bol <klantenservice@bol.com>", "Bedankt voor je bestelling bij bol", ["Verkoop door: Fietsonderdelen Online"], "Fietsonderdelen Online"],
    ["出前館 <info@demae-can.com>", "ご注文ありがとうございます", ["店舗名", "中華料理 福龍 新宿店"], "中華料理 福龍 新宿店"],
  ])("names the seller a marketplace sold for (%s)", async (from, subject, row, seller) => {
    const r = await parseReceiptEmail(htmlEml(from, subject, table([row, ["Artikel", "1", "19,90 €"], ["Total", "19,90 €"]])));
    expect(r.merchant.name).toBe(seller);
  });

  it("reads ride and booking surcharges as fees (Suplemento aeropuerto, Cargo por emisión, Taxa administrativa, Poplatek za rezervaci, Hizmet Bedeli)", async () => {
    const fees = async (rows: string[][]) => (await parseReceiptEmail(htmlEml("Ride <r@ride.example>", "Recibo", table(rows)))).totals.fees.map((f) => f.amount);
    expect(await fees([["Tarifa", "15,40 €"], ["Suplemento aeropuerto", "5,50 €"], ["Total", "20,90 €"]])).toEqual([5.5]);
    expect(await fees([["Tarifa", "120,46 €"], ["Cargo por emisión", "9,00 €"], ["Total", "129,46 €"]])).toEqual([9]);
    expect(await fees([["Diárias", "R$ 759,20"], ["Taxa administrativa (12%)", "R$ 91,10"], ["Total", "R$ 850,30"]])).toEqual([91.1]);
    expect(await fees([["Jízdné", "154 Kč"], ["Poplatek za rezervaci", "15 Kč"], ["Celkem", "169 Kč"]])).toEqual([15]);
    expect(await fees([["Bilet", "2.399,96 TL"], ["Hizmet Bedeli", "120,00 TL"], ["Toplam", "2.519,96 TL"]])).toEqual([120]);
  });

  it("reads ticket and purchase numbers of Czech, Polish and Portuguese tickets, and no compound '-Nr.' as one", async () => {
    const number = async (rows: string[][]) => (await parseReceiptEmail(htmlEml("Tickets <t@tickets.example>", "Ticket", table([...rows, ["Total", "24,50 €"]])))).order.number;
    expect(await number([["Číslo jízdenky", "5391028475"]])).toBe("5391028475");
    expect(await number([["BILET NR: eIC58392017"]])).toBe("eIC58392017");
    expect(await number([["Número da reserva", "40729183"]])).toBe("40729183");
    expect(await number([["Taxiunternehmen: Hansa Taxi GmbH, Konzessions-Nr. 4471"]])).toBeNull();
  });

  it("reads a tax's other names: Vergiler, 宿泊税, Kurbeitrag, PTU", async () => {
    const tax = async (row: string[]) => (await parseReceiptEmail(htmlEml("Shop <s@shop.example>", "Receipt", table([["Item", "100,00 €"], row, ["Total", "110,00 €"]])))).totals.tax;
    expect(await tax(["Vergiler ve Harçlar", "10,00 €"])).toBe(10);
    expect(await tax(["宿泊税", "10,00 €"])).toBe(10);
    expect(await tax(["Kurbeitrag", "10,00 €"])).toBe(10);
    expect(await tax(["w tym PTU 8%", "10,00 €"])).toBe(10);
  });

  it("names a dish by its counted line, not the options under it ('1× Pizza Diavola' over 'Extra Mozzarella, scharf | 14,40 €')", async () => {
    const r = await parseReceiptEmail(htmlEml("Lieferdienst <info@liefer.example>", "Deine Bestellung", table([
      ["1× Pizza Diavola (32 cm)<br><small>Extra Mozzarella, scharf</small>", "14,40 €"], ["3× Taco al pastor<br><small>Con todo</small>", "66,00 €"], ["Gesamt", "80,40 €"],
    ])));
    expect(rows(r)).toEqual([["Pizza Diavola (32 cm)", 1, 14.4, 14.4], ["Taco al pastor", 3, 22, 66]]);
  });

  it("never takes an item's count-and-price line for the shipping method labelled above it ('Dostawa: Allegro One Box' / '1 szt. | 89,99 zł')", async () => {
    const r = await parseReceiptEmail(htmlEml("Allegro <powiadomienia@allegro.pl>", "Dziękujemy za zakupy", table([
      ["Karta pamięci SanDisk Extreme 128 GB"], ["Dostawa: Allegro One Box, One Kurier"], ["1 szt.", "89,99 zł"], ["Dostawa", "0,00 zł"], ["Do zapłaty", "89,99 zł"],
    ])));
    expect([rows(r).map(([d]) => d), r.totals.shipping]).toEqual([["Karta pamięci SanDisk Extreme 128 GB"], 0]);
  });
});

describe("types and sellers in a fourth round of phrases (session 17)", () => {
  it("types a French 'paiement a été effectué' as a payment and a Polish invoice reminder as no purchase", async () => {
    const fr = await parseReceiptEmail(eml("Musique <no-reply@musique.example>", "Votre abonnement", ["Bonjour, votre premier paiement a été effectué.", "Montant débité : 11,99 €"]));
    const pl = await parseReceiptEmail(eml("Operator <faktury@operator.example>", "Przypomnienie o terminie płatności faktury", ["Faktura F/20261101/8812734", "Kwota do zapłaty: 89,99 zł", "Termin płatności: 30.11.2026"]));
    expect([fr.is_receipt, fr.email_type, pl.is_receipt]).toEqual([true, "payment_receipt", false]);
  });

  it("names the shop a Czech pickup point's notice holds a parcel for ('od e-shopu Notino.cz … připravena k vyzvednutí')", async () => {
    const r = await parseReceiptEmail(eml("Zásilkovna <info@zasilkovna.cz>", "Zásilka je připravena k vyzvednutí", ["Vaše zásilka Z 123 4567 890 od e-shopu Notino.cz je připravena k vyzvednutí."]));
    expect([r.is_receipt, r.merchant.name]).toEqual([true, "Notino.cz"]);
  });

  it("names the hotel a booking site confirms in French ('Votre réservation est confirmée à Hôtel des Arts')", async () => {
    const r = await parseReceiptEmail(eml("Booking.com <noreply@booking.com>", "Votre réservation est confirmée à Hôtel des Arts Montmartre", ["Numéro de confirmation : 4821.337.902", "Montant total : 371,28 €"]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Hôtel des Arts Montmartre", "Booking.com"]);
  });
});

describe("a platform that names no seller (session 17)", () => {
  it("keeps the platform as its subject names it ('Delivery from Bolt Food') when no seller is printed anywhere", async () => {
    const r = await parseReceiptEmail(eml("Bolt Food <poland-food@bolt.eu>", "Delivery from Bolt Food", ["Your order", "Chicken salad  32,00 zł", "Total  32,00 zł"]));
    expect(r.merchant.name).toBe("Bolt Food");
  });
});

describe("order-number labels of a fifth round (session 17)", () => {
  it.each([
    ["订单号码 E123456789", "E123456789"], ["Mã đặt xe: A-7KQ2MXP4GW3T", "A-7KQ2MXP4GW3T"], ["승차권 번호: 82130-1120-10234-01", "82130-1120-10234-01"], ["Quittung #1734-2291", "1734-2291"],
  ])("reads %s", async (line, number) => {
    const r = await parseReceiptEmail(eml("Shop <s@shop.example>", "Receipt", [line, "Total: 12,00 €"]));
    expect(r.order.number).toBe(number);
  });
});

describe("a brand of digits (session 17)", () => {
  it("names a sender whose display name is digits its address spells ('99' <recibo@99app.com>)", async () => {
    const r = await parseReceiptEmail(eml("99 <recibo@99app.com>", "Recibo da sua corrida", ["Tarifa  R$ 21,35", "Total  R$ 21,35"]));
    expect(r.merchant.name).toBe("99");
  });
});

describe("a display name with a tagline (session 19)", () => {
  it.each([
    ["Larkspur Candles | Official Store <hello@larkspurcandles.com>", "Larkspur Candles"],
    ["Tidewater Tea ✿ Small-batch blends <orders@tidewatertea.com>", "Tidewater Tea"],
    ["Oak & Iron – Handmade furniture <shop@oakandiron.com>", "Oak & Iron"],
  ])("takes the part the domain spells: %s", async (from, name) => {
    const r = await parseReceiptEmail(eml(from, "Your order #4471 is confirmed", ["Order #4471", "Total: $48.00"]));
    expect(r.merchant.name).toBe(name);
  });

  it("keeps a name whose parts the domain does not spell whole ('Atelier | Paris' <contact@maison-lune.fr>)", async () => {
    const r = await parseReceiptEmail(eml("Atelier | Paris <contact@maison-lune.fr>", "Votre commande n° 4471", ["Commande n° 4471", "Total : 48,00 €"]));
    expect(r.merchant.name).toBe("Atelier | Paris");
  });
});

describe("a display name that qualifies its brand with a market, a channel or a legal form (session 26)", () => {
  it.each([
    // the brand the domain spells
    ["Lidl Srbija <info@lidl.rs>", "Lidl"], ["Katjes | Online-Shop <shop@katjes.de>", "Katjes"], ["Larkspur Online Store <hello@larkspur.com>", "Larkspur"],
    ["Brisa Tienda Online <hola@brisa.es>", "Brisa"], ["Norrland Webbutik <order@norrland.se>", "Norrland"], ["T-Mobile USA <billing@t-mobile.com>", "T-Mobile"],
    ["Kettle Co Europe <orders@kettleco.eu>", "Kettle Co"], ["Cyberport GmbH <service@cyberport.de>", "Cyberport"],
    // kept whole: the domain spells the last word too, or is not the name's
    ["Air Canada <info@aircanada.com>", "Air Canada"], ["Acme Shop <orders@acmeshop.com>", "Acme Shop"],
    ["Google Store <googlestore-noreply@google.com>", "Google Store"], ["DB Fernverkehr AG <buchung@bahn.de>", "DB Fernverkehr AG"],
  ])("names %s as %s", async (from, name) => {
    const r = await parseReceiptEmail(eml(from, "Your order #4471 is confirmed", ["Order #4471", "Total: $48.00"]));
    expect(r.merchant.name).toBe(name);
  });
});

describe("a payment platform that writes from its parent brand's domain (session 19)", () => {
  it("takes the shop Amazon Pay paid as the merchant, with Amazon Pay as the intermediary", async () => {
    const r = await parseReceiptEmail(eml("Amazon Pay <no-reply@amazon.co.uk>", "Your payment to Fjord & Pine Ltd", [
      "Hello Pat Sample,", "You used Amazon Pay to pay Fjord & Pine Ltd.", "Merchant: Fjord & Pine Ltd", "Merchant order ID: FP-20417",
      "Amount: £48.00", "Payment method: Visa ending in 7007",
    ]));
    expect([r.merchant.name, r.merchant.intermediary, r.order.number]).toEqual(["Fjord & Pine Ltd", "Amazon Pay", "FP-20417"]);
  });
});

describe("a marketplace seller's handle or badge in brackets (session 19)", () => {
  it("takes 'Sprzedający: NORD-ELEKTRO (nord-elektro_pl)' as the seller NORD-ELEKTRO", async () => {
    const r = await parseReceiptEmail(eml("Allegro <powiadomienia@allegro.pl>", "Dziękujemy za zakup", [
      "Dziękujemy za zakup, Tomasz!", "Sprzedający: NORD-ELEKTRO (nord-elektro_pl)", "Kabel USB-C 1 m", "2 szt. × 9,99 zł | 19,98 zł", "Zapłacono | 19,98 zł",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["NORD-ELEKTRO", "Allegro"]);
  });
});

describe("a wallet's receipt for a payment to a business (session 19)", () => {
  it("takes the business paid as the merchant, with the wallet its display name names as the intermediary", async () => {
    const r = await parseReceiptEmail(eml("PayMe by HSBC <no-reply-payme@notification.hsbc.com.hk>", "You've paid the business HARBOUR NOODLE BAR", [
      "Transaction", "You paid the business HARBOUR NOODLE BAR via PayMe", "- HKD 86.00", "Transaction ID", "U1950034420260630110159628132",
      "Payment status SUCCESS",
    ]));
    expect([r.is_receipt, r.merchant.name, r.merchant.intermediary]).toEqual([true, "HARBOUR NOODLE BAR", "PayMe by HSBC"]);
  });
});

describe("the shop a pay-later platform's subject names (session 19)", () => {
  it.each([
    ["Klarna <noreply@klarna.com>", "Your purchase at Brightline Running is confirmed", "Brightline Running"],
    ["Klarna <noreply@klarna.de>", "Dein Einkauf bei Modehaus Lenz – zahlbar bis 14.05.2024", "Modehaus Lenz"],
  ])("%s: %s", async (from, subject, shop) => {
    const r = await parseReceiptEmail(eml(from, subject, ["Order number: C0191", "Total: 129,99 €"]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual([shop, "Klarna"]);
  });
});

describe("a cancelled article or order in French and Spanish (session 21)", () => {
  it.each([
    ["Annulation d'un article de votre commande n° 1605231147BK", ["Bonjour Julien,", "L'article ci-dessous de votre commande n° 1605231147BK n'est plus disponible. Il a été annulé.", "Câble HDMI | 1 | 19,99 €"]],
    ["Tu pedido 1605231147BK ha sido anulado", ["Hola Julia,", "Tu pedido n.º 1605231147BK ha sido anulado.", "Cable HDMI | 1 | 19,99 €"]],
  ])("%s", async (subject, body) => {
    const r = await parseReceiptEmail(eml("Boutique <service@boutique.example>", subject, body));
    expect([r.email_type, r.order.number]).toEqual(["cancellation", "1605231147BK"]);
  });
});

describe("a delivery app's French order with the restaurant on its own line (session 21)", () => {
  it("never reads 'Le restaurant a accepté votre commande' as naming the restaurant 'a accepté …'", async () => {
    const r = await parseReceiptEmail(eml("Deliveroo <noreply@t.deliveroo.fr>", "Votre commande est confirmée", [
      "Commande confirmée", "Bonne nouvelle Chloé ! Le restaurant a accepté votre commande et la prépare.", "Pizzeria Popolare", "111 rue Réaumur, 75002 Paris",
      "1x Margherita | 12,50 €", "Total | 12,50 €"]));
    expect(r.merchant.name).not.toMatch(/accepté/);
  });
});

describe("a Polish fiscal receipt's VAT block (session 21)", () => {
  it("reads 'SUMA PTU' as the tax and never 'SPRZEDAŻ OPODATKOWANA A' as an item", async () => {
    const r = await parseReceiptEmail(eml("Sklep <e-paragon@sklep.example>", "Twój e-paragon", [
      "PARAGON FISKALNY", "Mleko UHT 3,2% 1L | 2 x3,49 | 6,98 C", "Coca-Cola 1,5L | 2 x7,49 | 14,98 A", "SPRZEDAŻ OPODATKOWANA A | 14,98", "PTU A 23,00 % | 2,80",
      "SPRZEDAŻ OPODATKOWANA C | 6,98", "PTU C 5,00 % | 0,33", "SUMA PTU | 3,13", "SUMA PLN | 21,96"]));
    expect([r.totals.tax, r.totals.total, r.products.map((p) => p.description)]).toEqual([3.13, 21.96, ["Mleko UHT 3,2% 1L", "Coca-Cola 1,5L"]]);
  });
});

describe("a Japanese till's tax added on top (session 21)", () => {
  it("reads '外税8%' and '外税10%' as the tax, summed, never '(外税8%対象額 …)', the amount it is taken on", async () => {
    const r = await parseReceiptEmail(eml("イオン <receipt@shop.example.jp>", "電子レシートのお知らせ", [
      "牛乳 | ¥218", "タオル | ¥348", "小計 | ¥566", "(外税8%対象額 | ¥218)", "(外税10%対象額 | ¥348)", "外税8% | ¥17", "外税10% | ¥34", "合計 | ¥617"]));
    expect([r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual([566, 51, 617]);
  });
});

describe("grand totals and included VAT in Dutch and Russian (session 21)", () => {
  it("reads 'Eindtotaal (incl. BTW)' as the total and 'BTW 21%' as the tax", async () => {
    const r = await parseReceiptEmail(eml("Sales <sales@fietsonderdelen.example>", "Uw bestelling #100004512", [
      "Schwalbe Marathon Plus | 2 | € 69,90", "Subtotaal | € 69,90", "Eindtotaal (incl. BTW) | € 69,90", "BTW 21% | € 12,13"]));
    expect([r.totals.total, r.totals.tax]).toEqual([69.9, 12.13]);
  });

  it("reads 'В ТОМ ЧИСЛЕ НДС 20%' as the tax the total includes", async () => {
    const r = await parseReceiptEmail(eml("ZARA <noreply@zara.example>", "Ваш заказ 58120034", [
      "Брюки | 5 299,00 RUB", "ИТОГО | 5 299,00 RUB", "В ТОМ ЧИСЛЕ НДС 20% | 883,17 RUB"]));
    expect([r.totals.total, r.totals.tax]).toEqual([5299, 883.17]);
  });
});

describe("a digital purchase priced once, its included tax on a line of its own (session 22)", () => {
  it.each([
    [["以下の内容でご購入が完了しました。", "取引ID: 7204-1163-8825", "購入ソフト:ゲーム追加コンテンツ", "価格: 2,200円(税込)", "うち消費税:200円", "お支払い方法:クレジットカード"], 2200],
    [["Thank you for your purchase.", "Transaction ID: 7204-1163-8825", "Item: Expansion Pass", "Price: £19.99", "incl. VAT £3.33", "Payment method: Visa ****8820"], 19.99],
  ])("reads the price as the total (%#)", async (body, total) => {
    const r = await parseReceiptEmail(eml("Game Store <no-reply@gamestore.example>", "Your purchase", body));
    expect(r.totals.total).toBe(total);
  });
});

describe("labels of a thin-receipts probe round (session 22)", () => {
  it("reads a fapiao's '价税合计(小写)' as the total", async () => {
    const r = await parseReceiptEmail(eml("诺诺发票 <invoice@fapiao.example>", "您收到一张电子发票", ["您收到一张电子发票,详细信息如下:", "发票号码:28715634", "开票日期:2021年09月18日",
      "项目名称 | 数量 | 单价 | 金额", "*餐饮服务*餐费 | 1 | 81.13 | 81.13", "价税合计(小写):¥86.00"]));
    expect(r.totals.total).toBe(86);
  });

  it("reads a pass's '金額:54,960円' as the total", async () => {
    const r = await parseReceiptEmail(eml("Suica <info@pass.example>", "定期券購入のお知らせ", ["以下の内容で定期券を購入しました。", "購入日時:2024年3月28日 07:52", "受付番号:MS240328-0752-88163", "金額:54,960円", "決済方法:クレジットカード 末尾8816"]));
    expect(r.totals.total).toBe(54960);
  });

  it("reads Italian 'Commissione' as a fee, never an item", async () => {
    const r = await parseReceiptEmail(eml("pagoPA <noreply@pagamenti.example>", "Ricevuta di pagamento", ["Hai pagato 157,00 €", "Oggetto del pagamento | TARI 2021 - Rata 1",
      "Importo | 156,00 €", "Commissione | 1,00 €", "Totale | 157,00 €", "ID transazione | 87612340"]));
    expect([r.totals.total, r.totals.fees.map((f) => f.amount), r.products.some((p) => /commission/i.test(p.description ?? ""))]).toEqual([157, [1], false]);
  });

  it("reads Polish 'Identyfikator zakupu' as the order number", async () => {
    const r = await parseReceiptEmail(eml("Platforma <powiadomienia@platforma.example>", "Dziękujemy za zakup", ["Dziękujemy za zakup, Tomasz!", "Identyfikator zakupu: 8f3c2a10-674b-11ed-9a2f-3d5e2b81c0a4", "Odkurzacz | 1 099,00 zł", "Razem do zapłaty: 1 099,00 zł"]));
    expect(r.order.number).toBe("8f3c2a10-674b-11ed-9a2f-3d5e2b81c0a4");
  });
});

describe("a department word of a brand's display name (session 22)", () => {
  it.each([["Zulily Affiliate <affiliate@zulily.example>", "Zulily"], ["idealo Preiswecker <preiswecker@idealo.example>", "idealo"]])("%s is %s", async (from, name) => {
    const r = await parseReceiptEmail(eml(from, "Neuer Tiefstpreis", ["Der Preis ist gefallen: 49,99 €"]));
    expect(r.merchant.name).toBe(name);
  });
});

describe("a delivery app's cancelled order refunded in full (session 22)", () => {
  it("reads 'Erstattung gesamt' as the total and the dishes as the items, never the refund line", async () => {
    const r = await parseReceiptEmail(eml("Lieferdienst <info@lieferdienst.example>", "Deine Bestellung bei Pizzeria Da Mimmo wurde storniert", [
      "Deine Bestellung wurde storniert", "Bestellnummer: 8KLPQZ", "1x Pizza Diavola | 11,50 €", "1x Tiramisù | 5,50 €", "Zwischensumme | 17,00 €", "Lieferkosten | 0,99 €", "Erstattung gesamt | 17,99 €"]));
    expect([r.totals.total, r.products.map((p) => p.description)]).toEqual([17.99, ["Pizza Diavola", "Tiramisù"]]);
  });
});

describe("refund totals in more languages (session 22)", () => {
  it.each(["Rimborso totale", "Totale rimborsato", "Zwrot łącznie", "Remboursement total", "Total remboursé", "Total reembolsado", "Reembolso total"])("'%s' is a grand total", (label) => {
    expect(matchTotalLabel(labelKey(label))).toMatchObject({ key: "total", rank: 3 });
  });
});

describe("an order's number before the words that label it (session 22)", () => {
  it("reads Turkish '912345678 numaralı siparişindeki ürün kargoya teslim edildi'", async () => {
    const r = await parseReceiptEmail(eml("Pazaryeri <bilgi@pazaryeri.example>", "Siparişin kargoya verildi!", ["Siparişin kargoya verildi!",
      "Merhaba Emre, 912345678 numaralı siparişindeki ürün kargoya teslim edildi.", "Kot Pantolon", "Adet: 1", "899,99 TL", "Kargo Takip No: 7330018846215"]));
    expect(r.order.number).toBe("912345678");
  });
});

describe("a wallet's receipt for a Pix payment (session 23)", () => {
  it("reads 'Você pagou' over 'R$ 1.234,56' as the total, the business after 'via Pix para' as the merchant and '03/02/2024' day first", async () => {
    const r = await parseReceiptEmail(eml("PicPay <nao-responda@picpay.com>", "Comprovante de Pix", ["PicPay — Comprovante de pagamento", "Você pagou", "R$ 1.234,56",
      "via Pix para Padaria Central Ltda", "Data e hora | 03/02/2024 às 10:21:33", "ID da transação | E2289643120240905"]));
    expect([r.is_receipt, r.email_type, r.merchant.name, r.merchant.intermediary, r.currency, r.totals.total, r.order.purchase_date])
      .toEqual([true, "payment_receipt", "Padaria Central Ltda", "PicPay", "BRL", 1234.56, "2024-02-03"]);
  });
});

describe("a ride's receipt in more languages (session 24)", () => {
  it.each([["Votre course avec Bolt", "Total 12,40 €"], ["La tua corsa con FREENOW", "Totale 12,40 €"], ["Je rit met Uber", "Totaal € 12,40"]])(
    "%s is a payment receipt", async (subject, total) => {
      const r = await parseReceiptEmail(eml("Rides <receipts@rides.example.com>", subject, ["Merci, grazie, bedankt!", total]));
      expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", 12.4]);
    });
});

describe("a total block's labels alone in their cells, in the shops' own words (session 25)", () => {
  const table = (cells: string[][]) => `<table>${cells.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`;
  it.each([
    ["Ihre Bestellung 1042", ["Warenkorb", "Lieferung", "MwSt.", "Bezahlt"]],
    ["Votre commande 1042", ["Vos articles", "Port", "TVA", "Net à payer"]],
    ["Tu pedido 1042", ["Artículos", "Envío", "IVA", "Total"]],
    ["Il tuo ordine 1042", ["Articoli", "Spedizione", "IVA", "Da pagare"]],
    ["Je bestelling 1042", ["Producten", "Verzendkosten", "BTW", "Betaald"]],
  ])("%s: %j", async (subject, [sub, ship, tax, total]) => {
    const r = await parseReceiptEmail(htmlEml("Shop <orders@shop.example>", subject, table([
      ["Wanderschuh Trail Runner 4", "50,00 €"], ["Merino Socken 3er Pack", "30,00 €"],
      [sub, "80,00 €"], [ship, "5,00 €"], [tax, "6,40 €"], [total, "91,40 €"],
    ])));
    expect(r.totals).toMatchObject({ subtotal: 80, shipping: 5, tax: 6.4, total: 91.4 });
  });
});

describe("an item row that sums itself after a sign of equality (session 25)", () => {
  it("reads '価格 6,980円 x 個数 1 = 合計 6,980円' under a name as that item's row, never as the order's total", async () => {
    const r = await parseReceiptEmail(eml("ショップ <shop@shop.example>", "【楽天市場】商品発送のお知らせ", [
      "ご注文の商品を本日発送いたしました。", "[受注番号] 278411-20190118-0081172631", "[商品]",
      "ズワイガニ ボイル 姿 1.2kg 冷凍 北海道産", "価格 6,980円 x 個数 1 = 合計 6,980円", "いくら醤油漬け 500g(250g×2)", "価格 5,400円 x 個数 1 = 合計 5,400円",
      "小計 12,380円", "送料 0円", "クール便手数料 330円", "ポイント利用 -1,000円", "合計金額 11,710円",
    ]));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["ズワイガニ ボイル 姿 1.2kg 冷凍 北海道産", 6980], ["いくら醤油漬け 500g(250g×2)", 5400]]);
    expect(r.totals.total).toBe(11710);
  });
});

describe("a label read where a number was expected (session 25)", () => {
  it("takes no field's label for the order number ('MM8K2QXT4P | DOKUMENTNR.' under 'BESTELLNR.'), and keeps a booking code ending in NR", async () => {
    const apple = await parseReceiptEmail(eml("Apple <no_reply@email.apple.com>", "Deine Rechnung von Apple", [
      "Rechnung", "APPLE-ACCOUNT", "jonas@icloud.com | RECHNUNGSDATUM", "12. Nov. 2024 | BESTELLNR.", "MM8K2QXT4P | DOKUMENTNR.", "190338472611", "Gesamt 9,99 €",
    ]));
    expect(apple.order.number).toBe("MM8K2QXT4P");
    const pnr = await parseReceiptEmail(eml("Airline <booking@airline.example>", "Your booking confirmation", ["Booking reference: GFQWNR", "Total: €240.00"]));
    expect(pnr.order.number).toBe("GFQWNR");
  });
});

describe("a payment's own number as the order's (session 25)", () => {
  it.each([
    ["Conferma di pagamento", ["Pagamento ricevuto.", "Importo | € 412,00", "Codice transazione | LM-PAG-2017-0418-55219"], "LM-PAG-2017-0418-55219"],
    ["Comprovante de doação", ["Obrigado pela sua doação de R$ 50,00.", "Número do comprovante: MSF-BR-23070511934"], "MSF-BR-23070511934"],
  ])("%s", async (subject, body, number) => {
    expect((await parseReceiptEmail(eml("Service <noreply@service.example>", subject, body))).order.number).toBe(number);
  });
});

describe("Arabic-Indic digits, Hebrew and Hindi (session 26)", () => {
  it("reads amounts, dates and an included VAT written in Arabic-Indic digits ('١٨٩٫٠٠ ر.س')", async () => {
    const r = await parseReceiptEmail(eml("Souq Alwaha <orders@alwaha.example.sa>", "تم تأكيد طلبك رقم 4471", [
      "شكراً لطلبك", "رقم الطلب: 4471", "تاريخ الطلب: ٥ سبتمبر ٢٠٢٣", "مكواة بخار | الكمية: 1 | ١٨٩٫٠٠ ر.س", "المجموع الفرعي: | ١٨٩٫٠٠ ر.س",
      "إجمالي الطلب: | ١٨٩٫٠٠ ر.س", "يشمل ضريبة القيمة المضافة (١٥٪): | ٢٤٫٦٥ ر.س"]));
    expect([r.currency, r.order.purchase_date, r.totals.subtotal, r.totals.total, r.totals.tax]).toEqual(["SAR", "2023-09-05", 189, 189, 24.65]);
    expect(rows(r)).toEqual([["مكواة بخار", 1, 189, 189]]);
  });

  it("reads a Hebrew shop's order: its number, date, totals and the VAT its prices include", async () => {
    const r = await parseReceiptEmail(eml("פרחי הגליל <orders@galil.example.co.il>", "אישור הזמנה מס' 10482", [
      "תודה על הזמנתך!", "מספר הזמנה: 10482", "תאריך הזמנה: 21/02/2024", "זר פרחי בר עונתי | 1 | ₪189.00", "סכום ביניים: ₪189.00", "משלוח: ₪35.00",
      "סה\"כ לתשלום: ₪224.00", "המחירים כוללים מע\"מ (17%): ₪32.55"]));
    expect([r.is_receipt, r.email_type, r.order.number, r.order.purchase_date, r.currency]).toEqual([true, "order_confirmation", "10482", "2024-02-21", "ILS"]);
    expect([r.totals.subtotal, r.totals.shipping, r.totals.total, r.totals.tax]).toEqual([189, 35, 224, 32.55]);
  });

  it("reads a Hindi shipping notice: its order id, order date and amount", async () => {
    const r = await parseReceiptEmail(eml("Bazaar <no-reply@bazaar.example.in>", "आपका ऑर्डर शिप हो गया है", [
      "नमस्ते सुनीता,", "आपका ऑर्डर शिप कर दिया गया है।", "ऑर्डर आईडी: OD430118276651209001", "ऑर्डर की तारीख: 10 मार्च 2024", "कुल राशि: ₹3,299"]));
    expect([r.is_receipt, r.email_type, r.order.number, r.order.purchase_date, r.totals.total]).toEqual([true, "shipping_confirmation", "OD430118276651209001", "2024-03-10", 3299]);
  });

  it.each([
    ["【楽天ブックス】注文内容のご確認", "order_confirmation"], ["momo購物網 訂單成立通知", "order_confirmation"], ["ご注文のキャンセル：注文番号 250-9917342-0083561", "cancellation"],
    ["配達済み: 「インクカートリッジ」", "delivery_confirmation"],
  ])("types '%s'", async (subject, type) => {
    const r = await parseReceiptEmail(eml("Shop <order@shop.example.jp>", subject, ["注文番号：1234567890", "合計 2,480円"]));
    expect(r.email_type).toBe(type);
  });
});

describe("a delivery app's restaurant and a pickup order's short number (session 26)", () => {
  it.each([
    ["Uber Eats <noreply@uber.com>", "Your Wednesday evening order with Uber Eats", "Thanks for adding a $4.00 tip. Here's your updated receipt for Nando's PERi-PERi (Dupont Circle).", "Nando's PERi-PERi (Dupont Circle)"],
    ["Uber Eats <noreply@uber.com>", "Tu pedido del sábado por la noche con Uber Eats", "Gracias por tu pedido, Diego. Aquí tienes tu recibo de Taquería Orinoco (Roma).", "Taquería Orinoco (Roma)"],
    ["Uber Eats <noreply@uber.com>", "Your Uber Eats order was canceled", "Hi Hannah, Five Guys (14th St NW) couldn't accept your order because they're closing early today.", "Five Guys (14th St NW)"],
    ["Yemeksepeti <bilgi@yemeksepeti.com>", "Siparişin alındı: Köfteci Yusuf - Kadıköy", "Siparişin onaylandı!", "Köfteci Yusuf - Kadıköy"],
  ])("names the restaurant (%#)", async (from, subject, line, name) => {
    const r = await parseReceiptEmail(eml(from, subject, [line, "1 | Little Cheeseburger | $10.49", "Total | $10.49"]));
    expect(r.merchant.name).toBe(name);
  });

  it.each([["Order Number: 34"], ["注文番号:412"]])("reads a short order number alone after its label and a colon ('%s')", async (line) => {
    const r = await parseReceiptEmail(eml("Pizza Palace <order@pizza.example>", "Order Confirmation", ["Thank you for ordering!", line, "1 Large Pizza | $15.99", "Total | $15.99"]));
    expect(r.order.number).toBe(line.replace(/^\D+/, ""));
  });
});

describe("notices whose body alone says what happened (session 26)", () => {
  it.each([
    ["Update on your order", ["ORDER #PC4412", "Refund notification", "A refund of £12.99 has been issued to your original payment method."], "refund"],
    ["Lieferstatus", ["Der neue Status lautet: Versandt", "Ihre Sendung wurde soeben an DHL übergeben.", "Bestellnummer: 10482"], "shipping_confirmation"],
    ["Information om din order 4471902", ["Din leverans är försenad", "Paketet har lämnat vårt lager och beräknas nu levereras fredag 19 december.", "Ordernummer: 4471902"], "shipping_confirmation"],
    ["Uppdatering om din beställning", ["Ditt paket kan hämtas", "Din beställning 9038821 har kommit fram till ditt utlämningsställe och kan hämtas nu."], "delivery_confirmation"],
    ["Entregamos tu paquete", ["¡Ya tenés tu compra!", "Hola Federico, entregamos tu paquete el miércoles 9 de abril.", "Pedido 2000005512"], "delivery_confirmation"],
  ])("types '%s' by its body", async (subject, body, type) => {
    expect((await parseReceiptEmail(eml("Shop <orders@shop.example>", subject, body))).email_type).toBe(type);
  });
});

describe("a refund's amount in Korean and Russian (session 26)", () => {
  it("reads '환불 예정 금액' (the refund to come) as the refund's total", async () => {
    const r = await parseReceiptEmail(eml("쿠팡 <noreply@coupang.example>", "[쿠팡] 반품 환불이 완료되었습니다", ["주문번호: 20000187342519", "상품금액 | 24,000원", "쿠폰 할인 차감 | -1,558원", "환불 예정 금액 | 22,442원"]));
    expect(r.totals.total).toBe(22442);
  });

  it("reads the sum a cancellation says will come back ('Деньги в размере 3 680 ₽ вернутся на карту')", async () => {
    const r = await parseReceiptEmail(eml("OZON <info@sender.ozon.example>", "Заказ №46372819-0022 отменён", ["Заказ №46372819-0022 от 12.03.2024 отменён по вашей просьбе.",
      "Деньги в размере 3 680 ₽ вернутся на карту •• 5531 в течение 3 рабочих дней."]));
    expect(r.totals.total).toBe(3680);
  });
});
