/**
 * Pure rules of the forwarded-email record (decisions.md §4): what counts as the same original (dedupe)
 * and the record's status. (A forward header's date is read by the extraction engine's forwardDateToIso.)
 */
import type { ForwardedStatus } from "./forwarded-stats";
import { sha256Hex } from "./keys";

/** Where the forwarded original starts in a forward's text (Gmail, Outlook, Apple Mail and localised forms). */
const forwardStart = [
  /-{2,}\s*(?:Forwarded message|Weitergeleitete Nachricht|Message transféré|Messaggio inoltrato|Mensaje reenviado|Mensagem encaminhada)\s*-{2,}/i,
  /Begin forwarded message:|Anfang der weitergeleiteten Nachricht:|Début du message réexpédié\s*:|Inizio messaggio inoltrato:|Comienzo del mensaje reenviado:/i,
  /-{2,}\s*(?:Original Message|Ursprüngliche Nachricht|Message d'origine)\s*-{2,}/i,
  /^_{10,}\s*$/m,
  /^\s*(?:From|Von|De|Da):.*\n(?:.*\n){0,3}?\s*(?:Sent|Date|Gesendet|Datum|Envoyé|Enviado):/im,
];

/** The part of a forward's text from the forwarded original on (the forwarder's note dropped). */
export function forwardedPart(text: string): string {
  let start = -1;
  for (const re of forwardStart) {
    const m = re.exec(text);
    if (m && (start === -1 || m.index < start)) start = m.index;
  }
  return start === -1 ? text : text.slice(start);
}

/** Text for fingerprinting: tags, quote markers and all whitespace removed, lower case (clients re-wrap lines). */
export function fingerprintText(body: string): string {
  return body
    .replace(/<(?:style|script)[^>]*>[\s\S]*?<\/(?:style|script)>/gi, "")
    .replace(/<[^>]+>/g, "")
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
