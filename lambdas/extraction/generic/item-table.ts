import { draftProduct, type DraftProduct } from "../draft";
import type { Line } from "../html-doc";
import { findAmounts, type CurrencyHint } from "../money";
import { alt, words } from "../lexicon/index";
import { countWithUnit } from "./item-text";

/** A name column's heading in every language: "Description", "Item", "Artikel", "Désignation" (lexicon/ products). */
const nameHeading = new RegExp(String.raw`^(?:${alt(words((l) => [...(l.products?.itemLabel ?? []), ...(l.products?.nameHeading ?? [])]))})(?:\s+(?:name|description))?\s*:?$`, "i");
/** A count column's heading: "Qty", "Qty to Ship", "Quantity ordered", "Menge". */
const countHeading = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.quantity))})\.?(?:\s+(?:to ship|ordered|shipped))?\s*:?$`, "i");
/** A unit price column's heading ("Unit price", "単価") and a line price column's ("Amount", "金額"), maybe with a tax note. */
const unitHeading = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.unitPrice))})\s*(?:\([^)]{1,12}\))?\s*:?$`, "i");
const lineHeading = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.lineTotalHeading))})\s*(?:\([^)]{1,12}\))?\s*:?$`, "i");

/**
 * "Stock No. | Description | Qty to Ship | Unit of Measure" over rows of the same cells and no marked price: an order
 * or a packing slip that lists its items in columns. The rows under a heading row that names a name column and a count
 * column, while they keep its shape, a name and a whole count; and when the heading names a unit price or a line price
 * column ("品番 | 商品名 | 数量 | 単価 | 金額" over "12345678 | 軍手 10双組 | 3 | 598 | 1,794"), the bare numbers under it
 * as those prices (`bare` reads one in minor units), kept only where the count times the unit price makes the line
 * price. Nothing when the heading or its rows are not there.
 */
export function headedTable(lines: Line[], end: number, isName: (text: string) => boolean, bare: (text: string) => number | null): DraftProduct[] {
  for (let i = 0; i < end && i < 400; i++) {
    const head = lines[i].cells;
    // ("Article | Quantité", "Zboží | Počet": a notice's two columns of names and counts are enough)
    if (head.length < 2) continue;
    const name = head.findIndex((c) => nameHeading.test(c.trim()));
    const count = head.findIndex((c) => countHeading.test(c.trim()));
    if (name < 0 || count < 0 || name === count) continue;
    const unitAt = head.findIndex((c) => unitHeading.test(c.trim()));
    const lineAt = head.findIndex((c, k) => k !== unitAt && k !== name && lineHeading.test(c.trim()));
    const out: DraftProduct[] = [];
    for (let k = i + 1; k < end; k++) {
      const row = lines[k].cells;
      // ("1 | Enamelled Dutch Oven" / "Colour: Sage" / "2 | Linen Tea Towel": a labelled detail of the row above, on its own line)
      if (row.length === 1 && out.length > 0 && /^[\p{L} ]{2,20}:\s*\S.{0,30}$/u.test(row[0].trim())) continue;
      if (row.length !== head.length || row.some((c) => findAmounts(c, null).some((a) => a.marked))) break;
      // ("1 ks", "2 Stück", "1 un.": a count with its unit)
      const cell = row[count]?.trim() ?? "";
      const qty = /^\d{1,4}$/.test(cell) ? Number(cell) : Number(countWithUnit.exec(cell)?.[1] ?? 0);
      if (qty <= 0) break;
      if (!isName(row[name] ?? "")) continue;
      let unit = unitAt >= 0 ? bare(row[unitAt]) : null;
      let total = lineAt >= 0 ? bare(row[lineAt]) : null;
      // (a unit price and a line price that the count does not join are no prices of this row)
      if (unit !== null && total !== null && Math.abs(unit * qty - total) > 1) unit = total = null;
      total ??= unit !== null ? unit * qty : null;
      out.push(draftProduct(row[name].trim(), total, { quantity: qty, unitMinor: unit ?? undefined }));
    }
    if (out.length > 0) return out;
  }
  return [];
}

/** A column of prices beside a line price's heading: the word for a price alone, or a row's subtotal ("Price", "Subtotal", "Preis"). */
const priceHeading = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.priceWord))}|sub-?total)\s*:?$`, "i");
/** An article number's column ("SKU", "Item number", "Artikelnr."; lexicon/ products.itemNumberLabel). */
const numberHeading = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.itemNumberLabel))})\.?\s*:?$`, "i");
type Column = "name" | "count" | "unit" | "line" | "number";
const columnOf = (text: string): Column | null => nameHeading.test(text) ? "name" : countHeading.test(text) ? "count" : unitHeading.test(text) ? "unit"
  : numberHeading.test(text) ? "number" : lineHeading.test(text) || priceHeading.test(text) ? "line" : null;

/**
 * "Item" / "Sku" / "Unit Price" / "Qty" / "Subtotal" over "1 oz Silver Maple Leaf Coin" / "TGB10702" / "CAD $51.17" /
 * "10" / "CAD $511.70": a table flattened one cell to a line, its headings stacked over each row's cells in the same
 * order. Three or more heading lines, a name's and a price's among them; then each run of as many lines that keeps the
 * shape (a name, a whole count, one amount in each price cell) is an item. Nothing when no row keeps it.
 */
export function stackedTable(lines: Line[], end: number, isName: (text: string) => boolean, hint: CurrencyHint): DraftProduct[] {
  for (let i = 0; i < end && i < 400; i++) {
    const columns: Column[] = [];
    for (let k = i; k < end && lines[k].cells.length === 1; k++) {
      const column = columnOf(lines[k].text.trim());
      if (!column || columns.includes(column)) break;
      columns.push(column);
    }
    if (columns.length < 3 || !columns.includes("name") || !(columns.includes("line") || columns.includes("unit"))) continue;
    const out: DraftProduct[] = [];
    for (let r = i + columns.length; r + columns.length <= end; r += columns.length) {
      const row = lines.slice(r, r + columns.length);
      if (row.some((l) => l.cells.length !== 1)) break;
      const cell = (c: Column) => row[columns.indexOf(c)]?.text.trim() ?? "";
      const amount = (c: Column) => { const a = findAmounts(cell(c), hint); return a.length === 1 ? Math.abs(a[0].minor) : null; };
      const name = cell("name");
      const qty = columns.includes("count") ? (/^\d{1,4}$/.test(cell("count")) ? Number(cell("count")) : 0) : 1;
      const unit = columns.includes("unit") ? amount("unit") : null;
      const line = columns.includes("line") ? amount("line") : null;
      if (!isName(name) || qty <= 0 || (columns.includes("unit") && unit === null) || (columns.includes("line") && line === null)) break;
      out.push(draftProduct(name, line ?? (unit === null ? null : unit * qty), { quantity: qty, unitMinor: unit ?? undefined, productNumber: columns.includes("number") ? cell("number") || null : null }));
    }
    if (out.length > 0) return out;
  }
  return [];
}
