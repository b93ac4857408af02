/**
 * The trust use case on made-up messages (duplicate claims in the emulated table): a brand's name from a sender that
 * is not the brand, a platform that sells for the brand, and a Date header moved away from the Received chain.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEmail } from "../../lambdas/extraction";
import { assessTrust } from "../../lambdas/trust/assess";
import { resolverFor, testSigner } from "../support/dkim";

const message = (from: string, headers: string[] = []) => [
  ...headers,
  `From: ${from}`,
  "To: pat@mailbox.example",
  "Subject: Your order has been placed",
  "Date: Tue, 03 Nov 2026 19:22:05 +0000",
  `Message-ID: <${randomUUID()}@mail.example>`,
  "Content-Type: text/plain; charset=utf-8",
  "",
  `Order number: ${randomUUID().slice(0, 8)}`,
  "Echo Dot  1 x $49.99  $49.99",
  "Order total: $49.99",
  "",
].join("\r\n");

async function assess(raw: string, resolver = resolverFor()) {
  const { receipt, original } = await parseEmail(raw);
  return assessTrust({ accountId: `acc-${randomUUID()}`, receiptIds: ["rc_1"], clientUserId: "u1", emailHash: null, original, receipt }, resolver);
}

describe("assessing a receipt", () => {
  it("finds a brand's name sent from a domain that is not the brand's", async () => {
    const trust = await assess(message("Amazon.com <auto-confirm@amaz0n-orders.example>"));
    expect(trust.level).toBe("low");
    expect(trust.reasons).toContain("sender_not_merchant");
  });

  it("accepts a brand's receipt from its own domain, signed by it, as high", async () => {
    const amazon = testSigner("amazon.com");
    const trust = await assess(await amazon.sign(message("Amazon.com <auto-confirm@amazon.com>")), resolverFor(amazon));
    expect(trust).toMatchObject({ level: "high", reasons: ["dkim_verified"] });
  });

  it("finds a Date header more than a day before the Received chain", async () => {
    const late = "Received: from mta.shop.example by mx.mailbox.example with ESMTPS id 9; Sat, 14 Nov 2026 08:00:00 +0000";
    const trust = await assess(message("Shop <orders@shop.example>", [late]));
    expect(trust).toMatchObject({ level: "low", reasons: ["dkim_unsigned", "date_far_from_received"] });
  });

  it("says medium for an unsigned receipt with nothing against it", async () => {
    expect(await assess(message("Shop <orders@shop.example>"))).toMatchObject({ level: "medium", reasons: ["dkim_unsigned"], duplicate_of: null });
  });
});
