import { findDate } from "./dates";
import { personalMailbox } from "./domain-names";
import type { MimeEmail } from "./mime";
import { alt, words, type Lexicon } from "./lexicon/index";
import { parseMime } from "./mime";
import { decodeEntities, stripTags } from "./markup";

/** The original message inside a forward, as far as the forward shows it. */
export type ForwardInfo = {
  forwarded: boolean;
  forwardedBy: string | null;
  originalFrom: string | null;
  originalFromName: string | null;
  /** ISO 8601 (UTC) for attached and inline forwards alike; see `forwardDateToIso` for inline header dates. */
  originalDate: string | null;
  originalSubject: string | null;
  /** The original Message-ID: the attached message's, or an inline header block's when it prints one. */
  originalMessageId: string | null;
  attached: MimeEmail | null;
};

const fwd = (key: keyof NonNullable<Lexicon["forward"]>) => alt(words((l) => l.forward?.[key]));

/** Lines that open a forwarded message, in every language (lexicon/); `strong` ones mark a forward even without a "Fwd:" subject. */
const lotusAnywhere = new RegExp(String.raw`-{2,}\s*${fwd("markerBy")}\s`, "i");
/** Lotus Notes: "----- Forwarded by Pat Sample/HOU/ECT on 07/30/2000 09:09 AM -----", the date maybe on lines of its own. */
const markerBy = String.raw`-{2,}\s*${fwd("markerBy")}\s[\s\S]{1,120}?\s*-{2,}`;
const markers: Array<{ re: RegExp; strong: boolean }> = [
  { re: new RegExp(String.raw`-{2,}\s*${fwd("marker")}\s*-{2,}`, "gi"), strong: true },
  { re: new RegExp(markerBy, "gi"), strong: true },
  // Apple Mail: "Nachricht" in older German versions, "E‑Mail" (often with a non-breaking hyphen) in newer ones
  { re: new RegExp(fwd("begin"), "gi"), strong: true },
  { re: new RegExp(String.raw`-{2,}\s*${fwd("original")}\s*-{2,}`, "gi"), strong: false },
  { re: /^[> \t]*_{10,}[ \t]*$/gm, strong: false },
];

/** "Fwd: …", "WG: …", and Netscape's bracketed "[Fwd: …]". */
// ("RE: FW: Office Depot Order Confirmation": a reply to a forward quotes the forward, and the original under it)
const subjectForward = new RegExp(String.raw`^\s*(?:(?:${fwd("replyPrefix")})\s*[:：]\s*)*\[?${fwd("subjectPrefix")}\s*[:：]`, "i");
/** A reply's subject ("Re: …", "AW: …", lexicon forward.replyPrefix). */
const replySubject = new RegExp(String.raw`^\s*(?:${fwd("replyPrefix")})\s*:`, "i");
export const isReplySubject = (subject: string): boolean => replySubject.test(subject);
/** The reply and forward prefixes a subject opens with ("Re: Fwd: …", "AW: …", "TR: …"). */
export const subjectPrefixes = new RegExp(String.raw`^(?:(?:re|aw|${fwd("subjectPrefix")})\s*[:：]\s*)+`, "i");
/** Whether a subject says the email forwards another ("Fwd: …", "WG: …", "[Fwd: …]"). */
export const isForwardSubject = (subject: string): boolean => subjectForward.test(subject);

/**
 * A forward's header block printed without a marker line: a From: line, then its Date:/Sent: line within four lines, or
 * a raw header's Date: line right above its From: (quoted with "> " as older clients forward: ">From: <orders@…>" …).
 */
const blank = String.raw`(?:[ \t>]*\n)*`;
const fromDateBlock = new RegExp(String.raw`^[ \t>]*(?:${fwd("from")}\s*[:：].*\n(?:${blank}[ \t>]*\S.*\n){0,3}?${blank}[ \t>]*${fwd("date")}|${fwd("date")}\s*[:：].*\n(?:${blank}[ \t>]*\S.*\n){0,2}?${blank}[ \t>]*${fwd("from")})\s*[:：]`, "im");
/** A raw header line a forward may print above its From: and Date: ("Return-path: <…>", "Received: from …") or its folded rest. */
const rawHeaderLine = /^(?:[ \t>]*(?:Return-path|Received|Delivered-To|Envelope-to|DKIM-Signature|Authentication-Results|Message-ID|MIME-Version|Content-[A-Za-z-]+|X-[A-Za-z-]+):[ \t]\S.*|[ \t]+\S.*)$/i;

