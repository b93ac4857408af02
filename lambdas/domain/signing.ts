/**
 * Webhook signatures (decisions.md §5): `x-service-signature: sha256=<lowercase hex HMAC-SHA256 of the
 * exact body bytes>`, keyed with the 32 bytes that the 64-hex-character signing secret encodes (not with
 * the hex text). Pure: no AWS, no I/O.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const signatureHeader = "x-service-signature";

const secretPattern = /^[0-9a-fA-F]{64}$/;

export function isSigningSecret(secret: string): boolean {
  return secretPattern.test(secret);
}

/** A new signing secret: 32 random bytes, shown as 64 lowercase hex characters. */
export function newSigningSecret(): string {
  return randomBytes(32).toString("hex");
}

function secretBytes(secretHex: string): Buffer {
  if (!isSigningSecret(secretHex)) throw new Error("A signing secret is 64 hexadecimal characters (32 bytes)");
  return Buffer.from(secretHex, "hex");
}

/** The header value for `body` (its exact bytes: a string is taken as UTF-8). */
export function signWebhookBody(body: string | Uint8Array, secretHex: string): string {
  const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  return `sha256=${createHmac("sha256", secretBytes(secretHex)).update(bytes).digest("hex")}`;
}

/** Receiver-side check, in constant time over the digest. */
export function verifyWebhookSignature(body: string | Uint8Array, secretHex: string, header: string | undefined): boolean {
  if (!header || !isSigningSecret(secretHex)) return false;
  const expected = Buffer.from(signWebhookBody(body, secretHex), "utf8");
  const given = Buffer.from(header.trim(), "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
