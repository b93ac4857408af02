import { amountsByCell, type Line } from "../html-doc";
import { alt, words } from "../lexicon/index";
import { findAmounts, minorDigits, type CurrencyHint, type FoundAmount } from "../money";

/** "Was $14.97", "UVP 19,99 €", "au lieu de 12,00 €": a former price struck through beside the price paid (lexicon/). */
const formerPrice = new RegExp(String.raw`(?:^|[\s(·|])${alt(words((l) => l.products?.formerPrice))}\s*:?\s*$`, "i");

/**
 * The amounts of a line cell by cell (indices into the line's text, which joins the cells with a space), so that a
 * number in one column and an amount in the next ("66" points, "662 Kč") are not read as one space-grouped amount.
 */
export function lineAmounts(line: Line, hint: CurrencyHint): readonly FoundAmount[] {
  const found = amountsByCell(line, (t) => priceAmounts(t, hint));
  return found.length > 0 ? found : bareWholeAmount(line, hint);
}

/**
 * "TV北海道牛乳1000ml | ※ | 218", "キリン一番搾り350ml×6 | 1,298": where the email's currency has no minor unit (yen, won),
 * a till prints its prices as bare whole numbers; the last cell of a row of several, when it is one, is the row's price.
 */
function bareWholeAmount(line: Line, hint: CurrencyHint): FoundAmount[] {
  const currency = hint !== null && typeof hint === "object" ? hint.symbol : hint;
  if (line.cells.length < 2 || !currency || minorDigits(currency) !== 0) return [];
  const last = line.cells[line.cells.length - 1];
  const m = /^\s*([-−]?)(\d{1,3}(?:,\d{3})+|\d{1,6})\s*$/.exec(last);
  if (!m) return [];
  const index = line.text.length - last.length;
  const minor = Number(m[2].replace(/,/g, "")) * (m[1] ? -1 : 1);
  return [{ minor, currency, index, end: line.text.length, marked: false }];
}

/**
 * "… 15% 1 275,00 275,00": where thousands are grouped with spaces, a row's count runs into its unit price ("1 275,00"
 * read as 1275,00). The first amount is the count and the unit price when the count times the rest makes the line's
 * last amount.
 */
export function splitCount(text: string, amounts: readonly FoundAmount[], hint: CurrencyHint): readonly FoundAmount[] {
  if (amounts.length < 2) return amounts;
  const first = amounts[0];
  const m = /^\s*(\d{1,3}) (?=\d{3}(?:[.,]\d{1,2})?\b)/.exec(text.slice(first.index, first.end));
  if (!m) return amounts;
  const rest = findAmounts(text.slice(first.index + m[0].length, first.end), hint)[0];
  const last = amounts[amounts.length - 1];
  if (!rest || Math.abs(Number(m[1]) * Math.abs(rest.minor) - Math.abs(last.minor)) > 1) return amounts;
  return [{ ...first, minor: rest.minor, index: first.index + m[0].length }, ...amounts.slice(1)];
}

/** "1,00 KS", "2,000 Stk": a count in a unit of pieces after it, no amount of money (lexicon/ products.countUnit). */
const countAfter = new RegExp(String.raw`^\s?(?:${alt(words((l) => l.products?.countUnit))})(?![\p{L}])`, "iu");

/** "Free", "FREE", "Gratis", "Kostenlos": a free item's price, the word alone in its cell or on its line (lexicon/ totals.free). */
export const freeAlone = new RegExp(String.raw`^\s*(?:${alt(words((l) => l.totals?.free))})\s*!?\s*$`, "iu");

/**
 * The amounts of a text that can be a row's price: an add-on's surcharge ("Extra cheese (+$0.50)") is part of its item's.
 * A free word alone ("Free", "Gratis") is a price of nothing: a free gift's.
 */
export function priceAmounts(text: string, hint: CurrencyHint): FoundAmount[] {
  if (freeAlone.test(text)) return [{ minor: 0, currency: null, index: text.search(/\S/), end: text.trimEnd().length, marked: true }];
  // (nor is a former price the row's: "Qty 1 · Was $14.97" over "$13.97"; nor an unmarked count of pieces, "1,00 KS")
  return findAmounts(text, hint).filter((a) => !/(?:^|[\s(])\+\s?$/.test(text.slice(0, a.index)) && !formerPrice.test(text.slice(Math.max(0, a.index - 30), a.index))
    && !(!a.marked && countAfter.test(text.slice(a.end))));
}
