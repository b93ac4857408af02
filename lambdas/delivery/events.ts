/**
 * Event webhooks for a processed receipt: ReceiptProcessed (the EReceipt) and ReceiptSummary to every
 * subscription of the account that wants them, and RewardUpdate when the receipt creates, updates or
 * completes a reward. Event ids derive from the receipt id and payload type (plus the reward and its
 * status), and delivery ids from the event id and subscription, so a redelivered job enqueues nothing
 * twice.
 */
import { logger } from "../shared/logger";
import { receiptFacts } from "../domain/receipt-fields";
import { isDelivered, legacyOrderKey, nextReward, orderKey, qualifyPromotions, rewardId, rewardUpdatePayload, type Promotion, type RewardUpdatePayload } from "../domain/rewards";
import { envelopeBody, eventDeliveryId, eventId, subscriptionWants, type PayloadType, receiptSummary } from "../domain/webhook-events";
import { listPromotions } from "../stores/promotions";
import { getReward, saveReward } from "../stores/rewards";
import { listSubscriptions, type Subscription } from "../stores/subscriptions";
import { enqueueDelivery } from "./enqueue";

export interface ReceiptEventsInput {
  accountId: string;
  /** The EReceipt object of decisions.md §1. */
  receipt: Record<string, unknown>;
  clientUserId: string | null;
  accepted: boolean;
  reason: string | null;
  /**
   * The email this processing is for, when it is not `receipt.receipt_id`: an aggregated order keeps its
   * first email's receipt id, but each later email must still produce its own events. Event ids and the
   * reward's applied receipts key on it.
   */
  sourceReceiptId?: string;
}

const sourceOf = (input: ReceiptEventsInput, receiptId: string): string => input.sourceReceiptId ?? receiptId;

export async function emitReceiptEvents(input: ReceiptEventsInput): Promise<void> {
  const facts = receiptFacts(input.receipt);
  if (!facts.receiptId) throw new Error("emitReceiptEvents: the receipt has no receipt_id");
  const subscriptions = await listSubscriptions(input.accountId);
  const now = Date.now();
  const publish = (type: PayloadType, id: string, data: unknown) => publishEvent(input.accountId, subscriptions, type, id, data, now);

  // A rejected email (not a purchase, older than the cutoff) is only summarised: it is no processed receipt
  // and earns nothing.
  const source = sourceOf(input, facts.receiptId);
  if (input.accepted) await publish("ReceiptProcessed", eventId(input.accountId, source, "ReceiptProcessed"), input.receipt);
  // an accepted receipt's summary says why a promotion it qualified for gave it nothing (a duplicate, too little trust)
  const promos = input.accepted && input.clientUserId ? await listPromotions(input.accountId) : [];
  const withheld = qualifyPromotions(promos, facts, input.accepted).withheld;
  if (withheld.length) logger.info("reward withheld", { receipt_id: facts.receiptId, reasons: withheld });
  await publish(
    "ReceiptSummary",
    eventId(input.accountId, source, "ReceiptSummary"),
    receiptSummary(input.receipt, input.clientUserId, input.accepted, input.reason ?? (withheld.length ? withheld.join("; ") : null)),
  );
  if (!input.accepted) return;
  const reward = await applyRewards(input, promos);
  if (reward) await publish("RewardUpdate", reward.eventId, reward.payload);
}

async function publishEvent(accountId: string, subscriptions: Subscription[], type: PayloadType, id: string, data: unknown, now: number): Promise<void> {
  const wanted = subscriptions.filter((s) => subscriptionWants(s.event_types, type));
  if (wanted.length === 0) return;
  const body = envelopeBody(id, type, data, now);
  for (const s of wanted) {
    await enqueueDelivery(
      {
        delivery_id: eventDeliveryId(id, s.webhook_id),
        account_id: accountId,
        kind: "event",
        url: s.url,
        payload_type: type,
        event_id: id,
        subscription_id: s.webhook_id,
        signing: "subscription",
      },
      body,
    );
  }
}

/**
 * Applies the receipt to the user's reward for its order. Returns the RewardUpdate to publish, if any.
 * A receipt already applied (a redelivered job) gives back the event it produced, with the same id.
 */
export async function applyRewards(input: ReceiptEventsInput, loaded?: Promotion[]): Promise<{ eventId: string; payload: RewardUpdatePayload } | undefined> {
  if (!input.clientUserId) return undefined;
  const facts = receiptFacts(input.receipt);
  const promos = loaded ?? (await listPromotions(input.accountId));
  // Without promotions only a delivery confirmation can still change (complete) a reward.
  if (promos.length === 0 && !isDelivered(facts)) return undefined;
  const id = rewardId(input.accountId, input.clientUserId, orderKey(facts));
  // a reward begun before the order identity was shared with aggregation is kept under its old id
  const legacyId = rewardId(input.accountId, input.clientUserId, legacyOrderKey(facts));
  const source = sourceOf(input, facts.receiptId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const previous = (await getReward(input.accountId, input.clientUserId, id)) ?? (legacyId !== id ? await getReward(input.accountId, input.clientUserId, legacyId) : undefined);
    if (previous?.applied_receipts.includes(source)) {
      const isLast = previous.applied_receipts[previous.applied_receipts.length - 1] === source;
      return isLast && previous.last_event_id && previous.last_payload ? { eventId: previous.last_event_id, payload: previous.last_payload } : undefined;
    }
    const { matches } = qualifyPromotions(promos, facts, input.accepted);
    const transition = nextReward({
      accountId: input.accountId,
      clientUserId: input.clientUserId,
      facts,
      accepted: input.accepted,
      matches,
      previous,
    });
    if (!transition) return undefined;
    const payload = rewardUpdatePayload(transition);
    const evId = eventId(input.accountId, source, "RewardUpdate", `${transition.reward.reward_id}#${transition.reward.status}`);
    const saved = await saveReward(input.accountId, transition.reward, {
      expectedVersion: previous?.version ?? 0,
      receiptId: source,
      eventId: evId,
      payload,
      appliedBefore: previous?.applied_receipts ?? [],
    });
    if (saved) {
      logger.info("reward updated", { reward_id: transition.reward.reward_id, change: transition.change, status: transition.reward.status });
      return { eventId: evId, payload };
    }
  }
  throw new Error(`reward ${id}: too many concurrent updates`);
}

