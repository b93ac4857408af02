import { readFileSync } from "node:fs";
import { join } from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import { afterEach, describe, expect, it } from "vitest";
import { forwardDateToIso } from "../../lambdas/extraction/forward";
import { parseMime, parseReceiptEmail, unwrapForward, unwrapForwardedEmail } from "../../lambdas/extraction/index";

import { corpusDir as corpus } from "../support/corpus";
const compile = (o: Mail.Options): Promise<Buffer> => new MailComposer(o).compile().build();

const inlineAttached = [
  "From: shopper@example.com",
  "Subject: Fwd: Your order",
  'Content-Type: multipart/mixed; boundary="b"',
  "",
  "--b",
  "Content-Type: text/plain",
  "",
  "fyi",
  "--b",
  "Content-Type: message/rfc822; name=forwarded.eml",
  "Content-Disposition: inline; filename=forwarded.eml",
  "",
  "From: Shop <orders@shop.example>",
  "Subject: Your order #123",
  "Date: Mon, 05 Jan 2026 10:00:00 +0000",
  "Message-ID: <abc@shop.example>",
  "Content-Type: text/html",
  "",
  "<p>Total $10.00</p>",
  "--b--",
  "",
].join("\r\n");

const original = [
  "From: Shop <orders@shop.example>",
  "To: shopper@example.com",
  "Subject: Your order #123",
  "Date: Mon, 05 Jan 2026 10:00:00 +0000",
  "Message-ID: <abc@shop.example>",
  "Content-Type: text/html",
  "",
  "<p>Total $10.00</p>",
  "",
].join("\r\n");

const outlookBlock = (note: string, inner: string) => [
  note, "", "________________________________",
  "From: Shop <orders@shop.example>",
  "Sent: Monday, January 5, 2026 10:00 AM",
  "To: shopper@example.com",
  "Subject: Your order",
  "", inner,
].join("\n");

const plain = (subject: string, body: string, from = "shopper@example.com") =>
  `From: ${from}\r\nSubject: ${subject}\r\nDate: Tue, 06 Jan 2026 08:00:00 +0000\r\n\r\n${body.replace(/\n/g, "\r\n")}\r\n`;

describe("forward unwrapping: attached messages", () => {
  it("sees a message/rfc822 part marked Content-Disposition: inline as the forwarded original", async () => {
    expect(await unwrapForwardedEmail(inlineAttached)).toEqual({
      forwarded: true, forwardedBy: "shopper@example.com", originalFrom: "orders@shop.example",
      originalDate: "2026-01-05T10:00:00.000Z", originalSubject: "Your order #123", originalMessageId: "<abc@shop.example>",
    });
    const mail = await parseMime(inlineAttached);
    expect(mail.text?.trim()).toBe("fyi"); // the original is not merged into the forwarder's note
    expect(mail.attached).toHaveLength(1);
  });

  it("runs the extraction on the inline-attached original", async () => {
    const r = await parseReceiptEmail(inlineAttached);
    expect(r.email).toMatchObject({
      forwarded: true, forwarded_by: "shopper@example.com", from: "orders@shop.example",
      subject: "Your order #123", date: "2026-01-05T10:00:00.000Z",
    });
    expect(r.merchant.email).toBe("orders@shop.example");
    expect(r.totals.total).toBe(10);
  });

  it.each([
    ["nodemailer's default (inline)", {}],
    ["attachment", { contentDisposition: "attachment" as const }],
  ])("unwraps a message attached by nodemailer with disposition %s", async (_label, disposition) => {
    const raw = await compile({
      from: "shopper@example.com", to: "inbox@example.com", subject: "Fwd: Your order #123", text: "see attached",
      attachments: [{ filename: "forwarded.eml", contentType: "message/rfc822", content: original, ...disposition }],
    });
    expect(await unwrapForwardedEmail(raw)).toMatchObject({
      forwarded: true, originalFrom: "orders@shop.example", originalSubject: "Your order #123",
      originalDate: "2026-01-05T10:00:00.000Z", originalMessageId: "<abc@shop.example>",
    });
    expect((await parseReceiptEmail(raw)).totals.total).toBe(10);
  });
});

