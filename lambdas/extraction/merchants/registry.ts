import { apple } from "./apple";
import { lyft } from "./lyft";
import { seamless } from "./seamless";
import { uber } from "./uber";
import type { MerchantExtractor } from "./extractor";

export type { MerchantExtractor } from "./extractor";

/** The first extractor whose `matches` accepts the email is used; keep the checks cheap. */
export const merchantExtractors: MerchantExtractor[] = [apple, uber, lyft, seamless];
