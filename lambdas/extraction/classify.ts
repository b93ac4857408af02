import type { Context } from "./context";
import type { Draft } from "./draft";
import type { EmailType, OrderStatus } from "./schema";

/** Phrases that name an email's type, in en/de/fr/it/es/nl. Heavier phrases are more specific. */
const phrases: Array<[EmailType, RegExp, number]> = [
  ["order_confirmation", /\b(?:order confirmation|thanks? (?:you )?for (?:your|the) order|order (?:placed|received|confirmed)|received your order|final details for order|details for order|order summary|your order (?:with|from|of)|^ordered:|bestellbest[äa]tigung|vielen dank f[üu]r ihre bestellung|[üu]bersicht zur bestellung|bestell[üu]bersicht|confirmation de (?:votre )?commande|merci pour votre commande|r[ée]capitulatif de (?:votre )?commande|conferma (?:dell'|d')?ordine|riepilogo (?:dell'|d')?ordine|grazie per il tuo ordine|confirmaci[óo]n (?:de(?:l)? )?pedido|gracias por tu pedido|resumen del pedido|bedankt voor (?:je|uw) bestelling|bestelbevestiging|orderbevestiging|^confirmed!)/i, 3],
  ["order_confirmation", /\b(?:your order|order #|order number|bestellung|commande|ordine|pedido|bestelling)\b/i, 1],
  ["shipping_confirmation", /\b(?:has (?:been )?shipped|have shipped|shipped:|is on (?:its|the) way|on its way|out for delivery|has been dispatched|has dispatched|dispatched:|delivery update|arriving (?:today|tomorrow)|should arrive|shipment (?:confirmation|notification)|shipping confirmation|versandbest[äa]tigung|wurde versandt|ist unterwegs|conferma spedizione|stato spedito|a [ée]t[ée] exp[ée]di[ée]e?|confirmation d'exp[ée]dition|ha sido enviado|confirmaci[óo]n de env[íi]o)\b/i, 3],
  ["delivery_confirmation", /\b(?:(?:has been|was) delivered|delivered:|your package (?:was|has been) delivered|ready (?:for|to be picked up)|ready for pickup|consegna effettuata|stato consegnato|wurde zugestellt|zugestellt|a [ée]t[ée] livr[ée]e?|ha sido entregado|entregado)\b/i, 3],
  ["cancellation", /\b(?:(?:has been|was|been) cancel+ed|cancel+ation (?:confirmation|confirmed)|order cancel+ed|cancel+ed:|storniert|stornierung|annul[ée]e|annullato|cancelado)\b/i, 4],
  ["refund", /\b(?:refund (?:issued|processed|confirmation)|(?:has been|was) refunded|your refund|refunded:|r[üu]ckerstattung|erstattung|remboursement|rimborso|reembolso)\b/i, 4],
  ["travel_booking", /\b(?:flight|itinerary|boarding pass|booking (?:is )?confirmed|booking confirmation|your booking|reservation (?:confirmation|confirmed)|your reservation|trip confirmation|e-?ticket|record locator|hotel|check-in|check in|flug|buchungsbest[äa]tigung|ihre buchung|vol |r[ée]servation|prenotazione|reserva|bokningsreferens|resa|uw boeking|boekingsbevestiging|vlucht)\b/i, 2],
  ["payment_receipt", /\b(?:your receipt|receipt (?:for|from)|payment receipt|payment (?:confirmation|received)|thanks? for (?:your )?(?:payment|purchase|subscribing)|your invoice|invoice|charge request|you paid|you completed|ride (?:with|receipt)|your .{0,20}ride|trip with|quittung|zahlungsbest[äa]tigung|re[çc]u|ricevuta|recibo)\b/i, 3],
];

const notPurchase = /\b(?:verification code|one[- ]time (?:pass(?:word|code)|code)|security code|sign[- ]in code|password reset|reset your password|verify your (?:email|account)|newsletter|% off|sale ends|this is not a (?:payment )?receipt|is all set|trip reminder|time to check in)\b/i;
const otpOnly = /\b(?:one[- ]time password is required|otp)\b/i;

const statusFor: Partial<Record<EmailType, OrderStatus>> = {
  order_confirmation: "ordered", shipping_confirmation: "shipped", delivery_confirmation: "delivered",
  cancellation: "cancelled", refund: "refunded", payment_receipt: "completed", in_store_receipt: "completed",
  travel_booking: "ordered",
};

function scoreTypes(text: string, weight: number, scores: Map<EmailType, number>) {
  for (const [type, re, w] of phrases) if (re.test(text)) scores.set(type, (scores.get(type) ?? 0) + w * weight);
}

/** Email type from phrases in the subject (strongest) and the opening lines; receipt when it is a purchase. */
export function classify(ctx: Context, draft: Draft): { emailType: EmailType; isReceipt: boolean; status: OrderStatus | null } {
  const scores = new Map<EmailType, number>();
  scoreTypes(ctx.subject, 3, scores);
  const heads = ctx.lines.slice(0, 12).filter((l) => l.text.length < 140);
  for (const l of heads) scoreTypes(l.text, 2, scores);
  for (const l of ctx.lines.slice(12, 40)) if (l.text.length < 200) scoreTypes(l.text, 0.5, scores);
  let emailType: EmailType = "other";
  let best = 0;
  for (const [type, s] of scores) if (s > best) { best = s; emailType = type; }
  const hasMoney = draft.total != null || (draft.products?.length ?? 0) > 0;
  const hasOrder = Boolean(draft.orderNumber);
  if (emailType === "other" && hasMoney && hasOrder) emailType = "payment_receipt";
  const opening = heads.map((l) => l.text).join(" ");
  const notBuying = notPurchase.test(ctx.subject) || notPurchase.test(ctx.text.slice(0, 3000));
  // a shipping or delivery notice is about a purchase when it tracks a parcel or names what was bought
  const tracksPurchase = ["shipping_confirmation", "delivery_confirmation"].includes(emailType)
    && ((draft.shipments ?? []).some((s) => s.trackingNumber) || (draft.products?.length ?? 0) > 0);
  const isReceipt = !notBuying && emailType !== "other" && (hasMoney || hasOrder || tracksPurchase) || (otpOnly.test(`${opening} ${ctx.subject}`) && hasOrder);
  if (notBuying && !isReceipt && !["delivery_confirmation", "shipping_confirmation"].includes(emailType)) emailType = "other";
  return { emailType, isReceipt, status: isReceipt ? statusFor[emailType] ?? null : null };
}
