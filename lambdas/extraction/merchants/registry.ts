import type { Context } from "../context";
import type { Draft } from "../draft";
import { apple } from "./apple";
import { lyft } from "./lyft";
import { seamless } from "./seamless";
import { uber } from "./uber";

/** A merchant-specific extractor: recognises its merchant's emails and reads their format. */
export type MerchantExtractor = {
  name: string;
  matches: (ctx: Context) => boolean;
  extract: (ctx: Context) => Draft;
};

/** The first extractor whose `matches` accepts the email is used; keep the checks cheap. */
export const merchantExtractors: MerchantExtractor[] = [apple, uber, lyft, seamless];
