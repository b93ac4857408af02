import type { Draft } from "../draft";
import { fromDomain } from "./lines";
import type { MerchantExtractor } from "./extractor";

/** "For food delivery/pickup related issues, please contact <restaurant> at <phone>." */
const contactLine = /\bplease contact (.{2,80}?) (?:at|on) [+(\d]/i;

/**
 * Seamless and Grubhub orders: the restaurant is the seller (and sub-merchant); the app is the intermediary, which
 * the header layer already gives (merchant.ts). The restaurant is named in the "please contact ... at <phone>" line
 * (unless that names the app itself), else on the first line above its phone.
 */
export const seamless: MerchantExtractor = {
  name: "seamless",
  matches: (ctx) => fromDomain(ctx.sender.domain, "seamless.com", "grubhub.com"),
  extract: (ctx) => {
    const lines = ctx.lines;
    const app = fromDomain(ctx.sender.domain, "grubhub.com") ? "Grubhub" : "Seamless";
    let restaurant: string | null = null;
    for (const l of lines) {
      const m = contactLine.exec(l.text);
      if (m && !new RegExp(`^${app}$`, "i").test(m[1].trim())) { restaurant = m[1].trim(); break; }
    }
    if (!restaurant && lines.length > 1 && /^(?:p:|phone:|address:)/i.test(lines[1].cells[0] ?? "")) restaurant = lines[0].cells[0];
    const draft: Draft = {};
    // "Mooncake Foods (Watts St)": the branch in parentheses is not part of the name
    if (restaurant) { draft.merchantName = restaurant.replace(/\s*\([^)]*\)$/, "") || restaurant; draft.subMerchant = restaurant; }
    return draft;
  },
};
