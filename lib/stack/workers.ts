/**
 * One worker per queue (lambdas/<worker>.ts), fed by an SQS event source with partial batch responses,
 * and the dead-letter worker of a queue that has one (the parse DLQ marks its jobs `error`): made from the contract's
 * workerBindings, as the local runner and the tests make their pollers.
 */
import { Construct } from "constructs";
import { workerBindings, type QueueName } from "../../lambdas/contract/resources";
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
    const made: Partial<Record<QueueName, { worker?: ServiceFunction; dlqWorker?: ServiceFunction }>> = {};
    for (const binding of workerBindings) {
      const { queue, dlq } = props.stateful.queues[binding.queue];
      const fn = new ServiceFunction(this, `${title(binding.queue)}${binding.deadLetter ? "DeadLetterWorker" : "Worker"}`, {
        stage: props.stage,
        module: binding.module,
        description: `Consumes the ${binding.queue}${binding.deadLetter ? " dead-letter" : ""} queue`,
        timeoutSeconds: binding.timeoutSeconds,
        memoryMb: binding.memoryMb,
        environment: props.environment,
      });
      props.bind(fn, binding.deadLetter ? dlqWorkerAccess : workerAccess[binding.queue]);
      const maxConcurrency = binding.deadLetter ? 2 : props.stage.concurrency.queueMax[binding.queue];
      bindQueueConsume(fn, binding.deadLetter ? dlq : queue, binding, binding.envVar, maxConcurrency);
      made[binding.queue] = { ...made[binding.queue], [binding.deadLetter ? "dlqWorker" : "worker"]: fn };
    }
    const workerOf = (name: QueueName): QueueWorker => ({ worker: made[name]!.worker!, dlqWorker: made[name]!.dlqWorker });
    this.workers = { parse: workerOf("parse"), delivery: workerOf("delivery"), ingest: workerOf("ingest") };
  }
}
