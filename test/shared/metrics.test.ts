import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The metrics helpers as a deployed function runs them (metrics enabled), in a child process: the embedded metric
// format lines CloudWatch turns into metrics.
describe("metrics", () => {
  it("publish counts with their own dimension at once, and the invocation's stored metrics on flush (nothing when none)", () => {
    const script = [
      'import { countBy, flushMetrics, metrics, MetricUnit } from "./lambdas/shared/metrics.ts";',
      "flushMetrics();",
      'countBy("JobsFailed", "code", "203");',
      'metrics.addMetric("JobsCompleted", MetricUnit.Count, 1);',
      "flushMetrics();",
    ].join("\n");
    const env = { ...process.env, STAGE: "sandbox" } as Record<string, string>;
    delete env.POWERTOOLS_METRICS_DISABLED;
    const run = spawnSync("npx", ["tsx", "--input-type=module", "-e", script], { env, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, any>);
    expect(lines).toHaveLength(2);
    expect(lines[0]._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: "EReceipts", Metrics: [{ Name: "JobsFailed" }] });
    expect(lines[0]).toMatchObject({ code: "203", stage: "sandbox", service: "ereceipts", JobsFailed: 1 });
    expect(lines[1]).toMatchObject({ JobsCompleted: 1, stage: "sandbox" });
    expect(run.stderr).not.toMatch(/No application metrics/);
  }, 30_000);
});
