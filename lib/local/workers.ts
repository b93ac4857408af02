/**
 * The local side of the queue-to-worker wiring (lambdas/contract/resources.ts `workerBindings`): a worker's handler
 * module, and a poller that feeds it its queue with Lambda's batch semantics. The local runner and the tests use it.
 */
import type { SQSClient } from "@aws-sdk/client-sqs";
import type { WorkerBinding } from "../../lambdas/contract/resources";
import { lambdaModuleUrl } from "./modules";
import { localQueueArn, startPoller, type Poller, type SqsHandler } from "./queue-poller";

/** The worker's handler. Handler modules create their SDK clients at import: import them once the env is set. */
export async function workerHandler(binding: WorkerBinding): Promise<SqsHandler> {
  return ((await import(/* @vite-ignore */ lambdaModuleUrl(binding.module))) as { handler: SqsHandler }).handler;
}

export function pollBinding(
  sqs: SQSClient, binding: WorkerBinding, queueUrl: string, handler: SqsHandler,
  extra: { onError?: (e: unknown) => void; waitTimeSeconds?: number } = {},
): Poller {
  return startPoller({
    sqs, queueUrl, queueArn: localQueueArn(queueUrl), handler,
    batchSize: binding.batchSize, timeoutSeconds: binding.timeoutSeconds, name: binding.queueKey, ...extra,
  });
}
