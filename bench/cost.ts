/**
 * npm run cost: what one receipt costs in AWS, counted on the local pipeline. N jobs (20) from the corpus go through
 * the in-process local service (create_job, parse, results delivery to a loopback receiver); an SDK middleware on
 * every client the handlers use counts the requests they make, and DynamoDB capacity is computed from the items
 * written and read (the emulator reports no index capacity): a write costs its table write units (the larger of the
 * item before and after, per started KB) plus, per index the item is in before or after, the write units of what
 * that index projects (two when its key changes). The counts are divided by N, multiplied by list prices, and printed
 * with each line's arithmetic. docs/cost.md explains it.
 *
 *   npm run cost -- [--jobs 20]
 */
import { GetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { unmarshall } from "@aws-sdk/util-dynamodb";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadReceiptEmails } from "./corpus";
import { queues } from "../lambdas/contract/resources";
import { routeDefaults, routes } from "../lambdas/contract/routes";

const { values: opts } = parseArgs({ options: { jobs: { type: "string", default: "20" } }, strict: true });
const jobCount = Number(opts.jobs);
if (!Number.isInteger(jobCount) || jobCount < 1) throw new Error("--jobs must be a positive integer");

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
process.env.LOG_LEVEL = "INFO"; // the deployed stages' level: their log lines are billed too

/** us-east-1 list prices (USD), November 2026. */
const prices = {
  apiRequest: 3.5 / 1e6,
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000133334, // arm64
  wru: 0.625 / 1e6,
  rru: 0.125 / 1e6,
  s3Put: 0.005 / 1000, // PUT, COPY, POST, LIST
  s3Get: 0.0004 / 1000, // GET, HEAD and the rest
  sqsRequest: 0.4 / 1e6, // per 64 KB chunk
  logGb: 0.5,
};

// ---------- DynamoDB item sizes and capacity ----------

type Item = Record<string, unknown>;
/** DynamoDB's item size: attribute names plus values (strings in UTF-8, numbers about half their digits, containers 3 bytes plus 1 per element). */
function valueSize(v: unknown): number {
  if (v === null || v === undefined || typeof v === "boolean") return 1;
  if (typeof v === "string") return Buffer.byteLength(v);
  if (typeof v === "number") return Math.ceil(String(v).replace(/[-.]/g, "").length / 2) + 1;
  if (Buffer.isBuffer(v) || v instanceof Uint8Array) return v.length;
  if (v instanceof Set) return [...v].reduce((s: number, x) => s + valueSize(x), 0);
  if (Array.isArray(v)) return 3 + v.reduce((s: number, x) => s + valueSize(x) + 1, 0);
  if (typeof v === "object") return 3 + Object.entries(v as Item).reduce((s, [k, x]) => s + Buffer.byteLength(k) + valueSize(x) + 1, 0);
  return 1;
}
const itemSize = (item: Item | undefined) => (item ? Object.entries(item).reduce((s, [k, v]) => s + Buffer.byteLength(k) + valueSize(v), 0) : 0);
const kb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

const tableKeys = ["pk", "sk"];
/** The stack's indexes and what each projects (lambdas/contract/resources.ts, lib/stack/stateful.ts). */
async function indexSettings(): Promise<Array<{ pk: string; sk: string; projection: "ALL" | "KEYS_ONLY" }>> {
  const { table } = await import("../lambdas/contract/resources");
  return table.indexes.map((i) => ({ pk: i.partitionKey, sk: i.sortKey, projection: i.projection as "ALL" | "KEYS_ONLY" }));
}

const counts = {
  wru: { table: 0, indexes: 0 },
  rru: 0,
  ddbRequests: new Map<string, number>(),
  /** Write units by what was written (the sort key's kind: JOB, RECEIPT, DELIVERY …), table + indexes. */
  wruByKind: new Map<string, number>(),
  s3: new Map<string, number>(),
  sqs: new Map<string, number>(),
  sqsSent: 0,
  logBytes: 0,
};
const bump = (m: Map<string, number>, k: string, n = 1) => m.set(k, (m.get(k) ?? 0) + n);

