import type { Line } from "../html-doc";
import { alt, bounded, words } from "../lexicon/index";

/**
 * Order-number labels of every language (lexicon/), strongest first; `codes` says which all-letter codes a label also
 * accepts: a booking's PNR ("KXQZPT"), a shop's all-capitals order reference ("Commande : KHWLILGMA", PrestaShop's).
 */
const labelRules: Array<{ re: RegExp; rank: number; codes?: RegExp }> = [
  { rank: 5, codes: /^[A-Z]{6,12}$/, re: new RegExp(bounded(words((l) => l.orderNumber?.order)), "i") },
  { rank: 4, codes: /^[A-Z]{5,8}$/, re: new RegExp(bounded(words((l) => l.orderNumber?.booking)), "i") },
  { rank: 3, re: new RegExp(bounded(words((l) => l.orderNumber?.invoice)), "i") },
];
/** Words a label can be followed by that are no number, in every language (lexicon/). */
const rejectWords = new RegExp(`^${alt(words((l) => l.orderNumber?.notValue))}$`, "i");

/** "Your booking reference is ABC12D": the verb between a label and its value in a sentence, in every language (lexicon/). */
const copula = new RegExp(`^\\s*${alt(words((l) => l.orderNumber?.copula))}\\s*:?\\s+(?=\\S)`, "i");

