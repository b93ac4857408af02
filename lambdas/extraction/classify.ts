import type { Context } from "./context";
import type { Draft } from "./draft";
import type { Line } from "./html-doc";
import { alt, bounded, emailTypePhrases, words } from "./lexicon/index";
import type { EmailType, OrderStatus } from "./schema";
import { amountOnlyLabel } from "./generic/totals";
import { carrierOfDomain, isCarrier } from "./carriers";
import { subjectPrefixes } from "./forward";
import { cardOrWalletWords } from "./generic/payments";
import { findAmounts } from "./money";

/** A card brand or wallet named on a line ("MASTERCARD CONTACTLESS | 39.94"). */
const cardWord = new RegExp(String.raw`\b(?:${cardOrWalletWords})\b`, "i");

/** "Ready for pickup", "zur Abholung bereit": an order or parcel that waits to be picked up (lexicon/). */
const pickupReady = new RegExp(bounded(words((l) => l.pickupReady), { before: true, after: true }), "i");

/** Phrases that name an email's type, in every language (lexicon/). Heavier phrases are more specific. */
const phrase = (type: EmailType | "orderWords", after = true) => new RegExp(bounded(emailTypePhrases(type), { before: true, after }), "i");
type Scored = EmailType | "orderWords";
const deliveredPhrase = phrase("delivery_confirmation");
const orderWordsPhrase = phrase("orderWords");
const phrases: Array<[Scored, RegExp, number]> = [
  ["order_confirmation", phrase("order_confirmation", false), 3],
  // "your order", "Order #": about an order, not which stage of it (see phraseTypeOf)
  ["orderWords", orderWordsPhrase, 1],
  ["shipping_confirmation", phrase("shipping_confirmation"), 3],
  ["delivery_confirmation", deliveredPhrase, 3],
  // an order or a parcel that waits to be picked up has arrived where it is collected
  ["delivery_confirmation", pickupReady, 3],
  ["cancellation", phrase("cancellation"), 4],
  ["refund", phrase("refund"), 4],
  ["travel_booking", phrase("travel_booking"), 2],
  ["payment_receipt", phrase("payment_receipt"), 3],
  // heavier than a payment: "Ihr eBon", "Votre ticket de caisse" name the till's receipt, "your digital receipt" too
  ["in_store_receipt", phrase("in_store_receipt"), 4],
];

const notPurchase = new RegExp(bounded(words((l) => l.notPurchase), { before: true, after: true }), "i");
/** A no-purchase phrase that a purchase's body may print beside it, as a whole ("newsletter"; lexicon/ offeredAside). */
const offeredAside = new RegExp(String.raw`^(?:${alt(words((l) => l.offeredAside))})$`, "i");
/** A marketplace's notice to the one who sold ("You sold your item", "Vous avez vendu"; lexicon/ sellerSide). */
const sellerSide = new RegExp(bounded(words((l) => l.sellerSide), { before: true, after: true }), "i");
/** A shop's reminder of a cart left unbought ("still in your cart", "w Twoim koszyku"; lexicon/ cartLeft). */
const cartLeft = new RegExp(bounded(words((l) => l.cartLeft), { before: true, after: true }), "i");
/** What tills print, in every language (lexicon/): each phrase is one marker. */
const tillMarkers = words((l) => l.tillReceipt).map((w) => new RegExp(bounded([w], { before: true, after: true }), "i"));

/**
 * An emailed in-store receipt: the till's own text, where two or more of its markers (cashier, register or lane
 * number, cash given, change, receipt number) stand in short lines.
 */
function isTillReceipt(ctx: Context): boolean {
  const short = ctx.lines.slice(0, 150).filter((l) => l.text.length <= 60).map((l) => l.text).join("\n");
  let seen = 0;
  for (const re of tillMarkers) if (re.test(short) && ++seen >= 2) return true;
  return false;
}

const notPurchaseSubject = new RegExp(bounded(words((l) => l.notPurchaseSubject), { before: true, after: true }), "i");
/** A subject that says the email is about no purchase: a review request, an upcoming charge, a digest. */
export const isNotPurchaseSubject = (subject: string): boolean => notPurchaseSubject.test(subject);
const returnStage = new RegExp(bounded(words((l) => l.returnStage), { before: true, after: true }), "i");
const otpOnly = new RegExp(bounded(words((l) => l.otpOnly), { before: true, after: true }), "i");
const notAReceipt = new RegExp(bounded(words((l) => l.notAReceipt), { before: true, after: true }), "i");
const owed = new RegExp(bounded(words((l) => l.owed), { before: true, after: true }), "i");
const paidSaid = new RegExp(bounded(words((l) => l.paidSaid), { before: true, after: true }), "i");

