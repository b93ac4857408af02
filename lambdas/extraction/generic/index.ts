import type { Context } from "../context";
import type { Draft } from "../draft";
import { findTotals, pickTotals } from "./totals";
import { findOrderNumber } from "./order-number";
import { multiOrderTotals } from "./multi-order";
import { findPurchaseDate } from "./purchase-date";
import { findPayments } from "./payments";
import { findProducts } from "./products";
import { findShipments } from "./shipments";
import { findShippingAddress } from "./address";
import { detectCurrency } from "./currency";
import { travelSeller } from "./travel-seller";
import { flightTicket } from "./travel-products";

/**
 * The generic layer: label-value and table layouts that most merchants share. `intermediary` is the platform the
 * sender's domain names (merchantFromSender), if any.
 */
export function extractGeneric(ctx: Context, intermediary: string | null): Draft {
  const candidates = findTotals(ctx.lines, ctx.amountHint);
  const multi = multiOrderTotals(ctx.lines, candidates);
  const totals = multi?.totals ?? pickTotals(candidates);
  const draft: Draft = {
    subtotal: totals.subtotal ?? null, discount: totals.discount ?? null, shipping: totals.shipping ?? null,
    tax: totals.tax ?? null, tip: totals.tip ?? null, total: totals.total ?? null, fees: totals.fees,
  };
  draft.currency = totals.currency ?? detectCurrency(ctx);
  draft.orderNumber = multi?.numbers[0] ?? findOrderNumber(ctx.lines, ctx.subject);
  if (multi) draft.orderNumbers = multi.numbers;
  const when = findPurchaseDate(ctx);
  draft.purchaseDate = when.date;
  draft.purchaseTime = when.time;
  draft.payments = findPayments(ctx.lines, ctx.amountHint);
  // a split checkout prints items before or after each order's totals: read them all
  draft.products = findProducts(ctx, multi ? null : totals.block?.start ?? null, candidates);
  if (draft.products.length === 0) draft.products = flightTicket(ctx, draft.total ?? null);
  draft.shipments = findShipments(ctx);
  draft.shippingAddress = findShippingAddress(ctx);
  const seller = travelSeller(ctx, intermediary);
  if (seller) draft.merchantName = seller;
  return draft;
}
