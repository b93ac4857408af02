import type { Context } from "../context";
import type { Draft } from "../draft";

/** A merchant-specific extractor: recognises its merchant's emails and reads their format. */
export type MerchantExtractor = {
  name: string;
  matches: (ctx: Context) => boolean;
  extract: (ctx: Context) => Draft;
};
