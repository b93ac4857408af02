/**
 * Business metrics in CloudWatch's embedded metric format (Powertools Metrics): namespace `EReceipts`, dimensions
 * service and stage. Written as log lines, so they cost no API call. POWERTOOLS_METRICS_DISABLED=true turns the
 * output off (the local runner and the tests set it: the same code runs, nothing is printed).
 */
import type middy from "@middy/core";
import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";

export const metricsNamespace = "EReceipts";

export const metrics = new Metrics({ namespace: metricsNamespace, serviceName: "ereceipts", defaultDimensions: { stage: process.env.STAGE ?? "unknown" } });

export { MetricUnit };

/** One count with a dimension of its own (an error code, an outcome), published at once. */
export function countBy(name: string, dimension: string, value: string, count = 1): void {
  const single = metrics.singleMetric();
  single.addDimension(dimension, value);
  single.addMetric(name, MetricUnit.Count, count);
}

/** Publishes what the invocation stored (nothing, and no warning, when it stored nothing). */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/**
 * Publishes the invocation's metrics when it ends, answered or failed (Powertools' own logMetrics middleware warns on
 * every invocation that stored none).
 */
export function publishedMetrics(): middy.MiddlewareObj {
  return { after: async () => flushMetrics(), onError: async () => flushMetrics() };
}
