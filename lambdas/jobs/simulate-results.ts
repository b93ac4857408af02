/**
 * simulate_results' use case: the sample payload is what the real engine makes of a bundled receipt email, made
 * before deployment (lambdas/samples/sample-results.json, `npm run sample`; a test holds it equal to what the engine
 * makes now), so the function bundles neither the engine nor mailparser; with post_to_remote it goes through the real
 * delivery path (queue, signing, retries, audit).
 */
import { randomUUID } from "node:crypto";
import type * as v from "valibot";
import { ApiError, invalidInput } from "../domain/errors";
import type { simulateQuerySchema } from "../domain/requests/simulate";
import { checkWebhookUrl } from "../domain/url-safety";
import { enqueueResultsDelivery } from "../delivery/enqueue";
import type { EReceipt } from "../extraction/schema";
import sampleResults from "../samples/sample-results.json";
import { systemResolver, webhookPolicy } from "../shared/webhook-policy";
import { getConfig } from "../stores/config";

export interface SimulateRequest {
  postToRemote: boolean;
  resultsEndpoint: string | null;
}

export function simulateRequestOf(input: v.InferOutput<typeof simulateQuerySchema>): SimulateRequest {
  return { postToRemote: input.post_to_remote ?? true, resultsEndpoint: input.results_endpoint ?? null };
}

/** Returns the sample array, or `{success: true}` once it is handed to the delivery queue. */
export async function simulateResults(accountId: string, request: SimulateRequest): Promise<EReceipt[] | { success: true }> {
  const sample = sampleResults as unknown as EReceipt[];
  if (!request.postToRemote) return sample;
  let url: string;
  if (request.resultsEndpoint) {
    const verdict = await checkWebhookUrl(request.resultsEndpoint, webhookPolicy(), systemResolver);
    if (!verdict.ok) throw new ApiError(102, `results_endpoint ${verdict.reason}`);
    url = verdict.url.toString();
  } else {
    const configured = (await getConfig(accountId))?.results_endpoint;
    if (!configured) throw invalidInput("no results_endpoint is configured: POST /ereceipts/config first, or pass results_endpoint");
    url = configured;
  }
  await enqueueResultsDelivery({ accountId, url, body: JSON.stringify(sample), deliveryId: `sim_${randomUUID()}` });
  return { success: true };
}
