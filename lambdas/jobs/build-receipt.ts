/** Turns the extractor's output into the EReceipt of a job: the pipeline-filled fields. */
import type { EReceipt, ExtractedReceipt, Trust } from "../extraction";

export interface ReceiptContext {
  receiptId: string;
  originalReceiptId: string | null;
  jobId: number;
  emailHash: string;
  clientUserId: string | null;
  countryCode: string | null;
  provider: string | null;
  /** The trust verdict (lambdas/trust); its DKIM result is also the email's `authentication.dkim`. */
  trust: Trust;
}

export function buildReceipt(extracted: ExtractedReceipt, ctx: ReceiptContext): EReceipt {
  return {
    receipt_id: ctx.receiptId,
    original_receipt_id: ctx.originalReceiptId,
    job_id: ctx.jobId,
    client_user_id: ctx.clientUserId,
    email_hash: ctx.emailHash,
    country_code: ctx.countryCode,
    ...extracted,
    email: {
      ...extracted.email,
      provider: ctx.provider ?? extracted.email.provider,
      authentication: { ...extracted.email.authentication, dkim: verifiedDkim(ctx.trust) ?? extracted.email.authentication.dkim },
    },
    component_emails: [],
    trust: ctx.trust,
  };
}

/**
 * What our own verification found, in the words of `authentication.dkim`; null when nothing was verified (the header's
 * claim stays). A lookup that failed is "unknown".
 */
function verifiedDkim(trust: Trust): EReceipt["email"]["authentication"]["dkim"] | null {
  if (trust.reasons.includes("not_verified") || trust.reasons.includes("inline_forward")) return null;
  return trust.dkim.result === "temperror" ? "unknown" : trust.dkim.result;
}

/** The sender addresses a retailer entry may match: the merchant's address and the (original) From. */
export function senderAddresses(receipt: Pick<EReceipt, "merchant" | "email">): string[] {
  const out = new Set<string>();
  if (receipt.merchant.email) out.add(receipt.merchant.email.toLowerCase());
  const from = receipt.email.from.match(/<([^>]+)>/)?.[1] ?? receipt.email.from;
  if (from.includes("@")) out.add(from.trim().toLowerCase());
  return [...out];
}