function cleanValue(raw: string): string | null {
  raw = raw.replace(copula, "");
  // a number printed in digit groups that fill the rest of its cell ("Číslo obj.: 20361 103 00"): the whole number
  const grouped = /^[\s:#.]*(\d{2,}(?: \d{2,}){1,4})\s*$/.exec(raw);
  if (grouped) return grouped[1];
  // (or before the sentence goes on: "commande n° W7Q2 8841 0053 du vendredi …", "Bestellung Nr. 3816 552 904 vom …";
  // groups of three or four digits after the first, eight characters or more in all)
  const spaced = /^[\s:#.]*(?:n[°º.]\s*)?((?=[A-Z]{0,4}\d)[A-Z0-9]{2,6}(?: \d{3,4}){1,4})(?=\s+\p{Ll}|\s*[,;)]|\.(?!\d)|\s*$)/u.exec(raw);
  if (spaced && spaced[1].replace(/ /g, "").length >= 8) return spaced[1];
  // ("3205252A_Y25": an underscore joins a number's parts as a hyphen does)
  const m = /^[\s:#.*\-–】」』\]）)(（'‘"“]*(?:n[°º.]\s*)?([A-Z0-9](?:[A-Z0-9/_-]|\.(?=[A-Z0-9.]))*[A-Z0-9])/i.exec(raw.replace(/[\u200e\u200f\u202a-\u202e]/g, ""));
  if (!m) return null;
  // ("#17363033604Date : 14/01/2026": the next field's label glued to the number, a capitalised word before its colon)
  const glued = /^(.*\d)\p{Lu}\p{Ll}{2,}$/u.exec(m[1]);
  const rest = raw.replace(/[\u200e\u200f\u202a-\u202e]/g, "").slice(m.index + m[0].length);
  return glued && /^\s*[:：]/.test(rest) ? glued[1] : m[1];
}

/** "2024-03-12", "03/12/2024", "12.05.19": a calendar date ("4711-23-0815", a shop's order number in three groups, is none). */
function dateLike(value: string): boolean {
  const m = /^(\d{1,4})([./-])(\d{1,2})\2(\d{2,4})$/.exec(value);
  if (!m) return false;
  const [a, b, c] = [Number(m[1]), Number(m[3]), Number(m[4])];
  const year = (y: number, digits: number) => digits === 2 || (y >= 1900 && y <= 2100);
  return m[1].length === 4 ? year(a, 4) && b >= 1 && b <= 12 && c >= 1 && c <= 31 && m[4].length <= 2
    : a >= 1 && a <= 31 && b >= 1 && b <= 31 && (a <= 12 || b <= 12) && year(c, m[4].length) && m[4].length !== 3;
}

/** "DOKUMENTNR", "BELEGNUMMER": a long word (eight letters or more: a booking code "GFQWNR" is shorter) that ends in a number's label is the next field's label, no code (lexicon/ roles.numberWord). */
const endsInNumberWord = new RegExp(String.raw`\p{L}(?:${alt(words((l) => l.roles?.numberWord).map((w) => w.replace(/\\\.$/, "")))})\.?$`, "iu");

/**
 * Whether a labelled value can be the order number. A UUID is one only under an order label (`orderLabel`): marketplaces
 * print their order numbers that way ("Numer zamówienia: 8a1b2c3d-…"), while after a transaction or reference label a
 * UUID is a system id.
 */
function acceptable(value: string | null, codes: RegExp | undefined, orderLabel = false, signed = false): value is string {
  if (!value || rejectWords.test(value) || value.length > 40) return false;
  if (!/\d/.test(value) && value.length >= 8 && endsInNumberWord.test(value)) return false;
  // (a date is no number: "КАССОВЫЙ ЧЕК № 70 | 12.05.2019 17:32", "2024-03-12", "03/12/2024"; a short number is one only
  // right after a number sign, "КАССОВЫЙ ЧЕК № 70", "Receipt # 412")
  if (/\d/.test(value)) return !(signed ? /^\d$/ : /^\d{1,3}$/).test(value) && !dateLike(value) && (orderLabel || !/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value));
  return codes?.test(value) ?? false;
}

/**
 * Every line that names an order number with the strongest (order) label, in reading order: several distinct
 * values mean one email confirms several orders (a checkout split into orders).
 */
export function orderNumberMentions(lines: Line[]): Array<{ value: string; line: number }> {
  const rule = labelRules[0];
  const out: Array<{ value: string; line: number }> = [];
  for (let i = 0; i < lines.length && i < 400; i++) {
    const cells = lines[i].cells;
    for (let j = 0; j < cells.length; j++) {
      const m = rule.re.exec(cells[j]);
      if (!m) continue;
      const candidates = [cells[j].slice(m.index + m[0].length), cells[j + 1], lines[i + 1]?.cells.length === 1 ? lines[i + 1].cells[0] : undefined];
      const value = candidates.map((c) => (c === undefined ? null : cleanValue(c))).find((v) => acceptable(v, undefined, true));
      if (value) { out.push({ value, line: i }); break; }
    }
  }
  return out;
}

/** An order/confirmation number printed next to its label: same cell, next cell, next line, or column below. */
export function findOrderNumber(lines: Line[], subject: string): string | null {
  return findLabelledOrderNumber(lines, subject)?.value ?? null;
}

/** "your next order", "votre prochaine commande": a word before an order label that makes it an order to come (lexicon/ orderNumber.next). */
const nextOrder = new RegExp(String.raw`(?<![\p{L}])(?:${words((l) => l.orderNumber?.next).join("|")})\s+$`, "iu");

/** The order number with the strength of its label: 5 an order label, 4 a booking code, 3 an invoice or transaction. */
export function findLabelledOrderNumber(lines: Line[], subject: string): { value: string; rank: number } | null {
  type Best = { value: string; rank: number; pos: number };
  let best = null as Best | null;
  const consider = (value: string | null, rank: number, codes: RegExp | undefined, pos: number, signed = false) => {
    // ("C1/BVOCOK": a reservation system's two-character code before the booking's own code)
    const v = value ? cleanValue(value)?.replace(/^[A-Z\d]{2}\/(?=[A-Z\d]{5,8}$)/, "") ?? null : null;
    if (!acceptable(v, codes, rank === 5, signed)) return false;
    if (!best || rank > best.rank) best = { value: v, rank, pos };
    return true;
  };
  for (const rule of labelRules) {
    const s = rule.re.exec(subject);
    if (s) consider(subject.slice(s.index + s[0].length), rule.rank, rule.codes, -1);
  }
  for (let i = 0; i < lines.length && i < 400; i++) {
    const cells = lines[i].cells;
    for (let j = 0; j < cells.length; j++) {
      for (const rule of labelRules) {
        if (best && best.rank >= rule.rank) continue;
        const m = rule.re.exec(cells[j]);
        if (!m) continue;
        // ("valable sur votre prochaine commande : MARIUS5": a coupon's code for an order not yet placed)
        if (nextOrder.test(cells[j].slice(Math.max(0, m.index - 24), m.index))) continue;
        // ("BOOKING REF./CODIGO DE RESERVA: C1/BVOCOK": the label's translation after a slash, then its value)
        const after = cells[j].slice(m.index + m[0].length).replace(/^\s*\/\s*\p{L}[\p{L} .]{2,40}:\s*(?=\S)/u, " ");
        if (consider(after, rule.rank, rule.codes, i, /[№#]\s*$/.test(m[0]) || /^\s*[№#]\s*\d/.test(after))) continue;
        // "Buchungsnummer /Booking code": a label followed by its translation still looks for its value after it
        const translation = /^\s*\/\s*\p{L}[\p{L} .]*:?\s*$/u.test(after);
        if (!translation && after.trim().length > 3 && /[a-z]{4}/.test(after)) continue;
        // ("Order # | 117": a label that ends with a number sign signs the short number in the next cell)
        if (j + 1 < cells.length && consider(cells[j + 1], rule.rank, rule.codes, i, /[№#]\s*$/.test(cells[j]))) continue;
        const next = lines[i + 1];
        if (!next) continue;
        if (cells.length > 1 && next.cells.length === cells.length && consider(next.cells[j], rule.rank, rule.codes, i)) continue;
        if (j === cells.length - 1 && next.cells[0].length <= 40) consider(next.cells[0], rule.rank, rule.codes, i);
      }
    }
  }
  return best ? { value: best.value, rank: best.rank } : numberBeforeLabel(lines, subject) ?? shortOrderNumber(lines, subject) ?? signedBesideOrderWord(lines) ?? signedInOrderSubject(subject);
}

/** "912345678 numaralı siparişindeki ürün": an order's number before the words that label it (lexicon/ orderNumber.after). */
const afterWords = new RegExp(alt(words((l) => l.orderNumber?.after)), "iu");
const labelAfter = new RegExp(String.raw`(?<![\p{L}\d-])([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)\s+(?:${afterWords.source})`, "iu");
function numberBeforeLabel(lines: Line[], subject: string): { value: string; rank: number } | null {
  for (const text of [subject, ...lines.slice(0, 200).map((l) => l.text)]) {
    // (the label's words first: the number before them is looked for only where they stand)
    const m = afterWords.test(text) ? labelAfter.exec(text) : null;
    if (m && acceptable(m[1], undefined, true)) return { value: m[1], rank: labelRules[0].rank };
  }
  return null;
}

/** A cell that says only "your order" in some language ("Comanda ta", "Beställning", "Your order:"). */
const orderWordCell = new RegExp(String.raw`^\s*(?:${bounded(words((l) => l.emailType?.orderWords), { before: true, after: true })})(?:\s+\p{L}{2,4})?\s*:?\s*$`, "iu");
/**
 * "Comanda ta | #1002349876", "Beställning | #s7ka-3x9p": a delivery app's order word in a cell of its own, the number after
 * "#" in the next cell or the cell under it, when no label names the order otherwise (weak: the sign says it is a number).
 */
function signedBesideOrderWord(lines: Line[]): { value: string; rank: number } | null {
  const signed = (cell: string | undefined) => {
    const m = /^\s*#\s?([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)\s*$/i.exec(cell ?? "");
    return m && acceptable(m[1], undefined, false, true) ? m[1] : null;
  };
  for (const [i, line] of lines.slice(0, 200).entries()) {
    for (let j = 0; j < line.cells.length; j++) {
      if (!orderWordCell.test(line.cells[j])) continue;
      // (or the column under it: "Bestellung | Datum | Gesamt" over "#12345 | 03.05.2020 | 53,50 €")
      const below = line.cells.length > 1 && lines[i + 1]?.cells.length === line.cells.length ? lines[i + 1].cells[j] : undefined;
      const value = signed(line.cells[j + 1]) ?? signed(below);
      if (value) return { value, rank: 2 };
    }
  }
  return null;
}

/** Words that say an email is about an order, in every language (lexicon/ emailType.orderWords): "your order", "Ihre Bestellung". */
const orderWords = new RegExp(bounded(words((l) => l.emailType?.orderWords), { before: true, after: true }), "i");
/**
 * "Your order from Harry and David (#0300549511)", "Ihre Bestellung bei Shop #40213": a subject about an order that ends
 * with a number after "#" names that order, when no label anywhere does (the weakest reading).
 */
function signedInOrderSubject(subject: string): { value: string; rank: number } | null {
  if (!orderWords.test(subject)) return null;
  const m = /[(\s]#\s?([A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*)\)?[.!]?\s*$/i.exec(subject);
  return m && acceptable(m[1], undefined, false, true) && /\d{4}/.test(m[1]) ? { value: m[1], rank: 2 } : null;
}

/**
 * A small shop's three-digit order number ("Potwierdzenie zamówienia nr 445", "Numer zamówienia: 445"): too short to
 * trust from one label (it may be a count or a price), taken when the subject and a body line both label it.
 */
function shortOrderNumber(lines: Line[], subject: string): { value: string; rank: number } | null {
  const rule = labelRules[0];
  const short = (text: string): string | null => {
    const m = rule.re.exec(text);
    const v = m ? cleanValue(text.slice(m.index + m[0].length)) : null;
    return v && /^\d{3}$/.test(v) ? v : null;
  };
  const inSubject = short(subject);
  if (inSubject) return lines.slice(0, 200).some((l) => l.cells.some((c) => short(c) === inSubject)) ? { value: inSubject, rank: rule.rank } : null;
  // ("Order Number: 34", "注文番号:412": a restaurant's or a till's short number alone after its label and a colon, the
  // line saying nothing else, taken when no other number is labelled)
  for (const l of lines.slice(0, 60)) {
    const m = l.cells.length <= 2 ? /^(.{3,30}?)\s*[:：#]\s*(\d{2,3})$/.exec(l.cells.join(" ").trim()) : null;
    if (m && rule.re.test(m[1]) && rule.re.exec(m[1])![0].trim().length >= m[1].trim().length - 1) return { value: m[2], rank: 1 };
  }
  return null;
}
