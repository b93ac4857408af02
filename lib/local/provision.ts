/**
 * Creates the table, bucket and queues on the emulators from the same settings the CDK stack uses
 * (`lambdas/contract/resources.ts`), and returns the environment the handlers read.
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, type GlobalSecondaryIndex } from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from "@aws-sdk/client-sqs";
import { dlqRetentionSeconds, queueRetentionSeconds, queues, table } from "../../lambdas/contract/resources";
import type { Emulators } from "./emulators";

export const localCredentials = { accessKeyId: "local", secretAccessKey: "local" };
export const localRegion = "us-east-1";

export interface ProvisionedResources {
  tableName: string;
  bucketName: string;
  queueUrls: Record<string, string>;
  /** Environment variables for handlers and workers (names as in the CDK stack). */
  env: Record<string, string>;
}

export async function provision(emulators: Emulators, prefix = "ereceipts-local"): Promise<ProvisionedResources> {
  const ddb = new DynamoDBClient({ region: localRegion, endpoint: emulators.dynamoEndpoint, credentials: localCredentials });
  const s3 = new S3Client({ region: localRegion, endpoint: emulators.s3Endpoint, credentials: localCredentials, forcePathStyle: true });
  const sqs = new SQSClient({ region: localRegion, endpoint: emulators.sqsEndpoint, credentials: localCredentials, useQueueUrlAsEndpoint: false });

  const tableName = `${prefix}-table`;
  const exists = await ddb.send(new DescribeTableCommand({ TableName: tableName })).then(() => true, () => false);
  if (!exists) {
    const attrs = new Set<string>([table.partitionKey, table.sortKey]);
    const gsis: GlobalSecondaryIndex[] = table.indexes.map((ix) => {
      attrs.add(ix.partitionKey);
      attrs.add(ix.sortKey);
      return {
        IndexName: ix.name,
        KeySchema: [
          { AttributeName: ix.partitionKey, KeyType: "HASH" },
          { AttributeName: ix.sortKey, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: ix.projection },
      };
    });
    await ddb.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: "S" })),
        KeySchema: [
          { AttributeName: table.partitionKey, KeyType: "HASH" },
          { AttributeName: table.sortKey, KeyType: "RANGE" },
        ],
        GlobalSecondaryIndexes: gsis,
      }),
    );
  }

  const bucketName = `${prefix}-raw`;
  const hasBucket = await s3.send(new HeadBucketCommand({ Bucket: bucketName })).then(() => true, () => false);
  if (!hasBucket) await s3.send(new CreateBucketCommand({ Bucket: bucketName }));

  const queueUrls: Record<string, string> = {};
  const env: Record<string, string> = { TABLE_NAME: tableName, BUCKET_NAME: bucketName };
  for (const q of Object.values(queues)) {
    const dlq = await sqs.send(
      new CreateQueueCommand({ QueueName: `${prefix}-${q.name}-dlq`, Attributes: { MessageRetentionPeriod: String(dlqRetentionSeconds) } }),
    );
    const dlqArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ["QueueArn"] }))).Attributes?.QueueArn;
    const main = await sqs.send(
      new CreateQueueCommand({
        QueueName: `${prefix}-${q.name}`,
        Attributes: {
          VisibilityTimeout: String(q.visibilityTimeoutSeconds),
          MessageRetentionPeriod: String(queueRetentionSeconds),
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: String(q.maxReceiveCount) }),
        },
      }),
    );
    queueUrls[q.name] = main.QueueUrl!;
    queueUrls[`${q.name}-dlq`] = dlq.QueueUrl!;
    env[q.envVar] = main.QueueUrl!;
    env[q.dlqEnvVar] = dlq.QueueUrl!;
  }
  ddb.destroy();
  s3.destroy();
  sqs.destroy();
  return { tableName, bucketName, queueUrls, env };
}

/** The SDK's standard endpoint variables plus region and dummy credentials for the emulators. */
export function emulatorEnv(emulators: Emulators): Record<string, string> {
  return {
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: emulators.dynamoEndpoint,
    AWS_ENDPOINT_URL_S3: emulators.s3Endpoint,
    AWS_ENDPOINT_URL_SQS: emulators.sqsEndpoint,
  };
}
