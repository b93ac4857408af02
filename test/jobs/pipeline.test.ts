/**
 * The job pipeline against the emulators with the real workers and a real HTTP receiver: jobs go
 * queued → executing → completed | error, results reach the receiver, and reprocess / clear_history
 * round trips work on what was stored.
 */
import { SetQueueAttributesCommand } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as createJob } from "../../lambdas/http/ereceipts/create_job/post";
import { handler as status } from "../../lambdas/http/ereceipts/status/get";
import { handler as reprocess } from "../../lambdas/http/ereceipts/reprocess_job/post";
import { handler as clearHistory } from "../../lambdas/http/ereceipts/clear_history/post";
import { handler as postConfig } from "../../lambdas/http/ereceipts/config/post";
import { emailHash } from "../../lambdas/domain/keys";
import { putJob, nextJobId } from "../../lambdas/stores/jobs";
import { sendParseMessage } from "../../lambdas/stores/parse-queue";
import { createSubscription } from "../../lambdas/stores/subscriptions";
import { deleteRawEml, putRawEml } from "../../lambdas/stores/raw-emails";
import { getReceipt } from "../../lambdas/stores/receipts";
import { job as job_ } from "../../lib/admin/commands/job";
import { call, newTestAccount } from "../support/api";
import { corpusEml } from "../support/corpus";
import { startReceiver, type Receiver } from "../support/receiver";
import { queuesSettled } from "../support/queues";
import { testResources } from "../support/resources";
import { eventually, startWorkers, testSqs } from "../support/workers";

const userEmail = "pat.tester@example.net";
const hash = emailHash(userEmail);
const form = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" });

let receiver: Receiver;
let workers: { stop(): Promise<void> };

beforeAll(async () => {
  Object.assign(process.env, { STAGE: "local", ALLOW_PRIVATE_WEBHOOKS: "1", WEBHOOK_RETRY_DELAYS: "1,1,1" });
  // Production's 360 s parse visibility would make the retry test wait minutes; the redrive count stays.
  const sqs = testSqs();
  await sqs.send(new SetQueueAttributesCommand({ QueueUrl: testResources().queueUrls.parse, Attributes: { VisibilityTimeout: "1" } }));
  receiver = await startReceiver();
  workers = await startWorkers(["parse", "delivery"]);
});

afterAll(async () => {
  await workers?.stop();
  await receiver?.close();
});

async function account(config: Record<string, unknown> = {}) {
  const a = await newTestAccount();
  const res = await call(postConfig, { method: "POST", apiKey: a.apiKey, body: { results_endpoint: receiver.url, day_cutoff: 36500, ...config } });
  expect(res).toEqual({ success: true });
  return a;
}

async function submit(apiKey: string, eml: string, extra: Record<string, string> = {}): Promise<number> {
  const res = await call(createJob, { apiKey, ...form({ eml_data: eml, email_hash: hash, ...extra }) });
  expect(res.success).toBe(true);
  return res.job_id as number;
}

async function finalStatus(apiKey: string, jobId: number): Promise<Record<string, any>> {
  return eventually(async () => {
    const { job_status } = await call(status, { apiKey, query: { job_id: String(jobId) } });
    return job_status.status === "completed" || job_status.status === "error" ? job_status : undefined;
  }, 25_000, `job ${jobId} to finish`);
}

function deliveriesFor(jobId: number): Record<string, any>[][] {
  return receiver.requests.map((r) => JSON.parse(r.body)).filter((b) => Array.isArray(b) && b.some((x) => x.job_id === jobId));
}

