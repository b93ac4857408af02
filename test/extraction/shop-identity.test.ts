import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";
import { unrelayed } from "../../lambdas/extraction/relay";

// Who the shop is when its sender does not say (made-up messages, session 21): a bulk-mail service's address, a
// generic display name, a point-of-sale platform, a small shop writing from a person's mailbox.
const eml = (headers: string[], subject: string, body: string[]) => [
  ...headers, `Subject: ${subject}`, "Date: Tue, 10 Mar 2026 10:00:00 +0000", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");
const merchantOf = async (headers: string[], subject: string, body: string[]) => (await parseReceiptEmail(eml(headers, subject, body))).merchant.name;

describe("the shop behind a bulk-mail service's sender", () => {
  it("is the one its replies go to, as the email spells it (accents the domain leaves out)", async () => {
    expect(await merchantOf(["From: Service Client <service-client@bnc3.mailjet.com>", "Reply-To: contact@librerianandu.es"], "Confirmation de commande",
      ["Merci pour votre commande KXQW.", "Total payé | 74,80 €", "Librería Ñandú vous remercie."])).toBe("Librería Ñandú");
  });

  it("is the address a mailing service folds into its own, when the text spells its mailbox", async () => {
    expect(await merchantOf(["From: Team <wildfernpottery=gmail.com@mcsv.net>"], "Spring kiln opening is Saturday",
      ["Everything goes live in the shop on Saturday.", "Celadon Mug $38", "Wild Fern Pottery", "1120 W Mountain Ave"])).toBe("Wild Fern Pottery");
  });

  it("is the subject's tag, '[Brûlerie du Faubourg] Confirmation de commande'", async () => {
    expect(await merchantOf(["From: Service Client <service-client@bnc3.mailjet.com>"], "[Brûlerie du Faubourg] Confirmation de commande",
      ["Commande : KXQWZRBHT", "Total payé | 74,80 €"])).toBe("Brûlerie du Faubourg");
  });

  it("is the name beside its street address in the footer, without its legal form", async () => {
    expect(await merchantOf(["From: no-reply <no-reply@sendgrid.net>"], "Your receipt",
      ["Receipt # | POS-118274", "Adult Day Pass | 1 | $22.00", "Total | $22.00", "Boulder Barn Climbing Co. · 4820 Pearl St, Boulder, CO 80301", "Powered by Rock Gym Pro"])).toBe("Boulder Barn Climbing Co.");
    expect(await merchantOf(["From: Orders <noreply@store-k3j9x2.mybigcommerce.com>"], "Thanks for your order #10482",
      ["Order #10482", "Fly Line | $89.95", "Total | $89.95", "Ship to", "Wes Carter", "1207 S 5th Ave, Bozeman, MT 59715", "Trailhead Fly Shop, LLC | 22 W Main St, Livingston, MT 59047"])).toBe("Trailhead Fly Shop");
  });

  it("is never the reader's own name over their address", async () => {
    const name = await merchantOf(["From: no-reply <no-reply@sendgrid.net>"], "Your receipt",
      ["Receipt # | POS-118274", "Day Pass | $22.00", "Total | $22.00", "Shipping address", "Dana Whitfield", "1418 NE Alberta St, Portland, OR 97211"]);
    expect(name).not.toBe("Dana Whitfield");
  });
});

describe("the shop a point-of-sale platform's receipt is for", () => {
  it("is the name over the address at the receipt's head ('Your Receipt' names no one)", async () => {
    expect(await merchantOf(["From: Your Receipt <noreply@toasttab.com>"], "Thanks for dining with us!",
      ["Pho Saigon Noodle House", "1080 Commonwealth Ave", "Boston, MA 02215", "Pho Tai | $14.50", "Total | $14.50", "Powered by Toast, Inc., 401 Park Drive, Boston, MA 02215"])).toBe("Pho Saigon Noodle House");
  });
});

describe("a small shop writing from a person's mailbox", () => {
  it("is the company its signature names under the sender's name", async () => {
    expect(await merchantOf(["From: Tom Hartley <tom.hartley1962@btinternet.com>"], "Re: Christmas order",
      ["Thanks for your Christmas order and for the payment.", "1 x Bronze turkey | £72.00", "Total paid | £72.00", "Best wishes,", "Tom Hartley", "Hartley & Sons Family Butchers", "14 Market Place, Ludlow"])).toBe("Hartley & Sons Family Butchers");
  });

  it("is never the domain of an address whose mailbox spells the name the email greets (session 32)", async () => {
    expect(await merchantOf(["From: fernwood.deals@gmail.com", "To: <sam@example.org>"], "Welcome to Fernwood Specials",
      ["Dear PAT SAMPLE,", "Thank you for subscribing. You will receive our deals at Pat.Sample@widgetco.com weekly.", "Fernwood Travel"])).not.toBe("Widgetco");
    // (a shop's own mailbox that shares a word with a generic greeting is still the shop's)
    expect(await merchantOf(["From: fernwood.deals@gmail.com", "To: <sam@example.org>"], "Your fare",
      ["Dear Valued Customer,", "Write to customer.service@fernwoodtravel.com with any question.", "Fernwood Travel"])).toBe("Fernwood Travel");
  });

  it("is the seller its subject names, not the buyer's address the quoted order form prints (session 32)", async () => {
    // (the buyer's address is no recipient here: the reply reached the reader by another address, as a forward does)
    expect(await merchantOf(["From: pat.seller@bellsouth.net", "To: <sam@example.org>"], "Re: Order 725 from catalog fernwatches",
      ["Your shipment went out today via UPS.", "> Ship to      Sam Sample", "> E-Mail       sam.sample@widgetco.com", "> Vintage dial watch  1  280.00", "> Total  280.00"])).toBe("catalog fernwatches");
  });
});

describe("a small business writing from a mailbox provider's address (session 22)", () => {
  it("is the business its signature names over its street address, never the people who sign", async () => {
    expect(await merchantOf(["From: MapleHillInn@aol.com"], "Your reservation Oct 8-9", ["Dear Mrs. Carter,", "We are delighted to confirm your room for October 8.",
      "I have charged a deposit of one night ($125.00) to your MasterCard ending in 4471.", "Warm regards,", "Ellen & Bob Whitcomb", "Maple Hill Farm Inn", "214 Hill Road, Putney, Vermont 05346", "(802) 555-0187"])).toBe("Maple Hill Farm Inn");
  });

  it("is the hotel its signature names beside a French street address, without its stars", async () => {
    expect(await merchantOf(["From: Hotel <hotel.lysbleu@wanadoo.fr>"], "Confirmation de réservation 14-17 juin", ["Monsieur,", "Nous avons le plaisir de confirmer votre réservation.",
      "Chambre double, 3 nuits, 95 F par nuit.", "Nos salutations distinguées.", "Sylvie Marchand", "Hôtel du Lys Bleu ** - 23, rue de Sévigné, 75004 Paris", "Tél. 01 42 72 18 90"])).toBe("Hôtel du Lys Bleu");
  });

  it("is the display name when the signature prints it over the shop's street address", async () => {
    expect(await merchantOf(["From: Sherwood Wine & Spirits <sherwoodwines@yahoo.com>"], "your order - invoice 20417", ["Hi Mr. Dunn,", "Here is your invoice.",
      "Subtotal | 324.88", "TOTAL | 335.61", "Charged to AmEx ending 3008.", "Cheers,", "Sal Ferrante", "Sherwood Wine & Spirits", "412 Central Park Ave, Scarsdale NY | (914) 555-0163"])).toBe("Sherwood Wine & Spirits");
  });

  it("is never a name over the reader's address at the letter's head", async () => {
    const name = await merchantOf(["From: agent_travel@aol.com"], "12OCT HOUSTON TO KANSAS = TICKETED", ["HERNANDEZ/JUAN", "NORTHWIND", "1400 SMITH", "HOUSTON TX 77002", "AIR FARE 412.50", "TOTAL 412.50"]);
    expect(name).not.toBe("NORTHWIND");
  });
});

describe("the shop a domain spells in the text (session 22)", () => {
  it("is read on its own line, never joined to the next line's name", async () => {
    expect(await merchantOf(["From: boxoffice@rivertonopera.example"], "Box Office - Order Confirmation", ["RIVERTON OPERA BOX OFFICE", "Wortham Theater",
      "ORDER CONFIRMATION", "Order #: 1427719", "GRAND TIER | 2 | $95.00 | $190.00", "TOTAL | $190.00"])).toBe("RIVERTON OPERA");
  });
});

describe("a craftsman's reply above the history it quotes (session 22)", () => {
  it("is the company after the sender's name on one signature line ('Walt Heinz - Heinz Fine Furniture')", async () => {
    const quoted = Array.from({ length: 18 }, (_, k) => `> earlier note line ${k + 1}`);
    expect(await merchantOf(["From: Walt Heinz <wheinz@earthlink.net>"], "RE: side table", ["Dave,", "Got your check for the deposit - thank you.",
      "Cherry side table | $725.00", "Total | $725.00", "Thanks again,", "Walt", "--", "Walt Heinz - Heinz Fine Furniture", "Rt. 30, Brattleboro VT | 802-555-0112",
      "-----Original Message-----", "From: Dave Brennan [mailto:dave@example.net]", "Subject: Re: side table", ...quoted])).toBe("Heinz Fine Furniture");
  });
});

describe("a payment platform's receipt whose address was anonymised (session 22)", () => {
  it("is the payee its text names, the platform its display name keeps as the intermediary", async () => {
    const r = await parseReceiptEmail(eml(["From: PayPal <user_afafa770@example.com>"], "Lattice Notes, Inc.: $24.51 USD", ["Hello, Pat", "You paid $24.51 USD to Lattice Notes, Inc.",
      "Transaction ID", "33681867H90590515"]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Lattice Notes", "PayPal"]);
  });

  it("is the shop its text thanks, else the carrier its subject names, when the footer names no one", async () => {
    expect(await merchantOf(["From: user_2235e6e6@example.com"], "Your order has shipped", ["Your parcel is on its way.", "Thank you again for shopping with Larkspur!"])).toBe("Larkspur");
    expect(await merchantOf(["From: user_2235e6e6@example.com"], "USPS® Expected Delivery on Friday, October 18, 2024", ["Hello, Your item is out for delivery.",
      "Tracking Number: 9405511200858887776655"])).toBe("USPS");
  });
});

describe("a body kept without its headers (session 21)", () => {
  const bodyOnly = (html: string) => ["Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "", html].join("\r\n");
  it("is the shop its links lead to most, as the text spells it", async () => {
    const r = await parseReceiptEmail(bodyOnly(`<p><a href="https://t.dealhouse.example/a?x=1">Today's deals</a></p><p>Spa day for two: $49</p>
      <p><a href="https://t.dealhouse.example/b?x=2">See more</a> <a href="https://www.facebook.com/x">Facebook</a></p><p>Deal House, every day.</p>`));
    expect(r.merchant.name).toBe("Deal House");
  });

  it("never takes a street's own line for the shop's name", async () => {
    const r = await parseReceiptEmail(bodyOnly("<p>Musterstr. 1</p><p>12345 Musterstadt</p><p>Brot 1,29</p><p>SUMME EUR 1,29</p>"));
    expect(r.merchant.name).not.toBe("Musterstr. 1");
  });

  it("is the till's name over a street spelt as one word with its number, then the postcode and town (session 22)", async () => {
    const r = await parseReceiptEmail(bodyOnly("<p>Bäckerei Kornblume</p><p>Lindenstr. 14</p><p>80331 München</p><p>Brot 1,29</p><p>SUMME EUR 1,29</p>"));
    expect(r.merchant.name).toBe("Bäckerei Kornblume");
  });

  it("is the seller a marketplace's invoice page labels, before the platform its footer names", async () => {
    const r = await parseReceiptEmail(bodyOnly(`<p>Invoice INV/20240301/77</p><p>Seller: Kedai Retro Games</p><p>Charger | 1 | Rp 200.000</p>
      <p>Total | Rp 200.000</p><p>© 2024 Pasarbesar.example</p>`));
    expect(r.merchant.name).toBe("Kedai Retro Games");
  });

  it.each([
    ["<p>Hi Kai,</p><p>You paid $5.30 USD to Lattice Notes Ltd</p><p>Your transaction ID: 202669099W567364L</p><p>Total $5.30 USD</p>", "Lattice Notes"],
    ["<p>Bonjour,</p><p>Vous avez envoyé un paiement d'un montant de €99,99 EUR à CONTABO GmbH (</p><p>support@contabo.example)</p><p>Total €99,99 EUR</p>", "CONTABO"],
  ])("is the payee a payment platform's receipt names (%#)", async (html, name) => {
    expect((await parseReceiptEmail(bodyOnly(html))).merchant.name).toBe(name);
  });

  it("is the site whose logo heads the page, when nothing else names the shop", async () => {
    const r = await parseReceiptEmail(bodyOnly(`<div><img src="//freshcart.example/static/images/freshcart_logo_small.png"></div><p>INVOICE</p>
      <p>Order ID | FCO-1807270</p><p>Total: Rs. 1397.00</p>`));
    expect(r.merchant.name?.toLowerCase()).toBe("freshcart");
  });
});

describe("a body kept without its headers names its shop in its own words (session 26)", () => {
  const bodyOnly = (lines: string[]) => ["Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Hi Pat,", ...lines, "Order number: 100234",
    "Blue Mug  1  $12.00", "Total $12.00"].join("\n")].join("\r\n");
  it.each([
    ["Thank you for shopping at Larkspur!", "Larkspur"],
    ["Thank you again for shopping with Larkspur!", "Larkspur"],
    ["Thanks so much for choosing Larkspur Candles.", "Larkspur Candles"],
    ["THANK YOU FOR CALLING LARKSPUR TRAVEL", "LARKSPUR TRAVEL"],
    ["Gracias por comprar en Brisa.", "Brisa"],
    ["Grazie per aver scelto Bottega Nove!", "Bottega Nove"],
    ["Obrigado por comprar na Casa Mimo!", "Casa Mimo"],
    ["This email was sent by Larkspur Candles, 123 Main St, Springfield, IL 62701", "Larkspur Candles"],
    ["Cheers, The Larkspur Team", "Larkspur"],
  ])("'%s'", async (line, name) => {
    const lines = line.startsWith("Cheers, ") ? ["Cheers,", line.slice(8)] : [line];
    expect((await parseReceiptEmail(bodyOnly(lines))).merchant.name).toBe(name);
  });

  it.each([
    [["-- The folks at Red Barn Seed Co."], "Red Barn Seed Co"],
    [["Thank you, Coastal Kite Supply"], "Coastal Kite Supply"],
    [["Pozdrawiamy,", "zespół Herbaciarnia Czajnik"], "Herbaciarnia Czajnik"],
    [["Dzień dobry, otrzymaliśmy Twoją płatność na rzecz sklepu Księgarnia Pod Sową."], "Księgarnia Pod Sową"],
  ])("reads the shop a sign-off or a payment's sentence names (%j)", async (lines, name) => {
    expect((await parseReceiptEmail(bodyOnly(lines as string[]))).merchant.name).toBe(name);
  });

  it("takes the heading that names the shop when the email names it again ('Pages & Co' … hello@pagesandcobooks.co.uk)", async () => {
    const eml = ["Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Pages & Co", "ORDER #PC4412", "Refund notification", "The Lost Bookshop  £9.99",
      "Refund total £9.99", "If you have any questions, contact us at hello@pagesandcobooks.co.uk"].join("\n")].join("\r\n");
    expect((await parseReceiptEmail(eml)).merchant.name).toBe("Pages & Co");
  });

  it("reads the name over the footer's address when a line above holds the reader's address after its heading", async () => {
    const eml = ["Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Thanks for your order", "Order No. 10057", "Macramé Plant Hanger  A$111.00", "Total | A$111.00",
      "Payment method: Credit card | Delivery to: Chloe Tran, 5 Banksia Crt, Byron Bay NSW 2481", "Knot & Hive Studio", "PO Box 318, Mullumbimby NSW 2482, Australia"].join("\n")].join("\r\n");
    expect((await parseReceiptEmail(eml)).merchant.name).toBe("Knot & Hive Studio");
  });

  it("reads the name beside a footer's address that opens with its street's word ('Frantoio Leone — Contrada Sant'Angelo, 70033 Corato')", async () => {
    const eml = ["Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Ciao Marco,", "il tuo ordine #3381 è stato annullato.", "Olio EVO 5 L  75,00€",
      "Totale: 75,00€", "Frantoio Leone — Contrada Sant'Angelo, 70033 Corato (BA)"].join("\n")].join("\r\n");
    expect((await parseReceiptEmail(eml)).merchant.name).toBe("Frantoio Leone");
  });

  it("takes the heading of a body whose footer credits the platform that hosts the shop ('Powered by Squarespace')", async () => {
    const eml = ["Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Slow Bloom Ceramics", "Thanks for your order, Jamie!", "Order #00418",
      "Speckled Mug × 2  $76.00", "Total  $76.00", "Powered by Squarespace"].join("\n")].join("\r\n");
    expect((await parseReceiptEmail(eml)).merchant.name).toBe("Slow Bloom Ceramics");
  });

  it("takes no lower-case phrase for a name ('Thank you for shopping with us')", async () => {
    expect((await parseReceiptEmail(bodyOnly(["Thank you for shopping with us!"]))).merchant.name).toBeNull();
  });
});

