/** The receipt emails of the project's corpus (test/corpus, labelled is_receipt: true), for benchmarks and the soak. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const corpusDir = join(process.cwd(), "test", "corpus");

export interface CorpusEmail {
  id: string;
  eml: string;
}

export function loadReceiptEmails(): CorpusEmail[] {
  const ids = readdirSync(corpusDir).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5)).sort();
  const emails: CorpusEmail[] = [];
  for (const id of ids) {
    const label: unknown = JSON.parse(readFileSync(join(corpusDir, `${id}.json`), "utf8"));
    if (typeof label !== "object" || label === null || (label as { is_receipt?: unknown }).is_receipt !== true) continue;
    emails.push({ id, eml: readFileSync(join(corpusDir, `${id}.eml`), "utf8") });
  }
  return emails;
}
