/**
 * What the two forwarded-email endpoints share: the public shape of a record, and the guard against answers too
 * large for a Lambda response.
 */
import { invalidInput } from "../domain/errors";
import type { ForwardedRecord } from "../stores/forwarded";
import { lambdaEventMaxBytes } from "../contract/resources";

/** A record as decisions.md §4 shows it; `html` only when asked for. */
export function publicRecord(r: ForwardedRecord, showHtml: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {
    receipt_id: r.receipt_id,
    sender: r.sender,
    merchant: r.merchant,
    merchant_email: r.merchant_email,
    subject: r.subject,
    email_date: r.email_date,
    received_at: r.received_at,
    status: r.status,
    trust: r.trust,
    scraped_data: r.scraped_data,
  };
  if (showHtml) out.html = r.html;
  return out;
}

/** Room in Lambda's returned payload for the proxy result around the body (status code, headers). */
const resultOverheadBytes = 4096;

/**
 * Lambda returns at most 6 MB, and what it returns is the proxy result whose `body` is this JSON as a string, escaped
 * once more (every quote doubles: a page of records grows by a third or more). Past that, ask for pages instead of
 * failing with a gateway error.
 */
export function returnedBytes(body: unknown): number {
  return Buffer.byteLength(JSON.stringify(JSON.stringify(body)), "utf8") + resultOverheadBytes;
}

export function withinResponseLimit<T>(body: T): T {
  if (returnedBytes(body) > lambdaEventMaxBytes) {
    throw invalidInput("the result is too large to return at once: ask for it by pages with ereceipt[page]");
  }
  return body;
}