describe("a receipt email through the pipeline", () => {
  it("completes and delivers the EReceipt array to the results endpoint once", async () => {
    const { apiKey } = await account();
    const jobId = await submit(apiKey, corpusEml("d072"), { client_user_id: "user-1", country_code: "US", provider: "gmail" });
    const job = await finalStatus(apiKey, jobId);
    expect(job).toMatchObject({ id: jobId, status: "completed", error_code: null, error_message: null, email_hash: hash, client_user_id: "user-1" });
    expect(job.processing_time).toBeGreaterThan(0);
    await eventually(async () => (deliveriesFor(jobId).length ? true : undefined), 10_000, "delivery");
    const [body] = deliveriesFor(jobId);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      receipt_id: `rc_${jobId}`, original_receipt_id: null, job_id: jobId, client_user_id: "user-1", email_hash: hash, country_code: "US",
      is_receipt: true, merchant: { name: "Amazon" }, order: { number: "114-0833187-7581859" }, email: { provider: "gmail" },
    });
    expect(body[0]).not.toHaveProperty("raw_eml");
    await queuesSettled(["parse", "delivery"]);
    expect(deliveriesFor(jobId)).toHaveLength(1);
  });

  it("delivers results whose text has emoji (characters outside the basic plane)", async () => {
    const { apiKey } = await account();
    const eml = corpusEml("d072").replace(/^Subject: /m, "Subject: \u{1F381} ");
    const jobId = await submit(apiKey, eml);
    expect((await finalStatus(apiKey, jobId)).status).toBe("completed");
    await eventually(async () => (deliveriesFor(jobId).length ? true : undefined), 10_000, "delivery");
    expect(deliveriesFor(jobId)[0][0].email.subject).toMatch(/^\u{1F381} /u);
  });

  it("settles an ambiguous '$' with the job's country_code", async () => {
    const { apiKey } = await account();
    // A minimal message of our own: the currency symbol alone cannot tell USD from CAD.
    const eml = [
      "From: Maple Goods <orders@maplegoods.example>", "To: pat@example.net", "Subject: Your order #MG-1001 is confirmed",
      "Date: Tue, 03 Nov 2026 10:00:00 -0500", "Content-Type: text/plain; charset=utf-8", "",
      "Thanks for your order!", "Order number: MG-1001", "", "Maple syrup   Qty: 1   $10.00", "", "Subtotal: $10.00", "Tax: $1.30", "Total: $11.30", "",
    ].join("\r\n");
    const canadian = await submit(apiKey, eml, { country_code: "CA" });
    const unknown = await submit(apiKey, eml);
    for (const id of [canadian, unknown]) expect((await finalStatus(apiKey, id)).status).toBe("completed");
    await eventually(async () => (deliveriesFor(canadian).length && deliveriesFor(unknown).length ? true : undefined), 10_000, "deliveries");
    expect(deliveriesFor(canadian)[0][0]).toMatchObject({ currency: "CAD", country_code: "CA", totals: { total: 11.3 } });
    expect(deliveriesFor(unknown)[0][0]).toMatchObject({ currency: "USD", country_code: null });
  });

  it("includes the raw EML, base64, when return_eml is on", async () => {
    const { apiKey } = await account({ return_eml: true });
    const eml = corpusEml("d072");
    const jobId = await submit(apiKey, eml);
    expect((await finalStatus(apiKey, jobId)).status).toBe("completed");
    await eventually(async () => (deliveriesFor(jobId).length ? true : undefined), 10_000, "delivery");
    expect(Buffer.from(deliveriesFor(jobId)[0][0].raw_eml, "base64").toString("utf8")).toBe(eml);
  });

  it("aggregates emails of one order into one EReceipt and delivers the update again", async () => {
    const { apiKey } = await account({ use_aggregation: true });
    const first = await submit(apiKey, corpusEml("d110"));
    expect((await finalStatus(apiKey, first)).status).toBe("completed");
    const second = await submit(apiKey, corpusEml("d109"));
    expect((await finalStatus(apiKey, second)).status).toBe("completed");
    await eventually(async () => (deliveriesFor(second).length || receiver.requests.some((r) => r.body.includes(`rc_${second}`)) ? true : undefined), 10_000, "update");
    const update = receiver.requests.map((r) => JSON.parse(r.body)).filter((b) => Array.isArray(b) && b[0]?.component_emails?.length === 2).at(-1)!;
    expect(update[0].receipt_id).toBe(`rc_${first}`);
    expect(update[0].component_emails.map((c: { receipt_id: string }) => c.receipt_id).sort()).toEqual([`rc_${first}`, `rc_${second}`].sort());
    expect(update[0].order.number).toBe("123-1234567-1234567");
  });
});

describe("events under aggregation", () => {
  it("sends each email of an aggregated order its own ReceiptProcessed, carrying the updated order", async () => {
    const { account: acct, apiKey } = await account({ use_aggregation: true });
    const events = await startReceiver();
    try {
      await createSubscription({ accountId: acct.account_id, url: events.url, eventTypes: ["ReceiptProcessed"], headers: {}, signed: false });
      const first = await submit(apiKey, corpusEml("d110"));
      expect((await finalStatus(apiKey, first)).status).toBe("completed");
      const second = await submit(apiKey, corpusEml("d109"));
      expect((await finalStatus(apiKey, second)).status).toBe("completed");
      const received = (await events.waitFor(2, 10_000)).map((r) => JSON.parse(r.body));
      expect(new Set(received.map((e) => e.id)).size).toBe(2);
      expect(received.map((e) => e.payload_data.receipt_id)).toEqual([`rc_${first}`, `rc_${first}`]);
      expect(received[1].payload_data.component_emails).toHaveLength(2);
    } finally {
      await events.close();
    }
  });
});

