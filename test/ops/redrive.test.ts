import { ReceiveMessageCommand, SendMessageCommand } from "@aws-sdk/client-sqs";
import { describe, expect, it } from "vitest";
import { describeParked, listDeadLetters, redriveDeadLetters } from "../../lambdas/ops/redrive";
import { sesReceiptNotification } from "../../lambdas/forwarded/notifications";
import { testResources } from "../support/resources";
import { testSqs } from "../support/workers";

const sqs = testSqs();
const urls = () => testResources().queueUrls;

async function park(queue: "parse" | "ingest", body: string): Promise<string> {
  return (await sqs.send(new SendMessageCommand({ QueueUrl: urls()[`${queue}-dlq`], MessageBody: body }))).MessageId!;
}

async function drain(url: string): Promise<string[]> {
  const bodies: string[] = [];
  for (;;) {
    const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    if (!out.Messages?.length) return bodies;
    bodies.push(...out.Messages.map((m) => m.Body!));
  }
}

describe("dead-letter redrive for the parse and ingest queues", () => {
  it("describes parked messages by what they refer to, never by content", () => {
    expect(describeParked("parse", JSON.stringify({ account_id: "acc_1", job_id: 7 }))).toBe("job 7 of acc_1");
    const ses = sesReceiptNotification({ bucket: "b", key: "inbound/x.eml", recipients: ["a@inbound.localhost"], mailFrom: "s@x.com", messageId: "m", timestamp: new Date(), headers: [], processingTimeMillis: 1 });
    expect(describeParked("ingest", ses)).toBe("inbound object inbound/x.eml");
    expect(describeParked("ingest", "not json")).toBe("(unrecognised message)");
  });

  it("lists parked messages and leaves them parked", async () => {
    const id = await park("parse", JSON.stringify({ account_id: "acc_list", job_id: 1 }));
    const first = await listDeadLetters("parse");
    expect(first.find((p) => p.message_id === id)).toMatchObject({ refers_to: "job 1 of acc_list" });
    expect((await listDeadLetters("parse")).map((p) => p.message_id)).toContain(id);
  });

  it("sends one message, then all, back to the main queue exactly once", async () => {
    await drain(urls().ingest);
    const a = await park("ingest", '{"n":1}');
    await park("ingest", '{"n":2}');
    expect(await redriveDeadLetters("ingest", { messageId: a })).toEqual([a]);
    expect(await drain(urls().ingest)).toEqual(['{"n":1}']);
    expect(await redriveDeadLetters("ingest", "all")).toHaveLength(1);
    expect(await drain(urls().ingest)).toEqual(['{"n":2}']);
    expect(await listDeadLetters("ingest")).toEqual([]);
  });
});
