/**
 * Support tooling for the delivery dead-letter queue: what is parked and why (from the audit trail), and
 * replay (receive → send to the delivery queue → delete). A replay keeps the delivery id and the body,
 * resets the attempt count (a new message, and round_attempts back to 0), is signed afresh at send time,
 * and leaves an audit entry "replayed". Works the same on the emulator and on AWS; messages looked at
 * but not replayed are made visible again at once.
 */
import type { Message } from "@aws-sdk/client-sqs";
import { queues } from "../contract/resources";
import { requireEnv } from "../shared/env";
import { deleteHeld, holdMessages, moveMessage, releaseMessages } from "../stores/held-messages";
import { getDeliveryHistory, markReplayed, type AuditEntry, type DeliveryRecord } from "../stores/deliveries";
import { parseMessage } from "./message";

export interface ParkedDelivery {
  delivery_id: string | null;
  message_id: string;
  /** When the message was first sent (to the delivery queue). */
  sent_at: string | null;
  delivery: DeliveryRecord | null;
  last_attempt: Extract<AuditEntry, { type: "attempt" }> | null;
  audit: AuditEntry[];
}

const dlqUrl = () => requireEnv(queues.delivery.dlqEnvVar);
const queueUrl = () => requireEnv(queues.delivery.envVar);
const hold = (max: number) => holdMessages(dlqUrl(), max);
const release = (messages: Message[]) => releaseMessages(dlqUrl(), messages);

async function describe(m: Message): Promise<ParkedDelivery> {
  const parsed = parseMessage(m.Body ?? "");
  const history = parsed ? await getDeliveryHistory(parsed.delivery_id) : undefined;
  const attempts = (history?.audit ?? []).filter((e): e is Extract<AuditEntry, { type: "attempt" }> => e.type === "attempt");
  const sent = Number(m.Attributes?.SentTimestamp);
  return {
    delivery_id: parsed?.delivery_id ?? null,
    message_id: m.MessageId!,
    sent_at: Number.isFinite(sent) && sent > 0 ? new Date(sent).toISOString() : null,
    delivery: history?.delivery ?? null,
    last_attempt: attempts[attempts.length - 1] ?? null,
    audit: history?.audit ?? [],
  };
}

export async function listParked(max = 500): Promise<ParkedDelivery[]> {
  const held = await hold(max);
  try {
    return await Promise.all(held.map(describe));
  } finally {
    await release(held);
  }
}

/** The delivery ids the dead-letter queue holds now (looked at, then released at once). */
export async function parkedDeliveryIds(): Promise<Set<string>> {
  const held = await hold(10_000);
  try {
    return new Set(held.map((m) => parseMessage(m.Body ?? "")?.delivery_id).filter((id): id is string => id !== undefined));
  } finally {
    await release(held);
  }
}

export async function showParked(deliveryId: string): Promise<ParkedDelivery | undefined> {
  const held = await hold(10_000);
  try {
    const m = held.find((x) => parseMessage(x.Body ?? "")?.delivery_id === deliveryId);
    return m ? await describe(m) : undefined;
  } finally {
    await release(held);
  }
}

export interface ReplayResult {
  replayed: string[];
  /** Parked messages that are not deliveries (malformed); left in the queue. */
  skipped: string[];
}

/** Replays one delivery (by id) or every parked delivery (`"all"`). */
export async function replayParked(target: { deliveryId: string } | "all", reason = "replayed by support"): Promise<ReplayResult> {
  const held = await hold(10_000);
  const result: ReplayResult = { replayed: [], skipped: [] };
  const untouched: Message[] = [];
  try {
    for (const m of held) {
      const parsed = parseMessage(m.Body ?? "");
      if (!parsed) {
        result.skipped.push(m.MessageId!);
        untouched.push(m);
        continue;
      }
      if (target !== "all" && parsed.delivery_id !== target.deliveryId) {
        untouched.push(m);
        continue;
      }
      if (!result.replayed.includes(parsed.delivery_id)) {
        // Pending first, so the worker accepts the message the moment it arrives.
        await markReplayed(parsed.delivery_id, reason);
        await moveMessage(dlqUrl(), queueUrl(), m);
        result.replayed.push(parsed.delivery_id);
      } else {
        // A duplicate of a delivery already replayed is dropped with it.
        await deleteHeld(dlqUrl(), m);
      }
    }
  } finally {
    await release(untouched);
  }
  return result;
}
