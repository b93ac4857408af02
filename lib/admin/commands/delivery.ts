import type { CommandGroup } from "../cli";
import { print, requirePositional, table, UsageError, options } from "../cli";
import { getDeliveryHistory, listAccountDeliveries, listFailedDeliveries, type AuditEntry, type DeliveryRecord } from "../../../lambdas/stores/deliveries";

export function renderAudit(audit: AuditEntry[]): string {
  return audit
    .map((e) =>
      e.type === "attempt"
        ? `${e.at}  attempt ${e.attempt} (round attempt ${e.round_attempt}, receive ${e.receive_count})  ${e.outcome.padEnd(9)} ${e.status_code ?? "-"}  ${e.latency_ms} ms  ${e.error ?? ""}`.trimEnd()
        : `${e.at}  status ${e.status}${e.reason ? `  (${e.reason})` : ""}`,
    )
    .join("\n");
}

export function renderDelivery(d: DeliveryRecord): string {
  return [
    `delivery_id      ${d.delivery_id}`,
    `account_id       ${d.account_id}`,
    `kind             ${d.kind}${d.payload_type ? ` (${d.payload_type}, event ${d.event_id})` : ""}`,
    `destination      ${d.url}`,
    ...(d.subscription_id ? [`webhook_id       ${d.subscription_id}`] : []),
    `status           ${d.status}${d.status_reason ? ` (${d.status_reason})` : ""}`,
    `attempts         ${d.attempts} in all, ${d.round_attempts} since ${d.replays ? "the last replay" : "created"}; replays ${d.replays}`,
    `body             ${d.body_bytes} bytes${d.body_ref ? ` in the bucket at ${d.body_ref}` : ""}`,
    `created / last   ${d.created_at} / ${d.updated_at}`,
  ].join("\n");
}

const columns = ["delivery_id", "account_id", "kind", "status", "attempts", "last_status_code", "last_error", "updated_at"];

export const delivery: CommandGroup = {
  show: {
    summary: "Show a delivery and its audit trail (every attempt and status change)",
    usage: "delivery show DELIVERY_ID",
    async run(args) {
      const o = options(args);
      const id = requirePositional({ ...args, positionals: o.positionals }, 0, "DELIVERY_ID");
      const h = await getDeliveryHistory(id);
      if (!h) throw new UsageError(`No delivery ${id}`);
      print(args, h, (v) => `${renderDelivery(v.delivery)}\n\naudit trail:\n${renderAudit(v.audit)}`);
    },
  },
  list: {
    summary: "List failed deliveries (--failed), or an account's deliveries, newest first",
    usage: "delivery list --failed [--account ACCOUNT_ID] | delivery list --account ACCOUNT_ID [--limit N]",
    async run(args) {
      const o = options(args);
      const accountId = o.string("account");
      const limit = Number(o.string("limit") ?? 100) || 100;
      let rows: DeliveryRecord[];
      if (o.bool("failed")) rows = await listFailedDeliveries({ accountId, limit });
      else if (accountId) rows = await listAccountDeliveries(accountId, limit);
      else throw new UsageError("Give --failed, --account ACCOUNT_ID, or both");
      print(args, rows, (r) => table(r as unknown as Record<string, unknown>[], columns));
    },
  },
};