/**
 * The part of a forward's text from the forwarded original on (the forwarder's note dropped), by the same markers and
 * header labels of every language (lexicon/) that `unwrapForward` reads; the whole text when it has none.
 */
export function forwardedPart(text: string): string {
  let start = -1;
  // search() leaves the shared global markers' lastIndex alone (unwrapForward's matchAll starts from it)
  for (const re of [...markers.map((m) => m.re), fromDateBlock]) {
    const at = text.search(re);
    if (at >= 0 && (start === -1 || at < start)) start = at;
  }
  return start === -1 ? text : text.slice(start);
}

/** A header block's own field lines, in every language: From, Date/Sent, Subject, To/Cc. */
const headerField = new RegExp(String.raw`^(?:${fwd("from")}|${fwd("date")}|${fwd("subject")}|${fwd("to")})\s*[:：]`, "i");
/** Another field's label inside a header line, after a space: where a block flattened into one line is cut. */
const gluedField = new RegExp(String.raw`\s+(?=(?:${fwd("date")}|${fwd("subject")}|${fwd("to")})\s*[:：])`, "i");
/** The markers above, tested one line at a time. */
const markerLine = markers.map(({ re }) => new RegExp(re.source, re.flags.replace("g", "")));

/**
 * Where the forwarded original starts in a forward's lines: after its marker line and the header block under it
 * ("From: …", "Date: …", "Subject: …", "To: …"), so that the forwarder's note, the marker and the header's own
 * dates and addresses are never read as the receipt's. 0 when no such block opens the first lines.
 */
export function originalStart(lines: Array<{ text: string }>): number {
  for (let i = 0; i < lines.length && i < 60; i++) {
    const end = blockEnd(lines, i, false);
    if (end > 0) return end + chainedStart(lines.slice(end));
    if (markerLine.some((re) => re.test(lines[i].text))) return i + 1;
  }
  return 0;
}

/** A header line as its label reads: without quote marks, and the *bold* label of a plain-text rendering ("*From:* Shop"). */
const fieldText = (t: string) => t.replace(/^[>\s]+/, "").replace(/^\*([^*]{1,25}:)\*/, "$1");

/**
 * The end of a forward's header block that opens at line i (a marker line, or its From: line): the first line after
 * its field lines. -1 when none opens there. `addressed`: its From: line must print an address.
 */
function blockEnd(lines: Array<{ text: string }>, i: number, addressed: boolean): number {
  const marker = markerLine.some((re) => re.test(lines[i].text));
  if (!marker && !headerLabel.from.test(fieldText(lines[i].text))) return -1;
  let from = false;
  let seen = 0;
  let k = marker ? i + 1 : i;
  for (; k < lines.length && seen < 12; k++) {
    const t = fieldText(lines[k].text);
    // Lotus Notes: the sender's address on the first line under the marker, its date on the next, no labels
    if (marker && seen === 0 && !from && lotusSender.test(t)) { from = true; seen++; if (lotusDate.test(fieldText(lines[k + 1]?.text ?? ""))) k++; continue; }
    if (headerField.test(t) || headerLabel.messageId.test(t)) {
      if (headerLabel.from.test(t)) from = !addressed || /@/.test(t);
      seen++;
      continue;
    }
    // a wrapped address list ("To: a@x.com," / "b@y.com")
    if (seen > 0 && /@/.test(t) && t.length < 200 && !/\s{2,}|\d[.,]\d\d/.test(t)) continue;
    break;
  }
  return from && seen >= 2 ? k : -1;
}

/**
 * A forward of a forward prints the inner header block right under the outer one (Gmail over Apple Mail): the
 * original starts under the innermost.
 */
