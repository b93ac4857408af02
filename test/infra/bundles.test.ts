import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { esbuildOptions, functionModules } from "../../lib/stack/bundling";

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
