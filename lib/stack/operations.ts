/**
 * What on-call sees beyond the dead-letter alarms (alarms.ts): an alarm on any error-level log line of any function
 * (a metric filter on each log group), on Lambda throttles, and on a source queue whose oldest message waits too
 * long; and one dashboard with the business metrics the functions publish (lambdas/shared/metrics.ts), the queues
 * and the errors. Every alarm goes to the stage's alarm topic.
 */
import { Duration } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, Dashboard, GraphWidget, Metric, TreatMissingData, type IMetric } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { FilterPattern, MetricFilter } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { Construct } from "constructs";
import { metricsNamespace } from "../../lambdas/shared/metrics";
import type { QueueName } from "../../lambdas/contract/resources";
import type { StageConfig } from "../../lambdas/contract/stages";
import type { ServiceFunction } from "./service-function";
import type { StatefulResources } from "./stateful";

export interface OperationsProps {
  readonly stage: StageConfig;
  readonly stateful: StatefulResources;
  readonly functions: readonly ServiceFunction[];
  readonly topic: ITopic;
}

/** How long the oldest message of a source queue may wait before someone is told (the sweeper's windows are longer). */
export const oldestMessageAlarmSeconds = 15 * 60;

export class Operations extends Construct {
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const action = new SnsAction(props.topic);
    const alarm = (id: string, description: string, metric: IMetric, threshold: number): Alarm => {
      const a = new Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(action);
      this.alarms.push(a);
      return a;
    };

    const errorLines = new Metric({ namespace: metricsNamespace, metricName: "ErrorLogLines", statistic: "Sum", period: Duration.minutes(5) });
    props.functions.forEach((fn, i) => {
      new MetricFilter(this, `ErrorLines${i}`, {
        logGroup: fn.logGroupOfFunction,
        filterPattern: FilterPattern.stringValue("$.level", "=", "ERROR"),
        metricNamespace: metricsNamespace,
        metricName: "ErrorLogLines",
        metricValue: "1",
      });
    });
    alarm("ErrorLogLines", "A function logged at level ERROR (every failure is answered with HTTP 200, so Errors and 5XX stay empty): read the log group it came from", errorLines, 1);

    const throttles = new Metric({ namespace: "AWS/Lambda", metricName: "Throttles", statistic: "Sum", period: Duration.minutes(5) });
    alarm("Throttles", "Lambda throttled invocations in this account and region: check the concurrency settings against the quota (docs/deploy.md)", throttles, 1);

    const ages: IMetric[] = [];
    for (const name of Object.keys(props.stateful.queues) as QueueName[]) {
      const age = props.stateful.queues[name].queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: "Maximum" });
      ages.push(age);
      alarm(`${name}OldestMessage`, `The ${name} queue's oldest message has waited ${oldestMessageAlarmSeconds / 60} minutes: its workers are behind, throttled or failing`, age, oldestMessageAlarmSeconds);
    }

    const business = (metricName: string, statistic = "Sum", extra: Record<string, string> = {}) =>
      new Metric({ namespace: metricsNamespace, metricName, statistic, period: Duration.minutes(5), dimensionsMap: { service: "ereceipts", stage: props.stage.name, ...extra } });
    this.dashboard = new Dashboard(this, "Dashboard", { dashboardName: `EReceipts-${props.stage.name}` });
    this.dashboard.addWidgets(
      new GraphWidget({ title: "Jobs", left: [business("JobsCompleted"), ...["100", "201", "202", "203", "500"].map((code) => business("JobsFailed", "Sum", { code }))] }),
      new GraphWidget({ title: "Job duration (ms)", left: [business("JobDuration", "p50"), business("JobDuration", "p99")] }),
      new GraphWidget({ title: "Delivery attempts", left: ["delivered", "failed", "refused"].map((outcome) => business("DeliveryAttempts", "Sum", { outcome })) }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: "Oldest message (s)", left: ages }),
      new GraphWidget({ title: "Dead-letter queues", left: (Object.keys(props.stateful.queues) as QueueName[]).map((n) => props.stateful.queues[n].dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: "Maximum" })) }),
      new GraphWidget({ title: "Errors and throttles", left: [errorLines, throttles] }),
    );
  }
}
