/**
 * The row scanner: reads the lines of an email between two points and keeps the rows that are items — a name (on the
 * row, in a cut cell above it, or a few lines up) and a price, with the count and unit price the row or its
 * neighbours print. Totals, payments, greetings and the other roles never make an item.
 */
import type { Context } from "../context";
import { draftProduct, type DraftProduct } from "../draft";
import { letters, type Line } from "../html-doc";
import { findAmounts, minorDigits, parseNumber, type FoundAmount } from "../money";
import { alt, words } from "../lexicon/index";
import { isColourAndSize, isVariantLine, nonItemRole } from "./roles";
import {
  bracketedArticle, bullet, countAfterUnit, countAtUnit, countBetween, countInUnitsAt, countWithUnit, describe, leadingArticle, leadingCount, leadingCounts, listNumbers, measureLine,
  productWords, qtyLabel, quantityLabelled, quantityOf, tillUnitAndTaxClass, trailingUnitArticle, trailQty, unitPriceLabel, withoutHeadings,
} from "./item-text";
import {
  allocation, aloneAmount, attribute, countBeforePrice, countColumnHeading, countIn, countOf, fullName, includedAmount, isDescription, isName, isTotalsLabel,
  itemLabelHead, labelledField, labelledName, marketing,
  perUnit, quantityLine, shippingMethodLine, soldBy, summaryEnd, summaryLine, taxClass, thresholdNote, withoutCount,
} from "./item-lines";
import { freeAlone, lineAmounts, priceAmounts, splitCount } from "./row-amounts";
import { amountOnly, labelKey, matchTotalLabel, priceWithNote } from "./total-labels";

/** "Größe: 43 · Menge: 1 · Art.-Nr. NI112O0KX": the options and count of the item named on the line above it. */
const optionsUnder = (lines: readonly Line[], k: number, consumedUpTo: number) =>
  k - 1 > consumedUpTo && /^[\p{L}.-]{2,20}\s?:\s*\S[^·|]{0,30}(?:\s·\s[^·|]{2,40})+$/u.test(lines[k].text)
  && lines[k - 1].cells.length === 1 && isDescription(lines[k - 1].text) && findAmounts(lines[k - 1].text, null).length === 0;

/** "Xbox Series X|S, Xbox One, PC – Cantidad: 1": what the item above runs on, then its count: no name of its own. */
const countAfterDash = new RegExp(String.raw`\s[–—-]\s(?:${qtyLabel})\s*[:：]?\s*\d{1,3}$`, "i");

/**
 * The start of the table cell a line goes on with ("continues"), when it names an item: the last cell of the first
 * line of the cut, a few lines up at most, with no amount and no role; its count from a cell before it ("1x") or a
 * "Quantity: 1" line within the cut.
 */
function cutCellStart(lines: Line[], i: number, after: number, summaryLines: Set<number>, inclusive = false): { name: string; qty: number | null } | null {
  if (!lines[i].continues) return null;
  // (inclusive: line i is itself the cut's last line, the price on the line under it)
  let k = inclusive ? i : i - 1;
  let qty: number | null = null;
  while (k > after && k >= i - 8 && lines[k].continues) {
    // ("Size: Large (+$2.00)": an add-on's surcharge in the cut is part of the item's block, not a price of its own)
    if (summaryLines.has(k) || priceAmounts(lines[k].text, null).length > 0) return null;
    if (quantityLabelled.test(lines[k].text)) qty = quantityOf(lines[k].text);
    k--;
  }
  if (k <= after || k < i - 8 || lines[k].continues || summaryLines.has(k)) return null;
  // ("Je betaling is gelukt" / "Hoi Bram," / "Je hebt … gekocht van Electro-Eddy." over "Prijs | € 95,00": a cell that greets
  // or tells in sentences is the message, not an item's block)
  for (let j = k + 1; j < i; j++) if (["greeting", "sentence"].includes(nonItemRole(lines[j].text) ?? "")) return null;
  // "ショップ：BEAMS" / "ブランド：BEAMS" / "Oxford Shirt": the cell's labelled fields above its name are no name
  // (and a label alone over the name: "You got:" over "Horizon Organic Whole Milk")
  // (and the greeting, the thanks, the order's number and date that open a message written as one cell: "Bedankt voor je
  // bestelling!" / "Hoi Sanne," / "Bestelnummer: 2814567293" over "Bosch GSR 18V-55 accuboormachine")
  const field = (l: Line) => l.cells.length === 1 && (/^[^\s:：]{1,12}\s?[:：]\s?\S/u.test(l.text) || /^[^:：\d]{2,20}[:：]$/u.test(l.text.trim())
    || nonItemRole(l.text) !== null);
  let first = k;
  while (first + 1 < (inclusive ? i + 1 : i) && field(lines[first])) first++;
  if (first > k && !field(lines[first])) k = first;
  const start = lines[k];
  let name = start.cells[start.cells.length - 1];
  // "Nike Sportswear" over "AIR MAX 90 - Sneaker low": a short brand line over the longer name is part of it
  const next = k + 1 < i || (inclusive && k + 1 === i) ? lines[k + 1] : null;
  // (a label over the name, "You got:", is no brand)
  if (next && next.cells.length === 1 && name.length <= 30 && name.split(" ").length <= 3 && !/[:：]$/.test(name.trim()) && next.text.length > name.length
    && next.text.toLowerCase() !== name.toLowerCase() && isDescription(next.text) && !isVariantLine(next.text) && !attribute.test(next.text)
    && nonItemRole(next.text) === null && quantityOf(next.text) === null) name = `${name} ${next.text}`;
  // (a short line over a longer one is a brand over its name, unless a count cell before it makes it the item's row:
  // "1x | Pizza Margherita" over "Ø 30cm, extra Käse | 9,50 €")
  // (or a count before the name in its own cell: "1× Pizza Diavola (32 cm)" over "Extra Mozzarella, scharf | 14,40 €")
  const counted = start.cells.slice(0, -1).some((c) => quantityOf(c) !== null) || /^\d{1,3}\s?[x×]\s?\p{L}/iu.test(name);
  if (!inclusive && !counted && name.length <= lines[i].cells[0].length && lines[i].cells.length > 1 && k === i - 1) return null;
  if (!isDescription(name) || nonItemRole(name) !== null || isVariantLine(name) || findAmounts(start.text, null).length > 0) return null;
  for (const c of start.cells.slice(0, -1)) qty = qty ?? quantityOf(c);
  return { name, qty };
}

/**
 * What a row says about whether the rows' leading numbers are counts (`leadingCounts`): its leading number when it has
 * no count of its own or that number is the count its prices give ("2 CAMPINA VLA VANILLE | 1,89 | 3,78"); null when
 * it has another count; undefined, no say, for a weighed row or a credit ("EMBALLAGEBON -1,85").
 */
function leadingCountVote(description: string, qty: number | null, total: number): RegExpExecArray | null | undefined {
  if (total < 0 || (qty !== null && !Number.isInteger(qty))) return undefined;
  const lead = leadingCount.exec(description);
  return qty === null || (lead && Number(lead[1]) === qty) ? lead : null;
}

/** An article code: one run of letters and digits with at least one of each ("CANPS330", "113CDXM800", "sloop1", "HOYA-UV58"). */
const articleCode = /^(?=\S*\d)(?=\S*\p{L})[\p{L}\d./_-]{3,20}$/u;

/** "Menge: 2 · Einzelpreis: 2,45 €", "Qty: 3 | Unit price: $1.95": a labelled count, then the rest of the line. */
const labelledCountFirst = new RegExp(String.raw`^(?:${qtyLabel})\.?\s*[:：]?\s*(\d{1,3})\s*[·|,;/–-]\s*(.+)$`, "i");

