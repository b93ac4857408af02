/**
 * How the engine reads receipts that reach it as plain text: every HTML-only corpus email (no PDF) is turned into text
 * the way a mail client forwarding in plain text does (html-to-text, the converter mailparser itself uses), re-sent
 * with that text part only, and compared field by field with the reading of the original. Prints how many emails
 * differ, per field; `--show` lists them (field values only, never the emails' text).
 *
 *   npm run measure:plain-forward [-- --corpus DIR] [--show] [--wrap 76] [--columns: tables as aligned columns]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { convert } from "html-to-text";
import MailComposer from "nodemailer/lib/mail-composer";
import { parseMime, parseReceiptEmail } from "../lambdas/extraction/index";

const args = process.argv.slice(2);
const option = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const dir = option("--corpus") ?? join(process.cwd(), "test", "corpus");
const wrap = Number(option("--wrap") ?? 0) || false;
const show = args.includes("--show");

type Reading = Awaited<ReturnType<typeof parseReceiptEmail>>;
const fields = (r: Reading) => ({
  is_receipt: r.is_receipt, merchant: r.merchant.name?.toLowerCase() ?? null, order: r.order.number, currency: r.currency,
  total: r.totals.total, subtotal: r.totals.subtotal, tax: r.totals.tax, shipping: r.totals.shipping,
  items: r.products.map((p) => `${p.description.toLowerCase()}|${p.total_price}`).join(" ; "),
});

const perField: Record<string, number> = {};
let compared = 0;
let differing = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".eml")).sort()) {
  const raw = readFileSync(join(dir, file));
  const mail = await parseMime(raw);
  if (!mail.html || (mail.text && mail.text.length > 200) || !mail.from.address || mail.pdfs.length > 0) continue;
  // (headings and header cells keep their case, as mail clients keep it; links without their addresses, no images)
  const text = convert(mail.html, {
    wordwrap: wrap,
    selectors: [
      { selector: "img", format: "skip" }, { selector: "a", options: { ignoreHref: true } },
      ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
      ...(args.includes("--columns") ? [{ selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } }] : []),
    ],
  });
  const plain = await new MailComposer({
    from: { name: mail.from.name ?? "", address: mail.from.address }, to: "pat@example.org", subject: mail.subject, date: mail.date ?? undefined, text,
  }).compile().build();
  compared++;
  const [a, b] = [fields(await parseReceiptEmail(raw)), fields(await parseReceiptEmail(plain))];
  const changed = (Object.keys(a) as Array<keyof typeof a>).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  if (changed.length === 0) continue;
  differing++;
  for (const k of changed) perField[k] = (perField[k] ?? 0) + 1;
  if (show) console.log(file, changed.map((k) => `${k}: ${JSON.stringify(a[k])?.slice(0, 80)} -> ${JSON.stringify(b[k])?.slice(0, 80)}`).join("\n    "));
}
console.log(`${differing} of ${compared} HTML-only emails read differently as plain text`);
for (const [k, n] of Object.entries(perField).sort((x, y) => y[1] - x[1])) console.log(`  ${k.padEnd(11)} ${n}`);
