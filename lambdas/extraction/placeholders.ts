import { createHash } from "node:crypto";
import type { EReceipt, ExtractedReceipt } from "./schema";
import { parserVersion } from "./assemble";

/** The verdict of an email nobody verified (the CLI, the simulate sample): medium, saying so. */
export const unverifiedTrust: EReceipt["trust"] = {
  level: "medium", reasons: ["not_verified"], dkim: { result: "none", domain: null, aligned: false, failure: null }, duplicate_of: null,
};

/** Fills the pipeline's fields with deterministic placeholders (for the CLI and tests). */
export function withPlaceholders(raw: Buffer, extracted: ExtractedReceipt): EReceipt {
  return {
    receipt_id: createHash("sha256").update(raw).digest("hex").slice(0, 32),
    original_receipt_id: null, job_id: 0, client_user_id: null, email_hash: "", country_code: null,
    ...extracted,
    component_emails: [],
    trust: unverifiedTrust,
  };
}

/** The object printed for a file that could not be parsed, so output lines stay aligned with inputs. */
export function unparsedReceipt(raw: Buffer): EReceipt {
  return withPlaceholders(raw, {
    is_receipt: false, email_type: "other",
    email: { message_id: null, provider: null, from: "", subject: "", date: new Date(0).toISOString(), forwarded: false,
      forwarded_by: null, authentication: { dkim: "unknown", spf: "unknown" } },
    merchant: { name: null, email: null, domain: null, intermediary: null, sub_merchant: null },
    order: { number: null, numbers: [], status: null, purchase_date: null, purchase_time: null, channel: null },
    currency: null,
    totals: { subtotal: null, discount: null, shipping: null, tax: null, tip: null, fees: [], total: null },
    payments: [], products: [], shipments: [], shipping_address: null,
    confidence: { overall: 0, fields: {} },
    parser: { method: "generic", template: null, version: parserVersion },
  });
}