describe("forward unwrapping: inline forwards", () => {
  it("takes the outermost forward: an Outlook forward of a message that contains an Apple Mail forward", async () => {
    const raw = plain("FW: Your order", outlookBlock("fyi", "Begin forwarded message:\n\nFrom: Warehouse <wh@other.example>\nSubject: Dispatch note"));
    expect(await unwrapForwardedEmail(raw)).toEqual({
      forwarded: true, forwardedBy: "shopper@example.com", originalFrom: "orders@shop.example",
      originalDate: "2026-01-05T10:00:00.000Z", originalSubject: "Your order", originalMessageId: null,
    });
  });

  it("reads a header block flattened into one line (a Yahoo forward's 'From: … To: … Cc: Sent: … Subject: …')", async () => {
    const body = "Sent from my phone\n   ----- Forwarded Message ----- From: \"Shop\" <orders@shop.example> To: \"pat@example.com\" <pat@example.com> Cc:  "
      + "Sent: Fri, Aug 9, 2024 at 2:02 PM Subject: Pickup Order Confirmation   @media only screen {#x .c {width:100%}}\nThanks for your order!";
    expect(await unwrapForwardedEmail(plain("Fwd: receipt", body))).toMatchObject({
      originalFrom: "orders@shop.example", originalSubject: "Pickup Order Confirmation", originalDate: "2024-08-09T14:02:00.000Z",
    });
  });

  it("takes the outermost forward over an inner -----Original Message----- and Gmail block", async () => {
    const inner = "-----Original Message-----\nFrom: Warehouse <wh@other.example>\nSent: Sunday, January 4, 2026 9:00 AM\nSubject: Dispatch note\n\n"
      + "---------- Forwarded message ---------\nFrom: Carrier <c@carrier.example>\nDate: Sat, Jan 3, 2026 at 8:00 AM\nSubject: Label";
    const fwd = await unwrapForwardedEmail(plain("FW: Your order", outlookBlock("", inner)));
    expect(fwd).toMatchObject({ originalFrom: "orders@shop.example", originalSubject: "Your order" });
  });

  it("takes the innermost forward when the forwarded original is itself a forward ('Fwd: …'): a Gmail forward of an Apple Mail forward", async () => {
    const body = [
      "fyi", "", "---------- Forwarded message ---------", "From: Jane <jane@example.org>",
      "Date: Mon, Jan 5, 2026 at 10:00 AM", "Subject: Fwd: Your order", "To: <shopper@example.com>", "", "",
      "Begin forwarded message:", "", "From: Shop <orders@shop.example>", "Subject: Your order",
      "Date: January 4, 2026 at 9:00:00 AM EST", "To: jane@example.org",
    ].join("\n");
    expect(await unwrapForwardedEmail(plain("Fwd: Fwd: Your order", body))).toMatchObject({
      originalFrom: "orders@shop.example", originalSubject: "Your order", originalDate: "2026-01-04T14:00:00.000Z",
    });
  });

  it("reads Gmail's HTML-only forward, Outlook's HTML forward under an <hr>, and Apple Mail's text forward", async () => {
    const gmail = `From: shopper@example.com\r\nSubject: Fwd: Your order\r\nContent-Type: text/html\r\n\r\n`
      + `<div dir="ltr"><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>`
      + `From: <strong class="gmail_sendername" dir="auto">Shop</strong> <span dir="auto">&lt;orders@shop.example&gt;</span><br>`
      + `Date: Mon, Jan 5, 2026 at 10:00 AM<br>Subject: Your order<br>To: &lt;shopper@example.com&gt;<br></div><br><br><p>Total $10.00</p></div></div>\r\n`;
    const outlook = `From: shopper@example.com\r\nSubject: FW: Your order\r\nContent-Type: text/html\r\n\r\n`
      + `<html><body><div>fyi</div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr">`
      + `<font face="Calibri, sans-serif"><b>From:</b> Shop &lt;orders@shop.example&gt;<br><b>Sent:</b> Monday, January 5, 2026 10:00 AM<br>`
      + `<b>To:</b> shopper@example.com<br><b>Subject:</b> Your order</font><div>&nbsp;</div></div><p>Total $10.00</p></body></html>\r\n`;
    const apple = plain("Fwd: Your order", "Begin forwarded message:\n\nFrom: Shop <orders@shop.example>\nSubject: Your order\nDate: January 5, 2026 at 5:00:00 AM EST\nTo: shopper@example.com\n\nTotal $10.00");
    for (const raw of [gmail, outlook, apple]) {
      expect(await unwrapForwardedEmail(raw)).toEqual({
        forwarded: true, forwardedBy: "shopper@example.com", originalFrom: "orders@shop.example",
        originalDate: "2026-01-05T10:00:00.000Z", originalSubject: "Your order", originalMessageId: null,
      });
    }
  });

  it("reads the *bold* labels of an Outlook forward's plain-text rendering", async () => {
    const raw = plain("FW: Your order", "fyi\n\n________________________________\n*From:* Shop <orders@shop.example>\n*Sent:* Monday, January 5, 2026 10:00 AM\n*To:* shopper@example.com\n*Subject:* Your order\n\nTotal $10.00");
    expect(await unwrapForwardedEmail(raw)).toMatchObject({
      forwarded: true, originalFrom: "orders@shop.example", originalSubject: "Your order", originalDate: "2026-01-05T10:00:00.000Z",
    });
  });

  it("reads a Message-ID printed in an inline header block", async () => {
    const raw = plain("Fwd: Your order", "-------- Forwarded Message --------\nSubject: Your order\nDate: Mon, 5 Jan 2026 11:00:00 +0100\nFrom: Shop <orders@shop.example>\nMessage-ID: <abc@shop.example>\nTo: shopper@example.com\n\nTotal $10.00");
    expect(await unwrapForwardedEmail(raw)).toMatchObject({
      originalFrom: "orders@shop.example", originalDate: "2026-01-05T10:00:00.000Z", originalMessageId: "<abc@shop.example>",
    });
  });

  it("does not take a rule followed by ordinary text, or a From: line deep in a receipt, for a forward", async () => {
    const receipt = plain("Your order", "Thanks!\n\n____________________\nOrder total $10.00\n\nQuestions? Write to us.\nFrom: our team", "orders@shop.example");
    expect((await unwrapForwardedEmail(receipt)).forwarded).toBe(false);
    const fwdNoBlock = plain("FW: Your order", "see below\n\n____________________\nOrder total $10.00\nFrom: our team");
    expect((await unwrapForwardedEmail(fwdNoBlock)).forwarded).toBe(false);
  });

  it("takes the outer block when corpus emails (Apple Mail forward d110, Gmail forward d093) are forwarded again from Outlook, and the block under it when the original was itself forwarded", async () => {
    const innermost: Record<string, string> = { d110: "auto-confirm@amazon.com", d093: "confirmation@seamless.com" };
    for (const id of ["d110", "d093"]) {
      const inner = await parseMime(readFileSync(join(corpus, `${id}.eml`)));
      const innerText = inner.text ?? (inner.html ?? "").replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]+>/g, "");
      const text = `fyi\n\n________________________________\nFrom: ${inner.from.address}\nSent: Monday, January 5, 2026 10:00 AM\nTo: me@example.com\nSubject: ${inner.subject}\n\n${innerText}`;
      const raw = await compile({ from: "me@example.com", to: "inbox@example.com", subject: `FW: ${inner.subject}`, text });
      const fwd = unwrapForward(await parseMime(raw));
      expect(fwd.originalFrom, id).toBe(innermost[id]);
      if (id === "d093") expect([fwd.originalSubject, fwd.originalDate]).toEqual([inner.subject, "2026-01-05T10:00:00.000Z"]);
    }
  });
});

