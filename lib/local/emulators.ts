/**
 * Wire-compatible emulators for local runs and tests: dynalite (DynamoDB, LevelDB on disk when given
 * a folder) and fauxqs (S3 and SQS in one in-memory server). See DESIGN.md for why these two. Given a
 * folder to persist in, S3 and SQS are reached through the durable proxy, which writes every stored
 * object and queued message to disk before the call is answered (durable-proxy.ts, queue-journal.ts).
 */
import dynalite from "dynalite";
import { startFauxqs, type FauxqsServer } from "fauxqs";
import { startDurableProxy } from "./durable-proxy";
import { QueueJournal } from "./queue-journal";

export interface Emulators {
  dynamoEndpoint: string;
  s3Endpoint: string;
  sqsEndpoint: string;
  /** The in-process S3/SQS emulator (for inspecting queues); absent when connecting to a shared one. */
  fauxqs?: FauxqsServer;
  /** The queue journal, when the emulators persist (`persistDir`). */
  journal?: QueueJournal;
  stop(): Promise<void>;
}

export async function startEmulators(opts: { dynamoPath?: string; dynamoPort?: number; fauxqsPort?: number; persistDir?: string; log?: (m: string) => void } = {}): Promise<Emulators> {
  const dyn = dynalite({ path: opts.dynamoPath, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    dyn.once("error", reject);
    dyn.listen(opts.dynamoPort ?? 0, "127.0.0.1", () => resolve());
  });
  const address = dyn.address();
  const dynamoPort = typeof address === "object" && address ? address.port : 0;
  const persist = opts.persistDir;
  const faux = await startFauxqs({ port: opts.fauxqsPort ?? 0, logger: false, messageSpies: persist ? { bufferSize: 1 } : undefined });
  const fauxAddress = faux.address.replace("localhost", "127.0.0.1");
  if (!persist) {
    return {
      dynamoEndpoint: `http://127.0.0.1:${dynamoPort}`,
      s3Endpoint: fauxAddress,
      sqsEndpoint: fauxAddress,
      fauxqs: faux,
      async stop() {
        await faux.stop();
        await new Promise<void>((resolve) => dyn.close(() => resolve()));
      },
    };
  }
  const journal = new QueueJournal(persist);
  journalQueueEvents(faux, journal);
  const proxy = await startDurableProxy({ target: fauxAddress, dir: persist, journal, log: opts.log });
  return {
    dynamoEndpoint: `http://127.0.0.1:${dynamoPort}`,
    s3Endpoint: proxy.url,
    sqsEndpoint: proxy.url,
    fauxqs: faux,
    journal,
    async stop() {
      await proxy.close();
      await faux.stop();
      journal.close();
      await new Promise<void>((resolve) => dyn.close(() => resolve()));
    },
  };
}

/**
 * Messages consumed (deleted) and parked in a dead-letter queue, journaled as the emulator reports them through its
 * message-spy hook: synchronously, so before the delete is answered or the parked message can be seen in its DLQ.
 */
function journalQueueEvents(faux: FauxqsServer, journal: QueueJournal): void {
  const spy = faux.spy as unknown as { addMessage(m: { service: string; status: string; queueName?: string; messageId?: string }): void };
  const report = spy.addMessage.bind(spy);
  spy.addMessage = (m) => {
    if (m.service === "sqs" && m.queueName && m.messageId) {
      if (m.status === "consumed") journal.append({ t: "del", q: m.queueName, id: m.messageId });
      else if (m.status === "dlq") journal.append({ t: "dlq", q: m.queueName, id: m.messageId, at: Date.now() });
    }
    report(m);
  };
}