type Measure = { quantity: number; unitMinor: number };
/** Whether a count or weight at a unit price makes an item's line price (to a minor unit: weights are rounded). */
const makesPrice = (m: Measure, item: DraftProduct) => item.totalMinor !== null && Math.abs(Math.abs(item.totalMinor) - Math.round(m.quantity * m.unitMinor)) <= 1;
/** The item's count or weight and unit price (a returned deposit's unit price is negative like its line price). */
function withMeasure(item: DraftProduct, m: Measure): void {
  item.quantity = m.quantity;
  item.unitMinor = m.unitMinor * ((item.totalMinor ?? 0) < 0 ? -1 : 1);
}

/** "Balance Ball | 1 | $120.00": a row in an item table's layout, a name of two words or more in its own first cell, a count cell and a price. */
export const countedRow = (line: Line, ctx: Context): boolean => line.cells.length >= 3 && /^\p{L}[^:]{2,60}$/u.test(line.cells[0].trim())
  && /\p{L}\s+\p{L}/u.test(line.cells[0]) && findAmounts(line.cells[0], null).length === 0 && line.cells.slice(1, -1).some((c) => /^\d{1,3}$/.test(c.trim()))
  && priceAmounts(line.cells[line.cells.length - 1], ctx.amountHint).some((a) => a.minor > 0);
/**
 * "Gift Card | 1 | $50.00", "Savings Jar | 1 | $12.00": such a row whose name begins like a totals label, on a row the
 * totals did not claim, is an item's (a totals line prints no count of its own).
 */
const countedName = (line: Line, ctx: Context): boolean => countedRow(line, ctx)
  && (summaryLine.test(labelKey(line.cells[0])) || marketing.test(labelKey(line.cells[0])) || isTotalsLabel(line.cells[0]));