describe("a person at the shop in the display name (session 21)", () => {
  it.each([
    ["Алексей из команды BlaBlaCar <news@blablacar.example>", "BlaBlaCar"],
    ["Lucía del equipo de Zara <hola@zara.example>", "Zara"],
    ["Emily from gTeam <gteam@e.glossier.example>", "Glossier"],
  ])("%s", async (from, name) => {
    expect(await merchantOf([`From: ${from}`], "Your order #GUS10842195", ["Your order is confirmed.", "Boy Brow | $16.00", "Total | $16.00", "Glossier, Inc. · 233 Spring St, New York, NY 10013"])).toBe(name);
  });

  it("names the company a headerless body's footer prints with its legal form, a comma and its street (session 30)", async () => {
    expect(await merchantOf([], "", ["Your reservation is confirmed", "Amount paid (USD) | $1,047.60", "Reservation code | HMWR25YAHH",
      "Harborstay, Inc., 888 Brannan St, San Francisco, CA 94103"])).toBe("Harborstay");
    // (a person's name before a street, with no legal form, is the reader's address, no company)
    expect(await merchantOf([], "", ["Your reservation is confirmed", "Amount paid (USD) | $1,047.60", "Reservation code | HMWR25YAHH",
      "Pat Sample, 12 Elm St, Springfield, IL 62701"])).not.toBe("Pat Sample");
  });
});

