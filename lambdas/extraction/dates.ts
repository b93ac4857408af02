import { monthNames } from "./lexicon/index";

/**
 * Dates as printed in receipts, to "YYYY-MM-DD": month names of every language of the lexicon, day-first and
 * month-first, year-first numeric, Japanese/Chinese 2024年1月5日, and the ctime form "Mon Mar 03 10:15:00 2014".
 * Numeric dates are read day-first unless the locale hint is month-first (or the day-first reading is impossible).
 */
export type DateOrder = "mdy" | "dmy";

const monthAlt = Object.keys(monthNames).sort((a, b) => b.length - a.length).join("|");

const iso = /\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const monthFirst = new RegExp(String.raw`\b(${monthAlt})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, "i");
// ("15-Mar-2024", "15 Mar 24": a two-digit year only after a hyphen or a space, and never an hour's "10:30")
const dayFirst = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th|er|º|°)?\.?(?:\s*|-)(?:de\s+)?(${monthAlt})\.?,?(?:\s*|-)(?:de\s+|del\s+)?(\d{4}|\d{2}(?![:\d]))\b`, "i");
/** "15. 3. 2024" (Czech, Slovak), "2024. 3. 15." (Korean, Hungarian): numeric dates spaced after their dots. */
const spacedDayFirst = /\b(\d{1,2})\.\s(\d{1,2})\.\s?(\d{4})\b/;
/** "2024. március 15.": a year-first date with a month name (Hungarian). */
const yearFirstName = new RegExp(String.raw`\b(\d{4})\.\s*(${monthAlt})\.?\s+(\d{1,2})\.?(?!\d)`, "i");
const spacedYearFirst = /\b(\d{4})\.\s?(\d{1,2})\.\s(\d{1,2})\.?(?!\d)/;
const numeric = /\b(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})\b/;
const yearFirstSlash = /\b(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b/;
const kanji = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/;
const ctime = new RegExp(String.raw`\b(${monthAlt})\.?\s+(\d{1,2})\s+\d{1,2}:\d{2}(?::\d{2})?\s+(?:[A-Z]{2,5}\s+)?(\d{4})\b`, "i");
const time = /(?:\b|(?<=日))(\d{1,2})(?::|時)(\d{2})(?::\d{2}|分)?\s*(am|pm|a\.m\.|p\.m\.)?/i;

const pad = (n: number) => String(n).padStart(2, "0");
function valid(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** Finds the first date in `text`; returns it with its position and the length of its text, or null. */
export function findDate(text: string, order: DateOrder = "dmy"): { date: string; index: number; length: number } | null {
  const candidates: Array<{ date: string; index: number; length: number }> = [];
  const push = (m: RegExpExecArray | null, f: (m: RegExpExecArray) => string | null) => {
    if (!m) return;
    const date = f(m);
    if (date) candidates.push({ date, index: m.index, length: m[0].length });
  };
  push(iso.exec(text), (m) => valid(+m[1], +m[2], +m[3]));
  push(monthFirst.exec(text), (m) => valid(+m[3], monthNames[m[1].toLowerCase()], +m[2]));
  push(dayFirst.exec(text), (m) => valid(fullYear(m[3]), monthNames[m[2].toLowerCase()], +m[1]));
  push(spacedDayFirst.exec(text), (m) => valid(+m[3], +m[2], +m[1]));
  push(spacedYearFirst.exec(text), (m) => valid(+m[1], +m[2], +m[3]));
  push(yearFirstName.exec(text), (m) => valid(+m[1], monthNames[m[2].toLowerCase()], +m[3]));
  push(yearFirstSlash.exec(text), (m) => valid(+m[1], +m[2], +m[3]));
  push(kanji.exec(text), (m) => valid(+m[1], +m[2], +m[3]));
  push(ctime.exec(text), (m) => valid(+m[3], monthNames[m[1].toLowerCase()], +m[2]));
  push(numeric.exec(text), (m) => {
    const a = +m[1], b = +m[3], y = fullYear(m[4]);
    if (m[2] === "." ) return valid(y, b, a);
    const first = order === "mdy" ? valid(y, a, b) : valid(y, b, a);
    return first ?? (order === "mdy" ? valid(y, b, a) : valid(y, a, b));
  });
  if (candidates.length === 0) return null;
  return candidates.sort((x, y) => x.index - y.index)[0];
}

/** "Fri, Dec 29", "29 Dec", "29. Dezember": a day and a month name with no year after them. */
const yearlessMonthFirst = new RegExp(String.raw`\b(${monthAlt})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*[,.]?\s*\d{2,4}\b(?!:)|[:.]\d)`, "i");
const yearlessDayFirst = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th|er|º|°)?\.?\s*(?:de\s+)?(${monthAlt})\b\.?(?!\s*[,.]?\s*(?:de\s+)?\d{2,4}\b)`, "i");

/**
 * A date printed without its year ("Order placed: Fri, Dec 29"), in the year that puts it on or before the day the
 * email was sent (`sent`, YYYY-MM-DD): a December order in a January email is last year's. Null when none is printed.
 */
export function findYearlessDate(text: string, sent: string): { date: string; index: number } | null {
  const a = yearlessMonthFirst.exec(text);
  const b = yearlessDayFirst.exec(text);
  const m = a && (!b || a.index <= b.index) ? { month: monthNames[a[1].toLowerCase()], day: Number(a[2]), index: a.index }
    : b ? { month: monthNames[b[2].toLowerCase()], day: Number(b[1]), index: b.index } : null;
  if (!m) return null;
  const year = Number(sent.slice(0, 4));
  const date = valid(year, m.month, m.day);
  const prior = valid(year - 1, m.month, m.day);
  if (!date) return null;
  return { date: date > sent && prior ? prior : date, index: m.index };
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
