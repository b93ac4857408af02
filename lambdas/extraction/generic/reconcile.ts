import type { DraftProduct } from "../draft";

/** Subsets are searched only below this many priced rows (2^n sums). */
const maxRows = 16;

export type Reconciled = { products: DraftProduct[]; addsUp: boolean | null };

/**
 * Items checked against what the order says they come to (`targets`, most likely first: the subtotal, the subtotal
 * with tax where prices include it, the total less shipping, tax, tip and fees plus the discount). When every row's
 * price adds up to one of them, the rows stand (`addsUp: true`). When they do not, but exactly one largest set of rows
 * does (within a minor unit per row), the rows outside it are dropped: they are rows that only look like items (a
 * greeting above an amount, a fee, a payment line). When nothing adds up, the rows stay as read and `addsUp` is false,
 * for the confidence. Null when there is nothing to check against.
 */
export function reconcileItems(products: DraftProduct[], targets: number[]): Reconciled {
  const priced = products.filter((p) => p.totalMinor !== null);
  if (targets.length === 0 || priced.length === 0 || priced.length !== products.length) return { products, addsUp: null };
  const prices = priced.map((p) => p.totalMinor as number);
  const all = prices.reduce((a, b) => a + b, 0);
  if (targets.some((t) => Math.abs(all - t) <= prices.length)) return { products, addsUp: true };
  if (prices.length > maxRows || prices.length < 2) return { products, addsUp: false };
  for (const target of targets) {
    const kept = largestSubset(prices, target);
    if (kept) return { products: kept.map((k) => products[k]), addsUp: true };
  }
  return { products, addsUp: false };
}

/** The one largest set of rows whose prices add up to `target` (within a minor unit per row); null if none or several. */
function largestSubset(prices: number[], target: number): number[] | null {
  const near = (sum: number, rows: number) => Math.abs(sum - target) <= Math.max(1, rows);
  let best: number[] = [];
  let ties = 0;
  for (let mask = 1; mask < 1 << prices.length; mask++) {
    const rows: number[] = [];
    let sum = 0;
    for (let k = 0; k < prices.length; k++) if (mask & (1 << k)) { rows.push(k); sum += prices[k]; }
    if (!near(sum, rows.length) || rows.length < best.length) continue;
    if (rows.length > best.length) { best = rows; ties = 0; } else ties++;
  }
  return best.length === 0 || ties > 0 ? null : best;
}
