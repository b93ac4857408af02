/**
 * The document's component schemas. EReceipt (and its product and shipment parts) is generated from the
 * valibot schema the extractor's output is validated against, so the published shape cannot differ from
 * the checked one; the request bodies are generated from the schemas the handlers validate with (./requests.ts); the
 * responses follow the handlers and domain rules (lambdas/domain, lambdas/http).
 */
import { toJsonSchema, toJsonSchemaDefs } from "@valibot/to-json-schema";
import { eReceiptSchema, productSchema, shipmentSchema, trustLevels, trustReasons, trustSchema } from "../../lambdas/extraction/schema";
import { errorMessages } from "../../lambdas/domain/errors";
import { payloadVersion, type PayloadType } from "../../lambdas/domain/webhook-events";
import { pageSize } from "../../lambdas/domain/forwarded-window";
import { isJsonObject, nullable, ref, toJson, type JsonObject, type Schema } from "./json";
import { requestSchemas } from "./requests";

import { internalErrorCode } from "../../lambdas/domain/errors";
/** The envelope's generic error for an unexpected failure, as lambdas/shared/middleware/envelope.ts answers it. */
export { internalErrorCode, internalErrorMessage } from "../../lambdas/domain/errors";

const valibotDefinitions = { EReceiptProduct: productSchema, EReceiptShipment: shipmentSchema };
const valibotOptions = {
  target: "draft-2020-12" as const,
  definitions: valibotDefinitions,
  overrideRef: (context: { referenceId: string }) => `#/components/schemas/${context.referenceId}`,
};

/** `toJsonSchema` output as a component: without `$schema` (the document's dialect applies) and `$defs`. */
function component(generated: unknown, description: string): Schema {
  const json = toJson(generated);
  if (!isJsonObject(json)) throw new Error("valibot produced a JSON Schema that is not an object");
  const { $schema: _dialect, $defs: _defs, ...schema } = json;
  return { description, ...schema };
}

function eReceiptSchemas(): Record<string, Schema> {
  const defs = toJson(toJsonSchemaDefs(valibotDefinitions, valibotOptions));
  if (!isJsonObject(defs)) throw new Error("valibot produced definitions that are not an object");
  return {
    Trust: component(
      toJsonSchema(trustSchema, valibotOptions),
      "How far a receipt email can be trusted to be genuine and new: DKIM verified by us, tamper and consistency signals, " +
        "duplicates in the account (docs/trust.md). Generated from the valibot schema in lambdas/extraction/schema.ts.",
    ),
    EReceipt: component(
      toJsonSchema(eReceiptSchema, valibotOptions),
      "One parsed receipt email (decisions.md §1). Money is a number in the currency's major unit; dates are ISO 8601; " +
        "a value the email does not state is null, an empty list is []. `raw_eml` (the EML, base64) is present only when " +
        "the account configuration has return_eml: true. Generated from the valibot schema in lambdas/extraction/schema.ts.",
    ),
    EReceiptProduct: component(defs.EReceiptProduct, "A product line of an EReceipt."),
    EReceiptShipment: component(defs.EReceiptShipment, "A shipment of an EReceipt; product_indexes point into products[].index."),
  };
}

const integer = (description: string, extra: JsonObject = {}): Schema => ({ type: "integer", description, ...extra });
const text = (description: string, extra: JsonObject = {}): Schema => ({ type: "string", description, ...extra });
const isoDay = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };
const currencyTotals: Schema = {
  type: "object",
  description: "Amounts per ISO 4217 currency code, in the currency's major unit.",
  propertyNames: { pattern: "^[A-Z]{3}$" },
  additionalProperties: { type: "number" },
};
const successTrue: Schema = { const: true };
const paging: JsonObject = {
  total: integer("Number of records in the window (all pages)."),
  page: integer("The page returned (only when ereceipt[page] is given).", { minimum: 1 }),
  max_page: integer(`Number of pages of ${pageSize} records (only when ereceipt[page] is given; 0 when the window is empty).`, { minimum: 0 }),
};