export function scanLines(ctx: Context, start: number, end: number, summaryLines: Set<number>, inline: boolean): DraftProduct[] {
  const lines = ctx.lines;
  const products: DraftProduct[] = [];
  const counts: Array<RegExpExecArray | null | undefined> = [];
  let consumedUpTo = start - 1;
  let lastPositive = false;
  let lastItemLine = -1;
  let pendingMeasure: (Measure & { line: number }) | null = null;
  for (let i = start; i < end; i++) {
    const line: Line = lines[i];
    if (summaryLines.has(i) || line.text.length > 250) continue;
    const first = labelKey(withoutHeadings(line.cells[0] ?? ""));
    // "Kirkland Olive Oil, 2 L" over "Delivery & Handling: Included | 1171297 | 1 | $29.99 | $29.99": a price row that
    // opens with the item's own delivery terms (a totals word and a word for its value, no amount) is the name's row
    // (or with the service it is, in the item table's count column: "Wall mount your TV" over "Delivery & installation
    // service | 1 | £99.00")
    const termsRow = line.cells.length > 2 && (/^[^:\d]{3,40}:\s*\p{L}[\p{L} ]{0,20}$/u.test(line.cells[0].trim())
      || (/^[^:\d]{3,40}$/u.test(line.cells[0].trim()) && summaryLine.test(first) && line.cells.slice(1, -1).some((c) => /^\d{1,3}$/.test(c.trim())))) && i - 1 > consumedUpTo && !summaryLines.has(i - 1)
      && lines[i - 1].cells.length === 1 && isDescription(lines[i - 1].text) && findAmounts(lines[i - 1].text, null).length === 0
      && priceAmounts(line.cells[line.cells.length - 1], ctx.amountHint).length > 0;
    if (shippingMethodLine(line)) continue;
    // ("Air Max 90 Leather Sneakers" / "Standard delivery" / "$120.00": the item's delivery service between its name and
    // its price, no totals line of the order's)
    const serviceUnderName = line.cells.length === 1 && findAmounts(line.text, null).length === 0 && i - 1 > consumedUpTo && !summaryLines.has(i - 1)
      && lines[i - 1].cells.length === 1 && isDescription(lines[i - 1].text) && findAmounts(lines[i - 1].text, null).length === 0 && !summaryLine.test(labelKey(lines[i - 1].text))
      && i + 1 < end && !summaryLines.has(i + 1) && aloneAmount(lines[i + 1].text, ctx);
    if (serviceUnderName && summaryLine.test(first)) continue;
    // ("Versand durch: Zalando | 139,95 €": who ships the item is no summary line, whatever word opens it)
    if (!termsRow && !countedName(line, ctx) && !soldBy.test(line.cells[0] ?? "") && (summaryLine.test(first) || marketing.test(first) || (first.length < 40 && summaryEnd.test(first)))) { consumedUpTo = i; continue; }
    // "12 Main St | TOTAL | $10.98": a header row's cells beside a totals label, the amount is that label's
    // (an invoice row's tax-type cell, "… | VAT | 23 % | 1,69 | 7,37 PLN", is followed by a rate, not by an amount)
    if (line.cells.slice(1).some((c, k) => c.length < 30 && matchTotalLabel(labelKey(c)) !== null && findAmounts(c, null).length === 0
      && findAmounts(line.cells[k + 2] ?? "", null).length > 0)) { consumedUpTo = i; continue; }
    // a payment line, a greeting or a link beside an amount ("American Express x-1234   $50.00") is no item, nor is a
    // company-register line's share capital
    // ("11/18/25 | Room Charge | 189.00": a folio's or statement's date column before the description is no role of the row's)
    const dateColumn = line.cells.length >= 3 && (line.cells[0] ?? "").trim().length <= 12 && nonItemRole(line.cells[0]) === "date" && isDescription(line.cells[1]);
    const role = dateColumn ? null : nonItemRole(line.cells[0] ?? "");
    // "Ђ | О-ПДВ | 20,00% | 36,66", "B | MwSt 7% | 0,45": a VAT table's row (a tax name beside its class letter, rate
    // and amounts) is no item, nor does the table's heading above it name one
    if (line.cells.some((c) => nonItemRole(c) === "tax") && line.cells.every((c) => letters(c) <= 2 || nonItemRole(c) === "tax")) { consumedUpTo = i; continue; }
    // "Procreate<br>iPad<br>Report a Problem | $12.99": the price beside the end of a cut cell is the item's whose name starts it
    const cut = role !== null && line.cells.length > 1 ? cutCellStart(lines, i, consumedUpTo, summaryLines) : null;
    // (a subscription's schedule under its item's name is part of that item's block: the price below still reaches the name)
    // (nor do the item's own numbers, "Item ID: 1865…", "Order number: 12-34567-89012", between its name and its price)
    // (nor does the item's delivery date under its name, "配達日時：2024年03月15日", "Arrives Mon, Mar 18")
    // (the name above it, its count or unit price below it with no name of their own)
    const next = lines[i + 1]?.text ?? "";
    // ("iCloud+ with 2 TB" / "Monthly" / "Renews Mar 9, 2025" / "$9.99": a renewal date under the item's schedule, its price below)
    const itemDate = role === "date" && i - 1 > consumedUpTo && lines[i - 1].cells.length === 1
      // (or under another of the item's labelled fields: "出荷日: 1〜2営業日" / "お届け予定日: 2026/01/16" / "179,800円")
      && (isDescription(lines[i - 1].text) || nonItemRole(lines[i - 1].text) === "schedule" || labelledField(lines[i - 1]))
      && (quantityLabelled.test(next) || unitPriceLabel.test(next) || (lines[i + 1]?.cells.length === 1 && amountOnly.test(next.trim())));
    // "Premium Family" over "Period: Nov 14 – Dec 13 | $19.99", "Teak Side Table" over "Sold by Vintage Finds | $85.00": a
    // price row that opens with the item's billing period or seller, under the item's name on a line of its own
    // ("Cozy Axolotl Sticker" over "by minnowmade · Small, Matte | Qty 3 | $6.87": the maker's byline opens the price row)
    // ("PARIS LYON" over "4 passagers | 315,50 €": how many travel opens the journey's price row)
    const detailRow = termsRow || line.cells.length > 1 && (role === "date" || role === "byline" || role === "gift" || countedParty(line.cells[0]) || soldBy.test(line.cells[0]) || countAfterDash.test(line.cells[0])) && !summaryLines.has(i - 1)
      && lines[i - 1]?.cells.length === 1 && findAmounts(lines[i - 1].text, null).length === 0
      && ((i - 1 > consumedUpTo && (isDescription(lines[i - 1].text) || quantityLabelled.test(lines[i - 1].text))) || optionsUnder(lines, i - 1, consumedUpTo))
      && priceAmounts(line.cells[line.cells.length - 1], ctx.amountHint).length > 0;
    if (!cut && !detailRow && ((role !== null && role !== "sentence") || nonItemRole(line.text) === "legal")) { if (!underName.has(role ?? "") && role !== "identifier" && !itemDate && !line.continues) consumedUpTo = i; continue; }
    // "4 Stk x 0,29", "0,832 kg x 1,59 EUR/kg", "2 @ 1.25": a till's count or weight and unit price on a line of its own,
    // the item's whose price they make: the item above (most tills), else the one below (some print it first)
    // "Widget" / "$12.00 x 2" / "$24.00": the unit price and the count on a line of their own, between the name above and
    // the line price below; the item is the next line's
    const times = line.cells.length === 1 ? /^(.+?)\s*[x×]\s*(\d{1,3})$/.exec(line.text) : null;
    const timesAmount = times ? priceAmounts(times[1], ctx.amountHint) : [];
    if (times && timesAmount.length === 1 && timesAmount[0].index === 0 && timesAmount[0].end >= times[1].trimEnd().length) {
      pendingMeasure = { quantity: Number(times[2]), unitMinor: Math.abs(timesAmount[0].minor), line: i };
      continue;
    }
    // "Menge: 2 · Einzelpreis: 2,45 €" over "4,90 €": the count and one unit's price on a line of their own, the line price
    // that they make on the next; the item is the next line's
    const countThenUnit = line.cells.length === 1 ? labelledCountFirst.exec(line.text) : null;
    const unitAmount = countThenUnit ? priceAmounts(countThenUnit[2], ctx.amountHint) : [];
    const lineUnder = lines[i + 1];
    if (countThenUnit && unitAmount.length === 1 && unitPriceLabel.test(countThenUnit[2].slice(0, unitAmount[0].index).trim()) && lineUnder?.cells.length === 1
      && amountOnly.test(lineUnder.text.trim())) {
      const quantity = Number(countThenUnit[1]);
      const lineMinor = priceAmounts(lineUnder.text, ctx.amountHint)[0]?.minor;
      if (lineMinor !== undefined && Math.abs(Math.abs(lineMinor) - quantity * Math.abs(unitAmount[0].minor)) <= 1) {
        pendingMeasure = { quantity, unitMinor: Math.abs(unitAmount[0].minor), line: i };
        continue;
      }
    }
    // ("150g×3" under a name: three packs of 150 g, no weight at a rate: a weight's rate prints its cents or its currency)
    // ("Żarówka LED E27" / "6 szt. × 8,49 zł" / "50,94 zł": a count in units and the unit price between an unpriced name
    // above and the line price alone below)
    const inUnits = countInUnitsAt.test(line.text);
    const nameOverPrice = inUnits && i - 1 > consumedUpTo && !summaryLines.has(i - 1) && lines[i - 1].cells.length === 1 && isDescription(lines[i - 1].text)
      && findAmounts(lines[i - 1].text, null).length === 0 && lines[i + 1]?.cells.length === 1 && aloneAmount(lines[i + 1].text, ctx);
    const atUnit = countAtUnit.exec(line.text) ?? (nameOverPrice ? countInUnitsAt.exec(line.text) : null);
    const unitLine = atUnit && /\d\s*(?:kg|g|lbs?|oz)\.?\s*[x×@]\s*$/i.test(atUnit[0]) && !/^[$€£¥]?\s?\d+[.,]\d/.test(line.text.slice(atUnit[0].length)) ? null : atUnit;
    // (the unit price read as a number: "1,59 EUR/kg" is a rate, which the amount reader leaves out)
    // ("2.14 lb x $0.69 / lb": a weight's rate may carry its currency sign)
    const rate = unitLine ? line.text.slice(unitLine[0].length).replace(/\d\s*(?:kg|g|lbs?|oz)\s*[x×@]\s*$/i.test(unitLine[0]) ? /^[$€£¥]\s?/ : /^$/, "") : "";
    const unitPrice = unitLine ? parseNumber(/^[\d.,]+/.exec(rate)?.[0] ?? "", minorDigits(ctx.currencyHint)) : null;
    // ("2.14 lb @ 0.89 /lb   1.90" under "ORGANIC BANANAS": a measure with its own line price is that item's row, read below)
    const rowMeasure = unitLine && unitPrice !== null && lineAmounts(line, ctx.amountHint).some((a) => a.index > unitLine[0].length + 2)
      ? { quantity: Number(unitLine[1].replace(",", ".")), unitMinor: unitPrice } : null;
    // ("Pull en laine mérinos" / "2 x 15,00 €" / "Bonnet côtelé": a count times one unit's price under an unpriced name,
    // with no line price under it, is that name's row, its line price the two multiplied)
    const lastAbove = lastItemLine === i - 1;
    const ownRow = unitLine !== null && !lastAbove && i - 1 > consumedUpTo && !summaryLines.has(i - 1) && lines[i - 1].cells.length === 1
      && isDescription(lines[i - 1].text) && findAmounts(lines[i - 1].text, null).length === 0 && !(lines[i + 1] && aloneAmount(lines[i + 1].text, ctx))
      && /^\d{1,3}$/.test(unitLine[1]) && !/\d\s*(?:kg|g|lbs?|oz)/i.test(unitLine[0]);
    if (unitLine && unitPrice !== null && !rowMeasure && !ownRow) {
      const measure = { quantity: Number(unitLine[1].replace(",", ".")), unitMinor: unitPrice };
      const above = lastItemLine === i - 1 ? products[products.length - 1] : undefined;
      if (above && makesPrice(measure, above)) { withMeasure(above, measure); lastItemLine = i; } else pendingMeasure = { ...measure, line: i };
      // (and leave the name above to that price)
      if (above || !nameOverPrice) consumedUpTo = i;
      continue;
    }
    const amounts = splitCount(line.text, lineAmounts(line, ctx.amountHint), ctx.amountHint);
    if (amounts.length === 0) continue;
    // "Free with orders over £35" between "1xMango Lassi" and "£0.00": a threshold's amount in a note is no price
    if (thresholdNote(line, amounts)) continue;
    // "SPRING10 (-$17.80)" between "Merino Crew Sweater × 2" and "$160.20": a discount code's share of the item above, no
    // row of its own (the name above stays the line price's)
    if (allocation(line, amounts)) continue;
    // "Article 902.145.73 · Éco-part. incluse : 3,20 €/pce" under the name: an amount the item's price includes, no row
    if (includedAmount(line, amounts)) continue;
    // "We charged $128.81 to your card ending in 1234...": an amount inside a sentence is not an item's price
    // (but "£33.97 Including booking fee" is a price with a note of what it includes)
    if (line.cells.length === 1 && letters(line.text.slice(amounts[amounts.length - 1].index)) > 15 && !priceWithNote(line.text, ctx.amountHint)) continue;
    // ("As an apology, we've added R50 credit to your account, valid on orders over R300.": a sentence's amounts, none a price)
    if (line.cells.length === 1 && role === "sentence" && letters(line.text.slice(0, amounts[0].index)) > 15) continue;
    if (line.cells.length > 1 && line.cells.some((c) => { const a = findAmounts(c, ctx.amountHint); return a.length > 0 && letters(c.slice(a[a.length - 1].index)) > 15; })) continue;
    const rowName = nameOfRow(ctx, i, amounts, { after: consumedUpTo, summaryLines, cut, detailRow, inline, pendingLine: pendingMeasure?.line });
    const { description, vatRow, tillMarked } = rowName;
    // "価格:520円x1" under "８枚": the count after the unit price is the row's, whatever a line between printed
    const timesAfter = line.cells.length === 1 && amounts.length === 1 ? countAfterUnit.exec(line.text.slice(amounts[0].end)) : null;
    let qty = timesAfter ? Number(timesAfter[1]) : rowName.qty;
    consumedUpTo = i;
    if (!description || description.length > 200) continue;
    // "1,200円 × 2 = 2,400円", "$4.00 x 3 $12.00": the count between the unit price and the line price
    if (qty === null && amounts.length > 1) {
      const between = countBetween.exec(line.text.slice(amounts[0].end, amounts[amounts.length - 1].index));
      if (between) qty = Number(between[1]);
    }
    // "単価：￥1,620" then "数量：2": a labelled quantity on the line under the price is the row's
    const below = qty === null && lines[i + 1] && !summaryLines.has(i + 1) ? quantityLine.exec(lines[i + 1].text.trim()) : null;
    if (below) { qty = Number(below[1]); consumedUpTo = i + 1; }
    // "Spring sale  -$28.00" right after an item of positive price: a reduction of that item, never an item of its own
    // (a refund that lists every item negative keeps them)
    const negative = amounts[amounts.length - 1].minor < 0;
    // (a till's negative row with its tax class, "LEERG. MW V. ST -0,30 A", is a returned deposit: an item of its own)
    const tillReturn = negative && tillMarked;
    // ("**** VOIDED ITEM HASS AVOCADO  -0.79", "STORNO LINDT EXCELL.70%  -2,49": a till taking back a line it rang up takes
    // that item away, and is no item itself)
    const voided = negative ? voidLine.exec(description) : null;
    if (voided) {
      const name = compactName(description.slice(voided[0].length));
      const k = products.findLastIndex((p) => compactName(p.description) === name && p.totalMinor === Math.abs(amounts[amounts.length - 1].minor));
      if (k >= 0) { products.splice(k, 1); counts.splice(k, 1); }
      consumedUpTo = i;
      continue;
    }
    if (negative && lastPositive && !tillReturn) { consumedUpTo = i; continue; }
    const priced = rowPrice(line, amounts, qty, !!vatRow, tillReturn);
    qty = priced.qty;
    const { unit, total } = priced;
    // "Sos do wyboru: BBQ  0.00" under a priced item: a free choice made for that item, not an item of its own
    if (total === 0 && lastPositive && /^[^:]{2,40}:\s*\S/.test(description)) { consumedUpTo = i; continue; }
    const settled = settleCount(line, amounts, qty, unit, total);
    qty = settled.qty;
    const { quantity, unitOfOne } = settled;
    counts.push(leadingCountVote(description, qty, total));
    // "Erstatteter Artikel: Messing-Tischleuchte": the label in front of the name is no part of it; a fiscal till's unit
    // and tax class after it ("Stolnjak BLOMME/KOM (Ђ)") neither
    // ("↳ 2-Year Protection Plan": an arrow that hangs a plan or an add-on under the item above is no part of its name)
    let named = description.replace(/^[↳⤷└]\s*/u, "").replace(itemLabelHead, "").replace(tillUnitAndTaxClass, "").trim() || description;
    const leading = leadingArticle.exec(named);
    // "Beskvasni hleb/KOM/7011623 (Е)": the unit and the article number after the name
    const trailing = trailingUnitArticle.exec(named) ?? bracketedArticle.exec(named);
    const article = leading?.[1] ?? leading?.[2] ?? trailing?.[1] ?? null;
    if (leading) named = named.slice(leading[0].length).trim();
    else if (trailing) named = named.slice(0, trailing.index).trim();
    products.push(draftProduct(fullName(ctx, named), total, { quantity, unitMinor: unitOfOne ?? undefined, url: line.links[0], productNumber: article }));
    if (rowMeasure && makesPrice(rowMeasure, products[products.length - 1])) withMeasure(products[products.length - 1], rowMeasure);
    if (pendingMeasure?.line === i - 1 && makesPrice(pendingMeasure, products[products.length - 1])) withMeasure(products[products.length - 1], pendingMeasure);
    pendingMeasure = null;
    lastItemLine = i;
    lastPositive = !negative;
  }
  leadingCounts(products, counts);
  listNumbers(products);
  return products;
}

