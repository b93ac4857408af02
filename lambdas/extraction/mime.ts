import { isAscii } from "node:buffer";
import { simpleParser, type AddressObject, type ParsedMail, type SimpleParserOptions } from "mailparser";
import { EmlParseError } from "./errors";

/** What the extractor needs from a MIME message, after mailparser has decoded every part. */
export type MimeEmail = {
  messageId: string | null;
  from: { address: string | null; name: string | null };
  subject: string;
  date: Date | null;
  /** The sender's calendar day per the Date header's own UTC offset ("YYYY-MM-DD"). */
  localDay: string | null;
  /** The time zone the Date header names in letters ("-0700 (PDT)", "… 23:08:08 EST"), if it does. */
  dateZone: string | null;
  html: string | null;
  text: string | null;
  headers: Map<string, string>;
  /** message/rfc822 parts, attached or inline, parsed the same way (forwarded-as-attachment emails). */
  attached: MimeEmail[];
  /** PDF attachments (application/pdf, or a .pdf name on a generic type): invoices and receipts sent as files. */
  pdfs: Uint8Array[];
  /** The PDF attachments' file names, in the order of `pdfs` ("" where a part has none). */
  pdfNames: string[];
  /** The message's own bytes as received (an attached message's bytes after its transfer encoding is undone): what DKIM signed. */
  raw: Uint8Array;
};

/**
 * Skips mailparser's own HTML→text and link rendering: we turn the HTML into structure ourselves.
 * `ignoreEmbedded` goes through to mailparser's MIME splitter (@zone-eu/mailsplit): a message/rfc822 part is
 * then a leaf, so one marked `Content-Disposition: inline` (nodemailer's default for attached messages) is
 * kept as an attachment instead of being merged into this message's body with its headers dropped.
 */
const parserOptions: SimpleParserOptions & { ignoreEmbedded: boolean } = {
  skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true, ignoreEmbedded: true,
};

const headerLine = /^(?:\uFEFF)?\s*(?:From [^\n]*\n)?[\x21-\x39\x3b-\x7e]+:/;

/** True when the bytes start like an RFC 5322 message (a header field, or an mbox "From " line). */
export function looksLikeEmail(raw: Buffer | string): boolean {
  const head = (typeof raw === "string" ? raw.slice(0, 2000) : raw.subarray(0, 2000).toString("latin1"));
  return headerLine.test(head);
}

function firstAddress(a: AddressObject | AddressObject[] | undefined): { address: string | null; name: string | null } {
  const obj = Array.isArray(a) ? a[0] : a;
  const v = obj?.value?.[0];
  return { address: v?.address?.toLowerCase() || null, name: v?.name?.trim() || null };
}

function headerText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(headerText).join("\n");
  if (value && typeof value === "object" && "text" in value) return String((value as { text: unknown }).text);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object" && "value" in value) return String((value as { value: unknown }).value);
  return "";
}

async function fromParsed(mail: ParsedMail, depth: number, raw: Uint8Array): Promise<MimeEmail> {
  const headers = new Map<string, string>();
  for (const [k, v] of mail.headers) headers.set(k, headerText(v));
  const attached: MimeEmail[] = [];
  const pdfs: Uint8Array[] = [];
  const pdfNames: string[] = [];
  for (const att of mail.attachments ?? []) {
    if (att.contentType === "message/rfc822" && depth < 3) {
      attached.push(await fromParsed(await simpleParser(legacyHeaders(att.content), parserOptions), depth + 1, att.content));
    } else if (att.contentType === "application/pdf" || (/\.pdf$/i.test(att.filename ?? "") && /octet-stream|x-pdf|^application\/$/i.test(att.contentType))) {
      pdfs.push(att.content);
      pdfNames.push(att.filename ?? "");
    }
  }
  let html = typeof mail.html === "string" && mail.html.trim() ? mail.html : null;
  let text = mail.text?.trim() ? mail.text : null;
  if (!html && text) {
    // a body saved without its MIME headers: quoted-printable and/or HTML that nobody declared
    const body = looksQuotedPrintable(text) ? decodeQuotedPrintable(text) : text;
    if (looksLikeHtml(body)) { html = body; text = null; }
    else if (body !== text) text = body;
  }
  html = html && byteEscaped(html);
  text = text && byteEscaped(text);
  return {
    messageId: mail.messageId ?? null,
    from: firstAddress(mail.from),
    subject: mail.subject ?? "",
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    localDay: localDayOf(mail),
    dateZone: /(?:\(|\s)([A-Z]{3,5})\)?\s*$/.exec(mail.headerLines?.find((h) => h.key === "date")?.line ?? "")?.[1] ?? null,
    html,
    text,
    headers,
    attached,
    pdfs,
    pdfNames,
    raw,
  };
}

