/**
 * Trust through the parse pipeline (real workers, emulators, a real HTTP receiver): a genuine signed receipt is
 * `high`, an edited copy `low` with the body-hash reason, the same email from a second user a duplicate that earns
 * no second reward, and a promotion with a minimum trust withholds its reward from a receipt below it, saying why.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as createJob } from "../../lambdas/http/ereceipts/create_job/post";
import { handler as postConfig } from "../../lambdas/http/ereceipts/config/post";
import { handler as status } from "../../lambdas/http/ereceipts/status/get";
import { handler as reprocess } from "../../lambdas/http/ereceipts/reprocess_job/post";
import { createWebhook, definePromotion } from "../../lambdas/delivery/manage";
import { emailHash } from "../../lambdas/domain/keys";
import { listUserRewards } from "../../lambdas/stores/rewards";
import { call, newTestAccount } from "../support/api";
import { testSigner } from "../support/dkim";
import { startReceiver, type Receiver } from "../support/receiver";
import { eventually, startWorkers } from "../support/workers";

const shop = testSigner("northwind.example", "k1");
const receiptEmail = (order: string) => [
  "Received: from mta.northwind.example by mx.mailbox.example with ESMTPS id 1; Tue, 03 Nov 2026 19:22:07 +0000",
  "From: Northwind Outfitters <orders@northwind.example>",
  "To: pat@mailbox.example",
  `Subject: Your Northwind Outfitters order #${order} is confirmed`,
  "Date: Tue, 03 Nov 2026 19:22:05 +0000",
  `Message-ID: <${order}@northwind.example>`,
  "Content-Type: text/plain; charset=utf-8",
  "",
  `Order number: ${order}`,
  "Trail Runner Jacket  1 x $89.00  $89.00",
  "Subtotal: $89.00",
  "Tax: $7.12",
  "Order total: $96.12",
  "",
  "(c) 2026 Northwind Outfitters",
  "",
].join("\n");
/** The Received line sits above the signature, as receiving servers add it. */
const signed = async (eml: string) => {
  const [received, ...rest] = eml.split("\n");
  return `${received}\r\n${await shop.sign(rest.join("\n"))}`;
};

let receiver: Receiver;
let events: Receiver;
let workers: { stop(): Promise<void> };
let apiKey: string;
let accountId: string;

beforeAll(async () => {
  const keys = join(mkdtempSync(join(tmpdir(), "dkim-")), "keys.json");
  writeFileSync(keys, JSON.stringify({ [shop.name]: shop.record }));
  Object.assign(process.env, { STAGE: "local", ALLOW_PRIVATE_WEBHOOKS: "1", WEBHOOK_RETRY_DELAYS: "1,1,1", DKIM_KEYS_FILE: keys });
  receiver = await startReceiver();
  events = await startReceiver();
  workers = await startWorkers(["parse", "delivery"]);
  const a = await newTestAccount();
  apiKey = a.apiKey;
  accountId = a.account.account_id;
  expect(await call(postConfig, { method: "POST", apiKey, body: { results_endpoint: receiver.url, day_cutoff: 36500 } })).toEqual({ success: true });
  await createWebhook({ accountId, url: events.url, eventTypes: "ReceiptSummary,RewardUpdate", signed: false });
  await definePromotion({ accountId, merchant: "Northwind Outfitters", reward: "5", currency: "USD", minTrust: "high", title: "Verified jackets" });
});

afterAll(async () => {
  await workers?.stop();
  await receiver?.close();
  await events?.close();
});

async function run(eml: string, user: string): Promise<{ jobId: number; receipt: Record<string, any> }> {
  const body = new URLSearchParams({ eml_data: eml, email_hash: emailHash(`${user}@mailbox.example`), client_user_id: user }).toString();
  const res = await call(createJob, { apiKey, method: "POST", body, contentType: "application/x-www-form-urlencoded" });
  expect(res.success).toBe(true);
  const jobId = res.job_id as number;
  const job = await eventually(async () => {
    const { job_status } = await call(status, { apiKey, query: { job_id: String(jobId) } });
    return job_status.status === "completed" || job_status.status === "error" ? job_status : undefined;
  }, 25_000, `job ${jobId}`);
  expect(job.status).toBe("completed");
  const receipt = await eventually(async () => receiver.requests.map((r) => JSON.parse(r.body)).flat().find((x) => x.job_id === jobId), 10_000, "results");
  return { jobId, receipt };
}

