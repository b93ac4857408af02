/**
 * The queries of the forwarded-email endpoints (decisions.md §4): the window (`ereceipt[from_date]` + `[from_time]`
 * to `[to_date]` + `[to_time]`, or whole days with `ereceipt[from]`/`[to]`), paging and show_html, and the web API key
 * that authenticates them. Which filters go together is a rule across fields, reported before a malformed value.
 */
import * as v from "valibot";
import { objectMessage, reportedIn, withRules, type FieldRule } from "./issues";

export type ForwardedEndpoint = "emails" | "stats";

export const param = (name: string) => `ereceipt[${name}]`;

const clip = (s: unknown) => {
  const text = String(s);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** `YYYY-MM-DD` (a real calendar day) to epoch milliseconds at 00:00 UTC, or null. */
export function parseIsoDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  // Day overflow (2026-02-30 → March 2) shows up as a different month or day.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.getTime();
}

/**
 * `HH:MM:SS AM/PM` (12-hour clock, hours 01–12, one leading digit tolerated, AM/PM in any case, the
 * space optional or a `+` left by a form encoder) to seconds after midnight, or null.
 */
export function parseClockTime(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2}):(\d{2})[ +]?(AM|PM)$/i.exec(value.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (h < 1 || h > 12 || min > 59 || s > 59) return null;
  const hour24 = (h % 12) + (m[4].toUpperCase() === "PM" ? 12 : 0);
  return hour24 * 3600 + min * 60 + s;
}

const day = (name: string, description: string) =>
  v.optional(v.pipe(
    v.string(),
    v.check((s) => parseIsoDay(s) !== null, (issue) => `${param(name)} must be a date YYYY-MM-DD, got "${clip(issue.input)}"`),
    v.metadata({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    v.description(description),
  ));

const clock = (name: string, description: string) =>
  v.optional(v.pipe(
    v.string(),
    v.check((s) => parseClockTime(s) !== null, (issue) => `${param(name)} must be a time HH:MM:SS AM/PM, got "${clip(issue.input)}"`),
    v.metadata({ pattern: "^\\d{1,2}:\\d{2}:\\d{2}[ +]?[AaPp][Mm]$" }),
    v.description(description),
  ));

/** Records per page of a forwarded-email answer. */
export const pageSize = 20;

function entries(endpoint: ForwardedEndpoint) {
  const alt = `Required unless ${param("from")} and ${param("to")} are given instead (they cannot be combined).`;
  const timeNote = endpoint === "emails" ? alt : "Optional; defaults to the start (from) or end (to) of the day.";
  const window = {
    web_api_key: v.optional(v.pipe(v.string(), v.description("The account's web API key (it authenticates the request)."))),
    [param("from_date")]: day("from_date", `Start date of the window, \`YYYY-MM-DD\` (UTC). ${alt}`),
    [param("to_date")]: day("to_date", `End date of the window, \`YYYY-MM-DD\` (UTC), inclusive. ${alt}`),
    [param("from_time")]: clock("from_time", `Start time on from_date, \`HH:MM:SS AM/PM\`. ${timeNote}`),
    [param("to_time")]: clock("to_time", `End time on to_date, \`HH:MM:SS AM/PM\`, inclusive to the end of that second. ${timeNote}`),
    [param("from")]: day("from", `Start date only, whole days (\`YYYY-MM-DD\`); used with ${param("to")} instead of the four date/time filters.`),
    [param("to")]: day("to", `End date only, whole days (\`YYYY-MM-DD\`), inclusive; used with ${param("from")}.`),
    [param("page")]: v.optional(v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,8}$/, (issue) => `${param("page")} must be an integer of at least 1, got "${clip(issue.input)}"`),
      v.description(`Page number (from 1); a page holds ${pageSize} records and the response adds page and max_page. Omit it for the whole collection.`),
      v.transform(Number),
    )),
  };
  if (endpoint === "stats") return window;
  return {
    ...window,
    [param("show_html")]: v.optional(v.pipe(
      v.string(),
      v.metadata({ enum: ["true", "false"], default: "false" }),
      v.description("true: include each forwarded email's HTML (any case)."),
      v.toLowerCase(),
      v.picklist(["true", "false"], `${param("show_html")} must be true or false`),
      v.transform((flag) => flag === "true"),
    )),
  };
}

const given = (o: Record<string, unknown>, name: string) => o[param(name)] !== undefined;
const missing = (o: Record<string, unknown>, name: string) => o[param(name)] === undefined || o[param(name)] === "";

/**
 * Which filters go together: whole days or dates (and, for the emails, times), never both. A query's parameters
 * have no JSON Schema across them; the operation's description says it.
 */
function windowRules(endpoint: ForwardedEndpoint): FieldRule[] {
  const dated = endpoint === "emails" ? ["from_date", "to_date", "from_time", "to_time"] : ["from_date", "to_date"];
  const wholeDays = (o: Record<string, unknown>) => given(o, "from") || given(o, "to");
  return [
    {
      check: (o) => {
        const mixed = wholeDays(o) && ["from_date", "to_date", "from_time", "to_time"].find((n) => given(o, n));
        return mixed ? `${param(mixed)} cannot be combined with ${param("from")}/${param("to")} (whole days)` : null;
      },
    },
    {
      check: (o) => {
        const [names, hint] = wholeDays(o)
          ? [["from", "to"], "with the date-only filter (YYYY-MM-DD)"]
          : [dated, `(or give ${param("from")} and ${param("to")})`];
        const absent = names.find((n) => missing(o, n));
        return absent ? `${param(absent)} is required ${hint}` : null;
      },
    },
  ];
}

/** The query of one forwarded-email endpoint (after the one query reader has refused repeated parameters). */
export function forwardedQuerySchema(endpoint: ForwardedEndpoint) {
  return reportedIn(withRules(
    v.strictObject(entries(endpoint), objectMessage("parameter", "the query is malformed")),
    windowRules(endpoint),
    endpoint === "emails" ? "Parsed forwarded emails in a time window." : "Statistics of forwarded emails in a time window.",
  ), ["rule"]); // which filters go together is told before a malformed value
}
