import { createHmac } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueResultsDelivery } from "../../lambdas/delivery/enqueue";
import { emitReceiptEvents } from "../../lambdas/delivery/events";
import { createWebhook, definePromotion } from "../../lambdas/delivery/manage";
import { createAccount } from "../../lambdas/stores/accounts";
import { listAccountDeliveries } from "../../lambdas/stores/deliveries";
import { listUserRewards, saveReward } from "../../lambdas/stores/rewards";
import { listPromotions } from "../../lambdas/stores/promotions";
import { legacyOrderKey, nextReward, orderKey, qualifyPromotions, rewardId, rewardUpdatePayload } from "../../lambdas/domain/rewards";
import { receiptFacts } from "../../lambdas/domain/receipt-fields";
import { issueResultsSecret, rotateSubscriptionSecret } from "../../lambdas/stores/subscriptions";
import type { Poller } from "../../lib/local/queue-poller";
import { deliveryQueueSettled, startDeliveryPoller, startReceiver, useLocalDeliveryEnv, type ReceivedRequest, type Receiver } from "./support";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "deliveries-"));
useLocalDeliveryEnv("0,0,0");

/** The receiver-side check of the docs, written independently of lambdas/domain/signing.ts. */
const signatureOk = (r: ReceivedRequest, secretHex: string) =>
  r.headers["x-service-signature"] === `sha256=${createHmac("sha256", Buffer.from(secretHex, "hex")).update(Buffer.from(r.body, "utf8")).digest("hex")}`;
const envelope = (r: ReceivedRequest) => JSON.parse(r.body) as { id: string; timestamp: number; version: number; payload_type: string; payload_data: Record<string, unknown> };
const ofType = (rs: ReceivedRequest[], type: string) => rs.filter((r) => envelope(r).payload_type === type);

const order = (over: Record<string, unknown> = {}) => ({
  receipt_id: "r-order",
  email_type: "order_confirmation",
  is_receipt: true,
  merchant: { name: "Amazon.com" },
  order: { number: "112-7", status: "ordered", purchase_date: "2026-11-01" },
  currency: "USD",
  totals: { total: 64.99 },
  products: [{ description: "Kindle Paperwhite" }],
  shipments: [],
  shipping_address: { name: "A", street: "1 Main St", city: "X", region: "", postal_code: "1", country: "US" },
  ...over,
});

let poller: Poller;
let all: Receiver;
let summaries: Receiver;
let accountId: string;
let allWebhook: { id: string; secret: string };
let summaryWebhookId: string;

beforeAll(async () => {
  poller = startDeliveryPoller();
  all = await startReceiver(() => 200);
  summaries = await startReceiver(() => 200);
  accountId = (await createAccount({ name: "Events" })).account.account_id;
  const a = await createWebhook({ accountId, url: all.url, headers: ["X-Env: test", "Authorization: Bearer abc"] });
  allWebhook = { id: a.subscription.webhook_id, secret: a.secret! };
  const s = await createWebhook({ accountId, url: summaries.url, eventTypes: "ReceiptSummary", signed: false });
  summaryWebhookId = s.subscription.webhook_id;
  await definePromotion({ accountId, merchant: "Amazon", reward: "5", minTotal: "50", currency: "USD", title: "Amazon $5" });
});
afterAll(async () => {
  await poller.stop();
  await all.close();
  await summaries.close();
});