describe("a shop's mail passed on by an email-masking relay", () => {
  it("names the sender whose address the relay prints in its display name", async () => {
    const r = await parseReceiptEmail(eml(['From: "orders@tinyplanters.example [via Relay]" <k2x8@mozmail.com>'], "Your order #4411 is confirmed",
      ["Thank you for your order #4411.", "Succulent Trio | $24.00", "Total | $24.00"]));
    expect([r.merchant.domain, r.merchant.name]).toEqual(["tinyplanters.example", "Tinyplanters"]);
  });

  it("reads 'Name - local at domain' and leaves a display name that is the sender's own address, or no address, alone", () => {
    expect(unrelayed({ address: "x1@simplelogin.co", name: "Tiny Planters - orders at tinyplanters.example" })).toEqual({ address: "orders@tinyplanters.example", name: "Tiny Planters" });
    expect(unrelayed({ address: "orders@tinyplanters.example", name: "orders@tinyplanters.example" })).toEqual({ address: "orders@tinyplanters.example", name: "orders@tinyplanters.example" });
    expect(unrelayed({ address: "orders@mail.tinyplanters.example", name: "orders@tinyplanters.example" }).address).toBe("orders@mail.tinyplanters.example");
    expect(unrelayed({ address: "news@shop.example", name: "Tiny Planters" })).toEqual({ address: "news@shop.example", name: "Tiny Planters" });
  });
});

