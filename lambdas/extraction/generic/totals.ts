/**
 * The order's totals: every "label  amount" pair of the email as a candidate (labels in total-labels.ts, runs of text
 * and sentences in total-sentences.ts), grouped into blocks (one per order or shipment summary), and the block and
 * values that make the receipt's subtotal, discount, shipping, tax, tip, fees and total.
 */
import { carrierService } from "../carriers";
import { orderSum } from "../draft";
import type { Line } from "../html-doc";
import { amountsByCell, letters } from "../html-doc";
import { findAmounts, type CurrencyHint, type FoundAmount } from "../money";
import { alt, bounded, words } from "../lexicon/index";
import { cardOrWalletWords } from "./payments";
import { countAtUnit, countWithUnit } from "./item-text";
import { marketing, quantityLine, soldBy } from "./item-lines";
import { nonItemRole } from "./roles";
import { amountOnly, includedNote, labelKey, matchTotalLabel, priceWithNote, feeWordIn, taxWordIn, totalsOf, wholeLabel, type TotalCandidate, type TotalKey } from "./total-labels";
import { bareTotals, bracketedTax, chargedTotal, endsWithTotal, inlineTotals, isInstalment, isThreshold, labelAfterAmount, policy } from "./total-sentences";

/** Whether the row or one of the three after it has a digit. */
function digitNear(lines: Line[], i: number): boolean {
  for (let k = i; k < lines.length && k <= i + 3; k++) if (/\d/.test(lines[k].text)) return true;
  return false;
}

/** "Free", "kostenlos", "gratuit": a shipping line with no amount costs nothing (lexicon/). */
const freeWord = new RegExp(bounded(words((l) => l.totals?.free), { before: true, after: true }), "i");

const filler = /^[\s=:|.-]*$/;
const cardLine = new RegExp(String.raw`\b(?:${cardOrWalletWords})\b.{0,20}?(?:[*•x]{1,}\s?\d{4}|ending)`, "i");
/** "Apple Card" over "$42.37" under the tax: the means of payment alone, beside or over the amount it paid. */
const walletOnly = new RegExp(String.raw`^(?:${cardOrWalletWords}|apple card)(?: card)?$`, "i");

/** "2 szt. x", "3 Stk @": a count, its unit, and the sign that multiplies it by the price after it. */
const countTimes = /^\d{1,3}\s*\p{L}{1,5}\.?\s*[x×@]$/u;

/**
 * "DHL Paket (Pfandfrei): 5,49 EUR", "United Parcel Service (1 pkg x 6.20 lbs) (Ground): $14.87": a carrier's service
 * labelled with its colon and priced on its own line is the shipping (a carrier's name alone over a column of values is not).
 */
const carrierShipping = (label: string): { key: "shipping"; rank: number } | null =>
  carrierService.test(label.replace(/\([^)]*\)/g, " ").replace(/\s+/g, " ").trim()) ? { key: "shipping", rank: 1 } : null;

function amountNear(lines: Line[], i: number, currencyHint: CurrencyHint): { amounts: ReturnType<typeof findAmounts>; at: number } {
  for (let k = i + 1; k <= i + 3 && k < lines.length; k++) {
    const t = lines[k].text;
    // ("Order total" / "View order receipt" / "$112.56": a link between the label and its amount)
    if (filler.test(t) || (t.length <= 30 && nonItemRole(t) === "navigation")) continue;
    if (t.length > 30) return { amounts: [], at: i };
    const amounts = amountsByCell(lines[k], (c) => findAmounts(c, currencyHint));
    // the next line must be the amount alone (not another "label amount" row, nor an item's "1 szt. | 89,99 zł")
    const before = t.slice(0, amounts[0]?.index ?? 0);
    // (nor a sentence's wrapped threshold, "… Security Fee of" / "up to $10 are not included.")
    // (nor an item's count times its unit price, "2 szt. x 79,90 zł = 159,80 zł")
    return { amounts: amounts.length && (/^\D*\p{L}{4}\D*$/u.test(before) || countWithUnit.test(before.trim()) || countTimes.test(before.trim()) || isThreshold(t, amounts[0])) ? [] : amounts, at: k };
  }
  return { amounts: [], at: i };
}

/** "Service Fee", "Facility Charge", "Servicegebühr": a label that ends with a fee word (a product, "Fast Charge Cable", does not). */
const feeWordAtEnd = new RegExp(`(?:${alt(words((l) => l.totals?.feeLabelEnd))})$`, "iu");
/** Whether the line under `i` is a priced row that no totals label names (an item's row). */
function itemRowBelow(lines: Line[], i: number, currencyHint: CurrencyHint): boolean {
  const next = lines[i + 1];
  if (!next || findAmounts(next.text, currencyHint).length === 0) return false;
  const label = labelKey(next.cells[0] ?? "").replace(/[\s\d.,:$€£-]+$/, "");
  return letters(label) >= 3 && matchTotalLabel(label) === null;
}

/**
 * "Tax: | $10.34" / "----------" / "$217.19": an amount alone under a rule that closes a column of labelled amounts,
 * when it is their sum (a discount taken off), is the total an accountant's layout prints without a label.
 */
function sumUnderRule(lines: Line[], i: number, found: TotalCandidate[], currencyHint: CurrencyHint): TotalCandidate | null {
  const line = lines[i];
  if (line.cells.length !== 1 || !amountOnly.test(line.text.trim()) || !/^[-=_–—]{3,}$/.test(lines[i - 1]?.text.trim() ?? "")) return null;
  const above = found.filter((c) => c.line >= i - 8 && c.line < i - 1 && c.key !== "total");
  const a = findAmounts(line.text, currencyHint);
  if (above.length < 2 || a.length !== 1 || a[0].minor <= 0) return null;
  const sum = above.reduce((t, c) => t + (c.key === "discount" || c.negative ? -c.minor : c.minor), 0);
  return sum === a[0].minor ? { key: "total", minor: a[0].minor, negative: false, currency: a[0].currency, line: i, amountLine: i, label: "total", rank: 2 } : null;
}

