/**
 * What a line or cell of an email is, for reading items: a name, an attribute, a totals or summary row, a labelled
 * item ("Item: …"), a count ("Qty: 2"), a till's tax class. Plain predicates over the lexicon's words; the row scanner
 * (item-rows.ts) and the item readers (products.ts) decide with them.
 */
import type { Context } from "../context";
import { letters, type Line } from "../html-doc";
import { findAmounts, type FoundAmount } from "../money";
import { alt, words, wordEnd } from "../lexicon/index";
import { nonItemRole } from "./roles";
import { atUnitPrice, countWithUnit, describe, productWords, qtyLabel, quantityOf, trailQty, withoutHeadings } from "./item-text";
import { labelKey, matchTotalLabel } from "./total-labels";
import { isThreshold } from "./total-sentences";
import { freeAlone, priceAmounts } from "./row-amounts";
import { memoPerEmail } from "../email-memo";

/** A totals word at the end of a short cell, in every language (lexicon/). */
export const summaryEnd = new RegExp(String.raw`\b${productWords("summaryEnd")}\s*:?$`, "i");
/** "AIR TOTAL USD": a currency's code in capitals after a partial total's word, its amount below. */
const currencyCodeAfter = /\s+[A-Z]{3}$/;
/** Words a totals, payment or date row starts with, in every language (lexicon/): never an item. */
// (a whole word, or its plural, "Totals", "Taxes": "Summer Fridays Lip Butter Balm", "Tipi Tent", "Balance Bike" name
// items, no "summe", "tip" or "balance")
export const summaryLine = new RegExp(`^${alt(words((l) => l.products?.summary))}(?:e?s)?${wordEnd}`, "i");
/** Headings of recommendations after the order, in every language (lexicon/): items end there. */
export const marketing = new RegExp(`^${alt(words((l) => l.products?.marketing))}`, "i");
/** "Tata Salt Iodised, 1 kg (Not available)", "Milch 1 l – nicht lieferbar": an item's mark that it was not supplied (lexicon/). */
export const unavailable = new RegExp(String.raw`[(\[–—-]\s*${alt(words((l) => l.products?.unavailable))}\s*[)\]]?\s*$`, "i");
/** "Click & Collect", "Bezorgen": how the order reaches the buyer, named alone (lexicon/ products.fulfilment). */
const fulfilment = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.fulfilment))})$`, "i");
/**
 * Whether a row charged nothing names no item: one marked not supplied ("Tata Salt Iodised, 1 kg (Not available) |
 * ₹0.00"), a free word, a payment line or the way the order comes read over a "Free" price ("Credit/Debit card | 1 |
 * Free | Free", "Click & Collect | Free").
 */
export const noItemAtNothing = (description: string): boolean =>
  unavailable.test(description) || freeAlone.test(description) || fulfilment.test(description.trim()) || nonItemRole(description) === "payment";
const notShipped = new RegExp(`^${alt(words((l) => l.products?.notShipped))}\\s*:?$`, "i");
/**
 * Where the recommendations after the order begin: the first line headed by a marketing phrase that comes after the
 * order's content (a line with an amount or a count). A menu of links above everything ("Your Orders", "Buy Again",
 * each on its own line in a text part) is navigation, not the end of the items.
 */
export function recommendationsStart(lines: readonly Line[]): number {
  let content = false;
  for (const [i, line] of lines.entries()) {
    // (and a partial shipment's heading over the items still to come: "Items still to ship")
    if (content && (marketing.test(line.cells[0] ?? "") || (line.cells.length === 1 && notShipped.test(line.text.trim())))) return i;
    // (a count in its own cell before a name counts as content: "1 | Enamelled Cast Iron Dutch Oven")
    // (or a name with its count after it: "Good Human Tee × 2" in a shipping notice that prints no prices)
    content ||= quantityLine.test(line.text.trim()) || countIn.test(line.text) || findAmounts(line.text, null).length > 0 || (line.cells.length === 1 && /\p{L}{3}/u.test(line.text) && trailQty.test(line.text))
      || (line.cells.length >= 2 && /^\d{1,3}$/.test(line.cells[0].trim()) && /\p{L}{3}/u.test(line.cells[1]));
  }
  return lines.length;
}
/** Labels of an item's attributes (seller, size, colour … of every language), bullets, bracketed notes: never a name. */
// (the attribute's word whole: "Conditioner", "Colorful Crew Socks", "Sizeable Storage Box" are names)
export const attribute = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.attribute))}${wordEnd}|${qtyLabel}|•(?!\s?\d{1,3}\s?[x×]\s)|\*\s(?!\d{1,3}\s?[x×]\s)|\[.*\]$|\(.*\)$)`, "i");
/** "Description Prix unitaire Qté Montant", "Item Qty Price Total": a table's headings run together in one line (lexicon/). */
// (with a size's or colour's column, and in the plural: "ITEMS DESCRIPTION Qty Size Price")
const headingWord = alt([...words((l) => l.products?.tableHeading), ...words((l) => l.products?.nameHeading), ...words((l) => l.products?.lineTotalHeading), ...words((l) => l.products?.unitPrice), ...words((l) => l.products?.variantLabel)]);
const headingRow = new RegExp(String.raw`^(?:(?:${headingWord})s?\.?\s*|${qtyLabel}\.?\s*){2,}$`, "i");
/** "Product Qty Price", "Item  Qty  Amount": a heading run in one line whose count column comes before another column. */
export const countColumnHeading = (text: string) => headingRow.test(text.trim()) && new RegExp(String.raw`(?:^|\s)${qtyLabel}\.?\s+\S`, "i").test(text.trim());
/** Links, field labels and table headings of every language (lexicon/): never an item. */
// (a link's word whole: "Tracksuit Bottoms", "Trackpad Cover", "Manager's Chair" name items, no "track" or "manage" link)
const notItem = new RegExp(String.raw`^(?:\((?![^()]{1,12}\)\s*[^\s\d()])|\[(?!\d{5,14}\]\s*[^\s\d]|[^\]:]{1,10}\]\s*[^\s\d\[])|${productWords("notItem")}${wordEnd}|${productWords("itemPrice")}|${productWords("fieldLabel")}\s*:|${productWords("tableHeading")}$)|:$`, "i");
/** A totals label ("Subtotal", "Versand"); "2% Milch" is one only beside a negative amount, so it may name an item. */
export const isTotalsLabel = (cell: string) => { const m = matchTotalLabel(labelKey(cell)); return m !== null && !m.negativeOnly; };
export const isDescription = (text: string) => isName(text.replace(atUnitPrice, ""));
/** "Bestellung aufgegeben am: 12. August 2020 Bestellnummer: 071-4816388-0694813 …": two labelled numbers, an order's header. */
// (from a word's start only: tried at every letter, a long cell's words cost their length squared)
const labelledNumbers = (cell: string) => (cell.match(/(?<!\p{L})\p{L}{2,}\s?[:：]\s?#?\d/gu) ?? []).length;
// (an item table's headings run into the first name are no part of it: "Items Ordered Price 1 of: Casio …" is a name)
export const isName = memoPerEmail((raw: string) => isNameText(withoutHeadings(raw)));
/** "#029-0155-8 Qty: 3", "Onesize | Qty: 2": a labelled count after another detail of the row. */
export const countIn = new RegExp(String.raw`(?:^|[\s|·,])${qtyLabel}\.?\s*[:：]?\s*\d{1,3}\s*$`, "iu");
export const countOf = (cell: string) => quantityOf(cell) ?? (countIn.test(cell) ? describe(cell).qty : null);
/** A cell without its labelled counts: "#029-0155-8 Qty: 3", an article number beside the count, names nothing. */
const labelledCount = new RegExp(String.raw`${qtyLabel}\.?\s*[:：]?\s*\d{1,3}`, "giu");
export const withoutCount = (cell: string) => cell.replace(labelledCount, "");
/**
 * A name without the amounts that belong to it: a gift's worth ("Mini Serum 15ml (Worth £30)"), a rate per weight or
 * unit ("Brown Onions (£0.90/kg)"), a price band a protection plan covers ("Protection Plan for Dishwashers $500-$599.99").
 */
const withoutNamedAmounts = (cell: string) => !/[(–-]/.test(cell) ? cell : cell
  .replace(/\((?:worth|value|rrp|was)\s[^()]{1,20}\)/gi, "")
  .replace(/\([^()]{1,15}\/\s?(?:kg|g|lb|oz|l|ml|100\s?g|ea|each|unit)\)/gi, "")
  .replace(/[$€£]\s?\d[\d.,]*\s?[-–]\s?[$€£]?\s?\d[\d.,]*/g, "");
const isNameText = (cell: string) =>
  letters(withoutCount(cell)) >= 3 && !headingRow.test(cell.trim()) && labelledNumbers(cell) < 2 && nonItemRole(cell) === null && !notItem.test(cell.trim()) && !summaryLine.test(labelKey(cell)) && !(cell.length < 40 && summaryEnd.test(cell.trim().replace(currencyCodeAfter, ""))) && !(cell.length < 30 && isTotalsLabel(cell)) && !attribute.test(cell) &&
  findAmounts(withoutNamedAmounts(cell), null).length === 0 && !/^[\s=@x×-]*$/.test(cell) && !/^[A-Z]{3}$/.test(cell.trim()) && !countWithUnit.test(cell.trim());
/**
 * "Dostawa: Allegro One Box, One Kurier" between a name and its "1 szt. | 89,99 zł": a totals word labelling the item's
 * shipping method in words is the item's detail, which ends nothing.
 */
export const shippingMethodLine = (line: Line) =>
  line.cells.length === 1 && /^[^:\d]{2,30}:\s*\p{L}/u.test(line.text) && findAmounts(line.text, null).length === 0 && summaryLine.test(labelKey(line.text));

/** "$0.25/ea", "2,49 € pro Stück": the words after one unit's price (lexicon/ products.perUnit). */
export const perUnit = new RegExp(String.raw`^\s*${alt(words((l) => l.products?.perUnit))}`, "i");
/** "Sold by Vintage Finds by Rosa", "Verkauf durch …": a row's seller, in every language (lexicon/ products.soldBy). */
export const soldBy = new RegExp(String.raw`^${alt(words((l) => l.products?.soldBy))}[:：]?\s`, "i");

/** A till's tax class after a row's price ("1,09 A", "2.49 B*", "3.99 1"): one letter or digit, maybe starred. */
export const taxClass = /^[A-Z0-9]\*?$/;

/** A name and its count ("× 1", "1개", "2 szt.") before a price in the same run of text. */
// ("Samsung WW90T554AAW/S2 wasmachine 1x € 599,00": the count before its sign)
export const countBeforePrice = new RegExp(String.raw`^(.{2,120}?)\s+(?:[x×]\s?(\d{1,3})|(\d{1,3})\s?(?:${productWords("countUnit")}|[x×]))$`, "iu");

/** "Item: Crochet Mini Heart Keychain" — a text part's labelled item name. */
const itemLabelWords = alt(words((l) => l.products?.itemLabel));
/** Also bracketed or bulleted: "[商品] 有機緑茶 100g", "【商品名】…", "■商品名：…". */
export const itemLabel = new RegExp(String.raw`^(?:[\[【]\s*${itemLabelWords}\s*[\]】]\s*[:：]?|[■●◆・•]?\s*${itemLabelWords}\s*[:：])\s*(.+)$`, "i");
/**
 * The label in front of a name and its price on one line: "Artikel: Kette 9-fach 19,99 EUR", with one word that says
 * which items ("Erstatteter Artikel:", "Article retourné :", "Returned item:").
 */
export const itemLabelHead = new RegExp(String.raw`^[■●◆・•]?\s*(?:\p{L}{3,16}\s+)?${alt(words((l) => l.products?.itemLabel))}(?:\s+\p{L}{3,16})?(?:\s*[:：]|(?<=\p{Script=Han})\s)\s*`, "iu");
export function labelledName(line: Line): string | null {
  const m = itemLabel.exec(line.text);
  // ("Item: 5530-2AF5, Deep Wine, Size: 6" is the item's article number and variant, not its name)
  return m && letters(m[1]) >= 3 && findAmounts(m[1], null).length === 0 && !/^(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9./-]{3,},\s/.test(m[1].trim()) ? m[1].trim() : null;
}

export const quantityLine = new RegExp(String.raw`^${qtyLabel}\.?\s*[:：]?\s*(\d{1,3})\s?(?:${productWords("countUnit")})?$`, "i");

/** A name the HTML truncates ("PETKIT Automatic Cat Feeder, 2.4G...") in full from the plain-text part, when it has it. */
export function fullName(ctx: Context, name: string): string {
  const m = /^(.{12,}?)(?:\.\.\.|…)$/.exec(name);
  if (!m || ctx.lines === ctx.plainLines) return name;
  const bare = (t: string) => t.replace(/^(?:[*•\-–]\s*|\d+\s*x\s+)/i, "").trim();
  const full = ctx.plainLines.find((l) => l.text.length > m[1].length + 3 && bare(l.text).startsWith(m[1]));
  return full ? bare(full.text) : name;
}

/** "SPRING10 (-$17.80)", "Winter sale (−€5.00)": a code or a sale's name and its reduction in brackets, a line of its own. */
// ("FREE GIFT OVER $200 (-$8.00)": the threshold that earns it stays part of the sale's name)
export const allocation = (line: Line, amounts: readonly FoundAmount[]): boolean => line.cells.length === 1 && amounts.length >= 1 && amounts[amounts.length - 1].minor < 0
  && amounts.slice(0, -1).every((a) => isThreshold(line.text, a))
  && /^\S.{1,40}?\(\s*[-−–][^()]{1,20}\)\s*$/.test(line.text.trim()) && line.text.lastIndexOf("(") < amounts[amounts.length - 1].index + 2;

/** "Free with orders over £35": a note of the threshold that earns something, its amounts no price (a line of its own). */
export const thresholdNote = (line: Line, amounts: readonly FoundAmount[]): boolean => line.cells.length === 1 && amounts.length > 0
  && amounts.every((a) => isThreshold(line.text, a));

/** The words that say an amount is included in another ("incl.", "dont", "inkl.", "di cui"; lexicon/ totals.included, as prefixes). */
const includedWord = new RegExp(String.raw`(?<![\p{L}])(?:${words((l) => l.totals?.included).join("|")})`, "iu");
/** "Éco-part. incluse : 3,20 €/pce", "dont éco-participation : 10,00 €": an amount an item's price includes, on a line of its own. */
export const includedAmount = (line: Line, amounts: readonly FoundAmount[]): boolean => line.cells.length === 1 && amounts.length === 1
  && includedWord.test(line.text.slice(0, amounts[0].index));

/** "Storlek: M", "Réf. : 4319223": a line of one short label and one short value. */
export const labelledField = (line: Line): boolean => line.cells.length === 1 && /^[\p{L}][\p{L}.'’ -]{0,24}?\s?[:：]\s?\S.{0,39}$/u.test(line.text.trim());
/** "50,94 zł", "$ 12.00": a line that is one amount and nothing else, in any notation. */
export function aloneAmount(text: string, ctx: Context): boolean {
  const a = priceAmounts(text, ctx.amountHint);
  return a.length === 1 && !text.slice(0, a[0].index).trim() && !text.slice(a[0].end).trim();
}
