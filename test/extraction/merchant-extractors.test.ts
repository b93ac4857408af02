import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Real emails read in place (never copied into the repo, never logged).
import { corpusDir as corpus } from "../support/corpus";
const parse = (id: string) => parseReceiptEmail(readFileSync(join(corpus, `${id}.eml`)));
const items = (r: Awaited<ReturnType<typeof parse>>) => r.products.map((p) => [p.description, p.quantity, p.total_price]);

describe("merchant extractors", () => {
  it("apple: the item and its in-app purchase or plan, not the store heading or the billing period", async () => {
    const sub = await parse("d073");
    expect(sub.parser.template).toBe("apple");
    expect(items(sub)).toEqual([["iCloud+ with 2 TB of Storage", 1, 9.99]]);
    expect(items(await parse("d074"))).toEqual([["EPIK - AI Photo Editor: Yearbook Express discount", 1, 5.99]]);
    expect(items(await parse("d075"))).toEqual([["Timeleft - Meet New People: Timeleft X (Monthly)", 1, 26]]);
  });

  it("lyft: fare, ride, unlock and upgrade lines are the products; surcharges, taxes and credits are not", async () => {
    const ride = await parse("d084");
    expect(ride.parser.template).toBe("lyft");
    expect(ride.merchant.name).toBe("Lyft");
    expect(items(ride)).toEqual([["Lyft fare (7.76mi, 45m 10s)", 1, 62.7], ["Priority Pickup Upgrade", 1, 2.51]]);
    expect(items(await parse("d083"))).toEqual([["Free unlock", 1, 0], ["Ebike ride ($0.25 per min for 9 min)", 1, 2.25]]);
  });

  it("uber: the trip fare is the product, the total above it and the fees below it are not", async () => {
    const trip = await parse("d087");
    expect(trip.parser.template).toBe("uber");
    expect(items(trip)).toEqual([["Trip fare", 1, 37.03]]);
    expect(trip.totals).toMatchObject({ total: 36.8, tax: 2.76 });
  });

  it("seamless: the restaurant is the merchant and sub-merchant, Seamless the intermediary", async () => {
    const order = await parse("d094");
    expect(order.parser.template).toBe("seamless");
    expect(order.merchant).toMatchObject({ name: "The Great Burrito", sub_merchant: "The Great Burrito", intermediary: "Seamless" });
    expect(items(order).map((i) => i[0])).toEqual(["Mineragua", "Guacamole and Chips", "Burrito"]);
    const branch = await parse("d097");
    expect(branch.merchant).toMatchObject({ name: "Mooncake Foods", intermediary: "Seamless" });
    expect(branch.merchant.sub_merchant).toMatch(/^Mooncake Foods/);
  });
});

