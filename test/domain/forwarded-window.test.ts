import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ApiError } from "../../lambdas/domain/errors";
import {
  inWindow, maxPage, pageOf, parseClockTime, parseForwardedQuery, parseIsoDay, type ForwardedEndpoint,
} from "../../lambdas/domain/forwarded-window";

const e = (name: string) => `ereceipt[${name}]`;
const full = {
  web_api_key: "k",
  [e("from_date")]: "2026-03-01",
  [e("to_date")]: "2026-03-02",
  [e("from_time")]: "09:30:00 AM",
  [e("to_time")]: "05:15:30 PM",
};

function rejection(endpoint: ForwardedEndpoint, params: Record<string, string | string[]>): string {
  try {
    parseForwardedQuery(endpoint, params);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(100);
    return (err as ApiError).message;
  }
  throw new Error("expected error 100");
}

describe("parseIsoDay", () => {
  it.each([
    ["2026-02-28", Date.UTC(2026, 1, 28)],
    ["2024-02-29", Date.UTC(2024, 1, 29)],
    ["2026-12-31", Date.UTC(2026, 11, 31)],
    ["0099-01-01", -59042995200000],
  ])("reads %s", (s, ms) => expect(parseIsoDay(s)).toBe(ms));

  it.each(["2026-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2026-4-01", "26-04-01", "2026/04/01", " 2026-04-01", "", "2026-04-01T00:00"])(
    "rejects %j",
    (s) => expect(parseIsoDay(s)).toBeNull(),
  );

  it("round-trips every real calendar day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }), (d) => {
        const day = d.toISOString().slice(0, 10);
        expect(new Date(parseIsoDay(day)!).toISOString().slice(0, 10)).toBe(day);
      }),
    );
  });

  it("rejects day numbers past the month's end", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 29, max: 31 }), (y, m, d) => {
        const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
        const s = `${y}-${String(m).padStart(2, "0")}-${d}`;
        expect(parseIsoDay(s) === null).toBe(d > lastDay);
      }),
    );
  });
});

describe("parseClockTime", () => {
  it.each([
    ["12:00:00 AM", 0],
    ["12:00:01 AM", 1],
    ["01:00:00 AM", 3600],
    ["11:59:59 AM", 43199],
    ["12:00:00 PM", 43200],
    ["01:30:15 PM", 48615],
    ["11:59:59 PM", 86399],
    ["9:05:00 am", 32700],
    ["09:05:00AM", 32700],
    ["09:05:00+PM", 75_900],
  ])("reads %j", (s, seconds) => expect(parseClockTime(s)).toBe(seconds));

  it.each(["13:00:00 PM", "00:00:00 AM", "12:60:00 PM", "12:00:60 PM", "12:00 PM", "12:00:00", "14:00:00", "12:00:00 XM", "1:2:3 AM", "", "noon"])(
    "rejects %j",
    (s) => expect(parseClockTime(s)).toBeNull(),
  );

  it("maps every 12-hour time onto one second of the day, in order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86399 }), (sec) => {
        const h24 = Math.floor(sec / 3600);
        const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
        const pad = (n: number) => String(n).padStart(2, "0");
        const s = `${pad(h12)}:${pad(Math.floor(sec / 60) % 60)}:${pad(sec % 60)} ${h24 < 12 ? "AM" : "PM"}`;
        expect(parseClockTime(s)).toBe(sec);
      }),
    );
  });

  it("never accepts an hour outside 1–12 or minutes/seconds past 59", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom("AM", "PM"), (h, m, s, ap) => {
        const pad = (n: number) => String(n).padStart(2, "0");
        const ok = h >= 1 && h <= 12 && m <= 59 && s <= 59;
        expect(parseClockTime(`${pad(h)}:${pad(m)}:${pad(s)} ${ap}`) !== null).toBe(ok);
      }),
    );
  });
});

