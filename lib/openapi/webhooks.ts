/**
 * The requests the service sends (OpenAPI 3.1 `webhooks`): results deliveries to the results endpoint and
 * the three event types to subscriptions (interface "Events", decisions.md §5, docs/webhooks.md).
 */
import { payloadTypes, type PayloadType } from "../../lambdas/domain/webhook-events";
import { signatureHeader } from "../../lambdas/domain/signing";
import { eReceiptExample, eventExample, receiptSummaryExample, rewardUpdateExample } from "./examples";
import { ref, type JsonObject } from "./json";
import { webhookRetryDelaysSeconds, webhookTimeoutMs } from "../../lambdas/contract/resources";

const signature: JsonObject = {
  name: signatureHeader,
  in: "header",
  required: false,
  description:
    "Present when a signing secret is issued for the destination: `sha256=` and the lowercase hex HMAC-SHA256 of the exact body bytes, " +
    "keyed with the 32 bytes the 64-hex-character secret encodes. Verify it over the raw body, in constant time.",
  schema: { type: "string", pattern: "^sha256=[0-9a-f]{64}$" },
};

const webhookId: JsonObject = {
  name: "X-Webhook-ID",
  in: "header",
  required: true,
  description: "The subscription's id.",
  schema: { type: "string" },
};

const timeout = `${webhookTimeoutMs / 1000} s`;
const waits = webhookRetryDelaysSeconds.join(", ").replace(/, (\d+)$/, " and $1");
const delivery =
  `POSTed as JSON with retries: any 2xx within ${timeout} acknowledges it; a 3xx (not followed), 4xx, 5xx, timeout or unreachable endpoint ` +
  `is a failed attempt, retried after ${waits} s (${webhookRetryDelaysSeconds.length + 1} attempts), then the delivery is marked failed and ` +
  "parked in the dead-letter queue. The same body may arrive more than once: receivers must be idempotent.";

const responses: JsonObject = {
  "2XX": { description: "Received. A body is optional and ignored." },
  default: { description: `Any other status, or no answer within ${timeout}: a failed attempt, retried.` },
};

const eventExamples: Record<PayloadType, { schema: string; id: string; payload: JsonObject; summary: string; description: string }> = {
  ReceiptProcessed: {
    schema: "ReceiptProcessedEvent",
    id: "3f1c2a9e-5b7d-8e01-9a2b-3c4d5e6f7081",
    payload: eReceiptExample,
    summary: "A receipt was processed",
    description: "Sent to each subscription that wants ReceiptProcessed for every processed receipt; payload_data is the EReceipt.",
  },
  ReceiptSummary: {
    schema: "ReceiptSummaryEvent",
    id: "7a2b4c6d-8e0f-8a1b-8c3d-4e5f60718293",
    payload: receiptSummaryExample,
    summary: "Summary of a processed receipt",
    description: "Sent for every processed receipt, accepted or rejected (reason says why).",
  },
  RewardUpdate: {
    schema: "RewardUpdateEvent",
    id: "0c1d2e3f-4a5b-8c6d-9e7f-8091a2b3c4d5",
    payload: rewardUpdateExample,
    summary: "A reward was created, updated or completed",
    description: "Sent when a receipt creates or updates a user's reward (pending), or completes it (delivery confirmed, or no shipping).",
  },
};

export function webhooks(): JsonObject {
  const out: JsonObject = {
    results: {
      post: {
        operationId: "ResultsDelivery",
        summary: "Results of a job",
        description:
          "Sent to the account's results_endpoint (or the job's override_endpoint, or simulate_results' results_endpoint): the EReceipt " +
          `array of one job. Deduplicate on receipt_id. ${delivery}`,
        parameters: [signature],
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref("EReceiptArray"), examples: { results: { summary: "One receipt", value: [eReceiptExample] } } } },
        },
        responses,
      },
    },
  };
  for (const type of payloadTypes) {
    const e = eventExamples[type];
    out[type] = {
      post: {
        operationId: `${type}Event`,
        summary: e.summary,
        description: `${e.description} The body is the event envelope; deduplicate on its id. ${delivery} Custom headers configured for the subscription are sent too.`,
        parameters: [webhookId, signature],
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref(e.schema), examples: { [type]: { summary: e.summary, value: eventExample(type, e.id, e.payload) } } } },
        },
        responses,
      },
    };
  }
  return out;
}
