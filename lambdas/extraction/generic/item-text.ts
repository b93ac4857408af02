import type { DraftProduct } from "../draft";
import { alt, words, type Lexicon } from "../lexicon/index";

/**
 * How an item's name and count are printed: quantity labels and counts before or after the name ("2 x Widget",
 * "Widget (x2)", "Qty: 2"), bullets, a till's weight at a unit price, a fiscal till's unit, tax class and article
 * numbers around the name, a register's leading counts and a numbered list's numbers. Plain functions of the text.
 */

/** The item words of every language (lexicon/ products), one kind as a regex alternation. */
export const productWords = (key: keyof NonNullable<NonNullable<Lexicon["products"]>>) => alt(words((l) => l.products?.[key]));

/** How a quantity is labelled, in every language (lexicon/). */
export const qtyLabel = alt(words((l) => l.products?.quantity));
export const quantityLabelled = new RegExp(`^${qtyLabel}`, "i");
/** "1 unidad", "2 pcs": a count and its unit, the whole line. */
export const countWithUnit = new RegExp(String.raw`^(\d{1,3})\s?${productWords("countUnit")}$`, "i");
const qtyPatterns = [
  new RegExp(String.raw`^${qtyLabel}\.?\s*:?\s*(\d{1,3})\b`, "i"),
  new RegExp(String.raw`^(\d{1,3})\s*(?:x|×|@(?=\s*[$€£¥]?\s?\d)|${productWords("countOf")})\s*`, "i"),
  /^[x×]\s?(\d{1,3})$/i,
  countWithUnit,
  /^(\d{1,3})$/,
];

/** "× 2 =", "x 3", "× 2個 ＝", "x 2(個) =", "× 数量：2 =": the count between a unit price and its line price. */
export const countBetween = new RegExp(
  String.raw`^\s*[x×*]\s?(?:${qtyLabel}\s*:?\s*)?(\d{1,3})\s*(?:\(?(?:${productWords("countUnit")})\)?)?\s*[=＝]?\s*$`, "i");

// ("2xHouse Black Daal": a delivery app's count joined to the name's capital)
const leadQty = String.raw`(\d{1,3}(?:\.\d{1,2})?)\s*(?:\([\d.,]+\s*(?:lbs?|kg|oz|g)\)\s*|(?:lbs?|kg|oz|g)\s+)?(?:x|×|${productWords("countOf")})(?:\s+|(?<=\dx)(?=[A-Z][a-z]))`;

export function quantityOf(text: string): number | null {
  for (const re of qtyPatterns) {
    const m = re.exec(text.trim());
    if (m) return Number(m[1]);
  }
  return null;
}

/** "Widget x 2", "Widget Qty: 2", "Widget Menge: 2": a count after the name. */
// (also in brackets, "Widget (x2)", and between dashes, "Widget – Qty 2 –": the dash left behind is no part of the name)
export const trailQty = new RegExp(String.raw`\s+\(?(?:x|×|${qtyLabel}\s*:?)\s?(\d{1,3})\)?(?:\s*[–—-])?$`, "i");

/** Bullets that head a list item ("・トラベルポーチ", "● Widget"): not part of its name. */
export const bullet = /^(?:[・●■◆▪◦►▶]\s*|[-*•–]\s+)/;

/** "BANANAS 1.2 LB @ 0.59", "SODA 2 @ 1.99": a till's weight or count at a unit price after the name. */
export const atUnitPrice = /\s+(\d{1,3}(?:[.,]\d{1,3})?)\s*(lbs?|kg|g|oz|(?:day|night|hour|hr|week|month)(?:s|\(s\))?)?\s*@\s*[$€£]?\s?\d{1,5}(?:[.,]\d{1,2})?(?:\s*\/\s*(?:lbs?|kg|ea))?\s*$/i;

/** "Price The Unlikely Adventures …", "Bestellte Artikel Preis 1 Exemplar(e) von: …": an item table's headings run into its first name. */
const headingRun = new RegExp(String.raw`^(?:${productWords("headingRun")})\s+`, "iu");
/** The text without a heading run before it, when a name (a capital or a count) follows. */
export const withoutHeadings = (text: string): string => {
  const m = headingRun.exec(text);
  return m && /^[\p{Lu}\d]/u.test(text.slice(m[0].length)) ? text.slice(m[0].length) : text;
};

