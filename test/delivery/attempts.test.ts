/**
 * Attempts are POSTs, not queue receives: a receive that fails before its POST (here the signing-secret lookup
 * throws, as a KMS or DynamoDB error would) uses no attempt, and the worker parks the delivery itself after its 4th
 * POST, so the audit trail and the dead-letter queue agree.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ReceiveMessageCommand, SetQueueAttributesCommand } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { sqs } from "../../lambdas/shared/clients/sqs";
import { enqueueResultsDelivery } from "../../lambdas/delivery/enqueue";
import { getDeliveryHistory } from "../../lambdas/stores/deliveries";
import type { Poller } from "../../lib/local/queue-poller";
import { testResources } from "../support/resources";
import { deliveryQueueSettled, eventually, startDeliveryPoller, startReceiver, useLocalDeliveryEnv } from "./support";

const failures = vi.hoisted(() => ({ remaining: 2 }));
vi.mock("../../lambdas/stores/subscriptions", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lambdas/stores/subscriptions")>();
  return {
    ...original,
    getResultsSecret: async (...args: Parameters<typeof original.getResultsSecret>) => {
      if (failures.remaining > 0) {
        failures.remaining--;
        throw new Error("simulated throttle before the POST");
      }
      return original.getResultsSecret(...args);
    },
  };
});

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "attempts-"));
useLocalDeliveryEnv("0,0,0");

let poller: Poller;
beforeAll(async () => {
  // a receive that throws comes back after the visibility timeout: one second here
  await sqs().send(new SetQueueAttributesCommand({ QueueUrl: testResources().queueUrls.delivery, Attributes: { VisibilityTimeout: "1" } }));
  poller = startDeliveryPoller();
});
afterAll(async () => {
  await poller.stop();
});

it("uses no attempt for receives lost before the POST, and parks the delivery itself after the 4th POST", async () => {
  const receiver = await startReceiver(() => 503);
  const { deliveryId } = await enqueueResultsDelivery({ accountId: "acc-attempts", url: receiver.url, body: "[]", deliveryId: "dlv_attempts" });
  await receiver.waitFor(4, 45_000);
  const parked = await eventually(async () => {
    const out = await sqs().send(new ReceiveMessageCommand({ QueueUrl: testResources().queueUrls["delivery-dlq"], MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 30 }));
    return out.Messages?.find((m) => JSON.parse(m.Body ?? "{}").delivery_id === deliveryId);
  });
  expect(parked).toBeDefined();
  await deliveryQueueSettled();
  await receiver.close();

  expect(failures.remaining).toBe(0);
  expect(receiver.requests).toHaveLength(4);
  const h = await getDeliveryHistory(deliveryId);
  expect(h?.delivery).toMatchObject({ status: "failed", attempts: 4, round_attempts: 4 });
  const attempts = h!.audit.flatMap((e) => (e.type === "attempt" ? [[e.attempt, e.receive_count]] : []));
  // the first POST came on the third receive: the two lost receives are not attempts
  expect(attempts).toEqual([[1, 3], [2, 4], [3, 5], [4, 6]]);
}, 60_000);