function chainedStart(lines: Array<{ text: string }>): number {
  for (let i = 0; i < 4 && i < lines.length; i++) {
    const end = blockEnd(lines, i, true);
    if (end > 0) return end + chainedStart(lines.slice(end));
  }
  return 0;
}

/** A Lotus Notes forward's sender line: '"Shop Service" <info@shop.example>', 'Suzanne Mercer <s@tramex.com>', with its date after "on". */
// ('"service@paypal.com" <service@paypal.com> on …': a quoted name may be an address; 'customerservice@ftd.com on 05/08/2002
// 01:55:40 PM': an address alone, with its date)
const lotusSender = /^(?:(?:"[^"<>]{2,60}"|[^"<>:@]{2,60})\s*<[^<>\s]+@[^<>\s]+>(?:\s+on\s+\d.*)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+\s+on\s+\d.*)$/;
/** The date line under it: "07/30/2000 08:15 AM". */
const lotusDate = /^\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM)?$/i;

const headerLabel = {
  from: new RegExp(String.raw`^${fwd("from")}\s*[:：]\s*(.+)$`, "i"),
  date: new RegExp(String.raw`^${fwd("date")}\s*[:：]\s*(.+)$`, "i"),
  subject: new RegExp(String.raw`^${fwd("subject")}\s*[:：]\s*(.+)$`, "i"),
  messageId: /^Message-ID\s*:\s*(<[^>\s]+>|\S+@\S+)/i,
};
/** Any "Label: value" line of a forward header block (the labels above plus To/Cc/Reply-To and friends). */
const anyLabel = /^[\p{L}][\p{L}\p{M} .-]{0,24}(?::(?:\s|$)|：)/u;

/**
 * "IMCEANOTES-orders+40amazon+2Ecom+40ENRON@ENRON.com": an Exchange gateway's address that carries the original sender's
 * in its local part, each special character as "+" and its hex code ('"Guest Services" <guest@hotel.com>@ENRON'); null
 * for any other address.
 */
