/** Waiting for queues to empty instead of sleeping: once they are, every message has reached its end. */
import { GetQueueAttributesCommand } from "@aws-sdk/client-sqs";
import { sqs } from "../../lambdas/shared/clients/sqs";
import { eventually } from "./receiver";
import { testResources } from "./resources";

/**
 * Resolves once each named queue of the test's resources holds no message at all (none waiting, in flight or
 * delayed), so a count taken now is final. Used before asserting that nothing more arrives.
 */
export async function queuesSettled(names: string[], timeoutMs = 30_000): Promise<void> {
  const urls = names.map((n) => testResources().queueUrls[n as keyof ReturnType<typeof testResources>["queueUrls"]]);
  await eventually(async () => {
    for (const QueueUrl of urls) {
      const { Attributes: a = {} } = await sqs().send(new GetQueueAttributesCommand({
        QueueUrl, AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible", "ApproximateNumberOfMessagesDelayed"],
      }));
      if (Number(a.ApproximateNumberOfMessages ?? 0) + Number(a.ApproximateNumberOfMessagesNotVisible ?? 0) + Number(a.ApproximateNumberOfMessagesDelayed ?? 0) > 0) return undefined;
    }
    return true;
  }, timeoutMs, `queues ${names.join(", ")} to settle`);
}
