import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The project's corpus (test/corpus and its held-out part): every email has its label and one SOURCES row with a
// licence, and no email is in it twice (under two ids, or once tuned and once held out; one source file may hold several
// emails, so the content is compared, not the path).
const parts = ["test/corpus", "test/corpus/holdout"];
const rows = parts.flatMap((dir) => readFileSync(join(dir, "SOURCES.tsv"), "utf8").split("\n").slice(1).filter(Boolean)
  .map((line) => ({ dir, cells: line.split("\t") })));
const emails = parts.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith(".eml")).map((f) => ({ dir, id: f.slice(0, -4) })));

describe("the corpus", () => {
  it("labels every email and gives each a source row with a licence", () => {
    for (const { dir, id } of emails) {
      expect(JSON.parse(readFileSync(join(dir, `${id}.json`), "utf8")).id, `${dir}/${id}`).toBe(id);
      const row = rows.find((r) => r.dir === dir && r.cells[0] === id);
      expect(row, `${dir}/${id} in SOURCES.tsv`).toBeDefined();
      expect(row!.cells[7] ?? "", `${dir}/${id} licence`).not.toBe("");
    }
  });

  it("holds no email twice", () => {
    const seen = new Map<string, string>();
    for (const { dir, id } of emails) {
      const digest = createHash("sha256").update(readFileSync(join(dir, `${id}.eml`))).digest("hex");
      expect(seen.get(digest), `${dir}/${id}`).toBeUndefined();
      seen.set(digest, `${dir}/${id}`);
    }
  });
});
