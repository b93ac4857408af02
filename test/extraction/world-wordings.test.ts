import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Wordings of totals lines, order numbers, carrier notices and look-alikes in many languages (French, Spanish,
// Portuguese and Italian first; grocery savings in English and Dutch). Made-up messages.
const mail = (from: string, subject: string, lines: string[], html = false) => [
  `From: ${from}`, `Subject: ${subject}`, "Date: Tue, 03 Nov 2026 10:00:00 +0000",
  `Content-Type: text/${html ? "html" : "plain"}; charset=utf-8`, "MIME-Version: 1.0", "",
  html ? `<table>${lines.map((l) => `<tr>${l.split(" | ").map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>` : lines.join("\n"),
].join("\r\n");

const frenchOrder = (totals: string[]) => mail("Boutique <commande@boutique.example.fr>", "Confirmation de votre commande n° 48213",
  ["Merci pour votre commande n° 48213.", "Cocotte en fonte 24 cm | 1 | 139,00 €", "Set de 4 mugs | 1 | 29,90 €", "Sous-total | 168,90 €", ...totals], true);

describe("French totals lines", () => {
  it.each([
    ["Code promo BIENVENUE | -10,00 €", 10], ["Bon de réduction : | -10,00 €", 10], ["Rakuten Points utilisés | -10,00 €", 10],
    ["Économies Prime Day | -10,00 €", 10], ["Cagnotte fidélité utilisée | -10,00 €", 10], ["Avantage adhérent -5 % sur les livres | -10,00 €", 10],
  ])("reads '%s' as the discount", async (line, discount) => {
    const r = await parseReceiptEmail(frenchOrder([line, "Montant total TTC | 158,90 €"]));
    expect(r.totals.discount).toBe(discount);
    expect(r.totals.total).toBe(158.9);
  });

  it("reads a store pickup's free line as no shipping charged ('Retrait en magasin | Gratuit')", async () => {
    const r = await parseReceiptEmail(frenchOrder(["Retrait en magasin | Gratuit", "Montant total TTC | 168,90 €"]));
    expect(r.totals.shipping).toBe(0);
  });

  it("takes no discount from a loyalty wallet's amount earned ('Cagnotte gagnée ce jour : 0,45 EUR')", async () => {
    const r = await parseReceiptEmail(frenchOrder(["Montant total TTC | 168,90 €", "Cagnotte gagnée ce jour : 0,45 EUR"]));
    expect(r.totals.discount).toBeNull();
  });
});

describe("the shop a carrier's notice names, in Spanish, Portuguese and Italian", () => {
  it.each([
    ["Correos <noreply@correos.es>", "Tu envío de ZALANDO SE llega mañana", "Tu envío de ZALANDO SE está en camino y te lo entregaremos mañana.", "ZALANDO SE"],
    ["SEUR <notificaciones@seur.net>", "Tu pedido llegará mañana", "Tu envío de DECATHLON ESPAÑA se entregará el viernes 07/03/2025.", "DECATHLON ESPAÑA"],
    ["CTT <noreply@ctt.pt>", "A sua encomenda está a caminho", "A sua encomenda da Worten está a caminho e chega amanhã.", "Worten"],
    ["BRT <noreply@brt.it>", "Avviso di consegna spedizione 068071234567890", "La informiamo che la spedizione affidataci da ePRICE OPERATIONS sara' consegnata in data 22/01/2021.", "ePRICE OPERATIONS"],
  ])("%s: %s", async (from, subject, sentence, shop) => {
    const r = await parseReceiptEmail(mail(from, subject, ["Hola,", sentence, "Código de envío: PQ5LXM0711234560128001Q"]));
    expect(r.merchant.name).toBe(shop);
    expect(r.is_receipt).toBe(true);
    expect(r.email_type).toBe("shipping_confirmation");
  });

  it("names no shop from a possessive ('Tu envío de tu pedido está en camino')", async () => {
    const r = await parseReceiptEmail(mail("Correos <noreply@correos.es>", "Tu envío está en camino", ["Tu envío de tu pedido está en camino.", "Código de envío: PQ5LXM0711234560128001Q"]));
    expect(r.merchant.name).toBe("Correos");
  });
});

describe("look-alikes in Spanish and Portuguese", () => {
  it.each([
    ["Tienda <ofertas@news.tienda.example.es>", "Raúl, ¿te olvidas de algo? 🛒", ["Raúl, ¡tu carrito te está esperando!", "Apple Pencil Pro | 1 | 149,00€", "Total carrito: 149,00€"]],
    ["Loja <pedidos@loja.example.com.br>", "Lembrete: seu boleto vence hoje", ["Ainda não identificamos o pagamento do boleto do seu pedido 1309918273.", "Valor: R$ 1.299,00 · Vencimento: 22/11/2024"]],
    ["Correios <naoresponda@correios.com.br>", "Sua encomenda LB482913667HK aguarda pagamento", ["O objeto LB482913667HK foi tributado e aguarda o pagamento para prosseguir com a entrega.", "Total a pagar: | R$ 174,58"]],
  ])("%s: %s is no receipt", async (from, subject, lines) => {
    const r = await parseReceiptEmail(mail(from, subject, lines));
    expect(r.is_receipt).toBe(false);
  });
});

describe("order numbers printed in groups, French purchase and booking numbers, a French payment reminder", () => {
  it.each([
    ["Confirmation de votre commande", "Nous vous remercions pour votre commande n° W7Q2 8841 0053 du vendredi 29 novembre 2024.", "W7Q2 8841 0053"],
    ["Ihre Bestellung ist unterwegs", "Ein Teil Ihrer Bestellung Nr. 3816 552 904 vom 08.10.2022 hat unser Lager verlassen.", "3816 552 904"],
    ["Confirmation de votre achat n° 4021785593", "Nous vous confirmons votre achat n° 4021785593 du 02/12/2022.", "4021785593"],
    ["OUIGO : confirmation de votre réservation QWTR7M", "Votre réservation est confirmée !", "QWTR7M"],
  ])("%s", async (subject, sentence, number) => {
    const r = await parseReceiptEmail(mail("Boutique <commande@boutique.example.fr>", subject, ["Bonjour,", sentence, "Total TTC : 25,00 €"]));
    expect(r.order.number).toBe(number);
  });

  it("reads no number from a count after an order's number ('commande 123456 12 articles')", async () => {
    const r = await parseReceiptEmail(mail("Boutique <commande@boutique.example.fr>", "Votre commande", ["Merci pour votre commande 123456 12 articles expédiés.", "Total TTC : 25,00 €"]));
    expect(r.order.number).toBe("123456");
  });

  it("takes a payment reminder for an unpaid invoice as no receipt ('Rappel : votre paiement est attendu')", async () => {
    const r = await parseReceiptEmail(mail("Zalando <paiement@service-mail.zalando.fr>", "Rappel : votre paiement est attendu",
      ["Sauf erreur de notre part, nous n'avons pas encore reçu le paiement de votre facture relative à la commande 10105082264413.", "Montant restant dû | 129,94 €"]));
    expect(r.is_receipt).toBe(false);
  });
});

describe("a French shop's name in a sentence that goes on", () => {
  it.each([
    ["bpost <noreply@bpost.be>", "Votre colis de Zalando arrive demain", "Votre colis de Zalando arrive demain, jeudi 16 mars 2023.", "Zalando"],
    ["Cdiscount <commande@cdiscount.com>", "Confirmation de votre commande n° 48213", "Vendu et expédié par Maison Lumière – dont éco-participation 1,50 € | 1 | 89,90 €", "Maison Lumière"],
  ])("%s: %s", async (from, subject, line, shop) => {
    const r = await parseReceiptEmail(mail(from, subject, ["Bonjour,", line, "Numéro de suivi : 25004712345678"], line.includes(" | ")));
    expect(r.merchant.name).toBe(shop);
  });
});

describe("a marketplace seller's line opening the price row, in Portuguese and Spanish", () => {
  it.each([["Vendido e entregue por Casa & Café Utilidades Ltda"], ["Vendido y enviado por Tienda Sol"], ["Verkoop door: Kookwinkel Hendriks · Levering door bol"]])("keeps the name above '%s | 1 | …'", async (seller) => {
    const r = await parseReceiptEmail(mail("Loja <pedidos@loja.example.com.br>", "Pedido 02-987654321 confirmado",
      ["Cafeteira Nespresso Essenza Mini D30 Preta", `${seller} | 1 | R$ 499,00`, "Subtotal | R$ 499,00", "Total | R$ 499,00"], true));
    expect(r.products.map((p) => p.description)).toEqual(["Cafeteira Nespresso Essenza Mini D30 Preta"]);
  });
});

describe("an estimated total with its tax note, and a total's included GST", () => {
  it("reads 'Total estimado (IVA incluido) | 50,36 €' as the total, not a tax", async () => {
    const r = await parseReceiptEmail(mail("Super <pedidos@super.example.es>", "Confirmación de tu pedido nº 28331947",
      ["Aceite de oliva virgen extra 1 L | 8,95 €", "Subtotal | 41,86 €", "Coste de entrega | 8,50 €", "Total estimado (IVA incluido) | 50,36 €"], true));
    expect([r.totals.total, r.totals.tax]).toEqual([50.36, null]);
  });

  it("reads 'Total includes GST | $1.27' under the total as no total", async () => {
    const r = await parseReceiptEmail(mail("Coles <noreply@coles.example.com.au>", "Your Coles eReceipt",
      ["COLES FULL CREAM MILK 2L | $3.10", "TOTAL | $35.87", "Total includes GST | $1.27"], true));
    expect(r.totals.total).toBe(35.87);
  });

  it("takes a review of the next subscription delivery as no purchase ('Revisa tu próxima entrega')", async () => {
    const r = await parseReceiptEmail(mail("Tienda <pedidos@tienda.example.es>", "Revisa tu próxima entrega de Suscríbete y ahorra",
      ["Finish Todo en 1 Pastillas | 17,48 €", "Total estimado | 39,79 €"], true));
    expect(r.is_receipt).toBe(false);
  });
});

describe("grocery savings lines in English and Dutch", () => {
  it.each([
    ["Estimated Savings (Card Savings + Digital Coupons) | -$4.00", 4], ["Bonus voordeel | - € 15,99", 15.99], ["Actiekorting | -€ 2,25", 2.25],
  ])("reads '%s' as the discount", async (line, discount) => {
    const r = await parseReceiptEmail(mail("Grocer <orders@grocer.example>", "Your order 4711", ["Bananas | 1 | 20,00", "Subtotal | 20,00", line, "Total | 10,00"], true));
    expect(r.totals.discount).toBe(discount);
  });
});

describe("thanks for a purchase in German, Dutch and the Nordic languages", () => {
  it.each([
    ["Vielen Dank für deinen Kauf!", "Hallo Lena,", "Bestellnummer: KA-2406-88417120", "Artikelpreis | 120,00 €", "Versand | 5,00 €", "Gesamtbetrag | 125,00 €"],
    ["Bedankt voor je aankoop!", "Hoi Lotte,", "Bestelnummer: A000BK7Q2M", "Prijs | € 120,00", "Verzendkosten | € 5,00", "Totaal betaald | € 125,00"],
    ["Tack för ditt köp!", "Hej Johanna!", "Ordernummer: BL-31208877", "Pris | 1 200 kr", "Frakt | 50 kr", "Totalt | 1 250 kr"],
    ["Tak for dit køb!", "Hej Mette,", "Ordrenummer: 1048812", "Pris | 1 200 kr.", "Fragt | 50 kr.", "I alt | 1 250 kr."],
    ["Takk for kjøpet!", "Hei Kari,", "Ordrenummer: 1048812", "Pris | 1 200 kr", "Frakt | 50 kr", "Totalt | 1 250 kr"],
  ])("'%s' over an order number, an item's price and a total is an order's confirmation", async (...lines) => {
    const r = await parseReceiptEmail(mail("Marktplatz <noreply@markt.example>", "Information", lines, true));
    expect([r.is_receipt, r.email_type]).toEqual([true, "order_confirmation"]);
  });
});

describe("Chinese and Korean totals, discounts, forwards and notices", () => {
  it.each([
    [["订单编号:98745190362", "小米 Redmi K20 Pro | ¥2599.00 | 1 | ¥2599.00", "商品总额: | ¥2599.00", "运费: | ¥0.00", "满减: | -¥100.00", "京豆抵扣: | -¥5.00", "应付总额: | ¥2494.00"], 105, 2494],
    [["订单编号:3651208847712", "金龙鱼 东北大米 5kg | ¥39.90 | 1 | ¥39.90", "商品总价 | ¥39.90", "88VIP 95折 | -¥2.00", "跨店满减(每满200减30) | -¥3.00", "实付款 | ¥34.90"], 5, 34.9],
    [["訂單編號 230815K8H3XQ2P", "手工冷製皂 | x1 | $250", "商品小計 | $250", "運費 | $60", "運費折抵 | -$60", "蝦幣折抵 | -$12", "訂單金額 | $238"], 72, 238],
    [["주문번호 | 204385967", "1Q84 1 | 10,800원 | 1", "상품금액 : 10,800원", "배송비 : 0원", "YES포인트 사용 : -2,000원", "결제할 금액 : 8,800원"], 2000, 8800],
  ])("reads the discounts and the total of order %#", async (lines, discount, total) => {
    const r = await parseReceiptEmail(mail("Shop <service@shop.example>", "订单 Order", lines, true));
    expect([r.totals.discount, r.totals.total]).toEqual([discount, total]);
  });

  it("reads a room's total ('房费总额') as the total, and '已付總額' as what was paid", async () => {
    const hotel = await parseReceiptEmail(mail("携程旅行网 <ct_rsv@ctrip.example>", "携程酒店确认单-订单号1128745630", ["订单号 | 1128745630", "2017-10-02 | ¥1,258", "2017-10-03 | ¥1,258", "房费总额 | ¥2,516"], true));
    expect(hotel.totals.total).toBe(2516);
    const paid = await parseReceiptEmail(mail("Trip.com <en_hotel@trip.example>", "酒店預訂已確認 - 預訂編號 1248839021557", ["預訂編號:1248839021557", "房價(3晚) | HK$ 4,686.00", "稅項及服務費 | HK$ 468.60", "已付總額 | HK$ 5,154.60"], true));
    expect(paid.totals.total).toBe(5154.6);
  });

  it("unwraps a forward whose subject says '转发：' and one whose block says '보낸사람:'", async () => {
    const zh = await parseReceiptEmail(mail("小宇 <329918842@qq.example>", "转发：您的订单已提交成功", [
      "帮我报一下", "------------------ 原始邮件 ------------------", "发件人: \"好物商城\"<noreply@haowu.example>;", "发送时间: 2021年7月9日(星期五) 下午3:41", "主题: 您的订单已提交成功", "",
      "订单号: 4051823370912846721", "四季春玛奇朵 | x2 | ¥30", "实付 | ¥30"]));
    expect(zh.merchant.name).toBe("好物商城");
    const ko = await parseReceiptEmail(mail("박서연 <seoyeon@mail.example>", "Fwd: [상점] 상품이 출발했습니다", [
      "엄마 칫솔 보냈어요", "---------- 전달된 메시지 ---------", "보낸사람: 상점 <noreply@sangjeom.example>", "Date: 2024년 11월 28일 (목) 오후 6:12", "Subject: [상점] 상품이 출발했습니다", "",
      "주문번호 25000987651234", "운송장번호 412355670093"]));
    expect([ko.merchant.name, ko.email_type]).toEqual(["상점", "shipping_confirmation"]);
  });

  it("types '已出库', '由 … 寄出' as shipped and '訂單取消通知' as a cancellation; drops '電子發票' after a shop's display name", async () => {
    const shipped = await parseReceiptEmail(mail("京东 <jd_notice@jd.example>", "您的京东订单已出库 - 230418765021", ["您的订单 230418765021 已出库,正在配送途中。", "运单号:JDVA18830412556"]));
    expect(shipped.email_type).toBe("shipping_confirmation");
    const cancelled = await parseReceiptEmail(mail("PChome <service@pchome.example>", "[PChome] 訂單取消通知 DDCB9-A900556120", ["您於 2023/09/02 成立的訂單,系統已自動取消。", "訂單編號:DDCB9-A900556120"]));
    expect(cancelled.email_type).toBe("cancellation");
    const invoice = await parseReceiptEmail(mail("全家便利商店 電子發票 <einvoice@family.example>", "電子發票開立通知 ZX-12345678", ["大杯冰拿鐵 | 1 x 55 | 55", "總計 | $110"], true));
    expect(invoice.merchant.name).toBe("全家便利商店");
  });
});

describe("receipt, job and session numbers of small purchases and local services", () => {
  it.each([
    ["Job #4518 | Service date: 11/08/2021", "4518"], ["Sale ID: 184402", "184402"], ["Thanks for your payment. Please find your receipt for Invoice 2217 below.", "2217"],
    ["Recibo n.º | R-2025/1148", "R-2025/1148"], ["Parking Session ID | 871229044", "871229044"], ["Sessie-ID | NL-SHL-20240617-88310", "NL-SHL-20240617-88310"],
    ["Kvitteringsnr.: | DR-CPH-1928374", "DR-CPH-1928374"], ["N.º de recibo | CRS-1PJ7-43KQ", "CRS-1PJ7-43KQ"], ["Referencia del pedido | LBES-230502-6617209", "LBES-230502-6617209"],
  ])("reads '%s'", async (line, number) => {
    const r = await parseReceiptEmail(mail("Pay <receipts@pay.example>", "Receipt", [line, "Amount paid | 4,00 €"], true));
    expect(r.order.number).toBe(number);
  });
});

describe("Baltic, Croatian, Russian, Ukrainian, Czech and Greek wordings", () => {
  it.each([
    [["Tellimus #18294711 · 27.10.2023 18:55", "1× Pizza Margherita | 10,90 €", "Vahesumma | 10,90 €", "Sooduskood | -2,00 €", "Kättetoimetamise tasu | 2,49 €", "Jootraha kullerile | 1,00 €", "Kokku | 12,39 €"],
      { orderNumber: "18294711", subtotal: 10.9, discount: 2, shipping: 2.49, tip: 1, total: 12.39 }],
    [["Broj narudžbe: 100234567", "Kruh bijeli Klara 600 g | 1 | 8,99 €", "Iznos artikala: 8,99 €", "Dostava: 3,00 €", "Ukupno: 11,99 €"],
      { orderNumber: "100234567", subtotal: 8.99, shipping: 3, total: 11.99 }],
    [["Заказ № 45678901234", "Фильтр-кувшин Аквафор | 1 шт. | 590 ₽", "Товары: 590 ₽", "Доставка курьером: 99 ₽", "Итого: 689 ₽"], { subtotal: 590, shipping: 99, total: 689 }],
    [["Номер замовлення: 1029384756", "Вартість квитка: | 512,34 грн", "в т.ч. ПДВ: | 85,39 грн", "Всього: | 512,34 грн"], { tax: 85.39, total: 512.34 }],
    [["Číslo objednávky: 1108823476", "Banány, 1 kg | 34,90 Kč", "Zboží celkem | 34,90 Kč", "Doprava | 49,00 Kč", "Celkem zaplaceno | 83,90 Kč"], { subtotal: 34.9, shipping: 49, total: 83.9 }],
  ])("reads order %#", async (lines, expected) => {
    const r = await parseReceiptEmail(mail("Shop <orders@shop.example>", "Order", lines, true));
    const read = { orderNumber: r.order.number, subtotal: r.totals.subtotal, discount: r.totals.discount, shipping: r.totals.shipping, tip: r.totals.tip, tax: r.totals.tax, total: r.totals.total };
    expect(read).toMatchObject(expected);
  });

  it("names the kitchen a delivery app's subject names ('Твоє замовлення від Пузата Хата', 'Ваш заказ из «Теремок»')", async () => {
    const uk = await parseReceiptEmail(mail("Glovo <no-reply@glovoapp.com>", "Твоє замовлення від Пузата Хата", ["Дякуємо за замовлення!", "Замовлення #100045871236", "1x Борщ | 119.00 грн", "Всього | 119.00 грн"], true));
    expect([uk.merchant.name, uk.merchant.intermediary]).toEqual(["Пузата Хата", "Glovo"]);
    const ru = await parseReceiptEmail(mail("Яндекс Еда <no-reply@eda.yandex.ru>", "Ваш заказ из «Теремок» — чек", ["Чек по заказу из «Теремок»", "Заказ № 250112-384756", "1 × Борщ | 329 ₽", "Итого | 329 ₽"], true));
    expect([ru.merchant.name, ru.merchant.intermediary]).toEqual(["Теремок", "Яндекс Еда"]);
  });

  it("drops a marketplace's '(μέσω Skroutz Marketplace)' after the shop's name, and reads 'paczka od nadawcy X'", async () => {
    const gr = await parseReceiptEmail(mail("Skroutz <no-reply@skroutz.gr>", "Η παραγγελία σου 231005-1234567 καταχωρήθηκε", ["Αριθμός παραγγελίας: 231005-1234567", "Κατάστημα: Gadget Store GR (μέσω Skroutz Marketplace)", "Xiaomi Redmi Note 12 | x1 | 189,90 €", "Σύνολο | 189,90 €"], true));
    expect(gr.merchant.name).toBe("Gadget Store GR");
    const pl = await parseReceiptEmail(mail("InPost <powiadomienia@inpost.pl>", "Twoja paczka czeka w Paczkomacie KRA45M", ["Twoja paczka od nadawcy MEDIA EXPERT czeka w Paczkomacie!", "Numer przesyłki: 630012345678901234567890"]));
    expect(pl.merchant.name).toBe("MEDIA EXPERT");
  });

  it("unwraps a Yandex Mail forward, its sender on a dated line without a label", async () => {
    const r = await parseReceiptEmail(mail("Елена Сорокина <lena.sorokina@yandex.example>", "Fwd: Ваш заказ готов к выдаче", [
      "Смотри, кроссовки уже пришли", "-------- Пересылаемое сообщение --------", "15.03.2024, 18:02, \"Wildberries\" <no-reply@wildberries.ru>:",
      "Ваш заказ готов к выдаче", "Товары из заказа № 2194857362 ожидают вас в пункте выдачи"]));
    expect(r.merchant.name).toBe("Wildberries");
  });
});

describe("Japanese points, coupons, fees, tips and the shop a platform's sentence names", () => {
  it("reads points and coupons used as discounts, a way of paying's fee and a courier's tip", async () => {
    const zozo = await parseReceiptEmail(mail("ZOZOTOWN <order@zozo.example>", "ご注文ありがとうございます", ["ご注文番号:8475123456",
      "ボアブルゾン | ¥10,780", "■商品合計:¥10,780", "■送料:¥250", "■ツケ払い手数料:¥330", "■クーポン利用:-¥1,000", "■ZOZOポイント利用:-¥200", "■お支払い総額:¥10,160"], true));
    expect([zozo.totals.discount, zozo.totals.fees.map((f) => f.amount), zozo.totals.total]).toEqual([1200, [330], 10160]);
    const amazon = await parseReceiptEmail(mail("Amazon.co.jp <auto-confirm@amazon.co.jp>", "Amazon.co.jpでのご注文", ["注文番号 250-4419023-6675845",
      "商品の小計: | ¥ 2,240", "配送料・手数料: | ¥ 0", "Amazonポイント: | -¥ 100", "注文合計: | ¥ 2,140"], true));
    expect([amazon.totals.discount, amazon.totals.shipping, amazon.totals.total]).toEqual([100, 0, 2140]);
  });

  it("names the restaurant a delivery app's receipt is of ('… の領収書です'), with its promotion and the courier's tip", async () => {
    const r = await parseReceiptEmail(mail("Uber の領収書 <noreply@uber.com>", "金曜日 夜の Uber Eats のご注文", ["合計 ¥3,249", "健太 さん、ご注文いただきありがとうございます。",
      "餃子の福包 中目黒店 の領収書です。", "2 | 焼き餃子(12個) | ¥1,560", "1 | 五目炒飯 | ¥1,530", "小計 | ¥3,090", "配送手数料 | ¥150", "サービス料 | ¥309", "プロモーション | -¥500",
      "配達パートナーへのチップ | ¥200", "合計 | ¥3,249"], true));
    expect([r.merchant.name, r.totals.discount, r.totals.tip, r.totals.total]).toEqual(["餃子の福包 中目黒店", 500, 200, 3249]);
  });
});

// The common order, booking and invoice number labels of shops' emails in every language, written out by hand.
describe("common order-number labels in every language", () => {
  const labels = ["Order number", "Order #", "Order No.", "Bestellnummer", "Bestell-Nr.", "Auftragsnummer", "Numéro de commande", "N° de commande", "Commande n°", "Numero ordine", "Numero d'ordine", "Número de pedido", "Nº de pedido", "Bestelnummer", "Ordernummer", "Numer zamówienia", "Nr zamówienia", "Číslo objednávky", "Ordrenummer", "Tilausnumero", "Rendelésszám", "Rendelés azonosító", "Sipariş numarası", "Sipariş No", "Номер заказа", "Заказ №", "Номер замовлення", "Αριθμός παραγγελίας", "注文番号", "ご注文番号", "订单号", "訂單編號", "주문번호", "Nomor pesanan", "Mã đơn hàng", "Número do pedido", "Número da encomenda", "Booking reference", "Confirmation number", "Invoice number", "Rechnungsnummer", "Numéro de facture", "Receipt number", "Transaction ID", "Reservation number", "Buchungsnummer", "Numéro de réservation", "Número de reserva", "Comanda nr.", "Număr comandă", "Broj narudžbe", "Užsakymo numeris", "Tellimuse number", "Pasūtījuma numurs", "Objednávka č.", "Rendelés száma"];
  it("reads the number after every one of them", async () => {
    const wrong: string[] = [];
    for (const label of labels) {
      const r = await parseReceiptEmail(mail("Shop <orders@shop.example>", "Info", [`${label}: KX48213957`, "Total: 10,00 €"]));
      if (r.order.number !== "KX48213957") wrong.push(label);
    }
    expect(wrong).toEqual([]);
  });
});

describe("an estimated total over its tax note, and a till's GST and savings under its payment lines", () => {
  it("reads 'Voraussichtlicher Gesamtbetrag' over 'inkl. MwSt. | 45,72 €' as the total", async () => {
    const r = await parseReceiptEmail(mail("Lieferdienst <bestellung@liefer.example.de>", "Deine Bestellung 4471023", ["Bestellnummer: 4471023",
      "Zwischensumme | 38,52 €", "Pfand | 3,30 €", "Liefergebühr | 3,90 €", "Voraussichtlicher Gesamtbetrag", "inkl. MwSt. | 45,72 €"], true));
    expect([r.totals.subtotal, r.totals.total]).toEqual([38.52, 45.72]);
  });

  it("reads 'Total includes GST | $1.27' and 'You saved $4.80 today!' printed under the tender lines", async () => {
    const r = await parseReceiptEmail(mail("Grocer <ereceipts@grocer.example.com.au>", "Your eReceipt", ["MILK 2L | $3.10", "BREAD | $4.50", "TOTAL | $35.87",
      "EFTPOS | $35.87", "CHANGE | $0.00", "----------------------------------------", "^ Denotes GST applicable item", "Total includes GST | $1.27", "You saved $4.80 today!"], true));
    expect([r.totals.tax, r.totals.discount, r.totals.total]).toEqual([1.27, 4.8, 35.87]);
  });
});

describe("Latin American pesos and kitchens", () => {
  it.each([
    [["Restaurante: Sushi Itto Plaza Universidad", "1 Kushiage Roll | $179.00", "Total | $179.00", "DiDi Mobility México S.A. de C.V."], "MXN"],
    [["Pedido 99120887", "Mate Imperial | 1 | $4.890,00", "Total | $4.890,00", "Envíos a todo Argentina"], "ARS"],
  ])("reads the peso of %j", async (lines, currency) => {
    const r = await parseReceiptEmail(mail("Tienda <pedidos@tienda.example.com>", "Recibo de tu pedido", lines, true));
    expect(r.currency).toBe(currency);
  });

  it("names the kitchen of a delivery app's 'Tu pedido de … llegó', and keeps New Mexico's dollars", async () => {
    const r = await parseReceiptEmail(mail("PedidosYa <no-reply@pedidosya.com.ar>", "Tu pedido de Lomitería Don Carlos llegó", ["¡Tu pedido fue entregado!", "Pedido N° 1587743102", "1 x Lomito completo | $ 4.500,00", "Total | $ 4.500,00"], true));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Lomitería Don Carlos", "PedidosYa"]);
    const us = await parseReceiptEmail(mail("Shop <orders@shop.example.com>", "Your order", ["Order #1042", "Tu pedido: Green chile sauce | $12.00", "Total | $12.00", "Santa Fe, New Mexico 87501"], true));
    expect(us.currency).toBe("USD");
  });
});

describe("Malay and Thai totals, and a seller's name before a middle dot", () => {
  it("reads a Malay marketplace's totals ('Jumlah Kecil Barangan', 'Kos Penghantaran', 'Baucar Penjual', 'Jumlah (Termasuk SST)')", async () => {
    const r = await parseReceiptEmail(mail("Lazada Malaysia <noreply@notice.lazada.com.my>", "Terima kasih atas pesanan anda #298374651028374", ["No. Pesanan: 298374651028374",
      "Dyson V8 Slim | 1 | RM 1,399.00", "Jumlah Kecil Barangan: | RM 1,399.00", "Kos Penghantaran: | RM 4.90", "Diskaun Penghantaran: | -RM 4.90", "Baucar Penjual: | -RM 100.00",
      "Jumlah (Termasuk SST): | RM 1,299.00"], true));
    expect([r.totals.subtotal, r.totals.shipping, r.totals.discount, r.totals.total]).toEqual([1399, 4.9, 104.9, 1299]);
  });

  it("reads a Thai food order's 'ค่าอาหาร' as the subtotal and 'ยอดรวมทั้งหมด' as the total", async () => {
    const r = await parseReceiptEmail(mail("foodpanda <noreply@foodpanda.co.th>", "ใบเสร็จ foodpanda", ["หมายเลขคำสั่งซื้อ: t4nb-8dwe", "1x ข้าวมันไก่ต้ม | ฿80.00",
      "ค่าอาหาร | ฿80.00", "ค่าจัดส่ง | ฿29.00", "ยอดรวมทั้งหมด | ฿109.00"], true));
    expect([r.totals.subtotal, r.totals.total]).toEqual([80, 109]);
  });

  it("ends a labelled seller's name at a spaced middle dot ('Penjual: Gudang Gadget Official · Jakarta Barat')", async () => {
    const r = await parseReceiptEmail(mail("Tokopedia <noreply@tokopedia.com>", "Pembayaran Berhasil", ["Nomor Invoice: INV/20240302/MPL/3748",
      "Penjual: Gudang Gadget Official · Jakarta Barat", "Xiaomi Redmi Note 13 | 1 | Rp2.999.000", "Total Pembayaran | Rp2.999.000"], true));
    expect(r.merchant.name).toBe("Gudang Gadget Official");
  });
});

describe("the dollar of a Canadian address or tax", () => {
  it.each([
    [["Invoice #4518", "Drain cleaning | $180.00", "GST/HST 13% | $23.40", "Total | $203.40"], "CAD"],
    [["Invoice #4518", "Drain cleaning | $180.00", "Total | $180.00", "Northside Plumbing, 12 King St W, Toronto ON M5H 1A1"], "CAD"],
    [["Invoice #4518", "Drain cleaning | $180.00", "Total | $180.00", "Paid 9:14 AM PST"], "USD"],
  ])("reads %j in its dollar", async (lines, currency) => {
    const r = await parseReceiptEmail(mail("Northside Plumbing <billing@northside.example.com>", "Receipt for invoice #4518", lines, true));
    expect(r.currency).toBe(currency);
  });
});
