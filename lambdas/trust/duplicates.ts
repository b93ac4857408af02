/**
 * Duplicates within one account (docs/trust.md): the same original message (its Message-ID, or its sender, subject
 * and normalised body) or the same order (merchant, order number and total) seen before. Keys are opaque hashes, so
 * a claim stores nothing of the email; whoever holds a key is only ever named by receipt id. Pure.
 */
import { orderKey } from "../domain/aggregation";
import { dedupeKeys } from "../domain/forwarded-record";
import { sha256Hex } from "../domain/keys";
import type { EReceipt, OriginalMessage } from "../extraction";

export type DuplicateKind = "message" | "order";

export interface DuplicateKey {
  kind: DuplicateKind;
  key: string;
}

/** Who claimed a key first. `user` is a hash of the client's user id (or email hash), never the id itself. */
export interface DuplicateClaim {
  receipt_id: string;
  user: string | null;
  email_type: string;
}

export function duplicateKeys(
  original: Pick<OriginalMessage, "messageId" | "from" | "subject" | "body">,
  receipt: Pick<EReceipt, "merchant" | "order" | "totals" | "currency">,
): DuplicateKey[] {
  const keys: DuplicateKey[] = dedupeKeys({ ...original, date: null }).map((key) => ({ kind: "message", key: `msg:${key}` }));
  const order = orderKey(receipt);
  if (order && receipt.totals.total != null) {
    keys.push({ kind: "order", key: `order:${sha256Hex([order, receipt.currency ?? "", receipt.totals.total.toFixed(2)].join("\u0000"))}` });
  }
  return keys;
}

/** The hashed user a claim records. */
export const claimUser = (clientUserId: string | null, emailHash: string | null): string | null =>
  clientUserId ? sha256Hex(`user\u0000${clientUserId}`) : emailHash ? sha256Hex(`hash\u0000${emailHash.toLowerCase()}`) : null;

/**
 * The first duplicate among the claims found for this email's keys. `ownIds` are the receipts this email already is
 * (its own id, and for a reprocess the receipt it redoes): their claims are no duplicate. The same message is a
 * duplicate whoever sent it again; the same order only from another user, or as the same kind of email again (an
 * order's confirmation and its shipping notice are one order's story, not a copy).
 */
export function firstDuplicate(
  own: { ids: readonly string[]; user: string | null; emailType: string },
  found: ReadonlyArray<{ kind: DuplicateKind; claim: DuplicateClaim }>,
): { kind: DuplicateKind; of: string } | null {
  for (const kind of ["message", "order"] as const) {
    for (const f of found) {
      if (f.kind !== kind || own.ids.includes(f.claim.receipt_id)) continue;
      if (kind === "order" && f.claim.user === own.user && f.claim.email_type !== own.emailType) continue;
      return { kind, of: f.claim.receipt_id };
    }
  }
  return null;
}