export function describe(raw: string): { description: string; qty: number | null } {
  const text = withoutHeadings(raw);
  const till = atUnitPrice.exec(text);
  if (till) return { description: text.slice(0, till.index).replace(bullet, "").replace(/[\s,;]+$/, ""), qty: till[2] ? null : Number(till[1]) || null };
  const cell = text.replace(bullet, "");
  const lead = new RegExp(`^${leadQty}`, "i").exec(cell);
  const trail = trailQty.exec(cell);
  // "「エネループ 単3形 4本パック」": a name quoted whole is the name
  const description = cell.replace(new RegExp(`^${leadQty}`, "i"), "").replace(trailQty, "").trim().replace(/\s+[–—-]$|\s*[,;]$/, "").replace(/^([「『“"])([^「『“”」』"]+)[」』”"]$/u, "$2");
  return { description, qty: lead ? Number(lead[1]) : trail ? Number(trail[1]) : null };
}

/** "/KOM (Ђ)", "/KG (Е)": the unit a fiscal till sells by and the item's tax class, printed after its name. */
const tillUnit = String.raw`(?:kom?|kg|l|lit|m|pak|kut|ком|кг|л)`;
export const tillUnitAndTaxClass = new RegExp(String.raw`(?:\s*[/\\]\s*${tillUnit}\.?\s*\(\p{Lu}\)|\s+[[(]${tillUnit}[\])]\s*\(\p{Lu}\)|\s+\([ЂЕГАЖБВДЗ]\))\s*$`, "iu");
/** "/KOM/7011623", "/KG/0238062": a fiscal till's unit and article number after the name (its tax class already taken off). */
export const trailingUnitArticle = new RegExp(String.raw`\s*/\s*${tillUnit}\s*/\s*(\d{4,14})$`, "iu");
/**
 * "4911785 Torba MY BLUE BAG", "[528195] KASIKA …": a till's article number (six or more digits) before the item's name;
 * "110:産地指定チリ産塩銀鮭切身", "2519: Stir-fry kit": a catalogue's number and a colon before it.
 */
export const leadingArticle = /^(?:\[?(\d{6,14})\]?\s+(?=\p{L})|(\d{2,8})[:：]\s?(?=[\p{L}☆★【「(]))/u;
/**
 * "価格:520円x1", "Price: $5.20 x 2": what stands after a row's one amount when that amount is one unit's price and the
 * count follows it.
 */
export const countAfterUnit = /^\s*[x×]\s?(\d{1,3})\s*$/i;
/**
 * "320g(8コ入)", "12 oz (340 g)", "150g×3", "200g+30g", "4切(240g)": a package's size or contents on a line of its own
 * between an item's name and its price.
 */
export const measureLine = /^[\d.,]+\s?(?:k?g|m?l|cl|oz|lbs?|cm|mm|fl\.? ?oz|pcs?|枚|個|切|コ|本|袋|パック|尾|匹|玉|束|入)(?:\s?[x×+]\s?[\d.,]+\s?(?:k?g|m?l|cl|oz|lbs?|枚|個|切|コ|本|袋)?)*\s*(?:[(][^()]{1,30}[)])?$/iu;

/** A unit price's label alone before its amount, in every language (lexicon/): "単価：", "Unit price:", "Einzelpreis". */
export const unitPriceLabel = new RegExp(String.raw`^[■●◆・•]?\s*${productWords("unitPrice")}\s*[:：]?$`, "i");

/** "4 Stk x ", "0,832 kg x ", "2 @ ", "2.14 lb @ ": a till's count or weight before the unit price, on a line of its own. */
export const countAtUnit = /^(\d{1,3}(?:[.,]\d{1,3})?)\s*(?:(?:stk|st|pcs?|kg|g|lbs?|oz)\.?\s*)?[x×@]\s*/i;
/** "CERV.ANTARC.ORIGINAL 350ML (Código: 18043270)", "Tee (Art.-Nr. 4711)": an article number in brackets after the name (lexicon/ products.articleLabel). */
export const bracketedArticle = new RegExp(String.raw`\s*\((?:${productWords("articleLabel")})\.?\s*[:#]?\s*([A-Z0-9][A-Z0-9./-]{2,19})\)\s*$`, "i");
/** "6 szt. × ", "2 Stück × ", "3 uds. x ": a count in any language's unit before the unit price (lexicon/ products.countUnit). */
export const countInUnitsAt = new RegExp(String.raw`^(\d{1,3})\s*(?:${productWords("countUnit")})\.?\s*[x×@]\s*`, "i");

/** "1 Blueberry Muffin": a count before the name (a register's layout), not "2 Pack Socks" or "24oz Iced Tea". */
export const leadingCount = /^(\d{1,2})\s+(?!(?:pack|pk|pcs?|pieces?|count|ct|oz|lbs?|kg|g|ml|cl|l|in|inch(?:es)?|ft|cm|mm|x|for|sets?|pairs?|rolls?|sheets?|days?|weeks?|months?|years?|hours?|min(?:ute)?s?|nights?|people|persons?|players?|servings?)\b)(?=\p{L}|\d+\s?\p{L})(.+)$/iu;

/**
 * Reads the count before each name when the rows have no quantity of their own and every item starts with one
 * (and there are several, or the count is 1): "1 Blueberry Muffin | $3.15" is one muffin, not a name with a number.
 */
export function leadingCounts(products: DraftProduct[], counts: Array<RegExpExecArray | null | undefined>): void {
  // (undefined: a weighed row or a credit, which says nothing either way; null: a row that prints no such number)
  // (nor does a row weighed on the line under it: its quantity is a measure)
  const weighed = (k: number) => !Number.isInteger(products[k]?.quantity ?? 1);
  const counted = counts.filter((c, k) => c !== undefined && !weighed(k));
  if (counted.length === 0 || counted.some((c) => !c)) return;
  if (counted.length === 1 && (products.length > 1 || counted[0]![1] !== "1")) return;
  products.forEach((p, k) => {
    const m = counts[k];
    if (!m || weighed(k)) return;
    const quantity = Number(m[1]);
    if (quantity < 1) return;
    p.description = m[2].trim();
    p.quantity = quantity;
    if (p.totalMinor !== null && p.unitMinor === p.totalMinor) p.unitMinor = Math.round(p.totalMinor / quantity);
  });
}

/**
 * "1. Widget", "2. Gadget", a fiscal receipt's "1: Подписка": a numbered list's numbers (1, 2, 3 … in order, on every
 * item) are no part of the names; a lone item's "1:" neither.
 */
export function listNumbers(products: DraftProduct[]): void {
  if (products.length === 0 || (products.length === 1 && !/^1:\s/.test(products[0].description))) return;
  const numbered = products.map((p) => /^(\d{1,3})[.):]\s+(?=\S)/.exec(p.description));
  if (numbered.every((m, k) => m && Number(m[1]) === k + 1)) products.forEach((p, k) => { p.description = p.description.slice(numbered[k]![0].length); });
}
