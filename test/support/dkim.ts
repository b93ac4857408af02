/**
 * DKIM for tests: a key pair made for the test, messages signed with it (mailauth's signer), and the TXT record a
 * resolver answers for it. Nothing touches the network.
 */
import { generateKeyPairSync } from "node:crypto";
import { dkimSign } from "mailauth/lib/dkim/sign.js";

export interface TestSigner {
  domain: string;
  selector: string;
  /** The key's DNS name and TXT record. */
  name: string;
  record: string;
  /** `message` with a DKIM-Signature header prepended (CRLF line ends). */
  sign(message: string): Promise<string>;
}

export function testSigner(domain: string, selector = "s1"): TestSigner {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
  return {
    domain, selector, name: `${selector}._domainkey.${domain}`, record,
    async sign(message) {
      const crlf = message.replace(/\r?\n/g, "\r\n");
      // the signer reads its keys from `signatureData` (its type declaration only lists the older flat options)
      const options = { canonicalization: "relaxed/relaxed", signatureData: [{ signingDomain: domain, selector, privateKey: pem }] };
      const out = await dkimSign(crlf, options as unknown as Parameters<typeof dkimSign>[1]);
      if (!out.signatures) throw new Error("signing produced no signature");
      if (out.errors.length) throw new Error(`signing failed: ${JSON.stringify(out.errors)}`);
      return out.signatures + crlf;
    },
  };
}

/** A resolver answering the given signers' keys, and every other name as missing. */
export function resolverFor(...signers: TestSigner[]): (name: string, rrtype: string) => Promise<string[][]> {
  return async (name) => {
    const s = signers.find((x) => x.name === name.toLowerCase());
    if (s) return [[s.record]];
    throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
}

/** A forward that attaches `original` as a message/rfc822 part ("forward as attachment"), CRLF line ends. */
export function forwardAsAttachment(original: string, opts: { from?: string; to?: string } = {}): string {
  return [
    `From: ${opts.from ?? "Pat <pat@mailbox.example>"}`,
    `To: ${opts.to ?? "receipts@inbound.example"}`,
    "Subject: Fwd: Your order",
    "Date: Tue, 03 Nov 2026 20:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/plain",
    "",
    "for my records",
    "--b1",
    "Content-Type: message/rfc822",
    "Content-Disposition: attachment",
    "",
    original,
    "--b1--",
    "",
  ].join("\r\n");
}
