import type { DateOrder } from "./dates";
import { originalStart, subjectPrefixes, type ForwardInfo } from "./forward";
import { parseHtml, textLines, type HtmlDoc, type Line } from "./html-doc";
import type { MimeEmail } from "./mime";
import { unrelayed } from "./relay";
import { languages, words } from "./lexicon/index";
import { en } from "./lexicon/en";
import { amountMatches, symbolFamily, type CurrencyHint } from "./money";

/** Everything the extraction layers read, built once per email. */
export type Context = {
  mail: MimeEmail;
  forward: ForwardInfo;
  sender: { address: string | null; name: string | null; domain: string | null };
  subject: string;
  /** The original email's date (the forward's original date when forwarded). */
  date: Date | null;
  /** The original email's calendar day in its sender's time zone. */
  localDay: string | null;
  html: HtmlDoc | null;
  /** Lines of the HTML body when there is one, else of the text body. */
  lines: Line[];
  /** Lines of the plain-text part (cross-check and fallback). */
  plainLines: Line[];
  /** All lines joined with newlines, for label searches. */
  text: string;
  dateOrder: DateOrder;
  currencyHint: string | null;
  /** What amount readers are given: `currencyHint`, plus the currency an ambiguous symbol stands for when the
   * sender's domain or the caller's country settles it (`symbolCurrency`). */
  amountHint: CurrencyHint;
  /** The caller's country for the user (options.countryCode), if given. */
  countryCode?: string;
};

/** What the caller knows about the email beyond its bytes. */
export type ContextOptions = { countryCode?: string };

export const domainOf = (address: string | null): string | null => {
  const d = address?.split("@")[1]?.toLowerCase().replace(/[>\s]/g, "");
  return d || null;
};

const tldCurrency: Array<[RegExp, string]> = [
  [/\.(co\.uk|uk)$/, "GBP"], [/\.(de|fr|it|es|nl|at|be|ie|fi|pt|eu)$/, "EUR"], [/\.ca$/, "CAD"],
  [/\.com\.au$|\.au$/, "AUD"], [/\.co\.jp$|\.jp$/, "JPY"], [/\.in$/, "INR"], [/\.ch$/, "CHF"], [/\.se$/, "SEK"],
  [/\.com\.mx$|\.mx$/, "MXN"], [/\.com\.br$/, "BRL"], [/\.pl$/, "PLN"], [/\.cn$/, "CNY"], [/\.kr$/, "KRW"], [/\.tw$/, "TWD"],
  [/\.hk$/, "HKD"], [/\.cz$/, "CZK"], [/\.dk$/, "DKK"], [/\.no$/, "NOK"],
  [/\.(gr|sk|si|lt|lv|ee|lu|hr|cy|mt)$/, "EUR"], [/\.cl$/, "CLP"], [/\.com\.co$/, "COP"], [/\.com\.ar$|\.ar$/, "ARS"],
  [/\.nz$/, "NZD"], [/\.sg$/, "SGD"], [/\.is$/, "ISK"], [/\.hu$/, "HUF"], [/\.ro$/, "RON"], [/\.ru$/, "RUB"],
  [/\.com\.tr$|\.tr$/, "TRY"], [/\.rs$/, "RSD"], [/\.kz$/, "KZT"], [/\.za$/, "ZAR"], [/\.il$/, "ILS"], [/\.th$/, "THB"], [/\.id$/, "IDR"], [/\.ph$/, "PHP"], [/\.my$/, "MYR"],
  [/\.(?:com\.)?ua$/, "UAH"], [/\.bg$/, "BGN"],
];

/** The currency of each country whose currency shares a symbol with others ("$", "kr", "¥"). */
const countryCurrency: Record<string, string> = {
  US: "USD", PR: "USD", EC: "USD", SV: "USD", CA: "CAD", AU: "AUD", NZ: "NZD", MX: "MXN", SG: "SGD", HK: "HKD",
  CL: "CLP", CO: "COP", AR: "ARS", TW: "TWD", SE: "SEK", NO: "NOK", DK: "DKK", IS: "ISK", JP: "JPY", CN: "CNY",
};