describe("forwardDateToIso", () => {
  const tz = process.env.TZ;
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it.each([
    ["Monday, January 5, 2026 10:00 AM", "2026-01-05T10:00:00.000Z"], // Outlook, no zone: UTC
    ["Mon, Jan 5, 2026 at 10:00 PM", "2026-01-05T22:00:00.000Z"], // Gmail
    ["January 5, 2026 at 12:05:09 AM EST", "2026-01-05T05:05:09.000Z"], // Apple Mail
    ["Mon, 5 Jan 2026 10:00:00 +0100", "2026-01-05T09:00:00.000Z"], // RFC 5322
    ["Mon, 5 Jan 2026 10:00:00 -0500 (EST)", "2026-01-05T15:00:00.000Z"],
    ["Monday, 5 January 2026 10:00 (GMT+01:00)", "2026-01-05T09:00:00.000Z"],
    ["Montag, 5. Januar 2026 um 10:00", "2026-01-05T10:00:00.000Z"],
    ["Mo., 5. Jan. 2026 um 10:00 Uhr", "2026-01-05T10:00:00.000Z"],
    ["lun. 5 janv. 2026 à 10:00", "2026-01-05T10:00:00.000Z"],
    ["lunes, 5 de enero de 2026 10:00", "2026-01-05T10:00:00.000Z"],
    ["05.01.2026 10:00", "2026-01-05T10:00:00.000Z"],
    ["1/5/2026 10:00 AM", "2026-01-05T10:00:00.000Z"],
    ["2026-01-05T10:00:00.000Z", "2026-01-05T10:00:00.000Z"],
    ["2026-01-05T11:00:00+01:00", "2026-01-05T10:00:00.000Z"],
  ])("%s -> %s", (input, expected) => {
    expect(forwardDateToIso(input)).toBe(expected);
  });

  it("does not depend on the machine's time zone", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(forwardDateToIso("Monday, January 5, 2026 10:00 AM")).toBe("2026-01-05T10:00:00.000Z");
    process.env.TZ = "Asia/Tokyo";
    expect(forwardDateToIso("Mon, Jan 5, 2026 at 10:00 AM")).toBe("2026-01-05T10:00:00.000Z");
  });

  it("returns null for what is not a date", () => {
    expect(forwardDateToIso("sometime last week")).toBeNull();
    expect(forwardDateToIso("")).toBeNull();
    expect(forwardDateToIso(null)).toBeNull();
  });
});

describe("forward markers of more languages", () => {
  it.each([
    ["---------- Przekazana wiadomość ---------", "Od: Sklep <zamowienia@sklep.example>", "Temat: Potwierdzenie zamówienia"],
    ["---------- 転送されたメッセージ ----------", "差出人：ショップ <info@shop.example.jp>", "件名：ご注文ありがとうございます"],
  ])("finds the original sender under %s", async (marker, from, subject) => {
    const raw = ["From: Forwarder <me@mail.example>", "Subject: Fwd: order", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      "see below", "", marker, from, "Date: Fri, 5 Jan 2024 10:00:00 +0000", subject, "", "Total: 10,00 zł"].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect(r.email.forwarded).toBe(true);
    expect(r.merchant.email).toMatch(/@(?:sklep\.example|shop\.example\.jp)$/);
  });
});

