/**
 * Accounts are isolated on every endpoint and in every store (issue 13 item 8): account B, with keys of its own,
 * can neither see nor change account A's jobs, receipts, configuration, retailers, forwarded emails, subscriptions,
 * promotions, rewards or deliveries; an API key never works where a web key is asked for, nor the reverse. Against
 * the whole local service (real HTTP server, workers, SMTP inbox), with stores read in-process.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalService, type LocalService } from "../../lib/local/runner";
import { emailHash } from "../../lambdas/domain/keys";
import { createWebhook, definePromotion } from "../../lambdas/delivery/manage";
import { emitReceiptEvents } from "../../lambdas/delivery/events";
import { createAccount } from "../../lambdas/stores/accounts";
import { listAccountDeliveries, listFailedDeliveries } from "../../lambdas/stores/deliveries";
import { deletePromotion, listPromotions } from "../../lambdas/stores/promotions";
import { getReceipt } from "../../lambdas/stores/receipts";
import { listUserRewards } from "../../lambdas/stores/rewards";
import { deleteSubscription, getSubscription, listSubscriptions, rotateSubscriptionSecret } from "../../lambdas/stores/subscriptions";
import { corpusEml } from "../support/corpus";
import { startReceiver, type Receiver } from "../support/receiver";

type Json = Record<string, any>;
const A = { apiKey: "iso-a-api-key", webKey: "iso-a-web-key" };
let B: { accountId: string; apiKey: string; webKey: string };
let service: LocalService;
let dataDir: string;
let receiverA: Receiver;
let receiverB: Receiver;
let jobId: number;
let webhookId: string;
let promoId: string;
const user = "shared-user-id";
const hash = emailHash("pat@example.net");
const retailer = "orders@a-shop.example";

async function api(method: string, path: string, key: string, body?: unknown, form = false): Promise<Json> {
  const headers: Record<string, string> = { "api-key": key };
  let payload: string | undefined;
  if (body !== undefined) {
    headers["content-type"] = form ? "application/x-www-form-urlencoded" : "application/json";
    payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  }
  const res = await fetch(`${service.apiUrl}${path}`, { method, headers, body: payload });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

/** Waits until `read` yields `want` (hooks cannot use expect.poll). */
async function until<T>(read: () => Promise<T>, want: T, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await read();
    if (last === want) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`waited ${timeoutMs} ms for ${String(want)}, last saw ${String(last)}`);
}

const today = () => new Date().toISOString().slice(0, 10);
async function web(path: "scraped_forwarded_emails" | "scraped_forwarded_stats", key: string): Promise<Json> {
  const q = new URLSearchParams({
    web_api_key: key, "ereceipt[from_date]": today(), "ereceipt[to_date]": today(),
    "ereceipt[from_time]": "12:00:00 AM", "ereceipt[to_time]": "11:59:59 PM",
  });
  const res = await fetch(`${service.apiUrl}/api/emails/${path}?${q.toString()}`);
  return (await res.json()) as Json;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "isolation-"));
  receiverA = await startReceiver();
  receiverB = await startReceiver();
  service = await startLocalService({ port: 0, dataDir, fresh: true, apiKey: A.apiKey, webApiKey: A.webKey, env: { ALLOW_PRIVATE_WEBHOOKS: "1", WEBHOOK_RETRY_DELAYS: "1,1,1" } });
  const b = await createAccount({ name: "Account B" });
  B = { accountId: b.account.account_id, apiKey: b.apiKey, webKey: b.webApiKey };

  expect(await api("POST", "/ereceipts/config", A.apiKey, { results_endpoint: receiverA.url, day_cutoff: 36500, retailers: [{ email: retailer, day_cutoff: 30 }] })).toEqual({ success: true });
  expect(await api("POST", "/ereceipts/config", B.apiKey, { results_endpoint: receiverB.url, day_cutoff: 36500 })).toEqual({ success: true });

  // A's job, its receipt and its results delivery
  const created = await api("POST", "/ereceipts/create_job", A.apiKey, { eml_data: corpusEml("d072"), email_hash: hash, client_user_id: user }, true);
  jobId = created.job_id as number;
  await until(async () => (await api("GET", `/ereceipts/status?job_id=${jobId}`, A.apiKey)).job_status?.status, "completed", 30_000);
  await receiverA.waitFor(1, 20_000);

  // A's forwarded email
  const smtp = nodemailer.createTransport({ host: service.smtp.host, port: service.smtp.port, secure: false, ignoreTLS: true });
  await smtp.sendMail({ envelope: { from: "pat@example.net", to: service.inboundAddress }, raw: corpusEml("d072") });
  smtp.close();
  await until(async () => ((await web("scraped_forwarded_emails", A.webKey)).data as unknown[] | undefined)?.length ?? 0, 1, 30_000);

  // A's subscription, promotion and a reward earned by A's user
  const hook = await createWebhook({ accountId: service.accountId, url: receiverA.url });
  webhookId = hook.subscription.webhook_id;
  promoId = (await definePromotion({ accountId: service.accountId, merchant: "Amazon", reward: "5", currency: "USD", title: "A's promo" })).promo_id;
  await emitReceiptEvents({
    accountId: service.accountId, clientUserId: user, accepted: true, reason: null,
    receipt: { receipt_id: "rc_iso", email_type: "in_store_receipt", is_receipt: true, merchant: { name: "Amazon" }, order: { number: null }, currency: "USD", totals: { total: 80 }, products: [], shipments: [], shipping_address: null } as never,
  });
  await until(async () => (await listUserRewards(service.accountId, user)).length, 1, 20_000);
}, 180_000);