describe("receipt events", () => {
  it("sends each subscription the event types it asked for, signed, with its headers and X-Webhook-ID", async () => {
    await emitReceiptEvents({ accountId, receipt: order(), clientUserId: "user-1", accepted: true, reason: null });
    const got = await all.waitFor(3);
    const summary = await summaries.waitFor(1);

    expect(got.map((r) => envelope(r).payload_type).sort()).toEqual(["ReceiptProcessed", "ReceiptSummary", "RewardUpdate"]);
    for (const r of got) {
      expect(r.method).toBe("POST");
      expect(r.headers["content-type"]).toBe("application/json");
      expect(r.headers["x-webhook-id"]).toBe(allWebhook.id);
      expect(r.headers["x-env"]).toBe("test");
      expect(r.headers.authorization).toBe("Bearer abc");
      expect(signatureOk(r, allWebhook.secret)).toBe(true);
      const e = envelope(r);
      expect(e.version).toBe(1);
      expect(e.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof e.timestamp).toBe("number");
    }
    expect(envelope(ofType(got, "ReceiptProcessed")[0]).payload_data).toEqual(order());
    expect(envelope(ofType(got, "ReceiptSummary")[0]).payload_data).toMatchObject({
      receipt_id: "r-order",
      receipt_type: "email",
      status: "accepted",
      merchant_name: "Amazon.com",
      total: 64.99,
      item_count: 1,
      client_user_id: "user-1",
    });

    expect(summary.map((r) => envelope(r).payload_type)).toEqual(["ReceiptSummary"]);
    expect(summary[0].headers["x-webhook-id"]).toBe(summaryWebhookId);
    expect(summary[0].headers["x-service-signature"]).toBeUndefined();
    expect(summary[0].body).toBe(ofType(got, "ReceiptSummary")[0].body);
  });

  it("does not send an event twice when the same receipt is processed again (a redelivered job)", async () => {
    const before = (await listAccountDeliveries(accountId)).length;
    await emitReceiptEvents({ accountId, receipt: order(), clientUserId: "user-1", accepted: true, reason: null });
    await deliveryQueueSettled();
    expect(all.requests).toHaveLength(3);
    expect(summaries.requests).toHaveLength(1);
    expect(await listAccountDeliveries(accountId)).toHaveLength(before);
  });

  it("completes the pending reward when a later email of the same order says it was delivered", async () => {
    const pending = envelope(ofType(all.requests, "RewardUpdate")[0]).payload_data;
    expect(pending).toMatchObject({
      client_user_id: "user-1",
      update_type: "reward",
      status: "pending",
      reward_type: "promo",
      reward_amount: 5,
      currency: "USD",
      qualified_promos: [expect.objectContaining({ title: "Amazon $5", qualified_count: 1, promo_amount: 5, status: "pending" })],
    });

    await emitReceiptEvents({
      accountId,
      receipt: order({ receipt_id: "r-delivered", email_type: "delivery_confirmation", order: { number: "112-7", status: "delivered" }, totals: { total: null } }),
      clientUserId: "user-1",
      accepted: true,
      reason: null,
    });
    await all.waitFor(6);
    const updates = ofType(all.requests, "RewardUpdate").map((r) => envelope(r).payload_data);
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({ reward_id: pending.reward_id, status: "complete", reward_amount: 5 });
    expect((await listUserRewards(accountId, "user-1")).map((r) => r.status)).toEqual(["complete"]);
  });

  it("completes at once the reward of a qualifying receipt with no shipping, and ignores rejected receipts", async () => {
    const inStore = order({ receipt_id: "r-store", email_type: "in_store_receipt", order: { number: null }, shipping_address: null });
    await emitReceiptEvents({ accountId, receipt: { ...inStore, receipt_id: "r-rejected" }, clientUserId: "user-2", accepted: false, reason: "older than the cutoff" });
    await emitReceiptEvents({ accountId, receipt: inStore, clientUserId: "user-2", accepted: true, reason: null });
    // The rejected email is summarised only: no ReceiptProcessed, no reward.
    await all.waitFor(10);
    expect(ofType(all.requests, "ReceiptProcessed").some((r) => envelope(r).payload_data.receipt_id === "r-rejected")).toBe(false);
    const updates = ofType(all.requests, "RewardUpdate").map((r) => envelope(r).payload_data);
    expect(updates).toHaveLength(3);
    expect(updates[2]).toMatchObject({ client_user_id: "user-2", status: "complete" });
    const rejected = ofType(summaries.requests, "ReceiptSummary").map((r) => envelope(r).payload_data).find((d) => d.receipt_id === "r-rejected");
    expect(rejected).toMatchObject({ status: "rejected", reason: "older than the cutoff" });
  });

  it("signs with the new secret after a rotation", async () => {
    const secret = await rotateSubscriptionSecret(accountId, allWebhook.id);
    const n = all.requests.length;
    await emitReceiptEvents({ accountId, receipt: order({ receipt_id: "r-after-rotation" }), clientUserId: null, accepted: true, reason: null });
    const got = (await all.waitFor(n + 2)).slice(n);
    expect(got.every((r) => signatureOk(r, secret))).toBe(true);
    expect(got.some((r) => signatureOk(r, allWebhook.secret))).toBe(false);
  });
});

describe("results deliveries", () => {
  it("are signed with the account's results secret and carry the exact body", async () => {
    const results = await startReceiver(() => 200);
    const secret = await issueResultsSecret(accountId);
    const body = JSON.stringify([order()]);
    await enqueueResultsDelivery({ accountId, url: results.url, body, deliveryId: "dlv_results_signed" });
    const [r] = await results.waitFor(1);
    await results.close();
    expect(r.body).toBe(body);
    expect(signatureOk(r, secret)).toBe(true);
    expect(r.headers["x-webhook-id"]).toBeUndefined();
  });
});

describe("one order, one reward", () => {
  const confirmed = (number: string, over: Record<string, unknown> = {}) =>
    order({ receipt_id: `r-${number}`, merchant: { name: "Amazon.com", domain: "amazon.com" }, order: { number, status: "ordered" }, ...over });

  it("knows an order by the identity aggregation uses: '#NW-20481' in one email and 'NW20481' in the next earn one reward", async () => {
    await emitReceiptEvents({ accountId, receipt: confirmed("#NW-20481"), clientUserId: "user-3", accepted: true, reason: null });
    await emitReceiptEvents({
      accountId, receipt: confirmed("NW20481", { receipt_id: "r-NW20481-delivered", email_type: "delivery_confirmation", totals: { total: null } }),
      clientUserId: "user-3", accepted: true, reason: null,
    });
    const rewards = await listUserRewards(accountId, "user-3");
    expect(rewards.map((r) => [r.order_key, r.status])).toEqual([["order:amazon.com|NW20481", "complete"]]);
  });

  it("continues a reward stored under the key rewards used before, instead of starting a second one", async () => {
    const first = confirmed("112-9", { receipt_id: "r-legacy" });
    const facts = receiptFacts(first);
    const promos = await listPromotions(accountId);
    const made = nextReward({ accountId, clientUserId: "user-4", facts, accepted: true, matches: qualifyPromotions(promos, facts, true).matches, previous: undefined })!;
    const legacy = { ...made.reward, reward_id: rewardId(accountId, "user-4", legacyOrderKey(facts)), order_key: legacyOrderKey(facts) };
    expect(legacy.reward_id).not.toBe(rewardId(accountId, "user-4", orderKey(facts)));
    await saveReward(accountId, legacy, { expectedVersion: 0, receiptId: "r-legacy", eventId: "ev-legacy", payload: rewardUpdatePayload({ ...made, reward: legacy }), appliedBefore: [] });

    await emitReceiptEvents({
      accountId, receipt: confirmed("112-9", { receipt_id: "r-legacy-delivered", email_type: "delivery_confirmation", totals: { total: null } }),
      clientUserId: "user-4", accepted: true, reason: null,
    });
    const rewards = await listUserRewards(accountId, "user-4");
    expect(rewards.map((r) => [r.reward_id, r.status])).toEqual([[legacy.reward_id, "complete"]]);
  });
});
