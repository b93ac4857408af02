import type { Context } from "../context";
import { draftProduct, type DraftProduct } from "../draft";
import { alt, bounded, emailTypePhrases, words } from "../lexicon/index";
import { phraseType } from "../classify";
import { nonItemRole } from "./roles";
import { letters } from "../html-doc";
import { findAmounts } from "../money";
import { findDate } from "../dates";
import { summaryEnd } from "./item-lines";

const travelWords = (key: "flight" | "stay" | "fareHeading" | "roomLabel" | "room" | "nights" | "arrival" | "rateWord") => words((l) => l.travel?.[key]);
const flightBooking = new RegExp(bounded(travelWords("flight"), { before: true, after: true }), "i");
const hotel = new RegExp(bounded(travelWords("stay"), { before: true, after: true }), "i");
/** How airline receipts head the fare, in every language (lexicon/): "Air Transportation Charges", "Airfare", "Flugtarif"… */
const fareHeading = new RegExp(`^${alt(travelWords("fareHeading"))}\\b`, "i");

/**
 * A flight booking whose fare table has no item rows: the ticket is the one item, at the order's total,
 * named by the email's own fare heading.
 */
export function flightTicket(ctx: Context, totalMinor: number | null): DraftProduct[] {
  if (totalMinor == null || totalMinor <= 0) return [];
  const opening = [ctx.subject, ...ctx.lines.slice(0, 40).filter((l) => l.text.length < 200).map((l) => l.text)].join("\n");
  if (!flightBooking.test(opening) || hotel.test(ctx.subject)) return [];
  // ("Airfare Subtotal: | $808.40": a sum of the fares under its totals word is no heading of them)
  const heading = ctx.lines.find((l) => l.text.length < 60 && fareHeading.test(l.cells[0] ?? "") && !summaryEnd.test((l.cells[0] ?? "").replace(/[:\s]+$/, "")))?.cells[0].replace(/[:\s]+$/, "");
  // without a fare heading the email names no item: inventing one ("Flight") would be a guess
  if (!heading) return [];
  return [draftProduct(heading, totalMinor)];
}

/**
 * "Elektronická jízdenka č. 0123456789", "E-Ticket Nr. 4711 0815": a ticket whose opening line is its title and its
 * number, with no item rows, is one item named by that title, at the order's total.
 */
const ticketTitle = new RegExp(String.raw`^((?:(?:elektronick[áýé]|electronic|elektronisk[ae]?|digitale?|online|mobile?)\s+)?(?:${alt(emailTypePhrases("travel_booking"))}))\s*(?:č\.|nr\.?|no\.?|n°|#|number|nummer|numero)?\s*[:#]?\s*[A-Z0-9][A-Z0-9 -]{4,24}$`, "iu");
export function titledTicket(ctx: Context, totalMinor: number | null): DraftProduct[] {
  if (totalMinor == null || totalMinor <= 0 || phraseType(ctx) !== "travel_booking") return [];
  for (const line of ctx.lines.slice(0, 3)) {
    // ("Booking reference: ZX8K4P", a booking's number with its label, is an identifier, never a ticket's title)
    const m = line.cells.length === 1 && line.text.length <= 60 && nonItemRole(line.text) !== "identifier" ? ticketTitle.exec(line.text) : null;
    if (m && /\d/.test(line.text.slice(m[1].length))) return [draftProduct(m[1], totalMinor)];
  }
  return [];
}

const roomLabel = new RegExp(String.raw`^(?:${alt(travelWords("roomLabel"))})(?:\s*[:：]\s*|\s+|$)`, "i");
const roomWord = new RegExp(bounded(travelWords("room"), { before: true, after: true }), "i");
const nightWords = alt(travelWords("nights"));
/** "2 nights", "(3 Nächte)", "Total for 2 nights": the count of a stay's nights. */
const nightsOf = new RegExp(String.raw`(?<![\d.,])(\d{1,2})\s?(?:${nightWords})(?![\p{L}])`, "iu");
/** "Number of Nights: 2": the count after its label. */
const nightsLabelled = new RegExp(String.raw`(?:${nightWords})\s*[:：]\s*(\d{1,2})(?!\d)`, "iu");
/** "Arrival", "Check-in", "Anreise" opening a line: the stay's arrival (lexicon/ travel.arrival). */
const arrival = new RegExp(String.raw`^(?:${alt(travelWords("arrival"))})`, "iu");
/** "Rate per night", "$169.00 /night", "average nightly rate", "pro Nacht": a price of one night. */
const perNight = new RegExp(String.raw`(?:\b(?:per|pro|par|por|a)\s|/\s?)(?:${nightWords})(?![\p{L}])|\bnightly\b|\baverage\b`, "iu");

/** "Room price (2 nights)", "Rate per night", "Zimmerpreis": a line that prices the stay, no room's name. */
const rateWord = new RegExp(bounded(travelWords("rateWord"), { before: true, after: true }), "iu");
const rateRow = (name: string) => nightsOf.test(name) || perNight.test(name) || rateWord.test(name);

