import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { parseMime, parseReceiptEmail } from "../../lambdas/extraction/index";
import { buildReport } from "../../lib/scoring/report";
import type { Label } from "../../lib/scoring/fields";
import { corpusDir } from "../support/corpus";

// Many mail clients, forwards and archives keep only an email's plain-text part. Every corpus email that carries a
// real text part beside its HTML (the sender's own plain text, not one converted here) is read from that part alone
// and scored against its label: the plain-text readers meet real merchants' layouts they were not written from.
// Real emails read in place, never logged. Floors: the figures when this was written (score 96.1, products F1 93.6).
async function textPartOf(raw: Buffer): Promise<Buffer | null> {
  const m = await parseMime(raw);
  if (!m.html || !m.text || m.text.trim().length < 200 || m.pdfs.length > 0 || !m.from.address) return null;
  return new MailComposer({
    from: m.from.name ? { name: m.from.name, address: m.from.address } : m.from.address, to: "receipts@inbound.example",
    subject: m.subject, date: m.date ?? undefined, text: m.text,
  }).compile().build();
}

describe("corpus emails read from their plain-text part alone", () => {
  it("score within reach of the emails read whole", { timeout: 120_000 }, async () => {
    const emails: Array<{ id: string; label: Label; predicted: Record<string, unknown> }> = [];
    for (const file of readdirSync(corpusDir).filter((f) => f.endsWith(".eml")).sort()) {
      const id = file.slice(0, -4);
      if (!existsSync(join(corpusDir, `${id}.json`))) continue;
      const text = await textPartOf(readFileSync(join(corpusDir, file)));
      if (!text) continue;
      const label = JSON.parse(readFileSync(join(corpusDir, `${id}.json`), "utf8")) as Label;
      emails.push({ id, label, predicted: JSON.parse(JSON.stringify(await parseReceiptEmail(text))) });
    }
    const report = buildReport("text parts", emails);
    expect(emails.length).toBeGreaterThan(80);
    expect(report.products.f1).toBeGreaterThanOrEqual(93);
    expect(report.score).toBeGreaterThanOrEqual(95.5);
  });
});
