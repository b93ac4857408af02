import { comparators, scores, type Label, type Prediction } from "./fields";
import { matchProducts } from "./products";

/** Confidence names of the EReceipt (`confidence.fields`) and the label field each one is checked against. */
export const calibratedFields: Record<string, string> = {
  merchant_name: "merchant_name", order_number: "order_number", purchase_date: "purchase_date", currency: "currency",
  subtotal: "subtotal", discount: "discount", shipping: "shipping", tax: "tax", tip: "tip", total: "total", products: "products",
};

export const buckets = [
  { name: "<0.5", from: 0, to: 0.5 }, { name: "0.5-0.7", from: 0.5, to: 0.7 }, { name: "0.7-0.9", from: 0.7, to: 0.9 },
  { name: ">=0.9", from: 0.9, to: Infinity },
] as const;

export type CalibrationRow = { field: string; buckets: Record<string, { n: number; right: number }>; high: { n: number; accuracy: number | null } };

/** An email's products are right when they match the label's with F1 of 0.9 or more. */
function productsRight(label: Label, p: Prediction): boolean {
  const m = matchProducts(label, p);
  if (m.labelled === 0 && m.predicted === 0) return true;
  const precision = m.predicted ? m.matched / m.predicted : 0;
  const recall = m.labelled ? m.matched / m.labelled : 0;
  return precision + recall > 0 && (2 * precision * recall) / (precision + recall) >= 0.9;
}

/**
 * How well the engine's confidence tells right from wrong: for every scored value that carries a confidence, the
 * count and the share right per confidence bucket, and for the values at 0.9 or more (meant to be right 98 % of the
 * time) their accuracy.
 */
export function calibrate(pairs: Array<{ label: Label; predicted: Prediction }>): CalibrationRow[] {
  const rows: CalibrationRow[] = [];
  for (const [name, field] of Object.entries(calibratedFields)) {
    const row: CalibrationRow = { field: name, buckets: Object.fromEntries(buckets.map((b) => [b.name, { n: 0, right: 0 }])), high: { n: 0, accuracy: null } };
    for (const { label, predicted } of pairs) {
      const c = predicted?.confidence?.fields?.[name];
      if (typeof c !== "number") continue;
      const scored = field === "products" ? !(label.unscored ?? []).includes("products") : scores(label, field);
      if (!scored) continue;
      const right = field === "products" ? productsRight(label, predicted) : comparators[field](label, predicted);
      const b = buckets.find((x) => c >= x.from && c < x.to)!;
      row.buckets[b.name].n++;
      if (right) row.buckets[b.name].right++;
    }
    const high = row.buckets[">=0.9"];
    row.high = { n: high.n, accuracy: high.n ? Math.round((1000 * high.right) / high.n) / 10 : null };
    rows.push(row);
  }
  return rows;
}
