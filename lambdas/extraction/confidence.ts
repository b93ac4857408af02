import { orderSum, type Draft, type DraftKey, type Layer } from "./draft";
import { isTotalsLabel } from "./generic/item-lines";
import { isVariantLine } from "./generic/roles";

/** The confidence fields of the EReceipt, by draft key. */
export const confidenceNames: Partial<Record<DraftKey, string>> = {
  merchantName: "merchant_name", orderNumber: "order_number", purchaseDate: "purchase_date", currency: "currency",
  subtotal: "subtotal", discount: "discount", shipping: "shipping", tax: "tax", tip: "tip", total: "total", products: "products",
};

/** A structured source (schema.org, a merchant's own format) is as sure as its layer. */
const layerConfidence: Record<Layer, number> = { schema_org: 0.95, template: 0.92, generic: 0.75, attachment: 0.7, header: 0.6 };

/**
 * Does subtotal - discount + shipping + tax + tip + fees equal the total (within a cent per term)? A tax already
 * included in the prices ("inkl. MwSt", "IVA incluido") adds up without it.
 */
export function totalsAddUp(d: Draft): boolean | null {
  if (d.total == null || d.subtotal == null) return null;
  const fees = (d.fees ?? []).reduce((s, f) => s + f.amountMinor, 0);
  return Math.abs(orderSum(d, fees) - d.total) <= 2 || (d.tax != null && Math.abs(orderSum({ ...d, tax: 0 }, fees) - d.total) <= 2);
}

const present = (v: unknown) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0);

/**
 * Confidence per field from the evidence behind it: the layer that read it; for the generic layer, the strength of
 * the label (an order label beats a transaction id, a grand-total label beats a bare "Total"), whether the date stood
 * beside a date label, whether a currency marker settled the currency; and for amounts and items, whether they add
 * up against each other. Calibrated on the corpus (`npm run score` prints the calibration): values at 0.9 or more
 * are meant to be right at least 98 % of the time.
 */
export function fieldConfidence(draft: Draft, sources: Partial<Record<DraftKey, Layer>>): Record<string, number> {
  const ev = draft.evidence ?? {};
  const adds = totalsAddUp(draft);
  const fields: Record<string, number> = {};
  for (const [key, name] of Object.entries(confidenceNames) as Array<[DraftKey, string]>) {
    if (!present(draft[key])) continue;
    const layer = sources[key] ?? "generic";
    let c = layerConfidence[layer];
    if (layer === "generic") c = genericConfidence(key, draft, ev, adds) ?? c;
    if (adds === false && ["total", "subtotal", "tax", "shipping", "discount", "tip"].includes(key)) c = Math.min(c, 0.4);
    fields[name] = Math.round(c * 100) / 100;
  }
  return fields;
}

function genericConfidence(key: DraftKey, d: Draft, ev: NonNullable<Draft["evidence"]>, adds: boolean | null): number | null {
  switch (key) {
    case "orderNumber": return ev.orderNumberRank === 5 ? 0.9 : ev.orderNumberRank === 4 ? 0.85 : 0.7;
    case "purchaseDate": return ev.dateLabelled ? 0.9 : 0.75;
    case "currency": return ev.currencyMarked ? 0.95 : 0.7;
    case "total": {
      const byLabel = ev.totalRank === 3 ? 0.88 : ev.totalRank === 2 ? 0.82 : 0.6;
      return adds === true ? Math.min(0.98, byLabel + 0.08) : byLabel;
    }
    case "subtotal": case "tax": case "shipping": case "discount": case "tip":
      return adds === true ? 0.95 : 0.75;
    // rows dropped so that the rest add up: a likely reading, not a sure one; nor is one row priced at the whole
    // order's sum (any row so priced adds up, whatever its name says)
    // (nor is a list sure that holds a row named like a totals line or a variant, "Frais d'envoi", "Heather Gray · M")
    case "products": {
      const doubtful = (d.products ?? []).some((p) => isTotalsLabel(p.description) || isVariantLine(p.description));
      return d.itemsAddUp === true ? (d.itemsPicked || doubtful || (d.products?.length ?? 0) < 2 ? 0.8 : 0.93) : d.itemsAddUp === false ? 0.45 : 0.7;
    }
    default: return null;
  }
}
