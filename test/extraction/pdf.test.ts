import MailComposer from "nodemailer/lib/mail-composer";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";
import { parseMime } from "../../lambdas/extraction/mime";
import { pdfText } from "../../lambdas/extraction/pdf";

// Made-up invoices drawn with pdf-lib, attached to made-up emails.
async function invoicePdf(rows: Array<[string, number, number]>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [text, x, y] of rows) page.drawText(text, { x, y, size: 11, font });
  return doc.save();
}
const invoice = () => invoicePdf([
  ["INVOICE", 50, 780], ["Invoice date: 03/11/2026", 50, 760], ["Order number: 77812", 50, 745],
  ["Description", 50, 700], ["Qty", 350, 700], ["Amount", 450, 700],
  ["Widget Pro", 50, 680], ["2", 350, 680], ["EUR 40.00", 450, 680],
  ["Subtotal", 350, 640], ["EUR 40.00", 450, 640], ["VAT 19%", 350, 625], ["EUR 7.60", 450, 625], ["Total", 350, 610], ["EUR 47.60", 450, 610],
]);

async function email(attachment: Uint8Array | Buffer | null, contentType = "application/pdf"): Promise<Buffer> {
  return new MailComposer({
    from: "Acme Billing <billing@acme.example>", to: "pat@example.com", subject: "Your invoice", date: new Date("2026-11-03T10:00:00Z"),
    text: "Hello, your invoice is attached. Thank you for your business.",
    attachments: attachment ? [{ filename: "invoice.pdf", content: Buffer.from(attachment), contentType }] : [],
  }).compile().build();
}