describe("Outlook's forward headers in Danish and Finnish, under 'VS:'", () => {
  it.each([
    ["VS: Ordrebekræftelse - ordrenr. 8123456", ["Fra: Proshop <ordre@proshop.dk>", "Sendt: 2. oktober 2021 21:18", "Til: Mads <mads@mail.dk>", "Emne: Ordrebekræftelse"], "Proshop"],
    ["VS: Tilausvahvistus 59127734", ["Lähettäjä: Verkkokauppa.com <asiakaspalvelu@verkkokauppa.com>", "Lähetetty: tiistai 14. toukokuuta 2024 12.30", "Vastaanottaja: Mikko <mikko@yritys.example.fi>", "Aihe: Tilausvahvistus 59127734"], "Verkkokauppa.com"],
  ])("%s names the original shop", async (subject, header, shop) => {
    const raw = ["From: Mikko <mikko@yritys.example.fi>", `Subject: ${subject}`, "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      "Her er kvitteringen.", "________________________________", ...header, "", "Ordrenummer: 8123456", "I alt: 2.137,00 kr."].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect([r.email.forwarded, r.merchant.name]).toEqual([true, shop]);
  });
});

describe("an email from a person's mailbox", () => {
  const raw = (body: string) => ["From: Pat Sample <pat.sample@gmail.com>", "Subject: my order", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body].join("\r\n");

  it("never names the person as the merchant: a shop address printed in the text names it", async () => {
    const r = await parseReceiptEmail(raw("look at this\n\nsent by orders@northwindoutfitters.example\nOrder number: 4711\nTotal: $20.00"));
    expect(r.merchant.name).toBe("Northwindoutfitters");
  });

  it("says null rather than the person's name when nothing names a shop", async () => {
    const r = await parseReceiptEmail(raw("Order number: 4711\nTotal: $20.00"));
    expect(r.merchant.name).toBeNull();
  });

  it.each([
    ['"Букля" <booklya.shop@gmail.com>', "Заказ #106997 в книжном интернет-магазине Букля", "Букля"],
    ["Lantern Books <lantern.books@gmail.com>", "Your order 4711 at Lantern Books", "Lantern Books"],
    ["Pat Sample <pat.sample@gmail.com>", "Pat Sample, your order 4711 is confirmed", null],
    ["Pat Sample <pat.sample@gmail.com>", "Hi Pat Sample: order 4711 is confirmed", null],
  ])("names a small shop that mails from a personal mailbox by its display name when the subject names it too (%s)", async (from, subject, name) => {
    const r = await parseReceiptEmail([`From: ${from}`, `Subject: ${subject}`, "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      "Order number: 4711"].join("\r\n"));
    expect(r.merchant.name).toBe(name);
  });
});

describe("a forward whose header block has no marker line above it", () => {
  const plain = (subject: string, body: string[]) => [
    "From: Marie Dupont <marie.dupont@outlook.fr>", `Subject: ${subject}`, "Date: Wed, 20 Mar 2024 09:00:00 +0100",
    "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n"),
  ].join("\r\n");

  it("is read when a forward subject ('TR:') stands over a block that opens the text", async () => {
    const r = await parseReceiptEmail(plain("TR: Votre commande 55123", [
      "", "De : Boutique Lin <contact@boutique-lin.fr>", "Envoyé : mardi 12 mars 2024 14:05", "À : Marie Dupont", "Objet : Votre commande 55123", "",
      "Merci pour votre commande n° 55123.", "Robe en lin  89,00 €", "Total TTC  89,00 €",
    ]));
    expect([r.email.forwarded, r.merchant.name, r.email.forwarded_by]).toEqual([true, "Boutique Lin", "marie.dupont@outlook.fr"]);
  });

  it("is read when the block is quoted with '>' as older clients forward ('>From: <orders@…>' … '>Date: …')", async () => {
    const r = await parseReceiptEmail(plain("Fwd: Online Order # 106725", [
      "", "", ">From: <orders@eyesave.example>", ">To: <pat@hotmail.example>", ">Subject: Online Order # 106725", ">Date: Thu, 10 Jan 2002 10:59:44 -0500",
      ">", ">Thank you for your order.", ">Order Number: 106725", ">Order Total: $88.45",
    ]));
    expect([r.email.forwarded, r.merchant.name, r.order.number, r.totals.total]).toEqual([true, "Eyesave", "106725", 88.45]);
  });

  it("is read under a bracketed '[Fwd: …]' subject whose block prints raw header lines above Date: and From:", async () => {
    const mail = await parseMime(plain("[Fwd: Shipment [#729103]]", [
      "Return-path: <info@winebid.example>", "Received: from mta1.example.net by sims1.example.net with ESMTP id <0GQ1@sims1.example.net>",
      "  for pat@example.net; Wed, 16 Jan 2002 15:49:21 -0600 (CST)", "Date: Wed, 16 Jan 2002 14:04:37 -0800", "From: info@winebid.example",
      "Subject: Shipment [#729103]", "To: pat@example.net", "", "Dear Auction Winner,", "This is to confirm that we have shipped your auction winnings.",
    ]));
    expect([unwrapForward(mail).forwarded, unwrapForward(mail).originalFrom]).toEqual([true, "info@winebid.example"]);
  });

  it("is read when the raw header prints other lines between Date: and From: ('Date-warning: …', session 32)", async () => {
    const mail = await parseMime(plain("[Fwd: Thank you for choosing Harbor Bank]", [
      "Return-path: <service@lender.example>", "Date: Sun, 11 Nov 2001 21:18:17 -0600 (CST)", "Date-warning: Date header was inserted by mta3.example.net",
      "From: Customer Service <service@harborbank.example>", "Subject: Thank you for choosing Harbor Bank", "", "Dear Pat,", "Please visit the status page.",
    ]));
    expect([unwrapForward(mail).forwarded, unwrapForward(mail).originalFrom]).toEqual([true, "service@harborbank.example"]);
  });

  it("is read from a webmail's HTML whose quoted block has a blank line under each field and the address unescaped ('&gt;From: \"X\" <x@…>', session 32)", async () => {
    const html = ["<html><div>", "<DIV></DIV>&gt;From: \"Submission Confirmation\" <JOBS@ROUTE.JOBBOARD.EXAMPLE>", "<DIV></DIV>&gt;To: <PAT@HOTMAIL.EXAMPLE>",
      "<DIV></DIV>&gt;Subject: Confirmation of Submission", "<DIV></DIV>&gt;Date: Tue, 20 Nov 2001 11:28:06 -0500", "<DIV></DIV>&gt;",
      "<DIV></DIV>&gt;This message is to confirm that your information has been sent.", "</div></html>"].join("\n");
    const raw = ["From: pat@hotmail.example", "Subject: Fwd: Confirmation of Submission", "Date: Wed, 21 Nov 2001 09:00:00 -0800",
      "Content-Type: text/html; charset=us-ascii", "MIME-Version: 1.0", "", html].join("\r\n");
    const info = unwrapForward(await parseMime(raw));
    expect([info.forwarded, info.originalFrom, info.originalSubject]).toEqual([true, "jobs@route.jobboard.example", "Confirmation of Submission"]);
  });

  it.each([
    ["es", ["De: Tienda Olivar <pedidos@tiendaolivar.example>", "Enviado el: martes, 12 de marzo de 2024 9:14", "Para: Pat <pat@example.org>", "Asunto: Pedido 4471"]],
    ["pt", ["De: Tienda Olivar <pedidos@tiendaolivar.example>", "Enviada em: terça-feira, 12 de março de 2024 09:14", "Para: Pat <pat@example.org>", "Assunto: Pedido 4471"]],
  ])("reads Outlook's %s header block ('Enviado el:', 'Enviada em:')", async (_lang, block) => {
    const r = await parseReceiptEmail(plain("RV: Pedido 4471", ["", ...block, "", "Gracias por tu pedido nº 4471.", "Total: 38,30 €"]));
    expect([r.email.forwarded, r.merchant.name]).toEqual([true, "Tienda Olivar"]);
  });

  it("never names the forwarder's company when a person forwards from a company mailbox and the block goes unread", async () => {
    const raw = ["From: Pat Sample <pat.sample@northwind.example>", "Subject: Fwd: Ihre Bestellung 10234", "Date: Wed, 20 Mar 2024 10:00:00 +0100",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      ["fyi", "", "Absender: Kaffee Nord <shop@kaffee-nord.example>", "", "Vielen Dank für Ihre Bestellung.", "Bestellnummer: 10234", "Gesamtsumme: 19,90 €"].join("\n")].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect(r.merchant.name).not.toBe("Northwind");
    expect(r.merchant.name?.toLowerCase()).toContain("kaffee");
  });

  it("is not taken from a quoted reply deep in the text", async () => {
    const mail = await parseMime(plain("TR: notre discussion", [
      "Bonjour,", "voici la suite de notre échange.", "Merci de regarder.", "", "Cordialement,", "Marie", "", "Le reste plus bas :", "",
      "De : Paul <paul@example.org>", "Envoyé : lundi 11 mars 2024 10:00", "Objet : discussion", "", "Salut",
    ]));
    expect(unwrapForward(mail).forwarded).toBe(false);
  });
});

describe("the forwarded original's own lines", () => {
  const gmail = (note: string, original: string[]) => [
    note, "", "---------- Forwarded message ---------", "From: Lumenware <orders@lumenware.example.com>", "Date: Mon, Jan 5, 2026 at 10:00 AM",
    "Subject: Order 5512 confirmed", "To: Pat <pat@acme-corp.com>", "", ...original,
  ].join("\n");

  it("reads nothing from the forwarder's note or the header block: their amounts, dates and addresses are not the receipt's", async () => {
    const r = await parseReceiptEmail(plain("Fwd: Order 5512 confirmed", gmail("Please expense this.\nBudget\t$500.00\nCost centre: Office 12",
      ["Thank you for your order!", "Desk Lamp\t$39.00", "Total\t$39.00"]), "pat@acme-corp.com"));
    expect([r.totals.total, r.order.purchase_date, r.products.map((p) => p.description)]).toEqual([39, "2026-01-05", ["Desk Lamp"]]);
  });

  it("reads the original's opening lines as its opening lines: a forwarded ticket's title is its item", async () => {
    const body = ["---------- Forwarded message ---------", "From: Dopravce <info@rail.example.cz>", "Date: Fri, Jun 29, 2012 at 9:00 AM",
      "Subject: Elektronická jízdenka", "To: <pat@example.org>", "", "Elektronická jízdenka č. 0123456789", "Praha hl.n. – Brno hl.n.", "Cena celkem\t272 Kč"].join("\n");
    const r = await parseReceiptEmail(plain("Fwd: Elektronická jízdenka", body, "pat@example.org"));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["Elektronická jízdenka", 272]]);
  });

  it("reads a forwarded till receipt in <pre> as its text part: names wrapped at the printed width are joined", async () => {
    const rule = "=".repeat(40);
    const till = [rule, "Назив   Цена         Кол.         Укупно", "[528195] KASIKA PLASTICNA BELA FRESH 20/", "1  [KOM] (Ђ)",
      "        89,99          1           89,99", "-".repeat(40), "Укупан износ:     89,99", rule].join("\n");
    const html = `<div>---------- Forwarded message ---------<br>From: Shop &lt;noreply@shop.example.rs&gt;<br>Date: Sat, Jan 6, 2024 at 1:09 PM<br>Subject: Fiskalni račun<br>To: &lt;pat@example.org&gt;<br><br><pre>${till}</pre></div>`;
    const raw = await compile({ from: "pat@example.org", to: "in@example.com", subject: "Fwd: Fiskalni račun", html });
    const r = await parseReceiptEmail(raw);
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["KASIKA PLASTICNA BELA FRESH 20/1", 89.99]]);
  });

  it("never names the forwarder's company as the shop of an original sent from a person's mailbox", async () => {
    const body = ["---------- Forwarded message ---------", "From: <sam.seller1984@yahoo.com>", "Date: Mon, Jan 5, 2026 at 10:00 AM",
      "Subject: Invoice", "To: Pat <pat@acme-corp.com>", "", "Invoice for the bike", "Total\t$120.00"].join("\n");
    const r = await parseReceiptEmail(plain("Fwd: Invoice", body, "pat@acme-corp.com"));
    expect(r.merchant.name ?? "").not.toMatch(/acme/i);
  });
});

