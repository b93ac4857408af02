/**
 * npm run score -- [--corpus DIR] [--only REGEX] [--show N] [--json] [--predictions FILE]
 *
 * Scores the extractor against a labelled corpus (default test/corpus; the held-out part is test/corpus/holdout): runs
 * `npm run --silent parse -- FILE...` over every `<id>.eml` that has an `<id>.json` label (one EReceipt JSON a line, in
 * input order) and prints per-field accuracy, products precision / recall / F1, the calibration of the confidence and
 * the score (lib/scoring). `--only REGEX` scores only the ids it matches (`--only '^d'`: the team's shared emails).
 * `--predictions FILE` reads earlier parse output (JSON lines, in id order) instead of parsing.
 * Exit 0 when the run completed, whatever the score; 2 on bad arguments.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { corpusIds, readLabel } from "../lib/scoring/corpus";
import type { Prediction } from "../lib/scoring/fields";
import { buildReport, formatReport } from "../lib/scoring/report";

function fail(message: string): never {
  console.error(`score: ${message}\nusage: npm run score -- [--corpus DIR] [--only REGEX] [--show N] [--json] [--predictions FILE]`);
  process.exit(2);
}

let args: ReturnType<typeof read>;
function read() {
  return parseArgs({
    options: { corpus: { type: "string" }, only: { type: "string" }, show: { type: "string" }, json: { type: "boolean" }, predictions: { type: "string" } },
    allowPositionals: false,
  }).values;
}
try { args = read(); } catch (e) { fail((e as Error).message); }

const corpus = resolve(args.corpus ?? join("test", "corpus"));
if (!existsSync(corpus)) fail(`no such folder: ${corpus}`);
const show = args.show === undefined ? 0 : Number(args.show);
if (!Number.isInteger(show) || show < 0) fail("--show takes a whole number");
let only: RegExp | null = null;
try { only = args.only === undefined ? null : new RegExp(args.only); } catch (e) { fail(`--only: ${(e as Error).message}`); }
const ids = corpusIds(corpus).filter((id) => !only || only.test(id));
if (ids.length === 0) fail(`no labelled .eml files in ${corpus}${only ? ` whose id matches ${only}` : ""}`);

const parseJson = (s: string): Prediction => { try { return JSON.parse(s) as Prediction; } catch { return null; } };

function runParser(files: string[]): Prediction[] {
  const out: Prediction[] = [];
  const batch = 25;
  for (let i = 0; i < files.length; i += batch) {
    const chunk = files.slice(i, i + batch);
    const r = spawnSync("npm", ["run", "--silent", "parse", "--", ...chunk], { encoding: "utf8", maxBuffer: 512 * 2 ** 20, timeout: 600_000 });
    const lines = (r.stdout ?? "").split("\n").filter((l) => l.trim().startsWith("{"));
    if (r.status !== 0 || lines.length !== chunk.length) {
      console.error(`parse failed on files ${i}..${i + chunk.length - 1}: exit ${r.status}, ${lines.length} objects for ${chunk.length} files`);
    }
    // the parser answers an email it threw on with an empty placeholder and names the file on stderr: that email has no
    // parse result (the report counts it), never a placeholder that may look right for a look-alike
    const threw = new Set((r.stderr ?? "").split("\n").map((l) => /^(.+?\.eml): /.exec(l)?.[1]).filter(Boolean));
    if (threw.size) console.error(`the parser threw on: ${[...threw].join(", ")}`);
    for (let k = 0; k < chunk.length; k++) out.push(lines[k] && !threw.has(chunk[k]) ? parseJson(lines[k]) : null);
  }
  return out;
}

const predictions = args.predictions
  ? readFileSync(args.predictions, "utf8").split("\n").filter(Boolean).map(parseJson)
  : runParser(ids.map((id) => join(corpus, `${id}.eml`)));
const report = buildReport(corpus, ids.map((id, k) => ({ id, label: readLabel(corpus, id), predicted: predictions[k] ?? null })));
console.log(args.json ? JSON.stringify(report, null, 2) : formatReport(report, show));
