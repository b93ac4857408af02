/**
 * Where the admin CLI points: the running local service (default; it reads the runtime file that
 * `npm start` writes) or a deployed stage (`--stage sandbox|production`, resources from the stack's
 * CloudFormation outputs, credentials from the usual AWS chain). Either way the commands run the same
 * store code the Lambdas run.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CloudFormationClient, DescribeStacksCommand } from "@aws-sdk/client-cloudformation";

export interface LocalRuntime {
  apiUrl: string;
  smtp?: { host: string; port: number };
  env: Record<string, string>;
}

export const runtimeFile = (dataDir = process.env.DATA_DIR ?? ".local") => join(dataDir, "runtime.json");

const outputToEnv: Record<string, string> = {
  TableName: "TABLE_NAME",
  BucketName: "BUCKET_NAME",
  ParseQueueUrl: "PARSE_QUEUE_URL",
  ParseDlqUrl: "PARSE_DLQ_URL",
  DeliveryQueueUrl: "DELIVERY_QUEUE_URL",
  DeliveryDlqUrl: "DELIVERY_DLQ_URL",
  IngestQueueUrl: "INGEST_QUEUE_URL",
  IngestDlqUrl: "INGEST_DLQ_URL",
  SecretsKmsKeyId: "SECRETS_KMS_KEY_ID",
  InboundDomain: "INBOUND_DOMAIN",
};

/** Sets process.env for the chosen target. Call before importing any store module. */
export async function useTarget(stage: string): Promise<{ description: string; apiUrl?: string }> {
  if (stage === "local") {
    let runtime: LocalRuntime;
    try {
      runtime = JSON.parse(readFileSync(runtimeFile(), "utf8")) as LocalRuntime;
    } catch {
      throw new Error(`No local service found (${runtimeFile()} is missing). Start it with \`npm start\`, or pass --stage sandbox|production.`);
    }
    Object.assign(process.env, runtime.env);
    return { description: `local service at ${runtime.apiUrl}`, apiUrl: runtime.apiUrl };
  }
  if (stage !== "sandbox" && stage !== "production") throw new Error(`Unknown stage "${stage}": use local, sandbox or production`);
  const stackName = `EReceipts-${stage}`;
  const cfn = new CloudFormationClient({});
  const out = await cfn.send(new DescribeStacksCommand({ StackName: stackName }));
  const outputs = Object.fromEntries((out.Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey!, o.OutputValue!]));
  for (const [key, envName] of Object.entries(outputToEnv)) if (outputs[key]) process.env[envName] = outputs[key];
  process.env.STAGE = stage;
  return { description: `stage ${stage} (${stackName})`, apiUrl: outputs.ApiUrl };
}
