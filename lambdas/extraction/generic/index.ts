import type { Context } from "../context";
import { orderSum, type Draft, type DraftProduct } from "../draft";
import { findTotals, pickTotals, type TotalsBlock } from "./totals";
import { amountUnderHeading, itemPriceSum, lonePrice, sumAboveCharges } from "./total-sentences";
import { labelKey, wholeLabel, type TotalCandidate } from "./total-labels";
import { countedRow } from "./item-rows";
import { noItemAtNothing } from "./item-lines";
import { totalsAddUp } from "../confidence";
import { vatTableTax } from "./vat-table";
import { findLabelledOrderNumber } from "./order-number";
import { multiOrderTotals } from "./multi-order";
import { findPurchaseDate } from "./purchase-date";
import { findPayments } from "./payments";
import { donationItem, findProducts, picturedItems, soleLabelledItem } from "./products";
import { findShipments } from "./shipments";
import { foldAddOns, reconcileItems } from "./reconcile";
import { findShippingAddress } from "./address";
import { shippingServiceRows } from "./shipping-rows";
import { currencyOfUsAddress, currencyOfZone, detectCurrency, readFromBareSign } from "./currency";
import { travelSeller } from "./travel-seller";
import { namedSaleItem } from "./sale-item";
import { noticeItems } from "./notice-items";
import { flightTicket, roomStay, titledTicket } from "./travel-products";
import { withEmailMemo } from "../email-memo";

/**
 * The generic layer: label-value and table layouts that most merchants share. `intermediary` is the platform the
 * sender's domain names (merchantFromSender), if any.
 */
export function extractGeneric(ctx: Context, intermediary: string | null): Draft {
  return withEmailMemo(() => readGeneric(ctx, intermediary));
}

function readGeneric(ctx: Context, intermediary: string | null): Draft {
  const candidates = findTotals(ctx.lines, ctx.amountHint);
  const draft = readWith(ctx, intermediary, candidates);
  // "Tip Jar Ceramic | 1 | $12.00", "Frais de service carburant | 1 | 15,00": an item whose name begins like a totals
  // label, in the item table's layout (a count cell) and longer than the label, read as a totals line. When the totals
  // or the items then do not add up and, read as items, both do, they are items (not a shipping row: "Spedizione BRT
  // (1 collo) | 1 | 14,00" in an invoice's item table is its shipping, whatever the sums say).
  const named = candidates.filter((c) => c.key !== "shipping" && c.line === c.amountLine && countedRow(ctx.lines[c.line], ctx) && !wholeLabel(labelKey(ctx.lines[c.line].cells[0])));
  if (named.length === 0 || (totalsAddUp(draft) !== false && draft.itemsAddUp !== false)) return draft;
  const reread = readWith(ctx, intermediary, candidates.filter((c) => !named.includes(c)));
  const asItems = named.every((c) => (reread.products ?? []).some((p) => p.description !== "" && ctx.lines[c.line].cells[0].includes(p.description)));
  return asItems && reread.itemsAddUp === true && totalsAddUp(reread) === true ? reread : draft;
}

/** Whether `subtotal` with the draft's discount, shipping, tax, tip and fees makes its total exactly (a minor unit or two). */
const makesTotal = (d: Draft, subtotal: number): boolean =>
  d.total != null && Math.abs(orderSum({ ...d, subtotal }, (d.fees ?? []).reduce((s, f) => s + f.amountMinor, 0)) - d.total) <= 2;

