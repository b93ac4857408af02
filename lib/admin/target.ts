/**
 * Where the admin CLI points: the running local service (default; it reads the runtime file that
 * `npm start` writes) or a deployed stage (`--stage sandbox|production`, resources from the stack's
 * CloudFormation outputs, credentials from the usual AWS chain). Either way the commands run the same
 * store code the Lambdas run.
 */
import { stackName, stackOutputsToEnv } from "../../lambdas/contract/resources";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CloudFormationClient, DescribeStacksCommand } from "@aws-sdk/client-cloudformation";

export interface LocalRuntime {
  apiUrl: string;
  smtp?: { host: string; port: number };
  env: Record<string, string>;
}

export const runtimeFile = (dataDir = process.env.DATA_DIR ?? ".local") => join(dataDir, "runtime.json");


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
  const stack = stackName(stage);
  const cfn = new CloudFormationClient({});
  const out = await cfn.send(new DescribeStacksCommand({ StackName: stack }));
  const outputs = Object.fromEntries((out.Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey!, o.OutputValue!]));
  for (const [key, envName] of Object.entries(stackOutputsToEnv)) if (outputs[key]) process.env[envName] = outputs[key];
  process.env.STAGE = stage;
  return { description: `stage ${stage} (${stack})`, apiUrl: outputs.ApiUrl };
}
