/** Where a value came from; earlier layers are more reliable. */
export type Layer = "schema_org" | "template" | "generic" | "header";

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

export type DraftShipment = {
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  status: string | null;
  expectedDelivery: string | null;
};

export type DraftPayment = { method: string; cardType: string | null; last4: string | null; amountMinor: number | null };

/** What one layer found; every field optional. Money in minor units. */
export type Draft = {
  merchantName?: string | null;
  intermediary?: string | null;
  subMerchant?: string | null;
  orderNumber?: string | null;
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
  shipments?: DraftShipment[];
  shippingAddress?: { name: string; street: string; city: string; region: string; postal_code: string; country: string } | null;
};

export type DraftKey = keyof Draft;
