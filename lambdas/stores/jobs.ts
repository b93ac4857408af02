/**
 * Jobs: `ACCOUNT#<id> / JOB#<zero-padded id>`, ids from one atomic counter (unique, increasing).
 * State changes are conditional writes, so a redelivered message never runs a finished job twice.
 * gsi1 / gsi2 index a job by the user's email hash / client user id (clear_history).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/aws";
import { allowedFrom, type JobRecord, type JobStatus } from "../domain/jobs";
import { keys, nowIso, tableName, isConditionFailure } from "./table";
import { userIndexKeys } from "./user-index";

export type JobKind = "create" | "reprocess";

export interface Job extends JobRecord {
  account_id: string;
  kind: JobKind;
  provider: string | null;
  country_code: string | null;
  override_endpoint: string | null;
  /** create: the stored EML; reprocess: the receipts to parse again. */
  eml_key?: string;
  receipt_ids?: string[];
}

export const jobKey = (accountId: string, jobId: number) => ({ pk: `ACCOUNT#${accountId}`, sk: `JOB#${String(jobId).padStart(15, "0")}` });

export async function nextJobId(): Promise<number> {
  const out = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter("job"),
      UpdateExpression: "ADD #v :one",
      ExpressionAttributeNames: { "#v": "value" },
      ExpressionAttributeValues: { ":one": 1 },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  return Number(out.Attributes!.value);
}

export async function putJob(job: Omit<Job, "status" | "error_code" | "error_message" | "created_at" | "updated_at">): Promise<Job> {
  const now = nowIso();
  const item: Job = { ...job, status: "queued", error_code: null, error_message: null, created_at: now, updated_at: now };
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...jobKey(job.account_id, job.job_id), entity: "job", ...userIndexKeys(job.account_id, job.email_hash, job.client_user_id, `JOB#${job.job_id}`), ...item },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
  return item;
}

export async function getJob(accountId: string, jobId: number): Promise<Job | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: jobKey(accountId, jobId), ConsistentRead: true }));
  return out.Item as Job | undefined;
}

/**
 * Moves a job to `to` if it is in a state that may move there; returns false (and changes nothing)
 * otherwise. `started_at` is set once, on the first move to executing.
 */
export async function transitionJob(
  accountId: string,
  jobId: number,
  to: JobStatus,
  extra: { error?: { code: number; message: string } } = {},
): Promise<boolean> {
  const now = nowIso();
  const from = allowedFrom[to];
  const names: Record<string, string> = { "#s": "status" };
  const values: Record<string, unknown> = { ":to": to, ":now": now };
  from.forEach((s, i) => (values[`:f${i}`] = s));
  const sets = ["#s = :to", "updated_at = :now"];
  if (to === "executing") sets.push("started_at = if_not_exists(started_at, :now)");
  if (to === "completed" || to === "error") {
    sets.push("finished_at = :now", "started_at = if_not_exists(started_at, :now)");
    sets.push("error_code = :ec", "error_message = :em");
    values[":ec"] = extra.error?.code ?? null;
    values[":em"] = extra.error?.message ?? null;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: jobKey(accountId, jobId),
        UpdateExpression: `SET ${sets.join(", ")}`,
        ConditionExpression: `attribute_exists(pk) AND #s IN (${from.map((_, i) => `:f${i}`).join(", ")})`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function deleteJob(accountId: string, jobId: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: jobKey(accountId, jobId) }));
}

/**
 * Support's retry of a job that failed internally (error 500, e.g. after the parse dead-letter queue):
 * back to `queued` with the error cleared. Only that state may be requeued; returns false otherwise.
 */
export async function requeueFailedJob(accountId: string, jobId: number): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: jobKey(accountId, jobId),
        UpdateExpression: "SET #s = :queued, updated_at = :now, error_code = :null, error_message = :null REMOVE started_at, finished_at",
        ConditionExpression: "#s = :error AND error_code = :internal",
        ExpressionAttributeNames: { "#s": "status" },
        ExpressionAttributeValues: { ":queued": "queued", ":error": "error", ":internal": 500, ":null": null, ":now": nowIso() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
