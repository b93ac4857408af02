import { assemble, mergeDrafts, type LayeredDraft } from "./assemble";
import type { Draft } from "./draft";
import { classify, phraseType } from "./classify";
import { buildContext, contextOfLines, type Context } from "./context";
import { textLines, type Line } from "./html-doc";
import { pdfText } from "./pdf";
import { unwrapForward } from "./forward";
import { extractGeneric } from "./generic/index";
import { merchantFromSender, sellerOfOrder } from "./merchant";
import { findAmounts } from "./money";
import { includedNote } from "./generic/total-labels";
import { alt, bounded, words } from "./lexicon/index";
import { merchantExtractors } from "./merchants/registry";
import { parseMime, type MimeEmail } from "./mime";
import { originalMessage, type OriginalMessage } from "./original";
import { extractSchemaOrg } from "./schema-org";
import type { ExtractedReceipt } from "./schema";

export type ParseOptions = {
  /**
   * The receiving account's country (ISO 3166-1 alpha-2, e.g. the job's `country_code`): when the amounts use a
   * symbol several currencies share ("$", "kr", "¥") and nothing in the email says which, the country's currency
   * (CA → CAD, SE → SEK, CN → CNY…). Without it, "$" is USD, "kr" SEK and "¥" JPY as before.
   */
  countryCode?: string;
};

/** Raw EML to an ExtractedReceipt: MIME, forward unwrapping, then the layers most reliable first. */
export async function parseReceiptEmail(raw: Buffer | string, options: ParseOptions = {}): Promise<ExtractedReceipt> {
  return (await parseEmail(raw, options)).receipt;
}

/**
 * The ExtractedReceipt and the original message it was read from (for the trust checks), from one MIME parse: give
 * the raw email, or the message a caller already parsed (the forwarded-email ingest reads its headers too).
 */
export async function parseEmail(input: Buffer | string | MimeEmail, options: ParseOptions = {}): Promise<{ receipt: ExtractedReceipt; original: OriginalMessage }> {
  const mail = typeof input === "string" || Buffer.isBuffer(input) ? await parseMime(input) : input;
  const ctx = buildContext(mail, unwrapForward(mail), { countryCode: options.countryCode });
  return { receipt: await extractFrom(ctx), original: originalMessage(ctx) };
}

async function extractFrom(ctx: Context): Promise<ExtractedReceipt> {
  let identity = merchantFromSender(ctx);
  const layers: LayeredDraft[] = [];
  const structured = extractSchemaOrg(ctx);
  if (structured) layers.push({ layer: "schema_org", template: null, draft: structured });
  const merchant = merchantExtractors.find((m) => m.matches(ctx));
  if (merchant) layers.push({ layer: "template", template: merchant.name, draft: merchant.extract(ctx) });
  layers.push({ layer: "generic", template: null, draft: extractGeneric(ctx, identity.intermediary) });
  // an invoice or receipt attached as PDF fills what the body does not say (read only when the body lacks some of it:
  // a PDF costs more than the rest of the email)
  const fromBody = mergeDrafts(layers).draft;
  // ... and only when the body is about a purchase, or the file is named as a purchase's document ("kvittering.pdf"):
  // a newsletter's or a partner mailing's brochure is no invoice
  if ((fromBody.total == null || !fromBody.orderNumber || !fromBody.products?.length) && (phraseType(ctx) !== "other" || namesPurchaseDocument(ctx))) {
    for (const pdf of await attachedPdfLines(ctx)) {
      const pdfCtx = contextOfLines(ctx, pdf);
      layers.push({ layer: "attachment", template: null, draft: extractGeneric(pdfCtx, identity.intermediary) });
      // a platform's receipt whose body names no seller: the attached receipt's "Restaurant: …" or "Seller: …" does
      const platform = identity.intermediary;
      const seller = platform && identity.name === platform ? sellerOfOrder(pdfCtx, platform) : null;
      if (seller) identity = { name: seller, intermediary: platform };
    }
  }
  layers.push({ layer: "header", template: null, draft: { merchantName: identity.name, intermediary: identity.intermediary } });
  const { draft, sources } = mergeDrafts(layers);
  const cls = classify(ctx, draft);
  if (!draft.purchaseDate && cls.isReceipt && ctx.localDay) draft.purchaseDate = ctx.localDay;
  if (cls.emailType === "travel_booking" && cls.isReceipt && draft.total == null) draft.total = onlyAmount(ctx, draft) ?? bookingPrice(ctx, draft);
  // ("You paid Lakeside Yoga Studio" / "Drop-in class | - $25.00": a payment's one priced line is what was paid, too)
  if (/^(?:payment_receipt|order_confirmation|in_store_receipt|refund)$/.test(cls.emailType) && cls.isReceipt && draft.total == null) draft.total = onlyAmount(ctx, draft);
  if (!cls.isReceipt) keepNoPurchaseMoney(draft);
  // a notice that prints no money of its purchase (a parcel on its way, "Deals related to your purchase … $12.99" below
  // it) has no currency: the recommendations' prices are not what was paid
  // (nor does an order or a cancellation confirmed with no money at all: "Your order has been confirmed" over the addresses and a
  // referral offer's "Give $100")
  else if (/^(?:(?:shipping|delivery|order)_confirmation|cancellation)$/.test(cls.emailType) && noMoney(draft) && !(draft.payments ?? []).length) draft.currency = null;
  const method = structured ? "schema_org" : merchant ? "template" : "generic";
  return assemble(ctx, draft, sources, cls, method, merchant?.name ?? null);
}

