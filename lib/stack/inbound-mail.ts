/**
 * Forwarded emails in AWS: SES receiving for the stage's inbound domain stores each raw message in the
 * bucket under `inbound/` and publishes its receipt notification (bucket, key, envelope recipients) to an
 * encrypted SNS topic, delivered raw to the ingest queue that the ingest worker consumes
 * (lambdas/forwarded/notifications.ts reads that form; the local SMTP inbox sends the same).
 *
 * No S3 event notification on `inbound/`: the ingest worker itself writes under `inbound/stored/`, which
 * would feed its own queue.
 *
 * MANUAL STEP: an account has one active receipt rule set per region and CloudFormation cannot activate
 * it. After the first deploy run the command in the `InboundActivation` output (docs/deploy.md), verify
 * the domain in SES and point its MX record at `inbound-smtp.<region>.amazonaws.com`.
 */
import { Aws, Duration, RemovalPolicy } from "aws-cdk-lib";
import { Effect, PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Key } from "aws-cdk-lib/aws-kms";
import type { Bucket } from "aws-cdk-lib/aws-s3";
import { ReceiptRuleSet, TlsPolicy } from "aws-cdk-lib/aws-ses";
import { S3 } from "aws-cdk-lib/aws-ses-actions";
import { Topic } from "aws-cdk-lib/aws-sns";
import { SqsSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { bucketPrefixes } from "../../lambdas/contract/resources";
import type { StageConfig } from "../../lambdas/contract/stages";

export interface InboundMailProps {
  readonly stage: StageConfig;
  readonly bucket: Bucket;
  readonly ingestQueue: IQueue;
}

export class InboundMail extends Construct {
  readonly ruleSet: ReceiptRuleSet;
  readonly ruleSetName: string;
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: InboundMailProps) {
    super(scope, id);
    const ses = new ServicePrincipal("ses.amazonaws.com");
    const fromThisAccount = { StringEquals: { "aws:SourceAccount": Aws.ACCOUNT_ID } };

    // Notifications carry senders, recipients and subjects: encrypted with a key SES may use.
    const key = new Key(this, "TopicKey", {
      description: `Encrypts the inbound-mail notifications (${props.stage.name})`,
      enableKeyRotation: true,
      removalPolicy: props.stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(props.stage.retainData ? 30 : 7),
    });
    key.addToResourcePolicy(
      new PolicyStatement({ principals: [ses], actions: ["kms:GenerateDataKey*", "kms:Decrypt"], resources: ["*"], conditions: fromThisAccount }),
    );
    this.topic = new Topic(this, "Notifications", {
      displayName: `E-receipts ${props.stage.name} inbound mail`,
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addToResourcePolicy(
      new PolicyStatement({ principals: [ses], actions: ["sns:Publish"], resources: [this.topic.topicArn], conditions: fromThisAccount }),
    );
    this.topic.addSubscription(new SqsSubscription(props.ingestQueue, { rawMessageDelivery: true }));

    this.ruleSetName = `ereceipts-${props.stage.name}-inbound`;
    const ruleName = "store-forwarded-email";
    // SES writes into the bucket for this rule only: another account's or another rule's SES is refused
    // (the S3 action's own statement only checks the account, through aws:Referer).
    const ruleArn = `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:receipt-rule-set/${this.ruleSetName}:receipt-rule/${ruleName}`;
    props.bucket.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        principals: [ses],
        actions: ["s3:PutObject"],
        resources: [props.bucket.arnForObjects("*")],
        conditions: { StringNotEquals: { "aws:SourceArn": ruleArn } },
      }),
    );
    this.ruleSet = new ReceiptRuleSet(this, "RuleSet", {
      receiptRuleSetName: this.ruleSetName,
      rules: [
        {
          receiptRuleName: ruleName,
          recipients: [props.stage.inboundDomain],
          scanEnabled: true,
          // Receipts are personal data: accept them only over TLS (every major mail provider uses it).
          tlsPolicy: TlsPolicy.REQUIRE,
          actions: [new S3({ bucket: props.bucket, objectKeyPrefix: bucketPrefixes.inbound, topic: this.topic })],
        },
      ],
    });
  }
}