/**
 * "Apple\xc2\xa0Cash", "200\xc2\xa0GB": a body saved from a program's printout of its bytes keeps each byte above
 * ASCII as a "\xNN" escape; runs of them that make UTF-8 characters are those characters (three runs at least, each
 * decoding cleanly).
 */
export function byteEscaped(body: string): string {
  if (!body.includes("\\x")) return body;
  const runs = /(?:\\x[0-9a-fA-F]{2})+/g;
  if ((body.match(runs)?.length ?? 0) < 3) return body;
  return body.replace(runs, (run) => {
    const decoded = Buffer.from(run.split("\\x").slice(1).map((h) => parseInt(h, 16))).toString("utf8");
    return decoded.includes("\ufffd") ? run : decoded;
  });
}

/** Soft line breaks ("=" at a line end) and "=3D"/"=20" escapes all over: undeclared quoted-printable. */
export function looksQuotedPrintable(text: string): boolean {
  const soft = text.match(/=\r?\n/g)?.length ?? 0;
  const escapes = text.match(/=(?:3D|20|09|[89A-F][0-9A-F])/g)?.length ?? 0;
  return soft >= 3 && escapes >= 3;
}

/** Decodes quoted-printable text as UTF-8 bytes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined.charCodeAt(i);
    if (c === 61 && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) { bytes.push(parseInt(joined.slice(i + 1, i + 3), 16)); i += 2; continue; }
    if (c < 128) { bytes.push(c); continue; }
    for (const b of Buffer.from(joined[i], "utf8")) bytes.push(b);
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * HTML nobody declared: a document (doctype, <html>, <body>, <table>) or a body that opens with a tag. A plain-text
 * part that merely carries a few inline tags (Etsy prints <span>/<address> in its text part) stays text: read as
 * HTML, its line breaks would collapse into one paragraph.
 */
const looksLikeHtml = (text: string) => {
  const head = text.slice(0, 5000);
  if (!/<\/(?:td|div|p|table|span|html)>/i.test(text)) return false;
  return /<(?:!doctype|html|body|table)\b[^>]*>/i.test(head) || /^\s*<(?:div|p|td|span|center|meta|head|style)\b/i.test(head);
};

