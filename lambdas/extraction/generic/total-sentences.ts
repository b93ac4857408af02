/**
 * Totals in runs of text and sentences: "Label: amount" runs, a table's totals flattened into one line, an amount a
 * charging verb names ("We have charged $25.00 to your card"), a tax in brackets, and the amounts of a sentence that
 * are thresholds, instalments or a policy's, never what was charged.
 */
import { findAmounts, type CurrencyHint, type FoundAmount } from "../money";
import { letters, type Line } from "../html-doc";
import { alt, bounded, words } from "../lexicon/index";
import { nonItemRole } from "./roles";
import { endsWithTaxWord, labelKey, labels, matchTotalLabel, partialLabel, taxWordIn, totalsOf, wholeLabel, type TotalCandidate } from "./total-labels";

/** "We have charged $25.00 to your card": the amount right after a charging verb, within a few words. */
// ("you have paid Acme Ltd. $12.00": a payee named between the verb and the amount)
const chargedInProse = new RegExp(String.raw`${bounded(totalsOf("charged"))}\s*(?:(?:you|your \w+|the (?:sum|amount) of|a total of|an amount of|in total|totaling|to your [\w ]{1,20}?|[A-Z][\w.&'-]*(?: [\w.&'-]+){0,4}?\.?)\s*){0,2}$`, "i");

/** "Wir haben Ihnen 49,00 € erstattet", "… 49,00 € auf Ihr Konto zurückerstattet": the verb a few words after the amount. */
const chargedAfterAmount = new RegExp(String.raw`^\s*(?:[\p{L}.]+\s+){0,4}?${bounded(totalsOf("chargedAfter"), { before: true, after: true })}`, "iu");

/** "Order total:" before a cell's one amount, in every language (lexicon/). */
const totalColon = new RegExp(String.raw`(?:^|\s)${alt(words((l) => l.totals?.totalColon))}\s*:\s*$`, "i");
/** A cell whose only amount comes last, right after "Total:" ("... Bimi Poke Total: $61.26"). */
export function endsWithTotal(cell: string, currencyHint: CurrencyHint): boolean {
  const a = findAmounts(cell, currencyHint);
  if (a.length !== 1) return false;
  const before = cell.slice(0, a[0].index);
  const after = cell.slice(a[0].index).trim().replace(/^\S+(?:\s?[A-Z]{3})?/, "");
  return totalColon.test(before) && /^[\s.]*$/.test(after);
}

/** A tax in brackets after another amount: "(内消費税 : 90円)", "(incl. VAT £3.33)", "(inkl. 19% MwSt. 3,19 €)". */
export function bracketedTax(text: string, currencyHint: CurrencyHint) {
  const open = text.search(/[(（]/);
  if (open < 0) return null;
  const inside = text.slice(open + 1).replace(/[)）].*$/, "");
  const key = labelKey(inside.replace(/[:：]/g, " "));
  if (!taxWordIn.test(key)) return null;
  const hit = labels.find((l) => l.key === "tax" && l.re.test(key));
  if (!hit) return null;
  const a = findAmounts(inside, currencyHint).at(-1);
  return a ? { ...a, index: open + 1 + a.index } : null;
}

/** "after that you'll be charged one night ($258.66)", "if you cancel …": a policy's amount, never what was charged (lexicon/). */
export const policy = new RegExp(bounded(words((l) => l.totals?.policy), { before: true, after: true }), "i");
/** "on orders over $35", "ab 29 €": the words before a threshold's amount (lexicon/). */
const thresholdBefore = new RegExp(String.raw`${bounded(words((l) => l.totals?.threshold), { before: true, after: true })}\s*$`, "i");
/** "4 instalments of $135.98", "6 cuotas sin interés de $ 129.166,33": one instalment of a payment plan, in every language (lexicon/). */
const instalmentBefore = new RegExp(String.raw`(?:${alt(words((l) => l.totals?.instalment))})\s*$`, "i");
export const isInstalment = (text: string, a: { index: number }) => instalmentBefore.test(text.slice(Math.max(0, a.index - 40), a.index));
/** "Order S$25 and above to avoid the small order fee", "ab 29 € und mehr": a threshold's words after its amount (lexicon/). */
// (a word of a script written without spaces, "5,000円以上送料無料", ends where it ends)
const thresholdAfter = new RegExp(String.raw`^\s*(?:${words((l) => l.totals?.thresholdAfter).map((w) => (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(w) ? w : String.raw`${w}(?![\p{L}])`)).join("|")})`, "iu");
/** Whether an amount of a sentence is a threshold ("Members get $0 delivery fees on orders over $12"). */
export const isThreshold = (text: string, a: { index: number; end?: number }) => thresholdBefore.test(text.slice(Math.max(0, a.index - 25), a.index))
  || (a.end !== undefined && thresholdAfter.test(text.slice(a.end)));

