/**
 * Durable local S3 and SQS: a pass-through HTTP proxy in front of the in-memory emulator that writes what a call
 * changed to disk before it answers the caller. A stored object is written under `<dir>/s3/` (as the emulator now
 * holds it) and a sent message goes to the queue journal; consumed and parked messages are journaled by the
 * emulator's own event hook (see emulators.ts). The SDK clients of handlers, workers and the admin CLI talk to this
 * proxy exactly as they talk to AWS: nothing in them knows it is there.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve, sep } from "node:path";
import type { QueueJournal } from "./queue-journal";

export interface DurableProxy {
  url: string;
  close(): Promise<void>;
}

type Forwarded = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export async function startDurableProxy(opts: { target: string; dir: string; journal: QueueJournal; log?: (m: string) => void }): Promise<DurableProxy> {
  const target = new URL(opts.target);
  const s3Dir = resolve(opts.dir, "s3");
  const forward = (method: string, path: string, headers: IncomingHttpHeaders, body?: Buffer) =>
    new Promise<Forwarded>((done, fail) => {
      const req = request({ host: target.hostname, port: target.port, method, path, headers: { ...headers, host: target.host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => done({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", fail);
      });
      req.on("error", fail);
      req.end(body);
    });

  /** The file an object key is kept in; null for a key that would leave the folder. */
  const objectFile = (key: string): string | null => {
    const file = resolve(s3Dir, key);
    return file.startsWith(s3Dir + sep) ? file : null;
  };

  const persistS3 = async (method: string, path: string, headers: IncomingHttpHeaders) => {
    const [pathname, query = ""] = path.split("?");
    const parts = pathname.split("/").filter(Boolean);
    if (parts.length < 2 || /(?:^|&)(?:uploadId|partNumber|uploads|delete)(?:=|&|$)/.test(query)) return;
    const file = objectFile(parts.slice(1).map(decodeURIComponent).join("/"));
    if (!file) return;
    if (method === "DELETE") {
      rmSync(file, { force: true });
      return;
    }
    if (method !== "PUT") return;
    // the object as the emulator holds it (the request may be signed in chunks): read back, then written whole
    const stored = await forward("GET", pathname, { authorization: headers.authorization ?? "", "x-amz-date": headers["x-amz-date"] ?? "" });
    if (stored.status !== 200) throw new Error(`reading back ${pathname} answered ${stored.status}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, stored.body);
    renameSync(`${file}.tmp`, file);
  };

  const persistSqs = (action: string, body: Buffer, answer: Buffer) => {
    if (action !== "SendMessage") return;
    const sent = JSON.parse(body.toString("utf8")) as { QueueUrl: string; MessageBody: string; DelaySeconds?: number; MessageAttributes?: Record<string, unknown> };
    const { MessageId } = JSON.parse(answer.toString("utf8")) as { MessageId: string };
    opts.journal.append({
      t: "send", q: sent.QueueUrl.split("/").pop()!, id: MessageId, body: sent.MessageBody,
      attrs: sent.MessageAttributes && Object.keys(sent.MessageAttributes).length ? sent.MessageAttributes : undefined,
      at: Date.now(), delay: sent.DelaySeconds ?? 0,
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const answer = await forward(method, path, req.headers, body);
    if (answer.status >= 200 && answer.status < 300) {
      const target = req.headers["x-amz-target"];
      if (typeof target === "string" && target.startsWith("AmazonSQS.")) persistSqs(target.slice("AmazonSQS.".length), body, answer.body);
      else if (method === "PUT" || method === "DELETE") await persistS3(method, path, req.headers);
    }
    const headers = { ...answer.headers };
    delete headers["transfer-encoding"];
    delete headers.connection;
    // a HEAD answer has no body but tells the object's length (HeadObject's ContentLength): keep it
    if (method !== "HEAD") headers["content-length"] = String(answer.body.length);
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      // nothing was confirmed to the caller: it sees a server error and retries, as with AWS
      opts.log?.(`durable store: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ __type: "InternalError", message: "local store could not persist the change" }));
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    }),
  };
}

/** Where the durable proxy keeps stored objects (restored into the emulator at start). */
export const objectsDir = (dir: string) => join(dir, "s3");