/**
 * The currency the email's ambiguous symbol stands for when the text does not name one (the amounts use "$", "kr"
 * or "¥" and the text has no ISO code of that family, no "US$"/"C$"…): the sender's domain's currency when the
 * symbol can mean it (a .ca sender's "$" is CAD, with or without a country, whatever the country), else the
 * caller's country's, else for "¥" the script of the text (Chinese or Japanese). Null when none applies or the
 * text names the currency.
 */
function symbolCurrency(text: string, domainCurrency: string | null, countryCode: string | undefined): string | null {
  // no symbol of a family anywhere ("$", "¥", "kr", ":-"): nothing to decide, and no scan of every amount
  if (!/[$¥]|kr|:-/i.test(text)) return null;
  const wanted = countryCode ? countryCurrency[countryCode.trim().toUpperCase()] : undefined;
  let family: string[] | null = null;
  for (const m of amountMatches(text)) {
    const marker = m[3] ?? m[7];
    const f = marker ? symbolFamily(marker) : null;
    if (f) { family = f; break; }
  }
  if (!family) return null;
  // Mexican prices print "$ 10.00 MN" (moneda nacional) or "MXN"
  if (family.includes("MXN") && /\d\s?(?:MN|M\.N\.)(?![\p{L}\d])|\bMXN\b/u.test(text)) return "MXN";
  // The text names the currency: one member of the family named (an ISO code, "AU$", "円") is what the bare symbol
  // stands for ("$81.90 AUD" and "$9.95" in one email are both Australian dollars); several named leave it open.
  const named = new Set(family.filter((code) => new RegExp(`\\b${code}\\b`).test(text)));
  for (const [re, code] of namedForms) if (re.test(text) && family.includes(code)) named.add(code);
  if (named.size === 1) return [...named][0];
  if (named.size > 1) return null;
  if (domainCurrency && family.includes(domainCurrency)) return domainCurrency;
  if (wanted && family.includes(wanted)) return wanted;
  // a Canadian address or tax in the text ("ON M5V 2T6", "GST/HST", "QST")
  const country = dollarCountries.find(([re]) => re.test(text))?.[1];
  if (country && family.includes(country)) return country;
  // "$34.700", "$ 1.250.000": pesos grouped by dots with no cents are no dollars; the country the text names says which
  // (or with cents after a comma, "$ 612.450,00", "$4.890,00": no dollar prints its cents so)
  if (family.includes("COP") && /\$\s?\d{1,3}(?:(?:\.\d{3})+(?![.,]?\d)|(?:\.\d{3})*,\d{2}(?!\d))/.test(text) && !/\$\s?\d+\.\d{2}(?!\d)/.test(text)) return pesosOfCountry(text);
  // a "$" in a Spanish text that names one peso country ("Ciudad de México", "CABA", "RUT 76.…") is that country's peso
  if (family.includes("MXN") && spanish.test(text)) { const peso = pesosOfCountry(text); if (peso) return peso; }
  // a "¥" in a text written in Chinese (Han characters and no kana) is the yuan; with kana it is the yen
  if (family.includes("CNY") && /\p{Script=Han}/u.test(text)) return /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? "JPY" : "CNY";
  if (family.includes("SEK")) return kronerOfLanguage(text);
  return null;
}

/**
 * The peso a text that prints dot-grouped "$" amounts means, by the one country it names (null when none or several):
 * the country, its capital, or the name of its tax number ("CUIT 30-…", "RUT 76.…", "NIT 900.…") in a shop's footer.
 */