/**
 * The name and count of a price row: from a cell of its own (a labelled name, a till's first cell, a VAT table's row, a
 * name and count before the price, a name and price in one run of text), from the start of the table cell the row
 * ends, from the lines above it, or from its picture's title. With whether its price carries a till's tax class and
 * whether it is a VAT table's row (its unit prices net and gross).
 */
function nameOfRow(ctx: Context, i: number, amounts: readonly FoundAmount[], scan: RowScan): { description: string | null; qty: number | null; vatRow: boolean; tillMarked: boolean } {
  const { after, summaryLines, cut, detailRow, inline, pendingLine } = scan;
  const lines = ctx.lines;
  const line = lines[i];
  let description: string | null = null;
  let qty: number | null = null;
  // "Espresso Blend 1kg" over "Mahlgrad: ganze Bohne | 2 | 39,80 €": a row whose first cell is one attribute ("Label: value")
  // under a name line of its own is that name's row
  const above = lines[i - 1];
  // ("[Botanical Card Set](https://…)" over "Set of 8 | 2 | $36.00": under a product's link, a short option in the row's
  // first cell, three words at most, is that product's row too)
  const nameLineAbove = i - 1 > after && above !== undefined && !summaryLines.has(i - 1) && above.cells.length === 1 && isDescription(above.text)
    && findAmounts(above.text, null).length === 0;
  // (an option: a count or size in it, "Set of 8", "500 g", or a variant, "Navy - M"; never under a question or a sentence)
  const optionUnderLink = nameLineAbove && above.links.length > 0 && line.cells.length > 1 && line.cells[0].trim().split(/\s+/).length <= 3
    && line.cells[0].length < above.text.length && (/\d/.test(line.cells[0]) || isVariantLine(line.cells[0])) && !/[?!.:]$/.test(above.text.trim())
    && nonItemRole(above.text) === null;
  const attributeRow = detailRow || optionUnderLink || line.cells.length > 1 && /^[\p{L}-]{2,20}:\s*\S/u.test(line.cells[0]) && !itemLabelHead.test(line.cells[0]) && nameLineAbove;
  // "Water Bottle 32oz<br>Black | x2 | $15.96", "Board - Walnut<br>Size: Large<br>…<br>Price: $58.00": the short rest
  // of a cell cut by breaks is the item's variant or details, the cell's start its name
  const head = line.cells.length === 1 ? line.text.slice(0, amounts[0].index) : "";
  // (a long last line of the cell too: "<a>Cookware Set</a><br>Qty: 1<br>Free returns until April 12, 2024 | $39.97")
  const cellStart = cut ?? ((line.cells.length > 1 && (line.cells[0].length <= 30 || !!line.continues)) || (line.cells.length === 1 && !isName(head.trim()))
    ? cutCellStart(lines, i, after, summaryLines) : null);
  if (cellStart) { const d = describe(cellStart.name); description = d.description; qty = d.qty ?? cellStart.qty; }
  // ("9450 | WORLDWIDE | Pure Protein Bar - Blueberry Cheese": a brand's one word in capitals in its own column gives
  // way to the name in the next)
  let brandCell = false;
  // ("113CDXM800 | Sony CDX-M800 CD receiver | 1 | 299.95", "sloop1 | 2 | 24.00 | 48.00 | Sweet Sloops, 1 lb. box": an
  // article code in a cell of its own names no item when another cell of the row holds a name of several words)
  let wordedRow: boolean | undefined;
  const worded = () => (wordedRow ??= line.cells.some((c) => /\S\s+\S/.test(c.trim()) && isDescription(c) && !isVariantLine(c)));
  for (const cell of line.cells) {
    if ((attributeRow || cellStart) && cell === line.cells[0]) { qty = qty ?? countOf(cell); continue; }
    if (articleCode.test(cell.trim()) && worded()) continue;
    // "Item: CANON EF 50 1.8 II | Qty: 1 | Price: $84.35": a labelled name in a cell of the price's row
    const labelledCell = !description && line.cells.length > 1 ? labelledName({ text: cell, cells: [cell], links: [] }) : null;
    if (labelledCell) { description = labelledCell; continue; }
    // "Space Engineers 2 (Steam) US$29.99 | Sales tax rate 13%": a name with its price at the end of its cell, a note of
    // the row in the next, is named by that cell's start
    // (the row's only price: "PFAND 0,48 EUR | 0,48 B" prints a unit price in its name, the line price after it; never a
    // sentence's end, "… 888900054782567. Nous avons facturé 21,86 $")
    const inCell = !description && line.cells.length > 1 ? priceAmounts(cell, ctx.amountHint) : [];
    const later = line.cells.slice(line.cells.indexOf(cell) + 1).some((c) => priceAmounts(c, ctx.amountHint).length > 0);
    const nameBefore = inCell.length === 1 && !later && !cell.slice(inCell[0].end).trim() ? cell.slice(0, inCell[0].index).trim() : "";
    if (nameBefore && !/[.!?]\s/.test(nameBefore) && isDescription(nameBefore) && !isVariantLine(nameBefore) && nonItemRole(nameBefore) === null) {
      const d = describe(nameBefore); description = d.description; qty = d.qty ?? qty;
      continue;
    }
    // "Large / Amber | $48.00": a variant beside the price names no item, its name is on the line above
    // (a free item's price in words, "Free", "Gratis", names nothing)
    if ((!description || brandCell) && isDescription(cell) && !isVariantLine(cell) && !isColourAndSize(cell) && !(brandCell && !/\s/.test(cell.trim())) && !freeAlone.test(cell)) {
      const d = describe(cell); description = d.description; qty = d.qty ?? qty;
      brandCell = !brandCell && line.cells.length >= 4 && /^[\p{Lu}&'-]{2,20}$/u.test(cell.trim());
      continue;
    }
    qty = qty ?? countOf(cell);
  }
  // a till's tax class after the row's price ("0,30 A *", "1,09 B")
  const tillMarked = taxClass.test(line.text.slice(amounts[amounts.length - 1].end).trim().replace(/\s*\*$/, ""));
  // "PFAND 0,15 EUR | 0,30 A *": a till's row (its price with the tax class in a cell of its own) is named by its first
  // cell, even one that prints a price of its own
  if (!description && line.cells.length >= 2 && tillMarked
    && priceAmounts(line.cells[line.cells.length - 1], ctx.amountHint).length > 0 && letters(line.cells[0]) >= 3 && nonItemRole(line.cells[0]) === null
    && !isTotalsLabel(line.cells[0]) && !summaryLine.test(labelKey(line.cells[0]))) description = describe(line.cells[0]).description;
  if (!description && !attributeRow && countedName(line, ctx) && nonItemRole(line.cells[0]) === null) description = describe(line.cells[0]).description;
  // "Kebab box 8% 1 86.11 93.00 93.00": a VAT table's row in one run of text, the name before the rate and count
  const vatRow = !description && line.cells.length === 1 && amounts.length >= 2 && letters(line.text.slice(amounts[0].index)) <= 3
    ? /^(.{3,120}?)\s+\d{1,2}(?:[.,]\d{1,2})?\s?%(?:\s+(\d{1,3}))?$/.exec(line.text.slice(0, amounts[0].index).trim()) : null;
  if (vatRow && isName(vatRow[1])) { description = vatRow[1]; qty = vatRow[2] ? Number(vatRow[2]) : qty; }
  // "2 x Widget @ $12.00 = $24.00", "Widget @ $12.00 x 2 = $24.00", "1 Wonton Soup $8.00 x 1 = $8.00": a count, a name,
  // the unit price and the line price
  const atEquals = !description && line.cells.length === 1 && amounts.length === 2
    && /^\s*(?:[x×]\s*\d{1,3}\s*)?=\s*$/.test(line.text.slice(amounts[0].end, amounts[1].index))
    ? /^(.{3,120}?)\s*(?:@|à)?\s*$/.exec(line.text.slice(0, amounts[0].index)) : null;
  // ("1 szt. x 189,00 zł = 189,00 zł" under the name: a count alone before the two prices leaves the name to the line above)
  const countAlone = atEquals ? countInUnitsAt.exec(atEquals[1]) ?? countAtUnit.exec(atEquals[1]) : null;
  if (countAlone && !atEquals![1].slice(countAlone[0].length).trim() && /^\d{1,3}$/.test(countAlone[1])
    && Math.abs(Number(countAlone[1]) * Math.abs(amounts[0].minor) - Math.abs(amounts[1].minor)) <= 1) qty = Number(countAlone[1]);
  else if (atEquals && isDescription(describe(atEquals[1]).description)) {
    const d = describe(atEquals[1]);
    qty = d.qty ?? (Number(/[x×]\s*(\d{1,3})/.exec(line.text.slice(amounts[0].end, amounts[1].index))?.[1]) || null);
    // ("1 Wonton Soup $8.00 x 1 = $8.00": the count before the name is the one after the unit price)
    description = qty !== null && d.qty === null ? d.description.replace(new RegExp(`^${qty}\\s+(?=\\p{L})`, "u"), "") : d.description;
  }
  // "후라이드 치킨 1개 18,000원", "牛肉面 ×1 ¥28.00", "Widget x2 $24.00": a name and its count before the price in one run of
  // text names itself (never the line above)
  // ("Espresso Milano 1 kg X 2 = 51,80 €", "Kallocain × 1 = 89,00 kr": a shop system's plain text puts "=" before the line price)
  const countRow = !description && line.cells.length === 1 && amounts.length === 1 ? countBeforePrice.exec(line.text.slice(0, amounts[0].index).trim().replace(/\s*=$/, "")) : null;
  // "Dockside Pro - 1 year licence (5 seats) 1 €69.00" under "Product Qty Price": the bare number before the price is the
  // count column's
  const countColumn = !description && !countRow && line.cells.length === 1 && amounts.length === 1 && lines.slice(Math.max(0, i - 15), i).some((l) => countColumnHeading(l.text))
    ? /^(.{3,120}?)\s+(\d{1,3})$/.exec(line.text.slice(0, amounts[0].index).trim()) : null;
  if (countColumn && isDescription(countColumn[1])) { description = describe(countColumn[1]).description; qty = Number(countColumn[2]); }
  if (countRow && isDescription(countRow[1]) && !/[:：]/.test(countRow[1])) { description = countRow[1].replace(bullet, ""); qty = Number(countRow[2] ?? countRow[3]); }
  // "Item: Blue mug 12.00 USD": a labelled name on the price's own line, whatever stands above it
  const labelledHere = !description && line.cells.length === 1 && itemLabelHead.test(line.text);
  // "Milch 1,09 A": a till's row, its name and price in one run with the tax class after, names itself (never the line above)
  const tillRow = !description && line.cells.length === 1 && amounts.length === 1 && taxClass.test(line.text.slice(amounts[0].end).trim());
  // "1 - 1012997426 RICKEY HENDERSON * PSA 9 $21.50": a count and a dash before the name in one run names the row itself
  // ("2x Hand-Bound Guest Book for $38.00 each", "2 x Hoya UV Filter (HOYA-UV58) = $39.00": a count with its sign, the
  // price after "=", or one unit's price after "for" with "each")
  const countLead = line.cells.length === 1 && /^\d{1,3}(?:\s[-–x×]|[x×])\s+\S/.test(line.text);
  // "2 x Croissant au beurre 1,30 € 2,60 €": a count with its sign, the name, one unit's price and the line price that
  // they make, in one run of text, names itself
  const unitThenLine = !description && countLead && amounts.length === 2 && !line.text.slice(amounts[0].end, amounts[1].index).trim()
    ? /^(\d{1,3})\s?[-–x×]\s+(\S.*)$/.exec(line.text.slice(0, amounts[0].index).trim()) : null;
  if (unitThenLine && isDescription(unitThenLine[2]) && Math.abs(Number(unitThenLine[1]) * Math.abs(amounts[0].minor) - Math.abs(amounts[1].minor)) <= 1) {
    description = describe(unitThenLine[2].replace(unitWordAtEnd, "")).description; qty = Number(unitThenLine[1]);
  }
  if ((labelledHere || tillRow || countLead || (!description && inline)) && line.cells.length === 1 && amounts.length === 1) {
    // "YouTube Premium (YouTube) $11.99/month": name and price in one run of text
    // "2 × Linen Tote Bag — $48.00": the dash or colon between the name and its price is not part of the name
    const tail = line.text.slice(amounts[0].end).trim().replace(/^(?:[A-Z]{2,3}\b|M\.N\.)/, ""); // "EUR", "MN": a currency after the amount
    const each = countLead && perUnit.test(` ${tail}`) && /^\S+\s*$/.test(tail);
    const bare = line.text.slice(0, amounts[0].index).trim().replace(itemLabelHead, "").replace(/\s*(?:[—–:=-]|(?:[.·…_]\s?){3,})$/, "").trim();
    const head = each ? bare.replace(/\s+for$/i, "") : bare;
    if ((/^(?:\/\s?(?:month|mo|year|yr|week)|per (?:month|year))?\s*$/i.test(tail) || taxClass.test(tail) || each) && isDescription(head) && /[\p{L}\d)\]」』"”%]$/u.test(head) &&
      !/\b(?:of|for|to|at|is|was|by|with|from|on|in|and|charged|paid|amount|price|cost)\s*$/i.test(head)) {
      const lead = countLead ? /^(\d{1,3})(?:\s[-–x×]|[x×])\s+(?:\d{6,}\s+)?(\S.*)$/.exec(head) : null;
      const d = describe(lead ? lead[2] : head); description = d.description; qty = d.qty ?? (lead ? Number(lead[1]) : qty);
    }
  }
  // "Trail Runner Jacket" / "SKU: …" / "Color" / "Black" in one cell, then the count and price cells: the line above
  // ends a cut cell, whose start names the item
  if (!description && line.cells.every((c) => !isDescription(c)) && lines[i - 1]?.continues && i - 1 > after) {
    const above = cutCellStart(lines, i - 1, after, summaryLines, true);
    if (above) { const d = describe(above.name); description = d.description; qty = qty ?? d.qty ?? above.qty; }
  }
  // ("PARIS AVIGNON" over "4 passagers | 378,00 €": the journey's name right above a row that opens with how many travel,
  // whatever line stands above it)
  if (!description && line.cells.length > 1 && countedParty(line.cells[0]) && nameLineAbove) description = above.text.trim();
  if (!description) ({ description, qty } = nameAbove(lines, i, after, summaryLines, pendingLine, qty));
  // "[image: Brass Candle Holder] | Qty 1 | $32.00": a row that names its item only by its picture's alt text
  if (!description && line.titles?.length && line.cells.every((c) => !isDescription(c))) {
    // (the sender's own logo, "Cash App" over "$18.50", names no item; nor does an icon, "cplus icon" beside "You have saved …")
    const sender = (ctx.sender.name ?? "").replace(/^"|"$/g, "").trim().toLowerCase();
    const title = line.titles.find((t) => isDescription(t) && t.length <= 120 && t.trim().toLowerCase() !== sender && !/\b(?:logo|icon|banner|avatar)s?\b/i.test(t));
    if (title) description = describe(title).description;
  }
  return { description, qty, vatRow: !!vatRow, tillMarked };
}

