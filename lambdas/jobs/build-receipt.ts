/** Turns the extractor's output into the EReceipt of a job: the pipeline-filled fields. */
import type { EReceipt, ExtractedReceipt } from "../extraction";

export interface ReceiptContext {
  receiptId: string;
  originalReceiptId: string | null;
  jobId: number;
  emailHash: string;
  clientUserId: string | null;
  countryCode: string | null;
  provider: string | null;
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
    email: { ...extracted.email, provider: ctx.provider ?? extracted.email.provider },
    component_emails: [],
  };
}

/** The sender addresses a retailer entry may match: the merchant's address and the (original) From. */
export function senderAddresses(receipt: Pick<EReceipt, "merchant" | "email">): string[] {
  const out = new Set<string>();
  if (receipt.merchant.email) out.add(receipt.merchant.email.toLowerCase());
  const from = receipt.email.from.match(/<([^>]+)>/)?.[1] ?? receipt.email.from;
  if (from.includes("@")) out.add(from.trim().toLowerCase());
  return [...out];
}
