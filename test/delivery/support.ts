/** Real HTTP receivers and a queue poller driving the delivery worker, for the delivery tests. */
import { startPoller, type Poller } from "../../lib/local/queue-poller";
import { queues } from "../../lambdas/contract/resources";
import { sqs } from "../../lambdas/shared/clients/sqs";
import { createDeliveryHandler } from "../../lambdas/workers/deliver-webhook";
import type { DeliveryDeps } from "../../lambdas/delivery/deliver";
import { systemResolver, webhookPolicy } from "../../lambdas/shared/webhook-policy";
import { testResources } from "../support/resources";

export { eventually, sleep, startReceiver, type ReceivedRequest, type Receiver } from "../support/receiver";
import { queuesSettled } from "../support/queues";

/** Resolves once the test's delivery queue is empty: a count of requests taken now is final (instead of sleeping). */
export const deliveryQueueSettled = (timeoutMs = 30_000): Promise<void> => queuesSettled(["delivery"], timeoutMs);

/** Feeds the test's delivery queue to the delivery worker, as Lambda's event source mapping does. */
export function startDeliveryPoller(deps: DeliveryDeps = { policy: webhookPolicy, resolver: systemResolver }): Poller {
  const q = queues.delivery;
  return startPoller({
    sqs: sqs(),
    queueUrl: testResources().queueUrls.delivery,
    queueArn: "arn:aws:sqs:us-east-1:000000000000:test-delivery",
    handler: createDeliveryHandler(deps),
    batchSize: q.batchSize,
    timeoutSeconds: q.workerTimeoutSeconds,
    name: "deliver-webhook",
    concurrency: 1,
    waitTimeSeconds: 1,
  });
}

/** Local stage, private receivers allowed, short waits: what every delivery test runs with. */
export function useLocalDeliveryEnv(delays = "1,1,2", timeoutMs?: number): void {
  process.env.STAGE = "local";
  process.env.ALLOW_PRIVATE_WEBHOOKS = "1";
  process.env.WEBHOOK_RETRY_DELAYS = delays;
  if (timeoutMs) process.env.WEBHOOK_TIMEOUT_MS = String(timeoutMs);
  else delete process.env.WEBHOOK_TIMEOUT_MS;
}
