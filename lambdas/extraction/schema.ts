import * as v from "valibot";

/**
 * The EReceipt object of decisions.md §1, as a valibot schema. The output of the extractor (plus the
 * pipeline-filled fields) is validated against it, and docs publish it as JSON Schema.
 */
const money = v.number();
const nullableMoney = v.nullable(money);
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const confidenceValue = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

export const emailTypes = [
  "order_confirmation", "shipping_confirmation", "delivery_confirmation", "cancellation", "refund",
  "payment_receipt", "in_store_receipt", "travel_booking", "other",
] as const;
export const orderStatuses = [
  "ordered", "shipped", "partially_shipped", "delivered", "cancelled", "refunded", "returned",
  "pickup_ready", "completed",
] as const;
export const channels = ["online", "in_store", "pickup", "delivery", "subscription"] as const;
const authResult = v.picklist(["pass", "fail", "none", "unknown"]);
/** The trust verdict's vocabulary (docs/trust.md; the rules are in lambdas/trust/verdict.ts). */
export const trustLevels = ["low", "medium", "high"] as const;
export const trustReasons = [
  "dkim_verified", "dkim_unaligned", "dkim_body_changed", "dkim_signature_invalid", "dkim_key_unavailable",
  "dkim_unsigned", "dkim_lookup_failed", "attached_original", "inline_forward", "date_far_from_received",
  "sender_not_merchant", "totals_do_not_add_up", "duplicate_message", "duplicate_order", "not_verified",
] as const;

export const productSchema = v.object({
  index: v.pipe(v.number(), v.integer()),
  description: v.string(),
  product_number: v.nullable(v.string()),
  quantity: v.number(),
  unit_price: nullableMoney,
  total_price: nullableMoney,
  url: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  seller: v.nullable(v.string()),
  status: v.nullable(v.string()),
});

export const shipmentSchema = v.object({
  carrier: v.nullable(v.string()),
  tracking_number: v.nullable(v.string()),
  tracking_url: v.nullable(v.string()),
  status: v.nullable(v.string()),
  expected_delivery: v.nullable(isoDay),
  product_indexes: v.array(v.pipe(v.number(), v.integer())),
});

export const trustSchema = v.object({
  level: v.picklist(trustLevels),
  reasons: v.array(v.picklist(trustReasons)),
  dkim: v.object({
    result: v.picklist(["pass", "fail", "none", "temperror"]),
    domain: v.nullable(v.string()),
    aligned: v.boolean(),
    failure: v.nullable(v.picklist(["body_hash", "signature", "key"])),
  }),
  duplicate_of: v.nullable(v.string()),
});

export const eReceiptSchema = v.object({
  receipt_id: v.string(),
  original_receipt_id: v.nullable(v.string()),
  job_id: v.pipe(v.number(), v.integer()),
  client_user_id: v.nullable(v.string()),
  email_hash: v.string(),
  country_code: v.nullable(v.string()),
  is_receipt: v.boolean(),
  email_type: v.picklist(emailTypes),
  email: v.object({
    message_id: v.nullable(v.string()),
    provider: v.nullable(v.string()),
    from: v.string(),
    subject: v.string(),
    date: v.string(),
    forwarded: v.boolean(),
    forwarded_by: v.nullable(v.string()),
    authentication: v.object({ dkim: authResult, spf: authResult }),
  }),
  merchant: v.object({
    name: v.nullable(v.string()),
    email: v.nullable(v.string()),
    domain: v.nullable(v.string()),
    intermediary: v.nullable(v.string()),
    sub_merchant: v.nullable(v.string()),
  }),
  order: v.object({
    number: v.nullable(v.string()),
    /** Every order's number, first one first (several when one email confirms a checkout split into orders). */
    numbers: v.array(v.string()),
    status: v.nullable(v.picklist(orderStatuses)),
    purchase_date: v.nullable(isoDay),
    purchase_time: v.nullable(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
    channel: v.nullable(v.picklist(channels)),
  }),
  currency: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  totals: v.object({
    subtotal: nullableMoney,
    discount: nullableMoney,
    shipping: nullableMoney,
    tax: nullableMoney,
    tip: nullableMoney,
    fees: v.array(v.object({ name: v.string(), amount: money })),
    total: nullableMoney,
  }),
  payments: v.array(v.object({
    method: v.string(),
    card_type: v.nullable(v.string()),
    last4: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))),
    amount: nullableMoney,
  })),
  products: v.array(productSchema),
  shipments: v.array(shipmentSchema),
  shipping_address: v.nullable(v.object({
    name: v.string(), street: v.string(), city: v.string(), region: v.string(), postal_code: v.string(),
    country: v.string(),
  })),
  component_emails: v.array(v.object({
    receipt_id: v.string(), message_id: v.string(), email_type: v.string(), date: v.string(),
  })),
  confidence: v.object({
    overall: confidenceValue,
    fields: v.record(v.string(), confidenceValue),
  }),
  parser: v.object({
    method: v.picklist(["schema_org", "template", "generic"]),
    template: v.nullable(v.string()),
    version: v.string(),
  }),
  /** How far the email can be trusted to be genuine and new (docs/trust.md); filled by the pipeline. */
  trust: trustSchema,
  raw_eml: v.optional(v.string()),
});

export type EReceipt = v.InferOutput<typeof eReceiptSchema>;

/** The fields the job pipeline fills in; the extractor leaves them out. */
export type PipelineField =
  | "receipt_id" | "original_receipt_id" | "job_id" | "client_user_id" | "email_hash" | "country_code"
  | "component_emails" | "raw_eml" | "trust";

export type ExtractedReceipt = Omit<EReceipt, PipelineField>;
export type Product = v.InferOutput<typeof productSchema>;
export type Shipment = v.InferOutput<typeof shipmentSchema>;
export type EmailType = (typeof emailTypes)[number];
export type Trust = EReceipt["trust"];
export type TrustLevel = Trust["level"];
export type TrustReason = Trust["reasons"][number];
export type OrderStatus = (typeof orderStatuses)[number];
