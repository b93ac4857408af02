/**
 * Nothing is lost silently: an alarm on every dead-letter queue's depth, and on the dead-letter worker
 * running (a drained DLQ can be empty again by the time anyone looks), all to one SNS topic.
 */
import { Duration } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Construct } from "constructs";
import type { QueueName } from "../../lambdas/contract/resources";
import type { StageConfig } from "../../lambdas/contract/stages";
import type { StatefulResources } from "./stateful";
import type { QueueWorker } from "./workers";

export interface DeadLetterAlarmsProps {
  readonly stage: StageConfig;
  readonly stateful: StatefulResources;
  readonly workers: Readonly<Record<QueueName, QueueWorker>>;
}

export class DeadLetterAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: ReadonlyMap<QueueName, Alarm>;

  constructor(scope: Construct, id: string, props: DeadLetterAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, "Topic", { displayName: `E-receipts ${props.stage.name} alarms`, enforceSSL: true });
    if (props.stage.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.stage.alarmEmail));
    const action = new SnsAction(this.topic);

    const alarms = new Map<QueueName, Alarm>();
    for (const name of Object.keys(props.stateful.queues) as QueueName[]) {
      const { dlq } = props.stateful.queues[name];
      const alarm = new Alarm(this, `${name}DlqDepth`, {
        alarmDescription: `Messages in the ${name} dead-letter queue: inspect and replay with the admin CLI (docs/deploy.md)`,
        metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: "Maximum" }),
        threshold: props.stage.dlqAlarmThreshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(action);
      alarms.set(name, alarm);

      const dlqWorker = props.workers[name].dlqWorker;
      if (dlqWorker) {
        const ran = new Alarm(this, `${name}DeadLetterWorkerRan`, {
          alarmDescription: `The ${name} dead-letter worker ran: messages died after all retries (their jobs are marked error)`,
          metric: dlqWorker.metricInvocations({ period: Duration.minutes(5), statistic: "Sum" }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
        ran.addAlarmAction(action);
      }
    }
    this.alarms = alarms;
  }
}
