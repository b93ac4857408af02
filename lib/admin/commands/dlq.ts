import type { CommandGroup } from "../cli";
import { print, requirePositional, table, UsageError, options } from "../cli";
import { listParked, replayParked, showParked } from "../../../lambdas/delivery/dead-letters";
import { renderAudit, renderDelivery } from "./delivery";

export const dlq: CommandGroup = {
  list: {
    summary: "List deliveries parked in the delivery dead-letter queue, with why (last attempt)",
    usage: "dlq list",
    async run(args) {
      const parked = await listParked();
      print(
        args,
        parked.map(({ audit: _a, ...p }) => p),
        (rows) =>
          table(
            rows.map((p) => ({
              delivery_id: p.delivery_id ?? `(malformed message ${p.message_id})`,
              account_id: p.delivery?.account_id,
              kind: p.delivery?.payload_type ?? p.delivery?.kind,
              attempts: p.delivery?.attempts,
              last_error: p.last_attempt?.error,
              last_attempt_at: p.last_attempt?.at,
              destination: p.delivery?.url,
            })),
            ["delivery_id", "account_id", "kind", "attempts", "last_error", "last_attempt_at", "destination"],
          ),
      );
    },
  },
  show: {
    summary: "Show one parked delivery: the delivery, its audit trail, the message",
    usage: "dlq show DELIVERY_ID",
    async run(args) {
      const o = options(args);
      const id = requirePositional({ ...args, positionals: o.positionals }, 0, "DELIVERY_ID");
      const p = await showParked(id);
      if (!p) throw new UsageError(`${id} is not in the delivery dead-letter queue (see: delivery show ${id})`);
      print(args, p, (v) =>
        [
          v.delivery ? renderDelivery(v.delivery) : `delivery_id      ${v.delivery_id} (no delivery record)`,
          `message_id       ${v.message_id}, sent ${v.sent_at ?? "?"}`,
          "",
          "audit trail:",
          renderAudit(v.audit),
        ].join("\n"),
      );
    },
  },
  replay: {
    summary: "Replay one parked delivery (or --all): same delivery id, attempts reset, signed afresh",
    usage: "dlq replay DELIVERY_ID | dlq replay --all",
    async run(args) {
      const o = options(args);
      const all = o.bool("all");
      const id = o.positionals[0];
      if (!all && !id) throw new UsageError("Give a DELIVERY_ID or --all");
      const result = await replayParked(all ? "all" : { deliveryId: id });
      if (!all && result.replayed.length === 0) throw new UsageError(`${id} is not in the delivery dead-letter queue`);
      print(args, result, (v) =>
        [
          `replayed ${v.replayed.length}: ${v.replayed.join(", ") || "(none)"}`,
          ...(v.skipped.length ? [`left in the queue (not delivery messages): ${v.skipped.join(", ")}`] : []),
          "Follow with: npm run admin -- delivery show <id>",
        ].join("\n"),
      );
    },
  },
};
