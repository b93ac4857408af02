import type { Context } from "../context";
import { draftProduct, type DraftProduct } from "../draft";
import { letters, type Line } from "../html-doc";
import { alt, words } from "../lexicon/index";
import { findAmounts } from "../money";
import { anyTypePhrase } from "../classify";
import { isVariantLine, nonItemRole } from "./roles";
import { isDescription, labelledField, marketing } from "./item-lines";

/** "Artikelnr.:", "Item number: 1234", "SKU: AB-12", "品番：…": a line that gives an item's own number (lexicon/ products.itemNumberLabel). */
const articleLine = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.itemNumberLabel))})\.?\s*[:：#]?\s*(?:[A-Z0-9][A-Z0-9./-]{3,})?$`, "iu");
/** "ARTIKEL", "Items", "Item(s)", "Your items", "Articles": a section heading alone over the items it lists (lexicon/ products.itemLabel). */
const itemsHeading = new RegExp(String.raw`^(?:your |ihre |vos |tus )?(?:${alt(words((l) => l.products?.itemLabel))})(?:s|\(s\))?\s*[:：]?$`, "iu");

/**
 * Prose, not a name: a question or an exclamation, or four or more words in lower case with no figure among them
 * ("Unter Meine Bestellungen können Sie Pakete zurückschicken oder Artikel neu bestellen"); a name has its capitals or
 * its figures ("4 Ersatz Metallplättchen mit Klebepad passend für …").
 */
const prose = (text: string) => /[?!]/.test(text) || (!/\d/.test(text) && (text.match(/(?:^|\s)\p{Ll}{2,}/gu) ?? []).length >= 4);

/**
 * A line that can be an item's name in a notice: one cell of some letters, no amount, no labelled field ("CONFIRMATION:
 * 2487076"), variant or stage phrase.
 */
function nameLine(line: Line | undefined): boolean {
  if (!line || line.cells.length !== 1) return false;
  const text = line.text.trim();
  if (text.length > 200 || letters(text) < 6 || /[:：]$/.test(text) || (/[.!?]$/.test(text) && !/\.\.\.$|…$/.test(text)) || prose(text) || labelledField(line)) return false;
  return isDescription(text) && !isVariantLine(text) && nonItemRole(text) === null && !anyTypePhrase(text) && findAmounts(text, null).length === 0;
}

/**
 * The items a shipping or delivery notice names without a price (it prints no money at all): a name right above the
 * line that gives the item's own number ("Crucial RAM 16GB DDR4 …" / "Artikelnr.:"), or the names under a heading of
 * items alone on its line ("ARTIKEL" / "WOCVRYY Autositz Organizer..."). Read only up to the recommendations; nothing
 * when more than a handful would be named (a list of something else).
 */
export function noticeItems(ctx: Context): DraftProduct[] {
  const lines = ctx.lines.slice(0, 150);
  const stop = lines.findIndex((l) => marketing.test(l.cells[0] ?? ""));
  const end = stop < 0 ? lines.length : stop;
  const names = new Set<string>();
  for (let i = 0; i < end; i++) {
    const text = lines[i].text.trim();
    if (articleLine.test(text) && nameLine(lines[i - 1])) names.add(lines[i - 1].text.trim());
    if (itemsHeading.test(text) && lines[i].cells.length === 1) {
      for (let k = i + 1; k < end && k <= i + 5 && nameLine(lines[k]); k++) names.add(lines[k].text.trim());
    }
  }
  return names.size > 0 && names.size <= 5 ? [...names].map((n) => draftProduct(n, null)) : [];
}
