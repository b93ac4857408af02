import { draftProduct, type DraftProduct } from "../draft";
import type { Line } from "../html-doc";
import { findAmounts } from "../money";
import { alt, words } from "../lexicon/index";

/** A name column's heading in every language: "Description", "Item", "Artikel", "Désignation" (lexicon/ products). */
const nameHeading = new RegExp(String.raw`^(?:${alt(words((l) => [...(l.products?.itemLabel ?? []), ...(l.products?.nameHeading ?? [])]))})(?:\s+(?:name|description))?\s*:?$`, "i");
/** A count column's heading: "Qty", "Qty to Ship", "Quantity ordered", "Menge". */
const countHeading = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.quantity))})\.?(?:\s+(?:to ship|ordered|shipped))?\s*:?$`, "i");

/**
 * "Stock No. | Description | Qty to Ship | Unit of Measure" over rows of the same cells and no price: an order or a
 * packing slip that lists its items without prices. The rows under a heading row that names a name column and a count
 * column, while they keep its shape, a name and a whole count; nothing when the heading or its rows are not there.
 */
export function unpricedTable(lines: Line[], end: number, isName: (text: string) => boolean): DraftProduct[] {
  for (let i = 0; i < end && i < 400; i++) {
    const head = lines[i].cells;
    if (head.length < 3) continue;
    const name = head.findIndex((c) => nameHeading.test(c.trim()));
    const count = head.findIndex((c) => countHeading.test(c.trim()));
    if (name < 0 || count < 0 || name === count) continue;
    const out: DraftProduct[] = [];
    for (let k = i + 1; k < end; k++) {
      const row = lines[k].cells;
      if (row.length !== head.length || row.some((c) => findAmounts(c, null).some((a) => a.marked))) break;
      const qty = /^\d{1,4}$/.test(row[count]?.trim() ?? "") ? Number(row[count]) : 0;
      if (qty <= 0) break;
      if (!isName(row[name] ?? "")) continue;
      out.push(draftProduct(row[name].trim(), null, { quantity: qty }));
    }
    if (out.length > 0) return out;
  }
  return [];
}
