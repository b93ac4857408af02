import type { Context } from "../context";
import { draftProduct, type Draft } from "../draft";
import { cardOrWalletWords } from "../generic/payments";
import { labelledAmounts } from "./lines";

/** Charge lines of a ride receipt that are not what the ride cost: taxes, surcharges, credits, payments. */
const notTheRide = new RegExp(String.raw`\b(?:tax(?:es)?|surcharge|fees?|fund|credits?|promotions?|promo|discount|tips?|total|saved|savings|toll|balance|subtotal|points|${cardOrWalletWords}|cash|gift card)\b|[*•]{1,}\s?\d{4}`, "i");
/** What a ride line is called: "Trip fare", "Lyft fare (4.85mi, 20m 46s)", "Ebike ride (...)", "Free unlock". */
const rideLine = /\b(?:fare|ride|unlock|upgrade|trip|time|distance|minutes?|base)\b/i;
/** Where the fare breakdown ends: the trip details, addresses and help below it. */
const breakdownEnd = /^(?:your trip|trip details|pickup\b|drop-?off\b|payments?$|rides = rewards|need help|get help)/i;

/** Ride receipts (Uber, Lyft): the fare lines of the breakdown are the products, fees and taxes are not. */
export function rideProducts(ctx: Context): Draft {
  const lines = ctx.lines;
  let end = lines.findIndex((l, i) => i > 0 && breakdownEnd.test(l.cells[0] ?? ""));
  if (end < 0) end = Math.min(lines.length, 60);
  const rows = labelledAmounts(lines, 0, end, ctx.amountHint);
  if (!rows.some((r) => /\bfare\b|\bride\b/i.test(r.label))) return {};
  const products = rows.filter((r) => r.minor >= 0 && rideLine.test(r.label) && !notTheRide.test(r.label)).map((r) => draftProduct(r.label, r.minor));
  return { products };
}