describe("the shop behind a sender's display name and domain", () => {
  const eml = (from: string, body: string[] = ["Order #1043", "Tea  $29.00", "Total  $29.00"]) => [
    `From: ${from}`, "Subject: Order #1043 confirmed", "Date: Tue, 21 May 2024 14:02:11 -0700", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n"),
  ].join("\r\n");
  it.each([
    ["Anna from Wildflower Tea <hello@wildflowertea.example>", "Wildflower Tea"],
    ["\"orders@wildflowertea.example\" <bounce-123@mcsv.net>", "Wildflowertea"],
    ["noreply@wildflower-tea.myshopify.com", "Wildflower Tea"],
    ["Banco de Chile <notificaciones@bancochile.cl>", "Banco de Chile"],
    // an anonymised sender's domain names nothing, its display name still does when no footer names the shop
    ["Hardware Hub <orders@hardwarehub.example.com>", "Hardware Hub"],
    // a person's own mailbox at the company, or a name that names no one: the company the domain names
    ["Maria Rossi <maria_rossi@it.lumenware.com>", "Lumenware"],
    ["Pat Sample <psample@lumenware.com>", "Lumenware"],
    ["Nobody <nobody@lumenware.com>", "Lumenware"],
    // a department word beside a separator goes with the separator
    ["Lumen Store | Orders <orders@lumenstore.com>", "Lumen Store"], ["Orders - Lumen <orders@lumen.com>", "Lumen"],
    // a first name and the brand the domain names, in the sender's language
    ["Claire d'Atelier Lumen <news@atelier-lumen.fr>", "Atelier Lumen"], ["Lena von Kaffeehaus Nord <hallo@kaffeehausnord.de>", "Kaffeehaus Nord"],
    // ("Jan de Vries" is a person's name: the brand after "de" is not the domain's)
    ["Jan de Vries <jan@bouwmarkt-oost.nl>", "Jan de Vries"],
    // a display name that only says "shop", in any language
    ["Shop <orders@lumenware.com>", "Lumenware"], ["Negozio <ordini@lumenware.it>", "Lumenware"], ["Online-Shop <bestellung@lumenware.de>", "Lumenware"],
    // a brand's own address spells its name without a separator: the display name stays
    ["Bright Lights <BrightLights@mail.lumenware.com>", "Bright Lights"],
    // department words in the sender's language, and the team or friends of a brand
    ["Lumen Kundenservice <service@lumen.de>", "Lumen"], ["Bestellung | Lumen <shop@lumen.de>", "Lumen"], ["Ihr Lumen-Team <team@lumen.de>", "Lumen"],
    ["Le Service Client Lumen <serviceclient@lumen.fr>", "Lumen"], ["L'équipe Lumen <bonjour@lumen.fr>", "Lumen"], ["Atención al cliente Lumen <hola@lumen.es>", "Lumen"],
    ["Lumen Klantenservice <info@lumen.nl>", "Lumen"], ["Zespół Lumen <sklep@lumen.pl>", "Lumen"], ["Your friends at Lumen <hi@lumen.com>", "Lumen"],
    ["Team at Lumen <hi@teamlumen.com>", "Lumen"],
    // a Japanese mailing's at-sign before the brand and its section after a slash
    ["＠ぴあ/シネマ <mail_info@pia.example.jp>", "ぴあ"],
    ["Lumen Cancellations <cancellations@lumen.com>", "Lumen"], ["Lumen Account Alerts <alerts@lumen.com>", "Lumen"],
    ["Lumen Sales <sales@lumen.com>", "Lumen"], ["Lumen Order Status <order_status@lumen.com>", "Lumen"], ["Lumen Registration <events@lumen.com>", "Lumen"],
    ["Lumen Accounts Payable <ap@lumen.com>", "Lumen"], ["Lumen Inscriptions <inscriptions@lumen.fr>", "Lumen"],
    // a person's mailbox at an internet provider names no shop (the shop the text names, or none)
    ["dslsports@earthlink.net", null], ["pat@houston.rr.com", null],
    // ("Kitchen at Home": a first word the domain spells is the brand's own, no person's)
    ["Kitchen at Home <orders@kitchenathome.com>", "Kitchen at Home"],
  ])("%s → %s", async (from, name) => {
    expect((await parseReceiptEmail(eml(from))).merchant.name).toBe(name);
  });

  it.each([
    ["<noreply@qzxrooms.com>", "Your QZX payment receipt", "QZX"], ["<orders@lumenstore.com>", "Your Lumen receipt", "Lumen"],
  ])("takes a brand's name from a domain that adds a generic word to it (%s), as the subject prints it", async (from, subject, name) => {
    const r = await parseReceiptEmail([`From: ${from}`, `Subject: ${subject}`, "Date: Tue, 21 May 2024 14:02:11 -0700", "Content-Type: text/plain; charset=utf-8",
      "MIME-Version: 1.0", "", "Booking ID: IBZY2087", "Total paid: $19.39"].join("\r\n"));
    expect(r.merchant.name).toBe(name);
  });

  it("names a bulk-mail service's client as the body spells the label before the service's domain, never the recipient's company", async () => {
    const mail = (from: string, body: string[]) => [`From: ${from}`, "Subject: Your bill is ready", "Date: Tue, 21 May 2024 14:02:11 -0700",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n");
    const client = await parseReceiptEmail(mail("onlinebill@lumencc.echomail.com", ["Dear LUMEN DIRECT policyholder,", "Your bill is ready.", "This e-mail was sent to: pat@northwind.com"]));
    expect(client.merchant.name).toBe("LUMEN");
    // (Digital Impact's m0.net sends under the client's label too: "hot-farealert@lumen.m0.net")
    const alert = await parseReceiptEmail(mail("hot-farealert@lumen.m0.net", ["Lumen Hot-Fare(sm) Alert:", "Check out the latest fares from Houston!"]));
    expect(alert.merchant.name).toBe("Lumen");
    // a footer's "proprietary products of …" names the holder as a copyright line does
    const owner = await parseReceiptEmail(mail("specials@brand.rsc01.com", ["Specials for Pat", "This e-mail message and its contents are copyrighted and are proprietary products of Lumen Airlines, Inc. Any unauthorized use is prohibited.",
      "This e-mail was sent to: pat@northwind.com"]));
    expect(owner.merchant.name).toBe("Lumen Airlines");
  });

  it("names a short domain by the name its letters are the initials of, or by the initials the text prints", async () => {
    const mail = (from: string, body: string[]) => [`From: ${from}`, "Subject: Online Purchase Receipt", "Date: Tue, 21 May 2024 14:02:11 -0700",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n");
    expect((await parseReceiptEmail(mail("webmaster@hgo.net", ["Thank you for supporting Harbor Grand Opera.", "Total: $81.50"]))).merchant.name).toBe("Harbor Grand Opera");
    expect((await parseReceiptEmail(mail("webmaster@hgo.net", ["Thank you for supporting HGO, Harbor Grand Opera.", "Total: $81.50"]))).merchant.name).toBe("HGO");
  });

  it("names a domain that joins the starts of a name's words by that name ('statcan' Statistics Canada), and a mailer's three letters by the initials", async () => {
    const mail = (from: string, body: string[]) => [`From: ${from}`, "Subject: Thank you for your order", "Date: Tue, 21 May 2024 14:02:11 -0700",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n");
    const name = async (from: string, body: string[]) => (await parseReceiptEmail(mail(from, body))).merchant.name;
    expect(await name("infostats@statbor.example", ["Statistics Borduria would like to thank you for your recent purchase.", "ORDER NUMBER: 116832", "Grand Total: $39.00"])).toBe("Statistics Borduria");
    expect(await name("tickets@norair.example", ["Thank you for flying Nordic Airways.", "Total: $177.00"])).toBe("Nordic Airways");
    expect(await name("guests@hblmail.example", ["Harbor Bay Lodges", "Your reservation is confirmed.", "Total: $310.00"])).toBe("Harbor Bay Lodges");
    // (the starts must spell the whole label: "Statistics Board" is no "statbor…" name of a longer label)
    expect(await name("infostats@statborx.example", ["Statistics Borduria would like to thank you for your recent purchase.", "Grand Total: $39.00"])).toBe("Statborx");
  });

  it("names a bare sender's domain by the text's spelling with an apostrophe, hyphen or star, and an airline by its full name", async () => {
    const mail = (from: string, body: string[]) => [`From: ${from}`, "Subject: Order Confirmation", "Date: Fri, 21 Sep 2001 10:00:00 -0500",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n");
    const name = async (from: string, body: string[]) => (await parseReceiptEmail(mail(from, body))).merchant.name;
    expect(await name("custserv@harborsend.com", ["Thank you for shopping at Harbor's End.", "Order Total: $42.00"])).toBe("Harbor's End");
    expect(await name("service@1800candles.com", ["1-800-CANDLES.COM ORDER CONFIRMATION", "Order Total: $42.00"])).toBe("1-800-CANDLES");
    expect(await name("service@xtrade.com", ["X*TRADE Securities", "Order Total: $42.00"])).toBe("X*TRADE");
    expect(await name("confirm@skyway.com", ["Dear Pat,", "SKYWAY AIRLINES TICKETLESS TRAVEL ONLINE", "Your Skyway Airlines confirmation", "Total: $177.00"])).toBe("SKYWAY AIRLINES");
    // (a sentence's opening word before the name is no part of it)
    expect(await name("confirm@skyway.com", ["Your Skyway Airlines confirmation", "Total: $177.00"])).toBe("Skyway Airlines");
  });

  it("names a charity as its text does: the organisation a domain's word stands in, initials with small words between", async () => {
    const mail = (from: string, body: string[]) => [`From: ${from}`, "Subject: Thank you for your gift", "Date: Fri, 21 Sep 2001 10:00:00 -0500",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n");
    const org = await parseReceiptEmail(mail("donation@heart.org", ["Thank you for your contribution to the American Heart Association.", "This e-mail is a receipt for your donation of $50.00."]));
    expect([org.merchant.name, org.is_receipt, org.email_type, org.totals.total]).toEqual(["American Heart Association", true, "payment_receipt", 50]);
    const initials = await parseReceiptEmail(mail("donorservices@uwnyc.org", ["Thank you for your gift of $250.00 to the fund.", "Ralph Dickerson, President", "United Way of New York City"]));
    expect([initials.merchant.name, initials.totals.total]).toEqual(["United Way of New York City", 250]);
    // (a trade's business word ends the name too: "Midwest Fastener Supply", "Kiln Street Studio")
    const trade = await parseReceiptEmail(mail("Customer Service <custserv@midwestfastener.example>", ["Thank you for your order with Midwest Fastener Supply.", "Order 4471", "Total: $86.40"]));
    expect(trade.merchant.name).toBe("Midwest Fastener Supply");
    // a brand's domain that adds "res" (reservations) to its name
    expect((await parseReceiptEmail(mail("hiltonnet@hiltonres.com", ["Thank you for choosing Hilton Hotels.", "Confirmation Number: 3133354400"]))).merchant.name).toBe("Hilton");
  });

  it("never names the company of a forward chain's colleagues (their header lines, their disclaimer's address) as the shop", async () => {
    const r = await parseReceiptEmail(["From: Pat <pat@example.org>", "Subject: Fwd: FW: Ticketless Confirmation", "Date: Tue, 21 May 2024 14:02:11 -0700",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      ["fyi", "", "---------- Forwarded message ---------", "From: Sample, Pat <pat.sample@northwind.com>", "Date: Fri, 11 Jan 2002 12:18:00 -0600",
        "Subject: FW: Ticketless Confirmation", "To: <pat@example.org>", "", "-----Original Message-----", "From: Kim [mailto:kim@houston.rr.com]",
        "Sent: Thursday, January 03, 2002 12:01 PM", "To: Sample, Pat", "Subject: Ticketless Confirmation", "", "Confirmation number: M87QVS", "Total: $188.00", "",
        "If you received this in error, please contact the sender or reply to Northwind Corp. at messaging.admin@northwind.com"].join("\n")].join("\r\n"));
    expect([r.merchant.name, r.order.number]).toEqual([null, "M87QVS"]);
  });

  it("names the footer's copyright holder for a body kept without any sender", async () => {
    const r = await parseReceiptEmail(["MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "", "Your ride receipt", "Total\t$12.40",
      "Copyright © 2018 Lumen Rides Pte. Ltd."].join("\r\n"));
    expect(r.merchant.name).toMatch(/^Lumen Rides/);
  });

  it("takes a Japanese shop's name from its subject's lenticular brackets when the display name names no one", async () => {
    const r = await parseReceiptEmail(["From: shop <shop@tanoshii.example.jp>", `Subject: =?UTF-8?B?${Buffer.from("【たのしいショップ】商品発送のお知らせ").toString("base64")}?=`,
      "Date: Mon, 08 Jan 2024 10:16:00 +0900", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", "ご注文番号：20240105-0012345\nお問い合わせ伝票番号：4567-8901-2345"].join("\r\n"));
    expect(r.merchant.name).toBe("たのしいショップ");
  });

  it("never names a bulk-mail service as the merchant; a generic display name is no shop either", async () => {
    for (const from of ["Customer Service <cs@shop-mailer.sendgrid.net>", "Store <store+12345@t.shopifyemail.com>"]) {
      const r = await parseReceiptEmail(eml(from));
      expect(r.merchant.name ?? "", from).not.toMatch(/sendgrid|shopify|^store$/i);
    }
  });
});