afterAll(async () => {
  await service?.stop();
  await receiverA?.close();
  await receiverB?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("another account", () => {
  it("cannot see, reprocess or clear A's jobs and receipts", async () => {
    expect((await api("GET", `/ereceipts/status?job_id=${jobId}`, B.apiKey)).error.code).toBe(100);
    const reprocess = await api("POST", "/ereceipts/reprocess_job", B.apiKey, { receipt_ids: [`rc_${jobId}`] });
    expect(reprocess).toMatchObject({ success: false, error: { code: 114, missing_ids: `rc_${jobId}` } });
    expect(await api("POST", "/ereceipts/clear_history", B.apiKey, { clientUserId: user })).toMatchObject({ success: true });
    expect(await getReceipt(B.accountId, `rc_${jobId}`)).toBeUndefined();
    // A's receipt is still there for A
    expect(await getReceipt(service.accountId, `rc_${jobId}`)).toBeDefined();
    expect((await api("POST", "/ereceipts/reprocess_job", A.apiKey, { receipt_ids: [`rc_${jobId}`] })).success).toBe(true);
    expect(receiverB.requests).toHaveLength(0);
  });

  it("sees its own configuration and retailers only, and cannot remove A's", async () => {
    const config = await api("GET", "/ereceipts/config", B.apiKey);
    expect(config).toMatchObject({ success: true, results_endpoint: receiverB.url, retailers: [] });
    expect(await api("GET", "/ereceipts/retailers", B.apiKey)).toEqual({ success: true, retailers: [] });
    await api("DELETE", "/ereceipts/retailers", B.apiKey, { retailer_emails: [retailer] });
    expect((await api("GET", "/ereceipts/retailers", A.apiKey)).retailers).toEqual([expect.objectContaining({ email: retailer })]);
    expect((await api("GET", "/ereceipts/config", A.apiKey)).results_endpoint).toBe(receiverA.url);
  });

  it("sees none of A's forwarded emails", async () => {
    expect((await web("scraped_forwarded_emails", B.webKey)).data).toEqual([]);
    expect((await web("scraped_forwarded_stats", B.webKey)).stats).toMatchObject({ emails: 0 });
    expect((await web("scraped_forwarded_emails", A.webKey)).data).toHaveLength(1);
  });

  it("cannot read or change A's subscriptions and promotions, nor see A's rewards and deliveries", async () => {
    expect(await listSubscriptions(B.accountId)).toEqual([]);
    expect(await getSubscription(B.accountId, webhookId)).toBeUndefined();
    expect(await deleteSubscription(B.accountId, webhookId)).toBe(false);
    await expect(rotateSubscriptionSecret(B.accountId, webhookId)).rejects.toThrow();
    expect(await getSubscription(service.accountId, webhookId)).toBeDefined();

    expect(await listPromotions(B.accountId)).toEqual([]);
    expect(await deletePromotion(B.accountId, promoId)).toBe(false);
    expect((await listPromotions(service.accountId)).map((p) => p.promo_id)).toEqual([promoId]);

    expect(await listUserRewards(B.accountId, user)).toEqual([]);

    const aDeliveries = (await listAccountDeliveries(service.accountId)).map((d) => d.delivery_id);
    expect(aDeliveries.length).toBeGreaterThan(0);
    const bDeliveries = [...(await listAccountDeliveries(B.accountId)), ...(await listFailedDeliveries({ accountId: B.accountId }))];
    expect(bDeliveries.filter((d) => aDeliveries.includes(d.delivery_id))).toEqual([]);
  });
});

describe("keys of one kind", () => {
  it("never work as the other kind", async () => {
    for (const [method, path] of [["GET", "/ereceipts/health_check"], ["GET", "/ereceipts/config"], ["GET", `/ereceipts/status?job_id=${jobId}`], ["GET", "/ereceipts/retailers"]] as const) {
      expect((await api(method, path, A.webKey)).error.code).toBe(101);
      expect((await api(method, path, B.webKey)).error.code).toBe(101);
    }
    for (const path of ["scraped_forwarded_emails", "scraped_forwarded_stats"] as const) {
      expect((await web(path, A.apiKey)).success).toBe(false);
      expect((await web(path, B.apiKey)).success).toBe(false);
    }
  });
});
