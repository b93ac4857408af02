import type { Context } from "../context";
import { draftProduct, type DraftProduct } from "../draft";
import { alt, bounded, emailTypePhrases, words } from "../lexicon/index";
import { phraseType } from "../classify";
import { nonItemRole } from "./roles";

const travelWords = (key: "flight" | "stay" | "fareHeading") => words((l) => l.travel?.[key]);
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
  const heading = ctx.lines.find((l) => l.text.length < 60 && fareHeading.test(l.cells[0] ?? ""))?.cells[0].replace(/[:\s]+$/, "");
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
