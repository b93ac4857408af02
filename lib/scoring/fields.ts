import { sameMoney } from "./money";
import { merchantKey, orderKey } from "./normalise";

/** A label as stored in `<id>.json` (see test/corpus/README.md); read loosely, checked field by field. */
export type Label = Record<string, unknown> & { unscored?: string[]; products?: unknown };
/** One EReceipt as `npm run parse` prints it; null when the parser gave nothing for the email. */
export type Prediction = Record<string, any> | null;

const get = (o: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((v, k) => (v === null || v === undefined ? undefined : (v as Record<string, unknown>)[k]), o);

/** The label's value and its `<key>_alternatives`: any of them counts as right. */
export const acceptable = (label: Label, key: string): unknown[] => [label[key], ...((label[`${key}_alternatives`] as unknown[]) ?? [])];

type Comparator = (label: Label, predicted: Prediction) => boolean;

function moneyField(key: string, path: string): Comparator {
  return (label, p) => acceptable(label, key).some((want) => {
    const got = get(p, path);
    if (want === null) return got === null || got === undefined;
    return sameMoney(want, got, label.currency ?? get(p, "currency"));
  });
}

/** Per-field comparators: label → prediction → right or wrong. */
export const comparators: Record<string, Comparator> = {
  is_receipt: (l, p) => acceptable(l, "is_receipt").some((v) => v === p?.is_receipt),
  email_type: (l, p) => acceptable(l, "email_type").some((v) => v === p?.email_type),
  merchant_name: (l, p) => {
    const names = [l.merchant_name, ...((l.merchant_aliases as unknown[]) ?? []), ...((l.merchant_name_alternatives as unknown[]) ?? [])];
    const want = names.filter(Boolean).map(merchantKey);
    const got = merchantKey(get(p, "merchant.name"));
    return got !== "" && want.includes(got);
  },
  order_number: (l, p) => acceptable(l, "order_number").some((v) => {
    const got = get(p, "order.number");
    return v === null ? got === null || got === undefined : orderKey(v) === orderKey(got);
  }),
  purchase_date: (l, p) => acceptable(l, "purchase_date").some((v) => v === get(p, "order.purchase_date")),
  currency: (l, p) => acceptable(l, "currency").some((v) => (v ?? null) === (p?.currency ?? null)),
  total: moneyField("total", "totals.total"),
  subtotal: moneyField("subtotal", "totals.subtotal"),
  tax: moneyField("tax", "totals.tax"),
  shipping: moneyField("shipping", "totals.shipping"),
  discount: moneyField("discount", "totals.discount"),
  tip: moneyField("tip", "totals.tip"),
  payment_last4: (l, p) => acceptable(l, "payment_last4").some((v) => {
    const got = ((p?.payments as Array<{ last4?: string | null }>) ?? []).map((x) => x?.last4).filter(Boolean);
    return v === null ? got.length === 0 : got.includes(v as string);
  }),
};

/**
 * Fields scored even where the label says null ("not stated": the extractor must say null too). The purchase date
 * is scored only where the label states one: a fallback such as the email's own date is a fair product choice.
 */
const scoredWhenNull = new Set(["is_receipt", "email_type", "merchant_name", "order_number", "currency", "total", "subtotal",
  "tax", "shipping", "discount", "tip", "payment_last4"]);

/** The fields the overall score averages (with products F1). */
export const headline = ["is_receipt", "merchant_name", "order_number", "purchase_date", "currency", "total", "subtotal", "tax", "shipping"];

/** Whether a label scores `field` at all: it has the key, it is not listed in `unscored`, and null counts where it may. */
export function scores(label: Label, field: string): boolean {
  if (!(field in label) || label[field] === undefined) return false;
  if (label[field] === null && !scoredWhenNull.has(field)) return false;
  return !(label.unscored ?? []).includes(field);
}
