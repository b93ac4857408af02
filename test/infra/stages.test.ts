import { Match } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { beforeAll, describe, expect, it } from "vitest";
import { queues, type QueueName } from "../../lambdas/contract/resources";
import { routes } from "../../lambdas/contract/routes";
import { stages } from "../../lambdas/contract/stages";
import { deployedStage } from "../../lib/stack/app";
import { synthesize, type Synthesized } from "./synth";

describe("stage selection", () => {
  it("defaults to sandbox and accepts production", () => {
    expect(deployedStage(undefined).name).toBe("sandbox");
    expect(deployedStage("production").name).toBe("production");
  });

  it.each(["local", "prod", "", 3])("refuses %j with a message naming the allowed stages", (name) => {
    expect(() => deployedStage(name)).toThrow(/-c stage=sandbox or -c stage=production/);
  });
});

describe("production", () => {
  const stage = stages.production;
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize("production");
  });

  it("is its own stack, configured from the production stage", () => {
    expect(s.stack.stackName).toBe("EReceipts-production");
    s.template.hasResourceProperties("AWS::ApiGateway::Stage", {
      StageName: "production",
      MethodSettings: [Match.objectLike({ ThrottlingRateLimit: stage.throttle.rateLimit, ThrottlingBurstLimit: stage.throttle.burstLimit })],
    });
    expect(JSON.stringify(s.json.Resources[s.logicalId(s.stack.stateful.bucket)].Properties.LifecycleConfiguration)).toContain(
      `"ExpirationInDays":${stage.emlRetentionDays}`,
    );
    s.template.hasResourceProperties("AWS::SES::ReceiptRule", { Rule: Match.objectLike({ Recipients: [s.stack.stage.inboundDomain] }) });
  });

  it("keeps data when the stack is deleted", () => {
    for (const c of [s.stack.stateful.table, s.stack.stateful.bucket, s.stack.stateful.secretsKey]) {
      expect(s.json.Resources[s.logicalId(c)].DeletionPolicy, c.node.path).toBe("Retain");
    }
    s.template.hasResourceProperties("AWS::DynamoDB::Table", { DeletionProtectionEnabled: true });
  });

  it("keeps logs for the production retention", () => {
    for (const [, lg] of s.ofType("AWS::Logs::LogGroup")) expect(lg.Properties.RetentionInDays).toBe(stage.logRetentionDays);
  });

  it("is cdk-nag clean (AWS Solutions pack)", () => {
    const report = new AwsSolutionsChecks().validateScope(s.stack);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });

  it("caps every queue trigger and reserves each API function's share, within the default quota of 1,000", () => {
    const c = stage.concurrency;
    for (const name of Object.keys(queues) as QueueName[]) {
      const { worker, dlqWorker } = s.stack.workers.workers[name];
      const mappings = s.ofType("AWS::Lambda::EventSourceMapping").map(([, m]) => m.Properties);
      const ofWorker = mappings.find((m) => JSON.stringify(m.FunctionName).includes(s.logicalId(worker)));
      expect(ofWorker?.ScalingConfig, name).toEqual({ MaximumConcurrency: c.queueMax[name] });
      if (dlqWorker) expect(mappings.find((m) => JSON.stringify(m.FunctionName).includes(s.logicalId(dlqWorker)))?.ScalingConfig).toEqual({ MaximumConcurrency: 2 });
    }
    let reserved = 0;
    for (const route of routes) {
      const want = c.apiReservedByRoute?.[route.id] ?? c.apiReserved;
      const fn = s.stack.api.functions.get(route.id)!;
      expect(s.json.Resources[s.logicalId(fn)].Properties.ReservedConcurrentExecutions, route.id).toBe(want);
      reserved += want ?? 0;
    }
    for (const id of Object.keys(c.apiReservedByRoute ?? {})) expect(routes.map((r) => r.id)).toContain(id);
    const triggers = Object.values(c.queueMax).reduce((a, b) => a + b, 0) + 2;
    expect(reserved + 100 + triggers).toBeLessThanOrEqual(1000);
  });
});

describe("sandbox", () => {
  it("caps its queue triggers and reserves nothing (a new account's quota may be 10)", () => {
    const s = synthesize("sandbox");
    const mappings = s.ofType("AWS::Lambda::EventSourceMapping").map(([, m]) => m.Properties);
    expect(mappings.map((m) => (m.ScalingConfig as { MaximumConcurrency: number }).MaximumConcurrency).sort((a, b) => a - b)).toEqual(
      [...Object.values(stages.sandbox.concurrency.queueMax), 2].sort((a, b) => a - b),
    );
    for (const [, fn] of s.ofType("AWS::Lambda::Function")) expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
  });
});
