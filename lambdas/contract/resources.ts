/**
 * Resource settings shared by the CDK stack and the local runner, so local runs use production's
 * keys, indexes, visibility timeouts and redrive policies.
 */

/**
 * One table, keyed `pk`/`sk`, with three generic indexes. See README "Storage" for the item layout. The indexes
 * project keys only: a write to an item in an index costs a key's write there, not the whole item again (a stored
 * receipt is several KB and sits in up to three indexes); the few queries that need more read the items from the
 * table (stores/table.ts `hydrate`).
 */
export const table = {
  partitionKey: "pk",
  sortKey: "sk",
  ttlAttribute: "expires_at",
  indexes: [
    { name: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk", projection: "KEYS_ONLY" },
    { name: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk", projection: "KEYS_ONLY" },
    { name: "gsi3", partitionKey: "gsi3pk", sortKey: "gsi3sk", projection: "KEYS_ONLY" },
  ],
} as const;

export type QueueName = "parse" | "delivery" | "ingest";

export interface QueueSettings {
  readonly name: QueueName;
  /** Worker module under `lambdas/`, exporting `handler` (an SQS handler with partial batch responses). */
  readonly worker: string;
  readonly workerTimeoutSeconds: number;
  /** At least six times the worker timeout, as AWS recommends for SQS event sources. */
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
  readonly batchSize: number;
  readonly workerMemoryMb: number;
  /** Worker that drains this queue's dead-letter queue, if any. */
  readonly dlqWorker?: string;
  readonly envVar: string;
  readonly dlqEnvVar: string;
}

export const queues: Record<QueueName, QueueSettings> = {
  parse: {
    name: "parse",
    worker: "workers/parse-job",
    workerTimeoutSeconds: 60,
    visibilityTimeoutSeconds: 360,
    // at least 5 for a Lambda consumer (AWS): one slow batch must not send its innocent jobs to error 500
    maxReceiveCount: 5,
    batchSize: 5,
    workerMemoryMb: 1024,
    dlqWorker: "workers/parse-dead-letter",
    envVar: "PARSE_QUEUE_URL",
    dlqEnvVar: "PARSE_DLQ_URL",
  },
  delivery: {
    name: "delivery",
    worker: "workers/deliver-webhook",
    // 30 s per attempt plus connect and bookkeeping.
    workerTimeoutSeconds: 40,
    visibilityTimeoutSeconds: 240,
    // The worker counts POSTs and parks a delivery itself after webhookMaxAttempts; receives lost before a POST
    // (throttles, errors) use none. The queue's redrive only catches a message that never reaches a POST.
    maxReceiveCount: 8,
    batchSize: 1,
    workerMemoryMb: 256,
    envVar: "DELIVERY_QUEUE_URL",
    dlqEnvVar: "DELIVERY_DLQ_URL",
  },
  ingest: {
    name: "ingest",
    worker: "workers/ingest-forwarded",
    workerTimeoutSeconds: 60,
    visibilityTimeoutSeconds: 360,
    maxReceiveCount: 5,
    batchSize: 5,
    workerMemoryMb: 1024,
    envVar: "INGEST_QUEUE_URL",
    dlqEnvVar: "INGEST_DLQ_URL",
  },
};

/** Memory of a dead-letter queue's worker (it only marks jobs). */
export const dlqWorkerMemoryMb = 256;

/** A queue a worker drains: a source queue, or a dead-letter queue that has a worker of its own. */
export interface WorkerBinding {
  /** The queue's key: its name, or `<name>-dlq`. */
  readonly queueKey: string;
  readonly queue: QueueName;
  readonly deadLetter: boolean;
  /** Worker module under `lambdas/`, exporting `handler`. */
  readonly module: string;
  readonly batchSize: number;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /** The environment variable that gives the worker its queue's URL. */
  readonly envVar: string;
}

/**
 * Every queue-to-worker wiring, the one list the stack (an SQS event source each), the local runner and the tests
 * (a poller each) make their workers from.
 */
export const workerBindings: readonly WorkerBinding[] = Object.values(queues).flatMap((q): WorkerBinding[] => [
  {
    queueKey: q.name, queue: q.name, deadLetter: false, module: q.worker,
    batchSize: q.batchSize, timeoutSeconds: q.workerTimeoutSeconds, memoryMb: q.workerMemoryMb, envVar: q.envVar,
  },
  ...(q.dlqWorker
    ? [{
      queueKey: `${q.name}-dlq`, queue: q.name, deadLetter: true, module: q.dlqWorker,
      batchSize: q.batchSize, timeoutSeconds: q.workerTimeoutSeconds, memoryMb: dlqWorkerMemoryMb, envVar: q.dlqEnvVar,
    }]
    : []),
]);

/** Dead-letter queues keep messages for the longest SQS allows, so support has time to look. */
export const dlqRetentionSeconds = 14 * 24 * 3600;
/**
 * Source queues keep them as long: a message's age counts from when it was first sent, also once it is in the
 * dead-letter queue, so a shorter source retention would only lose a backlog sooner.
 */
export const queueRetentionSeconds = dlqRetentionSeconds;

/** Webhook retry waits (seconds) before attempts 2, 3 and 4. */
export const webhookRetryDelaysSeconds = [5, 15, 45] as const;
/** POSTs per delivery (and per replay): the delivery worker parks it itself after the last one. */
export const webhookMaxAttempts = 4;
export const webhookTimeoutMs = 30_000;

/**
 * Receipts a reprocess job handles per parse invocation. An invocation has 60 s; a receipt takes 40-70 ms in AWS
 * (npm run bench measures the engine), so 250 take about 18 s at worst: room for a slow batch and cold start.
 */
export const reprocessChunkSize = 250;

/** Largest stored EML (bytes): an upload turned into a job by create_job, a message the inbound mailbox receives. */
export const maxEmlBytes = 5 * 1024 * 1024;

/** Lambda refuses a synchronous invocation whose event (the whole JSON proxy event) is larger than this (bytes). */
export const lambdaEventMaxBytes = 6_291_456;

/**
 * Largest `eml_data` in a create_job request body (bytes, as UTF-8). A form encoder may spell every byte as %XX
 * (three bytes); a multipart body reaches the function base64-encoded (4/3). Three times this, plus the event's
 * headers and request context (under 64 KB), stays under Lambda's event limit in every encoding, so an email at the
 * limit is never refused by AWS before our code runs. Larger emails go through POST /ereceipts/upload_url.
 */
export const maxInlineEmlBytes = 2_000_000;

/** Content types API Gateway hands to the function base64-encoded, bytes intact (an EML may not be UTF-8). */
export const binaryMediaTypes = ["multipart/form-data"] as const;

/** How long a URL from POST /ereceipts/upload_url accepts the upload (seconds). */
export const uploadUrlExpirySeconds = 900;
/** Days an upload that no create_job turned into a job stays in the bucket (the bucket's lifecycle deletes it). */
export const uploadRetentionDays = 1;

/**
 * Key prefixes of the one bucket. IAM grants in AWS are scoped to these, so code that writes elsewhere is
 * refused there (not locally): raw EMLs of create_job, messages SES receives, delivery bodies too large
 * for a queue message, and emails clients upload through a URL from POST /ereceipts/upload_url.
 */
export const bucketPrefixes = {
  raw: "raw/",
  inbound: "inbound/",
  deliveries: "deliveries/",
  uploads: "uploads/",
} as const;
export type BucketPrefix = keyof typeof bucketPrefixes;

export const envNames = {
  stage: "STAGE",
  table: "TABLE_NAME",
  bucket: "BUCKET_NAME",
  inboundDomain: "INBOUND_DOMAIN",
  /** KMS key (ARN) that encrypts webhook signing secrets; only the delivery worker may decrypt. */
  secretsKey: "SECRETS_KMS_KEY_ID",
  allowPrivateWebhooks: "ALLOW_PRIVATE_WEBHOOKS",
  retryDelays: "WEBHOOK_RETRY_DELAYS",
} as const;

/** The CloudFormation stack of a deployed stage. */
export const stackName = (stage: string): string => `EReceipts-${stage}`;

/** Output keys of a queue and its dead-letter queue's URLs (e.g. ParseQueueUrl, ParseDlqUrl). */
export function queueOutputKeys(name: QueueName): { queue: string; dlq: string } {
  const title = name[0].toUpperCase() + name.slice(1);
  return { queue: `${title}QueueUrl`, dlq: `${title}DlqUrl` };
}

/** The stack outputs the admin CLI reads from a deployed stage, and the variable each one sets. */
export const stackOutputsToEnv: Readonly<Record<string, string>> = {
  TableName: envNames.table,
  BucketName: envNames.bucket,
  ...Object.fromEntries(
    Object.values(queues).flatMap((q) => {
      const keys = queueOutputKeys(q.name);
      return [
        [keys.queue, q.envVar],
        [keys.dlq, q.dlqEnvVar],
      ];
    }),
  ),
  SecretsKmsKeyId: envNames.secretsKey,
  InboundDomain: envNames.inboundDomain,
};
