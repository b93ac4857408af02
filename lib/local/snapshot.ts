/**
 * Persistence for the local runner. DynamoDB persists by itself (dynalite on LevelDB); the S3/SQS
 * emulator is in memory, so the bucket's objects and every queue's messages (ready, delayed and in
 * flight, with what remains of their delay) are written under the data folder every few seconds and on
 * a clean stop, and put back through the SDK on the next start. After a crash the next start replays
 * the last save: consumers are idempotent, so a message processed since then is at worst seen twice.
 */
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { GetObjectCommand, paginateListObjectsV2, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { SendMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";
import type { FauxqsServer } from "fauxqs";

interface SavedMessage {
  body: string;
  delaySeconds: number;
  attributes?: Record<string, { DataType: string; StringValue?: string }>;
}

export async function saveSnapshot(opts: { dir: string; s3: S3Client; bucket: string; fauxqs: FauxqsServer; queueUrls: Record<string, string> }): Promise<{ objects: number; messages: number }> {
  const s3Dir = join(opts.dir, "s3");
  // Incremental: only objects that are new or changed since the last save are downloaded, and files of
  // deleted objects are removed, so saving every few seconds stays cheap.
  const present = new Set<string>();
  let objects = 0;
  for await (const page of paginateListObjectsV2({ client: opts.s3 }, { Bucket: opts.bucket })) {
    for (const o of page.Contents ?? []) {
      const file = join(s3Dir, o.Key!);
      present.add(file);
      objects++;
      const modified = o.LastModified ?? new Date(0);
      const known = await stat(file).catch(() => undefined);
      if (known && known.size === o.Size && Math.abs(known.mtimeMs - modified.getTime()) < 1000) continue;
      const obj = await opts.s3.send(new GetObjectCommand({ Bucket: opts.bucket, Key: o.Key! }));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, await obj.Body!.transformToByteArray());
      await utimes(file, modified, modified);
    }
  }
  for (const file of await listFiles(s3Dir)) if (!present.has(file)) await rm(file, { force: true });

  const queues: Record<string, SavedMessage[]> = {};
  let messages = 0;
  const now = Date.now();
  for (const [name, url] of Object.entries(opts.queueUrls)) {
    const queueName = url.split("/").pop()!;
    const inspected = opts.fauxqs.inspectQueue(queueName);
    if (!inspected) continue;
    const { ready, delayed, inflight } = inspected.messages;
    const save = (m: (typeof ready)[number], until?: number): SavedMessage => ({
      body: m.body,
      delaySeconds: until ? Math.min(900, Math.max(0, Math.ceil((until - now) / 1000))) : 0,
      attributes: Object.keys(m.messageAttributes ?? {}).length ? (m.messageAttributes as SavedMessage["attributes"]) : undefined,
    });
    queues[name] = [
      ...ready.map((m) => save(m)),
      ...delayed.map((m) => save(m, m.delayUntil)),
      ...inflight.map((f) => save(f.message, f.visibilityDeadline)),
    ];
    messages += queues[name].length;
  }
  await mkdir(opts.dir, { recursive: true });
  // Written whole and renamed, so a crash mid-save leaves the previous snapshot intact.
  await writeFile(join(opts.dir, "queues.json.tmp"), JSON.stringify(queues));
  await rename(join(opts.dir, "queues.json.tmp"), join(opts.dir, "queues.json"));
  return { objects, messages };
}

export async function restoreSnapshot(opts: { dir: string; s3: S3Client; bucket: string; sqs: SQSClient; queueUrls: Record<string, string> }): Promise<{ objects: number; messages: number }> {
  let objects = 0;
  const s3Dir = join(opts.dir, "s3");
  for (const file of await listFiles(s3Dir)) {
    await opts.s3.send(new PutObjectCommand({ Bucket: opts.bucket, Key: relative(s3Dir, file).split("\\").join("/"), Body: await readFile(file) }));
    objects++;
  }
  let messages = 0;
  let saved: Record<string, SavedMessage[]> = {};
  try {
    saved = JSON.parse(await readFile(join(opts.dir, "queues.json"), "utf8")) as Record<string, SavedMessage[]>;
  } catch {
    saved = {};
  }
  for (const [name, list] of Object.entries(saved)) {
    const url = opts.queueUrls[name];
    if (!url) continue;
    for (const m of list) {
      await opts.sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: m.body, DelaySeconds: m.delaySeconds, MessageAttributes: m.attributes }));
      messages++;
    }
  }
  return { objects, messages };
}

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(full);
  }
  return out;
}
