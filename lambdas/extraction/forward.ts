import type { MimeEmail } from "./mime";
import { parseMime } from "./mime";

/** The original message inside a forward, as far as the forward shows it. */
export type ForwardInfo = {
  forwarded: boolean;
  forwardedBy: string | null;
  originalFrom: string | null;
  originalFromName: string | null;
  originalDate: string | null;
  originalSubject: string | null;
  /** The forwarded body (HTML or text) when inline, or the attached message. */
  body: { html: string | null; text: string | null } | null;
  attached: MimeEmail | null;
};

const markers = [
  /-{2,}\s*(?:Forwarded message|Weitergeleitete Nachricht|Message transféré|Messaggio inoltrato|Mensaje reenviado|Mensagem encaminhada)\s*-{2,}/i,
  /Begin forwarded message:/i,
  /Anfang der weitergeleiteten Nachricht:|Début du message réexpédié\s*:|Inizio messaggio inoltrato:|Comienzo del mensaje reenviado:/i,
  /-{2,}\s*Original Message\s*-{2,}|-{2,}\s*Ursprüngliche Nachricht\s*-{2,}|-{2,}\s*Message d'origine\s*-{2,}/i,
  /^_{10,}\s*$/m,
];

const subjectForward = /^\s*(?:fwd?|fw|wg|tr|rv|i)\s*:/i;

const headerLabel = {
  from: /^(?:From|Von|De|Da|Van)\s*:\s*(.+)$/im,
  date: /^(?:Date|Sent|Datum|Gesendet|Envoyé|Inviato|Enviado|Fecha|Data)\s*:\s*(.+)$/im,
  subject: /^(?:Subject|Betreff|Objet|Oggetto|Asunto|Assunto)\s*:\s*(.+)$/im,
};

function parseAddress(s: string): { address: string | null; name: string | null } {
  const angle = /^\s*"?([^"<]*?)"?\s*[<\[](?:mailto:)?([^>\]\s]+@[^>\]\s]+)[>\]]/.exec(s);
  if (angle) return { address: angle[2].toLowerCase(), name: angle[1].trim() || null };
  const bare = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/.exec(s);
  return { address: bare ? bare[1].toLowerCase() : null, name: bare ? s.replace(bare[0], "").replace(/[<>"\[\]]|mailto:/g, "").trim() || null : s.trim() || null };
}

/** Strips tags cheaply for locating the forward header block only (the body itself is parsed properly later). */
function headerBlockText(html: string): string {
  return html.replace(/<(?:br|\/p|\/div|\/tr)[^>]*>/gi, "\n").replace(/<[^>]+>/g, "").replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&quot;/g, '"');
}

function findInline(text: string): { from: string | null; date: string | null; subject: string | null; index: number } | null {
  for (const re of markers) {
    const m = re.exec(text);
    if (!m) continue;
    const block = text.slice(m.index + m[0].length, m.index + m[0].length + 1500).replace(/^[>\s]+/gm, "");
    const from = headerLabel.from.exec(block)?.[1]?.trim() ?? null;
    if (!from) continue;
    return {
      from,
      date: headerLabel.date.exec(block)?.[1]?.trim() ?? null,
      subject: headerLabel.subject.exec(block)?.[1]?.trim() ?? null,
      index: m.index,
    };
  }
  return null;
}

/** Finds the original message inside a forwarded email (inline Gmail/Outlook/Apple Mail blocks or attached). */
export function unwrapForward(mail: MimeEmail): ForwardInfo {
  const none: ForwardInfo = {
    forwarded: false, forwardedBy: null, originalFrom: null, originalFromName: null, originalDate: null,
    originalSubject: null, body: null, attached: null,
  };
  const attached = mail.attached[0];
  if (attached && (subjectForward.test(mail.subject) || !(mail.text ?? "").trim() || (mail.text ?? "").length < 2000)) {
    return {
      forwarded: true, forwardedBy: mail.from.address, originalFrom: attached.from.address,
      originalFromName: attached.from.name, originalDate: attached.date?.toISOString() ?? null,
      originalSubject: attached.subject || null, body: { html: attached.html, text: attached.text }, attached,
    };
  }
  const text = mail.text ?? (mail.html ? headerBlockText(mail.html) : "");
  if (!subjectForward.test(mail.subject) && !markers.slice(0, 3).some((re) => re.test(text))) return none;
  const inline = findInline(text);
  if (!inline?.from) return none;
  const from = parseAddress(inline.from);
  return {
    forwarded: true, forwardedBy: mail.from.address, originalFrom: from.address, originalFromName: from.name,
    originalDate: inline.date, originalSubject: inline.subject,
    body: { html: mail.html, text: mail.text }, attached: null,
  };
}

/** For the forwarded-email inbox: who forwarded what, from whom, when. */
export async function unwrapForwardedEmail(raw: Buffer | string): Promise<{
  forwarded: boolean; forwardedBy: string | null; originalFrom: string | null; originalDate: string | null;
  originalSubject: string | null;
}> {
  const info = unwrapForward(await parseMime(raw));
  return {
    forwarded: info.forwarded, forwardedBy: info.forwardedBy, originalFrom: info.originalFrom,
    originalDate: info.originalDate, originalSubject: info.originalSubject,
  };
}
