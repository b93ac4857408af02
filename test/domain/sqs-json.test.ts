import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toSqsJson } from "../../lambdas/shared/sqs-json";

/** The characters SQS accepts in a message body (its documented set), checked as code points. */
const sqsSafe = (text: string) => [...text].every((c) => {
  const cp = c.codePointAt(0)!;
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd);
});

describe("toSqsJson", () => {
  it("escapes emoji so the text stays in the basic plane, and parses back to the same value", () => {
    const value = { body: '[{"description":"Birthday card 🎂 and 🎈 x2"}]', n: 1 };
    const text = toSqsJson(value);
    expect(text).not.toMatch(/[\u{10000}-\u{10FFFF}]/u);
    expect(text).toContain("\\ud83c\\udf82");
    expect(JSON.parse(text)).toEqual(value);
  });

  it("round-trips any value and yields only characters SQS accepts (property)", () => {
    fc.assert(fc.property(fc.jsonValue(), fc.string({ unit: "binary" }), (v, s) => {
      const value = { v, s };
      const text = toSqsJson(value);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      expect(sqsSafe(text)).toBe(true);
    }));
  });
});
