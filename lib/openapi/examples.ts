/**
 * Example bodies of the document. Fixed values (not the extractor's live output) so the document changes
 * only when the interface does; test/openapi checks each against the schema it illustrates.
 */
import { createHash } from "node:crypto";
import { errorEnvelope, errorMessages, type ErrorCode } from "../../lambdas/domain/errors";
import { forwardedStats, type ForwardedMeta } from "../../lambdas/domain/forwarded-stats";
import type { RewardUpdatePayload } from "../../lambdas/domain/rewards";
import type { ReceiptSummary } from "../../lambdas/domain/webhook-events";
import type { EReceipt } from "../../lambdas/extraction/schema";
import { internalErrorCode, internalErrorMessage } from "./schemas";
import { isJsonObject, toJson, type JsonObject } from "./json";

/** A typed example (checked against the domain type by the compiler) as a JSON object. */
function object(value: object): JsonObject {
  const json = toJson(value);
  if (!isJsonObject(json)) throw new Error("example is not a JSON object");
  return json;
}

const sampleHash = createHash("sha256").update("sam.sample@example.net").digest("hex");

const eReceipt: EReceipt = {
  receipt_id: "rc_01JC7Y3V9Q2M8K4T6W0N5B1XZD",
  original_receipt_id: null,
  job_id: 1042,
  client_user_id: "user-8812",
  email_hash: sampleHash,
  country_code: "US",
  is_receipt: true,
  email_type: "order_confirmation",
  email: {
    message_id: "<order-NW-20481.confirm@northwind-outfitters.example>",
    provider: "gmail",
    from: "orders@northwind-outfitters.example",
    subject: "Your Northwind Outfitters order #NW-20481 is confirmed",
    date: "2026-11-03T19:22:05.000Z",
    forwarded: false,
    forwarded_by: null,
    authentication: { dkim: "pass", spf: "pass" },
  },
  merchant: {
    name: "Northwind Outfitters",
    email: "orders@northwind-outfitters.example",
    domain: "northwind-outfitters.example",
    intermediary: null,
    sub_merchant: null,
  },
  order: { number: "NW-20481", numbers: ["NW-20481"], status: "ordered", purchase_date: "2026-11-03", purchase_time: "14:22", channel: "online" },
  currency: "USD",
  totals: { subtotal: 127, discount: null, shipping: 5.99, tax: 10.48, tip: null, fees: [], total: 143.47 },
  payments: [{ method: "card", card_type: "Visa", last4: "4242", amount: 143.47 }],
  products: [
    {
      index: 0, description: "Trail Runner Jacket (Size M)", product_number: null, quantity: 1, unit_price: 89, total_price: 89,
      url: null, image_url: null, seller: null, status: null,
    },
    {
      index: 1, description: "Merino Wool Socks, 3-pack", product_number: null, quantity: 2, unit_price: 19, total_price: 38,
      url: null, image_url: null, seller: null, status: null,
    },
  ],
  shipments: [],
  shipping_address: { name: "Sam Sample", street: "12 Harbor Lane", city: "Portland", region: "OR", postal_code: "97201", country: "United States" },
  component_emails: [],
  confidence: { overall: 0.94, fields: { total: 0.99, products: 0.9, order_number: 0.98 } },
  parser: { method: "generic", template: null, version: "1" },
  trust: {
    level: "high", reasons: ["dkim_verified"], dkim: { result: "pass", domain: "shop.example", aligned: true, failure: null }, duplicate_of: null,
  },
};
export const eReceiptExample = object(eReceipt);

export const retailersExample: JsonObject[] = [
  { email: "orders@northwind-outfitters.example", day_cutoff: 30 },
  { email: "auto-confirm@amazon.com", date_cutoff: 1767225600 },
];

export const accountConfigExample: JsonObject = {
  results_endpoint: "https://client.example.com/ereceipts/results",
  day_cutoff: 90,
  use_aggregation: true,
  return_eml: false,
  retailers: retailersExample,
};

export const jobStatusExample: JsonObject = {
  id: 1042,
  email_hash: sampleHash,
  client_user_id: "user-8812",
  status: "completed",
  error_code: null,
  error_message: null,
  processing_time: 2.417,
  created_at: "2026-11-03 19:22:09",
  updated_at: "2026-11-03 19:22:12",
};

export const jobErrorStatusExample: JsonObject = {
  ...jobStatusExample,
  id: 1043,
  status: "error",
  error_code: 202,
  error_message: "No receipt found in the email",
  processing_time: 0.861,
};

