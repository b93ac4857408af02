/**
 * One worker per queue (lambdas/<worker>.ts), fed by an SQS event source with partial batch responses,
 * and the dead-letter worker of a queue that has one (the parse DLQ marks its jobs `error`).
 */
import { Construct } from "constructs";
import type { QueueName } from "../../lambdas/contract/resources";
import type { StageConfig } from "../../lambdas/contract/stages";
import { dlqWorkerAccess, workerAccess, type Access } from "./access";
import { bindQueueConsume } from "./bindings";
import { ServiceFunction } from "./service-function";
import type { StatefulResources } from "./stateful";

export interface QueueWorkersProps {
  readonly stage: StageConfig;
  readonly stateful: StatefulResources;
  readonly environment: Readonly<Record<string, string>>;
  readonly bind: (fn: ServiceFunction, access: Access) => void;
}

export interface QueueWorker {
  readonly worker: ServiceFunction;
  readonly dlqWorker?: ServiceFunction;
}

const title = (name: string): string => name[0].toUpperCase() + name.slice(1);

export class QueueWorkers extends Construct {
  readonly workers: Readonly<Record<QueueName, QueueWorker>>;

  constructor(scope: Construct, id: string, props: QueueWorkersProps) {
    super(scope, id);
    const make = (name: QueueName): QueueWorker => {
      const { settings, queue, dlq } = props.stateful.queues[name];
      const worker = new ServiceFunction(this, `${title(name)}Worker`, {
        stage: props.stage,
        module: settings.worker,
        description: `Consumes the ${name} queue`,
        timeoutSeconds: settings.workerTimeoutSeconds,
        memoryMb: settings.workerMemoryMb,
        environment: props.environment,
      });
      props.bind(worker, workerAccess[name]);
      bindQueueConsume(worker, queue, settings, settings.envVar, props.stage.concurrency.queueMax[name]);
      if (!settings.dlqWorker) return { worker };
      const dlqWorker = new ServiceFunction(this, `${title(name)}DeadLetterWorker`, {
        stage: props.stage,
        module: settings.dlqWorker,
        description: `Consumes the ${name} dead-letter queue`,
        timeoutSeconds: settings.workerTimeoutSeconds,
        memoryMb: 256,
        environment: props.environment,
      });
      props.bind(dlqWorker, dlqWorkerAccess);
      bindQueueConsume(dlqWorker, dlq, settings, settings.dlqEnvVar, 2);
      return { worker, dlqWorker };
    };
    this.workers = { parse: make("parse"), delivery: make("delivery"), ingest: make("ingest") };
  }
}