function proseCharge(text: string, currencyHint: CurrencyHint) {
  if (text.length > 300 || policy.test(text)) return null;
  // ("価格 6,980円 x 個数 1 = 合計 6,980円", "Price $5.00 x 2 = Total $10.00": an item row's sum after its sign of equality is
  // the row's line price, never what the order charged)
  return findAmounts(text, currencyHint).find((a) => a.marked && !/[=＝]\s*[^\s\d=＝]{0,8}\s*$/u.test(text.slice(Math.max(0, a.index - 12), a.index)) && (chargedInProse.test(text.slice(Math.max(0, a.index - 60), a.index))
    || chargedAfterAmount.test(text.slice(a.end, a.end + 60)))) ?? null;
}

/** The total a sentence on line `i` states was charged, as a weak total candidate; null when it states none. */
export function chargedTotal(text: string, i: number, currencyHint: CurrencyHint): TotalCandidate | null {
  const prose = proseCharge(text, currencyHint);
  return prose ? { key: "total", minor: Math.abs(prose.minor), negative: false, currency: prose.currency, line: i, amountLine: i, label: "charged", rank: 1 } : null;
}

/**
 * Each "Label: amount" of a run of text whose label is a totals label, when two or more labelled fields follow one
 * another (a partial total's or another field's label counts as one of them, but yields no candidate).
 */
