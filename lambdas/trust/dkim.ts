/**
 * DKIM verification of an original message with mailauth (by the author of mailparser and smtp-server). On Node 20 its
 * DKIM verifier module is imported directly: the package entry loads an undici that needs a newer Node. Keys come
 * from the resolver the caller gives (DNS in AWS, fixed records in tests), never from a resolver of mailauth's own.
 */
import { dkimVerify } from "mailauth/lib/dkim/verify.js";

/** A DNS TXT lookup as mailauth calls it: `(name, "TXT")` → the record's strings. Throws with a DNS error code. */
export type KeyResolver = (name: string, rrtype: string) => Promise<string[][]>;

/** Why a signature failed: the body changed after signing, the signature (over the headers) is wrong, or no usable key. */
export type DkimFailure = "body_hash" | "signature" | "key";

export interface SignatureCheck {
  result: "pass" | "fail" | "temperror";
  /** The signing domain (d=), lower case. */
  domain: string;
  failure: DkimFailure | null;
  /** mailauth's own words for the outcome ("body hash did not verify", "no key"…), for logs. */
  comment: string | null;
}

export interface HeaderLine {
  name: string;
  value: string;
}

export interface DkimCheck {
  /** One entry per DKIM-Signature header; empty when the message is not signed. */
  signatures: SignatureCheck[];
  /** The message's header fields in order, unfolded (read in the same pass). */
  headers: HeaderLine[];
}

/**
 * Verifies every DKIM signature of `raw` as of `at` (the message's own date: a signature that expires a week after
 * sending was valid when the receipt arrived).
 */
export async function checkDkim(raw: Uint8Array, resolver: KeyResolver, at: Date): Promise<DkimCheck> {
  const out = await dkimVerify(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), { resolver, curTime: at });
  const signatures: SignatureCheck[] = [];
  for (const r of out.results) {
    const status = r.status.result;
    if (status === "none" || !r.signingDomain) continue;
    const comment = r.status.comment ?? null;
    const domain = r.signingDomain.toLowerCase();
    if (status === "pass") signatures.push({ result: "pass", domain, failure: null, comment });
    else if (status === "temperror" || status === "temperr") signatures.push({ result: "temperror", domain, failure: null, comment });
    else signatures.push({ result: "fail", domain, failure: failureOf(r.bodyHash, r.bodyHashExpecting, status, comment), comment });
  }
  const headers = (out.headers?.parsed ?? []).map((h) => headerLine(h.line));
  return { signatures, headers };
}

function failureOf(bodyHash: string | undefined, expected: string | undefined, status: string, comment: string | null): DkimFailure {
  if (bodyHash && expected && bodyHash !== expected) return "body_hash";
  if (status === "policy" || /\bkey\b/i.test(comment ?? "")) return "key";
  return "signature";
}

function headerLine(line: Buffer): HeaderLine {
  const text = line.toString("latin1");
  const colon = text.indexOf(":");
  return { name: text.slice(0, colon).trim().toLowerCase(), value: text.slice(colon + 1).replace(/\r?\n[ \t]+/g, " ").trim() };
}