function readWith(ctx: Context, intermediary: string | null, candidates: TotalCandidate[]): Draft {
  const multi = multiOrderTotals(ctx.lines, candidates);
  const totals = multi?.totals ?? pickTotals(candidates);
  const draft: Draft = {
    subtotal: totals.subtotal ?? null, discount: totals.discount ?? null, shipping: totals.shipping ?? null,
    tax: totals.tax ?? null, tip: totals.tip ?? null, total: totals.total ?? null, fees: totals.fees,
  };
  // (a till's VAT table under a heading of columns, its rows printing no tax label: "VAT | RATE | NET | VAT | GROSS")
  if (draft.tax == null && draft.total != null) draft.tax = vatTableTax(ctx.lines, ctx.amountHint);
  // (a receipt for one thing with no total, its one labelled price the only sum: "PRICE: $ 99.99 CAD")
  const onePrice = draft.total == null && candidates.length === 0 ? lonePrice(ctx.lines, ctx.amountHint) ?? amountUnderHeading(ctx.lines, ctx.amountHint) : null;
  if (onePrice) draft.total = onePrice.minor;
  // (a marketplace's one item price, where it makes the total with the shipping, fees and tax, is the subtotal)
  const itemPrice = draft.subtotal == null && draft.total != null ? itemPriceSum(ctx.lines, ctx.amountHint) : null;
  if (itemPrice && makesTotal(draft, itemPrice.minor)) draft.subtotal = itemPrice.minor;
  // (the labelled sum right above a totals block of charges that names no subtotal, where it and the charges make the total)
  const charges = totals.block?.candidates.some((c) => c.key !== "total" && c.key !== "subtotal") ?? false;
  const above = draft.subtotal == null && draft.total != null && charges ? sumAboveCharges(ctx.lines, totals.block!.start, ctx.amountHint) : null;
  // (exactly: a sum that equals the total while a tax is printed is the total with its tax included, no subtotal)
  if (above && makesTotal(draft, above.minor)) draft.subtotal = above.minor;
  const anyTotal = [draft.subtotal, draft.total, draft.tax, draft.shipping].some((v) => v != null);
  draft.currency = totals.currency ?? onePrice?.currency ?? detectCurrency(ctx) ?? (anyTotal ? currencyOfZone(ctx) ?? currencyOfUsAddress(ctx) : null);
  const order = multi ? { value: multi.numbers[0], rank: 5 } : findLabelledOrderNumber(ctx.lines, ctx.subject);
  draft.orderNumber = order?.value ?? null;
  if (multi) draft.orderNumbers = multi.numbers;
  const when = findPurchaseDate(ctx);
  draft.purchaseDate = when.date;
  draft.purchaseTime = when.time;
  draft.evidence = { orderNumberRank: order?.rank, totalRank: onePrice ? 1 : totals.totalRank, totalLabel: totals.totalLabel, dateLabelled: when.labelled ?? false, currencyMarked: totals.currency !== null && !readFromBareSign(ctx, totals.currency) };
  draft.payments = findPayments(ctx.lines, ctx.amountHint);
  // no total printed, but the card that paid with the sum it was charged ("American Express x-1004   £85.00"): what was paid
  // is the total, weakly (a card alert's charge is no purchase by itself: classify decides that from the email's type)
  const charged = draft.payments.filter((p) => p.amountMinor != null && p.amountMinor > 0);
  if (draft.total == null && charged.length > 0 && charged.length === draft.payments.length) {
    draft.total = charged.reduce((s, p) => s + (p.amountMinor as number), 0);
    draft.evidence.totalRank = 1;
  }
  // a split checkout prints items before or after each order's totals: read them all
  draft.products = readItems(ctx, draft, candidates, totals.block, !!multi);
  draft.shipments = findShipments(ctx);
  if (draft.orderNumber && (order?.rank ?? 0) < 5 && isTrackingNumber(draft, draft.orderNumber)) {
    draft.orderNumber = null;
    draft.evidence.orderNumberRank = undefined;
  }
  draft.shippingAddress = findShippingAddress(ctx);
  const seller = travelSeller(ctx, intermediary);
  if (seller) draft.merchantName = seller;
  return draft;
}

/**
 * ("Reference Number: EEUS014456634CA0" in a carrier's notice that tracks that parcel): a reference that is the parcel's
 * tracking number is no order's number, unless an order's own label names it (the caller checks the rank).
 */
function isTrackingNumber(draft: Draft, reference: string): boolean {
  const squashed = (s: string) => s.replace(/\s+/g, "").toUpperCase();
  return (draft.shipments ?? []).some((s) => s.trackingNumber && squashed(s.trackingNumber) === squashed(reference));
}

/**
 * The items of a draft whose amounts are read: the rows above the totals block, checked against the totals, then the
 * stand-ins of an email that prints no rows (a room, a ticket, a plan, a gift, a sold item, pictured items). Sets the
 * draft's items-add-up evidence and may take the tax, the discount and shipping service rows from what it finds.
 */
