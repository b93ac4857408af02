import type { Context } from "../context";
import { draftProduct, type DraftProduct } from "../draft";
import { labelledTexts, letters } from "../html-doc";
import { findAmounts, minorDigits, parseNumber } from "../money";
import { alt, bounded, words } from "../lexicon/index";
import { titleCase } from "../domain-names";
import { isColourAndSize, isOption, isVariantLine, nonItemRole } from "./roles";
import { bullet, countWithUnit, describe, qtyLabel } from "./item-text";
import { aloneAmount, attribute, countIn, countOf, fullName, isDescription, itemLabelHead, labelledName, marketing, quantityLine, recommendationsStart, withoutCount } from "./item-lines";
import { scanLines } from "./item-rows";
import { headedTable, stackedTable } from "./item-table";
import type { TotalCandidate } from "./total-labels";

/** Travel bookings list fares before their totals and baggage/fee tables after them: never read past the totals. */
const travel = new RegExp(bounded(words((l) => l.travel?.booking), { before: true, after: true }), "i");
const isTravel = (ctx: Context) => travel.test(ctx.subject) || ctx.lines.slice(0, 30).some((l) => l.text.length < 200 && travel.test(l.text));

/** Line items: rows with a description and a price, or a description followed within a few lines by its price. */
export function findProducts(ctx: Context, totalsStart: number | null, candidates: TotalCandidate[], currency: string | null = null): DraftProduct[] {
  const lines = ctx.lines;
  const summaryLines = new Set(candidates.map((c) => c.line));
  // items usually come before the totals; some layouts (Amazon) print the totals first: then read past them
  const end = recommendationsStart(lines);
  const subtotals = candidates.filter((c) => c.key === "subtotal" && !c.negative).map((c) => c.minor);
  // (a till's total before its discounts, "Korting bonus -0,50" over "TOTAAL 10,46", is what its items come to)
  const discounted = candidates.filter((c) => c.key === "discount").reduce((sum, c) => sum + c.minor, 0);
  const totals = candidates.filter((c) => c.key === "total" && !c.negative).flatMap((c) => (discounted > 0 ? [c.minor, c.minor + discounted] : [c.minor]));
  // (a table flattened one cell to a line, its headings stacked over each row's cells, is read by its columns)
  const stacked = stackedTable(lines, end, isDescription, ctx.amountHint);
  if (stacked.length > 0) return stacked;
  const itemsEnd = totalsStart === null ? null : pastSavings(ctx, totalsStart, candidates);
  const beforeTotals = itemsEnd === null ? [] : scan(ctx, 0, Math.min(end, itemsEnd), summaryLines, subtotals, totals);
  const products = beforeTotals.length > 0 || isTravel(ctx) ? beforeTotals : scan(ctx, 0, end, summaryLines, subtotals, totals);
  if (products.length > 0) return products;
  // (a heading's table, when it lists more rows than the loose lines do)
  const listed = unpriced(ctx, end);
  // (bare numbers under a price column's heading are read in the email's currency, when it has one)
  const table = headedTable(lines, end, isDescription, (t) => (currency ? parseNumber(t.trim(), minorDigits(currency)) : null));
  return table.length > listed.length ? table : listed;
}

/**
 * "Trail Runner … | $50.00" / "You saved $20.00" / "Merino Socks … | $30.00": a saving noted under an item, read as a
 * discount, starts the totals only when no item row follows it; past such notes the totals start at the next label.
 */
function pastSavings(ctx: Context, start: number, candidates: TotalCandidate[]): number {
  const byLine = new Map<number, TotalCandidate[]>();
  for (const c of candidates) byLine.set(c.line, [...(byLine.get(c.line) ?? []), c]);
  const order = [...byLine.keys()].sort((a, b) => a - b);
  let at = start;
  for (;;) {
    const here = byLine.get(at);
    if (!here || !here.every((c) => c.key === "discount")) return at;
    const next = order.find((l) => l > at);
    if (next === undefined) return at;
    // (a name and its price in cells, or in one run: "Kaas jong 400g 4,99")
    const itemRow = ctx.lines.slice(at + 1, next).some((l) => {
      const a = findAmounts(l.text, null);
      return a.length > 0 && (isDescription(l.cells[0] ?? "") || (l.cells.length === 1 && isDescription(l.text.slice(0, a[0].index).trim())));
    });
    if (!itemRow) return at;
    at = next;
  }
}

