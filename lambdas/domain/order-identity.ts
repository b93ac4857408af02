/**
 * The one identity of an order across the emails about it (confirmation, shipping, delivery): aggregation merges
 * under it, rewards accrue under it, duplicate detection compares it. The sender's domain (else the merchant's
 * name), lowercased, and the order number without spaces, '#' and '-', in capitals: "#NW-20481" and "NW20481" are
 * one order.
 */
export interface OrderFacts {
  merchantDomain: string | null;
  merchantName: string | null;
  orderNumber: string | null;
}

export function orderIdentity(o: OrderFacts): string | undefined {
  const merchant = (o.merchantDomain ?? o.merchantName ?? "").trim().toLowerCase();
  const order = (o.orderNumber ?? "").replace(/[\s#-]/g, "").toUpperCase();
  return merchant && order ? `${merchant}|${order}` : undefined;
}
