/**
 * Answers the readers ask many times over about the same text of one email (a cell's label key, whether a text can
 * name an item): kept while one synchronous reading of the email runs, and dropped when it returns. Nothing is kept
 * across emails: a reading cannot be interleaved with another email's (it never awaits), and outside one the
 * functions simply compute.
 */
type Answers = Map<string, unknown>;
let reading: Map<(text: string) => unknown, Answers> | null = null;

/** Runs `read` (synchronous) with answers kept for its duration only. */
export function withEmailMemo<T>(read: () => T): T {
  const outer = reading;
  reading = new Map();
  try {
    return read();
  } finally {
    reading = outer;
  }
}

/** `fn` (a pure function of a text) answered once per text within a reading; computed each time outside one. */
export function memoPerEmail<R>(fn: (text: string) => R): (text: string) => R {
  return (text: string): R => {
    if (reading === null) return fn(text);
    let answers = reading.get(fn);
    if (answers === undefined) reading.set(fn, (answers = new Map()));
    if (answers.has(text)) return answers.get(text) as R;
    const answer = fn(text);
    answers.set(text, answer);
    return answer;
  };
}
