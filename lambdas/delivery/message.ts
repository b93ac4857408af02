/**
 * The delivery queue's message: one per delivery, carrying the delivery id, the destination and the body
 * (inline, or a reference to `deliveries/<id>.json` in the bucket when it would not fit in a message).
 * A replay sends the same message again, so the body and the delivery id never change.
 */
import { toSqsJson } from "../shared/sqs-json";
import { SendMessageCommand } from "@aws-sdk/client-sqs";
import { bucketPrefixes, queues } from "../contract/resources";
import { sqs } from "../shared/clients/sqs";
import { getDeliveryObject, putDeliveryObject } from "../stores/delivery-objects";
import { requireEnv } from "../shared/env";

export interface DeliveryMessage {
  delivery_id: string;
  url: string;
  body?: string;
  body_ref?: string;
}

/** SQS takes 256 KiB per message; keep a margin for the envelope fields. */
export const maxInlineMessageBytes = 240 * 1024;

export const bodyKey = (deliveryId: string): string => `${bucketPrefixes.deliveries}${deliveryId}.json`;

/** The message text for a delivery; `bodyRef` is set when the body must go to the bucket (storeBody). */
export function planMessage(deliveryId: string, url: string, body: string): { text: string; bodyRef: string | null } {
  const inline = toSqsJson({ delivery_id: deliveryId, url, body } satisfies DeliveryMessage);
  if (Buffer.byteLength(inline, "utf8") <= maxInlineMessageBytes) return { text: inline, bodyRef: null };
  const key = bodyKey(deliveryId);
  return { text: referenceMessage(deliveryId, url, key), bodyRef: key };
}

/** The message of a delivery whose body is in the bucket at `key`. */
export function referenceMessage(deliveryId: string, url: string, key: string): string {
  return toSqsJson({ delivery_id: deliveryId, url, body_ref: key } satisfies DeliveryMessage);
}

/** Puts a delivery's message on the delivery queue. */
export async function sendDeliveryMessage(text: string): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: requireEnv(queues.delivery.envVar), MessageBody: text }));
}

export async function storeBody(key: string, body: string): Promise<void> {
  await putDeliveryObject(key, body);
}

export function parseMessage(text: string): DeliveryMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const m = value as Record<string, unknown>;
  if (typeof m.delivery_id !== "string" || typeof m.url !== "string") return undefined;
  if (typeof m.body !== "string" && typeof m.body_ref !== "string") return undefined;
  return {
    delivery_id: m.delivery_id,
    url: m.url,
    ...(typeof m.body === "string" ? { body: m.body } : {}),
    ...(typeof m.body_ref === "string" ? { body_ref: m.body_ref } : {}),
  };
}

/** The exact body text to send (and sign). */
export async function loadBody(message: DeliveryMessage): Promise<string> {
  if (message.body !== undefined) return message.body;
  return getDeliveryObject(message.body_ref!);
}
