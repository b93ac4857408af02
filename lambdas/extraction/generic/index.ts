import type { Context } from "../context";
import type { Draft } from "../draft";
import { findDate } from "../dates";
import { findTotals, type TotalKey } from "./totals";
import { findOrderNumber } from "./order-number";

/** The generic layer: label-value and table layouts that most merchants share. */
export function extractGeneric(ctx: Context): Draft {
  const draft: Draft = {};
  const totals = findTotals(ctx.lines, ctx.currencyHint);
  const pick = (key: TotalKey) => totals.find((t) => t.key === key) ?? null;
  for (const key of ["subtotal", "discount", "shipping", "tax", "tip", "total"] as const) {
    const c = pick(key);
    if (c) draft[key] = c.minor;
  }
  const withCurrency = totals.find((t) => t.currency);
  draft.currency = withCurrency?.currency ?? null;
  draft.orderNumber = findOrderNumber(ctx.lines, ctx.subject);
  for (const line of ctx.lines.slice(0, 80)) {
    const d = findDate(line.text, ctx.dateOrder);
    if (d) { draft.purchaseDate = d.date; break; }
  }
  return draft;
}
