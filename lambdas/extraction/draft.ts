/** Where a value came from; earlier layers are more reliable. */
export type Layer = "schema_org" | "template" | "generic" | "attachment" | "header";

export type DraftProduct = {
  description: string;
  productNumber: string | null;
  quantity: number;
  unitMinor: number | null;
  totalMinor: number | null;
  url: string | null;
  imageUrl: string | null;
  seller: string | null;
  status: string | null;
};

/**
 * One line item. The unit price is the total over the quantity unless the email states it (`unitMinor`); the rest
 * is null unless given.
 */
export function draftProduct(
  description: string, totalMinor: number | null,
  more: { quantity?: number; unitMinor?: number | null; url?: string | null; productNumber?: string | null; imageUrl?: string | null } = {},
): DraftProduct {
  const quantity = more.quantity ?? 1;
  const unitMinor = more.unitMinor !== undefined ? more.unitMinor
    : totalMinor === null ? null : quantity > 0 ? Math.round(totalMinor / quantity) : totalMinor;
  return {
    description, productNumber: more.productNumber ?? null, quantity, unitMinor, totalMinor,
    url: more.url ?? null, imageUrl: more.imageUrl ?? null, seller: null, status: null,
  };
}

export type DraftShipment = {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  status: string | null;
  expectedDelivery: string | null;
};

export type DraftPayment = { method: string; cardType: string | null; last4: string | null; amountMinor: number | null };

/** subtotal - discount + shipping + tax + tip + fees: what the order's parts add up to (a discount reduces it whatever its sign). */
export const orderSum = (t: { subtotal?: number | null; discount?: number | null; shipping?: number | null; tax?: number | null; tip?: number | null }, fees: number): number =>
  (t.subtotal ?? 0) - Math.abs(t.discount ?? 0) + (t.shipping ?? 0) + (t.tax ?? 0) + (t.tip ?? 0) + fees;

/** What one layer found; every field optional. Money in minor units. */
export type Draft = {
  merchantName?: string | null;
  intermediary?: string | null;
  subMerchant?: string | null;
  orderNumber?: string | null;
  /** Every order's number when one email confirms a checkout split into several orders, first one first. */
  orderNumbers?: string[];
  purchaseDate?: string | null;
  purchaseTime?: string | null;
  currency?: string | null;
  subtotal?: number | null;
  discount?: number | null;
  shipping?: number | null;
  tax?: number | null;
  tip?: number | null;
  fees?: Array<{ name: string; amountMinor: number }>;
  total?: number | null;
  payments?: DraftPayment[];
  products?: DraftProduct[];
  /** What the readers saw for each value (the confidence is set from it in assemble.ts). */
  evidence?: Evidence;
  /** Whether the items' prices add up to the subtotal (null: nothing to check against). */
  itemsAddUp?: boolean | null;
  /** Whether rows read as items were dropped to make the rest add up (the reading is then less sure). */
  itemsPicked?: boolean;
  shipments?: DraftShipment[];
  shippingAddress?: { name: string; street: string; city: string; region: string; postal_code: string; country: string } | null;
};

export type DraftKey = keyof Draft;

/** The evidence behind a generic reading: label strengths and whether values were checked against each other. */
export type Evidence = {
  /** 5 an order label, 4 a booking code, 3 an invoice or transaction number (order-number.ts). */
  orderNumberRank?: number;
  /** 3 a grand-total label, 2 a "Total" label, 1 a bare word or a sentence (totals.ts). */
  totalRank?: number;
  /** The label the total was read under. */
  totalLabel?: string;
  /** The purchase date stood beside a date label (not an early body date). */
  dateLabelled?: boolean;
  /** A currency marker settled the currency (an ISO code or an unambiguous symbol), not the sender's domain alone. */
  currencyMarked?: boolean;
};