const metaRow = (overrides: Partial<ForwardedMeta>): ForwardedMeta => ({
  receipt_id: "fw_01JC7Z0K3R5S7T9V1X3Z5B7D9F",
  sender: "sam.sample@example.net",
  merchant: "Northwind Outfitters",
  merchant_email: "orders@northwind-outfitters.example",
  subject: "Your Northwind Outfitters order #NW-20481 is confirmed",
  email_date: "2026-11-03T19:22:05.000Z",
  received_at: "2026-11-03T19:30:41.512Z",
  status: "parsed",
  currency: "USD",
  total: 143.47,
  ...overrides,
});

// an inline forward: the original's text only, nothing of it can be verified
const inlineForwardTrust = { level: "medium", reasons: ["inline_forward"], dkim: { result: "none", domain: null, aligned: false, failure: null }, duplicate_of: null };

export const forwardedRecordExample: JsonObject = {
  // A record carries the metadata without the amounts, which are in its scraped_data.
  ...(({ currency: _c, total: _t, ...rest }) => rest)(metaRow({})),
  trust: inlineForwardTrust,
  scraped_data: { ...eReceiptExample, receipt_id: "fw_01JC7Z0K3R5S7T9V1X3Z5B7D9F", job_id: 0, client_user_id: null, email: {
    message_id: null, provider: null, from: "orders@northwind-outfitters.example",
    subject: "Your Northwind Outfitters order #NW-20481 is confirmed", date: "2026-11-03T19:22:05.000Z",
    forwarded: true, forwarded_by: "sam.sample@example.net", authentication: { dkim: "unknown", spf: "unknown" },
  }, trust: inlineForwardTrust },
};


/** The metadata rows the stats example sums up. */
const metaRows: ForwardedMeta[] = [
  metaRow({
    receipt_id: "fw_01JC6A2B4C6D8E0F2G4H6J8K0M", subject: "Your Northwind Outfitters order #NW-20417 is confirmed",
    email_date: "2026-11-02T07:58:40.000Z", received_at: "2026-11-02T08:01:12.004Z", total: 24.99,
  }),
  metaRow({
    receipt_id: "fw_01JC6Q8R0S2T4U6V8W0X2Y4Z6A", merchant: null, merchant_email: "news@mail.example.org", subject: "This week's deals",
    email_date: "2026-11-03T06:00:00.000Z", received_at: "2026-11-03T09:14:03.250Z", status: "not_receipt", currency: null, total: null,
  }),
  metaRow({}),
];

export const forwardedMetaExamples = metaRows.map(object);

/** The statistics of those rows, as the endpoint computes them. */
export const forwardedStatsExample = object(forwardedStats(metaRows));

const receiptSummary: ReceiptSummary = {
  receipt_id: eReceipt.receipt_id,
  receipt_type: "email",
  status: "accepted",
  merchant_name: "Northwind Outfitters",
  purchase_date: "2026-11-03",
  total: 143.47,
  currency: "USD",
  item_count: 2,
  reason: null,
  client_user_id: "user-8812",
  trust: { level: "high", reasons: ["dkim_verified"], duplicate_of: null },
};
export const receiptSummaryExample = object(receiptSummary);

const rewardUpdate: RewardUpdatePayload = {
  reward_id: "rw_3f1c2a9e5b7d",
  client_user_id: "user-8812",
  update_type: "reward",
  status: "pending",
  reward_type: "promo",
  reward_amount: 5,
  currency: "USD",
  promo_ids_updated: ["promo_northwind_5"],
  qualified_promos: [
    { promo_id: "promo_northwind_5", title: "Northwind $5 back", qualified_count: 1, promo_amount: 5, status: "pending", reason: "qualified: merchant Northwind, total 143.47 >= 50" },
  ],
};
export const rewardUpdateExample = object(rewardUpdate);

/** The envelope of an event, as sent (the id is a fixed UUID here; real ones are derived per event). */
export function eventExample(type: string, id: string, payload: JsonObject): JsonObject {
  return { id, timestamp: 1793733729000, version: 1, payload_type: type, payload_data: payload };
}

/** Example detail appended to the standard message of some codes (ApiError's `code: detail`). */
const errorDetails: Partial<Record<ErrorCode, string>> = {
  100: "unrecognized field foo",
  102: "results_endpoint must use https",
};

export function errorExample(code: ErrorCode | typeof internalErrorCode): JsonObject {
  if (code === internalErrorCode) return errorEnvelope(code, internalErrorMessage);
  const detail = errorDetails[code];
  return errorEnvelope(code, detail ? `${errorMessages[code]}: ${detail}` : errorMessages[code], code === 114 ? ["rc_01JC7Y3V9Q2M8K4T6W0N5B1XZX", "rc_deleted_17"] : undefined);
}
