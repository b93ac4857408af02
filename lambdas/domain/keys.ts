import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** SHA-256 of a text's UTF-8 bytes, as lowercase hex. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** API keys and web keys are stored only as their SHA-256 (hex). */
export const hashKey = sha256Hex;

/** Constant-time equality of two hex digests of the same algorithm. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** A new secret key with a recognisable prefix (`ek_` API key, `wk_` web key). */
export function newKey(prefix: "ek" | "wk"): string {
  return `${prefix}_${randomBytes(24).toString("base64url")}`;
}

/** SHA-256 of a trimmed, lower-cased email address: how clients compute `email_hash`. */
export function emailHash(address: string): string {
  return sha256Hex(address.trim().toLowerCase());
}