/** The Date header's calendar day in the sender's own time zone (its printed offset). */
function localDayOf(mail: ParsedMail): string | null {
  if (!mail.date || Number.isNaN(mail.date.getTime())) return null;
  const line = mail.headerLines?.find((h) => h.key === "date")?.line ?? "";
  const m = /([+-])(\d{2})(\d{2})\s*(?:\(|$)/.exec(line.trim());
  const offset = m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return new Date(mail.date.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/** Parses raw EML bytes. Throws EmlParseError when the input is not an email at all. */
export async function parseMime(raw: Buffer | string): Promise<MimeEmail> {
  if ((typeof raw === "string" ? raw.length : raw.byteLength) === 0) throw new EmlParseError("empty input");
  if (!looksLikeEmail(raw)) throw new EmlParseError("input does not start with email headers");
  let mail: ParsedMail;
  try {
    mail = await simpleParser(typeof raw === "string" ? raw : legacyHeaders(mislabelledUtf8(raw)), parserOptions);
  } catch (cause) {
    throw new EmlParseError("MIME parsing failed", { cause });
  }
  const parsed = await fromParsed(mail, 0, typeof raw === "string" ? Buffer.from(raw, "utf8") : raw);
  if (!parsed.html && !parsed.text && parsed.attached.length === 0 && parsed.headers.size === 0) {
    throw new EmlParseError("no headers and no body");
  }
  return parsed;
}

/**
 * Headers written in 8-bit bytes of the body's legacy charset (a GB2312 or Shift_JIS display name and subject, as
 * older Asian mailers send them, without RFC 2047 words): read in that charset, not as broken UTF-8. The message is
 * passed on unchanged when its headers are ASCII or valid UTF-8, or the charset is unknown.
 */
function legacyHeaders(raw: Buffer): Buffer {
  const end = raw.indexOf("\r\n\r\n") >= 0 ? raw.indexOf("\r\n\r\n") : raw.indexOf("\n\n");
  if (end <= 0) return raw;
  const head = raw.subarray(0, end);
  if (isAscii(head)) return raw;
  try { utf8.decode(head); return raw; } catch { /* not UTF-8: a legacy charset */ }
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(raw.subarray(0, 65536).toString("latin1"))?.[1];
  if (!charset || /^(?:utf-?8|us-ascii)$/i.test(charset)) return raw;
  try {
    return Buffer.concat([Buffer.from(new TextDecoder(charset).decode(head), "utf8"), raw.subarray(end)]);
  } catch {
    return raw;
  }
}
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A text part declared in a legacy 8-bit charset ("windows-1251") whose bytes are in fact UTF-8, as some mailers send
 * them: read as UTF-8. Only unencoded (7bit/8bit) parts are looked at; bytes that are valid UTF-8 and hold several
 * multi-byte characters are practically never text in a single-byte charset. Other messages pass unchanged.
 */
function mislabelledUtf8(raw: Buffer): Buffer {
  if (isAscii(raw)) return raw;
  const text = raw.toString("latin1");
  const declared = /content-type:\s*text\/(?:plain|html)[^\n]*?charset\s*=\s*"?(windows-125\d|cp125\d|iso-8859-\d{1,2}|koi8-[ru])"?/gi;
  const fixes: Array<{ at: number; length: number }> = [];
  for (const m of text.matchAll(declared)) {
    const headStart = Math.max(text.lastIndexOf("\n\n", m.index), text.lastIndexOf("\n\r\n", m.index), 0);
    const blank = /\r?\n\r?\n/.exec(text.slice(m.index));
    if (!blank) continue;
    const bodyStart = m.index + blank.index + blank[0].length;
    if (/content-transfer-encoding:\s*(?:base64|quoted-printable)/i.test(text.slice(headStart, bodyStart))) continue;
    const next = text.indexOf("\n--", bodyStart);
    const body = raw.subarray(bodyStart, next < 0 ? raw.length : next);
    let decoded: string;
    try { decoded = utf8.decode(body); } catch { continue; }
    if ((decoded.match(/[\u0080-\uffff]/g) ?? []).length < 3) continue;
    const name = m[1];
    fixes.push({ at: m.index + m[0].lastIndexOf(name), length: name.length });
  }
  if (fixes.length === 0) return raw;
  let out = text;
  for (const f of fixes.reverse()) out = `${out.slice(0, f.at)}utf-8${out.slice(f.at + f.length)}`;
  return Buffer.from(out, "latin1");
}

export function authenticationResults(headers: Map<string, string>): { dkim: AuthResult; spf: AuthResult } {
  const h = headers.get("authentication-results") ?? headers.get("arc-authentication-results") ?? "";
  const pick = (name: string): AuthResult => {
    const m = new RegExp(`\\b${name}=(pass|fail|none|softfail|neutral|temperror|permerror)`, "i").exec(h);
    if (!m) return h ? "none" : "unknown";
    const r = m[1].toLowerCase();
    return r === "pass" ? "pass" : r === "none" || r === "neutral" ? "none" : r === "fail" || r === "softfail" ? "fail" : "unknown";
  };
  return { dkim: pick("dkim"), spf: pick("spf") };
}
export type AuthResult = "pass" | "fail" | "none" | "unknown";
