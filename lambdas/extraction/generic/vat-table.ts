import type { Line } from "../html-doc";
import { findAmounts, type CurrencyHint } from "../money";
import { taxWordIn } from "./total-labels";

/**
 * A till's VAT table under a heading row of columns ("VAT | RATE | NET | VAT | GROSS", "Moms % | Moms | Netto | Brutto",
 * "BTW | OVER | EUR") whose rows print no tax label, only a rate and amounts: the tax of each row is the amount that
 * the others make sense of (net + tax = gross, or the rate of the base), summed over the rows; a row labelled as the
 * table's total gives it directly. Null when no such table is found or a row does not add up.
 */
export function vatTableTax(lines: Line[], hint: CurrencyHint): number | null {
  for (let i = 0; i < lines.length - 1; i++) {
    const head = lines[i].cells;
    if (head.length < 3 || !head.some((c) => taxWordIn.test(c.toLowerCase())) || findAmounts(lines[i].text, null).length > 0 || /\d/.test(lines[i].text)) continue;
    let sum = 0;
    let rows = 0;
    for (let k = i + 1; k < Math.min(lines.length, i + 8); k++) {
      // ("TOTAAL | 31,89 | 3,82": the table's own total row states the sum)
      if (rows > 0 && /^\p{L}{3,}/u.test(lines[k].cells[0] ?? "")) {
        const stated = findAmounts(lines[k].text, hint).map((a) => Math.abs(a.minor)).find((a) => Math.abs(a - sum) <= rows);
        return stated ?? sum;
      }
      const tax = rowTax(lines[k], hint);
      if (tax === null) break;
      sum += tax;
      rows++;
    }
    if (rows > 0) return sum;
  }
  return null;
}

/** The tax of one row of a VAT table: "A | 20.00% | 11.00 | 2.20 | 13.20" -> 2.20, "9% | 23,98 | 2,16" -> 2.16. */
function rowTax(line: Line, hint: CurrencyHint): number | null {
  const rate = /(?:^|\s)(\d{1,2}(?:[.,]\d{1,2})?)\s?%?(?:\s|$)/.exec(line.cells.find((c) => /^\s*\d{1,2}(?:[.,]\d{1,2})?\s?%?\s*$/.test(c)) ?? "");
  const amounts = line.cells.filter((c) => !/%/.test(c) && !/^\s*\d{1,2}(?:[.,]00)?\s*$/.test(c)).flatMap((c) => findAmounts(c, hint)).map((a) => Math.abs(a.minor));
  if (amounts.length < 2 || amounts.length > 4) return null;
  // net + tax = gross
  for (const a of amounts) for (const b of amounts) for (const c of amounts) if (a !== b && a < b && Math.abs(a + b - c) <= 1 && c !== b) return a;
  // tax = rate of the base (net), or of the gross
  const r = rate ? Number(rate[1].replace(",", ".")) / 100 : null;
  if (r && r > 0 && r < 0.5) {
    for (const base of amounts) for (const t of amounts) {
      if (t >= base) continue;
      if (Math.abs(base * r - t) <= 1 || Math.abs((base * r) / (1 + r) - t) <= 1) return t;
    }
  }
  return null;
}