const pesoCountries: Array<[RegExp, string]> = [
  [/\bColombia\b|\bBogot[áa]\b|\bMedell[íi]n\b|\bNIT\b/, "COP"], [/\bChile\b|\bSantiago\b|\bRUT\b/, "CLP"],
  [/\bArgentina\b|\bBuenos Aires\b|\bCABA\b|\bCUIT\b/, "ARS"],
  // ("New Mexico" is a US state)
  [/(?<!New )\bM[ée]xico\b|\bCDMX\b|\bRFC\b|\bC\.P\.\s?\d{5}\b|\bGuadalajara\b|\bMonterrey\b|\bS\.\s?A\.\s?de\s?C\.\s?V\./, "MXN"],
];
/**
 * The dollar a text's address or tax names: Canada's provinces before a postcode and its sales taxes. (Not Australia's
 * states or business number: Australian sellers of software bill in US dollars with a bare "$", Envato in n089.)
 */
const dollarCountries: Array<[RegExp, string]> = [
  [/\b(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\bGST\/HST\b|\bHST\s?(?:\d{1,2}(?:\.\d+)?\s?%|#|\()|\b(?:QST|TVQ|TPS)\b/, "CAD"],
];
/** A text in Spanish, by a few of its commonest shopping words. */
const spanish = /\b(?:pedido|compra|gracias|env[íi]o|recibo|orden|tu|su)\b/i;
function pesosOfCountry(text: string): string | null {
  const named = pesoCountries.filter(([re]) => re.test(text));
  return named.length === 1 ? named[0][1] : null;
}

/** Words only one of the Scandinavian languages writes (lexicon/ symbolLanguage), for the crowns a bare "kr" means. */
const kronerWords: Array<[string, RegExp]> = ["SEK", "DKK", "NOK"].map((code) => [code,
  new RegExp(String.raw`(?<!\p{L})(?:${words((l) => l.symbolLanguage?.[code]).join("|")})(?!\p{L})`, "giu")]);

/**
 * "kr" with no country to settle it: the crowns of the language the text is written in (Swedish, Danish or
 * Norwegian), when its words say so clearly (twice as many of one language's words as of any other's).
 */
function kronerOfLanguage(text: string): string | null {
  const sample = text.slice(0, 20_000);
  const counts = kronerWords.map(([code, re]) => [code, sample.match(re)?.length ?? 0] as const).sort((a, b) => b[1] - a[1]);
  return counts[0][1] >= 2 && counts[0][1] >= 2 * counts[1][1] ? counts[0][0] : null;
}

/** Prefixed and written-out forms that name one currency of a symbol's family. */
const namedForms: Array<[RegExp, string]> = [
  [/\bUS\$/, "USD"], [/\b(?:CA|C)\$/, "CAD"], [/\b(?:AU|A)\$/, "AUD"], [/\bNZ\$/, "NZD"], [/\bHK\$/, "HKD"], [/\bS\$/, "SGD"],
  [/\bMX\$/, "MXN"], [/\bNT\$/, "TWD"], [/RMB|CN¥|元/, "CNY"], [/JP¥|円/, "JPY"],
];

/** Countries that write numeric dates month first (3/14/2024). */
const monthFirstCountries = new Set(["US", "PR", "PH", "FM", "MH", "PW"]);

/**
 * How the email writes numeric dates: month first for the United States (a .us or generic .com sender, the caller's
 * country, or plain "$" amounts with no other country in view); day first for a sender under a country domain
 * (.com.au, .co.uk, .de …), a "$" that stands for another country's dollar, and everything else.
 */
function numericDateOrder(domain: string | null, text: string, symbol: string | null, countryCode: string | undefined, sent: Date | null = null): DateOrder {
  const country = countryCode?.trim().toUpperCase();
  if (country) return monthFirstCountries.has(country) ? "mdy" : "dmy";
  if (domain && /\.us$/.test(domain)) return "mdy";
  if (domain && /\.[a-z]{2}$/.test(domain) && !/\.(?:io|ai|co|me|tv|ly|gg|so|sh|to|cc|fm|app)$/.test(domain)) return "dmy";
  if (symbol && symbol !== "USD") return "dmy";
  // (amounts in euros, pounds, rupees, roubles, zloty, koruna or francs: a country that writes the day first)
  // (or reais, pesos, rand, lira, hryvnia, shekels and the like: "R$ 1.234,56", "MXN 250.00")
  if (/\b(?:A|AU|NZ|C|CA|S|HK|R)\$|\b(?:AUD|NZD|CAD|GBP|EUR|CHF|PLN|CZK|INR|RUB|BRL|MXN|ARS|CLP|COP|PEN|ZAR|SEK|NOK|DKK|HUF|RON|TRY|UAH|ILS|AED|SAR|NGN|KES|PKR|IDR|MYR|SGD|HKD)\b|[€£₹₽₺₴₪₦]|\d\s?(?:zł|Kč)/.test(text)) return "dmy";
  // (a text in French, German, Spanish, Italian, Dutch, Portuguese, Polish or a Nordic language from a .com sender: its
  // readers write the day first, "du 02/06/2021")
  if (notEnglish(text)) return "dmy";
  // (the text's own numeric dates, when they settle it: "13/06/2022" can only be day first, and "09/06/2022" in a mail
  // sent on 9 June 2022 is no 6 September)
  const shown = orderOfNumericDates(text, sent);
  if (shown) return shown;
  return (domain && /\.com$/.test(domain)) || (/\$\s?\d/.test(text) && !/€|£/.test(text)) ? "mdy" : "dmy";
}

/** The words before a date that say it is still to come (lexicon/ futureDate: "scheduled for", "next payment", "valid until"). */
const futureBefore = new RegExp(String.raw`(?<![\p{L}])(?:${words((l) => l.futureDate).join("|")})`, "iu");

/**
 * The order the text's numeric dates (d/m/yyyy or m/d/yyyy) can only be read in: a part over 12 says which is the day;
 * a reading that puts a date after the email was sent, where the other does not, is wrong. Null when they say nothing
 * or disagree.
 */
function orderOfNumericDates(text: string, sent: Date | null): DateOrder | null {
  let dmy = 0;
  let mdy = 0;
  const latest = sent ? sent.getTime() + 2 * 86_400_000 : null;
  for (const m of text.slice(0, 20_000).matchAll(/(?<![\d./-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/-]|\.\d)/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    if (a === 0 || b === 0 || a > 31 || b > 31 || (a > 12 && b > 12)) continue;
    if (a > 12) { dmy++; continue; }
    if (b > 12) { mdy++; continue; }
    // (a date the text says is still to come, "scheduled for 09/05/2021", "next payment", "valid until", says nothing
    // by falling after the sending)
    if (a === b || latest === null || futureBefore.test(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index))) continue;
    const asDmy = Date.UTC(y, b - 1, a);
    const asMdy = Date.UTC(y, a - 1, b);
    if (asMdy > latest && asDmy <= latest) dmy++;
    else if (asDmy > latest && asMdy <= latest) mdy++;
  }
  return dmy > 0 && mdy === 0 ? "dmy" : mdy > 0 && dmy === 0 ? "mdy" : null;
}

/** Common words of English, and of the languages that write the day first (lexicon/ commonWords). */
const englishWords = new RegExp(String.raw`(?<![\p{L}])(?:${(en.commonWords ?? []).join("|")})(?![\p{L}])`, "giu");
const otherWords = new RegExp(String.raw`(?<![\p{L}])(?:${languages.filter((l) => l !== en).flatMap((l) => l.commonWords ?? []).join("|")})(?![\p{L}])`, "giu");
/** Whether a text is written in one of those languages rather than in English (twice as many of its words, three at least). */
function notEnglish(text: string): boolean {
  const head = text.slice(0, 5000);
  const other = head.match(otherWords)?.length ?? 0;
  return other >= 3 && other >= 2 * (head.match(englishWords)?.length ?? 0);
}

/** How many amounts and labelled values a set of lines carries (to pick the HTML or the text part). */
const richness = (lines: Line[]) => {
  let n = 0;
  for (const l of lines) if (/\d[.,]\d\d\b/.test(l.text)) n++;
  return n;
};

/** A header block's "Subject:" line in every language (lexicon/ forward). */
const subjectLine = new RegExp(`^(?:${words((l) => l.forward?.subject).join("|")})\\s*[:：]\\s*(\\S.{2,200})$`, "i");
/**
 * "From:service@shop.example" / "Subject:Your order from Shop (#0300549511)" at the top of a copy whose own Subject is
 * empty (a Lotus Notes copy, a mail pasted into a new one): the subject its text prints, in its first dozen lines.
 */
function printedSubject(lines: Line[]): string | null {
  for (const line of lines.slice(0, 12)) {
    const m = subjectLine.exec(line.text.trim());
    if (m) return m[1].trim();
  }
  return null;
}

export function buildContext(mail: MimeEmail, forward: ForwardInfo, options: ContextOptions = {}): Context {
  const inner = forward.attached;
  const source = inner ?? mail;
  // (a masking relay's display name carries the original sender's address)
  const sender = unrelayed(forward.forwarded ? { address: forward.originalFrom, name: forward.originalFromName } : mail.from);
  const senderAddress = sender.address;
  const senderName = sender.name;
  const html = source.html ? parseHtml(source.html) : null;
  // an inline forward: the original's lines only, after the forwarder's note, the marker and the header block
  const original = (l: Line[]) => (forward.forwarded && !inner ? l.slice(originalStart(l)) : l);
  const allPlain = source.text ? textLines(source.text) : [];
  const plainLines = original(allPlain);
  const htmlLines = html ? original(html.lines) : [];
  const lines = htmlLines.length > 0 && richness(htmlLines) >= richness(plainLines) - 1 ? htmlLines : plainLines;
  const text = lines.map((l) => l.cells.join("\t")).join("\n");
  const domain = domainOf(senderAddress);
  const currencyHint = tldCurrency.find(([re]) => domain && re.test(domain))?.[1] ?? null;
  const headerSubject = (forward.forwarded ? forward.originalSubject ?? mail.subject : source.subject) ?? "";
  // (a forward of it says only "Fwd:")
  // (a forward's header block may take in the lines that print it: look above the original's start too)
  const subject = headerSubject.replace(subjectPrefixes, "").trim() ? headerSubject
    : printedSubject(lines) ?? printedSubject(lines === htmlLines && html ? html.lines : allPlain) ?? headerSubject;
  const symbol = symbolCurrency(`${subject}\n${text}`, currencyHint, options.countryCode);
  const amountHint: CurrencyHint = symbol ? { fallback: currencyHint, symbol } : currencyHint;
  let date = source.date;
  let localDay = source.localDay;
  if (forward.forwarded && !inner && forward.originalDate) {
    const d = new Date(forward.originalDate);
    if (!Number.isNaN(d.getTime())) { date = d; localDay = null; }
  }
  const dateOrder = numericDateOrder(domain, text, symbol, options.countryCode, date);
  return {
    mail, forward,
    sender: { address: senderAddress, name: senderName, domain },
    subject,
    date, localDay: localDay ?? date?.toISOString().slice(0, 10) ?? null, html, lines, plainLines, text, dateOrder, currencyHint, amountHint,
    countryCode: options.countryCode,
  };
}

/**
 * The same email read from other lines (a PDF attachment's text): sender, dates and currency hints stay those of the
 * email; the lines, the text and the amount hint come from the new lines.
 */
export function contextOfLines(ctx: Context, lines: Line[]): Context {
  const text = lines.map((l) => l.cells.join("\t")).join("\n");
  // an attached invoice prints "$" where the body printed no amount: the sender's country settles it there too
  const decided = ctx.amountHint !== null && typeof ctx.amountHint === "object";
  const symbol = decided ? null : symbolCurrency(`${ctx.subject}\n${text}`, ctx.currencyHint, ctx.countryCode);
  const amountHint: CurrencyHint = symbol ? { fallback: ctx.currencyHint, symbol } : ctx.amountHint;
  return { ...ctx, html: null, lines, plainLines: lines, text, amountHint };
}
