import { createHmac } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listParked, replayParked, showParked } from "../../lambdas/delivery/dead-letters";
import { emitReceiptEvents } from "../../lambdas/delivery/events";
import { createWebhook } from "../../lambdas/delivery/manage";
import { createAccount } from "../../lambdas/stores/accounts";
import { getDeliveryHistory, listAccountDeliveries, listFailedDeliveries } from "../../lambdas/stores/deliveries";
import { rotateSubscriptionSecret } from "../../lambdas/stores/subscriptions";
import type { Poller } from "../../lib/local/queue-poller";
import { eventually, deliveryQueueSettled, startDeliveryPoller, startReceiver, useLocalDeliveryEnv, type Receiver } from "./support";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "deliveries-"));
useLocalDeliveryEnv("0,0,0");

let poller: Poller;
let receiver: Receiver;
let up = false;
let accountId: string;
let webhookId: string;

beforeAll(async () => {
  poller = startDeliveryPoller();
  receiver = await startReceiver(() => (up ? 200 : 503));
  accountId = (await createAccount({ name: "Replays" })).account.account_id;
  webhookId = (await createWebhook({ accountId, url: receiver.url, eventTypes: "ReceiptSummary" })).subscription.webhook_id;
});
afterAll(async () => {
  await poller.stop();
  await receiver.close();
});

async function parkedIds(): Promise<string[]> {
  return (await listParked()).map((p) => p.delivery_id ?? "");
}

describe("dead-letter replay", () => {
  it("parks a delivery after 4 failures, shows why, and replays it once with the same delivery id, signed afresh", async () => {
    await emitReceiptEvents({ accountId, receipt: { receipt_id: "r-replay-1" }, clientUserId: null, accepted: true, reason: null });
    await receiver.waitFor(4);
    const [failed] = await eventually(async () => {
      const f = await listFailedDeliveries({ accountId });
      return f.length ? f : undefined;
    });
    const id = failed.delivery_id;
    await eventually(async () => ((await parkedIds()).includes(id) ? true : undefined));

    const shown = await showParked(id);
    expect(shown?.delivery?.status).toBe("failed");
    expect(shown?.last_attempt).toMatchObject({ attempt: 4, status_code: 503, error: "HTTP 503" });

    up = true;
    const secret = await rotateSubscriptionSecret(accountId, webhookId);
    const result = await replayParked({ deliveryId: id });
    expect(result.replayed).toEqual([id]);
    await receiver.waitFor(5);
    const h = await eventually(async () => {
      const x = await getDeliveryHistory(id);
      return x?.delivery.status === "delivered" ? x : undefined;
    });
    await deliveryQueueSettled();

    expect(receiver.requests).toHaveLength(5);
    const [first, replayed] = [receiver.requests[0], receiver.requests[4]];
    expect(replayed.body).toBe(first.body); // same envelope, same event id
    expect(replayed.headers["x-service-signature"]).toBe(`sha256=${createHmac("sha256", Buffer.from(secret, "hex")).update(replayed.body).digest("hex")}`);
    expect(h.delivery).toMatchObject({ attempts: 5, round_attempts: 1, replays: 1, status: "delivered" });
    expect(h.audit.filter((e) => e.type === "status").map((e) => (e.type === "status" ? e.status : ""))).toEqual(["pending", "failed", "replayed", "delivered"]);
    expect(await parkedIds()).not.toContain(id);
    expect(await listFailedDeliveries({ accountId })).toHaveLength(0);
    expect((await replayParked({ deliveryId: id })).replayed).toEqual([]);
  });

  it("replays everything parked with --all", async () => {
    up = false;
    const n = receiver.requests.length;
    await emitReceiptEvents({ accountId, receipt: { receipt_id: "r-replay-2" }, clientUserId: null, accepted: true, reason: null });
    await emitReceiptEvents({ accountId, receipt: { receipt_id: "r-replay-3" }, clientUserId: null, accepted: true, reason: null });
    await receiver.waitFor(n + 8);
    await eventually(async () => ((await parkedIds()).length === 2 ? true : undefined));
    up = true;
    const result = await replayParked("all");
    expect(result.replayed).toHaveLength(2);
    await receiver.waitFor(n + 10);
    await eventually(async () => {
      const ds = await listAccountDeliveries(accountId);
      return ds.every((d) => d.status === "delivered") ? true : undefined;
    });
    expect(await parkedIds()).toEqual([]);
  });
});
