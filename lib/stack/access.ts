/**
 * What each function may touch. The stack grants exactly this (bindings.ts), so a handler that needs more
 * is a one-line change here, reviewed as a permission change.
 */
import type { BucketPrefix, QueueName } from "../../lambdas/contract/resources";
import type { Route } from "../../lambdas/contract/routes";
import type { BucketAccess, TableAccess } from "./bindings";

export interface Access {
  readonly table: TableAccess;
  readonly bucket?: ReadonlyArray<{ readonly prefix: BucketPrefix; readonly access: BucketAccess }>;
  /** Queues the function sends to (their URLs are set in QueueSettings.envVar). */
  readonly send?: readonly QueueName[];
  /** Dead-letter queues the function sends to (URLs in QueueSettings.dlqEnvVar): the delivery worker parks itself. */
  readonly sendToDeadLetter?: readonly QueueName[];
  /** Decrypt webhook signing secrets (only the delivery worker). */
  readonly decryptSecrets?: boolean;
}

/** Routes not listed here: GET reads the table, other methods read and write it; nothing else. */
const routeOverrides: Readonly<Record<string, Access>> = {
  // an uploaded email is checked (HEAD), copied under raw/ and deleted
  PostCreateJob: { table: "readWrite", bucket: [{ prefix: "raw", access: "write" }, { prefix: "uploads", access: "readDelete" }], send: ["parse"] },
  // the presigned URL carries the permissions of the role that signed it: PutObject under uploads/ and nothing else
  PostUploadUrl: { table: "read", bucket: [{ prefix: "uploads", access: "write" }] },
  PostReprocessJob: { table: "readWrite", send: ["parse"] },
  // post_to_remote=true goes through the delivery machinery (retries, signing, audit).
  GetSimulateResults: { table: "readWrite", bucket: [{ prefix: "deliveries", access: "write" }], send: ["delivery"] },
  PostClearHistory: {
    table: "readWrite",
    bucket: [
      { prefix: "raw", access: "readWriteDelete" },
      // Forwarded messages and their offloaded bodies.
      { prefix: "inbound", access: "readWriteDelete" },
    ],
  },
  // ereceipt[show_html]=true returns the forwarded message itself.
  GetScrapedForwardedEmails: { table: "read", bucket: [{ prefix: "inbound", access: "read" }] },
};

export function routeAccess(route: Pick<Route, "id" | "method">): Access {
  return routeOverrides[route.id] ?? { table: route.method === "GET" ? "read" : "readWrite" };
}

export const workerAccess: Readonly<Record<QueueName, Access>> = {
  parse: {
    table: "readWrite",
    bucket: [
      { prefix: "raw", access: "read" },
      { prefix: "deliveries", access: "write" },
    ],
    send: ["delivery"],
  },
  delivery: { table: "readWrite", bucket: [{ prefix: "deliveries", access: "read" }], decryptSecrets: true, sendToDeadLetter: ["delivery"] },
  // Reads what SES stored; writes bodies too large for an item under inbound/stored/. Forwarded emails
  // send no webhooks, so it gets no queue.
  ingest: { table: "readWrite", bucket: [{ prefix: "inbound", access: "readWrite" }] },
};

/** Drains a dead-letter queue: marks what died as failed (a parse job becomes `error`, code 500). */
export const dlqWorkerAccess: Access = { table: "readWrite" };

/**
 * The sweeper: reads and updates jobs and deliveries, checks that a job's stored email is still there
 * (HEAD needs s3:GetObject), and sends to the parse and delivery queues. Its look at the delivery
 * dead-letter queue is bound separately (bindQueueInspect).
 */
export const sweeperAccess: Access = { table: "readWrite", bucket: [{ prefix: "raw", access: "read" }], send: ["parse", "delivery"] };
