/**
 * Jobs: `ACCOUNT#<id> / JOB#<zero-padded id>`, ids from one atomic counter (unique, increasing).
 * State changes are conditional writes, so a redelivered message never runs a finished job twice.
 * gsi1 / gsi2 index a job by the user's email hash / client user id (clear_history); gsi3 `JOBS#OPEN` holds
 * it while it is queued or executing, oldest first, for the sweeper.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import { allowedFrom, type JobRecord, type JobStatus } from "../domain/jobs";
import { hydrate, keys, nowIso, tableName, updateIf } from "./table";
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
  /** Times the sweeper queued it again. */
  sweeps?: number;
  /** reprocess: the next receipt index to handle, the receipts delivered so far, the first job-level failure met. */
  reprocess_cursor?: number;
  reprocess_delivered?: number;
  reprocess_failure?: { code: number; message: string } | null;
}

const openIndex = "JOBS#OPEN";
const openKeys = (accountId: string, jobId: number, at: string) => ({ gsi3pk: openIndex, gsi3sk: `${at}#${accountId}#${jobId}` });

export const jobKey = (accountId: string, jobId: number) => ({ pk: `ACCOUNT#${accountId}`, sk: `JOB#${String(jobId).padStart(15, "0")}` });

export async function nextJobId(): Promise<number> {
  const out = await dynamo().send(
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
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...jobKey(job.account_id, job.job_id), entity: "job", ...userIndexKeys(job.account_id, job.email_hash, job.client_user_id, `JOB#${job.job_id}`), ...openKeys(job.account_id, job.job_id, now), ...item },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
  return item;
}

export async function getJob(accountId: string, jobId: number): Promise<Job | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: jobKey(accountId, jobId), ConsistentRead: true }));
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
  let removes = "";
  if (to === "executing") sets.push("started_at = if_not_exists(started_at, :now)");
  if (to === "completed" || to === "error") {
    sets.push("finished_at = :now", "started_at = if_not_exists(started_at, :now)");
    sets.push("error_code = :ec", "error_message = :em");
    values[":ec"] = extra.error?.code ?? null;
    values[":em"] = extra.error?.message ?? null;
    removes = " REMOVE gsi3pk, gsi3sk";
  }
  return updateIf({
    Key: jobKey(accountId, jobId),
    UpdateExpression: `SET ${sets.join(", ")}${removes}`,
    ConditionExpression: `attribute_exists(pk) AND #s IN (${from.map((_, i) => `:f${i}`).join(", ")})`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

export async function deleteJob(accountId: string, jobId: number): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: jobKey(accountId, jobId) }));
}

/**
 * Support's retry of a job that failed internally (error 500, e.g. after the parse dead-letter queue):
 * back to `queued` with the error cleared. Only that state may be requeued; returns false otherwise.
 */
export async function requeueFailedJob(accountId: string, jobId: number): Promise<boolean> {
  const now = nowIso();
  const open = openKeys(accountId, jobId, now);
  return updateIf({
    Key: jobKey(accountId, jobId),
    UpdateExpression:
      "SET #s = :queued, updated_at = :now, error_code = :null, error_message = :null, gsi3pk = :g3, gsi3sk = :g3s REMOVE started_at, finished_at, sweeps",
    ConditionExpression: "#s = :error AND error_code = :internal",
    ExpressionAttributeNames: { "#s": "status" },
    ExpressionAttributeValues: { ":queued": "queued", ":error": "error", ":internal": 500, ":null": null, ":now": now, ":g3": open.gsi3pk, ":g3s": open.gsi3sk },
  });
}

/** Jobs queued or executing, the longest open first (at most `limit`). */
export async function listOpenJobs(limit: number): Promise<Job[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "gsi3",
      KeyConditionExpression: "gsi3pk = :p",
      ExpressionAttributeValues: { ":p": openIndex },
      ScanIndexForward: true,
      Limit: limit,
    }),
  );
  return (await hydrate(out.Items ?? [])).filter((i) => i.status === "queued" || i.status === "executing") as unknown as Job[];
}

/**
 * The sweeper is about to queue the job again: counts it and restarts its clock, only while it is still
 * open and untouched since `seenUpdatedAt` (a worker that moved it meanwhile wins). False otherwise.
 */
export async function markJobSwept(accountId: string, jobId: number, seenUpdatedAt: string): Promise<boolean> {
  return updateIf({
    Key: jobKey(accountId, jobId),
    UpdateExpression: "SET updated_at = :now ADD sweeps :one",
    ConditionExpression: "#s IN (:q, :e) AND updated_at = :seen",
    ExpressionAttributeNames: { "#s": "status" },
    ExpressionAttributeValues: { ":now": nowIso(), ":one": 1, ":q": "queued", ":e": "executing", ":seen": seenUpdatedAt },
  });
}

/**
 * A reprocess job's chunk is done: the cursor moves from `from` to `to` (only from there: a redelivered chunk does not
 * move it twice) and its counts are kept; the job stays executing and its clock restarts. False when it had moved.
 */
export async function advanceReprocessCursor(
  accountId: string, jobId: number, from: number, to: number,
  progress: { delivered: number; failure: { code: number; message: string } | null },
): Promise<boolean> {
  return updateIf({
    Key: jobKey(accountId, jobId),
    UpdateExpression: "SET reprocess_cursor = :to, reprocess_delivered = :d, reprocess_failure = :f, updated_at = :now",
    ConditionExpression: "#s = :executing AND (attribute_not_exists(reprocess_cursor) AND :from = :zero OR reprocess_cursor = :from)",
    ExpressionAttributeNames: { "#s": "status" },
    ExpressionAttributeValues: { ":to": to, ":from": from, ":zero": 0, ":d": progress.delivered, ":f": progress.failure, ":now": nowIso(), ":executing": "executing" },
  });
}
