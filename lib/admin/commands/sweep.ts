import type { CommandGroup } from "../cli";
import { print, table, options } from "../cli";
import { sweep as runSweep } from "../../../lambdas/ops/sweep";
import { listSweepFindings } from "../../../lambdas/stores/sweep-log";

const columns = ["at", "subject", "id", "action", "reason"];

export const sweep: CommandGroup = {
  list: {
    summary: "What the sweeper found and did (re-enqueued, ended, re-sent, marked parked), newest first; kept 30 days",
    usage: "sweep list [--limit N]",
    async run(args) {
      const limit = Number(options(args).string("limit") ?? 100) || 100;
      const rows = await listSweepFindings(limit);
      print(args, rows, (r) => (r.length ? table(r as unknown as Record<string, unknown>[], columns) : "the sweeper has found nothing open in the last 30 days"));
    },
  },
  run: {
    summary: "Run the sweeper now (it also runs every 5 minutes in AWS, every minute locally); --dry-run only reports",
    usage: "sweep run [--dry-run]",
    async run(args) {
      const report = await runSweep({ dryRun: options(args).bool("dry-run") });
      print(args, report, (r) =>
        [
          `looked at ${r.looked_at.open_jobs} open jobs, ${r.looked_at.pending_deliveries} pending and ${r.looked_at.failed_deliveries} failed deliveries${r.dry_run ? " (dry run: nothing changed)" : ""}`,
          `requeued ${r.counts.requeued}, failed ${r.counts.failed}, resent ${r.counts.resent}, marked parked ${r.counts["marked-parked"]}`,
          ...(r.findings.length ? ["", table(r.findings as unknown as Record<string, unknown>[], columns)] : []),
        ].join("\n"),
      );
    },
  },
};
