/**
 * Forwarded emails in AWS: SES receiving for the stage's inbound domain stores each raw message in the
 * bucket under `inbound/`, and the bucket notifies the ingest queue of every object created there (the
 * standard S3 event, Records[].s3.object.key), which the ingest worker consumes.
 *
 * MANUAL STEP: an account has one active receipt rule set and CloudFormation cannot activate it. After the
 * first deploy run the command in the `InboundActivation` output (see docs/deploy.md), and point the
 * domain's MX record at `inbound-smtp.<region>.amazonaws.com` once the domain is verified in SES.
 */
import { Stack, Validations } from "aws-cdk-lib";
import { EventType, type Bucket } from "aws-cdk-lib/aws-s3";
import { SqsDestination } from "aws-cdk-lib/aws-s3-notifications";
import { ReceiptRuleSet, TlsPolicy } from "aws-cdk-lib/aws-ses";
import { S3 } from "aws-cdk-lib/aws-ses-actions";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { bucketPrefixes } from "../resources";
import type { StageConfig } from "../stages";

export interface InboundMailProps {
  readonly stage: StageConfig;
  readonly bucket: Bucket;
  readonly ingestQueue: IQueue;
}

/** Construct id CDK gives the singleton that applies bucket notifications. */
const notificationsHandlerId = "BucketNotificationsHandler050a0587b7544547bf325f094a3db834";

export class InboundMail extends Construct {
  readonly ruleSet: ReceiptRuleSet;
  readonly ruleSetName: string;

  constructor(scope: Construct, id: string, props: InboundMailProps) {
    super(scope, id);
    this.ruleSetName = `ereceipts-${props.stage.name}-inbound`;
    this.ruleSet = new ReceiptRuleSet(this, "RuleSet", {
      receiptRuleSetName: this.ruleSetName,
      rules: [
        {
          receiptRuleName: "store-forwarded-email",
          recipients: [props.stage.inboundDomain],
          scanEnabled: true,
          // Receipts are personal data: accept them only over TLS (every major mail provider uses it).
          tlsPolicy: TlsPolicy.REQUIRE,
          actions: [new S3({ bucket: props.bucket, objectKeyPrefix: bucketPrefixes.inbound })],
        },
      ],
    });

    props.bucket.addEventNotification(EventType.OBJECT_CREATED, new SqsDestination(props.ingestQueue), {
      prefix: bucketPrefixes.inbound,
    });

    const handler = Stack.of(this).node.tryFindChild(notificationsHandlerId);
    if (handler) {
      Validations.of(handler).acknowledge({
        id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
        reason: "CDK's own deploy-time handler that applies the bucket's notification configuration; the managed policy only lets it write its logs.",
      });
    }
  }
}
