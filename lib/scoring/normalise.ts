/**
 * How the scorer compares text: letters and digits of any script survive (a Japanese or Greek name compares as
 * itself), accents and punctuation do not; scripts written without spaces (Han, Hiragana, Katakana, Hangul, Thai) are
 * compared by character pairs instead of words.
 */
export const normaliseText = (s: unknown): string =>
  String(s ?? "").toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    .replace(/&amp;/g, "&").replace(/[^\p{L}\p{N}&]+/gu, " ").trim();

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** A merchant name without legal forms and web suffixes: "The Home Depot, Inc." and "Home Depot" compare equal. */
export const merchantKey = (s: unknown): string =>
  normaliseText(s).replace(/\b(?:the|inc|llc|ltd|limited|corp|co|com|uk|de|it|www)\b/g, " ").replace(/\s+/g, " ").trim();

/** An order number as printed, without a leading "#" and spaces, case-blind. */
export const orderKey = (s: unknown): string => String(s ?? "").replace(/^[#\s]+|\s+$/g, "").replace(/\s+/g, "").toUpperCase();

/** The comparable tokens of a description: words of two letters or more, character pairs in unspaced scripts. */
export function tokens(s: unknown): Set<string> {
  const words = normaliseText(s).split(" ").filter((t) => t.length > 1 || unspaced.test(t));
  const out = new Set<string>();
  for (const w of words) {
    if (unspaced.test(w) && w.length > 2) {
      const chars = [...w];
      for (let k = 1; k < chars.length; k++) out.add(chars[k - 1] + chars[k]);
    } else out.add(w);
  }
  return out;
}

/**
 * How alike two descriptions are, 0–1: the Jaccard index of their tokens, or 0.8 when one's tokens (two or more) are
 * nearly all in the other ("Sylvanian Families" in "Sylvanian Families Chocolate Rabbit Family").
 */
export function similarity(a: unknown, b: unknown): number {
  const A = tokens(a);
  const B = tokens(b);
  if (A.size === 0 || B.size === 0) return normaliseText(a) === normaliseText(b) ? 1 : 0;
  let shared = 0;
  for (const t of A) if (B.has(t)) shared++;
  const jaccard = shared / (A.size + B.size - shared);
  const contained = shared / Math.min(A.size, B.size);
  return Math.max(jaccard, contained >= 0.8 && Math.min(A.size, B.size) >= 2 ? 0.8 : 0);
}
