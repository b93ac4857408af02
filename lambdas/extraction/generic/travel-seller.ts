import type { Context } from "../context";
import { alt, bounded, words } from "../lexicon/index";

/** Airlines by the names they print, to the name people use. */
const airlines: Array<[RegExp, string]> = [
  [/\bamerican airlines\b/i, "American Airlines"], [/\bdelta air ?lines\b/i, "Delta Air Lines"], [/\bunited airlines\b/i, "United Airlines"],
  [/\bsouthwest airlines\b/i, "Southwest Airlines"], [/\balaska airlines\b/i, "Alaska Airlines"], [/\bjetblue\b/i, "JetBlue"],
  [/\bspirit airlines\b/i, "Spirit Airlines"], [/\bfrontier airlines\b/i, "Frontier Airlines"], [/\bhawaiian airlines\b/i, "Hawaiian Airlines"],
  [/\ballegiant air\b/i, "Allegiant Air"], [/\bsun country airlines\b/i, "Sun Country Airlines"], [/\bair canada\b/i, "Air Canada"],
  [/\bwestjet\b/i, "WestJet"], [/\bbritish airways\b/i, "British Airways"], [/\bvirgin atlantic\b/i, "Virgin Atlantic"],
  [/\blufthansa\b/i, "Lufthansa"], [/\bair france\b/i, "Air France"], [/\bklm\b/i, "KLM"], [/\biberia\b/i, "Iberia"],
  [/\bvueling\b/i, "Vueling"], [/\bryanair\b/i, "Ryanair"], [/\beasyjet\b/i, "easyJet"], [/\beurowings\b/i, "Eurowings"],
  [/\bgermanwings\b/i, "Germanwings"], [/\bswiss international air lines\b/i, "SWISS"], [/\baustrian airlines\b/i, "Austrian Airlines"],
  [/\bbrussels airlines\b/i, "Brussels Airlines"], [/\bair ?baltic\b/i, "airBaltic"], [/\bair berlin\b/i, "Air Berlin"],
  [/\bfinnair\b/i, "Finnair"], [/\bscandinavian airlines\b/i, "SAS"], [/\bnorwegian air\b/i, "Norwegian"], [/\btap (?:air )?portugal\b/i, "TAP Air Portugal"],
  [/\baer lingus\b/i, "Aer Lingus"], [/\balitalia\b/i, "Alitalia"], [/\bita airways\b/i, "ITA Airways"], [/\bturkish airlines\b/i, "Turkish Airlines"],
  [/\bemirates\b/i, "Emirates"], [/\bqatar airways\b/i, "Qatar Airways"], [/\betihad\b/i, "Etihad Airways"], [/\bsingapore airlines\b/i, "Singapore Airlines"],
  [/\bcathay pacific\b/i, "Cathay Pacific"], [/\ball nippon airways\b/i, "All Nippon Airways"], [/\bjapan airlines\b/i, "Japan Airlines"],
  [/\bkorean air\b/i, "Korean Air"], [/\bqantas\b/i, "Qantas"], [/\bair new zealand\b/i, "Air New Zealand"], [/\bvirgin australia\b/i, "Virgin Australia"],
  [/\blatam airlines\b/i, "LATAM"], [/\bavianca\b/i, "Avianca"], [/\baerom[eé]xico\b/i, "Aeromexico"], [/\bcopa airlines\b/i, "Copa Airlines"],
  [/\bicelandair\b/i, "Icelandair"], [/\baegean airlines\b/i, "Aegean Airlines"], [/\blot polish airlines\b/i, "LOT Polish Airlines"],
  [/\bcondor\b/i, "Condor"], [/\bwizz ?air\b/i, "Wizz Air"], [/\bair india\b/i, "Air India"], [/\bair china\b/i, "Air China"],
  [/\bchina (?:eastern|southern) airlines\b/i, "China Airlines"], [/\beva air\b/i, "EVA Air"], [/\bthai airways\b/i, "Thai Airways"],
  [/\bmalaysia airlines\b/i, "Malaysia Airlines"], [/\bethiopian airlines\b/i, "Ethiopian Airlines"], [/\bel al\b/i, "El Al"],
];
/** Display names that say what the email is, not who sent it, in every language (lexicon/). */
const roleName = new RegExp(`^${alt(words((l) => l.travel?.senderRole))}$`, "i");
const flightContext = new RegExp(bounded(words((l) => l.travel?.flightContext), { before: true, after: true }), "i");
/** "Your booking is confirmed at <hotel>", "Your stay at <hotel>" (lexicon/). */
const stayAt = words((l) => l.travel?.stayAt).map((f) => new RegExp(f, "i"));

/**
 * The seller behind a travel agency or booking site: the airline flown (first airline named in a flight
 * context, not an "operated by" partner) or the hotel booked. Null when the sender is the seller itself.
 */
export function travelSeller(ctx: Context, intermediary: string | null): string | null {
  const domainWords = (ctx.sender.domain ?? "").split(".").slice(0, -1).join(" ");
  const display = ctx.sender.name?.replace(/^"|"$/g, "").trim() ?? "";
  if (!intermediary && !roleName.test(display)) return null;
  // a booking subdomain of the airline itself (booking.eurowings.com)
  for (const [re, name] of airlines) if (re.test(domainWords)) return name;
  const place = stayAt.map((re) => re.exec(ctx.subject)?.groups?.place).find(Boolean);
  if (place && !flightContext.test(ctx.subject)) return place.replace(/[!.]+$/, "").trim();
  if (!flightContext.test(ctx.subject) && !ctx.lines.slice(0, 80).some((l) => flightContext.test(l.text))) return null;
  for (const line of ctx.lines.slice(0, 150)) {
    if (/operated by/i.test(line.text) || line.text.length > 160) continue;
    for (const [re, name] of airlines) if (re.test(line.text)) return name;
  }
  return null;
}