describe("a display name that names a department, not the shop (session 24)", () => {
  it.each([
    ["No Reply <no-reply@mossandfern.example>", "Moss & Fern"], ["Versand <versand@teehaus-lindner.example>", "Teehaus Lindner"],
    ["=?utf-8?q?Comptabilit=C3=A9?= <compta@ateliersouffle.example>", "Atelier Souffle"], ["Despatch <despatch@cotswoldcycleparts.example>", "Cotswold Cycle Parts"],
    ["Box Office <boxoffice@lyricplayhouse.example>", "Lyric Playhouse"], ["Ventas <ventas@libreriaelaleph.example>", "Librería El Aleph"],
    // (session 25: a mailing word hyphened before the brand's domain, "email-", "news-", is the sending system's)
    ["Customer Care <care@email-lyricplayhouse.example>", "Lyric Playhouse"], ["Service <info@news-cotswoldcycleparts.example>", "Cotswold Cycle Parts"],
    // (and a leading article the text leaves out: "thelyricplayhouse")
    ["No Reply <no-reply@thelyricplayhouse.example>", "Lyric Playhouse"],
  ])("%s is the shop the domain and the text spell", async (from, shop) => {
    expect(await merchantOf([`From: ${from}`], "Your order 4411", ["Thank you for your order 4411.", "Total: 24,00 €", `${shop} · 12 High Street`])).toBe(shop);
  });

  it("keeps a shop word that is part of the name ('Sklep Biegacza', 'DB Vertrieb GmbH'), and takes it alone as no name ('La Boutique')", async () => {
    expect(await merchantOf(["From: Sklep Biegacza <zamowienia@sklepbiegacza.example>"], "Zamówienie 4411", ["Dziękujemy za zamówienie.", "Razem: 24,00 zł"])).toBe("Sklep Biegacza");
    expect(await merchantOf(["From: La Boutique <boutique@moss-fern.example>"], "Commande 4411", ["Merci pour votre commande 4411.", "Total : 24,00 €", "Moss Fern · 12 rue des Tanneurs"])).toBe("Moss Fern");
  });
});

