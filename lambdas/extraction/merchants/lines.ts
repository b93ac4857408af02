import { letters, type Line } from "../html-doc";
import { findAmounts, type Money, type CurrencyHint } from "../money";

/** Helpers shared by merchant extractors: they read `ctx.lines` (cells per row), never raw HTML. */

/** The sender's domain is `domain` or one of its subdomains. */
export const fromDomain = (senderDomain: string | null, ...domains: string[]): boolean =>
  domains.some((d) => senderDomain === d || Boolean(senderDomain?.endsWith(`.${d}`)));

/** A line that is nothing but one amount ("$9.99", "-$10.00", "$ 4.00"). */
export function loneAmount(line: Line | undefined, currencyHint: CurrencyHint): Money | null {
  if (!line || line.cells.length !== 1) return null;
  const amounts = findAmounts(line.text, currencyHint);
  if (amounts.length !== 1) return null;
  return /\p{L}{2,}/u.test(line.text.replace(/\b[A-Z]{3}\b/g, "")) ? null : amounts[0];
}

export type LabelledAmount = { label: string; minor: number; line: number };

/** "label | amount" rows, or a label line followed by a line that is the amount alone, in [from, to). */
export function labelledAmounts(lines: Line[], from: number, to: number, currencyHint: CurrencyHint): LabelledAmount[] {
  const out: LabelledAmount[] = [];
  for (let i = Math.max(0, from); i < Math.min(to, lines.length); i++) {
    const cells = lines[i].cells;
    if (cells.length >= 2) {
      const amounts = findAmounts(cells[cells.length - 1], currencyHint);
      if (amounts.length === 1 && letters(cells[0]) >= 3) {
        out.push({ label: cells.slice(0, -1).join(" "), minor: amounts[0].minor, line: i });
      }
      continue;
    }
    if (letters(cells[0]) < 3 || loneAmount(lines[i], currencyHint)) continue;
    const next = loneAmount(lines[i + 1], currencyHint);
    if (next && i + 1 < to) { out.push({ label: cells[0], minor: next.minor, line: i }); i++; }
  }
  return out;
}
