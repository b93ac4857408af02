/**
 * The sweeper's scheduled function (an EventBridge schedule in AWS; the local runner calls the same
 * handler on a timer). One run: open jobs and pending or lost deliveries, see lambdas/ops/sweep.ts.
 */
import middy from "@middy/core";
import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import { sweep } from "../ops/sweep";
import { logger } from "../shared/logger";
import { countBy, publishedMetrics } from "../shared/metrics";

export const handler = middy<unknown, { counts: Record<string, number> }>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(publishedMetrics())
  .handler(async () => {
    const report = await sweep();
    for (const [action, n] of Object.entries(report.counts)) if (n > 0) countBy("SweeperActions", "action", action, n);
    return { counts: report.counts };
  });
