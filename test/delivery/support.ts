/** Real HTTP receivers and a queue poller driving the delivery worker, for the delivery tests. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { startPoller, type Poller } from "../../lib/local/queue-poller";
import { queues } from "../../lib/resources";
import { sqs } from "../../lambdas/shared/aws";
import { createDeliveryHandler } from "../../lambdas/workers/deliver-webhook";
import type { DeliveryDeps } from "../../lambdas/delivery/deliver";
import { systemResolver, webhookPolicy } from "../../lambdas/shared/webhook-policy";
import { testResources } from "../support/resources";

export interface ReceivedRequest {
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
  /** Resolves once `n` requests have arrived (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
}

/** A receiver answering each request with `respond(n)` (n counts from 1). */
export async function startReceiver(respond: (n: number, res: ServerResponse) => void | number): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ at: Date.now(), method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = respond(requests.length, res);
      if (typeof status === "number") res.writeHead(status).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
    async waitFor(n, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} requests, got ${requests.length}`);
        await sleep(25);
      }
      return requests.slice(0, n);
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Feeds the test's delivery queue to the delivery worker, as Lambda's event source mapping does. */
export function startDeliveryPoller(deps: DeliveryDeps = { policy: webhookPolicy, resolver: systemResolver }): Poller {
  const q = queues.delivery;
  return startPoller({
    sqs,
    queueUrl: testResources().queueUrls.delivery,
    queueArn: "arn:aws:sqs:us-east-1:000000000000:test-delivery",
    handler: createDeliveryHandler(deps),
    batchSize: q.batchSize,
    timeoutSeconds: q.workerTimeoutSeconds,
    name: "deliver-webhook",
    concurrency: 1,
    waitTimeSeconds: 1,
  });
}

/** Polls until `check` returns a value (not undefined). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(50);
  }
}

/** Local stage, private receivers allowed, short waits: what every delivery test runs with. */
export function useLocalDeliveryEnv(delays = "1,1,2", timeoutMs?: number): void {
  process.env.STAGE = "local";
  process.env.ALLOW_PRIVATE_WEBHOOKS = "1";
  process.env.WEBHOOK_RETRY_DELAYS = delays;
  if (timeoutMs) process.env.WEBHOOK_TIMEOUT_MS = String(timeoutMs);
  else delete process.env.WEBHOOK_TIMEOUT_MS;
}