const forwardedStatus: Schema = {
  type: "string",
  enum: ["parsed", "not_receipt", "failed"],
  description: "parsed: a receipt was read; not_receipt: the email is not a purchase; failed: it could not be parsed.",
};

/** Fields shared by a forwarded-email record and a stats metadata row. */
const forwardedCommon: JsonObject = {
  receipt_id: text("The receipt identifier of the forwarded email."),
  sender: nullable(text("Address of the user who forwarded the email.")),
  merchant: nullable(text("Merchant name read from the original email.")),
  merchant_email: nullable(text("Sender address of the original email.")),
  subject: nullable(text("Subject of the original email.")),
  email_date: nullable(text("Date of the original email, ISO 8601.", { format: "date-time" })),
  received_at: text("When the forward was received, ISO 8601.", { format: "date-time" }),
  status: ref("ForwardedStatus"),
};

const envelopeProperties = (type: PayloadType): JsonObject => ({
  id: text("Event id: a UUID, the same on every retry and replay of the event (deduplicate on it).", { format: "uuid" }),
  timestamp: integer("When the event was created, epoch milliseconds."),
  version: { const: payloadVersion, description: "Version of the payload type." },
  payload_type: { const: type, description: "Event type, matching the subscription." },
});

function eventSchema(type: PayloadType, payload: Schema, description: string): Schema {
  return {
    type: "object",
    description,
    required: ["id", "timestamp", "version", "payload_type", "payload_data"],
    properties: { ...envelopeProperties(type), payload_data: payload },
  };
}

