import type { DraftProduct } from "../draft";
import { alt, words } from "../lexicon/index";

/** Subsets are searched only below this many priced rows (2^n sums). */
const maxRows = 16;

export type Reconciled = { products: DraftProduct[]; addsUp: boolean | null; picked?: boolean };

/**
 * Items checked against what the order says they come to (`targets`, most likely first: the subtotal, the subtotal
 * with tax where prices include it, the total less shipping, tax, tip and fees plus the discount). When every row's
 * price adds up to one of them, the rows stand (`addsUp: true`). When they do not, but exactly one largest set of rows
 * does (within one minor unit), the rows outside it are dropped: they are rows that only look like items (a
 * greeting above an amount, a fee, a payment line). When nothing adds up, the rows stay as read and `addsUp` is false,
 * for the confidence. Null when there is nothing to check against.
 */
export function reconcileItems(products: DraftProduct[], targets: number[]): Reconciled {
  const priced = products.filter((p) => p.totalMinor !== null);
  if (targets.length === 0) return { products: firstHalf(products) ?? products, addsUp: null };
  if (priced.length === 0 || priced.length !== products.length) return { products, addsUp: null };
  const prices = priced.map((p) => p.totalMinor as number);
  const all = prices.reduce((a, b) => a + b, 0);
  if (targets.some((t) => Math.abs(all - t) <= prices.length)) return { products, addsUp: true };
  const once = firstCopies(products);
  const onceSum = once.reduce((a, p) => a + (p.totalMinor as number), 0);
  if (once.length < products.length && targets.some((t) => Math.abs(onceSum - t) <= once.length)) return { products: once, addsUp: true };
  const reread = unitPriceReading(products, targets) ?? centsLostReading(products, targets);
  if (reread) return { products: reread, addsUp: true };
  const headers = groupHeaders(prices);
  if (headers && targets.some((t) => Math.abs(headers.reduce((s, k) => s + prices[k], 0) - t) <= headers.length)) {
    return { products: headers.map((k) => products[k]), addsUp: true };
  }
  if (prices.length > maxRows || prices.length < 2) return { products, addsUp: false };
  for (const target of targets) {
    const kept = largestSubset(prices, target);
    if (kept) return { products: kept.map((k) => products[k]), addsUp: true, picked: true };
  }
  return { products, addsUp: false };
}