function readItems(ctx: Context, draft: Draft, candidates: TotalCandidate[], block: TotalsBlock | null | undefined, split: boolean): DraftProduct[] {
  draft.products = withoutShopHeader(ctx, findProducts(ctx, split ? null : block?.start ?? null, candidates, draft.currency ?? null));
  // (an item marked not supplied, a free word, a payment line or a way of delivery charged nothing is no item)
  draft.products = draft.products.filter((p) => !(p.totalMinor === 0 && noItemAtNothing(p.description)));
  shippingServiceRows(ctx, draft);
  allTaxLines(draft, block?.candidates.filter((c) => c.key === "tax") ?? []);
  discountsAmongItems(draft, candidates, block?.start ?? null);
  const checked = reconcileItems(foldAddOns(draft.products), itemsTargets(draft));
  draft.products = checked.products;
  draft.itemsAddUp = checked.addsUp;
  draft.itemsPicked = checked.picked ?? false;
  // a hotel booking's rate lines are no items: the room it books is
  draft.products = roomStay(ctx, draft.products) ?? draft.products;
  if (draft.products.length === 0) draft.products = flightTicket(ctx, draft.total ?? null);
  if (draft.products.length === 0) draft.products = titledTicket(ctx, draft.total ?? null);
  // a subscription's receipt that names its plan on a labelled line and prints no item rows
  const price = itemsTargets(draft)[0];
  if (draft.products.length === 0 && price !== undefined) draft.products = soleLabelledItem(ctx, price);
  // (a charity's receipt for a gift, "your donation of $50.00 to the American Heart Association")
  if (draft.products.length === 0 && price !== undefined) draft.products = donationItem(ctx, price);
  // (a resale platform's one item, named in its subject or in quotes and priced on a line of its own)
  draft.products = namedSaleItem(ctx, draft.products, price);
  if (draft.products.length === 0 && draft.orderNumber) draft.products = picturedItems(ctx);
  // (a notice that prints no money names its items by their numbers or under a heading of items)
  if (draft.products.length === 0 && draft.total == null && draft.subtotal == null) draft.products = noticeItems(ctx);
  return draft.products;
}

/**
 * "Lantern Coffee" / "$15.20" / "Latte × 2 | $9.00" …: a till's receipt (Square's, Toast's) opens with the shop's name
 * over the amount paid; the row the sender's own name makes is no item when other rows are.
 */
function withoutShopHeader(ctx: Context, products: DraftProduct[]): DraftProduct[] {
  const shop = (ctx.sender.name ?? "").replace(/^"|"$/g, "").trim().toLowerCase();
  if (shop.length < 3 || products.length < 2) return products;
  return products.filter((p, k) => k > 0 || p.description.trim().toLowerCase() !== shop);
}

/**
 * "1 Corner King Room $1,296.80" / "City tax US$45.39" / "Other tax US$184.15" / "Total US$1,526.33": several tax
 * lines are all taken when the subtotal (or, with none printed, the items), all of the taxes and the rest make the
 * total (within a minor unit per line): "Base Fare $92.63" / "U.S. Transportation Tax $6.95" / "U.S. 9/11 Security
 * Fee $5.60" / "U.S. Flight Segment Tax $4.30" / … / "Total $113.98". The first tax line alone stays otherwise.
 */
function allTaxLines(d: Draft, taxes: Array<{ minor: number }>): void {
  const items = d.products ?? [];
  if (d.total == null || taxes.length < 2) return;
  if (d.subtotal == null && (items.length === 0 || items.some((p) => p.totalMinor == null))) return;
  const allTax = taxes.reduce((s, t) => s + t.minor, 0);
  const fees = (d.fees ?? []).reduce((s, f) => s + f.amountMinor, 0);
  const base = d.subtotal ?? items.reduce((s, p) => s + (p.totalMinor as number), 0);
  if (Math.abs(orderSum({ ...d, subtotal: base, tax: allTax }, fees) - d.total) <= (d.subtotal == null ? items.length : 1) + taxes.length) d.tax = allTax;
}

/** What the items may come to, most likely first: the subtotal (with tax, where prices include it), else the total less
 * shipping, tip and fees (and tax), plus the discount. */
function itemsTargets(d: Draft): number[] {
  const out: number[] = [];
  if (d.subtotal != null) out.push(d.subtotal, d.subtotal + (d.tax ?? 0));
  if (d.total != null) {
    const fees = (d.fees ?? []).reduce((s, f) => s + f.amountMinor, 0);
    const base = d.total - (d.shipping ?? 0) - (d.tip ?? 0) - fees + Math.abs(d.discount ?? 0);
    out.push(base - (d.tax ?? 0), base);
  }
  return [...new Set(out)].filter((t) => t > 0);
}

/**
 * "Rabat H&M Member 10% | -13,00 A", "REMISE FIDELITE -10% | -1,19" between a till's items: discounts printed among the
 * items, none in the totals block, are the order's discount when the items less them make the total.
 */
function discountsAmongItems(draft: Draft, candidates: TotalCandidate[], blockStart: number | null): void {
  if (draft.discount != null || draft.total == null || blockStart === null || !draft.products?.length) return;
  const among = candidates.filter((c) => c.key === "discount" && c.line < blockStart);
  if (among.length === 0 || draft.products.some((p) => p.totalMinor === null)) return;
  const off = among.reduce((sum, c) => sum + Math.abs(c.minor), 0);
  const items = draft.products.reduce((sum, p) => sum + (p.totalMinor as number), 0);
  const extra = (draft.shipping ?? 0) + (draft.tip ?? 0) + (draft.fees ?? []).reduce((sum, f) => sum + f.amountMinor, 0);
  if (Math.abs(items - off + extra - draft.total) <= among.length + 1) draft.discount = off;
}
