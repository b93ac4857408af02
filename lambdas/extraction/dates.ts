/**
 * Dates as printed in receipts, in the formats of en-US, en-GB, de-DE, fr, it and es, to "YYYY-MM-DD".
 * Numeric dates are read day-first unless the locale hint is en-US (or the day-first reading is impossible).
 */
export type DateOrder = "mdy" | "dmy";

const monthNames: Record<string, number> = {};
const addMonths = (names: string[]) => names.forEach((n, i) => n.split("|").forEach((k) => (monthNames[k] = i + 1)));
addMonths(["january|jan", "february|feb", "march|mar", "april|apr", "may", "june|jun", "july|jul",
  "august|aug", "september|sep|sept", "october|oct", "november|nov", "december|dec"]);
addMonths(["januar|jan|jän|jänner", "februar|feb", "märz|mär|maerz", "april|apr", "mai", "juni|jun", "juli|jul",
  "august|aug", "september|sep|sept", "oktober|okt", "november|nov", "dezember|dez"]);
addMonths(["janvier|janv", "février|fevrier|févr|fevr", "mars", "avril|avr", "mai", "juin", "juillet|juil",
  "août|aout", "septembre", "octobre", "novembre", "décembre|decembre|déc"]);
addMonths(["gennaio|gen", "febbraio", "marzo", "aprile", "maggio|mag", "giugno|giu", "luglio|lug",
  "agosto|ago", "settembre|set", "ottobre|ott", "novembre", "dicembre|dic"]);
addMonths(["enero|ene", "febrero", "marzo", "abril|abr", "mayo", "junio", "julio", "agosto",
  "septiembre|setiembre", "octubre", "noviembre", "diciembre"]);

const monthAlt = Object.keys(monthNames).sort((a, b) => b.length - a.length).join("|");

const iso = /\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const monthFirst = new RegExp(String.raw`\b(${monthAlt})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, "i");
const dayFirst = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th|er|º|°)?\.?\s*(?:de\s+)?(${monthAlt})\.?,?\s*(?:de\s+|del\s+)?(\d{4})\b`, "i");
const numeric = /\b(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})\b/;
const yearFirstSlash = /\b(\d{4})\/(\d{1,2})\/(\d{1,2})\b/;
const time = /\b(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?/i;

const pad = (n: number) => String(n).padStart(2, "0");
function valid(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** Finds the first date in `text`; returns it with its position, or null. */
export function findDate(text: string, order: DateOrder = "dmy"): { date: string; index: number } | null {
  const candidates: Array<{ date: string; index: number }> = [];
  const push = (m: RegExpExecArray | null, f: (m: RegExpExecArray) => string | null) => {
    if (!m) return;
    const date = f(m);
    if (date) candidates.push({ date, index: m.index });
  };
  push(iso.exec(text), (m) => valid(+m[1], +m[2], +m[3]));
  push(monthFirst.exec(text), (m) => valid(+m[3], monthNames[m[1].toLowerCase()], +m[2]));
  push(dayFirst.exec(text), (m) => valid(+m[3], monthNames[m[2].toLowerCase()], +m[1]));
  push(yearFirstSlash.exec(text), (m) => valid(+m[1], +m[2], +m[3]));
  push(numeric.exec(text), (m) => {
    const a = +m[1], b = +m[3], y = fullYear(m[4]);
    if (m[2] === "." ) return valid(y, b, a);
    const first = order === "mdy" ? valid(y, a, b) : valid(y, b, a);
    return first ?? (order === "mdy" ? valid(y, b, a) : valid(y, a, b));
  });
  if (candidates.length === 0) return null;
  return candidates.sort((x, y) => x.index - y.index)[0];
}

export const parseDate = (text: string, order: DateOrder = "dmy"): string | null => findDate(text, order)?.date ?? null;

/** "3:05 PM" -> "15:05". */
export function parseTime(text: string): string | null {
  const m = time.exec(text);
  if (!m) return null;
  let h = Number(m[1]);
  const suffix = m[3]?.toLowerCase().replace(/\./g, "");
  if (suffix === "pm" && h < 12) h += 12;
  if (suffix === "am" && h === 12) h = 0;
  if (h > 23 || Number(m[2]) > 59) return null;
  return `${pad(h)}:${m[2]}`;
}
