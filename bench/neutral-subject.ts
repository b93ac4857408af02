/**
 * How much the engine leans on the subject line: every corpus email is read again with its Subject replaced by one
 * that names nothing ("Information"), as a receipt whose subject is in words no lexicon knows would read. Prints how
 * many receipts (by label) are missed with and without the real subject, and how many readings change type; `--show`
 * lists the emails that change (ids and types only, never the emails' text).
 *
 *   npm run measure:neutral-subject [-- --corpus DIR] [--show]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseReceiptEmail } from "../lambdas/extraction/index";

const args = process.argv.slice(2);
const i = args.indexOf("--corpus");
const dir = i >= 0 ? args[i + 1] : join(process.cwd(), "test", "corpus");
const show = args.includes("--show");

/** The raw email with its Subject header (and its folded lines) replaced. */
function withSubject(raw: string, subject: string): Buffer {
  const end = raw.search(/\r?\n\r?\n/);
  return Buffer.from(raw.slice(0, end).replace(/^Subject:.*(?:\r?\n[ \t].*)*/im, `Subject: ${subject}`) + raw.slice(end), "latin1");
}

let receipts = 0, missed = 0, missedNeutral = 0, flipped = 0, retyped = 0;
for (const file of readdirSync(dir).filter((f) => /\.json$/.test(f) && f !== "SOURCES.json").sort()) {
  const label = JSON.parse(readFileSync(join(dir, file), "utf8"));
  const raw = readFileSync(join(dir, file.replace(/\.json$/, ".eml")), "latin1");
  const [a, b] = [await parseReceiptEmail(Buffer.from(raw, "latin1")), await parseReceiptEmail(withSubject(raw, "Information"))];
  if (label.is_receipt) { receipts++; if (!a.is_receipt) missed++; if (!b.is_receipt) missedNeutral++; }
  if (a.is_receipt !== b.is_receipt) flipped++;
  else if (a.email_type === b.email_type) continue;
  else retyped++;
  if (show) console.log(`${file.replace(/\.json$/, "")}  ${a.email_type} -> ${b.email_type}  (label ${label.email_type})`);
}
console.log(`receipts missed: ${missed} of ${receipts} with the real subject, ${missedNeutral} with a neutral one`);
console.log(`readings that change: ${flipped} receipt or not, ${retyped} type only`);
