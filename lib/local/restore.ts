/**
 * What the local S3/SQS emulator held before the last stop or crash, put back into it at start. The durable proxy
 * wrote every stored object under the data folder and every queue change to the queue journal before answering
 * (durable-proxy.ts, queue-journal.ts): objects are stored again, and the messages still open are sent again, due
 * when they were due. A consumer may see a message twice after a crash; every consumer is idempotent.
 */
import { readFile, readdir, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { SendMessageCommand, type MessageAttributeValue, type SQSClient } from "@aws-sdk/client-sqs";
import { objectsDir } from "./durable-proxy";
import type { QueueJournal } from "./queue-journal";

export async function restoreLocalState(opts: { dir: string; s3: S3Client; bucket: string; sqs: SQSClient; queueUrls: Record<string, string>; journal: QueueJournal }): Promise<{ objects: number; messages: number }> {
  let objects = 0;
  const s3Dir = objectsDir(opts.dir);
  for (const file of await listFiles(s3Dir)) {
    if (file.endsWith(".tmp")) continue; // a write cut by a kill: its call was never answered
    await opts.s3.send(new PutObjectCommand({ Bucket: opts.bucket, Key: relative(s3Dir, file).split("\\").join("/"), Body: await readFile(file) }));
    objects++;
  }
  const urlOf = new Map(Object.values(opts.queueUrls).map((url) => [url.split("/").pop()!, url]));
  const send = (queueUrl: string, body: string, delaySeconds: number, attrs?: Record<string, unknown>) =>
    opts.sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, DelaySeconds: delaySeconds, MessageAttributes: attrs as Record<string, MessageAttributeValue> | undefined }));
  let messages = 0;
  // the periodic snapshot of earlier versions: its messages are sent once, then it goes
  const legacy = join(opts.dir, "queues.json");
  const saved = await readFile(legacy, "utf8").then((t) => JSON.parse(t) as Record<string, Array<{ body: string; delaySeconds: number; attributes?: Record<string, unknown> }>>, () => null);
  for (const [name, list] of Object.entries(saved ?? {})) {
    const url = opts.queueUrls[name];
    for (const m of url ? list : []) { await send(url, m.body, m.delaySeconds, m.attributes); messages++; }
  }
  if (saved) await rm(legacy, { force: true });
  const now = Date.now();
  for (const m of opts.journal.takeForReplay()) {
    const url = urlOf.get(m.queue);
    if (!url) continue;
    await send(url, m.body, Math.min(900, Math.max(0, Math.ceil((m.dueAt - now) / 1000))), m.attrs);
    messages++;
  }
  opts.journal.replayed();
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
