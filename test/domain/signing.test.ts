import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSigningSecret, newSigningSecret, signWebhookBody, verifyWebhookSignature } from "../../lambdas/domain/signing";

/** Independent of the implementation: what a receiver following the docs would compute. */
function receiverSignature(body: Uint8Array, secretHex: string): string {
  return `sha256=${createHmac("sha256", Buffer.from(secretHex, "hex")).update(body).digest("hex")}`;
}

const hexSecret = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString("hex"));

describe("signWebhookBody", () => {
  it("matches fixed test vectors computed with openssl (key = the 32 bytes the hex encodes)", () => {
    const body =
      '{"id":"3f1c2a9e-0000-8000-8000-000000000001","timestamp":1767225600000,"version":1,"payload_type":"ReceiptSummary","payload_data":{"receipt_id":"r_1","total":12.5}}';
    expect(signWebhookBody(body, "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")).toBe(
      "sha256=fe9b384ad3375c7235702a490808b254d1c5de332a7b658a832e7d6c52c82973",
    );
    expect(signWebhookBody("é€", "f".repeat(64))).toBe("sha256=6d1395299035cfac49d7c8a5f4e600645a9b78a91e9678de79580006b78a59d2");
  });

  it("keys with the decoded bytes, not the hex text, and accepts upper-case hex", () => {
    const secret = "AB".repeat(32);
    const asText = `sha256=${createHmac("sha256", secret).update("x").digest("hex")}`;
    expect(signWebhookBody("x", secret)).not.toBe(asText);
    expect(signWebhookBody("x", secret)).toBe(signWebhookBody("x", secret.toLowerCase()));
  });

  it("refuses a secret that is not 64 hex characters", () => {
    for (const bad of ["", "abc", "g".repeat(64), "a".repeat(62), "a".repeat(66)]) {
      expect(isSigningSecret(bad)).toBe(false);
      expect(() => signWebhookBody("x", bad)).toThrow();
    }
  });

  it("issues 64 lowercase hex characters, different each time", () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newSigningSecret()).not.toBe(a);
  });

  it("agrees with an independent HMAC-SHA256 over the exact body bytes, for any body and secret", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), hexSecret, (body, secret) => {
        const header = signWebhookBody(body, secret);
        expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
        expect(header).toBe(receiverSignature(body, secret));
        expect(verifyWebhookSignature(body, secret, header)).toBe(true);
      }),
    );
  });

  it("treats a string body as its UTF-8 bytes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), hexSecret, (text, secret) => {
        expect(signWebhookBody(text, secret)).toBe(receiverSignature(Buffer.from(text, "utf8"), secret));
      }),
    );
  });

  it("fails verification when any byte of the body changes or another secret is used", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 512 }), fc.nat(), hexSecret, hexSecret, (body, index, secret, other) => {
        const header = signWebhookBody(body, secret);
        const tampered = Buffer.from(body);
        tampered[index % tampered.length] ^= 0x01;
        expect(verifyWebhookSignature(tampered, secret, header)).toBe(false);
        if (other !== secret) expect(verifyWebhookSignature(body, other, header)).toBe(false);
      }),
    );
  });

  it("rejects missing and malformed headers", () => {
    const secret = "1".repeat(64);
    for (const header of [undefined, "", "sha256=", "sha1=abc", signWebhookBody("x", secret).toUpperCase()]) {
      expect(verifyWebhookSignature("x", secret, header)).toBe(false);
    }
  });
});
