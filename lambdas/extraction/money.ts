import { alt, words } from "./lexicon/index";
/**
 * Money parsing. Amounts are kept in integer minor units internally; `toMajor` converts for output.
 * Handles currency symbols and ISO codes before or after the number, thousands separators, decimal
 * commas ("1.234,56"), spaces as thousands separators ("4 321"), minus signs and accounting parentheses.
 */
export type Money = { minor: number; currency: string | null };

/** ISO 4217 minor units: none for these, three for these, two for the rest. */
const zeroDecimal = new Set(["JPY", "KRW", "VND", "CLP", "ISK", "HUF", "TWD", "IDR", "PYG", "UGX", "XAF", "XOF"]);
const threeDecimal = new Set(["BHD", "KWD", "OMR", "JOD", "TND", "IQD", "LYD"]);
export const minorDigits = (currency: string | null): number =>
  currency && zeroDecimal.has(currency) ? 0 : currency && threeDecimal.has(currency) ? 3 : 2;

/** Symbols and prefixes, longest first so "US$" wins over "$". */
const symbolTable: Array<[string, string]> = [
  ["US$", "USD"], ["USD$", "USD"], ["NT$", "TWD"], ["CDN$", "CAD"], ["CA$", "CAD"], ["C$", "CAD"], ["AU$", "AUD"], ["A$", "AUD"], ["NZ$", "NZD"],
  ["HK$", "HKD"], ["S$", "SGD"], ["R$", "BRL"], ["MX$", "MXN"], ["€", "EUR"], ["£", "GBP"], ["¥", "JPY"],
  ["₹", "INR"], ["₩", "KRW"], ["₽", "RUB"], ["₺", "TRY"], ["₪", "ILS"], ["zł", "PLN"], ["Kč", "CZK"],
  ["Fr.", "CHF"], ["円", "JPY"], ["￥", "JPY"], ["元", "CNY"], ["원", "KRW"], ["₫", "VND"], ["$", "USD"],
  // Japanese text decoded from Shift_JIS prints the yen sign as a backslash: "\1,200"
  ["\\", "JPY"],
  ["₴", "UAH"], ["₱", "PHP"], ["฿", "THB"],
  // ("₦67,740", "KSh 1,250", "KD 0.350", "ر.س 937", "GH₵ 20", "৳ 500", "₨ 1,200")
  ["₦", "NGN"], ["KSh", "KES"], ["Ksh", "KES"], ["KD", "KWD"], ["ر.س", "SAR"], ["GH₵", "GHS"], ["₵", "GHS"], ["৳", "BDT"], ["₨", "PKR"],
];
const isoCodes = new Set([
  "USD", "EUR", "GBP", "CAD", "AUD", "NZD", "JPY", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "INR",
  "BRL", "MXN", "SGD", "HKD", "KRW", "CNY", "RUB", "TRY", "ILS", "ZAR", "AED", "SAR", "THB", "TWD", "IDR",
  "MYR", "PHP", "VND", "CLP", "COP", "ARS", "PEN", "ISK", "RON", "BGN", "BHD", "KWD", "OMR", "JOD", "QAR", "EGP",
  "NGN", "KES", "UAH", "RSD", "KZT", "VES", "PKR", "BDT", "GHS", "LKR", "NPR", "MAD", "TND",
]);

