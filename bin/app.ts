/**
 * The CDK app: `npx cdk synth|deploy -c stage=sandbox|production` (default sandbox). cdk-nag's AWS
 * Solutions pack runs on every synth; any unacknowledged finding fails it.
 */
import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { buildStack, deployedStage } from "../lib/stack/app";
import type { StageConfig } from "../lib/stages";

function stageFromContext(app: App): StageConfig {
  try {
    return deployedStage(app.node.tryGetContext("stage"));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const app = new App();
buildStack(app, stageFromContext(app));
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
