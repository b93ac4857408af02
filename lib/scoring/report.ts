import { calibrate, type CalibrationRow } from "./calibration";
import { comparators, headline, scores, type Label, type Prediction } from "./fields";
import { matchProducts } from "./products";

export type FieldRow = { field: string; accuracy: number | null; n: number; misses: string[] };
export type Report = {
  corpus: string; emails: number; parser_failures: number; fields: FieldRow[];
  products: { labelled: number; predicted: number; matched: number; precision: number | null; recall: number | null; f1: number;
    price_accuracy: number | null; quantity_accuracy: number | null };
  score: number;
  calibration: CalibrationRow[];
};

/** A percentage with one decimal; null when there is nothing to divide by. */
export const percent = (a: number, b: number): number | null => (b === 0 ? null : Math.round((1000 * a) / b) / 10);

/**
 * The whole report over labelled emails and their predictions (same order): per-field accuracy with the ids missed,
 * products precision / recall / F1 with price and quantity accuracy, the calibration of the confidence, and the score:
 * the mean of the headline fields' accuracies and products F1.
 */
export function buildReport(corpus: string, emails: Array<{ id: string; label: Label; predicted: Prediction }>): Report {
  const fields = new Map(Object.keys(comparators).map((k) => [k, { n: 0, ok: 0, misses: [] as string[] }]));
  const totals = { labelled: 0, predicted: 0, matched: 0, priceRight: 0, priced: 0, quantityRight: 0 };
  let failures = 0;
  for (const { id, label, predicted } of emails) {
    if (!predicted) failures++;
    for (const [field, compare] of Object.entries(comparators)) {
      if (!scores(label, field)) continue;
      const f = fields.get(field)!;
      f.n++;
      if (predicted && compare(label, predicted)) f.ok++;
      else f.misses.push(id);
    }
    if ((label.unscored ?? []).includes("products")) continue;
    const m = matchProducts(label, predicted);
    for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += m[k];
  }
  const precision = percent(totals.matched, totals.predicted);
  const recall = percent(totals.matched, totals.labelled);
  const f1 = precision && recall ? Math.round(((2 * precision * recall) / (precision + recall)) * 10) / 10 : 0;
  const fieldRows: FieldRow[] = [...fields].filter(([, f]) => f.n > 0)
    .map(([field, f]) => ({ field, accuracy: percent(f.ok, f.n), n: f.n, misses: f.misses }));
  const head = fieldRows.filter((r) => headline.includes(r.field));
  const mean = head.reduce((s, r) => s + (r.accuracy ?? 0), 0) / Math.max(1, head.length);
  const score = Math.round(((mean * head.length + f1) / (head.length + 1)) * 10) / 10;
  return {
    corpus, emails: emails.length, parser_failures: failures, fields: fieldRows,
    products: { labelled: totals.labelled, predicted: totals.predicted, matched: totals.matched, precision, recall, f1,
      price_accuracy: percent(totals.priceRight, totals.priced), quantity_accuracy: percent(totals.quantityRight, totals.matched) },
    score,
    calibration: calibrate(emails),
  };
}

/** The report as text: one line a field (with up to `show` misses), the products line, the calibration, the score. */
export function formatReport(r: Report, show = 0): string {
  const pct = (x: number | null) => (x === null ? "-" : `${x}%`);
  const out = [`corpus: ${r.corpus} (${r.emails} emails, ${r.parser_failures} without a parse result)`];
  for (const f of r.fields) {
    out.push(`${f.field.padEnd(14)} ${String(f.accuracy).padStart(5)}%  (n=${f.n})${show ? `  misses: ${f.misses.slice(0, show).join(" ")}` : ""}`);
  }
  const p = r.products;
  out.push(`products       P ${pct(p.precision)}  R ${pct(p.recall)}  F1 ${p.f1}%  price ${pct(p.price_accuracy)}  qty ${pct(p.quantity_accuracy)}  (${p.labelled} labelled)`);
  out.push("calibration (values per confidence bucket, share right):");
  for (const c of r.calibration) {
    const cells = Object.entries(c.buckets).map(([name, b]) => `${name} ${b.n ? `${b.n}/${percent(b.right, b.n)}%` : "-"}`);
    out.push(`  ${c.field.padEnd(14)} ${cells.join("  ")}`);
  }
  out.push(`score: ${r.score}`);
  return out.join("\n");
}