function imceaNotes(address: string): { address: string | null; name: string | null } | null {
  const m = /^imcea[a-z]*-(.+)@[^@]+$/i.exec(address);
  if (!m) return null;
  const decoded = m[1].replace(/\+([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const inner = /^\s*"?([^"<]*?)"?\s*<([^>\s]+@[^>\s]+)>/.exec(decoded) ?? /^()([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/.exec(decoded);
  return inner ? { address: inner[2].toLowerCase(), name: inner[1].trim() || null } : null;
}

function parseAddress(raw: string): { address: string | null; name: string | null } {
  // ("smtp:e.confirmation@nw.navigant.com", "[SMTP:pat@shop.example]": Exchange prints the address with its transport)
  const s = raw.replace(/\b(?:smtp|SMTP):(?=[\w.+-]+@)/g, "");
  const angle = /^\s*"?([^"<]*?)"?\s*[<\[](?:mailto:)?([^>\]\s]+@[^>\]\s]+)[>\]]/.exec(s);
  if (angle) return imceaNotes(angle[2]) ?? { address: angle[2].toLowerCase(), name: angle[1].trim() || null };
  const bare = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/.exec(s);
  return { address: bare ? bare[1].toLowerCase() : null, name: bare ? s.replace(bare[0], "").replace(/[<>"\[\]]|mailto:/g, "").trim() || null : s.trim() || null };
}

/** Tags stripped cheaply for locating the forward header block only (the body itself is parsed properly later). */
function headerBlockText(html: string): string {
  return decodeEntities(stripTags(html.replace(/<hr\b[^>]*>/gi, "\n________________________________\n"), "all"));
}

type InlineHeader = { from: string; date: string | null; subject: string | null; messageId: string | null; index: number };

/**
 * The header block right after a marker: From: among its first lines, then label lines up to the first line
 * that is neither a label nor the continuation of a wrapped address list. Null when no From: opens it.
 */
function headerBlockAfter(text: string, start: number): Omit<InlineHeader, "index"> | null {
  const lines = text.slice(start, start + 3000).split(/\r?\n/)
    // quote marks, and the *bold* labels of a plain-text rendering ("*From:* Shop")
    .map((l) => fieldText(l).replace(/\s+$/, ""))
    // (a block flattened into one line, Yahoo's "From: "Shop" <…> To: … Cc: Sent: Fri, Aug 9, 2024 at 2:02 PM Subject: …":
    // a field per line again, the subject ending where a run of spaces starts what follows the block)
    .flatMap((l) => (headerField.test(l.trimStart()) ? l.trimStart().split(gluedField) : [l]))
    .map((l) => (headerLabel.subject.test(l) ? l.split(/\s{3,}/)[0] : l));
  const fields: Omit<InlineHeader, "index"> = { from: "", date: null, subject: null, messageId: null };
  let seen = 0;
  let previousWasAddressList = false;
  for (const [n, line] of lines.entries()) {
    if (!line) continue;
    // Lotus Notes: '"PLI Customer Service Online" <info@pli.edu>' / '07/30/2000 08:15 AM' / 'To: …' / 'cc:' / 'Subject: …'
    if (seen === 0 && !fields.from && lotusSender.test(line) && lines.slice(n + 1, n + 6).some((l) => headerLabel.subject.test(l) || /^(?:to|cc)\s*:/i.test(l))) {
      fields.from = line.replace(/\s+on\s+\d.*$/, "");
      // (the date after "on" is the original's: '… <reservations@marriott.com> on 04/19/2001 02:11:53 PM')
      fields.date = /\s+on\s+(\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM)?)\s*$/i.exec(line)?.[1] ?? null;
      seen++;
      continue;
    }
    // Lotus Notes 6 and later print the block in columns, the sender's address wrapped at the column's width:
    // '"Amtrak"' / '<Amtrak_eTicket@' / 'amtrak.com>          To' / '<pat@example.com>' / '04/08/2008 07:58      cc'
    if (seen === 0 && !fields.from && /^"[^"]{2,60}"$/.test(line)) {
      const left = (l: string) => l.split(/\s{3,}/)[0];
      let joined = line;
      let k = n + 1;
      // (an address cut after its "@" or a dot goes on without a space)
      for (; k < Math.min(lines.length, n + 4) && !/>/.test(joined); k++) joined += /[@.]$/.test(joined) ? left(lines[k]) : ` ${left(lines[k])}`;
      if (lotusSender.test(joined) && lines.slice(n + 1, n + 8).some((l) => /\s{3,}(?:To|cc|Subject)\s*$/.test(l))) {
        fields.from = joined;
        fields.date = lines.slice(k, k + 4).map((l) => left(l).trim()).find((l) => lotusDate.test(l)) ?? null;
        seen++;
        continue;
      }
    }
    if (seen === 1 && !fields.date && fields.from && lotusDate.test(line)) { fields.date = line; continue; }
    // Yandex Mail: '15.03.2024, 18:02, "Wildberries" <no-reply@wildberries.ru>:', the date, the time and the sender on one line
    const yandex = seen === 0 && !fields.from ? yandexSender.exec(line) : null;
    if (yandex) { fields.from = yandex[3]; fields.date = `${yandex[1]} ${yandex[2]}`; seen++; continue; }
    if (!anyLabel.test(line) && !headerLabel.messageId.test(line)) {
      if (!fields.from) return null; // the marker is not followed by a header block
      if (previousWasAddressList && /@|[;,]$/.test(line)) continue;
      break;
    }
    if (++seen > 12) break;
    const from = headerLabel.from.exec(line)?.[1]?.trim();
    if (from && !fields.from) fields.from = from;
    else if (!fields.from && seen >= 3) return null; // From: opens the block (or follows one or two labels)
    fields.date ??= headerLabel.date.exec(line)?.[1]?.trim() ?? null;
    fields.subject ??= headerLabel.subject.exec(line)?.[1]?.trim() ?? null;
    fields.messageId ??= headerLabel.messageId.exec(line)?.[1]?.trim() ?? null;
    previousWasAddressList = /@/.test(line) && !headerLabel.from.test(line);
  }
  return fields.from ? fields : null;
}