/** Whether a name without a label or an amount stands right above the labelled fields that end at line `k`. */
function nameOverFields(lines: Line[], k: number, after: number): boolean {
  for (let j = k - 1; j > after && j >= k - 6; j--) {
    if ((labelledField(lines[j]) && !labelledName(lines[j])) || cellField(lines[j])) continue;
    // ("Producto: Queso de cabra curado" over "Referencia: QCG-1000": a labelled name over the item's fields)
    if (labelledName(lines[j])) return true;
    return lines[j].cells.length === 1 && isDescription(lines[j].text) && !/[:：]/.test(lines[j].text) && findAmounts(lines[j].text, null).length === 0;
  }
  return false;
}

/** A till's word for a line taken back, before the name it cancels (lexicon/ products.voidWord). */
const voidLine = new RegExp(String.raw`^[*\s]*(?:${alt(words((l) => l.products?.voidWord))})(?![\p{L}\p{N}])[\s:*-]*`, "iu");
const compactName = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** What the scanner knows of the lines around a price row when naming it. */
type RowScan = {
  after: number; summaryLines: Set<number>; cut: { name: string; qty: number | null } | null; detailRow: boolean; inline: boolean;
  pendingLine: number | undefined;
};

/** "Membership | YouTube Premium (Family)", "Piano | Google One 100 GB": a plan's or an item's label and the name in two cells. */
const pairLabel = new RegExp(String.raw`^(?:${productWords("itemLabel")}|${productWords("planLabel")})\s*[:：]?$`, "iu");
function labelledPair(line: Line): string | null {
  return line.cells.length === 2 && pairLabel.test(line.cells[0].trim()) && isDescription(line.cells[1]) ? describe(line.cells[1]).description : null;
}