function writeUnits(before: Item | undefined, after: Item | undefined, indexes: Awaited<ReturnType<typeof indexSettings>>): { table: number; indexes: number } {
  const table = kb(Math.max(itemSize(before), itemSize(after)));
  let idx = 0;
  for (const i of indexes) {
    const inBefore = before && before[i.pk] !== undefined && before[i.sk] !== undefined;
    const inAfter = after && after[i.pk] !== undefined && after[i.sk] !== undefined;
    if (!inBefore && !inAfter) continue;
    const projected = (it: Item) => (i.projection === "ALL" ? itemSize(it) : itemSize(Object.fromEntries([...tableKeys, i.pk, i.sk].map((k) => [k, it[k]]))));
    if (inBefore && inAfter) {
      const keyChanged = before![i.pk] !== after![i.pk] || before![i.sk] !== after![i.sk];
      if (keyChanged) idx += kb(projected(before!)) + kb(projected(after!));
      else if (i.projection === "ALL" && JSON.stringify(before) !== JSON.stringify(after)) idx += kb(projected(after!));
    } else idx += kb(projected((inAfter ? after : before)!));
  }
  return { table, indexes: idx };
}

/** Counts every request of the document client; computes write and read units from the items themselves. */
function meterDynamo(client: DynamoDBDocumentClient, raw: DynamoDBDocumentClient, indexes: Awaited<ReturnType<typeof indexSettings>>) {
  const get = async (TableName: string, Key: Item) => (await raw.send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      // the document client hands the base client's commands marshalled input: read it back as plain items
      const command = (context.commandName ?? "?").replace(/ItemCommand$|ItemsCommand$/, "Command");
      bump(counts.ddbRequests, command);
      const input = plain(args.input) as Item;
      const writes: Array<{ TableName: string; Key: Item; put?: Item }> = [];
      if (command === "PutCommand") writes.push({ TableName: input.TableName as string, Key: pick(input.Item as Item), put: input.Item as Item });
      if (command === "UpdateCommand" || command === "DeleteCommand") writes.push({ TableName: input.TableName as string, Key: input.Key as Item });
      if (command === "TransactWriteCommand") {
        for (const t of input.TransactItems as Item[]) {
          const [kind, op] = Object.entries(t)[0] as [string, Item];
          if (kind === "ConditionCheck") continue;
          writes.push({ TableName: op.TableName as string, Key: kind === "Put" ? pick(op.Item as Item) : (op.Key as Item), put: kind === "Put" ? (op.Item as Item) : undefined });
        }
      }
      if (command === "BatchWriteCommand") {
        for (const [TableName, reqs] of Object.entries(input.RequestItems as Record<string, Item[]>)) {
          for (const r of reqs) writes.push(r.PutRequest ? { TableName, Key: pick((r.PutRequest as Item).Item as Item), put: (r.PutRequest as Item).Item as Item } : { TableName, Key: (r.DeleteRequest as Item).Key as Item });
        }
      }
      const befores = await Promise.all(writes.map((w) => get(w.TableName, w.Key)));
      let out;
      try {
        out = await next(args);
      } catch (error) {
        // a write whose condition failed still costs the item's table write units
        if (writes.length) counts.wru.table += befores.reduce((s, b) => s + kb(itemSize(b)), 0);
        throw error;
      }
      for (let k = 0; k < writes.length; k++) {
        const after = command === "DeleteCommand" || (command === "BatchWriteCommand" && !writes[k].put) ? undefined : await get(writes[k].TableName, writes[k].Key);
        const units = writeUnits(befores[k], after, indexes);
        bump(counts.wruByKind, kindOf(writes[k].Key), units.table * (command === "TransactWriteCommand" ? 2 : 1) + units.indexes);
        counts.wru.table += units.table * (command === "TransactWriteCommand" ? 2 : 1); // transactions cost double
        counts.wru.indexes += units.indexes;
      }
      const output = plain(out.output) as Item;
      const consistent = Boolean(input.ConsistentRead);
      const readUnits = (bytes: number) => Math.ceil(bytes / 4096 || 1) * (consistent ? 1 : 0.5);
      if (command === "GetCommand") counts.rru += readUnits(itemSize(output.Item as Item));
      if (command === "QueryCommand" || command === "ScanCommand") counts.rru += readUnits(((output.Items as Item[]) ?? []).reduce((s, i) => s + itemSize(i), 0));
      if (command === "BatchGetCommand") {
        for (const items of Object.values((output.Responses as Record<string, Item[]>) ?? {})) for (const i of items) counts.rru += readUnits(itemSize(i));
      }
      return out;
    },
    { step: "initialize", name: "costMeter" },
  );
}
const pick = (item: Item) => ({ pk: item.pk, sk: item.sk });
/** "JOB", "RECEIPT", "DELIVERY/AUDIT" …: what a key names, for the breakdown. */
const kindOf = (key: Item) => `${String(key.pk).split("#")[0]}/${String(key.sk).split("#")[0]}`;