describe("a Lotus Notes forward", () => {
  it.each([
    ["----- Forwarded by Pat Sample/HOU/ECT on 07/30/2000 09:09 AM -----", ""],
    ["---------------------- Forwarded by Pat Sample/Frito-Lay/US on", "02/26/2001\n12:03 PM ---------------------------"],
  ])("names the original's sender from the line under the marker that prints it without a label (%s)", async (marker, rest) => {
    const raw = ["From: pat.sample@bigcorp.example", "Subject: Your Lantern Order Information", "Date: Sun, 30 Jul 2000 09:09:00 -0500",
      "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "",
      marker, rest, "", '\t"Lantern Books" <info@lanternbooks.com>', "\t07/30/2000 08:15 AM", "\t\t To: \"Pat Sample\" <pat.sample@bigcorp.example>", "\t\t cc:",
      "\t\t Subject: Your Lantern Order Information", "", "Thank you for shopping with Lantern Books.", "Your Order W-102965", "Total: $1,095.00"].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect([r.email.forwarded, r.merchant.name, r.merchant.email]).toEqual([true, "Lantern Books", "info@lanternbooks.com"]);
  });
});

describe("a Lotus Notes sender line without a display name, or with an address for one", () => {
  it.each([
    ["info@lanternbooks.com on 07/29/2000 06:15:40 PM", "info@lanternbooks.com"],
    ['"info@lanternbooks.com" <info@lanternbooks.com> on 07/29/2000 06:15:40 PM', "info@lanternbooks.com"],
  ])("names the original's sender and takes its date from the line (%s)", async (sender, address) => {
    const raw = ["From: pat.sample@bigcorp.example", "Subject: Your Lantern Order Information", "Date: Sun, 30 Jul 2000 09:09:00 -0500",
      "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "",
      "---------------------- Forwarded by Pat Sample/HOU/ECT on 07/30/2000 09:09 AM ---------------------------", "", "", sender,
      "To: pat.sample@bigcorp.example", "cc:", "Subject: Your Lantern Order Information", "", "Thank you for shopping with Lantern Books.",
      "Your Order W-102965", "Total: $1,095.00"].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect([r.email.forwarded, r.merchant.email, r.order.purchase_date]).toEqual([true, address, "2000-07-29"]);
  });
});

