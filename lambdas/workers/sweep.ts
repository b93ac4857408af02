/**
 * The sweeper's scheduled function (an EventBridge schedule in AWS; the local runner calls the same
 * handler on a timer). One run: open jobs and pending or lost deliveries, see lambdas/ops/sweep.ts.
 */
import { sweep } from "../ops/sweep";

export async function handler(): Promise<{ counts: Record<string, number> }> {
  const report = await sweep();
  return { counts: report.counts };
}
