import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openMessages, parseJournal, QueueJournal } from "../../lib/local/queue-journal";

describe("the local queue journal", () => {
  const dirs: string[] = [];
  const dir = () => { const d = mkdtempSync(join(tmpdir(), "journal-")); dirs.push(d); return d; };
  afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

  it("keeps a message open until it is consumed, whatever order the two were written in", () => {
    const open = openMessages([
      { t: "del", q: "work", id: "b" },
      { t: "send", q: "work", id: "a", body: "A", at: 1000, delay: 5 },
      { t: "send", q: "work", id: "b", body: "B", at: 1000, delay: 0 },
    ]);
    expect([...open.values()]).toEqual([{ queue: "work", id: "a", body: "A", attrs: undefined, dueAt: 6000 }]);
  });

  it("moves a parked message to its queue's dead-letter queue, and lets a consumer there close it", () => {
    const records = [
      { t: "send", q: "delivery", id: "a", body: "A", at: 0, delay: 0 },
      { t: "send", q: "delivery", id: "b", body: "B", at: 0, delay: 0 },
      { t: "dlq", q: "delivery", id: "a", at: 50 },
      { t: "dlq", q: "delivery", id: "b", at: 60 },
      { t: "del", q: "delivery-dlq", id: "b" },
    ] as const;
    expect([...openMessages(records).values()]).toEqual([{ queue: "delivery-dlq", id: "a", body: "A", attrs: undefined, dueAt: 50 }]);
  });

  it("ignores a last line cut short by a kill", () => {
    expect(parseJournal('{"t":"send","q":"w","id":"a","body":"A","at":0,"delay":0}\n{"t":"del","q":"w","i')).toHaveLength(1);
  });

  it("hands back the open messages at start, starts over, and replays them again if the replay itself is cut short", () => {
    const d = dir();
    const first = new QueueJournal(d);
    first.append({ t: "send", q: "work", id: "a", body: "A", at: 0, delay: 0 });
    first.append({ t: "send", q: "work", id: "b", body: "B", at: 0, delay: 0 });
    first.append({ t: "del", q: "work", id: "b" });
    first.close();

    const second = new QueueJournal(d);
    expect(second.takeForReplay().map((m) => m.body)).toEqual(["A"]);
    expect(readFileSync(join(d, "queue-journal.ndjson"), "utf8")).toBe("");
    // killed before the replay finished: nothing re-sent was journaled yet, the side file still holds A
    second.close();
    const third = new QueueJournal(d);
    expect(third.takeForReplay().map((m) => m.body)).toEqual(["A"]);
    third.append({ t: "send", q: "work", id: "a2", body: "A", at: 0, delay: 0 });
    third.replayed();
    third.close();
    const fourth = new QueueJournal(d);
    expect(fourth.takeForReplay().map((m) => m.id)).toEqual(["a2"]);
    fourth.close();
  });
});