describe("a reply to a forwarded confirmation ('RE: FW: …')", () => {
  it("reads the quoted original under the reply, not the person replying", async () => {
    const raw = ["From: Pat Sample <pat.sample@bigcorp.example>", "Subject: RE: FW: Lantern Order Confirmation", "Date: Wed, 21 Jan 2004 10:00:00 -0600",
      "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "", "Approved - go ahead.", "",
      "> -----Original Message-----", "> From: Kim Doe", "> Sent: Wednesday, January 21, 2004 9:12 AM", "> To: Sample, Pat", "> Subject: FW: Lantern Order Confirmation", ">",
      "> -----Original Message-----", "> From: Lantern Books [mailto:orders@lanternbooks.com]", "> Sent: Tuesday, January 20, 2004 4:40 PM", "> To: Doe, Kim",
      "> Subject: Lantern Order Confirmation", ">", "> Thank you for your order.", "> Order Number: W-102965", "> Order Total: $45.00"].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect([r.email.forwarded, r.merchant.name, r.order.number, r.order.purchase_date]).toEqual([true, "Lantern Books", "W-102965", "2004-01-20"]);
  });

  it("goes on under a person's reply from a home mailbox to the forward it quotes, down to the shop's own (session 32)", async () => {
    const raw = ["From: Pat Sample <pat.sample@bigcorp.example>", "Subject: FW: Ticketless Confirmation", "Date: Fri, 11 Jan 2002 13:00:00 -0600",
      "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "", "",
      " -----Original Message-----", "From: \"Pat & Sam Sample\" <samples@houston.rr.com>", "Sent: Friday, January 11, 2002 12:18 PM", "To: Sample, Pat",
      "Subject: RE: Ticketless Confirmation", "", "", "-----Original Message-----", "From: Sample, Pat [mailto:pat.sample@bigcorp.example]",
      "Sent: Thursday, January 03, 2002 12:01 PM", "To: samples@houston.rr.com", "Subject: FW: Ticketless Confirmation", "", "",
      ">  -----Original Message-----", "> From: \"Skyway Airlines\" <no-reply@mail.skyway.example>", "> Sent: Thursday, January 03, 2002 11:31 AM",
      "> To: Sample, Pat", "> Subject: Ticketless Confirmation", ">", "> Confirmation number: M87QVS", "> Total: $188.00"].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect([r.email.forwarded, r.merchant.name, r.order.number]).toEqual([true, "Skyway Airlines", "M87QVS"]);
  });
});

