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
