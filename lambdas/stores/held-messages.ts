/**
 * Looking at a queue's messages without consuming them, for support tooling on dead-letter queues:
 * receive them hidden for a while, then make them visible again at once; or move one to another queue
 * (send, then delete: works on AWS and on the local emulator, which has no StartMessageMoveTask).
 */
import { ChangeMessageVisibilityBatchCommand, DeleteMessageCommand, ReceiveMessageCommand, SendMessageCommand, type Message } from "@aws-sdk/client-sqs";
import { sqs } from "../shared/clients/sqs";

/** How long messages stay hidden while they are looked at. */
const holdSeconds = 60;

/** Receives up to `max` messages of the queue (each once), hidden while held. */
export async function holdMessages(queueUrl: string, max: number): Promise<Message[]> {
  const held: Message[] = [];
  const seen = new Set<string>();
  while (held.length < max) {
    const out = await sqs().send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: Math.min(10, max - held.length),
        VisibilityTimeout: holdSeconds,
        // Long polling asks every SQS server; a short poll may answer empty while messages are parked.
        WaitTimeSeconds: 1,
        MessageSystemAttributeNames: ["All"],
      }),
    );
    const fresh = (out.Messages ?? []).filter((m) => !seen.has(m.MessageId!));
    if (fresh.length === 0) break;
    for (const m of fresh) seen.add(m.MessageId!);
    held.push(...fresh);
  }
  return held;
}

/** Makes held messages visible again at once. */
export async function releaseMessages(queueUrl: string, messages: Message[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 10) {
    const batch = messages.slice(i, i + 10);
    await sqs().send(
      new ChangeMessageVisibilityBatchCommand({
        QueueUrl: queueUrl,
        Entries: batch.map((m, j) => ({ Id: String(j), ReceiptHandle: m.ReceiptHandle!, VisibilityTimeout: 0 })),
      }),
    );
  }
}

/** Sends a held message's body to `toQueueUrl`, then deletes it from where it was held. */
export async function moveMessage(fromQueueUrl: string, toQueueUrl: string, m: Message): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: toQueueUrl, MessageBody: m.Body! }));
  await sqs().send(new DeleteMessageCommand({ QueueUrl: fromQueueUrl, ReceiptHandle: m.ReceiptHandle! }));
}

/** Deletes a held message. */
export async function deleteHeld(queueUrl: string, m: Message): Promise<void> {
  await sqs().send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: m.ReceiptHandle! }));
}