describe("job-level errors", () => {
  it("100 when the EML cannot be parsed", async () => {
    const { apiKey } = await account();
    const job = await finalStatus(apiKey, await submit(apiKey, "this is not an email at all"));
    expect(job).toMatchObject({ status: "error", error_code: 100, error_message: expect.stringContaining("EML content failed to parse") });
  });

  it("202 when the email is not a purchase, and event subscribers get a rejected ReceiptSummary only", async () => {
    const { account: acct, apiKey } = await account();
    const events = await startReceiver();
    try {
      await createSubscription({ accountId: acct.account_id, url: events.url, eventTypes: [], headers: {}, signed: false });
      const jobId = await submit(apiKey, corpusEml("d070"), { client_user_id: "user-202" });
      const job = await finalStatus(apiKey, jobId);
      expect(job).toMatchObject({ status: "error", error_code: 202 });
      const [summary] = await events.waitFor(1, 10_000);
      expect(JSON.parse(summary.body)).toMatchObject({
        payload_type: "ReceiptSummary",
        payload_data: { receipt_id: `rc_${jobId}`, status: "rejected", reason: "No receipt found in the email", client_user_id: "user-202" },
      });
      await queuesSettled(["parse", "delivery"]);
      expect(events.requests.map((r) => JSON.parse(r.body).payload_type)).toEqual(["ReceiptSummary"]);
      expect(deliveriesFor(jobId)).toHaveLength(0);
    } finally {
      await events.close();
    }
  });

  it("201 when the email is older than the global cutoff, unless its retailer's cutoff allows it", async () => {
    const now = Math.floor(Date.now() / 1000);
    const { apiKey } = await account({ day_cutoff: undefined, date_cutoff: now });
    expect(await finalStatus(apiKey, await submit(apiKey, corpusEml("d072")))).toMatchObject({ status: "error", error_code: 201 });

    const other = await account({ day_cutoff: 30, retailers: [{ email: "AUTO-CONFIRM@amazon.com", day_cutoff: 36500 }] });
    expect(await finalStatus(other.apiKey, await submit(other.apiKey, corpusEml("d072")))).toMatchObject({ status: "completed" });
  });

  it("500 after all retries when processing keeps failing, via the parse dead-letter queue", async () => {
    const { account: acct, apiKey } = await account();
    const jobId = await nextJobId();
    // A job whose stored EML is missing fails on every attempt.
    await putJob({ account_id: acct.account_id, job_id: jobId, kind: "create", email_hash: hash, client_user_id: null, provider: null, country_code: null, override_endpoint: null, eml_key: "raw/none/missing.eml" });
    await sendParseMessage({ account_id: acct.account_id, job_id: jobId });
    const job = await finalStatus(apiKey, jobId);
    expect(job).toMatchObject({ status: "error", error_code: 500 });

    // Support puts things right and retries it with the admin CLI's command.
    await putRawEml("raw/none/missing.eml", corpusEml("d072"));
    await job_.retry.run({ positionals: [acct.account_id, String(jobId)], flags: {}, json: true });
    expect(await finalStatus(apiKey, jobId)).toMatchObject({ status: "completed", error_code: null });
    await expect(job_.retry.run({ positionals: [acct.account_id, String(jobId)], flags: {}, json: true })).rejects.toThrow(/not in error 500/);
  });
});

