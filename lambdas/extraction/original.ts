/**
 * The message a receipt was read from, as its sender sent it: what the trust checks verify (DKIM signs the sender's
 * bytes) and what tells two submissions of one email apart from two emails.
 */
import type { Context } from "./context";
import { forwardedPart } from "./forward";

export type OriginalForm = "direct" | "attached" | "inline";

export type OriginalMessage = {
  /**
   * `direct`: the submitted message is the original; `attached`: a forward that carries the original as a
   * message/rfc822 part (its bytes, so its signatures, survive); `inline`: a forward that quotes the original in its
   * own body (only its text survives: nothing of it can be verified).
   */
  form: OriginalForm;
  /** The original's bytes; null for an inline forward. */
  raw: Uint8Array | null;
  messageId: string | null;
  /** The original sender's address (the forwarder is never the original sender). */
  from: string | null;
  subject: string | null;
  date: Date | null;
  /** The original's text (or HTML) as it reached us: for content fingerprints. */
  body: string;
};

/** The original behind an email whose forward (if any) was already unwrapped into `ctx`. */
export function originalMessage(ctx: Context): OriginalMessage {
  const { mail, forward } = ctx;
  if (forward.forwarded && forward.attached) {
    const a = forward.attached;
    return { form: "attached", raw: a.raw, messageId: a.messageId, from: a.from.address, subject: a.subject || null, date: a.date, body: a.text ?? a.html ?? "" };
  }
  if (forward.forwarded) {
    const date = forward.originalDate ? new Date(forward.originalDate) : null;
    return {
      form: "inline", raw: null, messageId: forward.originalMessageId, from: forward.originalFrom, subject: forward.originalSubject,
      date: date && !Number.isNaN(date.getTime()) ? date : null, body: forwardedPart(mail.text ?? mail.html ?? ""),
    };
  }
  return { form: "direct", raw: mail.raw, messageId: mail.messageId, from: mail.from.address, subject: mail.subject || null, date: mail.date, body: mail.text ?? mail.html ?? "" };
}
