/**
 * The resources that hold data: the single table, the EML bucket, the queues with their dead-letter
 * queues, and the key that encrypts webhook signing secrets. Built from lambdas/contract/resources.ts (shared with the
 * local runner) and the stage configuration; removal follows `retainData`.
 */
import { Duration, RemovalPolicy, Validations } from "aws-cdk-lib";
import { AttributeType, ProjectionType, BillingMode, Table, TableEncryption } from "aws-cdk-lib/aws-dynamodb";
import { Key } from "aws-cdk-lib/aws-kms";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { bucketPrefixes, dlqRetentionSeconds, queueRetentionSeconds, queues, table as tableSettings, uploadRetentionDays, type QueueName, type QueueSettings } from "../../lambdas/contract/resources";
import type { StageConfig } from "../../lambdas/contract/stages";

export interface ServiceQueue {
  readonly settings: QueueSettings;
  readonly queue: Queue;
  readonly dlq: Queue;
}

export class StatefulResources extends Construct {
  readonly table: Table;
  readonly bucket: Bucket;
  readonly queues: Readonly<Record<QueueName, ServiceQueue>>;
  readonly secretsKey: Key;

  constructor(scope: Construct, id: string, stage: StageConfig) {
    super(scope, id);
    const removalPolicy = stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new Table(this, "Table", {
      partitionKey: { name: tableSettings.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableSettings.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableSettings.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: stage.retainData,
      removalPolicy,
    });
    for (const index of tableSettings.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType[index.projection],
      });
    }

    // SSE-S3: SES receiving writes here and cannot use a customer key without more key policy.
    this.bucket = new Bucket(this, "EmlBucket", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Off: EMLs are written once under unique keys, and clear_history must really delete personal data.
      versioned: false,
      lifecycleRules: [
        { id: "expire-emls", expiration: Duration.days(stage.emlRetentionDays) },
        // uploads that no create_job turned into a job (the job keeps its own copy under raw/)
        { id: "expire-uploads", prefix: bucketPrefixes.uploads, expiration: Duration.days(uploadRetentionDays) },
        { id: "abort-incomplete-uploads", abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy,
    });
    Validations.of(this.bucket).acknowledge({
      id: "AwsSolutions-S1",
      reason:
        "Only the service's own roles and SES can reach the bucket (public access blocked, TLS enforced, prefix-scoped grants); " +
        "server access logs would be a second store of personal-data keys. Use CloudTrail data events when an audit needs it.",
    });

    const makeQueue = (settings: QueueSettings): ServiceQueue => {
      const title = settings.name[0].toUpperCase() + settings.name.slice(1);
      const dlq = new Queue(this, `${title}Dlq`, {
        retentionPeriod: Duration.seconds(dlqRetentionSeconds),
        // A DLQ with its own worker needs room for that worker's timeout too.
        visibilityTimeout: Duration.seconds(settings.visibilityTimeoutSeconds),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        removalPolicy,
      });
      const queue = new Queue(this, `${title}Queue`, {
        retentionPeriod: Duration.seconds(queueRetentionSeconds),
        visibilityTimeout: Duration.seconds(settings.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: dlq, maxReceiveCount: settings.maxReceiveCount },
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        removalPolicy,
      });
      return { settings, queue, dlq };
    };
    this.queues = {
      parse: makeQueue(queues.parse),
      delivery: makeQueue(queues.delivery),
      ingest: makeQueue(queues.ingest),
    };

    this.secretsKey = new Key(this, "SecretsKey", {
      description: `Encrypts webhook signing secrets (${stage.name}); only the delivery worker decrypts`,
      enableKeyRotation: true,
      removalPolicy,
      pendingWindow: Duration.days(stage.retainData ? 30 : 7),
    });
  }
}
