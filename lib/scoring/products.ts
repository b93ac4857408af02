import { sameMoney, toMinor } from "./money";
import { similarity } from "./normalise";
import type { Label, Prediction } from "./fields";

type Item = { description: string; quantity?: unknown; total_price?: unknown };

export type ProductMatch = { labelled: number; predicted: number; matched: number; priceRight: number; priced: number; quantityRight: number };

const items = (list: unknown): Item[] =>
  (Array.isArray(list) ? list : []).filter((x): x is Item => Boolean(x) && typeof (x as Item).description === "string");

/**
 * Matches each labelled item, in order, to the most similar predicted item not yet taken (similarity at least 0.5;
 * among equally similar ones, the one with the same price; an item labelled without a description matches on price),
 * and counts prices (within a minor unit) and quantities of the matched pairs.
 */
export function matchProducts(label: Label, predicted: Prediction): ProductMatch {
  const want = items(label.products);
  const got = items(predicted?.products);
  const currency = label.currency ?? predicted?.currency;
  const taken = new Set<number>();
  const m: ProductMatch = { labelled: want.length, predicted: got.length, matched: 0, priceRight: 0, priced: 0, quantityRight: 0 };
  for (const w of want) {
    let best = -1;
    let bestScore = 0.5;
    got.forEach((g, j) => {
      if (taken.has(j)) return;
      const samePrice = toMinor(w.total_price, currency) !== null && toMinor(g.total_price, currency) === toMinor(w.total_price, currency);
      let s = w.description.trim() === "" && samePrice ? 1 : similarity(w.description, g.description);
      if (samePrice) s += 0.001;
      if (s >= bestScore && (best < 0 || s > bestScore)) { best = j; bestScore = s; }
    });
    if (best < 0) continue;
    taken.add(best);
    m.matched++;
    const g = got[best];
    if (Number(g.quantity ?? 1) === Number(w.quantity ?? 1)) m.quantityRight++;
    if (w.total_price !== null && w.total_price !== undefined) {
      m.priced++;
      if (sameMoney(w.total_price, g.total_price, currency)) m.priceRight++;
    }
  }
  return m;
}
