/**
 * One received message → a forwarded-email record per recipient account (decisions.md §4): load the raw
 * message, find the accounts it was sent to, unwrap the forward, run the extraction engine, and store the
 * record once per original (dedupe by the original's Message-ID and by content). Safe to run again for
 * the same message: ids and keys are derived from the message, and every write is conditional.
 */
import {
  EmlParseError, parseEmail, parseMime, unwrapForward, type EReceipt, type ExtractedReceipt, type MimeEmail, type OriginalMessage, type Trust,
} from "../extraction/index";
import { dedupeKeys, recordStatus, type OriginalIdentity } from "../domain/forwarded-record";
import { forwardDateToIso, forwardedPart } from "../extraction/forward";
import { buildReceipt } from "../jobs/build-receipt";
import { assessTrust } from "../trust/assess";
import { emailHash, sha256Hex } from "../domain/keys";
import { maxEmlBytes } from "../contract/resources";
import { findAccountByInboundAddress, inboundDomain } from "../stores/accounts";
import { isMissingObject } from "../stores/bucket";
import {
  claimDedupeKey, forwardedRecordExists, offloadPrefix, putForwardedRecord, releaseDedupeKey, type ForwardedRecord,
} from "../stores/forwarded";
import { inboundSize, readInbound } from "../stores/inbound-messages";
import { logger } from "../shared/logger";
import { atDomain, headerFields, inboundRecipients } from "./headers";
import type { InboundRef } from "./notifications";

export type IngestOutcome = "stored" | "duplicate" | "already_stored" | "unknown_recipient" | "too_large";

/** What one message yields, whoever it was sent to. */
interface Analysed {
  forwarder: string | null;
  forwardedAt: string | null;
  original: OriginalIdentity;
  extraction: ExtractedReceipt | null;
  /** The original as the engine found it (for the trust checks); null when nothing was extracted. */
  source: OriginalMessage | null;
  html: string | null;
}

async function loadRaw(ref: InboundRef): Promise<{ raw: Buffer; lastModified: Date | null } | "too_large" | null> {
  try {
    // the size first, by HEAD: a GetObject left unread would hold its connection open
    if (((await inboundSize(ref)) ?? 0) > maxEmlBytes) return "too_large";
    return await readInbound(ref);
  } catch (e) {
    // Deleted since the notification (or a duplicate notification after cleanup): nothing to ingest.
    if (isMissingObject(e)) return null;
    throw e;
  }
}

const textOf = (m: Pick<MimeEmail, "text" | "html">): string => m.text ?? m.html ?? "";

/** "virus" or "spam" when SES's scan failed the message (a virus first); null otherwise. */
function flaggedBySes(ref: InboundRef): "virus" | "spam" | null {
  if (ref.verdicts?.virus === "FAIL") return "virus";
  if (ref.verdicts?.spam === "FAIL") return "spam";
  return null;
}

/**
 * A message SES flagged: recorded (the client sees that something arrived, as `failed`) but never parsed, and its
 * HTML never kept, so show_html cannot serve it. Deduplicated by its bytes.
 */
function quarantined(raw: Buffer, reason: "virus" | "spam"): Analysed {
  return {
    forwarder: null, forwardedAt: null, extraction: null, source: null, html: null,
    original: { messageId: null, from: null, subject: `(not read: flagged as ${reason} by the mail scanner)`, date: null, body: `${reason}:${sha256Hex(raw.toString("latin1"))}` },
  };
}

async function analyse(raw: Buffer): Promise<Analysed> {
  let mail: MimeEmail | null = null;
  try {
    mail = await parseMime(raw);
  } catch (e) {
    if (!(e instanceof EmlParseError)) throw e;
  }
  let extraction: ExtractedReceipt | null = null;
  let source: OriginalMessage | null = null;
  if (mail) {
    try {
      ({ receipt: extraction, original: source } = await parseEmail(mail)); // the message parsed above, not parsed again
    } catch (e) {
      // An extraction failure is the email's outcome (status failed), not a reason to retry forever.
      logger.warn("extraction failed", { error: e instanceof Error ? e.name : "unknown" });
    }
  }
  if (!mail) {
    const fields = headerFields(raw);
    const header = (n: string) => fields.find((f) => f.name.toLowerCase() === n)?.value ?? null;
    const from = /[^\s<>"]+@[^\s<>"]+/.exec(header("from") ?? "")?.[0]?.toLowerCase() ?? null;
    return {
      forwarder: from, forwardedAt: forwardDateToIso(header("date")), extraction: null, source: null, html: null,
      original: { messageId: header("message-id"), from, subject: header("subject"), date: forwardDateToIso(header("date")), body: raw.toString("latin1") },
    };
  }
  const fwd = unwrapForward(mail);
  const forwardedAt = mail.date?.toISOString() ?? null;
  if (fwd.forwarded && fwd.attached) {
    const a = fwd.attached;
    return {
      forwarder: fwd.forwardedBy, forwardedAt, extraction, source, html: a.html ?? mail.html,
      original: { messageId: a.messageId, from: a.from.address, subject: a.subject || null, date: a.date?.toISOString() ?? null, body: textOf(a) },
    };
  }
  if (fwd.forwarded) {
    return {
      forwarder: fwd.forwardedBy, forwardedAt, extraction, source, html: mail.html,
      original: {
        messageId: fwd.originalMessageId ?? null, from: fwd.originalFrom, subject: fwd.originalSubject,
        date: fwd.originalDate ?? extraction?.email.date ?? null, body: forwardedPart(textOf(mail)),
      },
    };
  }
  // Not a forward: sent straight to the inbound address (the user gave it to the shop, or a bare copy).
  return {
    forwarder: mail.from.address, forwardedAt, extraction, source, html: mail.html,
    original: { messageId: mail.messageId, from: mail.from.address, subject: mail.subject || null, date: forwardedAt, body: textOf(mail) },
  };
}

