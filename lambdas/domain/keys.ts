import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** API keys and web keys are stored only as their SHA-256 (hex). */
export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

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
  return createHash("sha256").update(address.trim().toLowerCase(), "utf8").digest("hex");
}