/** "12.00AK", "4.346D": an amount with an airline tax's two-character code joined to it (IATA ticket notation). */
const taxCode = /(?<![\d.,])(\d{1,7}\.\d{2})([A-Z][A-Z\d]|\d[A-Z])(?![A-Za-z\d])/g;
/** A coded tax in the tax label's other cells or on the line under it: where the codes of `codedTaxes` would start (tried before its label). */
const aTaxCode = new RegExp(taxCode.source);
const taxCodesFrom = (lines: Line[], i: number) => aTaxCode.test(lines[i].cells.slice(1).join(" ")) || (i + 1 < lines.length && aTaxCode.test(lines[i + 1].text));
/**
 * "TAX/IMPUESTOS | : USD | 4.346D | 12.00AK | 2.50C2" / "1.45EU | 5.20YN": a ticket's taxes as amounts with their codes,
 * over the tax label's line and the lines of codes under it, summed (a ticket prints no tax total of its own).
 */
function codedTaxes(lines: Line[], i: number): TotalCandidate | null {
  if (!taxCodesFrom(lines, i)) return null;
  const first = labelKey(lines[i].cells[0] ?? "");
  if (matchTotalLabel(first)?.key !== "tax") return null;
  let minor = 0;
  let n = 0;
  let end = i;
  for (let k = i; k < lines.length && k <= i + 3; k++) {
    const text = k === i ? lines[k].cells.slice(1).join(" ") : lines[k].text;
    const codes = [...text.matchAll(taxCode)];
    // (the lines under it hold nothing but codes)
    if (k > i && (codes.length === 0 || text.replace(taxCode, "").replace(/[\s|]/g, "") !== "")) break;
    for (const c of codes) minor += Math.round(Number(c[1]) * 100);
    n += codes.length;
    end = k;
  }
  return n >= 2 ? { key: "tax", minor, negative: false, currency: null, line: i, amountLine: end, label: first, rank: 1 } : null;
}

/**
 * "AIR FARE 234.42 | TAX 26.08 | TOTAL USD" over "260.50": a row of labelled amounts, one a cell, that ends with the
 * total's label, its amount wrapped alone onto the next line (an agency's invoice as its booking system prints it).
 */