export function inlineTotals(text: string, i: number, currencyHint: CurrencyHint): TotalCandidate[] {
  if (text.length > 600 || !/:/.test(text)) return [];
  const amounts = findAmounts(text, currencyHint);
  if (amounts.length < 1) return [];
  const out: TotalCandidate[] = [];
  let from = 0;
  // ("Total before VAT: £4.57 VAT: £0.92": a partial total is no candidate, but it is one of the run's labels)
  let partials = 0;
  for (const a of amounts) {
    // ("Summe ohne MwSt.: EUR 13,44", after a rule "-----" or a column's run of spaces)
    const m = /(?:^\s*|[.!?)]\s+|\s{2,}|-{3,}\s*)([\p{L}](?:[\p{L} &'/-]|\.(?=[\p{L}\s:])){1,40}?)\s*:\s*=?\s*(?:[A-Z]{3}\s*)?$/u.exec(text.slice(from, a.index));
    const hit = m ? wholeLabel(labelKey(m[1])) : null;
    if (hit) out.push({ key: hit.key, minor: Math.abs(a.minor), negative: a.minor < 0, currency: a.currency, line: i, amountLine: i, label: labelKey(m![1]), rank: hit.rank });
    else if (m && partialLabel.test(labelKey(m[1]))) partials++;
    // ("Anzurechnende MwSt.: EUR 2,55", "Estimated VAT: £0.92": a short label that ends with its tax word)
    else if (m && endsWithTaxWord.test(labelKey(m[1])) && m[1].split(" ").length <= 2) {
      out.push({ key: "tax", minor: Math.abs(a.minor), negative: a.minor < 0, currency: a.currency, line: i, amountLine: i, label: labelKey(m[1]), rank: 0 });
    }
    from = a.end;
  }
  // ("Order Total: £19.99 Selected Payment Method: Mastercard": another field's label after the last amount counts too)
  if (/^\s+[\p{L}][\p{L} &'/-]{1,40}:\s*\S/u.test(text.slice(from))) partials++;
  return out.length >= 1 && out.length + partials >= 2 ? out : [];
}

/**
 * "Subtotal $10.00 Shipping $5.00 Tax $0.80 Total $15.80": a table's totals flattened into one run without colons (a
 * plain-text rendering). Every amount stands right after a whole totals label (the first may open the run with no
 * label: the price of the item above); two labels make a run. Anything else between them ("Lyft fare (7.76mi, 45m
 * 10s) $62.70 Priority Pickup …") is an item's row, not a run of totals.
 */
export function bareTotals(text: string, i: number, currencyHint: CurrencyHint): TotalCandidate[] {
  if (text.length > 300 || /:/.test(text)) return [];
  const amounts = findAmounts(text, currencyHint);
  if (amounts.length < 2) return [];
  const out: TotalCandidate[] = [];
  let from = 0;
  for (const [n, a] of amounts.entries()) {
    const label = labelKey(text.slice(from, a.index).trim());
    from = a.end;
    if (n === 0 && label === "") continue;
    const hit = /\p{L}/u.test(label) ? wholeLabel(label) : null;
    if (!hit) return [];
    out.push({ key: hit.key, minor: Math.abs(a.minor), negative: a.minor < 0, currency: a.currency, line: i, amountLine: i, label, rank: hit.rank });
  }
  return out.length >= 2 && text.slice(from).trim() === "" ? out : [];
}

/** The one amount of a sentence and the shipping, tax or tip label right after it ("a $20.00 shipping charge"). */
export function labelAfterAmount(text: string, currencyHint: CurrencyHint): Omit<TotalCandidate, "line" | "amountLine"> | null {
  const a = findAmounts(text, currencyHint);
  if (a.length !== 1 || !a[0].marked) return null;
  const next = /^\s+(\p{L}+(?:\s\p{L}+){0,2})/u.exec(text.slice(a[0].end))?.[1];
  const hit = next ? matchTotalLabel(labelKey(next)) : null;
  return hit && ["shipping", "tax", "tip"].includes(hit.key)
    ? { key: hit.key, minor: Math.abs(a[0].minor), negative: false, currency: a[0].currency, label: labelKey(next!), rank: 0 } : null;
}

/** "Price:", "Preis:", "Prix :", "Precio:": a one-item receipt's price label (lexicon/ products.priceWord, unitPrice, itemPrice). */
const priceLabel = new RegExp(String.raw`^(?:${alt([...words((l) => l.products?.unitPrice), ...words((l) => l.products?.itemPrice), ...words((l) => l.products?.priceWord)])})\s*[:：]`, "i");

/**
 * "ITEM: Intro to Anti-Racism … / PRICE: $ 99.99 CAD": a receipt for one thing that prints no total, its one price
 * labelled as such, and no other sum anywhere: what was paid. Null when any other amount is printed.
 */
export function lonePrice(lines: readonly Line[], currencyHint: CurrencyHint): FoundAmount | null {
  let found: FoundAmount | null = null;
  const sums = new Set<number>();
  for (const line of lines) {
    const amounts = findAmounts(line.text, currencyHint);
    for (const a of amounts) sums.add(a.minor);
    if (!found && amounts.length === 1 && priceLabel.test(line.text.trim())) found = amounts[0];
  }
  // (the same sum printed again, a preheader's copy of the receipt, is still the one sum)
  return found && found.minor > 0 && sums.size === 1 ? found : null;
}

/** "Artikelpreis | 120,00 €", "Vinnande bud | 350 kr", "Item Price: 142.50": a one-item sale's price (lexicon/ products.itemPrice). */
const itemPriceLabel = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.itemPrice))})\s*[:：]?\s*$`, "i");

/**
 * A marketplace's or an auction's receipt prints its one item's price where a shop prints a subtotal ("Artikelpreis |
 * 120,00 €" over "Versand", "Käuferschutzgebühr" and "Gesamtbetrag"): that price, when it is printed once; null when
 * several items are.
 */
export function itemPriceSum(lines: readonly Line[], currencyHint: CurrencyHint): FoundAmount | null {
  return onePricedLine(lines, currencyHint, itemPriceLabel);
}

/** The one amount of the one line (of a cell or two) whose text before it is `label`; null when none or several are. */
export function onePricedLine(lines: readonly Line[], currencyHint: CurrencyHint, label: RegExp): FoundAmount | null {
  let found: FoundAmount | null = null;
  for (const line of lines) {
    const amounts = line.cells.length <= 2 ? findAmounts(line.text, currencyHint) : [];
    if (amounts.length !== 1 || amounts[0].minor <= 0 || !label.test(line.text.slice(0, amounts[0].index).replace(/\|/g, " ").trim())) continue;
    if (found) return null;
    found = amounts[0];
  }
  return found;
}

/**
 * "Price (3 items) | ₹18,297", "Basic Fare | Rs. 2,100.00", "Room Charges (1 Room x 2 Nights) | ₹ 6,400" right above a
 * totals block that prints no subtotal label: the sum its charges are added to (the caller checks it against the total).
 * Null when the line above is no label and one amount in two cells.
 */
export function sumAboveCharges(lines: readonly Line[], start: number, currencyHint: CurrencyHint): FoundAmount | null {
  for (let k = start - 1; k >= 0 && k >= start - 2; k--) {
    const line = lines[k];
    if (!/[\p{L}\d]/u.test(line.text)) continue;
    if (line.cells.length !== 2 || letters(line.cells[0]) < 3 || findAmounts(line.cells[0], currencyHint).length > 0) return null;
    const a = findAmounts(line.cells[1], currencyHint);
    return a.length === 1 && a[0].minor > 0 ? a[0] : null;
  }
  return null;
}

/**
 * "Your payment to BESCOM was successful" / "₹1,842.00", "✔ Paid Successfully" / "₹240": a payment's heading in the
 * opening lines and the one amount alone on the next line, what was paid, when nothing else is labelled.
 */
export function amountUnderHeading(lines: readonly Line[], currencyHint: CurrencyHint): FoundAmount | null {
  for (let i = 0; i + 1 < lines.length && i < 10; i++) {
    if (lines[i].cells.length !== 1 || nonItemRole(lines[i].text) !== "heading") continue;
    const next = lines[i + 1].text.trim();
    const a = next.length <= 24 ? findAmounts(next, currencyHint) : [];
    if (a.length === 1 && a[0].minor > 0 && next.slice(0, a[0].index).trim() === "" && next.slice(a[0].end).trim().length <= 4) return a[0];
  }
  return null;
}