const labelledCountAfter = new RegExp(String.raw`^(.{3,200}?)\s*[-–,|]\s*${qtyLabel}\.?\s*[:：]?\s*(\d{1,3})$`, "i");
const bracketCountAfter = /^(.{3,200}?)\s*\((?:[x×]\s?(\d{1,3})|(\d{1,3})\s?[x×])\)$/i;

/** "Size: M ·", "Onesize |": the detail a count follows on its line (a labelled one, or a short word), never a name. */
const isDetail = (text: string) => text.length <= 40 && (/[:：]/.test(text) || text.length <= 15);
/** "Model: WH1000XM3/B   SKU: 6280544", "Color: Charcoal": one or two labelled details of an item, no amount. */
const attributePair = /^(?:[\p{L}][\p{L} .#-]{1,20}:\s*[^:]{1,40}?\s*){1,2}$/u;

/** "Size 6Y", "Color: Black", "Größe: 42", "Taille : M": a size or colour of the item above. */
const sizeOrColour = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.variantLabel))})(?:\s*[:：]\s*|\s+)[\p{L}\d][\p{L}\d ./-]{0,15}$`, "iu");

/** Items listed without prices (shipping and delivery notices): a description line right above "Quantity: N". */
function unpriced(ctx: Context, end: number): DraftProduct[] {
  const out: DraftProduct[] = [];
  // (names known only by the size or colour under them, when no line counts an item)
  const byDetail: DraftProduct[] = [];
  for (let i = 0; i < end; i++) {
    const line = ctx.lines[i];
    // "Topps® UEFA Club Competitions Simplicidad 2025-26 × 1", "Sanding pads x2": a name with its quantity after a
    // multiplication sign (or a lower-case x standing for one)
    const times = line.cells.length === 1 ? /^(.+?)\s+(?:×\s?|x\s?(?=\d))(\d{1,3})$/.exec(line.text.replace(bullet, "")) : null;
    // "1 x Samsung 980 PRO 1TB SSD", "2× Trail socks": the count before the name
    const before = line.cells.length === 1 && !times ? /^(\d{1,3})\s?[x×]\s+(.+)$/i.exec(line.text.replace(bullet, "")) : null;
    if (before && isDescription(before[2]) && !isVariantLine(before[2]) && before[2].length <= 200) {
      out.push(draftProduct(before[2].trim(), null, { quantity: Number(before[1]) || 1, url: line.links[0] }));
      continue;
    }
    // "商品：小米 无线鼠标 × 1", "Item: Blue mug x2", "Artikel: Kaffeebecher × 2": the item label is not part of the name
    const timesName = times ? times[1].replace(itemLabelHead, "").trim() : "";
    if (times && isDescription(timesName) && timesName.length <= 200) {
      out.push(draftProduct(timesName, null, { quantity: Number(times[2]) || 1, url: line.links[0] }));
      continue;
    }
    // "Bougie parfumée Figue - Quantité : 1", "- Aceite de oliva 1L (x3)": a name and its labelled or bracketed count in one run
    const inRun = line.cells.length === 1 ? (labelledCountAfter.exec(line.text.replace(bullet, "")) ?? bracketCountAfter.exec(line.text.replace(bullet, ""))) : null;
    const inRunName = inRun ? inRun[1].trim() : "";
    if (inRun && isDescription(inRunName) && !isVariantLine(inRunName) && inRunName.length <= 200) {
      out.push(draftProduct(fullName(ctx, inRunName), null, { quantity: Number(inRun[2] ?? inRun[3]) || 1, url: line.links[0] }));
      continue;
    }
    // "Trail Runner Shoe | Qty: 1", "Sanding pads | x2": a name and its quantity side by side
    // ("Caffè Crema Mild – 1 kg | 2 Stück", "Smartphone Galaxy A13 | 1 un.": the count with its unit)
    const beside = line.cells.length === 2 ? quantityLine.exec(line.cells[1].trim()) ?? /^[x×]\s?(\d{1,3})$/i.exec(line.cells[1].trim()) ?? countWithUnit.exec(line.cells[1].trim()) : null;
    // ("Kenya Kiambu AA" over "Whole bean / 250g | Quantity: 2": the option beside the count, the name on the line above)
    const nameOver = beside && isOption(line.cells[0]) && i > 0 && ctx.lines[i - 1].cells.length === 1 && isDescription(ctx.lines[i - 1].text)
      && !isOption(ctx.lines[i - 1].text) && findAmounts(ctx.lines[i - 1].text, null).length === 0 ? ctx.lines[i - 1] : null;
    if (nameOver) {
      out.push(draftProduct(fullName(ctx, nameOver.text.replace(bullet, "").trim()), null, { quantity: Number(beside![1]) || 1, url: nameOver.links[0] }));
      continue;
    }
    if (beside && isDescription(line.cells[0]) && !isVariantLine(line.cells[0]) && line.cells[0].length <= 200) {
      out.push(draftProduct(fullName(ctx, line.cells[0].trim()), null, { quantity: Number(beside[1]) || 1, url: line.links[0] }));
      continue;
    }
    // ("Size: M · Qty 1": the count after another detail; "x 2" on a line of its own; "Glaze: Oat | Qty 2": a detail's
    // cell beside the count's)
    // ("1 unidad", "2 Stück" on a line of their own: the count in its unit)
    const count = quantityLine.exec(line.text)?.[1] ?? (line.cells.length === 1 ? /^[x×]\s?(\d{1,3})$/i.exec(line.text.trim())?.[1] ?? countWithUnit.exec(line.text.trim())?.[1]
      ?? (countIn.test(line.text) && isDetail(withoutCount(line.text).trim()) ? String(countOf(line.text) ?? "") : undefined)
      : beside && isDetail(line.cells[0].trim()) ? beside[1] : undefined);
    if (!count) {
      // "Nike Dunk Low Big Kids' Shoes" over "Size 6Y" (a shipping notice's item without price or count): a name over one
      // short attribute of it (a size or a colour) is the item, one of it
      const prev = ctx.lines[i - 1];
      // (or its colour and size: "Beige Melange · 36")
      const detail = line.cells.length === 1 && line.text.trim().length <= 30 && (sizeOrColour.test(line.text.trim()) || isColourAndSize(line.text));
      const name = detail && prev && prev.cells.length === 1 && prev.text.length <= 200 && /\S\s+\S/.test(prev.text) && !/[:<]/.test(prev.text) && isDescription(prev.text) && !isVariantLine(prev.text) && !attribute.test(prev.text)
        && findAmounts(prev.text, null).length === 0 ? prev.text.replace(bullet, "").trim() : null;
      if (name) byDetail.push(draftProduct(fullName(ctx, name), null, { quantity: 1, url: prev.links[0] }));
      continue;
    }
    // "Ryobi 18V Drill Kit" / "Model #P1811" / "Qty: 1": the article-number or variant lines between are not the name
    // ("Model: WH1000XM3/B   SKU: 6280544", "Color: Charcoal", "Ref. 2731/044/800" / "Color: NEGRO | Talla: M": up to three of them)
    let k = i - 1;
    while (k >= 1 && k >= i - 3 && !labelledName(ctx.lines[k]) && (isVariantLine(ctx.lines[k].text) || attributePair.test(ctx.lines[k].text.trim()))) k--;
    const prev = ctx.lines[k];
    if (!prev || k < 0) continue;
    // ("* PETKIT Automatic Cat Feeder" / "  Quantity: 1": a text part's bullet is no part of the name)
    const unbulleted = prev.cells.length === 1 ? prev.cells[0].replace(bullet, "") : "";
    const name = labelledName(prev) ?? (unbulleted && isDescription(unbulleted) && !isVariantLine(unbulleted) ? unbulleted : null);
    if (!name || prev.text.length > 200) continue;
    out.push(draftProduct(fullName(ctx, name), null, { quantity: Number(count) || 1, url: prev.links[0] }));
  }
  return out.length > 0 ? out : byDetail;
}

function scan(ctx: Context, start: number, end: number, summaryLines: Set<number>, subtotals: number[], totals: number[]): DraftProduct[] {
  const found = scanLines(ctx, start, end, summaryLines, false);
  // no item rows at all: a line that is a name and its price in one run of text is the item
  if (found.length === 0) return scanLines(ctx, start, end, summaryLines, true);
  // ("Oat Milk Latte (Large) × 2 $12.50" / "Almond Croissant $4.75" / "Banana Bread $4.25" over "Subtotal $21.50": the
  // counted row read, the rows that are a name and a price in one run too, when all of them make the subtotal the
  // counted ones alone do not)
  // (with no subtotal, the total stands in: "Melk halfvol 1L 1,29" … "TOTAAL 10,46" under a till's heading)
  const targets = subtotals.length > 0 ? subtotals : totals;
  if (targets.length === 0) return found;
  const inline = scanLines(ctx, start, end, summaryLines, true);
  const sum = (ps: DraftProduct[]) => ps.reduce((a, p) => a + (p.totalMinor ?? 0), 0);
  // (a row priced at the order's total, "Birch & Barley Café" over "$24.58" at the top, is left for reconciling to drop)
  const makes = (all: DraftProduct[]) => {
    const ps = all.filter((p) => p.totalMinor === null || !totals.includes(p.totalMinor));
    return targets.some((m) => Math.abs(sum(ps) - m) <= ps.length);
  };
  // (one name beside many prices, "Member Price Savings $2.49" under every item, is a note of each row, no item)
  const added = inline.filter((q) => !found.some((p) => p.description === q.description));
  const distinct = new Set(added.map((q) => q.description)).size === added.length;
  // (the counted rows need not be among them: a heading read as the name above the first price, "KASSABON" over
  // "Melk halfvol 1L 1,29", is no row the one-run reading keeps)
  const read = inline.length > found.length && distinct && makes(inline) && !makes(found) ? inline : found;
  if (makes(read)) return read;
  // (each price printed over its item's name, "$50.00" / "Trail Runner 4 …" / "$30.00" / "Merino Socks …": read so
  // when only that pairing makes what the items come to)
  const over = pricesOverNames(ctx, start, end);
  return over.length >= 2 && makes(over) ? over : read;
}

/**
 * The items of a layout that prints each price on a line of its own over the item's name (ASOS): every lone price in
 * the part has a name under it (and perhaps a count line after that); none when any lone price has no name under it.
 */
function pricesOverNames(ctx: Context, start: number, end: number): DraftProduct[] {
  const lines = ctx.lines;
  const out: DraftProduct[] = [];
  for (let i = start; i < end; i++) {
    if (!aloneAmount(lines[i].text, ctx)) continue;
    const name = i + 1 < end ? lines[i + 1].text.trim() : "";
    if (!isDescription(name) || isVariantLine(name) || findAmounts(name, null).length > 0 || nonItemRole(name) !== null) return [];
    let quantity = 1;
    for (let k = i + 2; k < Math.min(end, i + 5) && !aloneAmount(lines[k].text, ctx); k++) {
      const count = quantityLine.exec(lines[k].text.trim());
      if (count) { quantity = Number(count[1]) || 1; break; }
    }
    out.push(draftProduct(name, findAmounts(lines[i].text, ctx.amountHint)[0].minor, { quantity, url: lines[i + 1].links[0] }));
  }
  return out;
}

/** "Plan: Dropbox Plus (annual)", "Product: GitHub Pro": the labelled name of what a subscription receipt charges for. */
const soleItemLabel = new RegExp(String.raw`^(?:${alt([...words((l) => l.products?.itemLabel), ...words((l) => l.products?.planLabel)])})\s*[:：]\s*(.{3,120})$`, "iu");

/**
 * A receipt with no item rows that names what it charged for on one labelled line (a subscription's plan, a SaaS
 * product) has that as its one item, priced at what the items come to (`price`). Only when exactly one such line
 * stands before the end of the order's totals, with no amount of its own.
 */
export function soleLabelledItem(ctx: Context, price: number): DraftProduct[] {
  const named: string[] = [];
  const head = ctx.lines.slice(0, 120);
  // ("Plan:" alone on its line, the name on the next)
  const texts = labelledTexts(head);
  for (const [i, line] of head.entries()) {
    if (marketing.test(line.cells[0] ?? "")) break;
    // ("Plan | Standard": the label and its value in two cells)
    const text = line.cells.length === 2 && !/[:：]\s*$/.test(line.cells[0]) && !/[:：]/.test(texts[i]) ? `${line.cells[0]}: ${line.cells[1]}` : texts[i];
    const m = line.cells.length <= 2 ? soleItemLabel.exec(text.trim()) : null;
    if (!m || letters(m[1]) < 3 || findAmounts(m[1], null).length > 0 || nonItemRole(m[1]) !== null) continue;
    named.push(m[1].trim());
  }
  // ("Item(s): 1 x Logitech MX500 Optical Mouse": the count before the name is the item's)
  const one = named.length === 1 ? describe(named[0]) : null;
  return one ? [draftProduct(one.description, price, { quantity: one.qty ?? 1 })] : [];
}

/** "your donation of $50.00 to the American Heart Association", "your gift of $250.00 to The Fund" (lexicon/ products.donation). */
// (the word in either case, the recipient's capitals read as printed)
const donationWords = words((l) => l.products?.donation).flatMap((w) => [w, titleCase(w)]);
const donationTo = new RegExp(String.raw`\b(${alt(donationWords)})\b(\s+of\s+\S{1,16})?\s+(to|an|à|au)\s+((?:the |die |den |la |le |l')?\p{Lu}[\p{L}'’&-]*(?:\s+(?:(?:of|for|and|the|de|du|des|für)\s+)?(?:\p{Lu}|\d)[\p{L}\d'’&-]*){0,6})`, "u");

/**
 * A charity's receipt for a gift names no item: the gift is the one thing paid for, called as the text calls it with
 * whom it went to ("Donation to the American Heart Association"), priced at what the items come to (`price`). Only
 * when the opening lines name one such recipient (the one the gift's amount is given with, where one is).
 */
export function donationItem(ctx: Context, price: number): DraftProduct[] {
  const found = ctx.lines.slice(0, 30).map((l) => donationTo.exec(l.text)).filter((m): m is RegExpExecArray => m !== null);
  const gifts = found.some((m) => m[2]) ? found.filter((m) => m[2]) : found;
  const whom = new Set(gifts.map((m) => m[4].replace(/^(?:the|die|den|la|le|l')\s*/i, "").toLowerCase()));
  if (gifts.length === 0 || whom.size !== 1) return [];
  const [, noun, , to, recipient] = gifts[0];
  return [draftProduct(`${titleCase(noun.toLowerCase())} ${to} ${recipient}`, price)];
}

/**
 * Items shown with their picture but no price (shipping and delivery notices): a line that is a name alone whose
 * product image or link (in its row or just above it) is titled with that same name; the title gives the full name
 * where the text is cut short. Icons and banners carry no such title. Read only for an email that names its order,
 * and only up to the recommendations.
 */
export function picturedItems(ctx: Context): DraftProduct[] {
  const out: DraftProduct[] = [];
  for (const line of ctx.lines) {
    if (marketing.test(line.cells[0] ?? "")) break;
    if (!line.images || line.cells.length !== 1 || line.text.length > 200 || letters(line.text) < 8) continue;
    if (!isDescription(line.text) || isVariantLine(line.text)) continue;
    const stem = line.text.replace(/\s*(?:\.\.\.|…)$/, "").slice(0, 24);
    const titled = line.titles?.find((t) => stem.length >= 12 && (t.startsWith(stem) || stem.startsWith(t.slice(0, 24))));
    if (!titled) continue;
    out.push(draftProduct(titled.length > line.text.length ? titled : line.text, null, { url: line.links[0] }));
  }
  return out.length <= 10 ? out : [];
}