/**
 * A bill that asks for money still owed (an invoice due, a reminder, an estimate, "BALANCE DUE: $720") and says
 * nothing of a payment made: no receipt, whatever numbers and amounts it prints.
 */
function asksForPayment(ctx: Context, draft: Draft): boolean {
  // (an order confirmed with its number is still that order when it is paid later: "Vielen Dank für Ihre Bestellung" over
  // "Bitte überweisen Sie den Rechnungsbetrag", prepayment by transfer)
  if (phraseType(ctx) === "order_confirmation" && draft.orderNumber) return false;
  const head = `${ctx.subject}\n${ctx.text.slice(0, 3000)}`;
  // (a till's "BALANCE DUE | 39.94" over the card line that paid that sum, "MASTERCARD CONTACTLESS | 39.94", was paid)
  const paidBy = (draft.payments ?? []).some((p) => p.amountMinor != null && p.amountMinor === draft.total)
    || ((draft.payments ?? []).some((p) => p.last4) && ctx.lines.some((l) => cardWord.test(l.text) && findAmounts(l.text, ctx.amountHint).some((a) => a.minor === draft.total)));
  const balanceOwed = /^balance due\b/.test(draft.evidence?.totalLabel ?? "") && (draft.total ?? 0) > 0 && !paidBy;
  return (balanceOwed || owed.test(head)) && !paidSaid.test(head);
}

const statusFor: Partial<Record<EmailType, OrderStatus>> = {
  order_confirmation: "ordered", shipping_confirmation: "shipped", delivery_confirmation: "delivered",
  cancellation: "cancelled", refund: "refunded", payment_receipt: "completed", in_store_receipt: "completed",
  travel_booking: "ordered",
};

const refundPhrase = phrase("refund", false);

/** Any type's phrase: most lines name none, and one test of them all is cheaper than one per type. */
// (one pattern of every phrase grew past the size V8 compiles to machine code and ran interpreted, at a quarter of the
// engine's time: the types' own patterns, each tried in turn, stay compiled)
const anyPhrase = { test: (text: string) => phrases.some(([, re]) => re.test(text)) };
/** Whether a text names any email type ("注文確認", "Order confirmation"). */
export const anyTypePhrase = (text: string): boolean => anyPhrase.test(text);

/** "This email was sent to …", "Este mensaje ha sido enviado a …": a footer's words about the email itself (lexicon/). */
const aboutThisEmail = new RegExp(bounded(words((l) => l.aboutThisEmail), { before: true, after: true }), "i");

/** A clause about what has not happened yet, to the end of its sentence: "… when it has been sent." */
const pendingClause = new RegExp(String.raw`${bounded(words((l) => l.pending), { before: true, after: true })}[^.!?。]*`, "gi");

/** A verb right after a type phrase that puts it in the future: "Your refund | will be processed once …" (lexicon/). */
// (a pending clause is cut out of the text as `later`, so that "Your refund will be processed" reads as "Your refund ⏳")
const later = " \u23F3 ";
const futureAfter = new RegExp(String.raw`^\s*(?:\u23F3|${bounded(words((l) => l.future), { before: false, after: true })})`, "i");
/** ... or right before it: "Your order will be on its way soon", "sera expédiée". */
const futureBefore = new RegExp(String.raw`${bounded(words((l) => l.future), { before: true, after: true })}(?:\s+(?:be|soon|now|then))*\s*$`, "i");

/**
 * Adds `weight` times each type phrase the text says (not in a footer about the email, not in a clause about what has
 * not happened yet); `skip` leaves out phrases already counted elsewhere.
 */
function scoreTypes(text: string, weight: number, scores: Map<Scored, number>, skip: (re: RegExp) => boolean = () => false) {
  if (!anyPhrase.test(text) || aboutThisEmail.test(text)) return;
  // ("Detailed Invoice: http://shop.example/account_history_info.php?order_id=4182": a link's label names a page, not the email)
  if (/^[^:]{2,40}:\s*(?:https?:\/\/|www\.)\S+\s*$/i.test(text.trim())) return;
  const said = text.replace(pendingClause, later);
  for (const [type, re, w] of phrases) {
    const m = re.exec(said);
    if (m && !futureAfter.test(said.slice(m.index + m[0].length)) && !futureBefore.test(said.slice(0, m.index)) && !skip(re)) scores.set(type, (scores.get(type) ?? 0) + w * weight);
  }
}

