/** Messages on the parse queue: one per job, naming the job only (the job row holds the rest). */
import { queues } from "../contract/resources";
import { toSqsJson } from "../shared/sqs-json";
import { SendMessageCommand } from "@aws-sdk/client-sqs";
import { sqs } from "../shared/clients/sqs";
import { requireEnv } from "../shared/env";

export interface ParseMessage {
  account_id: string;
  job_id: number;
}

export async function sendParseMessage(msg: ParseMessage): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: requireEnv(queues.parse.envVar), MessageBody: toSqsJson(msg) }));
}

/** The message, or undefined when the body is not one of ours. */
export function readParseMessage(body: string): ParseMessage | undefined {
  try {
    const m = JSON.parse(body) as Partial<ParseMessage>;
    return typeof m.account_id === "string" && Number.isSafeInteger(m.job_id) ? { account_id: m.account_id, job_id: m.job_id! } : undefined;
  } catch {
    return undefined;
  }
}