describe("an Exchange forward's sender", () => {
  it("reads 'smtp:' before the original's address as the transport, and a display name left with one letter as none", async () => {
    const raw = ["From: pat.sample@bigcorp.example", "Subject: FW: SUSAN SCOTT 3MAR SEATTLE TKD", "Date: Wed, 27 Feb 2002 09:00:00 -0800",
      "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "",
      "-----Original Message-----", "From: E Confirmation [mailto:smtp:e.confirmation@nw.navigant.com]", "Sent: Wednesday, February 27, 2002 8:15 AM",
      "To: Pat Sample", "Subject: SUSAN SCOTT 3MAR SEATTLE TKD", "", "NAVIGANT INTERNATIONAL", "Record locator: T1VCGC", "Total: USD 412.50"].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect([r.merchant.email, r.merchant.name]).toEqual(["e.confirmation@nw.navigant.com", "NAVIGANT"]);
  });

  it("decodes a Notes gateway's IMCEANOTES address into the original sender's (session 22)", async () => {
    const raw = ["From: pat.sample@bigcorp.example", "Subject: FW: Your Order with Lantern Books", "Date: Wed, 27 Feb 2002 09:00:00 -0800",
      "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "",
      "-----Original Message-----", "From: \torders@lanternbooks.example@BIGCORP [mailto:IMCEANOTES-orders+40lanternbooks+2Eexample+40BIGCORP@BIGCORP.example]",
      "Sent: Wednesday, February 27, 2002 8:15 AM", "To: Sample, Pat", "Subject: Your Order with Lantern Books", "", "Thank you for your order.", "Order #: 1043", "Total: $12.00"].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect(r.merchant.email).toBe("orders@lanternbooks.example");
  });
});

describe("an Outlook forward without a marker line under a long note (session 19)", () => {
  it("reads the original's sender under a request, a signature and its company's legal lines", async () => {
    const r = await parseReceiptEmail([
      "From: \"Vogt, Katrin\" <k.vogt@example-laser.de>", "To: reisekosten@example-laser.de", "Subject: WG: Buchungsbestätigung (Auftrag 582749103621)",
      "Date: Tue, 14 Mar 2023 10:02:00 +0100", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      ["Hallo zusammen,", "anbei die Buchung für die Dienstreise nach Hamburg (Projekt 2023-117). Bitte über Kostenstelle 5120 abrechnen.",
        "Viele Grüße", "Katrin Vogt", "Vertriebsinnendienst", "Example Lasertechnik GmbH", "Industriestraße 14 · 73230 Kirchheim unter Teck",
        "Tel. +49 7021 5548-213", "Sitz der Gesellschaft: Kirchheim unter Teck · Amtsgericht Stuttgart HRB 731442",
        "Von: DB Vertrieb GmbH <buchungsbestaetigung@bahn.de>", "Gesendet: Dienstag, 14. März 2023 09:41", "An: Vogt, Katrin <k.vogt@example-laser.de>",
        "Betreff: Buchungsbestätigung (Auftrag 582749103621)", "", "Ihre Buchung ist bestätigt.", "Auftragsnummer: 582749103621", "Gesamtpreis: 129,90 €",
      ].join("\n")].join("\r\n"));
    expect([r.email.forwarded, r.email.from, r.merchant.name]).toEqual([true, "buchungsbestaetigung@bahn.de", "DB Vertrieb GmbH"]);
  });

  it("keeps a person's own message quoted back to them, under a forward's subject, no forwarded original", async () => {
    const r = await parseReceiptEmail([
      "From: Sergei <seller@example-posters.ru>", "To: pat.sample@example-corp.com", "Subject: Fwd: Fwd: Payment for 2 posters",
      "Date: Sun, 07 Oct 2001 15:50:31 +0000", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      ["Hello Pat,", "thank you, see my answer below and the payment details.", "Sergei",
        "From: Pat Sample <pat.sample@example-corp.com>", "Sent: Saturday, October 06, 2001 2:36 AM", "To: Sergei <seller@example-posters.ru>",
        "Subject: posters auction", "", "Are the 5 posters included in the set of 18?", "The total amount due: $65.46.",
      ].join("\n")].join("\r\n"));
    expect([r.email.forwarded, r.email.from]).toEqual([false, "seller@example-posters.ru"]);
  });
});