/** Whether a header block's subject is the one a forward's subject carries after its prefixes ("WG: X" and "X"). */
function sameSubject(inner: string | null | undefined, outer: string): boolean {
  const norm = (s: string) => s.replace(subjectPrefixes, "").replace(/\s+/g, " ").trim().toLowerCase();
  return !!inner && norm(inner).length >= 4 && norm(inner) === norm(outer);
}

/**
 * The outermost inline forward: the EARLIEST marker in the text that a From: header block follows. A forward
 * of a forward prints the outer block first, so trying marker kinds in a fixed order would pick an inner one.
 */
function findInline(text: string, allowWeak: boolean, forwardOf: string | null = null): InlineHeader | null {
  const found: Array<{ index: number; end: number }> = [];
  for (const { re, strong } of markers) {
    if (!strong && !allowWeak) continue;
    for (const m of text.matchAll(re)) found.push({ index: m.index, end: m.index + m[0].length });
  }
  // a "Fwd:"/"TR:" subject over a header block printed without any marker line (Outlook, mobile clients): only where
  // the block opens the text, after a short note at most (deeper, it is a quoted reply, not the forwarded original)
  if (allowWeak) {
    const at = text.search(fromDateBlock);
    // (raw header lines above it, "Return-path:", "Received: from …", belong to the block, not to the note)
    // (nor do blank lines and rules, "> ----------", count as the note's)
    const note = at >= 0 ? text.slice(0, at).split("\n").filter((l) => !rawHeaderLine.test(l) && /[\p{L}\d]/u.test(l)) : [];
    const short = note.join("\n").length <= 400 && note.length <= 4;
    // (under a forward's subject, "WG: Buchungsbestätigung …", the note may be longer, a request, a signature and its
    // company's legal lines, when the block's own subject is the one forwarded)
    const long = !short && forwardOf !== null && note.join("\n").length <= 1500 && note.length <= 20 && sameSubject(headerBlockAfter(text, at)?.subject, forwardOf);
    if (at >= 0 && (short || long)) found.push({ index: at, end: at });
  }
  found.sort((a, b) => a.index - b.index);
  for (const m of found) {
    const block = headerBlockAfter(text, m.end);
    if (block) return { ...block, index: m.index };
  }
  return null;
}

const zoneNames: Record<string, number> = {
  UTC: 0, GMT: 0, UT: 0, Z: 0, WET: 0, BST: 60, CET: 60, MEZ: 60, WEST: 60, CEST: 120, MESZ: 120, EET: 120, EEST: 180,
  EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420, AKST: -540, AKDT: -480, HST: -600,
};
const clock = /(?<!\d)(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm|a\.\s?m\.|p\.\s?m\.)?/i;

/**
 * A forward header's date to ISO 8601 (UTC), or null: RFC 5322, Gmail "Mon, Jan 5, 2026 at 10:00 AM", Outlook
 * "Monday, January 5, 2026 10:00 AM", Apple "January 5, 2026 at 10:00:00 AM EST", and the same in de/fr/it/es.
 * The zone is the printed offset (+0100, GMT+01:00) or abbreviation (UTC, GMT, CET, EST, PDT…); a date that
 * prints none is read as UTC: the client printed the forwarder's local time without saying which, and the
 * result must not depend on the time zone of the machine that parses it.
 */
export function forwardDateToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const s = value.replace(/\s+/g, " ").trim();
  const t = clock.exec(s);
  const suffix = t?.[4]?.toLowerCase().replace(/[.\s]/g, "");
  const day = findDate(t ? s.slice(0, t.index) + " " + s.slice(t.index + t[0].length) : s, suffix ? "mdy" : "dmy");
  if (!day) return null;
  let h = t ? Number(t[1]) : 0;
  const min = t ? Number(t[2]) : 0;
  const sec = t?.[3] ? Number(t[3]) : 0;
  if (suffix === "pm" && h < 12) h += 12;
  if (suffix === "am" && h === 12) h = 0;
  if (h > 23 || min > 59 || sec > 59) return null;
  const rest = t ? s.slice(t.index + t[0].length) : s;
  let offset = 0;
  const numeric = /(?:^|[\s(]|\b(?:GMT|UTC))([+-])(\d{1,2})(?::?(\d{2}))?\b/.exec(rest);
  const named = /\b([A-Z]{1,5})\b/.exec(rest.replace(/\([^)]*\)/g, ""));
  if (numeric) offset = (numeric[1] === "-" ? -1 : 1) * (Number(numeric[2]) * 60 + Number(numeric[3] ?? 0));
  else if (named && named[1] in zoneNames) offset = zoneNames[named[1]];
  const [y, mo, d] = day.date.split("-").map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, min, sec) - offset * 60_000).toISOString();
}

