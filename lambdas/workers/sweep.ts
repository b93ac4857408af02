/**
 * The sweeper's scheduled function (an EventBridge schedule in AWS; the local runner calls the same
 * handler on a timer). One run: open jobs and pending or lost deliveries, see lambdas/ops/sweep.ts.
 */
import type { Context } from "aws-lambda";
import { sweep } from "../ops/sweep";
import { logger } from "../shared/logger";
import { countBy } from "../shared/metrics";

export async function handler(_event?: unknown, context?: Context): Promise<{ counts: Record<string, number> }> {
  if (context) logger.addContext(context);
  const report = await sweep();
  for (const [action, n] of Object.entries(report.counts)) if (n > 0) countBy("SweeperActions", "action", action, n);
  return { counts: report.counts };
}