/**
 * "Your order 5639809 has been" / "shipped and you will receive …": a text part wrapped at a fixed width splits a type
 * phrase over two lines; a phrase found only across such a break counts as an opening line's would.
 */
function scoreWrapped(lines: Line[], scores: Map<Scored, number>) {
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = lines[i].text;
    const b = lines[i + 1].text;
    if (!wrapsInto(a, b)) continue;
    scoreTypes(`${a} ${b}`, 2, scores, (re) => re.test(a) || re.test(b));
  }
}

/** Whether line `b` goes on with the sentence line `a` began: a text part wrapped at a fixed width. */
const wrapsInto = (a: string, b: string) => a.length >= 40 && a.length < 140 && !/[.!?:。]\s*$/.test(a) && /^\p{Ll}/u.test(b);

/**
 * A line's type phrases, read in the sentence the line before it began when the text part was wrapped: "… send you a
 * notification email when" / "your order has shipped." is a shipment still to come, not one made.
 */
function scoreLine(lines: Line[], line: Line, weight: number, scores: Map<Scored, number>) {
  const before = lines[lines.indexOf(line) - 1]?.text;
  if (before && wrapsInto(before, line.text)) scoreTypes(`${before} ${line.text}`, weight, scores, (re) => !re.test(line.text));
  else scoreTypes(line.text, weight, scores);
}

/**
 * "The status of your shipment has changed:" over "DELIVERED in PALGRAVE, ON": a status label whose value is the next
 * line's first cell, read as the one line "status: DELIVERED …" that the type phrases know.
 */
function scoreStatusUnderLabel(lines: Line[], scores: Map<Scored, number>) {
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!statusLabel.test(lines[i].text)) continue;
    const value = (lines[i + 1].cells[0] ?? lines[i + 1].text).trim();
    if (value.length <= 40) scoreTypes(`status: ${value}`, 2, scores);
  }
}
const statusLabel = /\bstatus\b[^:]{0,40}:\s*$/i;

/** The cancellation or refund a text names (the whole text, when `whole`): the state an order ended in. */
function endState(text: string, whole: boolean): EmailType | null {
  for (const [type, re] of phrases) {
    if (type !== "cancellation" && type !== "refund") continue;
    const m = re.exec(text);
    if (m && (!whole || m[0].length === text.length)) return type;
  }
  return null;
}

/** One stage of an order's progress bar, alone (a tick or dot before it at most): "Shipped", "✓ Delivered" (lexicon/). */
const stage = new RegExp(String.raw`^[✓✔●○•·\s]*(?:${alt(words((l) => l.progressStage))})[\s✓✔]*$`, "i");
const stageParts = (text: string) => text.split(/\s*(?:[|›>»→·•]|-{1,2}>|\s{3,})\s*/).filter((p) => p.trim());

/**
 * The lines of an order's progress bar ("Ordered | Shipped | Out for delivery | Delivered" in one row, or one stage a
 * line, three or more in a run): every stage is printed whatever the stage the order is at, so they name no type.
 */
function progressBar(lines: Line[]): Set<number> {
  const bar = new Set<number>();
  const isStage = (l: Line) => l.text.length <= 30 && stage.test(l.text.trim());
  for (let i = 0; i < lines.length; i++) {
    const parts = lines[i].cells.length >= 3 ? lines[i].cells : stageParts(lines[i].text);
    if (parts.length >= 3 && parts.every((c) => stage.test(c.trim()))) bar.add(i);
    let j = i;
    while (j < lines.length && isStage(lines[j])) j++;
    if (j - i >= 3) for (let k = i; k < j; k++) bar.add(k);
    if (j > i) i = j - 1;
  }
  return bar;
}

/** The progress bar's lines among an email's first 40, found once per email (phrase scoring and classify both ask). */
const bars = new WeakMap<Context, Set<number>>();
function progressBarOf(ctx: Context): Set<number> {
  let bar = bars.get(ctx);
  if (!bar) { bar = progressBar(ctx.lines.slice(0, 40)); bars.set(ctx, bar); }
  return bar;
}

/** The opening lines short enough to be headings: where an email says what it is. */
const openingHeads = (ctx: Context): Line[] => {
  const bar = progressBarOf(ctx);
  return ctx.lines.slice(0, 12).filter((l, i) => l.text.length < 140 && !bar.has(i));
};

