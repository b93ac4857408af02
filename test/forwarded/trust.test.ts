/**
 * Trust on forwarded-email records: an original attached to the forward is verified with its own signature (a key
 * made for the test), an edited attached original is low, and an inline forward cannot be verified.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { APIGatewayProxyResult } from "aws-lambda";
import { handler as ingest } from "../../lambdas/workers/ingest-forwarded";
import { handler as emailsHandler } from "../../lambdas/http/api/emails/scraped_forwarded_emails/get";
import { createAccount } from "../../lambdas/stores/accounts";
import { lambdaContext } from "../../lib/local/queue-poller";
import { forwardAsAttachment, testSigner } from "../support/dkim";
import { testResources } from "../support/resources";
import { apiGet, sesNotification, sqsEvent } from "./support/events";

const shop = testSigner("shop.example", "fw1");
// the resolver reads the keys file at its first lookup: set before any message is ingested
const keysFile = join(mkdtempSync(join(tmpdir(), "dkim-")), "keys.json");
writeFileSync(keysFile, JSON.stringify({ [shop.name]: shop.record }));
process.env.DKIM_KEYS_FILE = keysFile;

const s3 = new S3Client({ forcePathStyle: true });
let webKey: string;
let inbound: string;

beforeAll(async () => {
  const a = await createAccount({ name: "Trusting client" });
  webKey = a.webApiKey;
  inbound = a.account.inbound_address;
});

const original = (order: string) => [
  "Received: from mta.shop.example by mx.mailbox.example with ESMTPS id 7; Tue, 03 Nov 2026 19:22:07 +0000",
  "From: Shop <orders@shop.example>",
  "To: pat@mailbox.example",
  `Subject: Your order ${order}`,
  "Date: Tue, 03 Nov 2026 19:22:05 +0000",
  `Message-ID: <${order}@shop.example>`,
  "Content-Type: text/plain; charset=utf-8",
  "",
  `Order number: ${order}`,
  "Ceramic Mug  1 x $12.00  $12.00",
  "Order total: $12.00",
  "",
].join("\n");

async function signedOriginal(order: string): Promise<string> {
  const [received, ...rest] = original(order).split("\n");
  return `${received}\r\n${await shop.sign(rest.join("\n"))}`;
}

const attachedForward = (attached: string) => forwardAsAttachment(attached, { to: inbound });

let day = 0;
async function ingestOne(raw: string): Promise<Record<string, any>> {
  const at = new Date(Date.UTC(2031, 0, 1 + day++, 12));
  const key = `inbound/${randomUUID()}.eml`;
  await s3.send(new PutObjectCommand({ Bucket: testResources().bucketName, Key: key, Body: raw }));
  const out = await ingest(sqsEvent([sesNotification({ bucket: testResources().bucketName, key, recipients: [inbound], at })]), lambdaContext("ingest", 60));
  expect(out.batchItemFailures).toEqual([]);
  const d = at.toISOString().slice(0, 10);
  const res = (await emailsHandler(apiGet("/api/emails/scraped_forwarded_emails", { web_api_key: webKey, "ereceipt[from]": d, "ereceipt[to]": d }), lambdaContext("test", 29))) as APIGatewayProxyResult;
  const body = JSON.parse(res.body) as { data: Array<Record<string, any>> };
  expect(body.data).toHaveLength(1);
  return body.data[0];
}

describe("trust of forwarded emails", () => {
  it("verifies an attached original with its own signature: high, on the record and in scraped_data", async () => {
    const record = await ingestOne(attachedForward(await signedOriginal("A-1")));
    expect(record.trust).toMatchObject({ level: "high", reasons: ["dkim_verified", "attached_original"], dkim: { result: "pass", domain: "shop.example", aligned: true } });
    expect(record.scraped_data.trust).toEqual(record.trust);
    expect(record.scraped_data.email.authentication.dkim).toBe("pass");
  });

  it("rates an attached original whose body was edited low", async () => {
    const edited = (await signedOriginal("A-2")).replace("Order total: $12.00", "Order total: $92.00");
    const record = await ingestOne(attachedForward(edited));
    expect(record.trust).toMatchObject({ level: "low", dkim: { result: "fail", failure: "body_hash" } });
    expect(record.trust.reasons).toContain("dkim_body_changed");
  });

  it("cannot verify an inline forward: medium, inline_forward", async () => {
    const [, ...rest] = original("A-3").split("\n");
    const inline = [
      "From: Pat <pat@mailbox.example>", `To: ${inbound}`, "Subject: Fwd: Your order A-3", "Date: Tue, 03 Nov 2026 20:00:00 +0000", "",
      "---------- Forwarded message ---------", "From: Shop <orders@shop.example>", "Date: Tue, 3 Nov 2026 at 19:22", "Subject: Your order A-3",
      "To: pat@mailbox.example", "", ...rest.slice(rest.indexOf("") + 1),
    ].join("\r\n");
    const record = await ingestOne(inline);
    expect(record.trust).toMatchObject({ level: "medium", reasons: ["inline_forward"], dkim: { result: "none" } });
  });
});