const noMoney = (d: Draft) => [d.total, d.subtotal, d.tax, d.shipping, d.discount].every((v) => v == null) && !(d.products ?? []).some((p) => p.totalMinor != null);

/** What an email about no purchase keeps of the money it prints: only a charge summary's whole breakdown. */
function keepNoPurchaseMoney(draft: Draft): void {
  // a newsletter's or a price alert's prices are not purchased items
  draft.products = [];
  // a newsletter's "taxes 6.25" or "shipping 4.99" with no total is no part of any purchase
  if (draft.total == null) draft.subtotal = draft.tax = draft.shipping = draft.discount = null;
  // a lone sum (a bill's balance due, a transfer's amount, the payment a security code confirms) is no total of
  // anything; a charge summary's whole breakdown still is what it says
  const breakdown = [draft.subtotal, draft.tax, draft.shipping, draft.discount, draft.tip].some((v) => v != null) || (draft.fees?.length ?? 0) > 0;
  if (!breakdown) draft.total = null;
  // an offer's or a scam's "$29.99" with no amount kept is no currency of anything, and a bank alert's card no payment
  if ([draft.total, draft.subtotal, draft.tax, draft.shipping].every((v) => v == null)) {
    draft.currency = null;
    draft.payments = [];
  }
}

/**
 * A ticket or a payment that prints no total: when its one priced fare or line is the only sum of money anywhere in
 * the email (a payment app prints it as "- $25.00"), that sum is what was paid.
 */
function onlyAmount(ctx: Context, draft: { products?: Array<{ totalMinor: number | null }>; currency?: string | null }): number | null {
  const priced = (draft.products ?? []).filter((p) => p.totalMinor != null);
  if ((draft.products ?? []).length !== 1 || priced.length !== 1) return null;
  const price = priced[0].totalMinor as number;
  // (a tax the price includes, on a line of its own, "うち消費税:200円", "incl. VAT £3.33", is part of that sum)
  const inside = new Set(ctx.lines.filter((l) => includedNote.test(l.text.trim())).flatMap((l) => findAmounts(l.text, ctx.amountHint).map((a) => Math.abs(a.minor))));
  const sums = findAmounts(ctx.text, ctx.amountHint).filter((a) => a.marked && a.minor !== 0 && !(inside.has(Math.abs(a.minor)) && Math.abs(a.minor) < price));
  return sums.length > 0 && sums.every((a) => Math.abs(a.minor) === price && (a.currency ?? draft.currency) === draft.currency) ? price : null;
}

/** "Price: € 248" on a line of its own: a booking that prints no total states its price so (lexicon `bookingPrice`). */
const priceLabel = new RegExp(String.raw`^${alt(words((l) => l.totals?.bookingPrice))}\s*:?\s*`, "i");
function bookingPrice(ctx: Context, draft: { currency?: string | null }): number | null {
  for (const line of ctx.lines.slice(0, 200)) {
    const m = priceLabel.exec(line.text);
    if (!m) continue;
    const a = findAmounts(line.text.slice(m[0].length), ctx.amountHint);
    if (a.length === 1 && a[0].minor > 0 && (a[0].currency ?? draft.currency) === draft.currency) return a[0].minor;
  }
  return null;
}

/** "Invoice_0001.pdf", "kvittering.pdf", "eBon_2020-01-17.pdf": a PDF named as a purchase's document (lexicon `purchaseDocument`). */
const documentName = new RegExp(bounded(words((l) => l.purchaseDocument), { before: true, after: true }), "i");
function namesPurchaseDocument(ctx: Context): boolean {
  return (ctx.forward.attached ?? ctx.mail).pdfNames.some((name) => documentName.test(name.replace(/[_\d.]+/g, " ")));
}

/** The text lines of the email's PDF attachments (the original's, for an attached forward); at most three PDFs. */
async function attachedPdfLines(ctx: Context): Promise<Line[][]> {
  const source = ctx.forward.attached ?? ctx.mail;
  const out: Line[][] = [];
  for (const pdf of source.pdfs.slice(0, 3)) {
    const { lines } = await pdfText(pdf);
    if (lines.length) out.push(textLines(lines.join("\n")));
  }
  return out;
}
