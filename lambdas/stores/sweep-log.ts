/**
 * What the sweeper found and did, one item per action (`SWEEP / <time>#<random>`, kept 30 days), for
 * `admin sweep list`. Only actions are written: a sweep that finds nothing writes nothing.
 */
import { randomBytes } from "node:crypto";
import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import { tableName } from "./table";

export interface SweepFinding {
  at: string;
  subject: "job" | "delivery";
  /** `<account>/<job id>` for a job, the delivery id for a delivery. */
  id: string;
  account_id: string;
  action: "requeued" | "failed" | "resent" | "marked-parked";
  reason: string;
}

const retentionSeconds = 30 * 86_400;

export async function recordSweepFinding(f: SweepFinding): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: "SWEEP", sk: `${f.at}#${randomBytes(4).toString("hex")}`, entity: "sweep-finding", expires_at: Math.floor(Date.now() / 1000) + retentionSeconds, ...f },
    }),
  );
}

/** The latest findings first. */
export async function listSweepFindings(limit: number): Promise<SweepFinding[]> {
  const out = await dynamo().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: "pk = :p", ExpressionAttributeValues: { ":p": "SWEEP" }, ScanIndexForward: false, Limit: limit }),
  );
  return (out.Items ?? []).map((i) => ({
    at: String(i.at),
    subject: i.subject === "job" ? "job" : "delivery",
    id: String(i.id),
    account_id: String(i.account_id),
    action: i.action as SweepFinding["action"],
    reason: String(i.reason),
  }));
}
