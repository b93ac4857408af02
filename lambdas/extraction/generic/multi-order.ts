import type { Line } from "../html-doc";
import { orderNumberMentions } from "./order-number";
import type { TotalCandidate } from "./total-labels";
import { groupBlocks, pickTotals, type Totals } from "./totals";

export type MultiOrder = { numbers: string[]; totals: Totals };

/**
 * One checkout confirmed as several orders in one email ("Your purchase has been divided into 2 orders"): each order
 * prints its own number and then its own totals block with a grand total. When the blocks with a grand total
 * follow distinct order numbers (each block read against the order number printed last above it), the email is one
 * receipt for the whole checkout: every amount summed over the orders, the numbers in the order printed.
 * Null when the email is one order (one block, or every block under the same number).
 */
export function multiOrderTotals(lines: Line[], candidates: TotalCandidate[]): MultiOrder | null {
  // (two grand totals first: most emails have one, and then no line need be searched for order numbers)
  const isGrand = (c: TotalCandidate) => c.key === "total" && c.rank >= 3;
  const grand = (b: { candidates: TotalCandidate[] }) => b.candidates.some(isGrand);
  if (candidates.filter(isGrand).length < 2) return null;
  const mentions = orderNumberMentions(lines);
  if (new Set(mentions.map((m) => m.value)).size < 2) return null;
  let blocks = groupBlocks(candidates).filter(grand);
  // (one order's totals may run into the next order's when a line between them reads as a totals line, "Your shipping
  // speed: FREE Two-Day Shipping" under "Order #112-7720193-0148259": then each order's number starts its own block)
  // (only where every order's number stands above its own totals, and each order prints one grand total: numbers printed
  // under their blocks, "Razem | 52,48 zł" over "Nr zamówienia: 1a7e…", leave the block whole)
  if (blocks.length < 2) {
    const starts = mentions.map((m) => m.line);
    const sections = starts.map((start, k) => candidates.filter((c) => c.line >= start && c.line < (starts[k + 1] ?? Infinity)));
    const grandIn = (list: TotalCandidate[]) => list.filter(isGrand).length;
    if (sections.every((list) => grandIn(list) === 1) && grandIn(candidates.filter((c) => c.line < starts[0])) === 0) {
      blocks = sections.flatMap((list) => groupBlocks(list).filter(grand));
    }
  }
  if (blocks.length < 2) return null;
  const orderOf = (line: number) => [...mentions].reverse().find((m) => m.line < line)?.value ?? null;
  const owners = blocks.map((b) => orderOf(b.start));
  if (blocks.length < 2 || owners.some((o) => o === null) || new Set(owners).size !== blocks.length) return null;
  const parts = blocks.map((b) => pickTotals(b.candidates));
  const currencies = new Set(parts.map((p) => p.currency).filter(Boolean));
  if (currencies.size > 1) return null;
  const sum = (key: "subtotal" | "discount" | "shipping" | "tax" | "tip" | "total") =>
    parts.some((p) => p[key] != null) ? parts.reduce((s, p) => s + (p[key] ?? 0), 0) : undefined;
  const totals: Totals = {
    fees: parts.flatMap((p) => p.fees), currency: parts.find((p) => p.currency)?.currency ?? null, totalRank: 3,
    block: { candidates: blocks.flatMap((b) => b.candidates), start: blocks[0].start, end: blocks[blocks.length - 1].end },
  };
  for (const key of ["subtotal", "discount", "shipping", "tax", "tip", "total"] as const) {
    const v = sum(key);
    if (v !== undefined) totals[key] = v;
  }
  const numbers = [...new Set([...owners as string[], ...mentions.map((m) => m.value)])];
  return { numbers, totals };
}
