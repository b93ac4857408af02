import type { EmailType } from "../schema";
import { ar } from "./ar";
import { bg } from "./bg";
import { cs } from "./cs";
import { de } from "./de";
import { el } from "./el";
import { en } from "./en";
import { es } from "./es";
import { fi } from "./fi";
import { fr } from "./fr";
import { he } from "./he";
import { hi } from "./hi";
import { hu } from "./hu";
import { id } from "./id";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { nl } from "./nl";
import { nordic } from "./nordic";
import { pl } from "./pl";
import { pt } from "./pt";
import { ro } from "./ro";
import { ru } from "./ru";
import { sr } from "./sr";
import { baltic } from "./baltic";
import { tr } from "./tr";
import { th } from "./th";
import { uk } from "./uk";
import { vi } from "./vi";
import { zh } from "./zh";
import type { Lexicon } from "./types";

export type { Lexicon } from "./types";

/** Every language the engine reads. Adding a language: one file beside this one, named here. */
export const languages: Lexicon[] = [en, de, fr, it, es, nl, pt, pl, cs, nordic, fi, hu, ro, el, tr, ru, uk, bg, sr, baltic, id, vi, th, ja, zh, ko, ar, he, hi];

/** Every language's fragments of one kind, without repeats, in the order of `languages`. */
export function words(pick: (l: Lexicon) => string[] | undefined): string[] {
  return [...new Set(languages.flatMap((l) => pick(l) ?? []))];
}

/** Fragments that start with a letter or digit of a spaced script take a word boundary; Japanese and Chinese do not. */
const spaced = (w: string) => !/^[(\\]?[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(w.replace(/^\(\?:/, ""));

/** `(?:a|b|c)` of the fragments. */
export const alt = (list: string[]): string => `(?:${list.join("|")})`;

/**
 * A letter or digit of a Latin- or Cyrillic-script word, accented ones included (`\w` alone is ASCII: a boundary before "är" or
 * after "für" would be missed). Usable without the regex's `u` flag.
 */
const wordChar = String.raw`[\w\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0400-\u04FF]`;
/**
 * Where a word of the lexicon ends whole: no Latin or Cyrillic letter follows it (a digit may: "Subtotal80.00"), so
 * "total" is not the start of "Totally", nor "track" of "Tracksuit". For patterns matched case-insensitively or on
 * lowercased text.
 */
export const wordEnd = String.raw`(?![a-z\u00C0-\u024F\u0400-\u04FF])`;

/**
 * The fragments as one alternation with a word boundary (of wordChar) before and/or after the spaced-script ones:
 * `\b(?:order number|…)|(?:注文番号|…)`.
 */
export function bounded(list: string[], where: { before?: boolean; after?: boolean } = { before: true }): string {
  const latin = list.filter(spaced);
  const cjk = list.filter((w) => !spaced(w));
  const parts: string[] = [];
  // after: a fragment that ends in a letter or digit ends at a word boundary; one that ends in ":" or "#" ends there
  if (latin.length) parts.push(`${where.before ? `(?<!${wordChar})` : ""}${alt(latin)}${where.after ? `(?:(?<=${wordChar})(?!${wordChar})|(?<!${wordChar}))` : ""}`);
  if (cjk.length) parts.push(alt(cjk));
  return alt(parts);
}

/** Month names of every language, to their month number (1–12). */
export const monthNames: Record<string, number> = (() => {
  const out: Record<string, number> = {};
  for (const l of languages) l.months?.forEach((names, i) => names.split("|").forEach((n) => { out[n] ??= i + 1; }));
  return out;
})();

/** Email-type phrases of every language, per type. */
export function emailTypePhrases(type: EmailType | "orderWords"): string[] {
  return words((l) => l.emailType?.[type]);
}
