/**
 * Seals and opens small secrets (webhook signing secrets) for storage. Which key protects them is
 * configuration, not a code path of the handlers:
 *   - SECRETS_KMS_KEY_ID set (deployed stages): KMS Encrypt/Decrypt with an encryption context;
 *   - otherwise (local runs, tests): AES-256-GCM under a master key file `${DATA_DIR:-.local}/secrets.key`,
 *     created on first use with mode 0600.
 * A sealed value names its scheme (`kms:v1:` / `local:v1:`), so opening never depends on the current
 * configuration. Plaintexts never leave this module except to the caller; nothing here logs.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DecryptCommand, EncryptCommand, KMSClient } from "@aws-sdk/client-kms";
import { optionalEnv } from "./env";

const kms = new KMSClient({});
const context = { purpose: "webhook-signing-secret" };

export async function sealSecret(plain: string): Promise<string> {
  const keyId = optionalEnv("SECRETS_KMS_KEY_ID");
  if (keyId) {
    const out = await kms.send(new EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(plain, "utf8"), EncryptionContext: context }));
    if (!out.CiphertextBlob) throw new Error("KMS returned no ciphertext");
    return `kms:v1:${Buffer.from(out.CiphertextBlob).toString("base64")}`;
  }
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", localMasterKey(), iv);
  cipher.setAAD(Buffer.from(context.purpose));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `local:v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
}

const cache = new Map<string, { plain: string; until: number }>();
const cacheMs = 5 * 60_000;

export async function openSecret(sealed: string): Promise<string> {
  const hit = cache.get(sealed);
  if (hit && hit.until > Date.now()) return hit.plain;
  const plain = await open(sealed);
  if (cache.size > 200) cache.clear();
  cache.set(sealed, { plain, until: Date.now() + cacheMs });
  return plain;
}

async function open(sealed: string): Promise<string> {
  if (sealed.startsWith("kms:v1:")) {
    const keyId = optionalEnv("SECRETS_KMS_KEY_ID");
    const out = await kms.send(
      new DecryptCommand({ CiphertextBlob: Buffer.from(sealed.slice(7), "base64"), EncryptionContext: context, ...(keyId ? { KeyId: keyId } : {}) }),
    );
    if (!out.Plaintext) throw new Error("KMS returned no plaintext");
    return Buffer.from(out.Plaintext).toString("utf8");
  }
  if (sealed.startsWith("local:v1:")) {
    const raw = Buffer.from(sealed.slice(9), "base64");
    const decipher = createDecipheriv("aes-256-gcm", localMasterKey(), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context.purpose));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  }
  throw new Error("Unknown sealed-secret format");
}

/** The local master key file; the first caller creates it (exclusive create, so concurrent starts agree). */
function localMasterKey(): Buffer {
  const file = join(optionalEnv("DATA_DIR") ?? ".local", "secrets.key");
  try {
    return parseKey(readFileSync(file, "utf8"), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written aside, then hard-linked into place: a reader never sees a half-written key, and when two
  // processes race the first link wins and both use its key.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(tmp, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(tmp);
  }
  return parseKey(readFileSync(file, "utf8"), file);
}

function parseKey(text: string, file: string): Buffer {
  const hex = text.trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} is not a 32-byte hex key`);
  return Buffer.from(hex, "hex");
}
