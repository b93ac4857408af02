/**
 * Totals labels: the words of every language (lexicon/) that name a subtotal, discount, shipping, tax, tip, fee or
 * total, matched against a line's label; a totals candidate's shape; the notes that say a tax is included.
 */
import { findAmounts, type CurrencyHint } from "../money";
import { alt, bounded, words, wordEnd, type Lexicon } from "../lexicon/index";
import { memoPerEmail } from "../email-memo";

export type TotalKey = "subtotal" | "discount" | "shipping" | "tax" | "tip" | "total" | "fee";

export const totalsOf = (key: keyof NonNullable<Lexicon["totals"]>) => words((l) => l.totals?.[key]);

/**
 * Languages whose totals words stand as whole words (or their plural): a name that opens with such a word's letters is
 * no label ("Tipping Point", "Discounted Bundle Pack", "Shippingport Mug"). Languages that join words ("Versandkosten")
 * or inflect them ("rabatu", "доставки") match by the word's start. (A currency code run into the label is no letter of
 * it: "SubtotalCA$68.17".)
 */
const wholeWordLanguages = new Set(["en", "fr", "es", "it", "pt"]);
/** The start of a label naming `key`: a whole word of those languages, the start of a word of the others. */
function labelStart(key: keyof NonNullable<Lexicon["totals"]>): string {
  const whole = words((l) => (wholeWordLanguages.has(l.language) ? l.totals?.[key] : undefined));
  const stems = words((l) => (wholeWordLanguages.has(l.language) ? undefined : l.totals?.[key])).filter((w) => !whole.includes(w));
  const parts = [whole.length ? String.raw`${alt(whole)}(?:e?s)?(?:(?=[a-z]{2,3}\s?[$€£¥\d])|${wordEnd})` : "", stems.length ? alt(stems) : ""].filter(Boolean);
  return `(?:${parts.join("|")})`;
}

/**
 * Totals labels of every language (lexicon/), matched against a line's label (lowercased, start of the text). The
 * first rule that matches decides; `rank` orders competing total labels: a grand total beats a plain "Total", and
 * rank 0 (a total before tax, or of part of the order) is no total at all.
 */
export const partialLabel = new RegExp(`^${alt(totalsOf("partialTotal"))}`);
export const endsWithTaxWord = new RegExp(String.raw`(?<![\p{L}])${alt(totalsOf("taxWord"))}\.?$`, "u");
/** Hebrew and Arabic letters: words of these scripts take no ASCII word boundary. */
const rightToLeft = /[\u0590-\u05FF\u0600-\u06FF]/;

