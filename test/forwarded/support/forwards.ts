/**
 * Forwarded emails built from corpus emails (read in place, never copied or logged) the way mail clients
 * forward them: Gmail's inline "---------- Forwarded message ---------" block, Outlook's
 * "From: / Sent: / To: / Subject:" block under a rule, Apple Mail's "Begin forwarded message:", and as an
 * attached message/rfc822. Each returns nodemailer message options (send them over SMTP, or compile
 * them to bytes with `compile`).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";

export { corpusDir } from "../../support/corpus";
import { corpusDir } from "../../support/corpus";

export interface CorpusEmail {
  id: string;
  raw: Buffer;
  fromAddress: string;
  fromName: string | null;
  subject: string;
  date: Date;
  messageId: string | null;
  html: string | null;
  text: string;
  label: { kind: string; is_receipt: boolean; currency: string | null; total: number | null; merchant_name: string | null };
}

const fallbackDate = new Date("2025-11-03T15:04:05Z");

export async function loadCorpus(filter: (e: CorpusEmail) => boolean = () => true): Promise<CorpusEmail[]> {
  const out: CorpusEmail[] = [];
  for (const file of readdirSync(corpusDir).filter((f) => f.endsWith(".eml")).sort()) {
    const raw = readFileSync(join(corpusDir, file));
    const mail = await simpleParser(raw);
    const from = mail.from?.value[0];
    if (!from?.address) continue;
    const id = file.replace(/\.eml$/, "");
    const label = JSON.parse(readFileSync(join(corpusDir, `${id}.json`), "utf8")) as CorpusEmail["label"];
    const html = typeof mail.html === "string" ? mail.html : null;
    const email: CorpusEmail = {
      id, raw, label, html,
      fromAddress: from.address.toLowerCase(),
      fromName: from.name || null,
      subject: mail.subject ?? "(no subject)",
      date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : fallbackDate,
      messageId: mail.messageId ?? null,
      text: mail.text ?? (html ? htmlToText(html) : ""),
    };
    if (filter(email)) out.push(email);
  }
  return out;
}

const htmlToText = (html: string): string =>
  html.replace(/<(?:style|script)[^>]*>[\s\S]*?<\/(?:style|script)>/gi, "").replace(/<br\s*\/?>|<\/(?:p|div|tr|h\d)>/gi, "\n").replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/\n{3,}/g, "\n\n");

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;

const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const longDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const longMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const pad = (n: number) => String(n).padStart(2, "0");
const clock = (d: Date, seconds = false) => {
  const h = d.getUTCHours() % 12 || 12;
  return `${h}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ""} ${d.getUTCHours() < 12 ? "AM" : "PM"}`;
};
/** "Mon, Jan 5, 2026 at 10:00 AM" */
export const gmailDate = (d: Date) => `${days[d.getUTCDay()]}, ${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${clock(d)}`;
/** "Monday, January 5, 2026 10:00 AM" */
export const outlookDate = (d: Date) => `${longDays[d.getUTCDay()]}, ${longMonths[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} ${clock(d)}`;
/** "January 5, 2026 at 10:00:00 AM GMT" */
export const appleDate = (d: Date) => `${longMonths[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${clock(d, true)} GMT`;

const named = (e: CorpusEmail) => (e.fromName ? `${e.fromName} <${e.fromAddress}>` : `<${e.fromAddress}>`);

export interface ForwardOptions {
  forwarder: string;
  to: string;
  note?: string;
  /** Date of the forward itself. */
  date?: Date;
}

/** Gmail's inline forward. */
export function gmailForward(e: CorpusEmail, o: ForwardOptions): Mail.Options {
  const note = o.note ?? "";
  const text = `${note}\n\n---------- Forwarded message ---------\nFrom: ${named(e)}\nDate: ${gmailDate(e.date)}\nSubject: ${e.subject}\nTo: <${o.forwarder}>\n\n\n${e.text}`;
  const sender = e.fromName
    ? `<strong class="gmail_sendername" dir="auto">${escapeHtml(e.fromName)}</strong> <span dir="auto">&lt;${e.fromAddress}&gt;</span>`
    : `&lt;${e.fromAddress}&gt;`;
  const html = `<div dir="ltr"><div>${escapeHtml(note)}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: ${sender}<br>Date: ${gmailDate(e.date)}<br>Subject: ${escapeHtml(e.subject)}<br>To: &lt;${o.forwarder}&gt;<br></div><br><br>${e.html ? bodyOf(e.html) : `<div>${escapeHtml(e.text).replace(/\n/g, "<br>")}</div>`}</div></div>`;
  return { from: o.forwarder, to: o.to, subject: `Fwd: ${e.subject}`, text, html, date: o.date };
}

/** Outlook's inline forward (desktop and web). */
export function outlookForward(e: CorpusEmail, o: ForwardOptions): Mail.Options {
  const note = o.note ?? "";
  const text = `${note}\n\n________________________________\nFrom: ${named(e)}\nSent: ${outlookDate(e.date)}\nTo: ${o.forwarder}\nSubject: ${e.subject}\n\n${e.text}`;
  const html = `<html><body><div>${escapeHtml(note)}</div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> ${escapeHtml(named(e))}<br><b>Sent:</b> ${outlookDate(e.date)}<br><b>To:</b> ${o.forwarder}<br><b>Subject:</b> ${escapeHtml(e.subject)}</font><div>&nbsp;</div></div>${e.html ? bodyOf(e.html) : `<div>${escapeHtml(e.text).replace(/\n/g, "<br>")}</div>`}</body></html>`;
  return { from: o.forwarder, to: o.to, subject: `FW: ${e.subject}`, text, html, date: o.date };
}

/** Apple Mail's inline forward. */
export function appleForward(e: CorpusEmail, o: ForwardOptions): Mail.Options {
  const text = `${o.note ?? ""}\n\nBegin forwarded message:\n\nFrom: ${named(e)}\nSubject: ${e.subject}\nDate: ${appleDate(e.date)}\nTo: ${o.forwarder}\n\n${e.text}`;
  return { from: o.forwarder, to: o.to, subject: `Fwd: ${e.subject}`, text, date: o.date };
}

/** Forwarded as an attachment (message/rfc822), as Outlook's "Forward as attachment" and Gmail's do. */
export function attachedForward(e: CorpusEmail, o: ForwardOptions): Mail.Options {
  return {
    from: o.forwarder, to: o.to, subject: `Fwd: ${e.subject}`, text: o.note ?? "", date: o.date,
    attachments: [{ filename: "forwarded.eml", contentType: "message/rfc822", contentDisposition: "attachment", content: e.raw }],
  };
}

export const forwardStyles = { gmail: gmailForward, outlook: outlookForward, apple: appleForward, attached: attachedForward } as const;
export type ForwardStyle = keyof typeof forwardStyles;

/** The forward as raw bytes, as an SMTP client would send them. */
export function compile(options: Mail.Options): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}
