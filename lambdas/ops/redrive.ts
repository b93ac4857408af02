/**
 * Support's view of the parse and ingest dead-letter queues, and a redrive back to the main queue
 * (receive → send → delete, which works on AWS and on the local emulator alike). Messages are held
 * invisible while being looked at and released afterwards, so a listing never hides them for long.
 */
import type { Message } from "@aws-sdk/client-sqs";
import { queues } from "../contract/resources";
import { requireEnv } from "../shared/env";
import { holdMessages, moveMessage, releaseMessages } from "../stores/held-messages";

export type RedrivableQueue = "parse" | "ingest";

export interface ParkedMessage {
  message_id: string;
  sent_at: string | null;
  receive_count: number;
  bytes: number;
  /** What the message refers to (a job, or an inbound object), never its content. */
  refers_to: string;
}

const maxHeld = 1000;
const urls = (queue: RedrivableQueue) => ({ main: requireEnv(queues[queue].envVar), dlq: requireEnv(queues[queue].dlqEnvVar) });

/** A short description of what a parked message is about, for support (ids and keys only). */
export function describeParked(queue: RedrivableQueue, body: string): string {
  try {
    const v = JSON.parse(body) as Record<string, unknown>;
    if (queue === "parse" && typeof v.account_id === "string") return `job ${String(v.job_id)} of ${v.account_id}`;
    const inner = typeof v.Message === "string" ? (JSON.parse(v.Message) as Record<string, unknown>) : v;
    const action = (inner.receipt as { action?: { objectKey?: string } } | undefined)?.action;
    if (action?.objectKey) return `inbound object ${action.objectKey}`;
    const record = (inner.Records as { s3?: { object?: { key?: string } } }[] | undefined)?.[0];
    if (record?.s3?.object?.key) return `inbound object ${record.s3.object.key}`;
  } catch {
    // fall through
  }
  return "(unrecognised message)";
}

export async function listDeadLetters(queue: RedrivableQueue): Promise<ParkedMessage[]> {
  const { dlq } = urls(queue);
  const held = await holdMessages(dlq, maxHeld);
  try {
    return held.map((m) => ({
      message_id: m.MessageId!,
      sent_at: m.Attributes?.SentTimestamp ? new Date(Number(m.Attributes.SentTimestamp)).toISOString() : null,
      receive_count: Number(m.Attributes?.ApproximateReceiveCount ?? 0),
      bytes: Buffer.byteLength(m.Body ?? "", "utf8"),
      refers_to: describeParked(queue, m.Body ?? ""),
    }));
  } finally {
    await releaseMessages(dlq, held);
  }
}

/** Sends parked messages (one by message id, or all) back to the main queue; returns the ids moved. */
export async function redriveDeadLetters(queue: RedrivableQueue, target: { messageId: string } | "all"): Promise<string[]> {
  const { main, dlq } = urls(queue);
  const held = await holdMessages(dlq, maxHeld);
  const moved: string[] = [];
  const untouched: Message[] = [];
  try {
    for (const m of held) {
      if (target !== "all" && m.MessageId !== target.messageId) {
        untouched.push(m);
        continue;
      }
      await moveMessage(dlq, main, m);
      moved.push(m.MessageId!);
    }
  } finally {
    await releaseMessages(dlq, untouched);
  }
  return moved;
}
