/**
 * The signals a trust verdict weighs, each read from the original message or the extracted receipt. Pure.
 */
import { getDomain } from "tldts";
import type { HeaderLine, SignatureCheck } from "./dkim";
import type { DkimVerdict } from "./verdict";

/** The registrable ("organisational") domain: mail.shop.co.uk → shop.co.uk. */
export function organisationalDomain(domain: string | null | undefined): string | null {
  if (!domain) return null;
  const d = domain.toLowerCase().replace(/\.$/, "");
  return getDomain(d, { allowPrivateDomains: false }) ?? d;
}

const rank = (s: SignatureCheck, aligned: boolean): number => {
  if (s.result === "pass") return aligned ? 0 : 3;
  if (s.failure === "body_hash") return 1;
  if (s.result === "fail" && s.failure === "signature" && aligned) return 2;
  if (s.result === "temperror") return 4;
  return 5;
};

/**
 * One verdict from every signature: an aligned pass first; else a changed body (whoever signed it); else the
 * merchant's own broken signature; else an unrelated signer's pass; else a lookup that failed; else the rest.
 * `senderDomain` is the original From's domain; `platforms` the domains that may sign for this merchant.
 */
export function dkimVerdict(signatures: readonly SignatureCheck[], senderDomain: string | null, platforms: readonly RegExp[]): DkimVerdict {
  if (signatures.length === 0) return { result: "none", domain: null, aligned: false, failure: null };
  const own = organisationalDomain(senderDomain);
  const isAligned = (s: SignatureCheck) => (own !== null && organisationalDomain(s.domain) === own) || platforms.some((re) => re.test(s.domain));
  const best = [...signatures].map((s) => ({ s, aligned: isAligned(s) })).sort((a, b) => rank(a.s, a.aligned) - rank(b.s, b.aligned))[0];
  return { result: best.s.result, domain: best.s.domain, aligned: best.aligned, failure: best.s.failure };
}

/** Received headers stamp the time each hop took the message after their last ";". */
export function receivedTimes(headers: readonly HeaderLine[]): number[] {
  const out: number[] = [];
  for (const h of headers) {
    if (h.name !== "received") continue;
    const stamp = h.value.slice(h.value.lastIndexOf(";") + 1).replace(/\([^)]*\)/g, "").trim();
    const at = Date.parse(stamp);
    if (!Number.isNaN(at)) out.push(at);
  }
  return out;
}

export const maxDateDriftMs = 24 * 3600_000;

/**
 * The Date header more than a day before the first hop or after the last one. A message that carries no Received
 * header (saved from a sent folder, or stripped) says nothing either way.
 */
export function dateFarFromReceived(date: Date | null, headers: readonly HeaderLine[]): boolean {
  const times = receivedTimes(headers);
  if (!date || times.length === 0) return false;
  const at = date.getTime();
  return at < Math.min(...times) - maxDateDriftMs || at > Math.max(...times) + maxDateDriftMs;
}

export interface TotalsView {
  subtotal: number | null;
  discount: number | null;
  shipping: number | null;
  tax: number | null;
  tip: number | null;
  fees: ReadonlyArray<{ amount: number }>;
  total: number | null;
}

/**
 * Subtotal, discount, shipping, tax, tip and fees that cannot make the total: not with the tax added, nor with it
 * included in the prices (VAT-inclusive receipts), nor with the discount already taken off the subtotal. Needs both a
 * subtotal and a total; anything less says nothing.
 */
export function totalsDoNotAddUp(t: TotalsView): boolean {
  if (t.subtotal == null || t.total == null) return false;
  const cents = (n: number | null) => Math.round((n ?? 0) * 100);
  const base = cents(t.subtotal) + cents(t.shipping) + cents(t.tip) + t.fees.reduce((a, f) => a + cents(f.amount), 0);
  const discount = Math.abs(cents(t.discount));
  const candidates = [0, discount].flatMap((d) => [base - d + cents(t.tax), base - d]);
  const tolerance = 1 + t.fees.length;
  return !candidates.some((c) => Math.abs(c - cents(t.total)) <= tolerance);
}
