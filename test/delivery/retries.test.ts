import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ReceiveMessageCommand } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqs } from "../../lambdas/shared/clients/sqs";
import { enqueueResultsDelivery } from "../../lambdas/delivery/enqueue";
import { getDeliveryHistory } from "../../lambdas/stores/deliveries";
import type { Poller } from "../../lib/local/queue-poller";
import { testResources } from "../support/resources";
import { deliveryQueueSettled, eventually, startDeliveryPoller, startReceiver, useLocalDeliveryEnv } from "./support";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "deliveries-"));
// distinct waits, so a retry that took another attempt's wait is caught
useLocalDeliveryEnv("1,3,6");
const delays = [1, 3, 6];

let poller: Poller;
beforeAll(() => {
  poller = startDeliveryPoller();
});
afterAll(async () => {
  await poller.stop();
});

describe("delivery retries", () => {
  it("delivers to a receiver that fails 3 times with exactly 4 requests, waiting the configured gaps", async () => {
    const receiver = await startReceiver((n) => (n <= 3 ? 500 : 200));
    const body = JSON.stringify([{ receipt_id: "r-retry" }]);
    const { deliveryId, enqueued } = await enqueueResultsDelivery({ accountId: "acc-retry", url: receiver.url, body, deliveryId: "dlv_retry_then_ok" });
    expect(enqueued).toBe(true);

    const requests = await receiver.waitFor(4, 45_000);
    const history = await eventually(async () => {
      const h = await getDeliveryHistory(deliveryId);
      return h?.delivery.status === "delivered" ? h : undefined;
    });
    await deliveryQueueSettled();
    await receiver.close();

    expect(receiver.requests).toHaveLength(4);
    expect(requests.every((r) => r.body === body)).toBe(true);
    // never sooner than the wait; on a busy machine later, but always before the next (longer) wait would have ended
    for (let i = 1; i < 4; i++) {
      const gap = requests[i].at - requests[i - 1].at;
      expect(gap, `gap before attempt ${i + 1}`).toBeGreaterThanOrEqual(delays[i - 1] * 1000 - 100);
      expect(gap, `gap before attempt ${i + 1}`).toBeLessThan((delays[i] ?? delays[i - 1] * 2) * 1000);
    }
    const attempts = history.audit.filter((e) => e.type === "attempt");
    expect(attempts.map((a) => (a.type === "attempt" ? [a.attempt, a.status_code, a.outcome] : []))).toEqual([
      [1, 500, "failed"],
      [2, 500, "failed"],
      [3, 500, "failed"],
      [4, 200, "delivered"],
    ]);
    expect(history.delivery.attempts).toBe(4);
  }, 60_000);

  it("parks a delivery whose receiver always fails in the dead-letter queue after exactly 4 requests", async () => {
    const receiver = await startReceiver(() => 503);
    const { deliveryId } = await enqueueResultsDelivery({ accountId: "acc-dlq", url: receiver.url, body: "[]", deliveryId: "dlv_always_fails" });
    await receiver.waitFor(4, 45_000);
    const parked = await eventually(async () => {
      const out = await sqs().send(
        new ReceiveMessageCommand({ QueueUrl: testResources().queueUrls["delivery-dlq"], MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 30 }),
      );
      return out.Messages?.find((m) => JSON.parse(m.Body ?? "{}").delivery_id === deliveryId);
    });
    expect(parked).toBeDefined();
    await deliveryQueueSettled();
    await receiver.close();
    expect(receiver.requests).toHaveLength(4);
    const history = await getDeliveryHistory(deliveryId);
    expect(history?.delivery.status).toBe("failed");
    expect(history?.audit.filter((e) => e.type === "attempt")).toHaveLength(4);
  }, 60_000);

  it("does not enqueue the same delivery id twice", async () => {
    const receiver = await startReceiver(() => 200);
    const first = await enqueueResultsDelivery({ accountId: "acc-idem", url: receiver.url, body: "[]", deliveryId: "dlv_idem" });
    const again = await enqueueResultsDelivery({ accountId: "acc-idem", url: receiver.url, body: "[]", deliveryId: "dlv_idem" });
    expect(first.enqueued).toBe(true);
    expect(again).toEqual({ deliveryId: "dlv_idem", enqueued: false });
    await receiver.waitFor(1);
    await deliveryQueueSettled();
    await receiver.close();
    expect(receiver.requests).toHaveLength(1);
  });
});
