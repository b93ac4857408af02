/**
 * Hands deliveries to the delivery queue. Idempotent on the delivery id: the delivery record is put
 * conditionally, so a redelivered job (same deterministic id) does not send it again. The record is
 * marked `queued` once its message is sent; a caller that died in between re-sends it on its retry.
 */
import { logger } from "../shared/logger";
import { keepDeliveryBody } from "../stores/delivery-bodies";
import { createDelivery, getDelivery, markQueued, type NewDelivery } from "../stores/deliveries";
import { planMessage, sendDeliveryMessage, storeBody } from "./message";

export interface EnqueueResult {
  deliveryId: string;
  enqueued: boolean;
}

/** Any delivery (results or event): record first, then the message. */
export async function enqueueDelivery(input: Omit<NewDelivery, "body_bytes" | "body_ref">, body: string): Promise<EnqueueResult> {
  if (!/^[^\s/]{1,200}$/.test(input.delivery_id)) throw new Error("A delivery id is 1-200 characters, without spaces or slashes");
  let { text, bodyRef } = planMessage(input.delivery_id, input.url, body);
  // Kept before the record exists, so a record always has its body somewhere (the sweeper re-sends from it).
  if (!bodyRef) await keepDeliveryBody(input.delivery_id, body);
  const created = await createDelivery({ ...input, body_bytes: Buffer.byteLength(body, "utf8"), body_ref: bodyRef });
  if (!created) {
    const existing = await getDelivery(input.delivery_id);
    if (!existing || existing.queued) return { deliveryId: input.delivery_id, enqueued: false };
    // Queue what the record describes (the first caller's body is the one in the bucket, if any).
    logger.warn("delivery recorded but never queued; queueing it now", { delivery_id: input.delivery_id });
    ({ text, bodyRef } = planMessage(existing.delivery_id, existing.url, body));
  }
  if (bodyRef) await storeBody(bodyRef, body);
  await sendDeliveryMessage(text);
  await markQueued(input.delivery_id);
  logger.info("delivery queued", { delivery_id: input.delivery_id, kind: input.kind, bytes: Buffer.byteLength(body, "utf8"), in_bucket: bodyRef !== null });
  return { deliveryId: input.delivery_id, enqueued: true };
}

/**
 * Results of a job for `results_endpoint` (or an override): `body` is the exact JSON text of the EReceipt
 * array; `deliveryId` is chosen by the caller, deterministically. The account's results signing secret,
 * if one is issued, signs it at send time.
 */
export async function enqueueResultsDelivery(input: {
  accountId: string;
  url: string;
  body: string;
  deliveryId: string;
}): Promise<{ deliveryId: string; enqueued: boolean }> {
  return enqueueDelivery(
    {
      delivery_id: input.deliveryId,
      account_id: input.accountId,
      kind: "results",
      url: input.url,
      payload_type: null,
      event_id: null,
      subscription_id: null,
      signing: "results",
    },
    input.body,
  );
}
