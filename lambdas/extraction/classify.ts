import type { Context } from "./context";
import type { Draft } from "./draft";
import type { EmailType, OrderStatus } from "./schema";

const rules: Array<[EmailType, RegExp]> = [
  ["refund", /\b(refund(?:ed)?|rückerstattung|erstattung|remboursement|rimborso|reembolso)\b/i],
  ["cancellation", /\b(cancel+ed|cancel+ation|storniert|stornierung|annul[ée]e?|annullato|cancelado)\b/i],
  ["delivery_confirmation", /\b(delivered|zugestellt|livr[ée]e?|consegnato|entregado)\b/i],
  ["shipping_confirmation", /\b(shipped|has shipped|on its way|dispatched|out for delivery|versandt|verschickt|exp[ée]di[ée]e?|spedito|enviado)\b/i],
  ["travel_booking", /\b(flight|itinerary|boarding|reservation|booking confirm|check-in|hotel|your trip|e-?ticket|buchungsbest|flug)\b/i],
  ["payment_receipt", /\b(receipt|payment|invoice|paid|rechnung|zahlung|facture|ricevuta|recibo)\b/i],
  ["order_confirmation", /\b(order|purchase|bestellung|commande|ordine|pedido|confirm)/i],
];

const notPurchase = /\b(verification code|one[- ]time (?:pass)?code|security code|sign[- ]in code|password reset|newsletter|unsubscribe from|% off|sale ends|verify your email)\b/i;

const statusFor: Partial<Record<EmailType, OrderStatus>> = {
  order_confirmation: "ordered", shipping_confirmation: "shipped", delivery_confirmation: "delivered",
  cancellation: "cancelled", refund: "refunded", payment_receipt: "completed", in_store_receipt: "completed",
  travel_booking: "ordered",
};

/** Email type from the subject first (most explicit), then the body's opening lines. */
export function classify(ctx: Context, draft: Draft): { emailType: EmailType; isReceipt: boolean; status: OrderStatus | null } {
  const subject = ctx.subject;
  const opening = ctx.lines.slice(0, 40).map((l) => l.text).join(" ");
  let emailType: EmailType = rules.find(([, re]) => re.test(subject))?.[0] ?? rules.find(([, re]) => re.test(opening))?.[0] ?? "other";
  const hasMoney = draft.total != null || (draft.products?.length ?? 0) > 0;
  const hasOrder = Boolean(draft.orderNumber);
  if (emailType === "other" && hasMoney && hasOrder) emailType = "order_confirmation";
  const looksLikeAd = notPurchase.test(subject) || (notPurchase.test(opening) && !hasOrder);
  const isReceipt = !looksLikeAd && emailType !== "other" && (hasMoney || hasOrder);
  return { emailType: isReceipt ? emailType : emailType === "other" ? "other" : emailType, isReceipt, status: isReceipt ? statusFor[emailType] ?? null : null };
}