describe("reprocess and clear_history round trips", () => {
  it("reprocesses by receipt id and by retailer, with original_receipt_id, then clears the user's history", async () => {
    const { apiKey } = await account();
    const jobId = await submit(apiKey, corpusEml("d072"), { client_user_id: "user-r" });
    expect((await finalStatus(apiKey, jobId)).status).toBe("completed");

    const byId = await call(reprocess, { method: "POST", apiKey, body: { receipt_ids: [`rc_${jobId}`] } });
    expect(byId).toEqual({ success: true, job_id: expect.any(Number) });
    expect((await finalStatus(apiKey, byId.job_id)).status).toBe("completed");
    await eventually(async () => (deliveriesFor(byId.job_id).length ? true : undefined), 10_000, "reprocess delivery");
    expect(deliveriesFor(byId.job_id)[0][0]).toMatchObject({ receipt_id: `rc_${byId.job_id}_0`, original_receipt_id: `rc_${jobId}`, client_user_id: "user-r" });

    const byRetailer = await call(reprocess, { method: "POST", apiKey, body: { retailers: [{ email: "auto-confirm@amazon.com", day_cutoff: 36500 }] } });
    expect((await finalStatus(apiKey, byRetailer.job_id)).status).toBe("completed");
    await eventually(async () => (deliveriesFor(byRetailer.job_id).length ? true : undefined), 10_000, "retailer delivery");
    // Only the original is re-parsed, not the copy the first reprocess made.
    expect(deliveriesFor(byRetailer.job_id)[0].map((r) => r.original_receipt_id)).toEqual([`rc_${jobId}`]);

    expect(await call(clearHistory, { method: "POST", apiKey, body: { emailAddress: `  ${userEmail.toUpperCase()} ` } })).toEqual({ success: true });
    expect((await call(status, { apiKey, query: { job_id: String(jobId) } })).error.code).toBe(100);
    const gone = await call(reprocess, { method: "POST", apiKey, body: { receipt_ids: [`rc_${jobId}`, `rc_${byId.job_id}_0`] } });
    expect(gone.error).toMatchObject({ code: 114, missing_ids: `rc_${jobId},rc_${byId.job_id}_0` });
  });

  it("reprocesses many receipts a chunk per invocation, delivering each chunk, and completes once", async () => {
    process.env.REPROCESS_CHUNK_SIZE = "2";
    try {
      const { apiKey } = await account();
      const jobs = [];
      for (let i = 0; i < 5; i++) jobs.push(await submit(apiKey, corpusEml("d072"), { client_user_id: `chunk-${i}` }));
      for (const j of jobs) expect((await finalStatus(apiKey, j)).status).toBe("completed");
      const again = await call(reprocess, { method: "POST", apiKey, body: { receipt_ids: jobs.map((j) => `rc_${j}`) } });
      expect(await finalStatus(apiKey, again.job_id)).toMatchObject({ status: "completed", error_code: null });
      await eventually(async () => (deliveriesFor(again.job_id).length === 3 ? true : undefined), 10_000, "three chunk deliveries");
      await queuesSettled(["parse", "delivery"]);
      const chunks = deliveriesFor(again.job_id);
      expect(chunks.map((c) => c.length).sort()).toEqual([1, 2, 2]);
      expect(chunks.flat().map((r) => r.original_receipt_id).sort()).toEqual(jobs.map((j) => `rc_${j}`).sort());
      expect(new Set(chunks.flat().map((r) => r.receipt_id)).size).toBe(5);
    } finally {
      delete process.env.REPROCESS_CHUNK_SIZE;
    }
  });

  it("ends a reprocess in a clear error 100 when the stored email has expired, never 500", async () => {
    const { account: acct, apiKey } = await account();
    const jobId = await submit(apiKey, corpusEml("d072"));
    expect((await finalStatus(apiKey, jobId)).status).toBe("completed");
    // the bucket's lifecycle removes the email after the stage's retention; the receipt stays
    await deleteRawEml((await getReceipt(acct.account_id, `rc_${jobId}`))!.eml_key);
    const again = await call(reprocess, { method: "POST", apiKey, body: { receipt_ids: [`rc_${jobId}`] } });
    const job = await finalStatus(apiKey, again.job_id);
    expect(job).toMatchObject({ status: "error", error_code: 100 });
    expect(job.error_message).toMatch(/no longer kept/);
  });

  it("clears only the named user of this account", async () => {
    const a = await account();
    const b = await account();
    const mine = await submit(a.apiKey, corpusEml("d072"), { client_user_id: "keep-me" });
    const theirs = await submit(b.apiKey, corpusEml("d072"), { client_user_id: "clear-me" });
    await finalStatus(a.apiKey, mine);
    await finalStatus(b.apiKey, theirs);
    await call(clearHistory, { method: "POST", apiKey: a.apiKey, body: { clientUserId: "clear-me" } });
    expect((await call(status, { apiKey: a.apiKey, query: { job_id: String(mine) } })).success).toBe(true);
    expect((await call(status, { apiKey: b.apiKey, query: { job_id: String(theirs) } })).success).toBe(true);
    await call(clearHistory, { method: "POST", apiKey: b.apiKey, body: { clientUserId: "clear-me" } });
    expect((await call(status, { apiKey: b.apiKey, query: { job_id: String(theirs) } })).error.code).toBe(100);
  });
});
