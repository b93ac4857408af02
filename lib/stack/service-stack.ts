/**
 * `EReceipts-<stage>`: the stateful resources (table, bucket, queues, key), the stateless ones (one
 * function per route behind the REST API, the queue workers), inbound mail, the DLQ alarms, and the
 * outputs the admin CLI reads to find a deployed stage's resources.
 */
import { CfnOutput, Stack, Validations, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { envNames, queueOutputKeys, queues, stackName as stackNameOf, type QueueName } from "../../lambdas/contract/resources";
import type { StageConfig } from "../../lambdas/contract/stages";
import { routeAccess, type Access } from "./access";
import { DeadLetterAlarms } from "./alarms";
import { ServiceApi } from "./api";
import { bindBucket, bindQueueSend, bindSecretsKey, bindTable } from "./bindings";
import { InboundMail } from "./inbound-mail";
import { ServiceFunction } from "./service-function";
import { Operations } from "./operations";
import { StatefulResources } from "./stateful";
import { Sweeper } from "./sweeper";
import { QueueWorkers } from "./workers";

export interface ServiceStackProps extends StackProps {
  readonly stage: StageConfig;
}

export const stackName = (stage: Pick<StageConfig, "name">): string => stackNameOf(stage.name);

export class ServiceStack extends Stack {
  readonly stateful: StatefulResources;
  readonly api: ServiceApi;
  readonly workers: QueueWorkers;
  readonly inbound: InboundMail;
  readonly alarms: DeadLetterAlarms;
  readonly sweeper: Sweeper;
  readonly operations: Operations;
  /** The stage as deployed (with its inbound domain and alarm address). */
  readonly stage: StageConfig;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, { ...props, stackName: stackName(props.stage), description: `E-receipt processing service (${props.stage.name})` });
    const { stage } = props;
    this.stage = stage;
    if (stage.name === "local") throw new Error("The local stage is run by `npm start`, not deployed");

    this.stateful = new StatefulResources(this, "Stateful", stage);
    const { table, bucket, secretsKey } = this.stateful;
    const environment = {
      [envNames.table]: table.tableName,
      [envNames.bucket]: bucket.bucketName,
      [envNames.inboundDomain]: stage.inboundDomain,
      POWERTOOLS_SERVICE_NAME: "ereceipts",
    };
    const bind = (fn: ServiceFunction, access: Access): void => {
      bindTable(fn, table, access.table);
      for (const b of access.bucket ?? []) bindBucket(fn, bucket, b.prefix, b.access);
      for (const name of access.send ?? []) bindQueueSend(fn, this.stateful.queues[name].queue, queues[name].envVar);
      for (const name of access.sendToDeadLetter ?? []) bindQueueSend(fn, this.stateful.queues[name].dlq, queues[name].dlqEnvVar);
      if (access.decryptSecrets) bindSecretsKey(fn, secretsKey);
    };

    this.api = new ServiceApi(this, "Api", { stage, environment, bind, accessOf: routeAccess });
    this.workers = new QueueWorkers(this, "Workers", { stage, stateful: this.stateful, environment, bind });
    this.sweeper = new Sweeper(this, "Sweeper", { stage, stateful: this.stateful, environment, bind });
    this.inbound = new InboundMail(this, "InboundMail", { stage, bucket, ingestQueue: this.stateful.queues.ingest.queue });
    this.alarms = new DeadLetterAlarms(this, "Alarms", { stage, stateful: this.stateful, workers: this.workers.workers });
    const functions = this.node.findAll().filter((c): c is ServiceFunction => c instanceof ServiceFunction);
    this.operations = new Operations(this, "Operations", { stage, stateful: this.stateful, functions, topic: this.alarms.topic });

    Validations.of(this).acknowledge({
      id: "AwsSolutions-L1",
      reason:
        "Functions run NODEJS_22_X on purpose (DESIGN.md): code must also run on the Node 20 used locally, and 22 is the newest " +
        "runtime we test against. Move to the next LTS runtime deliberately, with the local Node version.",
    });

    const output = (id: string, value: string, description: string): void => {
      new CfnOutput(this, id, { value, description });
    };
    output("ApiUrl", this.api.api.url, "Base URL of the e-receipt API (both /ereceipts/ and /api/emails/)");
    output("TableName", table.tableName, "DynamoDB single table");
    output("BucketName", bucket.bucketName, "Raw EMLs (raw/), received mail (inbound/), large delivery bodies (deliveries/)");
    for (const name of Object.keys(queues) as QueueName[]) {
      const keys = queueOutputKeys(name);
      output(keys.queue, this.stateful.queues[name].queue.queueUrl, `The ${name} queue`);
      output(keys.dlq, this.stateful.queues[name].dlq.queueUrl, `The ${name} dead-letter queue`);
    }
    output("SecretsKmsKeyId", secretsKey.keyArn, "KMS key (ARN) that encrypts webhook signing secrets");
    output("InboundDomain", stage.inboundDomain, "Forwarded emails go to <account>@<this domain>");
    output("AlarmTopicArn", this.alarms.topic.topicArn, "SNS topic of the dead-letter alarms: subscribe on-call here");
    output(
      "InboundActivation",
      `aws ses set-active-receipt-rule-set --rule-set-name ${this.inbound.ruleSetName}`,
      "MANUAL STEP once per account and region: activate the SES receipt rule set (CloudFormation cannot)",
    );
  }
}
