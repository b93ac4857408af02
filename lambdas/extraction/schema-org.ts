import type { Context } from "./context";
import { draftProduct, type Draft, type DraftProduct } from "./draft";
import { parseDate, parseTime } from "./dates";
import { parseNumber } from "./money";

type Node = Record<string, unknown>;

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v == null ? [] : [v]);
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);
const typeOf = (n: Node): string => String(asArray(n["@type"])[0] ?? "");
const nameOf = (v: unknown): string | null => (v && typeof v === "object" ? str((v as Node).name) : str(v));

function flatten(value: unknown, out: Node[]) {
  for (const v of asArray(value)) {
    if (!v || typeof v !== "object") continue;
    const n = v as Node;
    if (n["@graph"]) flatten(n["@graph"], out);
    if (n["@type"]) out.push(n);
  }
}

function minor(v: unknown): number | null {
  const s = str(v);
  return s ? parseNumber(s.replace(/[^\d.,]/g, "")) : null;
}

/** A schema.org PostalAddress as decisions.md §1's shipping_address ("" for the parts it does not state). */
function postalAddress(v: unknown): Draft["shippingAddress"] {
  const a = asArray(v)[0];
  if (!a || typeof a !== "object") return null;
  const n = a as Node;
  const city = str(n.addressLocality) ?? "";
  const postal = str(n.postalCode) ?? "";
  const country = nameOf(n.addressCountry) ?? "";
  if (!city && !postal && !country) return null;
  return { name: str(n.name) ?? "", street: str(n.streetAddress) ?? "", city, region: str(n.addressRegion) ?? "", postal_code: postal, country };
}

/** The schema.org layer: JSON-LD Order, Invoice, ParcelDelivery and *Reservation objects. */
export function extractSchemaOrg(ctx: Context): Draft | null {
  const nodes: Node[] = [];
  for (const block of ctx.html?.jsonLd ?? []) {
    try { flatten(JSON.parse(block), nodes); } catch { /* malformed JSON-LD is ignored */ }
  }
  flatten(ctx.html?.microdata ?? [], nodes);
  const main = nodes.find((n) => /^(?:Order|Invoice|ParcelDelivery)$|Reservation$/.test(typeOf(n)));
  if (!main) return null;
  const type = typeOf(main);
  const draft: Draft = {};
  const first = (v: unknown) => str(asArray(v)[0]);
  draft.orderNumber = first(main.orderNumber) ?? first(main.reservationNumber) ?? first(main.confirmationNumber) ?? null;
  const reservedFor = (asArray(main.reservationFor)[0] ?? null) as Node | null;
  // a reservation's seller is its provider, else the airline flown or the hotel stayed at (not the booking agent)
  const seller = nameOf(main.seller) ?? nameOf(main.merchant) ?? nameOf(main.provider) ??
    (reservedFor ? nameOf(reservedFor.airline) ?? (/Lodging|Hotel/.test(type) ? nameOf(reservedFor) : null) : null) ?? nameOf(main.broker);
  const broker = nameOf(main.broker);
  if (broker && broker !== seller) draft.intermediary = broker;
  if (seller) draft.merchantName = seller;
  const date = str(main.orderDate) ?? str(main.bookingTime) ?? str(main.paymentDueDate);
  if (date) { draft.purchaseDate = parseDate(date); draft.purchaseTime = parseTime(date.replace(/^.*T/, "")); }
  const currency = str(main.priceCurrency) ?? str((main.totalPaymentDue as Node | undefined)?.priceCurrency);
  if (currency && /^[A-Z]{3}$/.test(currency)) draft.currency = currency;
  const total = minor(main.price) ?? minor(main.totalPrice) ?? minor((main.totalPaymentDue as Node | undefined)?.price);
  if (total != null) draft.total = total;
  const products: DraftProduct[] = [];
  for (const offer of asArray(main.acceptedOffer)) {
    const o = offer as Node;
    const item = (o.itemOffered ?? {}) as Node;
    const description = nameOf(item);
    if (!description) continue;
    const qty = Number(str((o.eligibleQuantity as Node | undefined)?.value) ?? 1) || 1;
    const price = minor(o.price);
    products.push(draftProduct(description, price == null ? null : price * qty,
      { quantity: qty, unitMinor: price, url: str(item.url), productNumber: str(item.sku), imageUrl: str(item.image) }));
  }
  if (products.length) draft.products = products;
  const address = postalAddress(main.deliveryAddress ?? (type === "ParcelDelivery" ? null : (asArray(main.orderDelivery)[0] as Node | undefined)?.deliveryAddress));
  if (address) draft.shippingAddress = address;
  if (type === "ParcelDelivery") {
    draft.shipments = [{ carrier: nameOf(main.carrier) ?? nameOf(main.provider), trackingNumber: str(main.trackingNumber),
      trackingUrl: str(main.trackingUrl), status: null, expectedDelivery: parseDate(str(main.expectedArrivalUntil) ?? "") }];
  }
  return draft;
}