/** An AttributeValue ({S: …}, {M: …}) found anywhere in a request or response, read as its plain value. */
const attributeTypes = new Set(["S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS", "BS"]);
function plain(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plain);
  if (v === null || typeof v !== "object" || Buffer.isBuffer(v) || v instanceof Uint8Array) return v;
  const o = v as Item;
  const entries = Object.entries(o);
  // a map of attribute values (an item or key): every value is a single-typed AttributeValue
  if (entries.length > 0 && entries.every(([, x]) => x !== null && typeof x === "object" && !Array.isArray(x) && Object.keys(x as Item).length === 1 && attributeTypes.has(Object.keys(x as Item)[0]))) {
    return unmarshall(o as never);
  }
  return Object.fromEntries(entries.map(([k, x]) => [k, plain(x)]));
}

function meterCommands(client: { middlewareStack: { add: (...a: never[]) => void } }, into: Map<string, number>, onSend?: (input: Item) => void) {
  (client.middlewareStack.add as (mw: unknown, o: unknown) => void)(
    (next: (a: unknown) => Promise<unknown>, context: { commandName?: string }) => async (args: { input: Item }) => {
      bump(into, context.commandName ?? "?");
      if (context.commandName === "SendMessageCommand") onSend?.(args.input);
      return next(args);
    },
    { step: "initialize", name: "costMeter" },
  );
}

// ---------- the run ----------

