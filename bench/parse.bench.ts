/**
 * npm run bench: parse throughput over the corpus (test/corpus), the extraction engine side by side
 * with a bare mailparser simpleParser of the same emails in the same run, its text conversions off as the engine has
 * them (skipHtmlToText, skipTextToHtml, skipTextLinks), so the ratio is the extraction's own cost. Targets: within
 * 1.5x of the bare parse, p99 under 50 ms. Then the trust check's DKIM verification (lambdas/trust) of a signed
 * receipt with the key resolver's cache warm, as a Lambda answers a burst from one merchant: target under 5 ms at p50.
 * Prints figures; never fails on time.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { parseEmail, parseReceiptEmail } from "../lambdas/extraction/index";
import { verifyOriginal } from "../lambdas/trust/assess";
import { fixedKeyResolver, offlineResolver } from "../lambdas/trust/resolver";

const corpus = join(process.cwd(), "test", "corpus");
const emails = readdirSync(corpus).filter((f) => f.endsWith(".eml")).sort().map((f) => readFileSync(join(corpus, f)));
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

type Figures = { perSecond: number; p50: number; p99: number; peakMb: number; totalMs: number };

async function measure(run: (raw: Buffer) => Promise<unknown>, inputs: Buffer[] = emails): Promise<Figures> {
  for (const raw of inputs) await run(raw); // warm-up: JIT, and lazy imports (the PDF reader) loaded once, as in a warm Lambda
  const times: number[] = [];
  let peak = process.memoryUsage().rss;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const raw of inputs) {
      const t = performance.now();
      await run(raw);
      times.push(performance.now() - t);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
  }
  const totalMs = performance.now() - start;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { perSecond: (times.length / totalMs) * 1000, p50: q(0.5), p99: q(0.99), peakMb: peak / 2 ** 20, totalMs };
}

const bare = await measure((raw) => simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true }));
const engine = await measure((raw) => parseReceiptEmail(raw));
const row = (name: string, f: Figures) =>
  `${name.padEnd(26)} ${f.perSecond.toFixed(1).padStart(9)} ${f.p50.toFixed(2).padStart(9)} ${f.p99.toFixed(2).padStart(9)} ${f.peakMb.toFixed(0).padStart(10)}`;
console.log(`${emails.length} emails x ${rounds} rounds from ${corpus}`);
console.log(`${"".padEnd(26)} ${"emails/s".padStart(9)} ${"p50 ms".padStart(9)} ${"p99 ms".padStart(9)} ${"peak RSS MB".padStart(10)}`);
console.log(row("mailparser simpleParser", bare));
console.log(row("parseReceiptEmail", engine));
const ratio = engine.totalMs / bare.totalMs;
console.log(`ratio (engine / bare time): ${ratio.toFixed(2)}x (target < 1.5x: ${ratio < 1.5 ? "met" : "missed"})   p99 target < 50 ms: ${engine.p99 < 50 ? "met" : "missed"}`);
// the same split by whether an email carries a PDF: reading one with pdf.js costs 15–200 ms, the rest a few ms
const hasPdf = (raw: Buffer) => /application\/pdf|\.pdf"?\s*$/im.test(raw.toString("latin1"));
const plain = emails.filter((raw) => !hasPdf(raw));
if (plain.length < emails.length) {
  const barePlain = await measure((raw) => simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true }), plain);
  const enginePlain = await measure((raw) => parseReceiptEmail(raw), plain);
  console.log(row(`  without PDFs (${plain.length})`, enginePlain));
  console.log(`  ratio without the ${emails.length - plain.length} emails that attach a PDF: ${(enginePlain.totalMs / barePlain.totalMs).toFixed(2)}x`);
}

// DKIM: the demo receipt (docs/trust/), its key answered from memory as a warm resolver cache would
const signed = readFileSync(join(process.cwd(), "docs", "trust", "genuine.eml"));
const resolver = fixedKeyResolver(JSON.parse(readFileSync(join(process.cwd(), "docs", "trust", "demo-keys.json"), "utf8")) as Record<string, string>, offlineResolver);
const { original } = await parseEmail(signed);
const dkim = await measure(() => verifyOriginal(original, resolver), Array.from({ length: 200 }, () => signed));
console.log(row("DKIM verification", dkim));
console.log(`DKIM verification p50 target < 5 ms: ${dkim.p50 < 5 ? "met" : "missed"}`);
