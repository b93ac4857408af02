import type { Context } from "./context";

/** Intermediaries that send emails on behalf of the seller. */
export const intermediaries: Array<[RegExp, string]> = [
  [/paypal\./, "PayPal"], [/venmo\./, "Venmo"], [/(^|\.)booking\.com$/, "Booking.com"],
  [/(^|\.)capitalonebooking\.com$|(^|\.)capitalonetravel\.com$/, "Capital One Travel"], [/(^|\.)chasetravel\.com$/, "Chase Travel"],
  [/(^|\.)travellink\.[a-z.]+$/, "Travellink"], [/(^|\.)amadeus\.(?:com|net)$/, "Amadeus"], [/(^|\.)fcmtravel\.[a-z.]+$/, "Travellink"], [/(^|\.)amextravel\.com$/, "Amex Travel"], [/(^|\.)priceline\.com$/, "Priceline"], [/seamless\.com$/, "Seamless"],
  [/grubhub\.com$/, "Grubhub"], [/doordash\.com$/, "DoorDash"], [/ubereats\.com$/, "Uber Eats"],
  [/toasttab\.com$/, "Toast"], [/squareup\.com$|square\.com$/, "Square"], [/shopify\.com$/, "Shopify"],
  [/expedia\.com$/, "Expedia"], [/hotels\.com$/, "Hotels.com"], [/stripe\.com$/, "Stripe"],
];

/** Well-known sender domains to the brand people recognise. */
const brands: Array<[RegExp, string]> = [
  [/(^|\.)amazon\.[a-z.]+$/, "Amazon"], [/(^|\.)homedepot\.com$/, "The Home Depot"], [/(^|\.)walmart\.com$/, "Walmart"],
  [/(^|\.)apple\.com$/, "Apple"], [/(^|\.)uber\.com$/, "Uber"], [/(^|\.)lyftmail\.com$|(^|\.)lyft\.com$/, "Lyft"],
  [/(^|\.)steampowered\.com$/, "Steam"], [/(^|\.)twitch\.tv$/, "Twitch"], [/(^|\.)cloudflare\.com$/, "Cloudflare"],
  [/(^|\.)target\.com$/, "Target"], [/(^|\.)bestbuy\.com$/, "Best Buy"], [/(^|\.)ebay\.[a-z.]+$/, "eBay"],
];

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The seller's name from the sender: known brands, else the display name, else the domain's main label. */
export function merchantFromSender(ctx: Context): { name: string | null; intermediary: string | null } {
  const domain = ctx.sender.domain ?? "";
  const intermediary = intermediaries.find(([re]) => re.test(domain))?.[1] ?? null;
  const brand = brands.find(([re]) => re.test(domain))?.[1];
  if (brand) return { name: brand, intermediary };
  const display = ctx.sender.name?.replace(/^"|"$/g, "").replace(/\b(no-?reply|orders?|receipts?|notifications?|customer ?service|reservations?|service center|support|team|confirmations?)\b/gi, "").replace(/\s+/g, " ").trim();
  if (display) return { name: display, intermediary };
  const main = domain.split(".").slice(-2, -1)[0];
  return { name: main ? titleCase(main) : null, intermediary };
}