describe("a French Gmail forward in HTML (session 19)", () => {
  it("reads 'De&nbsp;:' (the space French puts before the colon, as an HTML entity) as the original's From line", async () => {
    const html = "<div>Voici la confirmation, tu peux me rembourser ?</div><div>Camille</div><div class=\"gmail_quote\"><div class=\"gmail_attr\">---------- Message transféré ---------<br>"
      + "De&nbsp;: <strong class=\"gmail_sendername\">Librairie Lune</strong> <span>&lt;<a href=\"mailto:commande@librairie-lune.example.fr\">commande@librairie-lune.example.fr</a>&gt;</span><br>"
      + "Date: sam. 9 sept. 2023 à 18:22<br>Subject: Confirmation de votre commande n° 2KQX7RSBDM4TQ<br></div><div>Merci pour votre commande !</div><div>Total : 42,00 €</div></div>";
    const r = await parseReceiptEmail(["From: Camille Durand <camille.durand@example.fr>", "Subject: Fwd: Confirmation de votre commande n° 2KQX7RSBDM4TQ",
      "Date: Sat, 09 Sep 2023 19:00:00 +0200", "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "", html].join("\r\n"));
    expect([r.email.forwarded, r.email.from, r.merchant.name]).toEqual([true, "commande@librairie-lune.example.fr", "Librairie Lune"]);
  });
});

describe("a Lotus Notes 6 forward in columns (session 19)", () => {
  it("reads the original's sender from the left column, its address wrapped at the column's width", async () => {
    const pad = (l: string, r = "") => `             ${l.padEnd(62)}${r}`;
    const r = await parseReceiptEmail([
      "From: Pat Sample <pat_sample@example-insurance.com>", "To: travel@example-insurance.com", "Subject: Fw: Amtrak: eTicket and Receipt for Your 04/14/2008 Trip",
      "Date: Wed, 09 Apr 2008 15:12:00 -0400", "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "",
      ["Travel for the audit next week - please add to my T&E.", "Pat", "",
        "----- Forwarded by Pat Sample/PHL/Example on 04/09/2008 03:12 PM -----", "", pad("\"Amtrak\""), pad("<Amtrak_eTicket@"), pad("amtrak.com>", "To"),
        pad("", "<pat_sample@example-insurance.com>"), pad("04/08/2008 07:58", "cc"), pad("", "Subject"), pad("", "Amtrak: eTicket and Receipt for Your 04/14/2008 Trip"), "",
        "Reservation Number - 4F2A1C", "Total Charged: $184.00",
      ].join("\n")].join("\r\n"));
    expect([r.email.forwarded, r.email.from, r.merchant.name]).toEqual([true, "amtrak_eticket@amtrak.com", "Amtrak"]);
  });
});

describe("a forward of an HTML-only forward (session 20)", () => {
  it("reads the innermost sender from the HTML when the text part carries only the outer block", async () => {
    const inner = ['<div id="divRplyFwdMsg"><b>De:</b> Shop &lt;orders@shop.example.com&gt;<br><b>Enviado:</b> jueves, 27 de febrero de 2025 18:58<br>',
      "<b>Para:</b> ana@example.org<br><b>Asunto:</b> Your order 4471 is confirmed</div><p>Order #4471</p><p>Total: $25.00</p>"].join("");
    const raw = await compile({
      from: "Pat <pat@example.org>", to: "receipts@inbound.example", subject: "Fwd: RV: Your order 4471 is confirmed", date: new Date("2025-03-01T10:00:00Z"),
      text: "fyi\n\n---------- Forwarded message ---------\nFrom: Ana <ana@example.org>\nDate: Fri, 28 Feb 2025 22:24:48 +0000\nSubject: RV: Your order 4471 is confirmed\nTo: <pat@example.org>\n\n",
      html: `<div>fyi<br><br><div class="gmail_quote">---------- Forwarded message ---------<br>From: Ana &lt;ana@example.org&gt;<br>Date: Fri, 28 Feb 2025 22:24:48 +0000<br>Subject: RV: Your order 4471 is confirmed<br>To: &lt;pat@example.org&gt;<br><br>${inner}</div></div>`,
    });
    const r = await parseReceiptEmail(raw);
    expect([r.email.forwarded, r.email.from]).toEqual([true, "orders@shop.example.com"]);
  });
});

describe("a forward of a person's forward whose subject they renamed (session 20)", () => {
  it("reads the shop under a mail client's marker near the top of the person's message, not the person", async () => {
    const body = [
      "fyi", "", "---------- Forwarded message ---------", "From: Heather <heather@att.net>", "Date: Wed, Jul 2, 2025 at 10:51 PM",
      "Subject: 08/09/24 Grocer", "To: <pat@example.org>", "", "", "Sent from Yahoo Mail on Android", "",
      "----- Forwarded Message ----- From: \"Grocer\" <orders@grocer.example.com> To: \"heather@att.net\" <heather@att.net> Sent: Fri, Aug 9, 2024 at 2:02 PM Subject: Pickup Order Confirmation",
      "Order #12345", "Total $56.49",
    ].join("\n");
    expect(await unwrapForwardedEmail(plain("Fwd: 08/09/24 Grocer", body))).toMatchObject({ forwarded: true, originalFrom: "orders@grocer.example.com" });
  });
});
