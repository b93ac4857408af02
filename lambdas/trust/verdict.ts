/**
 * The trust verdict of a receipt (docs/trust.md): a level and the reasons behind it. Pure.
 *
 * - `low`: evidence of tampering or reuse: the body or a signed header changed after signing, the Date header far
 *   from the Received chain, a known brand's name from a sender that is not the brand, or a duplicate.
 * - `high`: a DKIM signature of the merchant's own domain (or of a platform known to send for it) verifies, and
 *   nothing points the other way.
 * - `medium`: everything between: unsigned mail, a key that is gone or could not be looked up, a signature of some
 *   unrelated domain, an inline forward (its original cannot be verified).
 */
import type { OriginalForm, Trust, TrustLevel, TrustReason } from "../extraction";

export type DkimVerdict = Trust["dkim"];

export interface TrustSignals {
  form: OriginalForm;
  dkim: DkimVerdict;
  dateFarFromReceived: boolean;
  senderNotMerchant: boolean;
  totalsDoNotAddUp: boolean;
  duplicate: { kind: "message" | "order"; of: string } | null;
}

const lowering: ReadonlySet<TrustReason> = new Set([
  "dkim_body_changed", "dkim_signature_invalid", "date_far_from_received", "sender_not_merchant", "duplicate_message", "duplicate_order",
]);

export function trustVerdict(s: TrustSignals): Trust {
  // an inline forward keeps only the original's text: there is no signature of it to speak of
  const reasons: TrustReason[] = s.form === "inline" ? ["inline_forward"] : [dkimReason(s.dkim)];
  if (s.form === "attached") reasons.push("attached_original");
  if (s.dateFarFromReceived) reasons.push("date_far_from_received");
  if (s.senderNotMerchant) reasons.push("sender_not_merchant");
  // the amounts of a verified body are the merchant's own: when they do not add up, our reading is at fault
  if (s.totalsDoNotAddUp) reasons.push("totals_do_not_add_up");
  if (s.duplicate) reasons.push(s.duplicate.kind === "message" ? "duplicate_message" : "duplicate_order");
  const level: TrustLevel = reasons.some((r) => lowering.has(r))
    ? "low"
    : reasons[0] === "dkim_verified" ? "high" : "medium";
  return { level, reasons, dkim: s.dkim, duplicate_of: s.duplicate?.of ?? null };
}

function dkimReason(d: DkimVerdict): TrustReason {
  if (d.result === "pass") return d.aligned ? "dkim_verified" : "dkim_unaligned";
  if (d.result === "none") return "dkim_unsigned";
  if (d.result === "temperror") return "dkim_lookup_failed";
  if (d.failure === "body_hash") return "dkim_body_changed";
  if (d.failure === "key") return "dkim_key_unavailable";
  return "dkim_signature_invalid";
}