export function componentSchemas(): Record<string, Schema> {
  const codes = [...Object.keys(errorMessages).map(Number), internalErrorCode];
  return {
    ...eReceiptSchemas(),
    ...requestSchemas(),
    EReceiptArray: { type: "array", description: "The results payload: the EReceipt objects of one job.", items: ref("EReceipt") },
    AccountConfigResponse: {
      type: "object",
      description: "The active configuration; before any is set, results_endpoint and the cutoffs are null.",
      required: ["success", "results_endpoint", "day_cutoff", "date_cutoff", "use_aggregation", "return_eml", "retailers"],
      properties: {
        success: successTrue,
        results_endpoint: nullable({ type: "string", format: "uri" }),
        day_cutoff: nullable({ type: "integer", minimum: 0 }),
        date_cutoff: nullable({ type: "integer", minimum: 0 }),
        use_aggregation: { type: "boolean" },
        return_eml: { type: "boolean" },
        retailers: { type: "array", items: ref("Retailer") },
      },
    },
    RetailersResponse: {
      type: "object",
      required: ["success", "retailers"],
      properties: { success: successTrue, retailers: { type: "array", items: ref("Retailer") } },
    },
    UploadUrl: {
      type: "object",
      required: ["success", "upload"],
      properties: {
        success: successTrue,
        upload: {
          type: "object",
          required: ["eml_key", "url", "method", "expires_in", "max_bytes", "kept_for_days"],
          properties: {
            eml_key: text("Pass it to create_job as eml_key once the email is uploaded.", { pattern: "^upl_[0-9a-f]{32}$" }),
            url: text("Presigned URL: PUT the raw EML to it as the request body.", { format: "uri" }),
            method: { type: "string", enum: ["PUT"] },
            expires_in: integer("Seconds the URL accepts the upload.", { minimum: 1 }),
            max_bytes: integer("Largest email create_job accepts from an upload.", { minimum: 1 }),
            kept_for_days: integer("Days an upload no job claims is kept.", { minimum: 1 }),
          },
        },
      },
    },
    JobCreated: {
      type: "object",
      required: ["success", "job_id"],
      properties: { success: successTrue, job_id: integer("Identifier of the new job; poll it with GET /ereceipts/status.", { minimum: 1 }) },
    },
    JobStatus: {
      type: "object",
      description: "A job's state: queued → executing → completed | error (decisions.md §2).",
      required: ["id", "email_hash", "client_user_id", "status", "error_code", "error_message", "processing_time", "created_at", "updated_at"],
      properties: {
        id: integer("Job identifier."),
        email_hash: text("SHA-256 hash of the user's email address, as supplied at job creation (empty for a reprocess job spanning several users)."),
        client_user_id: nullable(text("Client's user identifier, as supplied.")),
        status: { type: "string", enum: ["queued", "executing", "completed", "error"] },
        error_code: nullable(integer(
          "Job-level error: 100 EML content failed to parse, 201 older than the cutoff, 202 not a receipt, 203 too large, 500 internal error after all retries.",
        )),
        error_message: nullable({ type: "string" }),
        processing_time: { type: "number", minimum: 0, description: "Seconds (millisecond precision) from leaving queued to completed or error; elapsed so far while executing." },
        created_at: text("UTC, `YYYY-MM-DD HH:MM:SS`.", { pattern: "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$" }),
        updated_at: text("UTC, `YYYY-MM-DD HH:MM:SS`.", { pattern: "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$" }),
      },
    },
    JobStatusResponse: {
      type: "object",
      required: ["success", "job_status"],
      properties: { success: successTrue, job_status: ref("JobStatus") },
    },
    HealthCheck: {
      type: "object",
      description: "The only success body without `success`.",
      required: ["status", "message"],
      properties: { status: { const: "ok" }, message: { type: "string" } },
    },
    Success: { type: "object", required: ["success"], properties: { success: successTrue } },
    ErrorEnvelope: {
      type: "object",
      description: "Every failed request (HTTP 200). The message is the code's standard text, sometimes followed by `: <detail>`.",
      required: ["success", "error"],
      properties: {
        success: { const: false },
        error: {
          type: "object",
          required: ["code", "message"],
          properties: {
            code: { type: "integer", enum: codes, description: `Error code (see each operation); ${internalErrorCode} is an unexpected internal error.` },
            message: { type: "string" },
            missing_ids: text("Comma-separated receipt identifiers that were not found; only with code 114."),
          },
        },
      },
    },
    ForwardedStatus: forwardedStatus,
    ForwardedRecord: {
      type: "object",
      description: "A forwarded email (decisions.md §4).",
      required: ["receipt_id", "sender", "merchant", "merchant_email", "subject", "email_date", "received_at", "status", "trust", "scraped_data"],
      properties: {
        ...forwardedCommon,
        trust: { anyOf: [ref("Trust"), { type: "null" }], description: "The trust verdict (docs/trust.md), as in scraped_data; null when parsing failed." },
        scraped_data: { anyOf: [ref("EReceipt"), { type: "null" }], description: "The parsed receipt; null when parsing failed." },
        html: nullable(text("The forwarded email's HTML; only with ereceipt[show_html]=true.")),
      },
    },
    ForwardedMeta: {
      type: "object",
      description: "Metadata of a forwarded email (no scraped_data), as listed by scraped_forwarded_stats.",
      required: ["receipt_id", "sender", "merchant", "merchant_email", "subject", "email_date", "received_at", "status", "currency", "total"],
      properties: {
        ...forwardedCommon,
        currency: nullable({ type: "string", pattern: "^[A-Z]{3}$" }),
        total: nullable({ type: "number" }),
      },
    },
    ForwardedStats: {
      type: "object",
      required: ["emails", "parsed", "not_receipt", "failed", "receipts_total_amount", "merchants", "first_email_at", "last_email_at"],
      properties: {
        emails: integer("Forwarded emails in the window.", { minimum: 0 }),
        parsed: integer("Of which parsed as receipts.", { minimum: 0 }),
        not_receipt: integer("Of which not purchase emails.", { minimum: 0 }),
        failed: integer("Of which could not be parsed.", { minimum: 0 }),
        receipts_total_amount: { ...currencyTotals, description: "Sum of the totals of parsed receipts, per currency." },
        merchants: {
          type: "array",
          description: "Per merchant (grouped by name, case-insensitively), most emails first.",
          items: {
            type: "object",
            required: ["merchant", "emails", "total_amount"],
            properties: { merchant: nullable({ type: "string" }), emails: { type: "integer", minimum: 0 }, total_amount: currencyTotals },
          },
        },
        first_email_at: nullable({ type: "string", format: "date-time" }),
        last_email_at: nullable({ type: "string", format: "date-time" }),
      },
    },
    ForwardedEmailsResponse: {
      type: "object",
      required: ["success", "data", "total"],
      properties: { success: successTrue, data: { type: "array", items: ref("ForwardedRecord") }, ...paging },
    },
    ForwardedStatsResponse: {
      type: "object",
      required: ["success", "stats", "data", "total"],
      properties: { success: successTrue, stats: ref("ForwardedStats"), data: { type: "array", items: ref("ForwardedMeta") }, ...paging },
    },
    ReceiptSummary: {
      type: "object",
      required: ["receipt_id", "receipt_type", "status", "merchant_name", "purchase_date", "total", "currency", "item_count", "reason", "client_user_id", "trust"],
      properties: {
        receipt_id: { type: "string" },
        receipt_type: { const: "email" },
        status: { type: "string", enum: ["accepted", "rejected"] },
        merchant_name: nullable({ type: "string" }),
        purchase_date: nullable(isoDay),
        total: nullable({ type: "number" }),
        currency: nullable({ type: "string", pattern: "^[A-Z]{3}$" }),
        item_count: integer("Number of product lines.", { minimum: 0 }),
        reason: nullable(text("Why the receipt was rejected; for an accepted one, why a promotion it qualified for gave it no reward (a duplicate, or trust below the promotion's minimum).")),
        client_user_id: nullable({ type: "string" }),
        trust: nullable({
          type: "object",
          description: "The receipt's trust verdict in short (docs/trust.md); null for a rejected email, which is not assessed.",
          required: ["level", "reasons", "duplicate_of"],
          properties: {
            level: { type: "string", enum: [...trustLevels] },
            reasons: { type: "array", items: { type: "string", enum: [...trustReasons] } },
            duplicate_of: nullable({ type: "string" }),
          },
        }),
      },
    },
    QualifiedPromo: {
      type: "object",
      required: ["promo_id", "title", "qualified_count", "promo_amount", "status", "reason"],
      properties: {
        promo_id: { type: "string" },
        title: { type: "string" },
        qualified_count: integer("Product lines that matched the promotion's keywords (1 when it has none).", { minimum: 0 }),
        promo_amount: { type: "number" },
        status: { type: "string", enum: ["pending", "complete"] },
        reason: { type: "string" },
      },
    },
    RewardUpdate: {
      type: "object",
      required: ["reward_id", "client_user_id", "update_type", "status", "reward_type", "reward_amount", "currency", "promo_ids_updated", "qualified_promos"],
      properties: {
        reward_id: { type: "string" },
        client_user_id: { type: "string" },
        update_type: { const: "reward" },
        status: { type: "string", enum: ["pending", "complete"], description: "pending until the order is delivered (or at once without shipping)." },
        reward_type: { const: "promo" },
        reward_amount: { type: "number" },
        currency: nullable({ type: "string", pattern: "^[A-Z]{3}$" }),
        promo_ids_updated: { type: "array", items: { type: "string" } },
        qualified_promos: { type: "array", items: ref("QualifiedPromo") },
      },
    },
    ReceiptProcessedEvent: eventSchema("ReceiptProcessed", ref("EReceipt"), "Sent for every processed receipt; payload_data is the EReceipt."),
    ReceiptSummaryEvent: eventSchema("ReceiptSummary", ref("ReceiptSummary"), "Sent for every processed receipt, accepted or rejected."),
    RewardUpdateEvent: eventSchema("RewardUpdate", ref("RewardUpdate"), "Sent when a receipt creates, updates or completes a reward."),
  };
}