/** The room a stay's booking names on a labelled line ("Room type King Room", "Room | Deluxe Room, 1 King Bed", "Room" over "Standard Room"). */
function bookedRoom(ctx: Context): { name: string; line: number } | null {
  const lines = ctx.lines.slice(0, 80);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.text.length > 120) continue;
    const label = roomLabel.exec(line.cells[0] ?? "");
    if (!label) continue;
    const rest = line.cells[0].slice(label[0].length).trim();
    // ("Room Description: …", "Room Charges: …": another label that only starts with the room's)
    if (/^[\p{L} ]{1,20}[:：]/u.test(rest)) continue;
    // (the value beside the label, after it in the same cell, or alone on the line below a label that stands alone)
    const value = rest || (line.cells[1] ?? (line.cells.length === 1 ? (lines[i + 1]?.cells.length === 1 ? lines[i + 1].text : "") : ""));
    // ("1 Single room (for 1 adult)": the count of rooms before the name is no part of it)
    // (but "1 King Bed Studio Suite" counts its beds)
    const name = /^\d{1,2}\s+\p{L}+\s+(?:beds?|lits?|betten|bett|camas?|lett[oi]|bedden)\b/iu.test(value.trim()) ? value.trim() : value.trim().replace(/^\d{1,2}\s?[x×]?\s+(?=\p{L})/u, "");
    // (a value with no room word is a room's number or a charge: "Room 305", "Room Charges")
    if (name.length > 80 || letters(name) < 3 || !roomWord.test(name) || findAmounts(name, null).length > 0) continue;
    return { name, line: i };
  }
  return null;
}

/**
 * A hotel booking's stay as its one item, named by the room it books, when the rows read as items are only its rate or
 * price lines ("Rate per night (Fri – Sat) $219.00", "Room price (2 nights) $458.00") or there are none: the count is the
 * nights when the price is one night's or names them, else one; the price the rate line's, else a per-night rate printed
 * near the room ("2 nights: $169.00 /night").
 */
export function roomStay(ctx: Context, products: DraftProduct[]): DraftProduct[] | null {
  const opening = [ctx.subject, ...ctx.lines.slice(0, 40).filter((l) => l.text.length < 200).map((l) => l.text)].join("\n");
  // (a row that names a room and is no rate line, "Corner King Room with City View", is the item already)
  if (!hotel.test(opening) || products.some((p) => roomWord.test(p.description) && !rateRow(p.description))) return null;
  const room = bookedRoom(ctx);
  if (!room) return null;
  const nightsLine = ctx.lines.slice(0, 80).find((l) => l.text.length <= 120 && (nightsOf.test(l.text) || nightsLabelled.test(l.text)));
  const nights = nightsLine ? Number((nightsOf.exec(nightsLine.text) ?? nightsLabelled.exec(nightsLine.text))![1]) : null;
  // ("From 17:53 on June 2, 2026 | US$338": a dated price line of the stay is one of its rate lines)
  const stayLine = (name: string) => rateRow(name) || findDate(name) !== null;
  // (the booking's other rows, "Parking | $35.00", "Breakfast | $30.00", stay beside the room)
  // (a row priced with the stay's own rate or sum was read from its rate line: "Aufenthalt" over "Preis pro Nacht: 89,00 €")
  const withOthers = (stay: DraftProduct) => [stay, ...products.filter((p) => !stayLine(p.description) && p.totalMinor !== stay.unitMinor && p.totalMinor !== stay.totalMinor)];
  const rate = products.find((p) => perNight.test(p.description) && p.totalMinor !== null);
  const named = products.find((p) => nightsOf.test(p.description) && p.totalMinor !== null);
  if (rate) {
    const qty = nights ?? 1;
    return withOthers(draftProduct(room.name, rate.totalMinor! * qty, { quantity: qty, unitMinor: rate.totalMinor! }));
  }
  if (named) {
    const qty = Number(nightsOf.exec(named.description)![1]);
    return withOthers(draftProduct(room.name, named.totalMinor!, { quantity: qty, unitMinor: Math.round(named.totalMinor! / qty) }));
  }
  // "95,00 € x 7 Nächte | 665,00 €", "12,800円 × 2泊 | 25,600円": a line near the room with the nightly rate, the nights and their sum
  for (const l of ctx.lines.slice(room.line, room.line + 30)) {
    const n = l.text.length <= 80 ? nightsOf.exec(l.text) : null;
    const a = n ? findAmounts(l.text, ctx.amountHint).filter((x) => x.minor > 0) : [];
    if (n && a.length === 2 && Math.abs(a[0].minor * Number(n[1]) - a[1].minor) <= Number(n[1])) {
      return withOthers(draftProduct(room.name, a[1].minor, { quantity: Number(n[1]), unitMinor: a[0].minor }));
    }
  }
  // no rate row read as an item: a short line near the room that prices one night
  const near = ctx.lines.slice(room.line, room.line + 30).find((l) => l.text.length <= 60 && perNight.test(l.text) && findAmounts(l.text, ctx.amountHint).length === 1);
  const unit = near ? Math.abs(findAmounts(near.text, ctx.amountHint)[0].minor) : null;
  if (unit !== null && nights !== null) return withOthers(draftProduct(room.name, unit * nights, { quantity: nights, unitMinor: unit }));
  const rates = products.filter((p) => stayLine(p.description));
  if (rates.length === 1 && rates[0].totalMinor !== null) return withOthers(draftProduct(room.name, rates[0].totalMinor));
  // (a room with no price anywhere is an item only of a stay that counts its nights or names its arrival: a workshop's
  // "Room | Studio 2" is none)
  const arrives = nights !== null || ctx.lines.slice(0, 80).some((l) => l.text.length <= 120 && arrival.test(l.text.trim()));
  return arrives && rates.length === products.length ? [draftProduct(room.name, null), ...products.filter((p) => !stayLine(p.description))] : null;
}