/** Yandex Mail's line for the original's sender, no label: '15.03.2024, 18:02, "Wildberries" <no-reply@wildberries.ru>:'. */
const yandexSender = /^(\d{1,2}\.\d{1,2}\.\d{4}),?\s+(\d{1,2}:\d{2}),\s+(.{0,80}<[^<>\s]+@[^<>\s]+>)\s*:$/m;

/** The From: labels of every language (plain words), lower-cased. */
const fromLabels = new Set(words((l) => l.forward?.from).map((w) => w.toLowerCase()));
const isLetter = (c: string | undefined) => c !== undefined && (/[A-Za-z]/.test(c) || (c > "\u007f" && /\p{L}/u.test(c)));

/** The run of letters that ends at `end`. */
function wordStart(text: string, end: number): number {
  let k = end;
  while (k > 0 && isLetter(text[k - 1])) k--;
  return k;
}

/** Whether a From: label ends at `end` (whitespace and tags may stand between it and the colon there). */
function fromLabelEndsAt(text: string, end: number): boolean {
  let j = end;
  while (j > 0) {
    const c = text[j - 1];
    if (c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\u00a0") { j--; continue; }
    // ("De&nbsp;:": French puts a space, in HTML often an entity, before the colon)
    if (c === ";" && text.slice(Math.max(0, j - 6), j) === "&nbsp;") { j -= 6; continue; }
    if (c !== ">") break;
    const open = text.lastIndexOf("<", j - 1);
    if (open < 0 || j - open > 300) return false;
    j = open;
  }
  const k = wordStart(text, j);
  if (k === j) return false;
  if (fromLabels.has(text.slice(k, j).toLowerCase())) return true;
  // a label of two words ("От кого")
  return k > 1 && text[k - 1] === " " && fromLabels.has(text.slice(wordStart(text, k - 1), j).toLowerCase());
}

/**
 * Whether the text prints a From: label anywhere, in text or HTML. Checked at each colon: one scan of the whole text
 * for every language's label at every position cost more than the rest of the forward check.
 */
function mayHoldFromLine(text: string): boolean {
  const colons = /[:：]/g;
  for (let m = colons.exec(text); m; m = colons.exec(text)) if (fromLabelEndsAt(text, m.index)) return true;
  return false;
}

/** Whether a text holds a mail client's own forward marker line ("---------- Forwarded message ---------"). */
const strongMarkerIn = (text: string): boolean => markers.some(({ re, strong }) => strong && text.search(re) >= 0);

/** Finds the original message inside a forwarded email (inline Gmail/Outlook/Apple Mail blocks or attached). */
export function unwrapForward(mail: MimeEmail): ForwardInfo {
  const none: ForwardInfo = {
    forwarded: false, forwardedBy: null, originalFrom: null, originalFromName: null, originalDate: null,
    originalSubject: null, originalMessageId: null, attached: null,
  };
  const attached = mail.attached[0];
  if (attached && (subjectForward.test(mail.subject) || (mail.text ?? "").length < 2000)) {
    return {
      forwarded: true, forwardedBy: mail.from.address, originalFrom: attached.from.address,
      originalFromName: attached.from.name, originalDate: attached.date?.toISOString() ?? null,
      originalSubject: attached.subject || null, originalMessageId: attached.messageId, attached,
    };
  }
  // an inline forward prints a From: line; without one anywhere (the common case) there is nothing to look for
  // (or a Lotus Notes marker, "----- Forwarded by … -----", over a block that names the sender without a label)
  if (!mayHoldFromLine(mail.text ?? mail.html ?? "") && !lotusAnywhere.test(mail.text ?? "") && !yandexSender.test(mail.text ?? "")) return none;
  let text = mail.text ?? (mail.html ? headerBlockText(mail.html) : "");
  const marked = strongMarkerIn(text);
  // (a forward's note may run longer only where no marker line says where the original starts)
  let inline = findInline(text, subjectForward.test(mail.subject) || marked, subjectForward.test(mail.subject) && !marked ? mail.subject : null);
  if (!inline) return none;
  // a forward of a forward ("Fwd: Fwd: …", or an original whose own subject is a forward's): the innermost block that
  // opens the text under the one before it names who really sent the original
  // (or a Lotus Notes forward, which keeps the original's subject, stands in the text under the outer block)
  for (let depth = 0; depth < 4; depth++) {
    const fromEnd: number = text.indexOf(inline.from, inline.index) + inline.from.length;
    // (the inner block is looked for under the outer block's last header line: its Date:/Subject:/To: are no note)
    const blankAfter = text.slice(fromEnd, fromEnd + 1000).search(/\n[ \t>]*\r?\n/);
    const after: number = blankAfter >= 0 ? fromEnd + blankAfter : fromEnd;
    const rest = text.slice(after);
    // (or a person's forward whose subject they renamed, "08/09/24 Safeway", over a mail client's marker line near its top)
    // (or a person's reply, "RE: Ticketless Confirmation", over the history it quotes: the block under it on the same
    // subject, "FW: Ticketless Confirmation", goes on down the chain to the shop's own)
    const personal = personalMailbox.test(parseAddress(inline.from).address?.split("@")[1] ?? "");
    const below: InlineHeader | null = personal && isReplySubject(inline.subject ?? "") ? findInline(rest, true) : null;
    const innerMarker = personal && (strongMarkerIn(rest.slice(0, 600)) || (below !== null && below.index <= 600 && sameSubject(below.subject, inline.subject ?? "")));
    if (!subjectForward.test(inline.subject ?? "") && !lotusAnywhere.test(rest.slice(0, 1500)) && !innerMarker) break;
    const inner: InlineHeader | null = below ?? findInline(rest, true);
    // (a forward's text part that carries only the outer block, the original under it being HTML only: the blocks of
    // its HTML, read from the outer block again)
    if (!inner && text === mail.text && mail.html) {
      const html = headerBlockText(mail.html);
      const outer = findInline(html, true);
      if (outer && outer.from === inline.from) { text = html; inline = outer; continue; }
    }
    if (!inner || inner.index > 1500) break;
    inline = { ...inner, index: after + inner.index };
  }
  const from = parseAddress(inline.from);
  // (a block found under a long note without a marker line whose sender is the one this mail is sent to is that person's
  // own message quoted back to them, "Fwd: Fwd: Payment for 2 Russian posters" from the seller to the buyer: no original)
  const to = (mail.headers.get("to") ?? "").toLowerCase();
  if (!marked && from.address && to.includes(from.address.toLowerCase())) return none;
  return {
    forwarded: true, forwardedBy: mail.from.address, originalFrom: from.address, originalFromName: from.name,
    originalDate: forwardDateToIso(inline.date), originalSubject: inline.subject, originalMessageId: inline.messageId,
    attached: null,
  };
}

/** For the forwarded-email inbox: who forwarded what, from whom, when (ISO 8601), and its Message-ID if known. */
export async function unwrapForwardedEmail(raw: Buffer | string): Promise<{
  forwarded: boolean; forwardedBy: string | null; originalFrom: string | null; originalDate: string | null;
  originalSubject: string | null; originalMessageId: string | null;
}> {
  const info = unwrapForward(await parseMime(raw));
  return {
    forwarded: info.forwarded, forwardedBy: info.forwardedBy, originalFrom: info.originalFrom,
    originalDate: info.originalDate, originalSubject: info.originalSubject, originalMessageId: info.originalMessageId,
  };
}
