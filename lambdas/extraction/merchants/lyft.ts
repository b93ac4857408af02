import { fromDomain } from "./lines";
import type { MerchantExtractor } from "./extractor";
import { rideProducts } from "./rides";

/** Lyft ride and bike receipts: "Lyft fare (distance, time)", upgrades, unlocks, then surcharges, taxes and credits. */
export const lyft: MerchantExtractor = {
  name: "lyft",
  matches: (ctx) => fromDomain(ctx.sender.domain, "lyftmail.com", "lyft.com"),
  extract: (ctx) => ({ merchantName: "Lyft", ...rideProducts(ctx) }),
};
