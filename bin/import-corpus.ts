/**
 * npm run corpus:import -- [--from DIR]
 *
 * Imports the labelled emails of the team's shared corpus that the project does not have yet (default
 * `../shared/corpus`, the one place in the project that names it) into test/corpus, with their SOURCES rows. Prints
 * what it imported and what it skipped.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { importCorpus } from "../lib/corpus/import";

let from: string;
try {
  from = resolve(parseArgs({ options: { from: { type: "string" } } }).values.from ?? join("..", "shared", "corpus"));
} catch (e) {
  console.error(`corpus:import: ${(e as Error).message}\nusage: npm run corpus:import -- [--from DIR]`);
  process.exit(2);
}
if (!existsSync(join(from, "SOURCES.tsv"))) {
  console.error(`corpus:import: ${from} is not a corpus folder (no SOURCES.tsv there)`);
  process.exit(2);
}
const result = importCorpus(from, join("test", "corpus"));
console.log(`imported ${result.imported.length}: ${result.imported.join(" ") || "-"}`);
console.log(`already in the project: ${result.present.length}`);
if (result.withoutSource.length) console.log(`skipped, no SOURCES.tsv row (origin and licence unknown): ${result.withoutSource.join(" ")}`);
