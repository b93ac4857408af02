/**
 * The filters of the forwarded-email endpoints (interface "Forwarded emails", decisions.md §4): the time
 * window (`ereceipt[from_date]` + `[from_time]` to `[to_date]` + `[to_time]`, or whole days with
 * `ereceipt[from]`/`[to]`), paging and show_html. Pure: every malformed or missing filter is error 100
 * naming the parameter.
 */
import { invalidInput } from "./errors";
import { parseRequest } from "./requests/issues";
import { forwardedQuerySchema, pageSize, param, parseClockTime, parseIsoDay, type ForwardedEndpoint } from "./requests/forwarded";

export type { ForwardedEndpoint } from "./requests/forwarded";
export { pageSize, parseClockTime, parseIsoDay } from "./requests/forwarded";

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


const dayMs = 86_400_000;

/**
 * Parses and validates the query of one endpoint (its schema: requests/forwarded.ts). `raw` holds each parameter's
 * values (API Gateway's multi-value map, or single strings); a repeated or unknown parameter is error 100.
 */
export function parseForwardedQuery(
  endpoint: ForwardedEndpoint,
  raw: Readonly<Record<string, string | readonly string[] | undefined>>,
): ForwardedQuery {
  const params = Object.create(null) as Record<string, string>; // client-chosen names: no prototype
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const values = typeof value === "string" ? [value] : value;
    if (values.length > 1) throw invalidInput(`${name} is given more than once`);
    if (values.length === 1) params[name] = values[0];
  }
  return forwardedQueryOf(parseRequest(forwardedQuerySchema(endpoint), params));
}

/** The window, page and show_html of a well-formed query (error 100 when the window ends before it starts). */
export function forwardedQueryOf(q: Readonly<Record<string, unknown>>): ForwardedQuery {
  const at = (name: string) => q[param(name)] as string | undefined;
  const dayOf = (name: string) => parseIsoDay(at(name)!)!;
  const timeOf = (name: string, fallback: number) => (at(name) === undefined ? fallback : parseClockTime(at(name)!)!);
  let from: number;
  let to: number;
  if (at("from") !== undefined) {
    from = dayOf("from");
    to = dayOf("to") + dayMs - 1;
  } else {
    from = dayOf("from_date") + timeOf("from_time", 0) * 1000;
    // Inclusive to the end of the named second; without a time, to the end of the day.
    to = dayOf("to_date") + timeOf("to_time", 86_399) * 1000 + 999;
  }
  if (to < from) throw invalidInput("the window ends before it starts");
  const page = q[param("page")] as number | undefined;
  const showHtml = q[param("show_html")] as boolean | undefined;
  return { window: { from: new Date(from).toISOString(), to: new Date(to).toISOString() }, page: page ?? null, showHtml: showHtml ?? false };
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