const phraseTypes = new WeakMap<Context, EmailType>();

/** The type the subject (strongest) and the opening lines name, before asking whether anything was bought. */
export function phraseType(ctx: Context): EmailType {
  let type = phraseTypes.get(ctx);
  if (type === undefined) { type = phraseTypeOf(ctx); phraseTypes.set(ctx, type); }
  return type;
}

function phraseTypeOf(ctx: Context): EmailType {
  // (the subject's own types, kept apart: the ticket rule below asks which it names)
  const inSubject = new Map<Scored, number>();
  scoreTypes(ctx.subject, 3, inSubject);
  const scores = new Map<Scored, number>(inSubject);
  // a subject that opens with its type ("Shipped: …", "Delivered: …", "Cancelled: …") says what the email is
  const lead = ctx.subject.trim().replace(subjectPrefixes, "");
  for (const [type, re, w] of phrases) if (w >= 3 && re.exec(lead)?.index === 0 && /^[^:]{2,30}:/.test(lead)) scores.set(type, (scores.get(type) ?? 0) + 10);
  const heads = openingHeads(ctx);
  for (const l of heads) scoreLine(ctx.lines, l, 2, scores);
  scoreWrapped(ctx.lines.slice(0, 12), scores);
  scoreStatusUnderLabel(ctx.lines.slice(0, 12), scores);
  // an opening sentence too long for a heading still says what the email is, more weakly ("Вам выставлен счет … Счет
  // полностью оплачен.")
  // (a paragraph longer still, by its first sentence: "Thank you for … purchasing tickets to Tannhäuser. You may wish …")
  for (const l of ctx.lines.slice(0, 12)) {
    if (l.text.length >= 140 && l.text.length < 300) scoreTypes(l.text, 1, scores);
    else if (l.text.length >= 300) { const first = /^.{20,200}?[.!?](?=\s)/.exec(l.text)?.[0]; if (first) scoreTypes(first, 1, scores); }
  }
  const bar = progressBarOf(ctx);
  for (const [k, l] of ctx.lines.slice(12, 40).entries()) if (l.text.length < 200 && !bar.has(k + 12)) scoreLine(ctx.lines, l, 0.5, scores);
  // words that only say an order exists ("your order", "Order #") make an order confirmation when no phrase names
  // another stage of it, and strengthen one a phrase names; a shipping notice says "your order" as often
  const orderWords = scores.get("orderWords") ?? 0;
  scores.delete("orderWords");
  if (scores.has("order_confirmation") || ![...scores.values()].some((s) => s > 0)) scores.set("order_confirmation", (scores.get("order_confirmation") ?? 0) + orderWords);
  let emailType: EmailType = "other";
  let best = 0;
  for (const [type, s] of scores) if (s > best) { best = s; emailType = type as EmailType; }
  // a subject that says the order or booking was cancelled or refunded says what the email is, however much of the
  // booking it repeats ("Itinerary No: 1117… - Canceled Flight Credit Voucher")
  const subjectEnd = endState(ctx.subject, false);
  if (subjectEnd) return subjectEnd;
  // ... and so does an order page's status standing alone among its first lines ("Order Canceled", "Refunded"),
  // whatever the page's "Details for Order" title says
  for (const l of ctx.lines.slice(0, 6)) {
    const text = l.text.trim();
    const lineEnd = text.length <= 25 ? endState(text, true) : null;
    if (lineEnd) return lineEnd;
  }
  // a receipt for a journey or a stay ("Your receipt for your booking", "eTicket Itinerary and Receipt") is its booking,
  // when the subject or two opening lines name the travel
  if (emailType === "payment_receipt" && (scores.get("travel_booking") ?? 0) >= 4) emailType = "travel_booking";
  // ... and so is a purchase confirmed for a ticket ("Conferma acquisto - PNR ABC123" over "biglietto", "Codice PNR"),
  // when the subject itself names the travel and the opening lines keep naming it
  if (emailType === "order_confirmation" && (scores.get("travel_booking") ?? 0) >= 10 && inSubject.has("travel_booking")) emailType = "travel_booking";
  return emailType;
}

