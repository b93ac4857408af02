/** Real receipt emails from ../shared/corpus, read in place (never copied into the project). */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const corpusDir = join(process.cwd(), "..", "shared", "corpus");

export function corpusEml(id: string): string {
  return readFileSync(join(corpusDir, `${id}.eml`), "utf8");
}

export function corpusLabel(id: string): Record<string, any> {
  return JSON.parse(readFileSync(join(corpusDir, `${id}.json`), "utf8")) as Record<string, any>;
}