/** A row's name as two printings of it compare: lowercase, single spaces. */
const nameKey = (description: string) => description.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The rows without a second printing of the same item at the same price: an email that lists its items twice (an
 * order summary above a shipment's list, a copy for narrow screens) prints each row again; when the rows do not add up
 * and the first copies do, the repeats go. Two identical rows that add up stand before this is asked.
 */
function firstCopies(products: DraftProduct[]): DraftProduct[] {
  const seen = new Set<string>();
  return products.filter((p) => {
    const key = `${nameKey(p.description)}|${p.quantity}|${p.totalMinor}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * "Pin Set | 1 | $29.99" … and the same rows again: a notice with no sums to check its items against (a shipping
 * notice) that prints its whole list twice, in the same order (a copy for narrow screens, the count cell glued to the
 * name in the copy: "Enclosure1"), lists each item once. Null when the list is not two such halves.
 */
function firstHalf(products: DraftProduct[]): DraftProduct[] | null {
  const n = products.length / 2;
  // (priced rows only: two unpriced "General Admission" rows are two tickets)
  if (n < 1 || !Number.isInteger(n) || products.some((p) => p.totalMinor === null)) return null;
  const key = (p: DraftProduct) => `${nameKey(p.description)}|${p.totalMinor}`;
  const glued = (p: DraftProduct) => `${nameKey(p.description).replace(new RegExp(`${p.quantity ?? 1}$`), "")}|${p.totalMinor}`;
  const same = products.slice(0, n).every((p, k) => { const q = products[n + k]; return key(q) === key(p) || glued(q) === key(p); });
  return same ? products.slice(0, n) : null;
}

/**
 * "Fried Chicken Legs 410,00" over "Fried Chicken Legs 145,00", "Cheddar 25,00" … "4 legs 120,00": a delivery app's
 * item printed with its price and then with its priced options below it. When every row belongs to such a group (the
 * rows after a header add up to its price), the headers are the items; null when the rows do not fall into groups.
 */
function groupHeaders(prices: number[]): number[] | null {
  const headers: number[] = [];
  let k = 0;
  while (k < prices.length) {
    let sum = 0;
    let end = k + 1;
    while (end < prices.length && sum < prices[k] - (end - k)) sum += prices[end++];
    if (end === k + 1 || Math.abs(sum - prices[k]) > end - k) return null;
    headers.push(k);
    k = end;
  }
  return headers.length >= 1 && headers.length < prices.length ? headers : null;
}

/**
 * The one largest set of rows whose prices add up to `target` (within one minor unit: with a wider margin, rows that
 * are all items came near a total that counts savings and fees by chance, "5 of 7 grocery rows make $56.52 of a
 * $56.49 total", and two real items were dropped); null if none or several.
 */
function largestSubset(prices: number[], target: number): number[] | null {
  const near = (sum: number) => Math.abs(sum - target) <= 1;
  let best: number[] = [];
  let ties = 0;
  for (let mask = 1; mask < 1 << prices.length; mask++) {
    const rows: number[] = [];
    let sum = 0;
    for (let k = 0; k < prices.length; k++) if (mask & (1 << k)) { rows.push(k); sum += prices[k]; }
    if (!near(sum) || rows.length < best.length) continue;
    if (rows.length > best.length) { best = rows; ties = 0; } else ties++;
  }
  return best.length === 0 || ties > 0 ? null : best;
}

/**
 * "Terra vegetal 5kg   2 x R$ 14,50": a single price after a count is the unit price in some shops and the line
 * price in others. When the rows do not add up as read, but do once some of those prices are taken as unit prices
 * (times the count), or some prices read as unit prices are taken as the line's, exactly one way, that reading stands.
 */
function unitPriceReading(products: DraftProduct[], targets: number[]): DraftProduct[] | null {
  const counted = products.map((p, i) => (p.quantity > 1 && p.totalMinor !== null && p.unitMinor !== null && Math.abs(p.unitMinor * p.quantity - p.totalMinor) <= p.quantity ? i : -1)).filter((i) => i >= 0);
  if (counted.length === 0 || counted.length > 8) return null;
  const base = products.reduce((sum, p) => sum + (p.totalMinor ?? 0), 0);
  // (either way: "Qty: 2" over "Price: $50.00" read as two at $50.00 is one line of $50.00 when only that adds up)
  const readings: Array<[(p: DraftProduct) => number, (p: DraftProduct) => DraftProduct]> = [
    [(p) => p.totalMinor! * (p.quantity - 1), (p) => ({ ...p, unitMinor: p.totalMinor, totalMinor: p.totalMinor! * p.quantity })],
    [(p) => p.unitMinor! - p.totalMinor!, (p) => ({ ...p, unitMinor: Math.round(p.unitMinor! / p.quantity), totalMinor: p.unitMinor })],
  ];
  let found: { mask: number; reading: number } | null = null;
  for (const [r, [delta]] of readings.entries()) {
    for (let mask = 1; mask < 1 << counted.length; mask++) {
      let sum = base;
      counted.forEach((i, k) => { if (mask & (1 << k)) sum += delta(products[i]); });
      if (!targets.some((t) => Math.abs(sum - t) <= products.length)) continue;
      if (found !== null) return null;
      found = { mask, reading: r };
    }
  }
  if (found === null) return null;
  const { mask, reading } = found;
  return products.map((p, i) => {
    const k = counted.indexOf(i);
    return k >= 0 && mask & (1 << k) ? readings[reading][1](p) : p;
  });
}

/**
 * "739€" over "Summe 7.39€": a price whose cents were printed raised and lost their separator when the text was made
 * reads as a whole amount a hundred times its value. When every row is such a whole amount and the rows add up only
 * once each is read in cents, that reading stands.
 */
function centsLostReading(products: DraftProduct[], targets: number[]): DraftProduct[] | null {
  if (products.some((p) => p.totalMinor === null || p.totalMinor % 100 !== 0)) return null;
  const sum = products.reduce((s, p) => s + p.totalMinor! / 100, 0);
  if (!targets.some((t) => Math.abs(sum - t) <= products.length)) return null;
  return products.map((p) => ({ ...p, totalMinor: p.totalMinor! / 100, unitMinor: p.unitMinor === null ? null : p.unitMinor / 100 }));
}

/** "Ekstra tilbehør: Hvitløksdressing", "Choose your drink: Cola": a question or a group of extras and the one chosen. */
const addOn = /^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){1,5})\s*:\s*\S/u;
/** "PlayStation Plus Essential: 1 Month": a product's title in capitals before its colon, no group of extras. */
const titled = (text: string) => (addOn.exec(text)?.[1].split(/\s+/).slice(1).filter((w) => /^\p{Lu}/u.test(w)).length ?? 0) >= 2;

/**
 * "+ Sauce extra piquante", "Add Bacon", "- Extra avocado", "mit Büffelmozzarella": a modifier chosen for the item above,
 * a plus sign or a modifier word (lexicon/ products.modifier) and three words at most.
 */
const modifier = new RegExp(String.raw`^(?:\+\s*\p{L}|[-–]?\s*(?:${alt(words((l) => l.products?.modifier))})\s+\S+(?:\s+\S+){0,2}$)`, "iu");

/**
 * "Mindes Spesialpizza Stor 275,00" / "Ekstra tilbehør: Hvitløksdressing 20,00" / "Velg ønsket størrelse: 160g 5,00": a
 * delivery app prints the extras chosen for an item as priced rows under it, each its group's name and the choice;
 * they are part of the item above (its price is theirs too), never items of their own; so are the modifiers a till or
 * an app prints under an item ("Add Bacon $2.50"). An extra dearer than its item, or counted apart, is no extra.
 */
export function foldAddOns(products: DraftProduct[]): DraftProduct[] {
  const out: DraftProduct[] = [];
  for (const p of products) {
    const item = out[out.length - 1];
    const chosen = (addOn.test(p.description) && !titled(p.description)) || modifier.test(p.description);
    const extra = item && !addOn.test(item.description) && !modifier.test(item.description) && chosen && p.quantity === 1 && p.totalMinor !== null && item.totalMinor !== null
      && p.totalMinor >= 0 && p.totalMinor <= item.totalMinor;
    if (!extra) { out.push({ ...p }); continue; }
    item.totalMinor = (item.totalMinor as number) + (p.totalMinor as number);
    item.unitMinor = item.quantity > 0 ? Math.round(item.totalMinor / item.quantity) : item.totalMinor;
  }
  return out;
}