const eventsOf = (type: string) => events.requests.map((r) => JSON.parse(r.body)).filter((e) => e.payload_type === type).map((e) => e.payload_data);
const summaryOf = (receiptId: string) => eventually(async () => eventsOf("ReceiptSummary").find((s) => s.receipt_id === receiptId), 10_000, `summary of ${receiptId}`);

describe("trust in the pipeline", () => {
  let genuineId: string;

  it("rates a genuine signed receipt high, and it earns the promotion that requires high trust", async () => {
    const { receipt } = await run(await signed(receiptEmail("NW-1001")), "user-a");
    genuineId = receipt.receipt_id;
    expect(receipt.trust).toEqual({
      level: "high", reasons: ["dkim_verified"], dkim: { result: "pass", domain: "northwind.example", aligned: true, failure: null }, duplicate_of: null,
    });
    expect(receipt.email.authentication.dkim).toBe("pass");
    expect(await summaryOf(receipt.receipt_id)).toMatchObject({ status: "accepted", reason: null, trust: { level: "high", reasons: ["dkim_verified"], duplicate_of: null } });
    await eventually(async () => (eventsOf("RewardUpdate").some((r) => r.client_user_id === "user-a") ? true : undefined), 10_000, "user-a's reward");
  });

  it("rates an edited copy low, says the body changed, and withholds the reward", async () => {
    const edited = (await signed(receiptEmail("NW-2002"))).replace("Order total: $96.12", "Order total: $996.12");
    const { receipt } = await run(edited, "user-c");
    // the edit also broke the arithmetic: a consistency signal of its own
    expect(receipt.trust).toMatchObject({ level: "low", reasons: ["dkim_body_changed", "totals_do_not_add_up"], dkim: { result: "fail", failure: "body_hash" } });
    expect(receipt.email.authentication.dkim).toBe("fail");
    const summary = await summaryOf(receipt.receipt_id);
    expect(summary.trust.level).toBe("low");
    expect(summary.reason).toMatch(/no reward from promo_\w+: trust low is below its minimum high \(dkim_body_changed, totals_do_not_add_up\)/);
    expect(await listUserRewards(accountId, "user-c")).toEqual([]);
  });

  it("does not flag a reprocessed receipt as a duplicate of the receipt it redoes", async () => {
    const res = await call(reprocess, { apiKey, method: "POST", body: { receipt_ids: [genuineId] } });
    expect(res.success).toBe(true);
    const jobId = res.job_id as number;
    const redone = await eventually(async () => receiver.requests.map((r) => JSON.parse(r.body)).flat().find((x) => x.job_id === jobId), 25_000, "reprocessed results");
    expect(redone).toMatchObject({ original_receipt_id: genuineId, trust: { level: "high", reasons: ["dkim_verified"], duplicate_of: null } });
  });

  it("flags the same email from a second user as a duplicate of the first receipt, and it earns nothing", async () => {
    const { receipt } = await run(await signed(receiptEmail("NW-1001")), "user-b");
    expect(receipt.trust).toMatchObject({ level: "low", reasons: ["dkim_verified", "duplicate_message"], duplicate_of: genuineId });
    const summary = await summaryOf(receipt.receipt_id);
    expect(summary).toMatchObject({ status: "accepted", reason: `no reward: a duplicate of receipt ${genuineId}`, trust: { duplicate_of: genuineId } });
    expect(await listUserRewards(accountId, "user-b")).toEqual([]);
    expect(eventsOf("RewardUpdate").filter((r) => r.client_user_id === "user-b")).toEqual([]);
  });
});
