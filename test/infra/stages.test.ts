import { Match } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { beforeAll, describe, expect, it } from "vitest";
import { stages } from "../../lib/stages";
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
    s.template.hasResourceProperties("AWS::SES::ReceiptRule", { Rule: Match.objectLike({ Recipients: [stage.inboundDomain] }) });
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
});