/** "je", "à", "@" at the end of a name before one unit's price (lexicon/ products.perUnitBefore). */
const unitWordAtEnd = new RegExp(String.raw`\s+(?:${productWords("perUnitBefore")})$`, "iu");

/** "Produkty:", "Items:", "Artikel:": the heading of an item list, a word of the item label or the table's heading and its plural. */
const itemsHeading = new RegExp(String.raw`^(?:${productWords("itemLabel")}|${productWords("tableHeading")})\p{L}{0,3}\s*[:：]$`, "iu");

/** "Estampa | Flores Azuis", "Material | Cotton": a short label in a cell of its own and a short value in words (no count, no amount). */
const cellField = (line: Line): boolean => line.cells.length === 2 && /^\p{L}[\p{L}.'’ -]{1,20}$/u.test(line.cells[0].trim()) && line.cells[1].trim().length <= 30
  && letters(line.cells[1]) >= 1 && findAmounts(line.text, null).length === 0 && !itemLabelHead.test(line.cells[0]);
/** "Price", "Preis", "Prezzo" alone on a line (lexicon/ products.priceWord). */
const priceWordAlone = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.priceWord))})\s*[:：]?$`, "i");
/** "Taglia", "Colour", "Größe": a cell that is a size's or colour's label alone (lexicon/ products.variantLabel). */
const variantLabelCell = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.variantLabel))})\s*[:：]?$`, "iu");
/** The roles of lines printed between an item's name and its price (never the name themselves). */
const underName = new Set<string>(["schedule", "navigation", "device", "badge", "byline", "gift"]);
/** "4 passagers", "2 adults": how many travel, a count before a party word (roles.ts), in a price row's first cell. */
const countedParty = (cell: string): boolean => /^\d/.test(cell.trim()) && nonItemRole(cell) === "party";

