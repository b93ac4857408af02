import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSampleResults, sampleResultsPath } from "../../lambdas/samples/build-sample";

// simulate_results serves a sample made before deployment so that its function bundles no engine: the file must be
// what the engine makes of the sample email today.
describe("lambdas/samples/sample-results.json", () => {
  it("is what the engine makes of the sample email now (npm run sample rewrites it)", async () => {
    expect(readFileSync(sampleResultsPath, "utf8")).toBe(await renderSampleResults());
  });
});
