import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type ImportResult = { imported: string[]; present: string[]; withoutSource: string[] };

/** A SOURCES.tsv: its header's column names and its rows by id (the first column). */
function readSources(file: string): { columns: string[]; rows: Map<string, string[]> } {
  const [head = "", ...lines] = readFileSync(file, "utf8").split(/\r?\n/).filter((l) => l.trim() !== "");
  const rows = new Map(lines.map((l) => l.split("\t")).map((cells) => [cells[0], cells] as const));
  return { columns: head.split("\t"), rows };
}

/**
 * Copies into `corpus` every labelled email of `from` (`<id>.eml` with `<id>.json`) whose id is in neither `corpus`
 * nor its `holdout/` part, and appends its row of `from`/SOURCES.tsv to `corpus`/SOURCES.tsv, column by column
 * (columns the source lacks stay empty). A pair without a SOURCES row is not imported: every email's origin and
 * licence must be on record.
 */
export function importCorpus(from: string, corpus: string): ImportResult {
  const known = new Set([corpus, join(corpus, "holdout")].filter(existsSync)
    .flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5))));
  const source = readSources(join(from, "SOURCES.tsv"));
  const target = readSources(join(corpus, "SOURCES.tsv"));
  const result: ImportResult = { imported: [], present: [], withoutSource: [] };
  const appended: string[] = [];
  const ids = readdirSync(from).filter((f) => f.endsWith(".eml") && existsSync(join(from, `${f.slice(0, -4)}.json`))).map((f) => f.slice(0, -4)).sort();
  for (const id of ids) {
    if (known.has(id) || target.rows.has(id)) { result.present.push(id); continue; }
    const row = source.rows.get(id);
    if (!row) { result.withoutSource.push(id); continue; }
    copyFileSync(join(from, `${id}.eml`), join(corpus, `${id}.eml`));
    copyFileSync(join(from, `${id}.json`), join(corpus, `${id}.json`));
    appended.push(target.columns.map((c) => row[source.columns.indexOf(c)] ?? "").join("\t"));
    result.imported.push(id);
  }
  if (appended.length) {
    const current = readFileSync(join(corpus, "SOURCES.tsv"), "utf8");
    writeFileSync(join(corpus, "SOURCES.tsv"), `${current.replace(/\n*$/, "\n")}${appended.join("\n")}\n`);
  }
  return result;
}
