/**
 * DKIM verified, not believed: messages signed in the test with a key made for it, verified through mailauth with a
 * resolver the test gives (no network).
 */
import { describe, expect, it } from "vitest";
import { parseEmail } from "../../lambdas/extraction";
import { checkDkim } from "../../lambdas/trust/dkim";
import { verifyOriginal } from "../../lambdas/trust/assess";
import { fixedKeyResolver, offlineResolver } from "../../lambdas/trust/resolver";
import { dkimVerdict } from "../../lambdas/trust/signals";
import { forwardAsAttachment, resolverFor, testSigner } from "../support/dkim";

const shop = testSigner("shop.example");
const resolver = resolverFor(shop);
const at = new Date("2026-11-03T19:30:00Z");
const message = [
  "From: Shop <orders@shop.example>",
  "To: pat@mailbox.example",
  "Subject: Your order 1001",
  "Date: Tue, 03 Nov 2026 19:22:05 +0000",
  "Message-ID: <1001@shop.example>",
  "Content-Type: text/plain; charset=utf-8",
  "",
  "Order 1001",
  "Mug  $12.00",
  "Total: $12.00",
  "",
].join("\n");
const bytes = (s: string) => Buffer.from(s, "utf8");

describe("DKIM verification", () => {
  it("passes a message as it was signed", async () => {
    const check = await checkDkim(bytes(await shop.sign(message)), resolver, at);
    expect(check.signatures).toEqual([{ result: "pass", domain: "shop.example", failure: null, comment: null }]);
    expect(dkimVerdict(check.signatures, "shop.example", [])).toEqual({ result: "pass", domain: "shop.example", aligned: true, failure: null });
  });

  it("fails with the body-hash reason when one character of the body changed after signing", async () => {
    const signed = await shop.sign(message);
    const check = await checkDkim(bytes(signed.replace("Total: $12.00", "Total: $92.00")), resolver, at);
    expect(check.signatures).toMatchObject([{ result: "fail", failure: "body_hash" }]);
  });

  it("fails the signature itself when a signed header changed", async () => {
    const signed = await shop.sign(message);
    const check = await checkDkim(bytes(signed.replace("Subject: Your order 1001", "Subject: Your order 1002")), resolver, at);
    expect(check.signatures).toMatchObject([{ result: "fail", failure: "signature" }]);
  });

  it("says none for an unsigned message", async () => {
    const check = await checkDkim(bytes(message.replace(/\n/g, "\r\n")), resolver, at);
    expect(check.signatures).toEqual([]);
    expect(dkimVerdict(check.signatures, "shop.example", [])).toMatchObject({ result: "none", aligned: false });
  });

  it("says temperror when the key lookup fails, and key when the key is gone", async () => {
    const signed = bytes(await shop.sign(message));
    expect((await checkDkim(signed, offlineResolver, at)).signatures).toMatchObject([{ result: "temperror", failure: null }]);
    expect((await checkDkim(signed, resolverFor(), at)).signatures).toMatchObject([{ result: "fail", failure: "key" }]);
  });

  it("does not align a signature of another domain, unless it is a platform that sends for the merchant", async () => {
    const esp = testSigner("mailer.example");
    const check = await checkDkim(bytes(await esp.sign(message)), resolverFor(esp), at);
    expect(dkimVerdict(check.signatures, "shop.example", [])).toMatchObject({ result: "pass", domain: "mailer.example", aligned: false });
    expect(dkimVerdict(check.signatures, "shop.example", [/(^|\.)mailer\.example$/])).toMatchObject({ aligned: true });
  });

  it("aligns a subdomain signer with its organisational domain", async () => {
    const sub = testSigner("em.shop.example");
    const check = await checkDkim(bytes(await sub.sign(message)), resolverFor(sub), at);
    expect(dkimVerdict(check.signatures, "shop.example", [])).toMatchObject({ result: "pass", aligned: true });
  });

  it("prefers the merchant's passing signature over a platform's broken one, and a changed body over an unrelated pass", () => {
    const pass = { result: "pass" as const, domain: "shop.example", failure: null, comment: null };
    const broken = { result: "fail" as const, domain: "esp.example", failure: "signature" as const, comment: "bad signature" };
    const changed = { result: "fail" as const, domain: "shop.example", failure: "body_hash" as const, comment: null };
    const other = { result: "pass" as const, domain: "esp.example", failure: null, comment: null };
    expect(dkimVerdict([broken, pass], "shop.example", [])).toMatchObject({ result: "pass", domain: "shop.example" });
    expect(dkimVerdict([other, changed], "shop.example", [])).toMatchObject({ result: "fail", failure: "body_hash" });
  });
});

describe("the original of a forward", () => {
  it("verifies an original attached as message/rfc822 with its own signature", async () => {
    const signed = await shop.sign(message);
    const forward = forwardAsAttachment(signed);
    const { original, receipt } = await parseEmail(forward);
    expect(original.form).toBe("attached");
    expect(original.from).toBe("orders@shop.example");
    expect(receipt.email.forwarded).toBe(true);
    expect((await verifyOriginal(original, resolver)).signatures).toMatchObject([{ result: "pass", domain: "shop.example" }]);
  });

  it("has nothing to verify in an inline forward", async () => {
    const inline = [
      "From: Pat <pat@mailbox.example>",
      "Subject: Fwd: Your order 1001",
      "Date: Tue, 03 Nov 2026 20:00:00 +0000",
      "",
      "---------- Forwarded message ---------",
      "From: Shop <orders@shop.example>",
      "Date: Tue, 3 Nov 2026 at 19:22",
      "Subject: Your order 1001",
      "To: pat@mailbox.example",
      "",
      "Order 1001",
      "Total: $12.00",
      "",
    ].join("\r\n");
    const { original } = await parseEmail(inline);
    expect(original).toMatchObject({ form: "inline", raw: null, from: "orders@shop.example" });
    expect(await verifyOriginal(original, resolver)).toEqual({ signatures: [], headers: [] });
  });
});

describe("key resolvers", () => {
  it("answers fixed records first, then asks the next resolver", async () => {
    const r = fixedKeyResolver({ "S1._domainkey.Shop.example.": "v=DKIM1; p=abc" }, offlineResolver);
    expect(await r("s1._domainkey.shop.example", "TXT")).toEqual([["v=DKIM1; p=abc"]]);
    await expect(r("s2._domainkey.shop.example", "TXT")).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
