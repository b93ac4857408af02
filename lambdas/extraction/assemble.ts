import type { Context } from "./context";
import { fieldConfidence } from "./confidence";
import type { Draft, DraftKey, Layer } from "./draft";
import { authenticationResults } from "./mime";
import { toMajor } from "./money";
import type { EmailType, ExtractedReceipt, OrderStatus } from "./schema";

export const parserVersion = "1.0.0";

export type LayeredDraft = { layer: Layer; template: string | null; draft: Draft };

/** Merges layers field by field: the first layer (most reliable) that states a value wins. */
export function mergeDrafts(layers: LayeredDraft[]): { draft: Draft; sources: Partial<Record<DraftKey, Layer>> } {
  const draft: Draft = {};
  const sources: Partial<Record<DraftKey, Layer>> = {};
  for (const { layer, draft: d } of layers) {
    for (const key of Object.keys(d) as DraftKey[]) {
      const value = d[key];
      const empty = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
      if (empty || draft[key] !== undefined && draft[key] !== null && !(Array.isArray(draft[key]) && (draft[key] as unknown[]).length === 0)) continue;
      (draft as Record<string, unknown>)[key] = value;
      sources[key] = layer;
    }
  }
  return { draft, sources };
}

export function assemble(
  ctx: Context, draft: Draft, sources: Partial<Record<DraftKey, Layer>>,
  cls: { emailType: EmailType; isReceipt: boolean; status: OrderStatus | null },
  method: "schema_org" | "template" | "generic", template: string | null,
): ExtractedReceipt {
  const cur = draft.currency ?? null;
  const major = (v: number | null | undefined) => (v == null ? null : toMajor(v, cur));
  const fields = fieldConfidence(draft, sources);
  // an email that is no purchase (a bill notice's balance, a transfer's amount) states money no receipt label keeps:
  // it is reported, at less confidence
  if (!cls.isReceipt) for (const k of ["currency", "total", "subtotal", "tax", "shipping", "discount", "tip"]) if (fields[k] !== undefined) fields[k] = Math.min(fields[k], 0.7);
  // a booking's fares and legs are named in as many ways as there are readers ("ICE 578, 1 Erwachsener" or "Hinfahrt
  // Stuttgart – Hamburg"): its items are never sure
  if (cls.emailType === "travel_booking" && fields.products !== undefined) fields.products = Math.min(fields.products, 0.8);
  const values = Object.values(fields);
  const overall = values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0.2;
  const products = (draft.products ?? []).map((p, index) => ({
    index, description: p.description, product_number: p.productNumber, quantity: p.quantity,
    unit_price: major(p.unitMinor), total_price: major(p.totalMinor), url: p.url, image_url: p.imageUrl,
    seller: p.seller, status: p.status,
  }));
  return {
    is_receipt: cls.isReceipt,
    email_type: cls.emailType,
    email: {
      message_id: ctx.mail.messageId,
      provider: null,
      from: ctx.sender.address ?? ctx.mail.from.address ?? "",
      subject: ctx.subject,
      date: (ctx.date ?? new Date(0)).toISOString(),
      forwarded: ctx.forward.forwarded,
      forwarded_by: ctx.forward.forwardedBy,
      authentication: authenticationResults(ctx.mail.headers),
    },
    merchant: {
      name: draft.merchantName ?? null,
      email: ctx.sender.address,
      domain: ctx.sender.domain,
      intermediary: draft.intermediary ?? null,
      sub_merchant: draft.subMerchant ?? null,
    },
    order: {
      number: draft.orderNumber ?? null,
      numbers: draft.orderNumbers?.length ? draft.orderNumbers : draft.orderNumber ? [draft.orderNumber] : [],
      status: cls.status,
      purchase_date: draft.purchaseDate ?? null,
      purchase_time: draft.purchaseTime ?? null,
      channel: cls.emailType === "in_store_receipt" ? "in_store" : cls.isReceipt ? "online" : null,
    },
    currency: cur,
    totals: {
      subtotal: major(draft.subtotal), discount: major(draft.discount), shipping: major(draft.shipping),
      tax: major(draft.tax), tip: major(draft.tip),
      fees: (draft.fees ?? []).map((f) => ({ name: f.name, amount: toMajor(f.amountMinor, cur) })),
      total: major(draft.total),
    },
    payments: (draft.payments ?? []).map((p) => ({ method: p.method, card_type: p.cardType, last4: p.last4, amount: major(p.amountMinor) })),
    products,
    shipments: (draft.shipments ?? []).map((s) => ({
      carrier: s.carrier, tracking_number: s.trackingNumber, tracking_url: s.trackingUrl, status: s.status,
      expected_delivery: s.expectedDelivery, product_indexes: products.map((p) => p.index),
    })),
    shipping_address: draft.shippingAddress ?? null,
    confidence: { overall: Math.round(overall * 100) / 100, fields },
    parser: { method, template, version: parserVersion },
  };
}
