/**
 * The local queues' write-ahead journal. The S3/SQS emulator keeps its state in memory; every message sent, consumed
 * or parked in a dead-letter queue is appended here (synchronously, before the call that caused it is answered), so a
 * SIGKILL at any moment loses no message a caller was told about. On the next start the messages still open are sent
 * again (a consumer may see one twice: every consumer is idempotent) and the journal starts over with them.
 */
import { closeSync, existsSync, fstatSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export type JournalRecord =
  | { t: "send"; q: string; id: string; body: string; attrs?: Record<string, unknown>; at: number; delay: number }
  | { t: "del"; q: string; id: string }
  | { t: "dlq"; q: string; id: string; at: number };

/** A message still open: in its queue (or, once parked, in that queue's dead-letter queue), due at `dueAt`. */
export interface OpenMessage {
  queue: string;
  id: string;
  body: string;
  attrs?: Record<string, unknown>;
  dueAt: number;
}

/** Folds journal records into the messages still open, whatever order sends and deletes were written in. */
export function openMessages(records: Iterable<JournalRecord>): Map<string, OpenMessage> {
  const open = new Map<string, OpenMessage>();
  const deleted = new Set<string>();
  const parked = new Map<string, number>();
  for (const r of records) {
    if (r.t === "send") open.set(r.id, { queue: r.q, id: r.id, body: r.body, attrs: r.attrs, dueAt: r.at + r.delay * 1000 });
    else if (r.t === "del") deleted.add(r.id);
    else parked.set(r.id, r.at);
  }
  for (const [id, at] of parked) {
    const m = open.get(id);
    if (m && !m.queue.endsWith("-dlq")) open.set(id, { ...m, queue: `${m.queue}-dlq`, dueAt: at });
  }
  for (const id of deleted) open.delete(id);
  return open;
}

export function parseJournal(text: string): JournalRecord[] {
  const out: JournalRecord[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as JournalRecord);
    } catch {
      // the last line of a journal cut by a kill mid-write: that call was never answered
    }
  }
  return out;
}

const compactAbove = 32 * 1024 * 1024;

export class QueueJournal {
  private fd: number;
  private readonly file: string;
  private readonly replayFile: string;
  /** What the file holds, folded: kept so that the file can be rewritten small without reading it back. */
  private records: JournalRecord[] = [];

  constructor(dir: string) {
    this.file = join(dir, "queue-journal.ndjson");
    this.replayFile = join(dir, "queue-journal.replaying.ndjson");
    this.fd = openSync(this.file, "a");
  }

  append(record: JournalRecord): void {
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
    this.records.push(record);
    if (this.records.length % 1000 === 0 && fstatSync(this.fd).size > compactAbove) this.compact();
  }

  /**
   * The messages open at the last stop or crash, for sending again; the journal starts over. What was read stays in
   * a side file until `replayed()`, so a crash during the replay replays it again rather than losing it.
   */
  takeForReplay(): OpenMessage[] {
    closeSync(this.fd);
    const pending = existsSync(this.replayFile) ? readFileSync(this.replayFile, "utf8") : "";
    const text = pending + (existsSync(this.file) ? readFileSync(this.file, "utf8") : "");
    const open = [...openMessages(parseJournal(text)).values()];
    // the side file is written whole before the journal is emptied: a crash in between leaves both, read together
    writeTextSync(`${this.replayFile}.tmp`, open.map((m) => JSON.stringify({ t: "send", q: m.queue, id: m.id, body: m.body, attrs: m.attrs, at: m.dueAt, delay: 0 })).join("\n"));
    renameSync(`${this.replayFile}.tmp`, this.replayFile);
    this.fd = openSync(this.file, "w");
    this.records = [];
    return open;
  }

  /** The replayed messages are sent again (and journaled anew): the side file goes. */
  replayed(): void {
    rmSync(this.replayFile, { force: true });
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Rewrites the file with only the messages still open. */
  private compact(): void {
    const open = [...openMessages(this.records).values()];
    const now = Date.now();
    this.records = open.map((m): JournalRecord => ({ t: "send", q: m.queue, id: m.id, body: m.body, attrs: m.attrs, at: now, delay: Math.max(0, Math.ceil((m.dueAt - now) / 1000)) }));
    writeTextSync(`${this.file}.tmp`, this.records.map((r) => JSON.stringify(r)).join("\n") + (this.records.length ? "\n" : ""));
    closeSync(this.fd);
    renameSync(`${this.file}.tmp`, this.file);
    this.fd = openSync(this.file, "a");
  }
}

function writeTextSync(file: string, text: string): void {
  const fd = openSync(file, "w");
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
