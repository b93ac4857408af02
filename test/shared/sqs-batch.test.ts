import type { SQSEvent, SQSRecord } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { sqsBatch } from "../../lambdas/shared/sqs-batch";
import { lambdaContext } from "../../lib/local/queue-poller";

const event = (...ids: string[]): SQSEvent => ({
  Records: ids.map((id) => ({ messageId: id, body: id, receiptHandle: id, attributes: {}, messageAttributes: {}, md5OfBody: "", eventSource: "aws:sqs", eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:q", awsRegion: "us-east-1" }) as unknown as SQSRecord),
});

// The workers' partial batch response, by Powertools' batch processor.
describe("sqsBatch", () => {
  it("reports the records asked to be retried and those that threw, in order, one after the other", async () => {
    const seen: string[] = [];
    const errors: string[] = [];
    let running = 0;
    const handler = sqsBatch(async (r) => {
      running++;
      expect(running).toBe(1); // never two at once
      seen.push(r.messageId);
      await new Promise((res) => setTimeout(res, 5));
      running--;
      if (r.messageId === "b") return "retry";
      if (r.messageId === "c") throw new Error("boom");
      return "done";
    }, (r, e) => errors.push(`${r.messageId}:${(e as Error).message}`));
    expect(await handler(event("a", "b", "c", "d"), lambdaContext("worker", 30))).toEqual({ batchItemFailures: [{ itemIdentifier: "b" }, { itemIdentifier: "c" }] });
    expect(seen).toEqual(["a", "b", "c", "d"]);
    expect(errors).toEqual(["c:boom"]); // a retry is no error
  });

  it("answers a batch in which every record failed with each failure, never by throwing", async () => {
    const handler = sqsBatch(async () => "retry", () => {});
    expect(await handler(event("a", "b"), lambdaContext("worker", 30))).toEqual({ batchItemFailures: [{ itemIdentifier: "a" }, { itemIdentifier: "b" }] });
  });
});