/**
 * The name of a price row that names nothing itself, a few lines above it, past the lines an item's block puts between
 * its name and its price (its count, numbers, add-ons, attributes, variant, schedule, delivery date); with the count
 * one of those lines prints. `skip` is a line of the unit price and count already read.
 */
function nameAbove(lines: Line[], i: number, after: number, summaryLines: Set<number>, skip: number | undefined, count: number | null): { description: string | null; qty: number | null } {
  let description: string | null = null;
  let qty = count;
    // (a label and its value on lines of their own, "Colour" over "Deep Ink", take two lines of the reach each)
    let reach = 6;
    for (let k = i - 1; k > after && k >= i - reach; k--) {
      const prev = lines[k];
      if (skip === k) continue; // the unit price and count between the name and this line price
      // "Price:" alone over "US $11.23", "Preis" over "99,95 €": the price's own label, the name is above
      if (unitPriceLabel.test(prev.text.trim()) || priceWordAlone.test(prev.text.trim())) continue;
      if (allocation(prev, priceAmounts(prev.text, null)) || includedAmount(prev, priceAmounts(prev.text, null))) continue;
      const prevAmounts = priceAmounts(prev.text, null);
      // ("Free with orders over £35": a threshold's note between the name and its price)
      if (thresholdNote(prev, prevAmounts)) continue;
      if (summaryLines.has(k) || prevAmounts.length > 0) break;
      const q = quantityOf(prev.text) ?? quantityOf(prev.cells[0] ?? "");
      // "Quantity: 2", "1 unidad": the row's count between its name and its price
      if (q !== null && (quantityLabelled.test(prev.text) || countWithUnit.test(prev.text.trim()))) { qty = qty ?? q; continue; }
      // "Size: UK 9 | Qty: 1", "I/N: 0091773 · Qty: 2": the row's count after another detail
      if (countIn.test(prev.text) && withoutCount(prev.text).trim().length <= 30) { qty = qty ?? countOf(prev.text); continue; }
      // "Item ID: 186512345678", "Order number: 12-34567-89012": the item's numbers between its name and its price
      if (nonItemRole(prev.text) === "identifier") continue;
      // "Extra pickled greens (+$0.50)": an add-on chosen for the item, its name is above (a measure, "3.78-L", is no amount)
      if (findAmounts(prev.text, null).length > 0) continue;
      // "Art.nr.: 0712234002", "Storlek: M", "Réf. : 4319223", "Product code: 256781": a short labelled field of the item
      // between its name and its price, when a name without a label stands above the item's fields
      if (labelledField(prev) && !labelledName(prev) && nameOverFields(lines, k, after)) continue;
      // ("Estampa | Flores Azuis": such a field in two cells, its label a word or two without a colon)
      if (cellField(prev) && nameOverFields(lines, k, after)) continue;
      // ("Item(s): | 1 x Logitech MX500 Optical Mouse": the count before the labelled name is the row's)
      const labelled = labelledName(prev) ?? labelledPair(prev);
      if (labelled) { const d = describe(labelled); description = d.description || labelled; qty = qty ?? d.qty; break; }
      // "* Franklin Sports Pickleballs (12 Pack)" over "Quantity: 1": a bulleted line that opens the item's block (nothing
      // above it could name the item: a link, another row's price, the block's start) is the name, the bullet a list's
      const unbulleted = bullet.test(prev.text) ? prev.text.replace(bullet, "") : null;
      // (never under a labelled name or another bullet: "Item: SLIM SKIRT" over "* Pale Pink" / "* 18" are its options)
      const over = k - 1 > after ? lines[k - 1] : null;
      const opensBlock = !over || summaryLines.has(k - 1) || priceAmounts(over.text, null).length > 0
        || (over.cells.length === 1 && !isDescription(over.text) && !labelledName(over) && !bullet.test(over.text));
      if (unbulleted && opensBlock && isDescription(unbulleted)) { const d = describe(unbulleted); description = d.description; qty = qty ?? d.qty; break; }
      if (attribute.test(withoutHeadings(prev.text)) || prev.text.startsWith("•")) continue;
      // "Value-added services: | Gift Box": a labelled field of the item in two cells, the name is above
      // ("Taglia | S", "Colour | Deep Ink": a size's or colour's label cell without its colon)
      if (prev.cells.length === 2 && ((/^[^\d:]{3,40}:$/u.test(prev.cells[0]) && !itemLabelHead.test(prev.cells[0])) || variantLabelCell.test(prev.cells[0].trim()))) continue;
      if (prev.text.length <= 25 && letters(prev.text) < 3) continue; // a variant line such as "200g" between the name and its price
      if (measureLine.test(prev.text.trim())) continue; // "320g(8コ入)", "12 oz (340 g)": the package's size, the name is above
      // "Cream Donut - Colombia" / "250g" / "filter": a word or two in lower case under the name is the option chosen
      if (k - 1 > after && /^\p{Ll}[\p{Ll}-]{1,15}(?: \p{Ll}[\p{Ll}-]{1,15})?$/u.test(prev.text.trim())) continue;
      if (isVariantLine(prev.text)) continue; // "Navy - M", "No. 12345-AB00-M": the item's variant, its name is above
      // "Xbox Series X|S, PC", "EU | 42": a short list cut by bars under a name is its platforms or sizes, not the name
      if (prev.text.length <= 40 && /\S\s?\|\s?\S/.test(prev.text) && k - 1 > after && lines[k - 1] && lines[k - 1].cells.length === 1 && isDescription(lines[k - 1].text) && findAmounts(lines[k - 1].text, null).length === 0) continue;
      // lines under an item's name, its name above them: "1 unit every 2 months" (a subscription's schedule), "eBay Money
      // Back Guarantee", "View item" (a badge or link), "Evan’s iPhone 13" (the device an app was bought on), "In stock",
      // "Final Sale" (a stock or sale badge)
      if (underName.has(nonItemRole(prev.text) ?? "")) continue;
      if (shippingMethodLine(prev)) continue; // "Dostawa: Allegro One Box": the item's shipping method, its name is above
      // "配達日時：2024年03月15日", "Arrives Mon, Mar 18": the item's delivery date between its name and its price
      if (nonItemRole(prev.text) === "date" && k - 1 > after) continue;
      // "Mahlgrad:" above "ganze Bohne": the value of an attribute whose label stands alone on the line above, the name is above both
      const labelAbove = k - 1 > after ? lines[k - 1] : undefined;
      // (an attribute's label is a word or two: "This bundle contains:" over the first of the bundle's priced items is a heading)
      // (nor is the items' own heading: "Produkty:", "Items:" over the first name)
      // ("Colour" over "Deep Ink": a size's or colour's label without its colon, too)
      if (labelAbove && labelAbove.cells.length === 1 && (/^[^\d:\s]{2,30}(?:\s[^\d:\s]{1,30})?:$/u.test(labelAbove.text.trim()) || variantLabelCell.test(labelAbove.text.trim())) && !itemLabelHead.test(labelAbove.text)
        && !itemsHeading.test(labelAbove.text.trim())) { k--; reach += 2; continue; }
      // "Enamel Camp Mug × 2" above "Forest Green": the line with the count is the item's name, the one under it its variant
      const above = lines[k - 1];
      const named = k - 1 > after && above && !summaryLines.has(k - 1) && above.cells.length === 1 && !trailQty.test(prev.text)
        && trailQty.test(above.text) && findAmounts(above.text, null).length === 0 && isDescription(above.text) ? above.text : null;
      // ("Sylvanian Families Chocolate Rabbit Family" over "Sylvanian Families": a line that repeats the start of the
      // name above it is that name's brand, the line above the item's name)
      const fuller = !named && k - 1 > after && lines[k - 1]?.cells.length === 1 && prev.cells.length === 1 ? lines[k - 1].text.trim() : "";
      const brandLine = fuller.length > prev.text.trim().length + 2 && fuller.toLowerCase().startsWith(`${prev.text.trim().toLowerCase()} `) && isDescription(fuller);
      // ("Trail Runner 4 Waterproof Hiking Shoes" / "Men's Shoes" / "$130.00": a word or three in capitals under a name of
      // several more is the item's category or line, the name is above it)
      const subtitle = !named && !brandLine && k - 1 > after && prev.cells.length === 1 && /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’&-]+){0,2}$/u.test(prev.text.trim()) && prev.text.trim().length <= 25
        && fuller.split(/\s+/).filter((w) => letters(w) >= 2).length >= 3 && fuller.length >= prev.text.trim().length + 8 && !/[.:!?]$/.test(fuller) && !summaryLines.has(k - 1)
        && isDescription(fuller) && findAmounts(fuller, null).length === 0 && !labelledName(lines[k - 1]) && !labelledField(lines[k - 1]) && !itemsHeading.test(fuller);
      const cell = brandLine || subtitle ? fuller : named ?? prev.cells.find(isDescription);
      if (cell && !summaryLine.test(labelKey(withoutHeadings(prev.cells[0])))) {
        const d = describe(cell); description = d.description; qty = qty ?? d.qty;
        // "2" alone on the line above the name (a count cell the layout put on a line of its own)
        const countAbove = !named && k - 1 > after ? /^(\d{1,2})\s?[x×]?$/i.exec(lines[k - 1].text.trim()) : null;
        if (countAbove && Number(countAbove[1]) > 0) qty = qty ?? Number(countAbove[1]);
      }
      break;
    }
  return { description, qty };
}

