import { fromDomain } from "./lines";
import type { MerchantExtractor } from "./extractor";
import { rideProducts } from "./rides";

/** Uber trip receipts and charge summaries ("Trip fare" then surcharges, fees, taxes, promotions). */
export const uber: MerchantExtractor = {
  name: "uber",
  matches: (ctx) => fromDomain(ctx.sender.domain, "uber.com") && ctx.lines.some((l) => /^trip fare$/i.test(l.cells[0] ?? "")),
  extract: (ctx) => ({ merchantName: "Uber", ...rideProducts(ctx) }),
};
