import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { parseMime, parseReceiptEmail } from "../../lambdas/extraction/index";
import { corpusDir } from "../support/corpus";

// People forward their receipts: every corpus email, forwarded Gmail-style (a note, the "Forwarded message" block,
// the original's HTML or text under it), must read as the original does. Real emails read in place, never logged.
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function forwardOf(raw: Buffer): Promise<Buffer | null> {
  const m = await parseMime(raw);
  // (no Date header, or a body that is raw MIME source: nothing a mail client would forward as is)
  if (!m.from.address || !m.date || /^Content-Transfer-Encoding:/im.test(m.text ?? "")) return null;
  const from = `${m.from.name ? `${m.from.name} ` : ""}<${m.from.address}>`;
  const when = m.date.toUTCString();
  const text = `fyi\n\n---------- Forwarded message ---------\nFrom: ${from}\nDate: ${when}\nSubject: ${m.subject}\nTo: <pat@example.org>\n\n${m.text ?? ""}`;
  const head = `<div dir="ltr">fyi<br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: ${esc(from)}<br>Date: ${when}<br>Subject: ${esc(m.subject)}<br>To: &lt;pat@example.org&gt;<br></div><br><br>`;
  const body = m.html ? (/<body[^>]*>([\s\S]*)<\/body>/i.exec(m.html)?.[1] ?? m.html) : `<pre>${esc(m.text ?? "")}</pre>`;
  return new MailComposer({
    from: "Pat <pat@example.org>", to: "receipts@inbound.example", subject: `Fwd: ${m.subject}`, date: new Date("2026-11-20T10:00:00Z"),
    text, html: `${head}${body}</div></div>`, attachments: m.pdfs.map((content, i) => ({ filename: `receipt-${i + 1}.pdf`, content: Buffer.from(content), contentType: "application/pdf" })),
  }).compile().build();
}

/** What a forward must not change (the purchase date may: the forward prints the original's date in UTC). */
const fields = (r: Awaited<ReturnType<typeof parseReceiptEmail>>) => ({
  receipt: r.is_receipt, type: r.email_type, merchant: r.merchant.name?.toLowerCase() ?? null, order: r.order.number, currency: r.currency,
  total: r.totals.total, subtotal: r.totals.subtotal, tax: r.totals.tax, items: r.products.map((p) => `${p.description} | ${p.total_price}`),
});

describe("a forwarded corpus email reads as the original", () => {
  it("keeps every field but the date for every corpus email forwarded Gmail-style", { timeout: 120_000 }, async () => {
    const changed: string[] = [];
    let forwarded = 0;
    for (const file of readdirSync(corpusDir).filter((f) => f.endsWith(".eml")).sort()) {
      const raw = readFileSync(join(corpusDir, file));
      const fwd = await forwardOf(raw);
      if (!fwd) continue;
      forwarded++;
      const [a, b] = [fields(await parseReceiptEmail(raw)), fields(await parseReceiptEmail(fwd))];
      // (a currency known only from the time zone the original's Date header names, "-0700 (PDT)": no forward carries it)
      if (b.currency === null && (await parseMime(raw)).dateZone) b.currency = a.currency;
      for (const k of Object.keys(a) as Array<keyof typeof a>) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) changed.push(`${file} ${k}`);
    }
    expect(forwarded).toBeGreaterThan(150);
    expect(changed).toEqual([]);
  });
});
