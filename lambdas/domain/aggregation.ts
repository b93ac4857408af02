/**
 * Aggregation of multi-email orders (use_aggregation): emails of the same merchant and order number
 * become one EReceipt with `component_emails`. A later email updates the order: its status, shipments
 * and any value the earlier emails did not state; products come from the email that lists the most.
 */
import type { EReceipt } from "../extraction";
import { trustLevels } from "../extraction/schema";
import { orderIdentity } from "./order-identity";

export type Component = EReceipt["component_emails"][number];

/** The key an order is aggregated under (its identity), or undefined when the email names no merchant or order. */
export function orderKey(receipt: Pick<EReceipt, "merchant" | "order">): string | undefined {
  return orderIdentity({ merchantDomain: receipt.merchant.domain, merchantName: receipt.merchant.name, orderNumber: receipt.order.number });
}

export function componentOf(receipt: EReceipt): Component {
  return { receipt_id: receipt.receipt_id, message_id: receipt.email.message_id ?? "", email_type: receipt.email_type, date: receipt.email.date };
}

const byDate = (a: EReceipt, b: EReceipt) => Date.parse(a.email.date) - Date.parse(b.email.date);

function firstStated<T>(values: (T | null | undefined)[]): T | null {
  for (const v of values) if (v !== null && v !== undefined) return v;
  return null;
}

/**
 * Merges every email of one order into one EReceipt. `receipts` come in the order they arrived: the
 * aggregate keeps the first arrival's receipt id (and job), so clients see one stable identifier for
 * the order however the later emails are dated. Fields are merged by email date.
 */
export function aggregateOrder(receipts: EReceipt[]): EReceipt {
  if (receipts.length === 0) throw new Error("aggregateOrder needs at least one receipt");
  const sorted = [...receipts].sort(byDate);
  const first = { ...sorted[0], receipt_id: receipts[0].receipt_id, job_id: receipts[0].job_id };
  const latestFirst = [...sorted].reverse();
  const mostProducts = sorted.reduce((best, r) => (r.products.length > best.products.length ? r : best), first);
  const totals = Object.fromEntries(
    (["subtotal", "discount", "shipping", "tax", "tip", "total"] as const).map((k) => [k, firstStated(sorted.map((r) => r.totals[k]))]),
  ) as Omit<EReceipt["totals"], "fees">;
  const shipments = dedupe(sorted.flatMap((r) => r.shipments), (s) => s.tracking_number ?? JSON.stringify(s));
  return {
    ...first,
    email_type: latestFirst[0].email_type,
    is_receipt: sorted.some((r) => r.is_receipt),
    order: {
      number: first.order.number,
      numbers: [...new Set(sorted.flatMap((r) => r.order.numbers ?? []))],
      status: firstStated(latestFirst.map((r) => r.order.status)),
      purchase_date: firstStated(sorted.map((r) => r.order.purchase_date)),
      purchase_time: firstStated(sorted.map((r) => r.order.purchase_time)),
      channel: firstStated(sorted.map((r) => r.order.channel)),
    },
    currency: firstStated(sorted.map((r) => r.currency)),
    totals: { ...totals, fees: sorted.find((r) => r.totals.fees.length)?.totals.fees ?? [] },
    payments: sorted.find((r) => r.payments.length)?.payments ?? [],
    products: mostProducts.products,
    shipments,
    shipping_address: firstStated(sorted.map((r) => r.shipping_address)),
    component_emails: sorted.map(componentOf),
    confidence: latestFirst.reduce((best, r) => (r.confidence.overall > best.confidence.overall ? r : best)).confidence,
    trust: leastTrusted(sorted),
  };
}

/** An order is as trusted as its least trusted email (the first of those), and a duplicate if any of its emails is one. */
function leastTrusted(receipts: EReceipt[]): EReceipt["trust"] {
  const rank = (r: EReceipt) => trustLevels.indexOf(r.trust.level);
  const least = receipts.reduce((worst, r) => (rank(r) < rank(worst) ? r : worst));
  return { ...least.trust, duplicate_of: least.trust.duplicate_of ?? firstStated(receipts.map((r) => r.trust.duplicate_of)) };
}

function dedupe<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) seen.set(key(item), item);
  return [...seen.values()];
}
