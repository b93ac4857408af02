import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { esbuildOptions, functionModules, sdkPathsNeverTaken } from "../../lib/stack/bundling";

// Each function bundles only what it calls (issue: every function carried S3, SQS and DynamoDB clients, and
// simulate_results the whole engine and mailparser). Inputs are read from esbuild's metafile, built as the stack does.
async function inputsOf(module: string): Promise<string[]> {
  const result = await build({ ...esbuildOptions(module), write: false, outfile: "out.mjs", metafile: true, logLevel: "silent" });
  return Object.keys(result.metafile.inputs);
}
const has = (inputs: string[], fragment: string) => inputs.some((f) => f.includes(fragment));

describe("function bundles", () => {
  it("lists every function of the stack", () => {
    expect(functionModules()).toEqual(expect.arrayContaining(["http/ereceipts/create_job/post", "workers/parse-job", "workers/deliver-webhook", "workers/sweep"]));
  });

  it("leaves the S3 and SQS clients out of a function that only reads the table", async () => {
    const inputs = await inputsOf("http/ereceipts/config/get");
    expect(has(inputs, "@aws-sdk/client-dynamodb")).toBe(true);
    expect(has(inputs, "@aws-sdk/client-s3")).toBe(false);
    expect(has(inputs, "@aws-sdk/client-sqs")).toBe(false);
    expect(has(inputs, "busboy")).toBe(false);
  });

  it("serves simulate_results' sample without the extraction engine or mailparser", async () => {
    const inputs = await inputsOf("http/ereceipts/simulate_results/get");
    expect(has(inputs, "sample-results.json")).toBe(true);
    expect(has(inputs, "lambdas/extraction/generic")).toBe(false);
    expect(has(inputs, "node_modules/mailparser")).toBe(false);
  });

  it("keeps the presigner in upload_url alone, not in create_job", async () => {
    expect(has(await inputsOf("http/ereceipts/upload_url/post"), "s3-request-presigner")).toBe(true);
    expect(has(await inputsOf("http/ereceipts/create_job/post"), "s3-request-presigner")).toBe(false);
  });
});

describe("SDK paths a function never takes", () => {
  it("are reached only through dynamic imports in every bundle, so leaving them out cannot break a cold start", async () => {
    const never = new Set(sdkPathsNeverTaken);
    for (const module of functionModules()) {
      const result = await build({ ...esbuildOptions(module), write: false, outfile: "out.mjs", metafile: true, logLevel: "silent" });
      const statics = Object.entries(result.metafile.inputs).flatMap(([file, info]) =>
        info.imports.filter((i) => never.has(i.path) && i.kind !== "dynamic-import").map((i) => `${file} -> ${i.path}`));
      expect(statics, module).toEqual([]);
    }
  }, 120_000);
});

describe("the S3 client as bundled (event streams left out)", () => {
  it("writes, sizes, reads and removes an object on the emulator", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bundle-s3-"));
    try {
      const outfile = join(dir, "index.mjs");
      const entry = fileURLToPath(new URL("./fixtures/s3-roundtrip.ts", import.meta.url));
      await build({ ...esbuildOptions("workers/deliver-webhook"), entryPoints: [entry], outfile, logLevel: "silent" });
      const run = spawnSync(process.execPath, [outfile], { encoding: "utf8", env: process.env, timeout: 30_000 });
      expect(run.stderr).toBe("");
      expect(JSON.parse(run.stdout)).toEqual({ size: 19, body: "Subject: hi\r\n\r\nbody" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
