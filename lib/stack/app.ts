/**
 * Builds the CDK app for one deployed stage. bin/app.ts adds cdk-nag; the infrastructure tests build the
 * same app (optionally with bundling skipped) and run the same checks.
 */
import { App, type AppProps } from "aws-cdk-lib";
import { stages, type StageConfig } from "../../lambdas/contract/stages";
import { exampleDeploySettings, withDeploySettings, type DeploySettings } from "./deploy-settings";
import { ServiceStack, stackName } from "./service-stack";

export type DeployedStage = "sandbox" | "production";
export const deployedStages: readonly DeployedStage[] = ["sandbox", "production"];

export function deployedStage(name: unknown): StageConfig {
  const value = name ?? "sandbox";
  if (value === "sandbox" || value === "production") return stages[value];
  throw new Error(
    `Unknown stage ${JSON.stringify(value)}: deploy with -c stage=sandbox or -c stage=production ` +
      "(the local stage runs with `npm start`, not CDK)",
  );
}

/** The stage's stack in the account and region it was given (deploy-settings.ts). */
export function buildStack(app: App, stage: StageConfig, settings: DeploySettings): ServiceStack {
  return new ServiceStack(app, stackName(stage), {
    stage: withDeploySettings(stage, settings),
    env: { account: settings.account, region: settings.region },
  });
}

/** An app with one stack, for tests: `skipBundling` leaves Lambda assets unbuilt (fast). */
export function testApp(stageName: DeployedStage, options: { skipBundling?: boolean; props?: AppProps } = {}): { app: App; stack: ServiceStack } {
  const context: Record<string, unknown> = { ...(options.props?.context ?? {}) };
  if (options.skipBundling ?? true) context["aws:cdk:bundling-stacks"] = [];
  const app = new App({ ...options.props, context });
  return { app, stack: buildStack(app, deployedStage(stageName), exampleDeploySettings) };
}
