/**
 * Pure rules of the forwarded-email record (decisions.md §4): what counts as the same original (dedupe)
 * and the record's status. (Where the original starts in a forward, and its header date, are read by the extraction
 * engine's forwardedPart and forwardDateToIso, from the lexicon's markers of every language.)
 */
import type { ForwardedStatus } from "./forwarded-stats";
import { stripTags } from "../extraction/markup";
import { sha256Hex } from "./keys";

/** Text for fingerprinting: tags, quote markers and all whitespace removed, lower case (clients re-wrap lines). */
export function fingerprintText(body: string): string {
  return stripTags(body, "all")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/^[ \t]*>+/gm, "")
    .replace(/\s+/g, "")
    .toLowerCase();
}

export interface OriginalIdentity {
  /** The original's Message-ID when the forward carries it (attached message/rfc822). */
  messageId: string | null;
  from: string | null;
  subject: string | null;
  date: string | null;
  /** The original's body (text or HTML) as forwarded. */
  body: string;
}

/**
 * Dedupe keys of an original: one by Message-ID when known, one by content. Two forwards share a record
 * when either key matches. Keys are opaque hex (no address or content stored).
 */
export function dedupeKeys(o: OriginalIdentity): string[] {
  const out: string[] = [];
  const mid = o.messageId?.trim().replace(/^<|>$/g, "").toLowerCase();
  if (mid) out.push(`mid:${sha256Hex(mid)}`);
  const content = [o.from ?? "", o.subject ?? "", fingerprintText(o.body)].map((s) => s.trim().toLowerCase()).join("\u0000");
  out.push(`content:${sha256Hex(content)}`);
  return out;
}

export function recordStatus(extraction: { is_receipt: boolean } | null): ForwardedStatus {
  if (!extraction) return "failed";
  return extraction.is_receipt ? "parsed" : "not_receipt";
}
