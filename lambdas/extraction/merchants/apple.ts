import { draftProduct, type DraftProduct } from "../draft";
import { fromDomain, loneAmount } from "./lines";
import type { MerchantExtractor } from "./extractor";

/** Apple's section headings above the items (the store, not the item). */
const storeHeading = /^(?:app store|mac app store|itunes(?: store)?|icloud\+?|apple (?:music|tv\+?|arcade|books|one|news\+?|fitness\+?|podcasts)|books|apple care|applecare\+?)$/i;
/** Lines under an item that describe the purchase, not the item. */
const detail = /^(?:monthly|yearly|annual(?:ly)?|weekly|\d+ (?:months?|years?)|renews\b|expires\b|in-app purchase|report a problem|write a review|cancel subscription|family sharing|.{0,40}[’']s (?:iphone|ipad|mac|macbook|ipod|apple watch|apple tv|vision pro)\b.*|(?:iphone|ipad|mac|macbook|ipod|apple watch|apple tv)\b.{0,20}$)/i;

/**
 * Apple receipts (App Store, iCloud+, Apple Music...): after the ORDER ID / DOCUMENT NO. header, each item is
 * its name, an optional subtitle (in-app purchase or plan), detail lines, and the price alone on a line.
 */
export const apple: MerchantExtractor = {
  name: "apple",
  matches: (ctx) => fromDomain(ctx.sender.domain, "apple.com") && ctx.lines.some((l) => /^(?:order id|document no\.?)$/i.test(l.cells[l.cells.length - 1] ?? "")),
  extract: (ctx) => {
    const lines = ctx.lines;
    const header = lines.findIndex((l) => l.cells.some((c) => /^document no\.?$/i.test(c)));
    const start = header >= 0 ? header + 2 : lines.findIndex((l) => /^order id$/i.test(l.cells[0] ?? "")) + 2;
    const products: DraftProduct[] = [];
    let names: string[] = [];
    for (let i = start; i < lines.length; i++) {
      const line = lines[i];
      if (/^(?:sub-?total|total|tax|billing and payment)\b/i.test(line.cells[0] ?? "")) break;
      const price = loneAmount(line, ctx.amountHint);
      if (price) {
        if (names.length) products.push(draftProduct(names.slice(0, 2).join(": "), Math.abs(price.minor)));
        names = [];
        continue;
      }
      const text = line.cells[0] ?? "";
      if (storeHeading.test(text) || detail.test(text) || line.cells.length > 1) continue;
      names.push(text);
    }
    return { merchantName: "Apple", products };
  },
};