async function main(): Promise<void> {
  const emails = loadReceiptEmails();
  const dataDir = await mkdtemp(join(tmpdir(), "ereceipts-cost-"));
  const arrived = new Set<number>();
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      try { for (const r of JSON.parse(body) as Array<{ job_id: number }>) arrived.add(r.job_id); } catch { /* not a results array */ }
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/results`;

  // handler log lines are billed as CloudWatch Logs ingestion: count them instead of printing them
  const write = process.stdout.write.bind(process.stdout);
  const counting = (chunk: string | Uint8Array) => { counts.logBytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length; return true; };

  const { startLocalService } = await import("../lib/local/runner");
  const apiKey = `cost-${randomBytes(8).toString("hex")}`;
  const service = await startLocalService({ port: 0, dataDir, fresh: true, apiKey, webApiKey: `cost-web-${randomBytes(8).toString("hex")}`, env: { ALLOW_PRIVATE_WEBHOOKS: "1", LOG_LEVEL: "INFO" } });
  const post = (path: string, body: string, type: string) =>
    fetch(`${service.apiUrl}${path}`, { method: "POST", headers: { "api-key": apiKey, "content-type": type }, body }).then((r) => r.json() as Promise<Record<string, unknown>>);
  await post("/ereceipts/config", JSON.stringify({ results_endpoint: receiverUrl, day_cutoff: 36500 }), "application/json");

  const { dynamo } = await import("../lambdas/shared/clients/dynamo");
  const { s3 } = await import("../lambdas/shared/clients/s3");
  const { sqs } = await import("../lambdas/shared/clients/sqs");
  const { DynamoDBClient } = await import("@aws-sdk/client-dynamodb");
  const { DynamoDBDocumentClient } = await import("@aws-sdk/lib-dynamodb");
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  meterDynamo(dynamo(), raw, await indexSettings());
  meterCommands(s3() as never, counts.s3);
  meterCommands(sqs() as never, counts.sqs, (input) => { counts.sqsSent += Math.max(1, Math.ceil(Buffer.byteLength(String(input.MessageBody ?? "")) / 65536)); });

  process.stdout.write = counting as typeof process.stdout.write;
  const started = Date.now();
  try {
    const ids: number[] = [];
    for (let i = 0; i < jobCount; i++) {
      const email = emails[i % emails.length];
      const form = new URLSearchParams({ eml_data: email.eml, email_hash: randomBytes(32).toString("hex"), client_user_id: `cost-${i % 10}` }).toString();
      const res = await post("/ereceipts/create_job", form, "application/x-www-form-urlencoded");
      if (typeof res.job_id === "number") ids.push(res.job_id);
    }
    while (ids.some((id) => !arrived.has(id)) && Date.now() - started < 120_000) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    process.stdout.write = write;
    await service.stop();
    receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  report(jobCount, arrived.size);
}

function report(n: number, delivered: number): void {
  const per = (x: number) => x / n;
  const s3Puts = ["PutObjectCommand", "CopyObjectCommand", "ListObjectsV2Command"].reduce((s, k) => s + (counts.s3.get(k) ?? 0), 0);
  const s3Gets = [...counts.s3].filter(([k]) => !["PutObjectCommand", "CopyObjectCommand", "ListObjectsV2Command", "DeleteObjectCommand"].includes(k)).reduce((s, [, v]) => s + v, 0);
  const appSqs = [...counts.sqs.values()].reduce((s, v) => s + v, 0);
  // Lambda's event source mapping receives and deletes what is sent: a receive and a delete per message at worst
  const sqsRequests = appSqs + 2 * counts.sqsSent;
  // per receipt: one create_job, one parse, one results delivery, at the memory the stack gives them; durations are
  // assumptions (the engine takes 40-70 ms a receipt in AWS, npm run bench; the rest is waiting on DynamoDB and S3)
  const lambda = [
    { name: "create_job", mb: routes.find((r) => r.id === "PostCreateJob")?.memoryMb ?? routeDefaults.memoryMb, ms: 150 },
    { name: "parse worker", mb: queues.parse.workerMemoryMb, ms: 300 },
    { name: "delivery worker", mb: queues.delivery.workerMemoryMb, ms: 150 },
  ];
  const gbSeconds = lambda.reduce((s, f) => s + (f.mb / 1024) * (f.ms / 1000), 0);
  const lines: Array<[string, string, number]> = [
    ["API Gateway", `1 request x $3.50/M`, prices.apiRequest],
    ["Lambda requests", `${lambda.length} invocations x $0.20/M`, lambda.length * prices.lambdaRequest],
    ["Lambda compute", `${lambda.map((f) => `${f.mb} MB x ${f.ms} ms`).join(" + ")} = ${gbSeconds.toFixed(3)} GB-s x $0.0000133334`, gbSeconds * prices.lambdaGbSecond],
    ["DynamoDB writes (table)", `${per(counts.wru.table).toFixed(1)} WRU x $0.625/M`, per(counts.wru.table) * prices.wru],
    ["DynamoDB writes (indexes)", `${per(counts.wru.indexes).toFixed(1)} WRU x $0.625/M`, per(counts.wru.indexes) * prices.wru],
    ["DynamoDB reads", `${per(counts.rru).toFixed(1)} RRU x $0.125/M`, per(counts.rru) * prices.rru],
    ["S3 PUT/COPY", `${per(s3Puts).toFixed(2)} requests x $0.005/1000`, per(s3Puts) * prices.s3Put],
    ["S3 GET/HEAD", `${per(s3Gets).toFixed(2)} requests x $0.0004/1000`, per(s3Gets) * prices.s3Get],
    ["SQS", `${per(sqsRequests).toFixed(1)} requests (sent ${per(counts.sqsSent).toFixed(1)}, +receive and delete each) x $0.40/M`, per(sqsRequests) * prices.sqsRequest],
    ["CloudWatch Logs", `${(per(counts.logBytes) / 1024).toFixed(2)} KB x $0.50/GB`, (per(counts.logBytes) / 1024 ** 3) * prices.logGb],
  ];
  console.log(`${n} jobs from the corpus, ${delivered} results delivered; per receipt (create_job, parse, one results delivery):`);
  const width = Math.max(...lines.map((l) => l[1].length));
  for (const [name, how, usd] of lines) console.log(`${name.padEnd(27)} ${how.padEnd(width)}  $${(usd * 1e6).toFixed(2).padStart(6)} per million`);
  const total = lines.reduce((s, l) => s + l[2], 0);
  console.log(`${"total".padEnd(27)} ${"".padEnd(width)}  $${(total * 1e6).toFixed(2).padStart(6)} per million receipts`);
  console.log(`DynamoDB requests per receipt: ${[...counts.ddbRequests].map(([k, v]) => `${k.replace(/Command$/, "")} ${per(v).toFixed(1)}`).join(", ")}`);
  console.log(`DynamoDB write units per receipt by item (pk/sk kind): ${[...counts.wruByKind].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${per(v).toFixed(1)}`).join(", ")}`);
  console.log(`S3 requests per receipt: ${[...counts.s3].map(([k, v]) => `${k.replace(/Command$/, "")} ${per(v).toFixed(2)}`).join(", ")}`);
  if (delivered < n) process.exitCode = 2;
}

await main();