describe("parseForwardedQuery", () => {
  it("builds an inclusive UTC window from date + time, to the end of the named second", () => {
    const q = parseForwardedQuery("emails", full);
    expect(q).toEqual({ window: { from: "2026-03-01T09:30:00.000Z", to: "2026-03-02T17:15:30.999Z" }, page: null, showHtml: false });
  });

  it("covers whole days with ereceipt[from]/[to]", () => {
    const q = parseForwardedQuery("emails", { web_api_key: "k", [e("from")]: "2026-03-01", [e("to")]: "2026-03-01" });
    expect(q.window).toEqual({ from: "2026-03-01T00:00:00.000Z", to: "2026-03-01T23:59:59.999Z" });
  });

  it("lets stats omit the times (start and end of the days)", () => {
    const q = parseForwardedQuery("stats", { [e("from_date")]: "2026-03-01", [e("to_date")]: "2026-03-03" });
    expect(q.window).toEqual({ from: "2026-03-01T00:00:00.000Z", to: "2026-03-03T23:59:59.999Z" });
    const withFrom = parseForwardedQuery("stats", { [e("from_date")]: "2026-03-01", [e("to_date")]: "2026-03-03", [e("from_time")]: "12:00:00 PM" });
    expect(withFrom.window.from).toBe("2026-03-01T12:00:00.000Z");
  });

  it("reads page and show_html", () => {
    expect(parseForwardedQuery("emails", { ...full, [e("page")]: "3", [e("show_html")]: "true" })).toMatchObject({ page: 3, showHtml: true });
    expect(parseForwardedQuery("emails", { ...full, [e("show_html")]: "FALSE" }).showHtml).toBe(false);
    expect(parseForwardedQuery("stats", { ...full, [e("page")]: "1" }).page).toBe(1);
  });

  const omit = (name: string) => Object.fromEntries(Object.entries(full).filter(([k]) => k !== e(name)));

  it.each<[string, ForwardedEndpoint, Record<string, string | string[]>, RegExp]>([
    ["missing from_date", "emails", omit("from_date"), /ereceipt\[from_date\] is required/],
    ["missing to_date", "emails", omit("to_date"), /ereceipt\[to_date\] is required/],
    ["missing from_time (emails)", "emails", omit("from_time"), /ereceipt\[from_time\] is required/],
    ["missing to_time (emails)", "emails", omit("to_time"), /ereceipt\[to_time\] is required/],
    ["missing to_date (stats)", "stats", { [e("from_date")]: "2026-03-01" }, /ereceipt\[to_date\] is required/],
    ["nothing at all", "stats", { web_api_key: "k" }, /ereceipt\[from_date\] is required/],
    ["from without to", "emails", { [e("from")]: "2026-03-01" }, /ereceipt\[to\] is required/],
    ["to without from", "stats", { [e("to")]: "2026-03-01" }, /ereceipt\[from\] is required/],
    ["from mixed with from_date", "emails", { ...full, [e("from")]: "2026-03-01", [e("to")]: "2026-03-02" }, /cannot be combined/],
    ["impossible date", "emails", { ...full, [e("from_date")]: "2026-02-30" }, /ereceipt\[from_date\] must be a date/],
    ["malformed date", "stats", { [e("from_date")]: "03/01/2026", [e("to_date")]: "2026-03-02" }, /ereceipt\[from_date\] must be a date/],
    ["impossible whole day", "emails", { [e("from")]: "2026-01-01", [e("to")]: "2026-02-31" }, /ereceipt\[to\] must be a date/],
    ["13 PM", "emails", { ...full, [e("to_time")]: "13:00:00 PM" }, /ereceipt\[to_time\] must be a time/],
    ["24-hour time", "stats", { [e("from_date")]: "2026-03-01", [e("to_date")]: "2026-03-02", [e("from_time")]: "17:00:00" }, /ereceipt\[from_time\] must be a time/],
    ["empty time", "stats", { [e("from_date")]: "2026-03-01", [e("to_date")]: "2026-03-02", [e("to_time")]: "" }, /ereceipt\[to_time\] must be a time/],
    ["reversed window", "emails", { ...full, [e("from_date")]: "2026-03-03" }, /ends before it starts/],
    ["page 0", "emails", { ...full, [e("page")]: "0" }, /ereceipt\[page\] must be an integer/],
    ["page -1", "emails", { ...full, [e("page")]: "-1" }, /ereceipt\[page\]/],
    ["page 1.5", "stats", { ...full, [e("page")]: "1.5" }, /ereceipt\[page\]/],
    ["page abc", "stats", { ...full, [e("page")]: "abc" }, /ereceipt\[page\]/],
    ["show_html yes", "emails", { ...full, [e("show_html")]: "yes" }, /ereceipt\[show_html\] must be true or false/],
    ["show_html on stats", "stats", { ...full, [e("show_html")]: "true" }, /unrecognized parameter ereceipt\[show_html\]/],
    ["unknown parameter", "emails", { ...full, foo: "1" }, /unrecognized parameter foo/],
    ["unknown ereceipt parameter", "emails", { ...full, [e("limit")]: "5" }, /unrecognized parameter ereceipt\[limit\]/],
    ["repeated parameter", "emails", { ...full, [e("page")]: ["1", "2"] }, /given more than once/],
  ])("rejects %s with 100 naming it", (_, endpoint, params, message) => {
    expect(rejection(endpoint, params)).toMatch(message);
  });

  it("accepts any well-formed window in order, and its ends are inside it", () => {
    const day = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const time = fc.integer({ min: 0, max: 86399 }).map((sec) => {
      const h24 = Math.floor(sec / 3600);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${pad(h24 % 12 === 0 ? 12 : h24 % 12)}:${pad(Math.floor(sec / 60) % 60)}:${pad(sec % 60)} ${h24 < 12 ? "AM" : "PM"}`;
    });
    fc.assert(
      fc.property(day, day, time, time, (d1, d2, t1, t2) => {
        const params = { [e("from_date")]: d1, [e("to_date")]: d2, [e("from_time")]: t1, [e("to_time")]: t2 };
        let q;
        try {
          q = parseForwardedQuery("emails", params);
        } catch (err) {
          expect((err as ApiError).message).toMatch(/ends before it starts/);
          return;
        }
        expect(q.window.from <= q.window.to).toBe(true);
        expect(inWindow(q.window.from, q.window)).toBe(true);
        expect(inWindow(q.window.to, q.window)).toBe(true);
        expect(q.window.from.slice(0, 10)).toBe(d1);
        expect(q.window.to.slice(0, 10)).toBe(d2);
      }),
    );
  });

  it("never throws anything but error 100 on arbitrary input", () => {
    const names = fc.constantFrom(...["from_date", "to_date", "from_time", "to_time", "from", "to", "page", "show_html"].map(e), "web_api_key");
    fc.assert(
      fc.property(fc.dictionary(names, fc.string({ maxLength: 14 })), fc.constantFrom<ForwardedEndpoint>("emails", "stats"), (params, endpoint) => {
        try {
          parseForwardedQuery(endpoint, params);
        } catch (err) {
          expect(err).toBeInstanceOf(ApiError);
          expect((err as ApiError).code).toBe(100);
        }
      }),
    );
  });
});

describe("paging", () => {
  const items = Array.from({ length: 45 }, (_, i) => i);

  it.each([
    [1, 20, 0],
    [2, 20, 20],
    [3, 5, 40],
    [4, 0, -1],
  ])("page %i of 45 holds %i items", (page, count, first) => {
    const p = pageOf(items, page);
    expect(p.items).toHaveLength(count);
    expect(p.max_page).toBe(3);
    if (count) expect(p.items[0]).toBe(first);
  });

  it.each([
    [0, 0],
    [1, 1],
    [20, 1],
    [21, 2],
    [40, 2],
    [41, 3],
  ])("%i items make %i pages", (n, pages) => expect(maxPage(n)).toBe(pages));

  it("pages partition the list", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 130 }), (list) => {
        const pages = Array.from({ length: maxPage(list.length) }, (_, i) => pageOf(list, i + 1).items);
        expect(pages.flat()).toEqual(list);
        expect(pages.every((p) => p.length > 0 && p.length <= 20)).toBe(true);
      }),
    );
  });
});
