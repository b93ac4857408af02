/**
 * What the sweeper does with work that should have finished (issue 13 item 2). Pure: the stores say what
 * exists, these rules say what to do with it.
 *
 * - A job still `queued` or `executing` after its queue's whole retry window (every receive of its message
 *   has timed out, and the parse dead-letter worker would have ended it) lost its message: it is queued
 *   again, or ended in error 500 when its stored email is gone or it was already queued again too often.
 * - A delivery still `pending` with no attempt for longer than the delivery queue can hold a message between
 *   attempts lost its message: it is re-sent with the same delivery id, or marked failed (parked) when its
 *   message is in the dead-letter queue after all (parked by the queue's redrive before the worker saw it).
 * - A delivery marked parked that the dead-letter queue does not hold can never be replayed: it is re-sent,
 *   unless it failed longer ago than the dead-letter queue keeps messages (then its message expired there,
 *   as documented, and it stays in `delivery list --failed`).
 */

export interface QueueTiming {
  visibilityTimeoutSeconds: number;
  maxReceiveCount: number;
  workerTimeoutSeconds: number;
}

export interface SweepWindows {
  /** A job untouched for this long has no live message. */
  jobMs: number;
  /** A pending delivery with no attempt for this long has no live message. */
  deliveryMs: number;
}

/**
 * The parse queue gives a message `maxReceiveCount` receives of one visibility timeout each, and its
 * dead-letter worker ends the job right after: one more visibility timeout is the margin. A delivery's
 * message is back at most one visibility timeout (a worker that died) after its last attempt; three of them
 * leave room for a queue that is behind.
 */
export function sweepWindows(parse: QueueTiming, delivery: QueueTiming): SweepWindows {
  return {
    jobMs: parse.visibilityTimeoutSeconds * (parse.maxReceiveCount + 1) * 1000,
    deliveryMs: 3 * (delivery.visibilityTimeoutSeconds + delivery.workerTimeoutSeconds) * 1000,
  };
}

/** How many times a job is queued again before the sweeper ends it. */
export const maxJobSweeps = 3;

export interface OpenJobFacts {
  kind: "create" | "reprocess";
  updated_at: string;
  sweeps?: number;
  /** create jobs: whether the stored email is still there (undefined: not looked up). */
  emailStored?: boolean;
}

export type JobVerdict = { action: "wait" } | { action: "requeue"; reason: string } | { action: "fail"; reason: string };

export const staleFor = (updatedAt: string, now: Date): number => now.getTime() - Date.parse(updatedAt);

export function judgeOpenJob(job: OpenJobFacts, now: Date, windows: SweepWindows): JobVerdict {
  const idle = staleFor(job.updated_at, now);
  if (!(idle > windows.jobMs)) return { action: "wait" };
  const minutes = Math.round(idle / 60_000);
  if (job.kind === "create" && job.emailStored === false) return { action: "fail", reason: `open for ${minutes} min and its stored email is gone` };
  if ((job.sweeps ?? 0) >= maxJobSweeps) return { action: "fail", reason: `still open after being queued again ${maxJobSweeps} times` };
  return { action: "requeue", reason: `open for ${minutes} min with no message in flight` };
}

/** The words deliver.ts puts in the status reason of a delivery whose message the queue parked. */
export const parkedMarker = "parked in the dead-letter queue";

export interface DeliveryFacts {
  status: "pending" | "delivered" | "failed";
  status_reason: string | null;
  updated_at: string;
  /** Whether a message for it is in the delivery dead-letter queue. */
  inDeadLetterQueue: boolean;
}

export type DeliveryVerdict = { action: "wait" } | { action: "resend"; reason: string } | { action: "mark-parked"; reason: string };

export function judgeDelivery(d: DeliveryFacts, now: Date, windows: SweepWindows, dlqRetentionMs: number): DeliveryVerdict {
  const idle = staleFor(d.updated_at, now);
  if (!(idle > windows.deliveryMs)) return { action: "wait" };
  const minutes = Math.round(idle / 60_000);
  if (d.status === "pending") {
    if (d.inDeadLetterQueue) return { action: "mark-parked", reason: `the queue ${parkedMarker} while its record said pending` };
    return { action: "resend", reason: `pending for ${minutes} min with no message in flight; re-sent by the sweeper` };
  }
  if (d.status === "failed" && d.status_reason?.includes(parkedMarker) && !d.inDeadLetterQueue && idle < dlqRetentionMs) {
    return { action: "resend", reason: "marked parked but not in the dead-letter queue; re-sent by the sweeper" };
  }
  return { action: "wait" };
}
