import type { Context } from "../context";
import { draftProduct, type DraftProduct } from "../draft";
import { letters } from "../html-doc";
import { alt, words } from "../lexicon/index";
import { findAmounts } from "../money";
import { onePricedLine } from "./total-sentences";
import { anyTypePhrase } from "../classify";
import { nonItemRole } from "./roles";

/** "Artikelpreis", "Pris", "Item price (accepted offer)", "Vinnande bud": a one-item sale's price label, alone before its amount. */
const priceLabel = new RegExp(String.raw`^(?:${alt([...words((l) => l.products?.itemPrice), ...words((l) => l.products?.priceWord)])})(?:\s*\([^()]{1,40}\))?\s*[:：]?\s*$`, "iu");

/** The one line that prices the one item of a sale ("Artikelpreis | 420,00 €"); null when none or several do. */
const salePrice = (ctx: Context): number | null => onePricedLine(ctx.lines.slice(0, 60), ctx.amountHint, priceLabel)?.minor ?? null;

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
/** A title in quotes: „…“, «…», "…", “…”, 「…」. */
const quoted = /[„“"«‹「『]\s?([^„“”"«»‹›「」『』\n]{3,100}?)\s?[“”"»›」』]/gu;

/** A name fit to be an item's: some letters, not a label, a type phrase or a number. */
const titleLike = (s: string) => letters(s) >= 4 && s.length <= 100 && nonItemRole(s) === null && !anyTypePhrase(s) && findAmounts(s, null).length === 0;

/** "Objekt: Rörstrand Mon Amie (612448390)", "Kavel: Omega Seamaster": the item on a labelled line (lexicon/ products.itemLabel). */
const labelled = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.itemLabel))})\s*[:：]\s*(.{3,120})$`, "iu");

/**
 * The item a resale or auction platform's email is about: the one labelled in the opening lines ("Objekt: …"; firm),
 * else the subject's last part when the body repeats it ("Dein Kauf: Thule Fahrradträger EasyFold XT 2"), else the one
 * title the opening lines quote (« Nintendo Switch OLED »).
 */
function saleTitle(ctx: Context): { title: string; firm: boolean } | null {
  const lines = ctx.lines.slice(0, 30);
  const named = [...new Set(lines.flatMap((l) => labelled.exec(l.text.replace(/\s*\|\s*/, ": "))?.[1].replace(/\s*\(\d{4,}\)$/, "").replace(/\s+\.$/, "").trim() ?? []))].filter(titleLike);
  if (named.length === 1) return { title: named[0], firm: true };
  const head = lines.map((l) => squash(l.text));
  const parts = ctx.subject.split(/\s+[–—-]\s+|[:：]\s+/);
  const tail = parts.length > 1 ? parts[parts.length - 1].replace(/\s*\(\d{4,}\)$/, "").trim() : "";
  if (tail && titleLike(tail) && head.some((t) => t.includes(squash(tail)))) return { title: tail, firm: false };
  const titles = [...new Set(lines.flatMap((l) => [...l.text.matchAll(quoted)].map((m) => m[1].trim())))].filter(titleLike);
  return titles.length === 1 ? { title: titles[0], firm: false } : null;
}

/**
 * A resale or auction platform's receipt for one item names it in its subject or in quotes, and prices it on a line
 * of its own that makes the items' sum (`target`): that is the item. It is read when no item was, and it replaces one
 * read from the sentence that names it ("du hast den Artikel „Thule …“ von Peter gekauft"). Otherwise the items stand.
 */
export function namedSaleItem(ctx: Context, products: DraftProduct[], target: number | undefined): DraftProduct[] {
  if (target === undefined || products.length > 1) return products;
  const price = salePrice(ctx);
  if (price === null || Math.abs(price - target) > 1) return products;
  const sale = saleTitle(ctx);
  if (sale === null) return products;
  const { title, firm } = sale;
  if (products.length === 0) return [draftProduct(title, price)];
  // (a labelled title replaces the one row read at its price; a subject's or a quote's only where prose runs into it:
  // "… Du har köpt Stokke Tripp Trapp", not "Course name - Fall 2024")
  const [one] = products;
  const at = squash(one.description).indexOf(squash(title));
  const prose = at > 0 && /\p{Ll}{2,}\s?[„“"«‹「『]?\s?$/u.test(squash(one.description).slice(0, at));
  return one.totalMinor === price && (firm || prose) ? [{ ...one, description: title }] : products;
}
