/**
 * Feeds SQS batches to a worker the way Lambda's event source mapping does: receive up to `batchSize`
 * messages, invoke the handler with an SQSEvent, delete the messages it did not report in
 * `batchItemFailures` (all of them stay when it throws). Visibility timeouts and the queue's native
 * redrive then behave as in AWS, because the emulator implements them.
 */
import { ChangeMessageVisibilityCommand, DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from "@aws-sdk/client-sqs";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { localRegion } from "./provision";

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface PollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  handler: SqsHandler;
  batchSize: number;
  timeoutSeconds: number;
  name: string;
  /** Parallel receive loops (Lambda scales out; locally a couple is plenty). */
  concurrency?: number;
  waitTimeSeconds?: number;
  onError?: (error: unknown) => void;
}

export interface Poller {
  stop(): Promise<void>;
}

/** The ARN Lambda's event source would put on a local queue's records. */
export function localQueueArn(queueUrl: string): string {
  return `arn:aws:sqs:${localRegion}:000000000000:${queueUrl.split("/").pop()}`;
}

/** Runs `step` again and again while `running()`; an error is reported and followed by a short pause. */
async function repeatWhile(running: () => boolean, step: () => Promise<void>, onError?: (error: unknown) => void): Promise<void> {
  while (running()) {
    try {
      await step();
    } catch (error) {
      onError?.(error);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export function startPoller(opts: PollerOptions): Poller {
  let running = true;
  const loops = Array.from({ length: opts.concurrency ?? 2 }, () => repeatWhile(() => running, pollOnce, opts.onError));

  async function pollOnce(): Promise<void> {
    const out = await opts.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: opts.queueUrl,
        MaxNumberOfMessages: opts.batchSize,
        WaitTimeSeconds: opts.waitTimeSeconds ?? 1,
        MessageSystemAttributeNames: ["All"],
        MessageAttributeNames: ["All"],
      }),
    );
    const messages = out.Messages ?? [];
    if (messages.length === 0) return;
    const event: SQSEvent = { Records: messages.map((m) => toRecord(m, opts.queueArn)) };
    let failed: Set<string>;
    try {
      const result = await opts.handler(event, lambdaContext(opts.name, opts.timeoutSeconds));
      failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      opts.onError?.(error);
      return; // the whole batch becomes visible again after its visibility timeout, as in Lambda
    }
    const done = messages.filter((m) => !failed.has(m.MessageId!));
    if (done.length) {
      await opts.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: opts.queueUrl,
          Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
    }
  }

  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export interface DispatcherOptions extends PollerOptions {
  /** Handler invocations running at once (each with one message). */
  maxRunning: number;
  /** Messages held at once, running or waiting for their destination's turn. */
  maxHeld: number;
  /** How many messages of one destination may run at once; the rest wait their turn. */
  perKeyLimit: number;
  /** The destination of a message (null: no limit of its own). */
  keyOf: (record: SQSRecord) => string | null;
  /** The queue's visibility timeout: a waiting message's is renewed before it runs out. */
  visibilitySeconds: number;
}

/**
 * Feeds I/O-bound work (webhook deliveries) one message per invocation, many at once, so one slow destination
 * cannot hold the others back: at most `perKeyLimit` of a destination's messages run at once, the rest wait in
 * memory with their visibility renewed (a receive is an attempt: handing a message back would spend one).
 */
export function startDispatcher(opts: DispatcherOptions): Poller {
  let running = true;
  let held = 0;
  let runningNow = 0;
  const perKey = new Map<string, number>();
  const waiting: Array<{ message: Message; record: SQSRecord; key: string | null; renew: NodeJS.Timeout }> = [];
  const inFlight = new Set<Promise<void>>();

  const canRun = (key: string | null) => runningNow < opts.maxRunning && (key === null || (perKey.get(key) ?? 0) < opts.perKeyLimit);

  function pump(): void {
    for (let i = 0; i < waiting.length && runningNow < opts.maxRunning; ) {
      const w = waiting[i];
      if (!canRun(w.key)) { i++; continue; }
      waiting.splice(i, 1);
      clearInterval(w.renew);
      run(w.message, w.record, w.key);
    }
  }

  function run(message: Message, record: SQSRecord, key: string | null): void {
    runningNow++;
    if (key !== null) perKey.set(key, (perKey.get(key) ?? 0) + 1);
    const task = (async () => {
      try {
        const result = await opts.handler({ Records: [record] }, lambdaContext(opts.name, opts.timeoutSeconds));
        if (!(result?.batchItemFailures ?? []).length) {
          await opts.sqs.send(new DeleteMessageBatchCommand({ QueueUrl: opts.queueUrl, Entries: [{ Id: "0", ReceiptHandle: message.ReceiptHandle! }] }));
        }
      } catch (error) {
        opts.onError?.(error); // the message becomes visible again after its visibility timeout, as in Lambda
      } finally {
        runningNow--;
        held--;
        if (key !== null) perKey.set(key, (perKey.get(key) ?? 1) - 1);
        pump();
      }
    })();
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  }

  async function receive(): Promise<void> {
    const room = Math.min(10, opts.maxHeld - held);
    if (room <= 0) { await new Promise((r) => setTimeout(r, 100)); return; }
    const out = await opts.sqs.send(new ReceiveMessageCommand({
      QueueUrl: opts.queueUrl, MaxNumberOfMessages: room, WaitTimeSeconds: opts.waitTimeSeconds ?? 1,
      MessageSystemAttributeNames: ["All"], MessageAttributeNames: ["All"],
    }));
    for (const message of out.Messages ?? []) {
      held++;
      const record = toRecord(message, opts.queueArn);
      const key = opts.keyOf(record);
      if (canRun(key)) { run(message, record, key); continue; }
      const renew = setInterval(() => {
        opts.sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: opts.queueUrl, ReceiptHandle: message.ReceiptHandle!, VisibilityTimeout: opts.visibilitySeconds }))
          .catch((error: unknown) => opts.onError?.(error));
      }, Math.max(1, opts.visibilitySeconds / 3) * 1000);
      waiting.push({ message, record, key, renew });
    }
  }

  const loop = repeatWhile(() => running, receive, opts.onError);

  return {
    async stop() {
      running = false;
      await loop;
      // waiting messages were not started: they become visible again when their visibility runs out
      for (const w of waiting.splice(0)) clearInterval(w.renew);
      await Promise.all([...inFlight]);
    },
  };
}

function toRecord(m: Message, queueArn: string): SQSRecord {
  const attrs = m.Attributes ?? {};
  return {
    messageId: m.MessageId!,
    receiptHandle: m.ReceiptHandle!,
    body: m.Body ?? "",
    attributes: {
      ApproximateReceiveCount: attrs.ApproximateReceiveCount ?? "1",
      SentTimestamp: attrs.SentTimestamp ?? String(Date.now()),
      SenderId: attrs.SenderId ?? "local",
      ApproximateFirstReceiveTimestamp: attrs.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(m.MessageAttributes ?? {}).map(([k, v]) => [
        k,
        { dataType: v.DataType ?? "String", stringValue: v.StringValue, stringListValues: [], binaryListValues: [] },
      ]),
    ),
    md5OfBody: m.MD5OfBody ?? "",
    eventSource: "aws:sqs",
    eventSourceARN: queueArn,
    awsRegion: process.env.AWS_REGION ?? "us-east-1",
  };
}

let invocation = 0;

export function lambdaContext(name: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: "$LATEST",
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: "1024",
    awsRequestId: `local-${Date.now()}-${++invocation}`,
    logGroupName: `/local/${name}`,
    logStreamName: "local",
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}
