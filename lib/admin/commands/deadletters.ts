import type { CommandGroup, CommandArgs } from "../cli";
import { flag, print, table, UsageError } from "../cli";
import { listDeadLetters, redriveDeadLetters, type RedrivableQueue } from "../../../lambdas/ops/redrive";

function queueOf(args: CommandArgs): RedrivableQueue {
  const q = flag(args, "queue");
  if (q !== "parse" && q !== "ingest") throw new UsageError("--queue parse|ingest is required (the delivery DLQ has its own commands: dlq ...)");
  return q;
}

/**
 * The parse and ingest dead-letter queues. (In AWS the parse DLQ is drained by its worker, which ends
 * each job in error 500; what stays there is what that worker could not handle.)
 */
export const deadletters: CommandGroup = {
  list: {
    summary: "List messages parked in the parse or ingest dead-letter queue (what they refer to, never content)",
    usage: "deadletters list --queue parse|ingest",
    async run(args) {
      const parked = await listDeadLetters(queueOf(args));
      print(args, parked, (rows) => table(rows as unknown as Record<string, unknown>[], ["message_id", "refers_to", "receive_count", "sent_at", "bytes"]));
    },
  },
  redrive: {
    summary: "Send parked messages back to their queue for another try (one MESSAGE_ID, or --all)",
    usage: "deadletters redrive --queue parse|ingest (MESSAGE_ID | --all)",
    async run(args) {
      const queue = queueOf(args);
      const id = args.positionals[0];
      if (!id && !args.flags.all) throw new UsageError("Give a MESSAGE_ID or --all");
      const moved = await redriveDeadLetters(queue, id ? { messageId: id } : "all");
      if (id && moved.length === 0) throw new UsageError(`${id} is not in the ${queue} dead-letter queue`);
      print(args, { queue, moved }, (v) => `${v.moved.length} message(s) sent back to the ${v.queue} queue`);
    },
  },
};
