/**
 * The trust use case: verify the original's DKIM signatures, read the tamper and consistency signals, claim the
 * email's duplicate keys in its account, and give the verdict. Called by the parse worker for every accepted receipt
 * and by the forwarded-email ingest for every stored record.
 */
import { brandSendingDomains, platformSendingDomains, type ExtractedReceipt, type OriginalMessage, type Trust } from "../extraction";
import { logger } from "../shared/logger";
import { claimDuplicateKey } from "../stores/duplicate-claims";
import { checkDkim, type DkimCheck, type KeyResolver } from "./dkim";
import { claimUser, duplicateKeys, firstDuplicate, type DuplicateClaim, type DuplicateKind } from "./duplicates";
import { keyResolver } from "./resolver";
import { dateFarFromReceived, dkimVerdict, totalsDoNotAddUp } from "./signals";
import { trustVerdict } from "./verdict";

export interface TrustSubject {
  accountId: string;
  /** The receipt being assessed, and for a reprocess the receipt it redoes: their own claims are no duplicate. */
  receiptIds: string[];
  clientUserId: string | null;
  emailHash: string | null;
  original: OriginalMessage;
  receipt: Pick<ExtractedReceipt, "merchant" | "order" | "totals" | "currency" | "email_type">;
}

const domainOf = (address: string | null) => address?.split("@").pop()?.toLowerCase() ?? null;

/** Signatures and headers of the original; none for an inline forward (its bytes are gone). */
export async function verifyOriginal(original: OriginalMessage, resolver: KeyResolver = keyResolver()): Promise<DkimCheck> {
  if (!original.raw) return { signatures: [], headers: [] };
  return checkDkim(original.raw, resolver, original.date ?? new Date());
}

export async function assessTrust(subject: TrustSubject, resolver: KeyResolver = keyResolver()): Promise<Trust> {
  const { original, receipt } = subject;
  const check = await verifyOriginal(original, resolver);
  const sender = domainOf(original.from);
  const brand = brandSendingDomains(receipt.merchant.name);
  // who may sign and send for this merchant: the platform it sold through, and a known brand's own domains
  const platforms = [platformSendingDomains(receipt.merchant.intermediary), brand].filter((re): re is RegExp => re !== null);
  const trust = trustVerdict({
    form: original.form,
    dkim: dkimVerdict(check.signatures, sender, platforms),
    dateFarFromReceived: dateFarFromReceived(original.date, check.headers),
    senderNotMerchant: Boolean(brand && sender && !platforms.some((re) => re.test(sender))),
    totalsDoNotAddUp: totalsDoNotAddUp(receipt.totals),
    duplicate: await findDuplicate(subject),
  });
  logger.info("receipt trust assessed", {
    account: subject.accountId, receipt_id: subject.receiptIds[0], trust_level: trust.level, reasons: trust.reasons,
    dkim: check.signatures.map((s) => ({ domain: s.domain, result: s.result, comment: s.comment })),
  });
  return trust;
}

async function findDuplicate(subject: TrustSubject): Promise<{ kind: DuplicateKind; of: string } | null> {
  const user = claimUser(subject.clientUserId, subject.emailHash);
  const mine: DuplicateClaim = { receipt_id: subject.receiptIds[0], user, email_type: subject.receipt.email_type };
  const found: Array<{ kind: DuplicateKind; claim: DuplicateClaim }> = [];
  for (const { kind, key } of duplicateKeys(subject.original, subject.receipt)) {
    const claim = await claimDuplicateKey(subject.accountId, key, mine, { emailHash: subject.emailHash, clientUserId: subject.clientUserId });
    found.push({ kind, claim });
  }
  return firstDuplicate({ ids: subject.receiptIds, user, emailType: subject.receipt.email_type }, found);
}
