/** clear_history by the forwarder's address removes their forwarded emails and the stored messages. */
import { randomUUID } from "node:crypto";
import { HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { APIGatewayProxyResult } from "aws-lambda";
import { beforeAll, expect, it } from "vitest";
import { handler as ingest } from "../../lambdas/workers/ingest-forwarded";
import { handler as emailsHandler } from "../../lambdas/http/api/emails/scraped_forwarded_emails/get";
import { handler as clearHistory } from "../../lambdas/http/ereceipts/clear_history/post";
import { createAccount } from "../../lambdas/stores/accounts";
import { lambdaContext } from "../../lib/local/queue-poller";
import { call } from "../support/api";
import { testResources } from "../support/resources";
import { apiGet, sesNotification, sqsEvent } from "./support/events";
import { compile, forwardStyles, loadCorpus, type CorpusEmail } from "./support/forwards";

const s3 = new S3Client({ forcePathStyle: true });
let corpus: CorpusEmail[];

beforeAll(async () => {
  corpus = await loadCorpus((e) => e.label.kind === "email" && e.label.is_receipt);
});

async function list(webKey: string, day: string): Promise<Record<string, unknown>[]> {
  const res = (await emailsHandler(apiGet("/api/emails/scraped_forwarded_emails", { web_api_key: webKey, "ereceipt[from]": day, "ereceipt[to]": day }), lambdaContext("t", 29))) as APIGatewayProxyResult;
  return JSON.parse(res.body).data as Record<string, unknown>[];
}

it("removes the forwarder's records and messages, keeps other forwarders', and lets the same email be stored again", async () => {
  const { account, apiKey, webApiKey } = await createAccount({ name: "Clearing client" });
  const at = new Date(Date.UTC(2031, 4, 5, 12));
  const day = at.toISOString().slice(0, 10);
  const forward = async (email: CorpusEmail, forwarder: string) => {
    const key = `inbound/${randomUUID()}.eml`;
    await s3.send(new PutObjectCommand({ Bucket: testResources().bucketName, Key: key, Body: await compile(forwardStyles.gmail(email, { forwarder, to: account.inbound_address })) }));
    const out = await ingest(sqsEvent([sesNotification({ bucket: testResources().bucketName, key, recipients: [account.inbound_address], at })]), lambdaContext("ingest", 60));
    expect(out?.batchItemFailures).toEqual([]);
    return key;
  };
  const mineKey = await forward(corpus[0], "Leaver@Example.com");
  await forward(corpus[1], "stayer@example.com");
  expect(await list(webApiKey, day)).toHaveLength(2);

  expect(await call(clearHistory, { method: "POST", apiKey, body: { emailAddress: "leaver@example.com" } })).toEqual({ success: true });

  const left = await list(webApiKey, day);
  expect(left.map((r) => r.sender)).toEqual(["stayer@example.com"]);
  await expect(s3.send(new HeadObjectCommand({ Bucket: testResources().bucketName, Key: mineKey }))).rejects.toMatchObject({ name: "NotFound" });

  await forward(corpus[0], "leaver@example.com");
  expect((await list(webApiKey, day)).map((r) => r.sender).sort()).toEqual(["leaver@example.com", "stayer@example.com"]);
});