describe("PDF attachments", () => {
  it("reads a PDF's text as rows: one line per baseline, a tab between columns", async () => {
    const { lines, reason } = await pdfText(await invoice());
    expect(reason).toBeNull();
    expect(lines).toContain("Widget Pro\t2\tEUR 40.00");
    expect(lines).toContain("Total\tEUR 47.60");
  });

  it("fills the fields an email body lacks from its attached invoice", async () => {
    const r = await parseReceiptEmail(await email(await invoice()));
    expect(r.is_receipt).toBe(true);
    expect(r.order.number).toBe("77812");
    expect(r.currency).toBe("EUR");
    expect(r.totals).toMatchObject({ subtotal: 40, tax: 7.6, total: 47.6 });
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Widget Pro", 2, 40]]);
  });

  it("reads the count that makes the line price, never the position number before the name ('2 | Zusatznutzer | 3 | 10,00 € | 30,00 €')", async () => {
    const pdf = await invoicePdf([
      ["Rechnungsnummer: RE-2026-0412", 350, 760], ["Pos.", 50, 700], ["Beschreibung", 90, 700], ["Menge", 330, 700], ["Einzelpreis", 400, 700], ["Gesamt", 490, 700],
      ["1", 50, 680], ["Pro-Lizenz", 90, 680], ["1", 330, 680], ["99,00 €", 400, 680], ["99,00 €", 490, 680],
      ["2", 50, 665], ["Zusatznutzer", 90, 665], ["3", 330, 665], ["10,00 €", 400, 665], ["30,00 €", 490, 665],
      ["Gesamtbetrag", 400, 630], ["129,00 €", 490, 630],
    ]);
    const r = await parseReceiptEmail(await email(pdf));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Pro-Lizenz", 1, 99], ["Zusatznutzer", 3, 30]]);
  });

  it.each([
    ["es", "Nº factura: F2026-0091", "Base imponible", "IVA 21 %", "Total factura", "F2026-0091"],
    ["it", "Fattura n. 2026/0331", "Imponibile", "IVA 22%", "Totale documento", "2026/0331"],
  ])("reads a %s invoice's net base as the subtotal and its document total", async (_language, number, net, vat, total, expected) => {
    const pdf = await invoicePdf([[number, 350, 760], ["Hosting (12)", 50, 680], ["1", 350, 680], ["49,00 €", 450, 680],
      [net, 350, 640], ["49,00 €", 450, 640], [vat, 350, 625], ["10,78 €", 450, 625], [total, 350, 610], ["59,78 €", 450, 610]]);
    const r = await parseReceiptEmail(await email(pdf));
    expect([r.is_receipt, r.order.number, r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual([true, expected, 49, 10.78, 59.78]);
  });

  it("finds a PDF sent as application/octet-stream by its name", async () => {
    const mail = await parseMime(await email(await invoice(), "application/octet-stream"));
    expect(mail.pdfs).toHaveLength(1);
  });

  it("gives no text and no exception for a broken or non-PDF attachment", async () => {
    expect(await pdfText(new TextEncoder().encode("%PDF-1.4 this is not really a pdf"))).toMatchObject({ lines: [], reason: expect.any(String) });
    expect(await pdfText(new TextEncoder().encode("GIF89a"))).toEqual({ lines: [], reason: "not a PDF" });
    const r = await parseReceiptEmail(await email(Buffer.from("%PDF-1.7 broken")));
    expect(r.totals.total).toBeNull();
  });

  it("does not read the PDF of an email that is about no purchase (a partner mailing's brochure)", async () => {
    const brochure = await invoicePdf([["Price list 2026", 50, 780], ["Server X1", 50, 700], ["EUR 990.00", 450, 700], ["Total", 350, 610], ["EUR 990.00", 450, 610]]);
    const mail = new MailComposer({
      from: "Partner Team <partners@vendor.example>", to: "pat@example.com", subject: "Campaign update for business partners",
      text: "Dear partners, today we announce an update of our campaign. The announcement letter is attached.",
      attachments: [{ filename: "announcement.pdf", content: Buffer.from(brochure), contentType: "application/pdf" }],
    }).compile().build();
    const r = await parseReceiptEmail(await mail);
    expect(r.is_receipt).toBe(false);
    expect(r.totals.total).toBeNull();
  });

  it("leaves an email without a PDF as it was", async () => {
    const r = await parseReceiptEmail(await email(null));
    expect(r.totals.total).toBeNull();
    expect(r.products).toEqual([]);
  });

  it.each([
    ["kvittering.pdf", true], ["Faktura_2026-0412.pdf", true], ["eBon_2026-11-03.pdf", true], ["AWS_Invoice_4218.pdf", true],
    ["spring-brochure.pdf", false],
  ])("reads an attachment named %s as a receipt when neither subject nor body names one: %s", async (filename, read) => {
    const raw = await new MailComposer({
      from: "Acme <post@acme.example>", to: "pat@example.com", subject: "Dokument fra Acme", date: new Date("2026-11-03T10:00:00Z"),
      text: "Hei, her er dokumentet.", attachments: [{ filename, content: Buffer.from(await invoice()), contentType: "application/pdf" }],
    }).compile().build();
    const r = await parseReceiptEmail(raw);
    expect([r.is_receipt, r.order.number, r.totals.total]).toEqual(read ? [true, "77812", 47.6] : [false, null, null]);
  });

  it.each([
    ["nb", "Vedlagt finner du kvitteringen din."], ["pl", "W załączniku znajdziesz fakturę za przejazd."], ["de", "Rechnung im Anhang."],
  ])("reads the attachment a %s body says is the receipt ('%s'), whatever the file's name", async (_language, text) => {
    const raw = await new MailComposer({
      from: "Acme <post@acme.example>", to: "pat@example.com", subject: "Acme", date: new Date("2026-11-03T10:00:00Z"),
      text, attachments: [{ filename: "document-2026-11.pdf", content: Buffer.from(await invoice()), contentType: "application/pdf" }],
    }).compile().build();
    const r = await parseReceiptEmail(raw);
    expect([r.is_receipt, r.email_type, r.totals.total]).toEqual([true, "payment_receipt", 47.6]);
  });
});

describe("a platform's receipt attached as PDF", () => {
  it("takes the seller the attached receipt names ('Restaurant | Fly Chicken') when the body names none", async () => {
    const pdf = await invoicePdf([
      ["Kvittering", 50, 780], ["Bestillings ID", 50, 760], ["6518522886", 250, 760], ["Restaurant", 50, 745], ["Fly Chicken Galleriet", 250, 745],
      ["Fried Chicken Legs", 50, 700], ["410,00", 450, 700], ["Totalt i NOK (inkl. mva)", 50, 680], ["410,00", 450, 680],
    ]);
    const mail = new MailComposer({
      from: "Wolt <info@wolt.com>", to: "pat@example.com", subject: "Kvittering", date: new Date("2023-09-30T17:00:00Z"),
      text: "Vedlagt finner du kvitteringen din.",
      attachments: [{ filename: "kvittering.pdf", content: Buffer.from(pdf), contentType: "application/pdf" }],
    }).compile().build();
    const r = await parseReceiptEmail(await mail);
    expect([r.merchant.name, r.merchant.intermediary, r.order.number, r.currency, r.totals.total]).toEqual(["Fly Chicken Galleriet", "Wolt", "6518522886", "NOK", 410]);
  });
});

describe("glyphs a PDF's font maps to no character", () => {
  it("reads a NUL between letters or digits as a hyphen, elsewhere as a space", async () => {
    const { rows } = await import("../../lambdas/extraction/pdf");
    const item = (str: string, x: number) => ({ str, transform: [10, 0, 0, 10, x, 700], width: str.length * 5 });
    expect(rows([item("Invoice number IN\u000027006041", 50)])).toEqual(["Invoice number IN-27006041"]);
    expect(rows([item("Storage \u0000First 1M included)", 50)])).toEqual(["Storage First 1M included)"]);
  });
});

describe("an attached invoice's '$' amounts", () => {
  it("are in the currency of the sender's country when the body prints no amount", async () => {
    const pdf = await invoicePdf([["Tax Invoice", 50, 780], ["Invoice: IV963", 50, 760], ["Sub-Total (ex GST):", 300, 700], ["$90.00", 450, 700],
      ["GST:", 300, 685], ["$13.50", 450, 685], ["Total (inc GST):", 300, 670], ["$103.50", 450, 670], ["Page 1 of 1", 50, 600], ["AMOUNT DUE: $103.50", 300, 600]]);
    const mail = new MailComposer({
      from: "Pest Control <accounts@pestcontrol.example.co.nz>", to: "pat@example.com", subject: "Invoice 963", date: new Date("2020-02-15T00:00:00Z"),
      text: "Please find attached your invoice.", attachments: [{ filename: "invoice.pdf", content: Buffer.from(pdf), contentType: "application/pdf" }],
    }).compile().build();
    const r = await parseReceiptEmail(await mail);
    expect([r.currency, r.totals.total]).toEqual(["NZD", 103.5]);
    expect(r.products.map((p) => p.description)).not.toContain("Page 1 of 1");
  });
});
