import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { stages } from "../../lambdas/contract/stages";
import { exampleDeploySettings, readDeploySettings } from "../../lib/stack/deploy-settings";
import { synthesize } from "./synth";

const none = () => undefined;

describe("deploy settings", () => {
  it("come from CDK context first, then the environment", () => {
    const context = (key: string) => ({ inboundDomain: "Mail.Shop.Example", region: "us-east-1" })[key];
    const env = { ERECEIPTS_ACCOUNT: "111122223333", ERECEIPTS_REGION: "eu-west-1", ERECEIPTS_ALARM_EMAIL: "ops@shop.example" };
    expect(readDeploySettings(stages.production, context, env)).toEqual({ account: "111122223333", region: "us-east-1", inboundDomain: "mail.shop.example", alarmEmail: "ops@shop.example" });
  });

  it("refuse a deployed stage with every missing or malformed setting named at once", () => {
    const attempt = () => readDeploySettings(stages.production, none, { ERECEIPTS_ACCOUNT: "12345", ERECEIPTS_ALARM_EMAIL: "nobody" });
    expect(attempt).toThrow(/production stage needs these settings/);
    const message = (() => { try { attempt(); return ""; } catch (e) { return (e as Error).message; } })();
    expect(message).toContain('account: "12345" is not the 12-digit AWS account id');
    expect(message).toContain("region: missing");
    expect(message).toContain("-c inboundDomain=");
    expect(message).toContain('alarmEmail: "nobody" is not');
  });

  it("put the stack in the given account and region, and subscribe the alarm address", () => {
    const s = synthesize("production");
    expect(s.stack.account).toBe(exampleDeploySettings.account);
    expect(s.stack.region).toBe(exampleDeploySettings.region);
    s.template.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: exampleDeploySettings.alarmEmail });
    expect(s.stack.stage.inboundDomain).toBe(exampleDeploySettings.inboundDomain);
  });

  it("stop `cdk synth` of a deployed stage that was not given them, with the message and exit 1", () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("ERECEIPTS_")));
    const run = spawnSync("npx", ["tsx", "bin/app.ts"], { env: { ...env, CDK_CONTEXT_JSON: JSON.stringify({ stage: "production" }), CDK_OUTDIR: "/tmp/never" }, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/production stage needs these settings[\s\S]*account: missing/);
  }, 60_000);
});
