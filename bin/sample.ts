/** Writes lambdas/samples/sample-results.json, the payload simulate_results serves (`npm run sample`). */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderSampleResults, sampleResultsPath } from "../lambdas/samples/build-sample";

writeFileSync(fileURLToPath(new URL(`../${sampleResultsPath}`, import.meta.url)), await renderSampleResults());
console.log(`wrote ${sampleResultsPath}`);
