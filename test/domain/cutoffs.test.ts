import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applicableCutoff, cutoffInstant, isWithinCutoff } from "../../lambdas/domain/cutoffs";

const now = new Date("2026-11-21T12:00:00Z");

describe("applicableCutoff", () => {
  const config = { day_cutoff: 30, retailers: [{ email: "orders@shop.com", day_cutoff: 365 }, { email: "no-cutoff@x.com" }, { email: "by-date@y.com", date_cutoff: 1_700_000_000 }] };

  it("uses the global cutoff for a sender with no retailer entry", () => {
    expect(applicableCutoff(config, ["someone@else.com"])).toEqual({ kind: "day", days: 30 });
  });

  it("lets a matching retailer's cutoff override the global one, matching case-insensitively", () => {
    expect(applicableCutoff(config, [" Orders@Shop.COM "])).toEqual({ kind: "day", days: 365 });
    expect(applicableCutoff(config, ["x@z.com", "by-date@y.com"])).toEqual({ kind: "date", epochSeconds: 1_700_000_000 });
  });

  it("falls back to the global cutoff when the retailer entry has none", () => {
    expect(applicableCutoff(config, ["no-cutoff@x.com"])).toEqual({ kind: "day", days: 30 });
  });

  it("uses a global date cutoff", () => {
    expect(applicableCutoff({ date_cutoff: 1_600_000_000, retailers: [] }, [null, undefined])).toEqual({ kind: "date", epochSeconds: 1_600_000_000 });
  });
});

describe("isWithinCutoff", () => {
  it.each<[string, string | null, Parameters<typeof isWithinCutoff>[1], boolean]>([
    ["an email inside the last N days", "2026-11-01T00:00:00Z", { kind: "day", days: 30 }, true],
    ["an email older than N days", "2026-10-01T00:00:00Z", { kind: "day", days: 30 }, false],
    ["an email exactly at the day boundary", "2026-10-22T12:00:00Z", { kind: "day", days: 30 }, true],
    ["an email at the date cutoff", "2023-11-14T22:13:20Z", { kind: "date", epochSeconds: 1_700_000_000 }, true],
    ["an email a second before the date cutoff", "2023-11-14T22:13:19Z", { kind: "date", epochSeconds: 1_700_000_000 }, false],
    ["day_cutoff 0: only emails dated now or later", "2026-11-21T11:59:59Z", { kind: "day", days: 0 }, false],
    ["an email with no date", null, { kind: "day", days: 1 }, true],
    ["an email with an unreadable date", "yesterday-ish", { kind: "day", days: 1 }, true],
    ["no cutoff at all", "1999-01-01T00:00:00Z", undefined, true],
  ])("%s → %s", (_name, date, cutoff, expected) => {
    expect(isWithinCutoff(date, cutoff, now)).toBe(expected);
  });

  it("agrees with cutoffInstant for any date and day count (property)", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: -4e11, max: 4e11 }), (days, offsetMs) => {
      const date = new Date(now.getTime() + offsetMs);
      const expected = date.getTime() >= cutoffInstant({ kind: "day", days }, now).getTime();
      expect(isWithinCutoff(date.toISOString(), { kind: "day", days }, now)).toBe(expected);
    }));
  });
});