export const labels: Array<{ key: TotalKey; re: RegExp; rank?: number; negativeOnly?: boolean }> = [
  { key: "total", rank: 0, re: partialLabel },
  { key: "subtotal", re: new RegExp(`^${labelStart("subtotal")}`) },
  { key: "discount", re: new RegExp(`^${labelStart("discount")}`) },
  { key: "shipping", re: new RegExp(`^${labelStart("shipping")}`) },
  // ("Prix incluant les taxes : € 175,00": a price with its tax in it is what was paid, never the tax; before the tax words)
  { key: "total", rank: 2, re: new RegExp(String.raw`^${alt(totalsOf("grossPrice"))}\s*:?$`) },
  // ("うち消費税10% 1,352円": a rate right after the tax word)
  { key: "tax", re: new RegExp(String.raw`^${alt(totalsOf("tax"))}(?:[\s:(.]|\d{1,2}(?:[.,]\d{1,2})?\s?%|$)`) },
  { key: "tip", re: new RegExp(`^${labelStart("tip")}`) },
  { key: "fee", re: new RegExp(`^${labelStart("fee")}`) },
  { key: "total", rank: 3, re: new RegExp(`^${bounded(totalsOf("grandTotal"), { after: true })}`) },
  { key: "total", rank: 2, re: new RegExp(String.raw`^${alt(totalsOf("totalWhole"))}\s*:?$`) },
  // "Total (EUR)", "Total in PLN (incl. VAT)": a total with its currency or its tax note
  { key: "total", rank: 2, re: new RegExp(String.raw`^${alt(totalsOf("totalWord"))}(?:\s*(?:\([^)]*\)|${alt(totalsOf("inCurrency"))} [a-z]{3}\b|incl[^:]*|usd|eur|gbp|jpy|chf|cad|aud|sek|nok|dkk|pln|brl|mxn|\(\w+\))){0,2}\s*:?$`) },
  // (within a word's accented letters no word starts: "Zimmer mit Frühstück" names no HST)
  { key: "tax", re: new RegExp(String.raw`(?<![\u00C0-\u024F])\b${alt(totalsOf("taxWord").filter((w) => !rightToLeft.test(w)))}\b(?![\u00C0-\u024F])`) },
  // ("يشمل ضريبة القيمة المضافة", "המחירים כוללים מע"מ": a Hebrew or Arabic tax word after a word of its own script, where
  // no ASCII word boundary falls)
  { key: "tax", re: new RegExp(String.raw`(?<![\u0590-\u05FF\u0600-\u06FF])${alt(totalsOf("taxWord").filter((w) => rightToLeft.test(w)))}(?![\u0590-\u05FF\u0600-\u06FF])`) },
  // (a word of a script without spaces anywhere in the label: "ツケ払い手数料")
  { key: "fee", re: new RegExp(bounded(totalsOf("feeWord"), { before: true, after: true })) },
  // "5% REWE Scan u. Go  -0,30 A": a percentage taken off, when its amount is negative ("2% Milk" is an item)
  { key: "discount", negativeOnly: true, re: /^\d{1,2}(?:[.,]\d{1,2})?\s?%\s+\p{L}/u },
  // "Target Circle Card 5% savings  -$4.10", "Autoship savings  -$5.62": a programme's name before a discount word, when its amount is negative
  // ("Mixed Case Discount (10%)  -19.79": the rate in brackets after it)
  { key: "discount", negativeOnly: true, re: new RegExp(String.raw`\b${alt(totalsOf("discount"))}(?:\s*\(\d{1,2}(?:[.,]\d{1,2})?\s?%\))?\s*:?$`) },
  // ("跨店满减(每满200减30) | -¥30.00", "88VIP 95折 | -¥9.61", "카드 즉시할인 | -3,000원": a discount word anywhere, in a script without spaces)
  { key: "discount", negativeOnly: true, re: new RegExp(alt(totalsOf("discountWord"))) },
  { key: "total", rank: 1, re: new RegExp(String.raw`^${alt(totalsOf("totalWord"))}\b`) },
  // "Shipment Subtotal", "Wine Total": a word or two naming what is summed before the English word (read after every
  // other key's words, so "Shipping Subtotal" stays shipping); such a total ranks below a plain "Total"
  { key: "subtotal", re: /^(?:\p{L}[\p{L}'&-]* ){1,2}sub-?total\s*:?$/u },
  { key: "total", rank: 1, re: /^(?:\p{L}[\p{L}'&-]* ){1,2}total\s*:?$/u },
  // ("Canadian Shipping (2.181 lbs) (Purolator Ground)::": a word or two before it, the weight and the service in brackets)
  { key: "shipping", re: /^(?:\p{L}[\p{L}'&-]* ){1,2}shipping(?:\s*\([^()]{1,40}\))*\s*:*$/u },
];

export type TotalCandidate = { key: TotalKey; minor: number; negative: boolean; currency: string | null; line: number; amountLine: number; label: string; rank: number };

/** "item(s)", "tax(es)": a plural in brackets joined to its word (tried only where a bracket closes after an "s"). */
const bracketPluralsJoined = (text: string) => (text.includes("s)") ? text.replace(/(\p{L})\((e?s)\)(?!\p{L})/gu, "$1$2") : text);

/**
 * "小　計", "送　料": a label spaced out between its Chinese or Japanese characters, joined (tried only on a text with
 * a character at or above U+2E80, where the Han, Hiragana and Katakana scripts begin).
 */
const cjkSpacesJoined = (text: string) =>
  /[^\u0000-\u2e7f]/.test(text) ? text.replace(/(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]) (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu, "") : text;

/**
 * A label as the rules read it: lowercase, single spaces, without leading bullets and the frames of 【label】 or
 * [label]; a plural in brackets is the plural ("Item(s) discount" is "items discount").
 */
export const labelKey = memoPerEmail((text: string) =>
  // ("İndirim": Turkish's dotted capital lowercases to an i and a combining dot)
  cjkSpacesJoined(bracketPluralsJoined(text.toLowerCase().replace(/i\u0307/g, "i")).replace(/^[\s*•:\-■□●○◆◇▼▽▪・※]+/, "").replace(/^[【［\[]([^】］\]]{1,30})[】］\]]\s*/, "$1 ").replace(/\s+/g, " ")).trimEnd()
    // "（うち消費税10%　1,352円）": a note in brackets that fill the line is read as its words
    .replace(/^[(（]([^()（）]+)[)）]$/, "$1"));

/** Labels repeat within and across emails; what they match is kept (bounded, shared). */
const labelCache = new Map<string, { key: TotalKey; rank: number; negativeOnly?: boolean } | null>();

export function matchTotalLabel(label: string): { key: TotalKey; rank: number; negativeOnly?: boolean } | null {
  const known = labelCache.get(label);
  if (known !== undefined) return known && { ...known };
  const found = matchLabel(label);
  if (labelCache.size >= 20_000) labelCache.clear();
  labelCache.set(label, found);
  return found && { ...found };
}

function matchLabel(label: string): { key: TotalKey; rank: number; negativeOnly?: boolean } | null {
  const hit = labels.find(({ re }) => re.test(label));
  // ("The total amount due:", "The subtotal:", "Your total bill": a sentence's article or the reader's "your" before the label)
  // ("15 SUBTOTAAL", "12 ITEMS SUBTOTAL": a till's count of items before the label)
  const lead = hit ? null : /^(?:the|your|\d{1,3})\s(?=\p{L})/u.exec(label);
  if (lead) return matchLabel(label.slice(lead[0].length));
  // ("AIR FARE/TARIFA :", "Gesamt/Total": a label and its translation after a slash, read by either half)
  const halves = hit ? null : /^(\p{L}[\p{L} .]{2,30}?)\s?\/\s?(\p{L}[\p{L} .]{2,30}?)\s*(?::.{0,6})?$/u.exec(label);
  if (halves) return matchLabel(halves[1].trim()) ?? matchLabel(halves[2].trim());
  if (!hit) return null;
  if (hit.rank === 0) return null;
  return hit.negativeOnly ? { key: hit.key, rank: 0, negativeOnly: true } : { key: hit.key, rank: hit.rank ?? 0 };
}

/** A label that is nothing but a totals label ("shipping", "order total"), not a longer text that starts like one. */
export function wholeLabel(label: string): { key: TotalKey; rank: number } | null {
  const hit = labels.find(({ re }) => { const m = re.exec(label); return m !== null && m.index === 0 && m[0].replace(/[\s:]+$/, "").length >= label.replace(/[\s:]+$/, "").length; });
  if (!hit || hit.rank === 0) return null;
  return { key: hit.key, rank: hit.rank ?? 0 };
}

/** A tax word anywhere in a bracket's label, in every language (lexicon/). */
export const taxWordIn = new RegExp(alt(words((l) => l.totals?.taxWord)), "i");
/** A fee word anywhere in a label, as a word ("Taxes and Fees"), in every language (lexicon/). */
export const feeWordIn = new RegExp(bounded(words((l) => l.totals?.feeWord), { before: true, after: true }), "i");
/** A tax label that only says the tax is included ("inkl. MwSt.", "incl. VAT", "dont TVA"), in every language (lexicon/). */
export const includedNote = new RegExp(`^(?:${alt(words((l) => l.totals?.included))})`, "i");

/** "£33.97 Including booking fee", "12,00 € inkl. MwSt.": a line that opens with its one amount and goes on with what it includes. */
export function priceWithNote(text: string, currencyHint: CurrencyHint): boolean {
  const a = findAmounts(text, currencyHint);
  return a.length === 1 && a[0].marked && a[0].index <= 1 && includedNote.test(text.slice(a[0].end).trim());
}

/** A cell that is one amount and nothing else ("$  19.50", "12,00 €"). */
// (in every common notation: "179,800円", "12,000원", "100元", "1.234,56 zł", "R$ 10,00", "₩12,000", "199 kr", "450 Kč", "99,-")
export const amountOnly = /^[-−–]?\s*(?:[$€£¥₩₹₽₺₪฿₫₱]|[A-Z]{3}|R\$|[A-Z]{1,2}\$)?\s*\d[\d.,\s]*\d\s*(?:[$€£¥₩₹₽₺₪฿₫₱]|[A-Z]{3}|円|元|원|zł|kr|Kč|Ft|lei|лв|грн|руб\.?|дин\.?|,-|:-)?$/u;