function pairsOverTotal(lines: Line[], i: number, currencyHint: CurrencyHint): TotalCandidate[] {
  const cells = lines[i].cells;
  const next = lines[i + 1];
  if (cells.length < 2 || !next || next.cells.length !== 1 || !amountOnly.test(next.text.trim())) return [];
  if (!cells.slice(0, -1).every((c) => /^\p{L}[\p{L} .&'/-]{1,30}\s[-−]?\d[\d.,]*\d$/u.test(c.trim())) || /\d/.test(cells[cells.length - 1])) return [];
  const found = bareTotals(`${cells.join("  ")} ${next.text.trim()}`, i, currencyHint);
  if (found.length !== cells.length || found[found.length - 1].key !== "total") return [];
  return found.map((c, k) => (k === found.length - 1 ? { ...c, amountLine: i + 1 } : c));
}

/** Finds "label  amount" pairs: the amount in the same row, or on the next line when the row has none. */
export function findTotals(lines: Line[], currencyHint: CurrencyHint): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    // "（うち消費税 | ¥794）": a bracketed note split over two cells is one cell
    const cells = lines[i].cells;
    // ("Montant débité : 33,25 € | (TVA 5,5 % incluse : 1,73 €)": a labelled amount and its note in brackets, one cell too)
    const split = cells.length === 2 && ((/^[（(][^)）]*$/.test(cells[0]) && /^[^(（]*[)）]$/.test(cells[1]))
      || (/^[^:：]{2,45}[:：]\s*[^:\p{L}]*\d[^:\p{L}]*$/u.test(cells[0]) && /^[（(][^()（）]{2,60}[)）]$/.test(cells[1])));
    // ("****   BALANCE   61.74": a till's stars before the label are no part of the row)
    const starred = !split && cells.length >= 3 && !/[\p{L}\d]/u.test(cells[0]);
    const line = split ? { ...lines[i], cells: [`${cells[0]} ${cells[1]}`], text: `${cells[0]} ${cells[1]}` }
      : starred ? { ...lines[i], cells: cells.slice(1), text: cells.slice(1).join(" ") } : lines[i];
    // "（うち消費税：￥450）", "(incl. VAT $1.20)": a line wrapped in brackets reads as the line inside them
    const first = (line.cells[0] ?? "").replace(/^[（(]([^()（）]+)[）)]$/u, "$1");
    // "Airfare Quoted: USD $1,493.40 (including taxes) Shipping Fee: USD $15.00 Total: USD $1,508.40": a flattened
    // page's labelled amounts one after the other in one run of text
    // (over the row's cells as one run: "Zwischensumme: EUR 13,44 … Gesamtsumme: | EUR 15,99")
    // "£33.97 Including booking fee": a price with a note of what it includes, the price of the item above, no total
    if (line.cells.length === 1 && priceWithNote(line.text, currencyHint)) continue;
    // ("Share your code and give $100 in delivery fee credit to your friends.": an offer after the order, no charge)
    if (marketing.test(first)) continue;
    // ("Qty: 8 | Price: $12.75 | Total: $102.00": an item's row with its count cell, its "Total" the row's own)
    if (line.cells.length >= 3 && line.cells.some((c) => quantityLine.test(c.trim()))) continue;
    const sum = sumUnderRule(lines, i, out, currencyHint);
    if (sum) { out.push(sum); continue; }
    const coded = codedTaxes(lines, i);
    if (coded) { out.push(coded); i = coded.amountLine; continue; }
    const run = line.cells.join("  ");
    const inline = inlineTotals(run, i, currencyHint);
    // ("Celkem základ | 500,00 Celkem DPH | 105,00": a PDF's two pairs of label and amount, the cells cut between them)
    const pairsInCells = line.cells.length > 1 && line.cells.slice(1, -1).some((c) => /^[-−]?\d[\d.,\s]*\d\s+\p{L}{2,}/u.test(c));
    if (inline.length === 0 && (line.cells.length === 1 || pairsInCells)) inline.push(...bareTotals(run, i, currencyHint));
    if (inline.length > 0) { out.push(...inline); continue; }
    const wrapped = pairsOverTotal(lines, i, currencyHint);
    if (wrapped.length > 0) { out.push(...wrapped); i++; continue; }
    if (first.length > 120 || line.text.length > 200) {
      // "Вам выставлен счет № 258680047 … на сумму 6843,88 тенге. Счет полностью оплачен.": a sentence too long for a
      // label may still state what was charged
      // (a paragraph cut into its sentences, "Thank you for your gift of $100.00 to …  The Fund was …", in any of them)
      const charged = line.cells.length === 1 ? chargedTotal(line.text, i, currencyHint)
        : line.cells.filter((c) => c.length >= 40).map((c) => chargedTotal(c, i, currencyHint)).find((c) => c !== null) ?? null;
      if (charged) out.push(charged);
      continue;
    }
    // no digit in the row nor in the next rows: no amount a label here could have
    if (!digitNear(lines, i)) continue;
    if (/^[[(]/.test(first)) continue; // "[$87.44 + Taxes & fees $31.16]": a breakdown note under an item, not a total
    // ("Versand durch: Zalando | 139,95 €": who ships the item above, beside its price, is no shipping charge)
    if (soldBy.test(first)) continue;
    let label = labelKey(first);
    let hit = matchTotalLabel(label);
    // (a label before a colon and one amount that ends the cell: "Canadian Shipping (2.181 lbs) (Purolator Ground):: $9.55")
    let colonLabel = false;
    // "Persons | 1 adult | Payment | Visa | Total Sum" over "999,99 €": a row of label and value cells that ends with a
    // total's label, its amount alone on the next line
    if (!hit && line.cells.length >= 3 && findAmounts(line.text, null).length === 0) {
      const lastLabel = labelKey(line.cells[line.cells.length - 1]);
      const lastHit = letters(lastLabel) >= 3 ? matchTotalLabel(lastLabel) : null;
      const next = lines[i + 1];
      const a = lastHit?.key === "total" && next && next.cells.length === 1 && amountOnly.test(next.text.trim()) ? findAmounts(next.text, currencyHint) : [];
      if (lastHit && a.length === 1 && a[0].minor > 0) {
        out.push({ key: "total", minor: a[0].minor, negative: false, currency: a[0].currency, line: i, amountLine: i + 1, label: lastLabel, rank: lastHit.rank });
        continue;
      }
    }
    // "2,93 € | 23,00 | 0,67 € | 3,60 € | VALOR LÍQUIDO | 25,27 €": a totals column printed beside a VAT table, its label
    // in the row's last cell but one and its amount in the last
    if (!hit && line.cells.length >= 4 && findAmounts(first, currencyHint).length > 0) {
      const besideLabel = labelKey(line.cells[line.cells.length - 2]);
      const besideHit = letters(besideLabel) >= 3 ? wholeLabel(besideLabel) : null;
      const a = findAmounts(line.cells[line.cells.length - 1], currencyHint);
      if (besideHit && a.length === 1) {
        out.push({ key: besideHit.key, minor: Math.abs(a[0].minor), negative: a[0].minor < 0, currency: a[0].currency, line: i, amountLine: i, label: besideLabel, rank: besideHit.rank });
        continue;
      }
    }
    // "$  19.50 | Your merchandise total", "$  31.45 | Total for this order": a plain-text receipt that prints each amount
    // before its label
    // (also in one cell, "$17.08 Total Order Price", "$4.48 Shipping")
    const leading = !hit && line.cells.length === 1 ? /^([-−–]?\s*(?:[$€£¥]|[A-Z]{3})?\s*\d[\d.,]*\d\s*(?:[$€£¥]|[A-Z]{3})?)\s+(\p{L}[^\d:]{1,40})$/u.exec(first) : null;
    const pair = leading ? [leading[1], leading[2]] : line.cells.length === 2 ? line.cells : null;
    if (!hit && pair && amountOnly.test(pair[0])) {
      const afterLabel = labelKey(pair[1]);
      const afterHit = letters(afterLabel) >= 3 && findAmounts(pair[1], currencyHint).length === 0 ? matchTotalLabel(afterLabel.replace(/^your\s+/i, "")) : null;
      const a = findAmounts(pair[0], currencyHint);
      if (afterHit && a.length === 1) {
        out.push({ key: afterHit.key, minor: Math.abs(a[0].minor), negative: a[0].minor < 0, currency: a[0].currency, line: i, amountLine: i, label: afterLabel, rank: afterHit.rank });
        continue;
      }
    }
    if ((!hit || hit.rank <= 1) && line.cells.length === 1) {
      // "Amount: $25.20" in one cell: match the label without its amount ("Total: 23,90 €" is then a whole "Total" label)
      const inCell = findAmounts(first, currencyHint);
      const bare = inCell.length >= 1 ? labelKey(first.slice(0, inCell[0].index)).replace(/[\s:-]+$/, "") : "";
      if (bare && /:\s*[-−–]?\s*$/.test(first.slice(0, inCell[0].index))) {
        const bareHit = matchTotalLabel(bare) ?? carrierShipping(bare);
        if (bareHit && (!hit || bareHit.rank > hit.rank)) { hit = bareHit; label = bare; colonLabel = inCell.length === 1 && first.slice(inCell[0].end).trim().length <= 3; }
      }
      // "Shipping ₹100.0", "Order Total ₹169.0" in one cell: only when the text before the amount is a label and nothing else
      else if (bare && inCell.length === 1 && first.length <= 40 && inCell[0].index + 24 >= first.length) {
        const whole = wholeLabel(bare);
        if (whole && (!hit || whole.rank > hit.rank)) { hit = whole; label = bare; }
      }
      // "Delivery 8% 1 9.25 9.99 9.99": a VAT table's row in one run of text, its label before the rate and count,
      // only amounts after them
      const vatRow = bare ? /^(.{3,40}?)\s+\d{1,2}(?:[.,]\d{1,2})?\s?%(?:\s+\d{1,3})?$/.exec(bare) : null;
      if (vatRow && letters(first.slice(inCell[0].index)) <= 3) {
        const whole = wholeLabel(vatRow[1]);
        if (whole && (!hit || whole.rank > hit.rank || whole.key === hit.key)) { hit = whole; label = vatRow[1]; }
      }
    }
    if (!hit && endsWithTotal(line.cells[line.cells.length - 1] ?? "", currencyHint)) {
      // "... Bimi Poke Total: $61.26": a row that ends with "Total:" and its amount
      const last = line.cells[line.cells.length - 1];
      const a = findAmounts(last, currencyHint);
      out.push({ key: "total", minor: Math.abs(a[0].minor), negative: false, currency: a[0].currency, line: i, amountLine: i, label: "total", rank: 1 });
      continue;
    }
    if (!hit && ((cardLine.test(first) && line.text.length < 60) || walletOnly.test(first.trim()))) hit = { key: "total", rank: 1 };
    if (!hit) {
      const charged = chargedTotal(line.text, i, currencyHint);
      if (charged) out.push(charged);
      continue;
    }
    // "The charge to your credit card is $39.50 for shipping and handling": a sentence that states the charge is the
    // total charged, not a fee its words name
    const stated = first.length > 50 && hit.key === "fee" && line.cells.length === 1 ? chargedTotal(line.text, i, currencyHint) : null;
    if (stated) { out.push(stated); continue; }
    // ("A $25 cancellation fee applies.", "A 15% restocking fee of $10.00 applies to opened items": a sentence of the
    // terms states a fee that may be charged, none that was)
    if (first.length > 30 && hit.key === "fee" && line.cells.length === 1 && policy.test(first)) continue;
    // "We will add a $20.00 shipping charge, in order to …": in a sentence, the label right after its one amount names it
    const after = first.length > 30 && hit.key === "fee" && line.cells.length === 1 ? labelAfterAmount(first, currencyHint) : null;
    if (after) { out.push({ ...after, line: i, amountLine: i }); continue; }
    // ("Subtotal cost of the above 2 items: $7.50 + $16.50 = $24.00.": a short label before a sum worked out stays one)
    const worked = /^[^:]{2,45}:\s*[^:\p{L}]*(?:[A-Z]{3}[^:\p{L}]*)?$/u.test(first) && /=/.test(first);
    // ("Dostawa: Allegro Paczkomaty InPost (Allegro Smart!) | 0,00 zł": a shipping label, its colon and the service it names)
    const service = hit.key === "shipping" && line.cells.length === 2 && /^[^:]{3,25}:\s*\p{L}/u.test(first);
    // ("Totale da pagare in negozio: € 339,80 (IVA inclusa)": a short label, its amount and a note in brackets)
    const noted = line.cells.length === 1 && /^[^:]{2,45}:\s*[^:\p{L}]*\d[^:\p{L}]*\([^()]{1,40}\)\s*$/u.test(first);
    if (first.length > (colonLabel || service || noted ? 80 : 50) && hit.key !== "tax" && hit.key !== "fee" && !worked) continue;
    const rest = line.cells.slice(1).join(" ");
    // ("Members get $0 delivery fees on orders over $12": a sentence's threshold is no fee, nor is the $0 an offer promises)
    const offer = !rest && (hit.key === "fee" || hit.key === "shipping");
    // ("Spedizione: | Spedizione gratuita (ordini sopra 25 €)", "送料:0円(5,000円以上送料無料)": the free delivery's
    // threshold beside the shipping's value is none of it)
    const charge = hit.key === "fee" || hit.key === "shipping";
    let amounts: readonly FoundAmount[] = findAmounts(rest || first, currencyHint).filter((x) => !isInstalment(rest || first, x) && (!offer || (!isThreshold(first, x) && (x.minor !== 0 || first.length <= 50)))
      && !(charge && rest && isThreshold(rest, x)));
    if (charge && rest && amounts.length === 0 && freeWord.test(rest) && findAmounts(rest, currencyHint).length > 0) {
      out.push({ key: hit.key, minor: 0, negative: false, currency: null, line: i, amountLine: i, label, rank: hit.rank });
      continue;
    }
    // ("Surface shipping (5-10 days) : $30.00 | - For faster shipping options see below": a note beside the amount)
    if (amounts.length === 0 && rest && findAmounts(rest, null).length === 0) amounts = findAmounts(first, currencyHint);
    let at = i;
    // "Shipping FREE" in one cell: its value is the word, never the next line's amount
    if (amounts.length === 0 && !rest && hit.key === "shipping" && freeWord.test(first)) {
      out.push({ key: "shipping", minor: 0, negative: false, currency: null, line: i, amountLine: i, label, rank: hit.rank });
      continue;
    }
    // "Nettopris MVA Totalt" over "MVA 15%  493,92  74,08  568,00": a VAT table's column headings in one run of text,
    // every word a totals label of its own, label nothing below them
    if (amounts.length === 0 && !rest && columnHeadings(label)) continue;
    if (amounts.length === 0 && !rest) ({ amounts, at } = amountNear(lines, i, currencyHint));
    // "FRAKTA Sac grand bleu" over "1 x 0,90 | 0,90": a count at a unit price under a name is an item's row, whatever
    // word the name starts with
    // (but a short fee label, "Service Fee" over "2 x $24.15 | $48.30", is that fee charged per ticket)
    if (at !== i && countAtUnit.test(lines[at].text) && !(hit.key === "fee" && label.split(/\s+/).length <= 3 && feeWordAtEnd.test(label))) continue;
    if (amounts.length === 0) {
      if (freeWord.test(rest || lines[i + 1]?.text || "") && hit.key === "shipping") {
        out.push({ key: "shipping", minor: 0, negative: false, currency: null, line: i, amountLine: i, label, rank: hit.rank });
      }
      continue;
    }
    // "商品合計 1,000円（内消費税 90円）", "Subtotal 19,99 € (inkl. MwSt. 3,19 €)": the bracketed tax is a line of its own
    const included = hit.key !== "tax" && at === i ? bracketedTax(rest || first, currencyHint) : null;
    if (included) {
      amounts = amounts.filter((x) => x.index < included.index);
      if (amounts.length === 0) continue;
      out.push({ key: "tax", minor: Math.abs(included.minor), negative: false, currency: included.currency, line: i, amountLine: at, label: "included tax", rank: 0 });
    }
    // "TAX: 42.90 USD (US 30.90 ZP 6.00 XF 6.00)": the amounts in a bracket after the line's amount that add up to it
    // are its breakdown
    const open = at === i && amounts.length >= 3 ? (rest || first).indexOf("(", amounts[0].end) : -1;
    if (open > 0) {
      const before = amounts.filter((x) => x.index < open);
      const inside = amounts.filter((x) => x.index > open);
      if (before.length > 0 && inside.length >= 2 && Math.abs(inside.reduce((t, x) => t + x.minor, 0) - before[before.length - 1].minor) <= inside.length) amounts = before;
    }
    // "VAT 8%  95.82  7.67  103.49": a VAT summary's net, tax and gross; the tax is the middle one
    // ("Paid: | £119.99 (includes £5.00 postage)", "Total 49,90 € (inkl. MwSt. 7,97 €)": an amount in a bracketed note of
    // what the sum includes is no amount of the label's, when one stands outside it)
    const source = rest || first;
    const outside = hit.key === "total" ? amounts.filter((x) => !insideIncludedNote(source, x.index)) : amounts;
    if (outside.length > 0 && outside.length < amounts.length) amounts = outside;
    const n = amounts.length;
    const vatSummary = hit.key === "tax" && n >= 3 && Math.abs(amounts[n - 3].minor + amounts[n - 2].minor - amounts[n - 1].minor) <= 1;
    const a = vatSummary ? amounts[n - 2] : amounts[n - 1];
    // "IVA | BASE IMPONIBLE | CUOTA" over "TOTAL | 55,34 | 3,24": a VAT table's total row of the net and the tax only
    // states the tax, never the order's total
    if (hit.key === "total" && n === 2 && at === i && vatTableAbove(lines, i)) {
      out.push({ key: "tax", minor: Math.abs(amounts[1].minor), negative: false, currency: amounts[1].currency, line: i, amountLine: at, label: "vat table", rank: 0 });
      continue;
    }
    // "Steuer % | Netto | Steuer | Brutto" over "Gesamtbetrag | 50,82 | 5,45 | 56,27": a VAT table's total row states
    // the tax between the net and gross amounts
    if (hit.key === "total" && n >= 3 && Math.abs(amounts[n - 3].minor + amounts[n - 2].minor - amounts[n - 1].minor) <= 1 && vatTableAbove(lines, i)) {
      out.push({ key: "tax", minor: Math.abs(amounts[n - 2].minor), negative: false, currency: amounts[n - 2].currency, line: i, amountLine: at, label: "vat table", rank: 0 });
    }
    // "Gesamtsumme" over "inkl. MwSt.  125,93 €": the note under a total's label states that tax is included; the
    // amount beside it is the total's, no tax amount is printed
    const above = lines[i - 1];
    if (hit.key === "tax" && at === i && includedNote.test(label) && above && above.cells.length === 1 && findAmounts(above.text, currencyHint).length === 0) {
      const total = matchTotalLabel(labelKey(above.cells[0]));
      if (total?.key === "total") {
        out.push({ key: "total", minor: Math.abs(a.minor), negative: false, currency: a.currency, line: i - 1, amountLine: i, label: labelKey(above.cells[0]), rank: total.rank });
        continue;
      }
    }
    if (hit.negativeOnly && a.minor >= 0) continue;
    // ("EXTRACARE SAVINGS -2.00" over "CVS WATER 1GAL 1.29": a saving among a till's item rows belongs to the items)
    // (but a saving right under the subtotal is the order's: "Sub-total | £16.13" / "Clubcard Prices savings | -£1.00" /
    // "Delivery Saver | £0.00")
    if (hit.negativeOnly && itemRowBelow(lines, at, currencyHint) && !out.some((c) => c.key === "subtotal" && i - c.line <= 2)) continue;
    out.push({ key: hit.key, minor: Math.abs(a.minor), negative: a.minor < 0, currency: a.currency, line: i, amountLine: at, label, rank: hit.rank });
  }
  if (!out.some((c) => c.key === "total")) {
    const column = totalUnderLabelColumn(lines, currencyHint);
    if (column) out.push(column);
  }
  return withoutItemTotals(withoutCashback(countedSubtotal(out, lines), lines, currencyHint));
}

/**
 * "Item: Trail Runner … / Qty: 2 / Total: $50.00" … "Item: Merino Socks … / Qty: 1 / Total: $30.00" … "Subtotal: $80.00" /
 * "Total: $85.00": lines of one totals label printed once an item before any other totals line ("Line total", "Standard
 * delivery" under each item's name) are the items' own prices when they add up to the subtotal after them (or to the
 * total less the shipping and tax after it).
 */
function withoutItemTotals(out: TotalCandidate[]): TotalCandidate[] {
  const lead0 = out[0];
  const firstOther = lead0 && lead0.key !== "subtotal" && lead0.key !== "discount" ? out.findIndex((c) => c.label !== lead0.label || c.key !== lead0.key) : -1;
  if (firstOther < 2) return out;
  const lead = out.slice(0, firstOther);
  const rest = out.slice(firstOther);
  if (!lead.every((c, k) => !c.negative && (k === 0 || c.line - lead[k - 1].line >= 2))) return out;
  const sum = lead.reduce((a, c) => a + c.minor, 0);
  const near = (v: number) => Math.abs(v - sum) <= lead.length;
  const charges = rest.filter((c) => c.key === "shipping" || c.key === "tax").reduce((a, c) => a + c.minor, 0);
  const addsUp = rest.some((c) => c.key === "subtotal" && near(c.minor)) || (charges > 0 && rest.some((c) => c.key === "total" && near(c.minor - charges)));
  return addsUp && rest.some((c) => c.key === "total") ? rest : out;
}

/** Whether the text before `index` opens a bracket with a word of what a sum includes ("(includes", "(inkl. MwSt.") that is still open. */
const includedBracket = new RegExp(String.raw`\(\s*(?:${alt(words((l) => l.totals?.included))})[^()]*$`, "iu");
const insideIncludedNote = (text: string, index: number): boolean => includedBracket.test(text.slice(0, index));

/** "1 items", "(2 items)", "3 Artikel": a count of the items in a total's label (lexicon/ products.itemLabel). */
const itemCount = new RegExp(String.raw`\d{1,3}\s+(?:${alt(words((l) => l.products?.itemLabel))})(?:s|e|i|os)?\b`, "iu");

/**
 * "Order Total: 1 items $110.00" … "Order Total: $128.40": a total that counts the items, with a larger total after it
 * and no subtotal anywhere, is the items' subtotal.
 */
function countedSubtotal(out: TotalCandidate[], lines: Line[]): TotalCandidate[] {
  if (out.some((c) => c.key === "subtotal")) return out;
  return out.map((c, k) => (c.key === "total" && itemCount.test(lines[c.line]?.text ?? "") && out.slice(k + 1).some((d) => d.key === "total" && d.minor > c.minor) ? { ...c, key: "subtotal" } : c));
}

/**
 * "FARE" / "EXTRAS" / "TAXES & FEES" / "TOTAL" over "USD193.48" / "USD42.92" / "USD236.40": a table's text part printed
 * column by column, its labels one a line and then its values one a line. Only the last pair is sure (a label may have
 * no value: the columns need not line up), so only a last label that is the total takes the last value, when the email
 * prints no other total.
 */
function totalUnderLabelColumn(lines: Line[], currencyHint: CurrencyHint): TotalCandidate | null {
  // (a heading of a few words with no amount; two of the run at least a totals label)
  const isLabel = (l: Line) => l.cells.length === 1 && l.text.length <= 30 && l.text.trim().split(/\s+/).length <= 4 && !/\d/.test(l.text);
  const isValue = (l: Line) => l.cells.length === 1 && amountOnly.test(l.text.trim().replace(/^([A-Z]{3})(?=\d)/, "$1 "));
  for (let i = 0; i < lines.length; i++) {
    let j = i;
    while (j < lines.length && isLabel(lines[j])) j++;
    const named = lines.slice(i, j).filter((l) => matchTotalLabel(labelKey(l.text)) !== null).length;
    if (j - i < 3 || named < 2) { i = Math.max(i, j - 1); continue; }
    const last = matchTotalLabel(labelKey(lines[j - 1].text));
    // (a payment line or two between the columns, "Credit Card: Visa XXXX3554")
    let k = j;
    while (k < lines.length && k < j + 3 && !isValue(lines[k])) k++;
    let v = k;
    while (v < lines.length && isValue(lines[v])) v++;
    if (last?.key === "total" && v - k >= 2) {
      const a = findAmounts(lines[v - 1].text.replace(/^([A-Z]{3})(?=\d)/, "$1 "), currencyHint);
      if (a.length === 1 && a[0].minor > 0) return { key: "total", minor: a[0].minor, negative: false, currency: a[0].currency, line: j - 1, amountLine: v - 1, label: labelKey(lines[j - 1].text), rank: last.rank };
    }
    i = j;
  }
  return null;
}

/** Three or more words, each a totals label by itself ("Nettopris MVA Totalt", "Net VAT Gross"), one of them a tax. */
function columnHeadings(label: string): boolean {
  const parts = label.split(/\s+/);
  return parts.length >= 3 && parts.length <= 5 && parts.some((p) => taxWordIn.test(p)) && parts.every((p) => matchTotalLabel(p) !== null);
}

/** A header of net, tax and gross columns within the four lines above ("Steuer % | Netto | Steuer | Brutto", "Net | VAT | Gross"). */
function vatTableAbove(lines: Line[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    const cells = lines[k].cells;
    if (cells.length >= 3 && findAmounts(lines[k].text, null).length === 0 && cells.some((c) => taxWordIn.test(labelKey(c)))) return true;
  }
  return false;
}

/** "Cashback EUR 100,00", "Auszahlung": cash handed out at the till with the purchase, in every language (lexicon/). */
const cashbackLabel = new RegExp(`^(?:${alt(words((l) => l.totals?.cashOut))})\\b`, "i");

/**
 * A card slip's "Gesamt EUR 156,27" after "Betrag EUR 56,27" and "Cashback EUR 100,00": a total that is another
 * total plus the cash handed out is no purchase's total.
 */
function withoutCashback(out: TotalCandidate[], lines: Line[], currencyHint: CurrencyHint): TotalCandidate[] {
  const cash: number[] = [];
  for (const line of lines) {
    // (a line without a digit holds no amount to take off: its label is not read)
    if (line.text.length > 80 || !/\d/.test(line.text) || !cashbackLabel.test(labelKey(line.cells[0] ?? ""))) continue;
    const a = findAmounts(line.text, currencyHint).at(-1);
    if (a) cash.push(Math.abs(a.minor));
  }
  if (cash.length === 0) return out;
  const totals = out.filter((c) => c.key === "total");
  return out.filter((c) => c.key !== "total" || !cash.some((m) => totals.some((t) => t !== c && Math.abs(t.minor + m - c.minor) <= 1)));
}

export type TotalsBlock = { candidates: TotalCandidate[]; start: number; end: number };

/** Groups candidates on nearby lines into blocks (one per order summary / shipment summary). */
export function groupBlocks(candidates: TotalCandidate[]): TotalsBlock[] {
  const blocks: TotalsBlock[] = [];
  for (const c of candidates) {
    const last = blocks[blocks.length - 1];
    if (last && c.line - last.end <= 4) { last.candidates.push(c); last.end = c.amountLine; }
    else blocks.push({ candidates: [c], start: c.line, end: c.amountLine });
  }
  return blocks;
}

export type Totals = Partial<Record<Exclude<TotalKey, "fee">, number>> & {
  fees: Array<{ name: string; amountMinor: number }>; currency: string | null; block: TotalsBlock | null;
  /** How strong the label of the total read was (3 a grand total … 1 a bare "Total" or a sentence). */
  totalRank?: number;
  /** The label the total was read under ("order total", "amount"). */
  totalLabel?: string;
};

/** "Amount", "Betrag", "Kwota": a label that names an amount, not a total; an alert states one too. */
export const amountOnlyLabel = new RegExp(String.raw`^${alt(totalsOf("amountWord"))}\s*:?$`, "i");

/**
 * A till receipt's "SUMME 56,27" block with its discounts, and further down its VAT table's "Gesamtbetrag 50,82 5,45
 * 56,27": another block that states the same total restates the same purchase, and what it adds (the tax) is that
 * purchase's. Keys the chosen block has stay its own.
 */
function withRestatements(best: TotalsBlock, blocks: TotalsBlock[]): TotalsBlock {
  const totals = new Set(best.candidates.filter((c) => c.key === "total").map((c) => c.minor));
  if (totals.size !== 1) return best;
  const keys = new Set(best.candidates.map((c) => c.key));
  const added: TotalCandidate[] = [];
  let start = best.start;
  for (const b of blocks) {
    if (b === best || !b.candidates.some((c) => c.key === "total" && totals.has(c.minor))) continue;
    // the purchase's totals begin where it is first stated: its items stand above that
    start = Math.min(start, b.start);
    for (const c of b.candidates) if (c.key !== "total" && !keys.has(c.key)) added.push(c);
  }
  for (const c of added) keys.add(c.key);
  return added.length || start !== best.start ? { ...best, start, candidates: [...best.candidates, ...added] } : best;
}

/**
 * "Estimated Taxes and Fees $2.79" over "Sales Tax $1.54" / "Bag Fee $1.25": a line of taxes and fees together whose
 * parts follow it is their sum, no charge of its own.
 */
function withoutCombinedCharges(candidates: TotalCandidate[]): TotalCandidate[] {
  return candidates.filter((c, k) => {
    if ((c.key !== "tax" && c.key !== "fee") || !taxWordIn.test(c.label) || !feeWordIn.test(c.label)) return true;
    let sum = 0;
    for (const part of candidates.slice(k + 1)) {
      if ((part.key !== "tax" && part.key !== "fee" && part.key !== "shipping") || part.line > c.line + 6) break;
      sum += part.minor;
      if (Math.abs(sum - c.minor) <= 1) return false;
    }
    return true;
  });
}

/** Picks the order-level block (the one with the strongest total, most fields, latest) and reads it. */
export function pickTotals(candidates: TotalCandidate[]): Totals {
  const blocks = groupBlocks(candidates);
  if (blocks.length === 0) return { fees: [], currency: null, block: null };
  const score = (b: TotalsBlock) => {
    const keys = new Set(b.candidates.map((c) => c.key));
    const topRank = Math.max(-1, ...b.candidates.filter((c) => c.key === "total").map((c) => c.rank));
    return topRank * 10 + keys.size;
  };
  let best = blocks[0];
  for (const b of blocks) if (score(b) > score(best)) best = b;
  best = withRestatements(best, blocks);
  best = { ...best, candidates: withoutCombinedCharges(best.candidates) };
  // a till's VAT table printed a few lines under the total ("IVA | BASE | CUOTA" … "TOTAL 55,34 3,24", "Укупан износ пореза:
  // 337,67"): its tax is the purchase's
  // (or a till's "Total includes GST | $1.27" over "You saved $4.80 today!" under its payment lines: the tax, and the
  // savings when the total's block states none)
  if (!best.candidates.some((c) => c.key === "tax")) {
    const vat = blocks.find((b) => b.start > best.end && b.start - best.end <= 12 && b.candidates.some((c) => c.key === "tax")
      && b.candidates.every((c) => c.key === "tax" || (c.key === "discount" && b.candidates[0].key === "tax")));
    const saved = vat?.candidates.find((c) => c.key === "discount");
    if (vat) best = { ...best, candidates: [...best.candidates, vat.candidates[0], ...(saved && !best.candidates.some((c) => c.key === "discount") ? [saved] : [])] };
  }
  const result: Totals = { fees: [], currency: best.candidates.find((c) => c.currency)?.currency ?? null, block: best };
  const first = (key: TotalKey) => best.candidates.find((c) => c.key === key);
  for (const key of ["subtotal", "discount", "shipping", "tax", "tip"] as const) {
    const c = first(key);
    if (c) result[key] = c.minor;
  }
  const taxes = best.candidates.filter((c) => c.key === "tax");
  const discounts = best.candidates.filter((c) => c.key === "discount");
  // "Gift wrapping 0,00 €": a fee of nothing is no fee
  const read = best.candidates.filter((c) => c.key === "fee" && c.minor !== 0);
  // "Gift box added ($6.00)" under an item and "Gift box | $6.00" in the summary: one fee printed twice, counted once
  // when the order adds up only that way
  const once = read.filter((f, k) => !read.slice(k + 1).some((g) => g.minor === f.minor && g.label.split(" ")[0] === f.label.split(" ")[0]));
  const adds = (list: TotalCandidate[]) => best.candidates.some((c) => c.key === "total" && Math.abs(orderSum(result, list.reduce((t, f) => t + f.minor, 0)) - c.minor) <= 2);
  const fees = once.length < read.length && !adds(read) && adds(once) ? once : read;
  // "taxa de entrega r$ 5,99" read in one cell: the fee's name is the label before its amount
  result.fees = fees.map((f) => ({ name: f.label.slice(0, findAmounts(f.label, null)[0]?.index ?? f.label.length).replace(/[:\s-]+$/, ""), amountMinor: f.minor }));
  const feeSum = fees.reduce((s, f) => s + f.minor, 0);
  const totals = best.candidates.filter((c) => c.key === "total");
  if (totals.length) {
    const topRank = Math.max(...totals.map((c) => c.rank));
    const strongest = totals.filter((c) => c.rank === topRank);
    const expected = orderSum(result, feeSum);
    const consistent = totals.find((c) => Math.abs(c.minor - expected) <= 2 && result.subtotal != null);
    // ("TOTAL 531.44" / "BALANCE DUE 0.00" on a settled folio: a zero left to pay after a total is no total)
    const chosen = consistent ?? strongest.findLast((c) => c.minor > 0) ?? strongest[strongest.length - 1];
    result.total = chosen.minor;
    result.totalRank = chosen.rank;
    result.totalLabel = chosen.label;
    // "Valor total R$: 281,03" / "Descontos R$: 5,09" / "Valor a pagar R$: 275,94", "Wine Total 197.88" / "Shipping 12.00"
    // / "Tax 7.35" / "Total 217.23": a total above the one chosen that the discount, shipping, tax or fees between them
    // take to it is the goods' amount, the subtotal
    if (result.subtotal == null && (result.discount != null || result.shipping != null || result.tax != null || feeSum > 0)) {
      const gross = totals.find((c) => c !== chosen && c.line < chosen.line && c.minor !== chosen.minor
        && Math.abs(orderSum({ ...result, subtotal: c.minor }, feeSum) - chosen.minor) <= 2);
      if (gross) result.subtotal = gross.minor;
    }
    // (whether the order with this subtotal or shipping instead of the one read makes the chosen total)
    const makesChosen = (key: "subtotal" | "shipping", minor: number) => Math.abs(orderSum({ ...result, [key]: minor }, feeSum) - chosen.minor) <= 2;
    // "상품금액" under each item and "총 상품금액" above the total: of several subtotals, the one the order adds up with
    const subtotals = best.candidates.filter((c) => c.key === "subtotal");
    if (subtotals.length > 1 && !consistent) {
      const fits = subtotals.find((c) => makesChosen("subtotal", c.minor));
      if (fits) result.subtotal = fits.minor;
    }
    // "Your shipping speed: FREE Two-Day Shipping" over "Shipping & Handling: $5.99": of several shipping lines, the one
    // the order adds up with
    const shippings = best.candidates.filter((c) => c.key === "shipping");
    if (shippings.length > 1 && !consistent && result.subtotal != null) {
      const fits = shippings.find((c) => makesChosen("shipping", c.minor));
      if (fits) result.shipping = fits.minor;
    }
    // "Mitarbeiterrabatt 5% -1,00 A" over "Mitarbeiterrabatt 5% -1,98 B", "Coupon -$5" over "Member discount -$3":
    // discount lines one under the other are all taken off the order (one restated far below is not counted twice)
    if (discounts.length > 1 && result.discount != null) {
      let run = [discounts[0]];
      for (const d of discounts.slice(1)) if (d.line === run[run.length - 1].line + 1) run.push(d); else break;
      const allOff = run.reduce((s, d) => s + d.minor, 0);
      if (run.length > 1 && (result.subtotal == null || Math.abs(orderSum({ ...result, discount: allOff }, feeSum) - result.total) <= 2)) result.discount = allOff;
    }
    if (taxes.length > 1 && result.subtotal != null) {
      const allTax = taxes.reduce((s, t) => s + t.minor, 0);
      if (Math.abs(orderSum({ ...result, tax: allTax }, feeSum) - result.total) <= 2) result.tax = allTax;
    }
    // "enthaltene MwSt. 7%: 3,09 EUR" over "enthaltene MwSt. 19%: 4,77 EUR": in an order that adds up without its tax (the
    // tax is in the prices), the taxes of lines one under the other are all of the order's tax (unless one of them is
    // the others' sum, a VAT table's total)
    const allTax = taxes.reduce((s, t) => s + t.minor, 0);
    const consecutive = taxes.every((t, k) => k === 0 || t.line === taxes[k - 1].line + 1);
    if (taxes.length > 1 && taxes.length <= 4 && consecutive && new Set(taxes.map((t) => t.minor)).size === taxes.length
      && !taxes.some((t) => 2 * t.minor === allTax)
      // (or each label says its tax is included: "Waarvan btw 9%" over "Waarvan btw 21%", whatever deposits the order adds)
      && ((result.subtotal != null && Math.abs(orderSum({ ...result, tax: undefined }, feeSum) - result.total) <= 2) || taxes.every((t) => includedNote.test(t.label)))) result.tax = allTax;
    // "PTU A 23,00 % 2,80" / "PTU C 5,00 % 0,33" / "SUMA PTU 3,13": of three taxes or more, one that is the others' sum is the
    // VAT table's total, the order's tax
    const sumOfOthers = taxes.length >= 3 ? taxes.find((t) => 2 * t.minor === allTax) : undefined;
    if (sumOfOthers) result.tax = sumOfOthers.minor;
  }
  // "You saved $x" states what the items' own reductions saved: an order discount only when the order adds up with it
  // (a saving printed above the subtotal belongs to the items above it)
  const discount = first("discount");
  if (discount && /^(?:you saved|(?:your )?savings\b(?! code))/.test(discount.label)) {
    const subtotal = first("subtotal");
    const above = subtotal !== undefined && discount.line < subtotal.line;
    const adds = (d: number | undefined) => result.total != null && result.subtotal != null && Math.abs(orderSum({ ...result, discount: d }, feeSum) - result.total) <= 2;
    if (above || (adds(undefined) && !adds(discount.minor))) {
      const other = best.candidates.find((c) => c.key === "discount" && c !== discount && !/^(?:you saved|(?:your )?savings)/.test(c.label));
      if (other) result.discount = other.minor;
      else delete result.discount;
    }
  }
  // "Tasse 12,00 €" (a German cup) over "Gesamt 12,00 €": a tax as large as the total is no tax of it
  if (result.tax != null && result.total != null && result.total > 0 && result.tax >= result.total) delete result.tax;
  // a lone total with no subtotal elsewhere in the block: look for the strongest total anywhere
  if (result.total == null) {
    const anyTotal = candidates.filter((c) => c.key === "total").sort((a, b) => b.rank - a.rank)[0];
    if (anyTotal) { result.total = anyTotal.minor; result.totalRank = Math.min(anyTotal.rank, 1); }
  }
  return result;
}

