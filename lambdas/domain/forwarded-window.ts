/**
 * The filters of the forwarded-email endpoints (interface "Forwarded emails", decisions.md §4): the time
 * window (`ereceipt[from_date]` + `[from_time]` to `[to_date]` + `[to_time]`, or whole days with
 * `ereceipt[from]`/`[to]`), paging and show_html. Pure: every malformed or missing filter is error 100
 * naming the parameter.
 */
import { invalidInput } from "./errors";

export type ForwardedEndpoint = "emails" | "stats";

/** An inclusive UTC window as ISO 8601 instants with milliseconds (they sort as strings). */
export interface TimeWindow {
  from: string;
  to: string;
}

export interface ForwardedQuery {
  window: TimeWindow;
  /** 1-based page, or null for the whole collection. */
  page: number | null;
  showHtml: boolean;
}

export const pageSize = 20;

const p = (name: string) => `ereceipt[${name}]`;

const allowed: Record<ForwardedEndpoint, readonly string[]> = {
  emails: ["web_api_key", ...["from_date", "to_date", "from_time", "to_time", "from", "to", "page", "show_html"].map(p)],
  stats: ["web_api_key", ...["from_date", "to_date", "from_time", "to_time", "from", "to", "page"].map(p)],
};

const dayMs = 86_400_000;

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

function day(params: Readonly<Record<string, string>>, name: string): number {
  const raw = params[p(name)];
  const ms = parseIsoDay(raw);
  if (ms === null) throw invalidInput(`${p(name)} must be a date YYYY-MM-DD, got "${clip(raw)}"`);
  return ms;
}

function time(params: Readonly<Record<string, string>>, name: string, fallback?: number): number {
  const raw = params[p(name)];
  if (raw === undefined && fallback !== undefined) return fallback;
  const seconds = parseClockTime(raw);
  if (seconds === null) throw invalidInput(`${p(name)} must be a time HH:MM:SS AM/PM, got "${clip(raw)}"`);
  return seconds;
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

function requireParams(params: Readonly<Record<string, string>>, names: string[], hint: string): void {
  for (const name of names) {
    if (params[p(name)] === undefined || params[p(name)] === "") throw invalidInput(`${p(name)} is required ${hint}`);
  }
}

/**
 * Parses and validates the query of one endpoint. `params` holds each parameter's values (API Gateway's
 * multi-value map, or single strings); a repeated or unknown parameter is error 100.
 */
export function parseForwardedQuery(
  endpoint: ForwardedEndpoint,
  raw: Readonly<Record<string, string | readonly string[] | undefined>>,
): ForwardedQuery {
  const params = Object.create(null) as Record<string, string>; // client-chosen names: no prototype
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (!allowed[endpoint].includes(name)) throw invalidInput(`unrecognized parameter ${clip(name)}`);
    const values = typeof value === "string" ? [value] : value;
    if (values.length > 1) throw invalidInput(`${name} is given more than once`);
    if (values.length === 1) params[name] = values[0];
  }

  const has = (name: string) => params[p(name)] !== undefined;
  let from: number;
  let to: number;
  if (has("from") || has("to")) {
    for (const other of ["from_date", "to_date", "from_time", "to_time"]) {
      if (has(other)) throw invalidInput(`${p(other)} cannot be combined with ${p("from")}/${p("to")} (whole days)`);
    }
    requireParams(params, ["from", "to"], "with the date-only filter (YYYY-MM-DD)");
    from = day(params, "from");
    to = day(params, "to") + dayMs - 1;
  } else {
    const required = endpoint === "emails" ? ["from_date", "to_date", "from_time", "to_time"] : ["from_date", "to_date"];
    requireParams(params, required, `(or give ${p("from")} and ${p("to")})`);
    from = day(params, "from_date") + time(params, "from_time", 0) * 1000;
    // Inclusive to the end of the named second; without a time, to the end of the day.
    to = day(params, "to_date") + time(params, "to_time", 86_399) * 1000 + 999;
  }
  if (to < from) throw invalidInput("the window ends before it starts");

  let page: number | null = null;
  if (has("page")) {
    const rawPage = params[p("page")];
    if (!/^[1-9]\d{0,8}$/.test(rawPage)) throw invalidInput(`${p("page")} must be an integer of at least 1, got "${clip(rawPage)}"`);
    page = Number(rawPage);
  }

  let showHtml = false;
  if (has("show_html")) {
    const v = params[p("show_html")].toLowerCase();
    if (v !== "true" && v !== "false") throw invalidInput(`${p("show_html")} must be true or false`);
    showHtml = v === "true";
  }

  return { window: { from: new Date(from).toISOString(), to: new Date(to).toISOString() }, page, showHtml };
}

export interface Page<T> {
  items: T[];
  page: number;
  max_page: number;
}

/** Number of pages for `total` items (0 when there is nothing). */
export const maxPage = (total: number): number => Math.ceil(total / pageSize);

/** The 0-based index range of page `page` (1-based). */
export function pageRange(page: number): { start: number; end: number } {
  const start = (page - 1) * pageSize;
  return { start, end: start + pageSize };
}

/** One page of an in-memory list; a page past the end is empty (it is not an error). */
export function pageOf<T>(items: readonly T[], page: number): Page<T> {
  const { start, end } = pageRange(page);
  return { items: items.slice(start, end), page, max_page: maxPage(items.length) };
}

/** True when an ISO instant lies in the window (both ends inclusive). */
export const inWindow = (iso: string, w: TimeWindow): boolean => iso >= w.from && iso <= w.to;
