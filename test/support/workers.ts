/**
 * Runs this test file's queues through the real workers with Lambda's batch semantics
 * (lib/local/queue-poller.ts), as the local runner does.
 */
import { SQSClient } from "@aws-sdk/client-sqs";
import { workerBindings, type QueueName } from "../../lambdas/contract/resources";
import { localCredentials, localRegion } from "../../lib/local/provision";
import type { Poller, SqsHandler } from "../../lib/local/queue-poller";
import { pollBinding, workerHandler } from "../../lib/local/workers";
import { testResources } from "./resources";

export const testSqs = () =>
  new SQSClient({ region: localRegion, credentials: localCredentials, endpoint: process.env.AWS_ENDPOINT_URL_SQS, useQueueUrlAsEndpoint: false });

export async function startWorkers(names: QueueName[], overrides: Partial<Record<string, SqsHandler>> = {}): Promise<{ stop(): Promise<void> }> {
  const sqs = testSqs();
  const urls = testResources().queueUrls;
  const pollers: Poller[] = [];
  for (const binding of workerBindings.filter((b) => names.includes(b.queue))) {
    const handler = overrides[binding.queueKey] ?? (await workerHandler(binding));
    pollers.push(pollBinding(sqs, binding, urls[binding.queueKey], handler, { waitTimeSeconds: 1 }));
  }
  return {
    async stop() {
      await Promise.all(pollers.map((p) => p.stop()));
      sqs.destroy();
    },
  };
}

export { eventually } from "./receiver";