describe("a shop, till or invoicing platform writing for the business that sold (session 24)", () => {
  it.each([
    ["SumUp <no-reply@sumup.com>", "La tua ricevuta", ["Gelateria Il Cono", "Via Garibaldi 12, 55100 Lucca", "14,00 €", "2 x Coppa 3 gusti | 9,00 €", "Totale | 14,00 €"], "Gelateria Il Cono", "SumUp"],
    ["Accounts Receivable <messaging-service@post.xero.com>", "Invoice INV-1187", ["Here's invoice INV-1187 for NZD 1,380.00.", "Thanks,", "This email was sent via Xero, on behalf of Whetu Landscaping Ltd."], "Whetu Landscaping", "Xero"],
    ["InvoiceXpress <documentos@app.invoicexpress.com>", "Fatura-Recibo FR 2024/318", ["Junto enviamos a Fatura-Recibo FR 2024/318 emitida por Oficina Bike Alfama, Lda., no valor de 61,50 EUR.", "Total (EUR) | 61,50"], "Oficina Bike Alfama", "InvoiceXpress"],
    ["BASE <order@thebase.in>", "ご注文内容のご確認", ["下記の内容でご注文を受け付けました。", "■ショップ名:手ぬぐい屋 あさぎ", "■ご注文ID:7A3F9C21E04B1D88", "合計 ¥3,300"], "手ぬぐい屋 あさぎ", "BASE"],
  ])("%s", async (from, subject, body, shop, platform) => {
    const r = await parseReceiptEmail(eml([`From: ${from}`], subject as string, body as string[]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual([shop, platform]);
  });
});

describe("a hosted shop named beside its platform's credit (session 24)", () => {
  it("is the first name on the footer line that credits the platform, under a generic display name", async () => {
    const r = await parseReceiptEmail(eml(["From: Loja <no-reply@nuvemshop.com.br>"], "Pagamento aprovado – pedido #4521", [
      "Oba! Seu pagamento foi aprovado", "Caneca de cerâmica (x2) | R$ 119,80", "Total | R$ 119,80", "Beijos, Carol",
      "Ateliê Flor de Cerrado · Brasília - DF · Loja criada com Nuvemshop"]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Ateliê Flor de Cerrado", "Nuvemshop"]);
  });
});

describe("a hosted shop's name heading its platform's email (session 24)", () => {
  it("is the first line, a short name, when the display name is the platform's", async () => {
    const body = ["KILN STREET CERAMICS", "Order 00231 is in the works", "Speckled Stoneware Mug | $68.00", "Total | $68.00", "Powered by Squarespace"];
    const r = await parseReceiptEmail(eml(["From: Squarespace Commerce <no-reply@squarespace.info>"], "Order 00231 is in the works", body));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["KILN STREET CERAMICS", "Squarespace"]);
    // (a type phrase heading it names no shop)
    const typed = await parseReceiptEmail(eml(["From: Squarespace Commerce <no-reply@squarespace.info>"], "Order 00231", ["Order confirmed", ...body.slice(2)]));
    expect(typed.merchant.name).not.toBe("Order confirmed");
  });
});

describe("a display name with its platform after 'via' in other languages", () => {
  it.each([["dm.de über Trusted Shops <noreply@trustedshops.de>", "dm.de"], ["Tienda Sol a través de Shopify <ventas@tiendasol.example>", "Tienda Sol"]])(
    "%s", async (from, shop) => {
      expect(await merchantOf([`From: ${from}`], "Ihre Bestellung 4711", ["Vielen Dank für Ihre Bestellung 4711.", "Gesamtbetrag: 25,00 €"])).toBe(shop);
    });
});

describe("a brand mailing through a list or campaign service whose domain the text never names (session 31)", () => {
  const offer = ["FREE shipping this week at Larkspur.com!", "Blue Mug $12.00", "Order now at LARKSPUR.com", "You received this mail as a subscriber of our list."];
  it("is the site the text names twice or more, never the service's domain", async () => {
    expect(await merchantOf(["From: newhorizons@lists.qv7mail.com"], "Save 10% on your next order", offer)).toBe("Larkspur");
  });
  it("is the site the sender's own address spells, short as it is ('gap@gap.m0.net' over 'gap.com')", async () => {
    expect(await merchantOf(["From: bay@bay.m0.net"], "New arrivals", ["Shop the new season at bay.com", "Kids' jackets at baykids.com", "bay.com | baykids.com"])).toBe("Bay");
  });
  it("counts a link's host after its scheme ('http://www.larkspur.com/…')", async () => {
    expect(await merchantOf(["From: offers@lists.qv7mail.com"], "This week only", ["Visit http://www.larkspur.com/sale today", "Blue Mug $12.00",
      "http://www.larkspur.com/unsubscribe"])).toBe("Larkspur");
  });
  it("is the word of the sender's address that the subject opens with and the text spells ('mapquest.10@reply.pm0.net')", async () => {
    expect(await merchantOf(["From: larkspur.10@reply.qv7mail.net"], "Larkspur Membership Update", ["Dear Larkspur Member:", "Your account changes soon."])).toBe("Larkspur");
    expect(await merchantOf(["From: domain.manager@qv7mail.net"], "Change DNS (Domain Name Server) Confirmation", ["Your Domain was changed."])).not.toBe("Domain");
  });
  it("is no site the text names once, nor one of two named as often", async () => {
    expect(await merchantOf(["From: news@lists.qv7mail.com"], "Our news", ["Read more on larkspur.com", "Blue Mug $12.00"])).toBe("Qv7mail");
    expect(await merchantOf(["From: news@lists.qv7mail.com"], "Our news", ["larkspur.com and thornfield.com", "larkspur.com | thornfield.com"])).toBe("Qv7mail");
  });
});
