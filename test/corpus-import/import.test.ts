import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCorpus } from "../../lib/corpus/import";

// Temporary folders with made-up files.
function folders() {
  const root = mkdtempSync(join(tmpdir(), "corpus-import-"));
  const from = join(root, "shared");
  const corpus = join(root, "project");
  mkdirSync(from);
  mkdirSync(join(corpus, "holdout"), { recursive: true });
  const pair = (dir: string, id: string) => { writeFileSync(join(dir, `${id}.eml`), `Subject: ${id}\r\n\r\nbody`); writeFileSync(join(dir, `${id}.json`), `{"id":"${id}"}`); };
  for (const id of ["e1", "e2", "e3", "e4"]) pair(from, id);
  pair(corpus, "e1");
  pair(join(corpus, "holdout"), "e2");
  writeFileSync(join(from, "SOURCES.tsv"), "id\tmerchant\trepository\tlicense\ne1\tA\tr/1\tMIT\ne2\tB\tr/2\tMIT\ne3\tC\tr/3\tISC\n");
  writeFileSync(join(corpus, "SOURCES.tsv"), "id\tmerchant\trepository\tlicense\tsplit\ne1\tA\tr/1\tMIT\tcorpus\n");
  return { from, corpus };
}

describe("corpus import", () => {
  it("copies only new labelled emails with a SOURCES row, and appends the row column by column", () => {
    const { from, corpus } = folders();
    const r = importCorpus(from, corpus);
    expect(r).toEqual({ imported: ["e3"], present: ["e1", "e2"], withoutSource: ["e4"] });
    expect(existsSync(join(corpus, "e3.eml")) && existsSync(join(corpus, "e3.json"))).toBe(true);
    expect(existsSync(join(corpus, "e4.eml"))).toBe(false);
    expect(readFileSync(join(corpus, "SOURCES.tsv"), "utf8").split("\n").filter(Boolean).pop()).toBe("e3\tC\tr/3\tISC\t");
  });

  it("imports nothing the second time", () => {
    const { from, corpus } = folders();
    importCorpus(from, corpus);
    expect(importCorpus(from, corpus).imported).toEqual([]);
  });
});