/** Email type from phrases in the subject (strongest) and the opening lines; receipt when it is a purchase. */
export function classify(ctx: Context, draft: Draft): { emailType: EmailType; isReceipt: boolean; status: OrderStatus | null } {
  let emailType = phraseType(ctx);
  const heads = openingHeads(ctx);
  const hasOrder = Boolean(draft.orderNumber);
  // prices alone (a newsletter's, a price alert's) are no purchase: items count with an order number or a payment
  const hasMoney = draft.total != null || ((draft.products?.length ?? 0) > 0 && (hasOrder || (draft.payments?.length ?? 0) > 0));
  // no type phrase, but a purchase its money shows: money with an order number; items that add up to the total; or a
  // labelled total (not an alert's "Amount") with the card or wallet that paid it
  const itemsMakeTotal = draft.total != null && draft.itemsAddUp === true && (draft.products?.length ?? 0) > 0;
  const labelledTotal = draft.total != null && (draft.evidence?.totalRank ?? 0) >= 2 && !amountOnlyLabel.test(draft.evidence?.totalLabel ?? "");
  const paidTotal = labelledTotal && (draft.payments ?? []).some((p) => p.last4 || p.method !== "card");
  // (an order's number under an order label, over its items: the shop's confirmation of that order, whatever it calls it,
  // "We've got it from here ☕" / "Order #HH5102" / "Soy Candle × 2 … $36.00")
  const shopOrder = hasOrder && (draft.evidence?.orderNumberRank ?? 0) >= 5 && (draft.products?.length ?? 0) > 0;
  if (emailType === "other" && ((hasMoney && hasOrder) || itemsMakeTotal || paidTotal)) emailType = shopOrder ? "order_confirmation" : "payment_receipt";
  // a carrier's own notice that tracks a parcel is about its shipping, whatever words it uses ("From AMAZON.COM" /
  // "Tracking Number: 1Z…")
  if (emailType === "other" && carrierOfDomain(ctx.sender.domain ?? "") && (draft.shipments ?? []).some((s) => s.trackingNumber)) emailType = "shipping_confirmation";
  // a till's text with its total is a purchase made in a shop, whatever its subject calls it
  if ((emailType === "other" || emailType === "payment_receipt") && draft.total != null && isTillReceipt(ctx)) emailType = "in_store_receipt";
  // a receipt whose total is labelled a refund ("Total refund", "Укупна рефундација") is the refund's
  if ((emailType === "in_store_receipt" || emailType === "payment_receipt") && refundPhrase.test(draft.evidence?.totalLabel ?? "")) emailType = "refund";
  const opening = heads.map((l) => l.text).join(" ");
  // a code, a password reset or a newsletter in the subject settles it; in the body only when no order with a total is confirmed
  // (a receipt's subject, or its opening lines' type with a labelled total or items that make the total, outweighs the
  // body's "sign up for our newsletter")
  const subjectSays = new Map<Scored, number>();
  // (a body kept without its headers has no subject: its opening heading stands in for it, "Your order has been confirmed")
  const headless = !ctx.subject.trim() && !ctx.sender.address && !ctx.sender.name;
  scoreTypes(headless && (heads[0]?.text.length ?? 99) <= 80 ? heads[0].text : ctx.subject, 1, subjectSays);
  const bodySays = new Map<Scored, number>();
  for (const l of heads.slice(0, 8)) scoreTypes(l.text, 1, bodySays);
  // a return received or labelled, its refund still to come ("We've received your return" over "Estimated refund
  // amount $39.80"): no purchase, unless the subject, the opening lines or the total's label say the money went back
  // ("Erstattungsbetrag | 29,99 €")
  const refundedTotal = refundPhrase.test((draft.evidence?.totalLabel ?? "").replace(pendingClause, " "));
  // (a body without headers says it in its opening line, "… a return label has been successfully submitted.", and the lines
  // after it speak of the refund to come: "until you receive a complete refund")
  const opener = (ctx.lines[0]?.text ?? "").slice(0, 300);
  const returnOnly = headless ? returnStage.test(opener) && !endState(opener, false) && !refundedTotal
    : returnStage.test(ctx.subject) && !subjectSays.has("refund") && !bodySays.has("refund") && !refundedTotal;
  // (a newsletter the body offers is none, when the subject names the purchase and the email its number: "Travel
  // Reservation July 19" with "reservation code XFIWIY" over "Register to receive … a travel tips newsletter")
  const bodySaysNoPurchase = notPurchase.exec(ctx.text.slice(0, 3000))?.[0].trim();
  const offeredNewsletter = offeredAside.test(bodySaysNoPurchase ?? "") && hasOrder && subjectSays.size > 0;
  const notBuying = returnOnly || notPurchase.test(ctx.subject) || notPurchaseSubject.test(ctx.subject)
    || (bodySaysNoPurchase !== undefined && !offeredNewsletter && !((hasOrder || subjectSays.size > 0 || (emailType !== "other" && (labelledTotal || itemsMakeTotal))) && draft.total != null))
    || notAReceipt.test(`${ctx.subject}\n${ctx.text.slice(0, 3000)}`) || asksForPayment(ctx, draft)
    // (a cart left unbought prints its items and their total, but no order number)
    || (cartLeft.test(ctx.text.slice(0, 3000)) && !hasOrder)
    // (a sale made on a marketplace, told to its seller, with the price and the payout: the reader bought nothing)
    || sellerSide.test(ctx.subject) || heads.slice(0, 8).some((l) => sellerSide.test(l.text));
  // a shipping or delivery notice is about a purchase when it tracks a parcel or names what was bought
  // (or when a carrier's own notice names the shop the parcel comes from: its number may be left out or redacted)
  // a parcel's tracking number in an email that names no order and prints no money is the parcel's shipping notice, whatever
  // its words ("Ton colis … suivi 6A12345678901" under "ta commande"): an order's confirmation comes before any parcel
  if ((emailType === "order_confirmation" || emailType === "other") && !hasMoney && !hasOrder && (draft.shipments ?? []).some((s) => s.trackingNumber)) emailType = "shipping_confirmation";
  const shopOfCarrier = draft.intermediary != null && isCarrier(draft.intermediary) && draft.merchantName != null && draft.merchantName !== draft.intermediary;
  // (or when a line that says it was delivered, or waits to be collected, names the reader's order, "Il a été indiqué que
  // ta commande a été livrée", "Ton achat t'attend au point relais …", "Your order has been delivered"; or speaks of its
  // parcel under a subject that names the order, "Commande mise à jour pour …" over "Ton colis a été livré dans le Point
  // Relais …")
  const orderDelivered = emailType === "delivery_confirmation" && heads.slice(0, 8).some((l) => (deliveredPhrase.test(l.text) || pickupReady.test(l.text))
    && (orderWordsPhrase.test(l.text) || orderWordsPhrase.test(ctx.subject)));
  const tracksPurchase = ["shipping_confirmation", "delivery_confirmation"].includes(emailType)
    && ((draft.shipments ?? []).some((s) => s.trackingNumber) || (draft.products?.length ?? 0) > 0 || shopOfCarrier || orderDelivered);
  // an order, booking or cancellation both the subject and the opening lines name ("Order Confirmation …" over "Thank you
  // for ordering … tickets"), when the email prints no money and no number: still that purchase's confirmation
  // (so is a shop's shipping notice that tracks the parcel only by a link: "Order Shipped" over "your gains have shipped!")
  const named = ["order_confirmation", "travel_booking", "cancellation", "shipping_confirmation"].includes(emailType) && (subjectSays.get(emailType) ?? 0) >= 3 && bodySays.size > 0;
  // ... or that the subject names over a priced item ("Confirm Book Order: …" over "… 2 volumes  £220.00")
  // (or the opening lines say it, "Thank you for your order." over "Item: … | Qty: 1 | Price: $69.53")
  const pricedOrder = emailType === "order_confirmation" && ((subjectSays.get(emailType) ?? 0) >= 3 || (bodySays.get(emailType) ?? 0) >= 3)
    && (draft.products ?? []).some((p) => (p.totalMinor ?? 0) > 0);
  const isReceipt = !notBuying && emailType !== "other" && (hasMoney || hasOrder || tracksPurchase || named || pricedOrder) || (otpOnly.test(`${opening} ${ctx.subject}`) && hasOrder);
  // a purchase type (an order, a booking, a payment) with no purchase behind it is another kind of email; a shipping
  // or delivery notice stays one, receipt or not, unless its subject says it is about no purchase (a postal digest)
  if (!isReceipt && (!["delivery_confirmation", "shipping_confirmation"].includes(emailType) || isNotPurchaseSubject(ctx.subject))) emailType = "other";
  const waitsForPickup = emailType === "delivery_confirmation" && pickupReady.test(`${ctx.subject}\n${opening}`);
  return { emailType, isReceipt, status: isReceipt ? (waitsForPickup ? "pickup_ready" : statusFor[emailType] ?? null) : null };
}
