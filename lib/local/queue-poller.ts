/**
 * Feeds SQS batches to a worker the way Lambda's event source mapping does: receive up to `batchSize`
 * messages, invoke the handler with an SQSEvent, delete the messages it did not report in
 * `batchItemFailures` (all of them stay when it throws). Visibility timeouts and the queue's native
 * redrive then behave as in AWS, because the emulator implements them.
 */
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from "@aws-sdk/client-sqs";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";

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

export function startPoller(opts: PollerOptions): Poller {
  let running = true;
  const loops = Array.from({ length: opts.concurrency ?? 2 }, () => loop());

  async function loop(): Promise<void> {
    while (running) {
      try {
        await pollOnce();
      } catch (error) {
        opts.onError?.(error);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

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
