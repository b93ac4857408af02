/**
 * The sample simulate_results serves: what the real engine makes of the bundled sample email, as a receipt built
 * the way jobs build theirs. Run before deployment (`npm run sample` writes sample-results.json); a test holds the
 * file equal to what this makes now.
 */
import { emailHash } from "../domain/keys";
import { parseReceiptEmail, unverifiedTrust, type EReceipt } from "../extraction";
import { buildReceipt } from "../jobs/build-receipt";
import { sampleReceiptEml } from "./sample-receipt";

export const sampleResultsPath = "lambdas/samples/sample-results.json";

export async function buildSampleResults(): Promise<EReceipt[]> {
  const extracted = await parseReceiptEmail(sampleReceiptEml);
  return [
    buildReceipt(extracted, {
      receiptId: "rc_sample",
      originalReceiptId: null,
      jobId: 0,
      emailHash: emailHash("sam.sample@example.net"),
      clientUserId: "sample-user",
      countryCode: "US",
      provider: "gmail",
      // the sample is a constant email: nothing to verify, nothing it could duplicate
      trust: unverifiedTrust,
    }),
  ];
}

export const renderSampleResults = async (): Promise<string> => `${JSON.stringify(await buildSampleResults(), null, 2)}\n`;
