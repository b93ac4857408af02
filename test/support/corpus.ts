/** Real receipt emails from the project's own corpus (test/corpus; see test/corpus/README.md). Never log their content. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const corpusDir = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus");

export function corpusEml(id: string): string {
  return readFileSync(join(corpusDir, `${id}.eml`), "utf8");
}

export function corpusLabel(id: string): Record<string, any> {
  return JSON.parse(readFileSync(join(corpusDir, `${id}.json`), "utf8")) as Record<string, any>;
}