/** Currencies written as words after the amount: "1 200 руб.", "350 грн", "149,90 TL" (never a word that only starts so). */
const wordMarkers = String.raw`руб(?:\.|лей|ля|ль)?(?![а-яё])|р\.(?![а-яё])|грн\.?(?![а-яё])|тенге(?![а-яё])|лв\.?(?![а-яё])|TL\b|Ft\b|lei\b`;
// (a symbol that starts with letters starts a word: "TICKET AMOUNT$546.80" is dollars, not "NT$")
// (and one that ends in a letter ends a word: "0412 Złote Tarasy", a shop's number before a mall's name, is no zloty)
const letter = String.raw`A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF`;
const symbolPattern = symbolTable.map(([s]) => `${/^[A-Za-z]/.test(s) ? "(?<![A-Za-z])" : ""}${s.replace(/[.$\\]/g, (c) => `\\${c}`)}${/[A-Za-z\u00C0-\u024F]$/.test(s) ? `(?![${letter}])` : ""}`).join("|");
const codePattern = [...isoCodes].join("|");
// (and the Indian grouping of lakhs and crores: "1,23,456.00")
const numberPattern = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[.,\u00a0\u202f ' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** One amount with its currency marker; global, stepped through by `amountMatches`. */
const amountPattern = new RegExp(
  String.raw`(\()?(-|−|–)?\s?(?:(${symbolPattern}|\b(?:${codePattern})\b|\bkr\.?|\bRs\.?|\bRp\.?|\bRM(?=\s?\d)|\bBs\.?(?:[SDF]\.?)?(?=\s?\d)|(?<![A-Za-z\d/])S\/(?=\s?\d[\d,]*\.\d{2}(?!\d))|(?<![\w/\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF])(?<!\w-)R(?=\s?\d{1,3}(?:[, ]\d{3})*\.\d{2}(?!\d)|\s?\d{1,3}(?:,\d{3})+(?![\d.])|\s\d{3,6}(?![\d,.]?\d|[A-Za-z\u00C0-\u024F-])))\s?(-|−)?\s?(${numberPattern})|(${numberPattern})(?:[.,]-)?\s?(${symbolPattern}|\b(?:${codePattern})\b|kr\b|:-|${wordMarkers})(?!\s?(?:\d|\(\s?[-−]?\d))|(${numberPattern}))(\))?`,
  "gi",
);

/** Every amount has a digit (each branch of `amountPattern` ends in `numberPattern`). */
const hasDigit = (text: string) => /\d/.test(text);

/**
 * Every match of `amountPattern` in `text`, in order. Each step restarts from where its own previous match ended,
 * so a caller may use the shared pattern (parseMoney…) between steps or stop early. A text without a digit is not
 * searched: the pattern is large, and most lines of an email print no number.
 */
export function* amountMatches(text: string): Generator<RegExpExecArray> {
  if (!hasDigit(text)) return;
  let from = 0;
  for (;;) {
    amountPattern.lastIndex = from;
    const m = amountPattern.exec(text);
    if (!m) return;
    from = amountPattern.lastIndex;
    if (m[0].trim() === "") { from++; continue; }
    yield m;
  }
}

/**
 * Symbols several currencies print, each with the currencies it may stand for. Read alone, "$" is USD, "kr" SEK
 * and "¥" JPY; a hint whose `symbol` is one of the family (the email's country) reads them as that currency.
 */
const symbolFamilies: Array<[RegExp, string[]]> = [
  [/^\$$/, ["USD", "CAD", "AUD", "NZD", "MXN", "SGD", "HKD", "CLP", "COP", "ARS", "TWD"]],
  [/^(?:kr\.?|:-)$/i, ["SEK", "NOK", "DKK", "ISK"]],
  [/^¥$/, ["JPY", "CNY"]],
];
/** The markers that say `code` and no other currency: "US$" and "USD$" for USD, "円" for JPY (never the bare "$" or "¥"). */
export const ownMarkers = (code: string): string[] => symbolTable.filter(([s, c]) => c === code && symbolFamily(s) === null).map(([s]) => s);

/** The currencies an ambiguous marker may stand for; null for a marker that says its currency. */
export function symbolFamily(marker: string): string[] | null {
  const m = marker.trim();
  return symbolFamilies.find(([re]) => re.test(m))?.[1] ?? null;
}

/**
 * How to read the currency of an amount: the currency of an unmarked amount (a string, or null), or that plus
 * the currency an ambiguous symbol stands for in this email (`symbol`, from its country).
 */
export type CurrencyHint = string | null | { fallback: string | null; symbol: string };
const fallbackOf = (hint: CurrencyHint): string | null => (hint !== null && typeof hint === "object" ? hint.fallback : hint);

export function currencyFromMarker(marker: string | undefined): string | null {
  if (!marker) return null;
  const m = marker.trim();
  if (isoCodes.has(m.toUpperCase())) return m.toUpperCase();
  if (/^kr\.?$/i.test(m) || m === ":-") return "SEK";
  if (/^rs\.?$/i.test(m)) return "INR";
  if (/^rp\.?$/i.test(m)) return "IDR";
  if (/^(?:руб|р\.)/i.test(m)) return "RUB";
  if (/^грн/i.test(m)) return "UAH";
  if (/^тенге/i.test(m)) return "KZT";
  if (m === "TL") return "TRY";
  if (m === "Ft") return "HUF";
  if (/^лв/i.test(m)) return "BGN";
  if (/^lei$/i.test(m)) return "RON";
  if (m === "RM") return "MYR";
  // ("Bs 43631.22", "Bs.S 120,00", "Bs.D": the Venezuelan bolívar, its prefix in capital B and small s)
  if (/^Bs\.?(?:[SDF]\.?)?$/.test(m)) return "VES";
  // ("S/ 25.90": the Peruvian sol, only before an amount with its cents; "Bowls S/5" is a set of five)
  if (m === "S/") return "PEN";
  // (the rand before a number with cents or grouped thousands, or three digits or more after a space: "R 1,299",
  // "R130.96", "R 499"; never a tyre's "R17" or a seat's "R 12")
  if (m === "R") return "ZAR";
  for (const [symbol, code] of symbolTable) if (symbol.toLowerCase() === m.toLowerCase()) return code;
  return null;
}

/** "1.234,56" -> 123456 minor units (2 digits); returns null for things that are not numbers. */
export function parseNumber(text: string, digits = 2): number | null {
  const compact = text.replace(/[\u00a0\u202f ' ]/g, "").trim();
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const lastDot = compact.lastIndexOf(".");
  const lastComma = compact.lastIndexOf(",");
  let decimalSep: string | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimalSep = lastDot > lastComma ? "." : ",";
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? "." : ",";
    const parts = compact.split(sep);
    const after = parts[parts.length - 1];
    if (parts.length === 2 && (after.length !== 3 || parts[0] === "0" || digits === 3)) decimalSep = sep;
    else if (parts.length > 2 && after.length !== 3) return null;
  }
  let intPart = compact;
  let fracPart = "";
  if (decimalSep) {
    const at = compact.lastIndexOf(decimalSep);
    intPart = compact.slice(0, at);
    fracPart = compact.slice(at + 1);
  }
  intPart = intPart.replace(/[.,]/g, "");
  if (!/^\d+$/.test(intPart) || !/^\d*$/.test(fracPart)) return null;
  const frac = Number((fracPart + "000").slice(0, digits + 1)) / 10;
  return Number(intPart) * 10 ** digits + Math.round(digits ? frac : Number(`0.${fracPart || "0"}`));
}

/** Parses one amount such as "$1,234.56", "12,50 €", "EUR 7.00", "-£3.99", "(5.00)". */
export function parseMoney(text: string, defaultCurrency: CurrencyHint = null): Money | null {
  amountPattern.lastIndex = 0;
  const m = amountPattern.exec(text.trim());
  if (!m) return null;
  return moneyFromMatch(m, defaultCurrency);
}

export function moneyFromMatch(m: RegExpExecArray, defaultCurrency: CurrencyHint): Money | null {
  const marker = m[3] ?? m[7];
  let currency = currencyFromMarker(marker) ?? fallbackOf(defaultCurrency);
  if (marker && defaultCurrency !== null && typeof defaultCurrency === "object" && symbolFamily(marker)?.includes(defaultCurrency.symbol)) {
    currency = defaultCurrency.symbol;
  }
  const digits = minorDigits(currency);
  const raw = m[5] ?? m[6] ?? m[8];
  if (!raw) return null;
  const value = parseNumber(raw, digits);
  if (value === null) return null;
  const negative = Boolean(m[2] || m[4] || (m[1] && m[9]));
  return { minor: negative ? -value : value, currency };
}

// ("1.88IN": inches only when glued to the number, "5.00 in total" is money; "3.78-L", "-45°C", '55"' are measures too)
const unitAfter = /^(?:in(?![a-z])|°|″|"|\s?-?(?:(?:fl\.?\s?)?(?:oz|ounces?|lbs?|kg|g|grams?|mg|ml|cl|l|litres?|liters?|cm|mm|km|m|mi|miles?|min(?:ute)?s?|h|hrs?|hours?|gb|mb|tb|kwh|ghz|mhz|mah|inch(?:es)?|ft|pcs?|pieces?|ct|count)(?![a-z])|%))/i;

/** An amount with where it starts in the text (`index`) and where its match ends (`end`, after any marker). */
export type FoundAmount = Money & { index: number; end: number; marked: boolean };

/**
 * The readers ask for the amounts of the same lines many times over (totals, items, payments, currency); the answer
 * depends only on the text and the hint, so it is kept for a while (a bounded cache shared by all emails). The answer
 * is handed to every caller as it is: a read-only list (its type says so; V8 runs array methods slowly on a frozen
 * array) of frozen amounts, so callers copy what they change.
 */
/**
 * Kept by hint, then by the text itself: a key joining the two would be a new string on every call, copied and hashed
 * whole (a line, or the email's whole text), where a line's own string keeps its hash once computed.
 */
const amountCache = new Map<string, Map<string, readonly FoundAmount[]>>();
let cachedTexts = 0;
const hintKey = (h: CurrencyHint) => (h === null ? "" : typeof h === "string" ? h : `${h.fallback ?? ""}/${h.symbol}`);
const noAmounts: readonly FoundAmount[] = [];

/** Every amount in a line that carries a currency marker or a decimal part (bare integers are skipped). */
export function findAmounts(text: string, defaultCurrency: CurrencyHint = null): readonly FoundAmount[] {
  if (!hasDigit(text)) return noAmounts;
  const hint = hintKey(defaultCurrency);
  const cached = amountCache.get(hint)?.get(text);
  if (cached) return cached;
  const out: readonly FoundAmount[] = scanAmounts(text, defaultCurrency).map((a) => Object.freeze(a));
  if (cachedTexts >= 20_000) { amountCache.clear(); cachedTexts = 0; }
  let byText = amountCache.get(hint);
  if (!byText) amountCache.set(hint, (byText = new Map()));
  byText.set(text, out);
  cachedTexts++;
  return out;
}

/** A price or total label right before a colon (lexicon/ totals: "Price:", "Preis:", "Total:", "Betrag:"). */
const priceLabelBefore = new RegExp(`(?:${alt(words((l) => [...(l.totals?.bookingPrice ?? []), ...(l.totals?.totalWord ?? []), ...(l.totals?.amountWord ?? [])]))})\\w*\\s*:\\s*$`, "i");

function scanAmounts(text: string, defaultCurrency: CurrencyHint): FoundAmount[] {
  const out: FoundAmount[] = [];
  for (const m of amountMatches(text)) {
    // (the pattern ignores case: "6ft" is six feet, only "Ft" is the forint, and only after three digits or more and
    // not before a name: "30 Ft Navy Blue Banner" is thirty feet; "rm" is no ringgit)
    if (m[7] && /^ft$/i.test(m[7]) && (m[7] !== "Ft" || (m[6] ?? "").replace(/\D/g, "").length < 3 || /^\s+\p{Lu}\p{Ll}/u.test(text.slice(m.index + m[0].length)))) continue;
    if (m[3] && /^rm$/.test(m[3])) continue;
    // "… CHROME/GOLD BAT PEN 5", "TOP 10": a code that is also an English word, inside a run of words in capitals and
    // before a whole number, is the word
    if (m[3] && /^(?:PEN|ALL|TOP|CUP|BOB|MOP|MAD|TRY|SOS|GEL)$/.test(m[3]) && /^\d+$/.test(m[5] ?? "") && /\p{Lu}\s$/u.test(text.slice(Math.max(0, m.index - 2), m.index + (m[0].length - m[0].trimStart().length)))) continue;
    const marked = Boolean(m[3] ?? m[7]);
    const raw = m[5] ?? m[6] ?? m[8] ?? "";
    // ("169.–", "0.–", "499,-": a whole amount with a dash for its cents, as Swiss and Nordic shops print it; never a
    // range, "10.–12. März")
    if (!marked && !/[.,]\d{2}$/.test(raw) && !/^[.,][–-](?![–-]|\s*\d)/.test(text.slice(m.index + m[0].length))) continue;
    // the character right before the number (a match may start with the space in front of it)
    const before = text[m.index + (m[0].length - m[0].trimStart().length) - 1];
    // ("Sub total:189.80", "GRAND TOTAL:207.75": a label's colon right before the amount is no code's separator)
    const start = m.index + (m[0].length - m[0].trimStart().length);
    if (!marked && before && /[\w/.:-]/.test(before) && !(before === ":" && /\p{L}:$/u.test(text.slice(Math.max(0, start - 2), start)) && /[.,]\d{2}$/.test(raw) && !/^(?:[01]?\d|2[0-4])[.:][0-5]\d$/.test(raw))) continue;
    // "… 662 Kč 15%": a rate after an amount's sign is a percentage, not money
    if (/^\s?%/.test(text.slice(m.index + m[0].length))) continue;
    // "04.11.2027", "03.11.17": a day and month before the year, not money
    if (!marked && /^\.\d{2,4}(?!\d)/.test(text.slice(m.index + m[0].length))) continue;
    // "(12.69 oz)", "2.5 kg", "15.5%", "(4.85mi, 20m 46s)": a measure, not money
    if (!marked && unitAfter.test(text.slice(m.index + m[0].length))) continue;
    // "7.00 - 19.00", "9:00-17:30": opening hours; "at 18.00", "um 18.00 Uhr", "open:18.00": a time of day, not money
    if (!marked && (/^\s*[-–]\s*\d{1,2}[.:]\d{2}\b/.test(text.slice(m.index + m[0].length)) || /\b\d{1,2}[.:]\d{2}\s*[-–]\s*$/.test(text.slice(0, m.index)))) continue;
    // (an hour runs to 24 at most, and a price's label before the colon makes "Price: 23.30" money)
    if (!marked && /^(?:[01]?\d|2[0-4])[.:][0-5]\d$/.test(raw) && !priceLabelBefore.test(text.slice(0, m.index + m[0].length - m[0].trimStart().length))
      && (/(?:\b(?:at|um|à|alle|a las|om|kl\.?|klo)|:)\s*$/i.test(text.slice(0, m.index + m[0].length - m[0].trimStart().length)) || /^\s*(?:uhr|h|hrs|o'clock|am|pm)\b/i.test(text.slice(m.index + m[0].length)))) continue;
    const money = moneyFromMatch(m, defaultCurrency);
    // ("TotalCA$77.03": a sign in capitals glued to a word in small letters, which the pattern, ignoring case, left as "$")
    const glued = m[3] === "$" ? /\p{Ll}(US|CDN|CA|C|AU|A|NZ|HK|S|MX|NT)$/u.exec(text.slice(0, start))?.[1] : undefined;
    if (money && glued) money.currency = currencyFromMarker(`${glued}$`);
    // ("SC KROGER SAVINGS   2.00-", "VOIDED ITEM   .79-": a till prints a credit with its minus after the number)
    if (money && money.minor > 0 && /^[-−](?![\d\p{L}])/u.test(text.slice(m.index + m[0].length))) money.minor = -money.minor;
    if (money) out.push({ ...money, index: m.index, end: m.index + m[0].length, marked });
  }
  return out;
}

export const toMajor = (minor: number, currency: string | null): number => {
  const d = minorDigits(currency);
  return Math.round(minor) / 10 ** d;
};
