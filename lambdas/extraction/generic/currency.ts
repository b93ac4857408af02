import type { Context } from "../context";
import { currencyFromMarker, findAmounts, ownMarkers, symbolFamily, type CurrencyHint } from "../money";
import { alt, bounded, languages, words } from "../lexicon/index";
import { nonItemRole } from "./roles";

/**
 * The currency of the amounts printed in the body: the most frequent marker, an ambiguous "$"/"kr"/"¥" read as
 * the sender's domain or the caller's country says (`ctx.amountHint`); unmarked amounts do not count.
 */
export function detectCurrency(ctx: Context): string | null {
  const counts = new Map<string, number>();
  const hint = ctx.amountHint;
  const symbolOnly: CurrencyHint = hint !== null && typeof hint === "object" ? { fallback: null, symbol: hint.symbol } : null;
  for (const line of ctx.lines.slice(0, 400)) {
    if (line.text.length > 200 || nonItemRole(line.text) === "legal") continue;
    for (const a of findAmounts(line.text, symbolOnly)) {
      if (a.currency) counts.set(a.currency, (counts.get(a.currency) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  for (const [c, n] of counts) if (!best || n > (counts.get(best) ?? 0)) best = c;
  return best ?? currencyOfLabel(ctx);
}

/** "Total in PLN (incl. VAT) 103.49", "Amount (EUR)", "Totalt i NOK": the currency a label names for unmarked amounts (lexicon/). */
const labelWords = words((l) => [...(l.totals?.totalWord ?? []), ...(l.totals?.grandTotal ?? []), ...(l.totals?.amountWord ?? [])]);
const codeAfterLabel = String.raw`(?:(?<![\p{L}])${alt(words((l) => l.totals?.inCurrency))}\s+|\()([A-Z]{3})\b`;
const labelledCode = new RegExp(`${bounded(labelWords, { before: true, after: true })}[^\\d\\n]{0,12}?${codeAfterLabel}`, "iu");
/** The end of `labelledCode` alone ("in PLN", "(EUR"): cheap to try, and a line without it holds no labelled code. */
const codeAfterLabelAlone = new RegExp(codeAfterLabel, "iu");
const codeAfterAmount = new RegExp(String.raw`\d\s+(?:${alt(words((l) => l.totals?.inCurrency))})\s+([A-Z]{3})\b`, "iu");
function currencyOfLabel(ctx: Context): string | null {
  for (const line of ctx.lines.slice(0, 400)) {
    const m = line.text.length <= 200 && codeAfterLabelAlone.test(line.text) ? labelledCode.exec(line.text) : null;
    const code = m && m[1] === m[1].toUpperCase() ? currencyFromMarker(m[1]) : null;
    if (code) return code;
    // ("*Estimated Total: 118.00 in USD", "Room Rate: 59.00 in USD": an amount with its currency's code after "in")
    const after = line.text.length <= 200 ? codeAfterAmount.exec(line.text) : null;
    const afterCode = after && after[1] === after[1].toUpperCase() ? currencyFromMarker(after[1]) : null;
    if (afterCode) return afterCode;
    const named = line.text.length <= 80 ? currencyLine.exec(line.text) : null;
    if (named) return currencyFromMarker(named[1].toUpperCase()) ?? currencyNamed(named[1]);
    // "Valor total R$: 281,03", "Total US$: 12.00": a money label with its currency's sign before the colon
    const signed = line.text.length <= 80 ? /^(\p{L}[\p{L} .]{2,30}?)\s+([^\s\d:]{1,4})\s*:\s*[-−]?\d/u.exec(line.text.trim()) : null;
    const signCode = signed && moneyHeading.test(signed[1]) ? currencyFromMarker(signed[2]) : null;
    if (signCode) return signCode;
    // "Základ [Kč]", "Betrag (€)", "Price (EUR)": a column heading or label that names its amounts' currency in brackets
    for (const cell of line.text.length <= 200 ? line.cells : []) {
      const m = /^([^\d]{2,40}?)[\[(]\s*([^\d\s\])]{1,4})\s*[\])]\s*:?$/u.exec(cell.trim());
      const code = m ? currencyFromMarker(m[2]) : null;
      const marker = m?.[2] ?? "";
      // (a code in capitals only beside a money word: "Penang (PEN)", "Almeria (LEI)" are places)
      if (code && (marker.length > 1 || !/[a-z]/i.test(marker)) && (!/^[A-Z]+$/.test(marker) || moneyHeading.test(m![1]))) return code;
    }
  }
  return currencyOfFiscalMarks(ctx.text.slice(0, 8000));
}

/** "Регистрационный номер ККТ", "ФПД 3540083616": a fiscal receipt's marks that one country's tills print (lexicon/). */
const fiscalMarks: Array<[RegExp, string]> = [];
for (const l of languages) for (const [code, list] of Object.entries(l.fiscalMarks ?? {})) fiscalMarks.push([new RegExp(bounded(list, { before: true, after: true }), "iu"), code]);
const currencyOfFiscalMarks = (text: string): string | null => fiscalMarks.find(([re]) => re.test(text))?.[1] ?? null;

/** The words of a column or label of money, in every language (lexicon/ totals.totalWord, amountWord, bookingPrice, products.lineTotalHeading). */
const moneyHeading = new RegExp(alt(words((l) => [...(l.totals?.totalWord ?? []), ...(l.totals?.amountWord ?? []), ...(l.totals?.bookingPrice ?? []), ...(l.products?.lineTotalHeading ?? []), ...(l.products?.unitPrice ?? []), ...(l.totals?.taxWord ?? [])])), "iu");
/** "Currency Confirmed: United States Dollars", "Währung: EUR": a line that says what currency the amounts are in. */
const currencyLine = new RegExp(String.raw`^${alt(words((l) => l.totals?.currencyLabel))}\s*:?\s+([A-Z]{3}|\p{L}[\p{L}. -]{2,30}?)\s*\.?$`, "iu");
const names: Array<[RegExp, string]> = [];
for (const l of languages) for (const [code, list] of Object.entries(l.currencyNames ?? {})) names.push([new RegExp(`^(?:${alt(list)})$`, "i"), code]);
const currencyNamed = (name: string): string | null => names.find(([re]) => re.test(name.trim()))?.[1] ?? null;

/** Time zones the Date header names in letters that only the United States uses. */
const usZones = new Set(["EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT", "AKST", "AKDT", "HST"]);

/**
 * "Merchandise Net : 153.50 … Total Amt : 180.24" with no currency anywhere, in an email dated "-0700 (PDT)": a
 * sender in a United States time zone prints dollars. Only the email's own date counts (a forward's is the forwarder's).
 */
export function currencyOfZone(ctx: Context): string | null {
  const zone = ctx.forward.forwarded ? null : ctx.mail.dateZone;
  return zone && usZones.has(zone) && !ctx.currencyHint ? "USD" : null;
}

/** The postal abbreviations of the states of the United States (and its capital district). */
const usStates = "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY";
/** "Houston, TX 77002", "NEW YORK NY 10001-2345": a United States address's state and ZIP code. */
const usZip = new RegExp(String.raw`(?:,\s*|\s)(?:${usStates})\.?\s+\d{5}(?:-\d{4})?(?![\d-])`);

/**
 * "Order Total: 557.39" with no currency anywhere, shipped to "Brooklyn, NY 11201": amounts of a shop that ships to
 * (or bills) a United States address are dollars, when the sender's domain names no other country's currency.
 */
export function currencyOfUsAddress(ctx: Context): string | null {
  return !ctx.currencyHint && usZip.test(ctx.text.slice(0, 8000)) ? "USD" : null;
}


/**
 * The currency a sign several currencies print stands for when read alone ("$" USD, "kr" SEK, "¥" JPY), with what
 * names it in a text: its code or a sign of its own ("USD", "US$"; built once).
 */
const signCodeNamed = new Map(["$", "kr", "¥"].map((s) => symbolFamily(s)?.[0]).filter((c): c is string => !!c).map((code) => {
  const own = ownMarkers(code).map((m) => m.replace(/[.$\\]/g, (c) => `\\${c}`));
  return [code, new RegExp(String.raw`\b${code}\b${own.length ? `|${own.join("|")}` : ""}`)] as const;
}));

/**
 * Whether `currency` was read from a sign several currencies print ("$ 24.58" as USD) with nothing in the email to
 * say which: no country behind the sign (nor a US address or time zone for "$"), no code ("USD") and no marker of its own ("US$")
 * anywhere in the text.
 */
export function readFromBareSign(ctx: Context, currency: string): boolean {
  const named = signCodeNamed.get(currency);
  if ((ctx.amountHint !== null && typeof ctx.amountHint === "object") || !named) return false;
  // (a United States address or time zone says which dollar)
  if (currency === "USD" && (currencyOfUsAddress(ctx) ?? currencyOfZone(ctx)) === "USD") return false;
  return !named.test(`${ctx.subject}\n${ctx.text}`);
}