function toRecord(a: Analysed, receiptId: string, receivedAt: string, trust: Trust | null): ForwardedRecord {
  const x = a.extraction;
  const scraped: EReceipt | null = x && trust
    ? buildReceipt(x, {
        receiptId, originalReceiptId: null, jobId: 0, emailHash: emailHash(a.forwarder ?? ""), clientUserId: null, countryCode: null, provider: null, trust,
      })
    : null;
  return {
    receipt_id: receiptId,
    sender: a.forwarder,
    merchant: x?.merchant.name ?? null,
    merchant_email: x?.merchant.email ?? a.original.from,
    subject: a.original.subject ?? x?.email.subject ?? null,
    email_date: a.original.date ?? x?.email.date ?? null,
    received_at: receivedAt,
    status: recordStatus(x),
    currency: x?.currency ?? null,
    total: x?.totals.total ?? null,
    scraped_data: scraped,
    trust: scraped?.trust ?? null,
    html: a.html,
  };
}

async function storeFor(accountId: string, a: Analysed, ref: InboundRef, receivedAt: string): Promise<{ outcome: IngestOutcome; receiptId: string }> {
  const keys = dedupeKeys(a.original);
  // Derived from the first dedupe key: a redelivery computes the same id and finds its own claims.
  const receiptId = `fwd_${sha256Hex(`${accountId}\u0000${keys[0]}`).slice(0, 24)}`;
  const claimed: string[] = [];
  let at = receivedAt;
  for (const key of keys) {
    const claim = await claimDedupeKey(accountId, key, receiptId, at, a.forwarder);
    if (claim.receipt_id !== receiptId) {
      for (const mine of claimed) await releaseDedupeKey(accountId, mine, receiptId);
      return { outcome: "duplicate", receiptId: claim.receipt_id };
    }
    claimed.push(key);
    if (!claim.fresh) {
      // Ours from an earlier delivery: keep its time (the record's sort key); done if the record is written.
      at = claim.received_at;
      if (await forwardedRecordExists(accountId, at, receiptId)) return { outcome: "already_stored", receiptId };
    }
  }
  // a new record only: a duplicate forward returned above, and its claims would name this record's own id
  const trust = a.extraction && a.source
    ? await assessTrust({
        accountId, receiptIds: [receiptId], clientUserId: null, emailHash: a.forwarder ? emailHash(a.forwarder) : null, original: a.source, receipt: a.extraction,
      })
    : null;
  const stored = await putForwardedRecord(toRecord(a, receiptId, at, trust), {
    account_id: accountId, forwarded_at: a.forwardedAt, source_bucket: ref.bucket, source_key: ref.key,
  });
  return { outcome: stored ? "stored" : "already_stored", receiptId };
}

/** Ingests one stored message. Throws only for infrastructure failures (the message is then retried). */
export async function ingestInbound(ref: InboundRef): Promise<IngestOutcome[]> {
  const started = Date.now();
  // Our own offloaded bodies live under inbound/ too, and the bucket notifies the queue of them.
  if (ref.key.startsWith(offloadPrefix)) return [];
  const loaded = await loadRaw(ref);
  if (!loaded) {
    logger.warn("inbound message missing", { key: ref.key });
    return [];
  }
  if (loaded === "too_large" || loaded.raw.length > maxEmlBytes) {
    logger.warn("inbound message over the size limit dropped", { key: ref.key, limit: maxEmlBytes });
    return ["too_large"];
  }
  const { raw } = loaded;
  const domain = inboundDomain();
  const addresses = (ref.recipients ?? inboundRecipients(headerFields(raw), domain)).filter((r) => atDomain(r, domain));
  const accountIds = new Set<string>();
  for (const address of addresses) {
    const account = await findAccountByInboundAddress(address.toLowerCase());
    if (account) accountIds.add(account.account_id);
  }
  if (accountIds.size === 0) {
    logger.warn("inbound message for no known account dropped", { key: ref.key, recipients: addresses.length });
    return ["unknown_recipient"];
  }
  const receivedAt = ref.receivedAt ?? loaded.lastModified?.toISOString() ?? new Date().toISOString();
  const flagged = flaggedBySes(ref);
  if (flagged) logger.warn("inbound message flagged by SES; recorded as failed, its content neither read nor kept", { key: ref.key, flagged });
  const analysed = flagged ? quarantined(raw, flagged) : await analyse(raw);
  const outcomes: IngestOutcome[] = [];
  for (const accountId of accountIds) {
    const { outcome, receiptId } = await storeFor(accountId, analysed, ref, receivedAt);
    outcomes.push(outcome);
    logger.info("forwarded email ingested", {
      key: ref.key, account: accountId, receipt_id: receiptId, outcome, bytes: raw.length,
      status: recordStatus(analysed.extraction), ms: Date.now() - started,
    });
  }
  return outcomes;
}
