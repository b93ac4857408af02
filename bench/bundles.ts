/**
 * npm run bundles: bundles every function as the stack does (lib/stack/bundling.ts) and prints its size and its cold
 * load: the time a fresh Node process takes to import the bundle (parse and evaluate every module it carries), the
 * part of a Lambda cold start that the bundle decides. Median of --runs N (5) fresh processes per function.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { esbuildOptions, functionModules, pdfReaders } from "../lib/stack/bundling";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
/** Functions allowed over the target: the two that carry the extraction engine, mailparser and the PDF reader. */
const targetBytes = 500_000;
const dir = mkdtempSync(join(tmpdir(), "bundles-"));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function coldLoadMs(file: string): number {
  const probe = join(dir, "probe.mjs");
  writeFileSync(probe, `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(Number(execFileSync(process.execPath, [probe], { encoding: "utf8", env: { ...process.env, NODE_NO_WARNINGS: "1" } })));
  return median(times);
}

const rows: Array<{ module: string; bytes: number; ms: number }> = [];
try {
  for (const module of functionModules()) {
    const outfile = join(dir, module.replace(/\//g, "_"), "index.mjs");
    await build({ ...esbuildOptions(module), outfile, logLevel: "error" });
    rows.push({ module, bytes: statSync(outfile).size, ms: coldLoadMs(outfile) });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`bundle sizes and cold load (median of ${runs} fresh processes, this machine)`);
console.log("function".padEnd(42) + "MB".padStart(7) + "load ms".padStart(10) + "  target");
for (const r of rows.sort((a, b) => a.bytes - b.bytes)) {
  const exempt = pdfReaders.has(r.module);
  const mark = exempt ? "(engine)" : r.bytes <= targetBytes ? "ok" : `over ${targetBytes / 1e6} MB`;
  console.log(r.module.padEnd(42) + (r.bytes / 1e6).toFixed(2).padStart(7) + r.ms.toFixed(0).padStart(10) + `  ${mark}`);
}
const over = rows.filter((r) => !pdfReaders.has(r.module) && r.bytes > targetBytes);
if (over.length) {
  console.log(`${over.length} function(s) over ${targetBytes} bytes`);
  process.exitCode = 2;
}