/**
 * A row's unit price and line price (minor units) and the count a "18 x $0.49" row prints: a labelled unit price or one
 * unit's price times a count makes the line price when that is not printed; a weighed item's rate is no unit price.
 */
function rowPrice(line: Line, amounts: readonly FoundAmount[], count: number | null, vatRow: boolean, tillReturn: boolean): { unit: number | null; total: number; qty: number | null } {
  let qty = count;
  // a weighed item's price per kilo or pound is no unit price of a count
  // (a VAT table's row gives net and gross unit prices before the line price: the gross one is what was paid)
  const unitAt = vatRow && amounts.length >= 3 ? amounts.length - 2 : 0;
  // "単価：￥980（税込）", "Unit price: $4.90" under the item's count: the row's only amount is one unit's price
  // ("Prints" / "18 x $0.49": a count times one unit's price on a line of its own, the line price not printed)
  const countTimes = amounts.length === 1 && line.cells.length === 1 && !line.text.slice(amounts[0].end).trim() ? /^(\d{1,4})\s*[x×]$/i.exec(line.text.slice(0, amounts[0].index).trim()) : null;
  if (countTimes && qty === null) qty = Number(countTimes[1]);
  // ("Qty 6 · $0.25/ea": one unit's price, the count beside it)
  // ("価格:520円x1": the count after one unit's price)
  const unitLabelled = amounts.length === 1 && (unitPriceLabel.test(line.text.slice(0, amounts[0].index).trim()) || countTimes !== null || perUnit.test(line.text.slice(amounts[0].end))
    || (line.cells.length === 1 && countAfterUnit.test(line.text.slice(amounts[0].end))));
  const unit = (amounts.length > 1 || unitLabelled) && !/\d\s*(?:lbs?|kg|g|oz)\s*@/i.test(line.text) ? Math.abs(amounts[unitAt].minor) : null;
  const total = unitLabelled && unit !== null ? unit * (qty && qty > 0 && qty < 1000 ? qty : 1)
    : Math.abs(amounts[amounts.length - 1].minor) * (tillReturn ? -1 : 1);
  return { unit, total, qty };
}

/**
 * A row's count settled against its prices: a weighed or measured quantity, a line price that is a whole multiple of
 * the unit price, usage figures that are no count, a position number that is no count; and the unit price of a row
 * of one.
 */
function settleCount(line: Line, amounts: readonly FoundAmount[], count: number | null, unit: number | null, total: number): { qty: number | null; quantity: number; unitOfOne: number | null } {
  let qty = count;
  // ("国産若鶏もも肉 | ※ | 598": a bare whole price in yen, read as the row's count too, is no count)
  if (qty !== null && amounts.length === 1 && !amounts[0].marked && qty === Math.abs(amounts[0].minor)) qty = null;
  // "99,99 | 1,134 | 113,39", "170,00  45,910  7.804,70": a weighed or measured quantity between the unit price and the
  // line price, when the two make the line price
  if (qty === null && unit && amounts.length === 2) {
    const m = /(?:^|\s)(\d{1,4}[.,]\d{1,3})(?:\s|$)/.exec(line.text.slice(amounts[0].end, amounts[1].index));
    const measured = m ? Number(m[1].replace(",", ".")) : null;
    if (measured && !Number.isInteger(measured) && Math.abs(Math.round(unit * measured) - total) <= 1) qty = measured;
  }
  // "1,200円 … 2,400円" with no count printed: a line price that is a whole multiple of the unit price gives the count
  if (qty === null && unit && amounts.length === 2 && total > unit && total % unit === 0 && total / unit <= 99) qty = total / unit;
  // "Droplets | 720 | $12.00" under "Hours": a large figure the line price is no whole multiple of, with no unit price
  // printed, is usage (hours, minutes, GB), not a count
  if (qty !== null && qty >= 10 && unit === null && total % qty !== 0) qty = null;
  // "2 | Zusatznutzer | 3 | 10,00 € | 30,00 €": a position number before the name is no count; the cell whose count
  // makes the line price from the unit price is
  if (unit && qty !== null && Math.abs(qty * unit - Math.abs(total)) > 1) {
    const fits = line.cells.map((c) => /^\d{1,3}$/.exec(c.trim())?.[0]).filter((c): c is string => c !== undefined).map(Number)
      .find((n) => n > 0 && Math.abs(n * unit - Math.abs(total)) <= 1);
    if (fits !== undefined) qty = fits;
  }
  const quantity = qty && qty > 0 && qty < 1000 ? qty : 1;
  // a count of one printed with another amount before the line price ("1 | szt. | VAT | 23 % | 1,69 | 7,37"): that amount
  // is no unit price (one unit costs the line price), so the unit price is the line price
  const unitOfOne = qty === 1 && unit !== null && unit !== Math.abs(total) && amounts.length === 2 ? Math.abs(total) : unit;
  return { qty, quantity, unitOfOne };
}
