/**
 * Runs this test file's queues through the real workers with Lambda's batch semantics
 * (lib/local/queue-poller.ts), as the local runner does.
 */
import { lambdaModuleUrl } from "../../lib/local/modules";
import { SQSClient } from "@aws-sdk/client-sqs";
import { queues, type QueueName } from "../../lambdas/contract/resources";
import { localCredentials, localRegion } from "../../lib/local/provision";
import { localQueueArn, startPoller, type Poller, type SqsHandler } from "../../lib/local/queue-poller";
import { testResources } from "./resources";

export const testSqs = () =>
  new SQSClient({ region: localRegion, credentials: localCredentials, endpoint: process.env.AWS_ENDPOINT_URL_SQS, useQueueUrlAsEndpoint: false });

export async function startWorkers(names: QueueName[], overrides: Partial<Record<string, SqsHandler>> = {}): Promise<{ stop(): Promise<void> }> {
  const sqs = testSqs();
  const urls = testResources().queueUrls;
  const pollers: Poller[] = [];
  const add = (queueKey: string, handler: SqsHandler, batchSize: number, timeout: number) => {
    const url = urls[queueKey];
    pollers.push(
      startPoller({ sqs, queueUrl: url, queueArn: localQueueArn(url), handler, batchSize, timeoutSeconds: timeout, name: queueKey, waitTimeSeconds: 1 }),
    );
  };
  for (const name of names) {
    const q = queues[name];
    const worker = overrides[name] ?? ((await import(/* @vite-ignore */ lambdaModuleUrl(q.worker))) as { handler: SqsHandler }).handler;
    add(name, worker, q.batchSize, q.workerTimeoutSeconds);
    if (q.dlqWorker) {
      const dlq = overrides[`${name}-dlq`] ?? ((await import(/* @vite-ignore */ lambdaModuleUrl(q.dlqWorker))) as { handler: SqsHandler }).handler;
      add(`${name}-dlq`, dlq, q.batchSize, q.workerTimeoutSeconds);
    }
  }
  return {
    async stop() {
      await Promise.all(pollers.map((p) => p.stop()));
      sqs.destroy();
    },
  };
}

export { eventually } from "./receiver";
