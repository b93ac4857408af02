/**
 * Binding helpers: each grants the least privilege a function needs on one resource and sets the
 * environment variable that names it, in one call, so permissions and configuration cannot drift apart.
 */
import { Stack, Validations, type CfnElement } from "aws-cdk-lib";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import type { IKey } from "aws-cdk-lib/aws-kms";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { IConstruct } from "constructs";
import { bucketPrefixes, envNames, table as tableSettings, type BucketPrefix, type QueueSettings } from "../../lambdas/contract/resources";
import type { ServiceFunction } from "./service-function";

export type TableAccess = "read" | "readWrite";

// Every access pattern is a query (DESIGN.md "Storage"): no Scan, for anyone.
const tableRead = ["dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:ConditionCheckItem", "dynamodb:DescribeTable"];
const tableWrite = ["dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem"];

export function bindTable(fn: ServiceFunction, table: ITable, access: TableAccess): void {
  fn.addEnvironment(envNames.table, table.tableName);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: access === "read" ? tableRead : [...tableRead, ...tableWrite],
      // The table and each index by name: no `index/*` wildcard.
      resources: [table.tableArn, ...tableSettings.indexes.map((i) => `${table.tableArn}/index/${i.name}`)],
    }),
  );
}

export type BucketAccess = "read" | "write" | "readWrite" | "readDelete" | "readWriteDelete";

const bucketActions: Record<BucketAccess, string[]> = {
  read: ["s3:GetObject"],
  write: ["s3:PutObject"],
  readWrite: ["s3:GetObject", "s3:PutObject"],
  readDelete: ["s3:GetObject", "s3:DeleteObject"],
  readWriteDelete: ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
};

/** `<LogicalId.Arn>`, the form cdk-nag prints a resource's ARN in its findings. */
export function nagArnRef(resource: IConstruct): string {
  const cfn = resource.node.defaultChild as CfnElement;
  return `<${Stack.of(resource).resolve(cfn.logicalId)}.Arn>`;
}

/**
 * Object access under one key prefix of the bucket (and listing of that prefix). The object ARN ends in
 * `<prefix>*`, which cdk-nag reports as a wildcard; the acknowledgement names that exact prefix.
 */
export function bindBucket(fn: ServiceFunction, bucket: IBucket, prefix: BucketPrefix, access: BucketAccess): void {
  const keyPrefix = bucketPrefixes[prefix];
  fn.addEnvironment(envNames.bucket, bucket.bucketName);
  fn.addToRolePolicy(new PolicyStatement({ actions: bucketActions[access], resources: [bucket.arnForObjects(`${keyPrefix}*`)] }));
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ["s3:ListBucket"],
      resources: [bucket.bucketArn],
      conditions: { StringLike: { "s3:prefix": [`${keyPrefix}*`] } },
    }),
  );
  Validations.of(fn.serviceRole).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagArnRef(bucket)}/${keyPrefix}*]`,
    reason: `Objects are keyed by account and id under ${keyPrefix}; access is limited to that prefix of the one bucket.`,
  });
}

/** Send access to a queue, and its URL in the queue's variable. */
export function bindQueueSend(fn: ServiceFunction, queue: IQueue, envVar: string): void {
  queue.grantSendMessages(fn);
  fn.addEnvironment(envVar, queue.queueUrl);
}

/**
 * Makes the function the consumer of a queue: an SQS event source with partial batch responses (receive,
 * delete and change visibility are granted by it), and the queue's URL in its variable so the function
 * can change a message's visibility itself. `maxConcurrency` caps the invocations the trigger runs at once.
 */
export function bindQueueConsume(fn: ServiceFunction, queue: IQueue, settings: Pick<QueueSettings, "batchSize">, envVar: string, maxConcurrency: number): void {
  fn.addEventSource(new SqsEventSource(queue, { batchSize: settings.batchSize, reportBatchItemFailures: true, maxConcurrency }));
  fn.addEnvironment(envVar, queue.queueUrl);
}

/** Look at a queue's messages without consuming them (receive, then release), and its URL in `envVar`. */
export function bindQueueInspect(fn: ServiceFunction, queue: IQueue, envVar: string): void {
  queue.grant(fn, "sqs:ReceiveMessage", "sqs:ChangeMessageVisibility", "sqs:GetQueueAttributes");
  fn.addEnvironment(envVar, queue.queueUrl);
}

/** Decrypt with the key that protects webhook signing secrets. */
export function bindSecretsKey(fn: ServiceFunction, key: IKey): void {
  fn.addToRolePolicy(new PolicyStatement({ actions: ["kms:Decrypt"], resources: [key.keyArn] }));
  fn.addEnvironment(envNames.secretsKey, key.keyArn);
}
