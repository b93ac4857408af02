/**
 * The sweeper (lambdas/workers/sweep.ts) on a schedule: every five minutes it re-enqueues open jobs and lost
 * deliveries, or ends what cannot be recovered. It may look at the delivery dead-letter queue (receive and
 * release, never delete) to tell a parked delivery from a lost one.
 */
import { Duration } from "aws-cdk-lib";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { Construct } from "constructs";
import { queues } from "../../lambdas/contract/resources";
import type { StageConfig } from "../../lambdas/contract/stages";
import { sweeperAccess, type Access } from "./access";
import { bindQueueInspect } from "./bindings";
import { ServiceFunction } from "./service-function";
import { sweeperModule } from "./bundling";
import type { StatefulResources } from "./stateful";

export interface SweeperProps {
  readonly stage: StageConfig;
  readonly stateful: StatefulResources;
  readonly environment: Readonly<Record<string, string>>;
  readonly bind: (fn: ServiceFunction, access: Access) => void;
}

export const sweepIntervalMinutes = 5;

export class Sweeper extends Construct {
  readonly fn: ServiceFunction;

  constructor(scope: Construct, id: string, props: SweeperProps) {
    super(scope, id);
    this.fn = new ServiceFunction(this, "SweepWorker", {
      stage: props.stage,
      module: sweeperModule,
      description: "Re-enqueues jobs and deliveries left open, or ends them with their cause",
      timeoutSeconds: 240,
      memoryMb: 256,
      environment: props.environment,
    });
    props.bind(this.fn, sweeperAccess);
    bindQueueInspect(this.fn, props.stateful.queues.delivery.dlq, queues.delivery.dlqEnvVar);
    new Rule(this, "Schedule", {
      description: "Runs the sweeper",
      schedule: Schedule.rate(Duration.minutes(sweepIntervalMinutes)),
      targets: [new LambdaFunction(this.fn, { retryAttempts: 0 })],
    });
  }
}
