/**
 * The CDK app: `npx cdk synth|deploy -c stage=sandbox|production` (default sandbox). cdk-nag's AWS
 * Solutions pack runs on every synth; any unacknowledged finding fails it.
 */
import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { buildStack, deployedStage } from "../lib/stack/app";
import { readDeploySettings } from "../lib/stack/deploy-settings";

const app = new App();
try {
  const stage = deployedStage(app.node.tryGetContext("stage"));
  buildStack(app, stage, readDeploySettings(stage, (key) => app.node.tryGetContext(key)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
