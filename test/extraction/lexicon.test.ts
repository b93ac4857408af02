import { describe, expect, it } from "vitest";
import { languages } from "../../lambdas/extraction/lexicon/index";

// The lexicon is the one place a language's words live (lexicon/<language>.ts): adding a language is adding one file.
describe("the lexicon", () => {
  it("gives every language the words the readers need: totals, order labels, email types, summary rows", () => {
    for (const l of languages) {
      expect(l.totals?.grandTotal?.length ?? 0, `${l.language}: grand-total labels`).toBeGreaterThan(0);
      expect(Object.values(l.orderNumber ?? {}).flat().length, `${l.language}: order-number labels`).toBeGreaterThan(0);
      expect(Object.keys(l.emailType ?? {}).length, `${l.language}: email-type phrases`).toBeGreaterThan(0);
      expect(l.products?.summary?.length ?? 0, `${l.language}: summary-row words`).toBeGreaterThan(0);
    }
  });

  it("gives every language twelve months, one entry a month (its spellings joined by '|')", () => {
    for (const l of languages) if (l.months) expect(l.months, l.language).toHaveLength(12);
  });

  it("has every fragment compile as a regular expression", () => {
    const fragments = (v: unknown): string[] =>
      typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(fragments) : v && typeof v === "object" ? Object.values(v).flatMap(fragments) : [];
    for (const l of languages) {
      for (const f of fragments({ ...l, language: undefined })) expect(() => new RegExp(f, "iu"), `${l.language}: ${f}`).not.toThrow();
    }
  });
});
