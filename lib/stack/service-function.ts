/**
 * The one way this project makes a Lambda function: Node.js 22 on ARM64, bundled locally by esbuild into
 * ESM (the AWS SDK clients it calls included; bundling.ts), its own log group with the stage's retention, and its
 * own role that starts with nothing but writing to that log group. Access is added with the binding
 * helpers in bindings.ts, which grant and set the environment variable together.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime } from "aws-cdk-lib/aws-lambda";
import { LogLevel, NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";
import { envNames } from "../../lambdas/contract/resources";
import { bundleSettings } from "./bundling";
import type { StageConfig } from "../../lambdas/contract/stages";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface ServiceFunctionProps {
  readonly stage: StageConfig;
  /** Module under `lambdas/`, without extension, exporting `handler`. */
  readonly module: string;
  readonly description: string;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /** Variables every function of the service gets (table, bucket, stage, inbound domain). */
  readonly environment: Readonly<Record<string, string>>;
  /** Executions reserved for this function alone (and its ceiling); none when absent. */
  readonly reservedConcurrency?: number;
}

export function retentionDays(days: number): RetentionDays {
  const known = Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === "number");
  const match = known.find((v) => v === days);
  if (match === undefined) throw new Error(`logRetentionDays ${days} is not a CloudWatch Logs retention period`);
  return match;
}

export class ServiceFunction extends NodejsFunction {
  readonly serviceRole: Role;
  readonly logGroupOfFunction: LogGroup;
  readonly module: string;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    const entry = join(repoRoot, "lambdas", `${props.module}.ts`);
    const settings = bundleSettings(props.module);
    if (!existsSync(entry)) throw new Error(`Handler module lambdas/${props.module}.ts does not exist`);
    const removalPolicy = props.stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: retentionDays(props.stage.logRetentionDays), removalPolicy });
    // Own role, no AWSLambdaBasicExecutionRole: logs go to this function's group only.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal("lambda.amazonaws.com"),
      description: `Runs ${props.module} (${props.stage.name})`,
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      entry,
      handler: "handler",
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: Duration.seconds(props.timeoutSeconds),
      memorySize: props.memoryMb,
      reservedConcurrentExecutions: props.reservedConcurrency,
      role,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, "package-lock.json"),
      environment: {
        ...props.environment,
        [envNames.stage]: props.stage.name,
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: settings.target,
        mainFields: settings.mainFields,
        banner: settings.banner,
        bundleAwsSDK: true,
        externalModules: settings.external,
        minify: settings.minify,
        esbuildArgs: Object.fromEntries(Object.entries(settings.alias).map(([from, to]) => [`--alias:${from}`, to])),
        sourceMap: false,
        logLevel: LogLevel.WARNING,
      },
    });
    this.serviceRole = role;
    this.logGroupOfFunction = logGroup;
    this.module = props.module;
  }
}
