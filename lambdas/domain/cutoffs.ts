/**
 * Cutoffs (decisions.md §3): a retailer entry whose email matches the sender (case-insensitively; for
 * a forwarded email, the original sender) overrides the global cutoff. `day_cutoff: N` keeps emails
 * dated within the last N days at processing time; `date_cutoff: T` keeps emails at or after UNIX time T.
 */
import type { AccountConfig } from "./account-config";

export type Cutoff = { kind: "day"; days: number } | { kind: "date"; epochSeconds: number };

export function applicableCutoff(config: Pick<AccountConfig, "day_cutoff" | "date_cutoff" | "retailers">, senders: (string | null | undefined)[]): Cutoff | undefined {
  const wanted = new Set(senders.filter((s): s is string => Boolean(s)).map((s) => s.trim().toLowerCase()));
  const retailer = config.retailers.find((r) => wanted.has(r.email));
  const source = retailer && (retailer.day_cutoff !== undefined || retailer.date_cutoff !== undefined) ? retailer : config;
  if (source.day_cutoff !== undefined && source.day_cutoff !== null) return { kind: "day", days: source.day_cutoff };
  if (source.date_cutoff !== undefined && source.date_cutoff !== null) return { kind: "date", epochSeconds: source.date_cutoff };
  return undefined;
}

/** The earliest instant an email may be dated and still be processed. */
export function cutoffInstant(cutoff: Cutoff, now: Date): Date {
  return cutoff.kind === "day" ? new Date(now.getTime() - cutoff.days * 86_400_000) : new Date(cutoff.epochSeconds * 1000);
}

/** True when the email passes the cutoff. An email without a usable date is not refused. */
export function isWithinCutoff(emailDate: string | null | undefined, cutoff: Cutoff | undefined, now: Date): boolean {
  if (!cutoff || !emailDate) return true;
  const at = Date.parse(emailDate);
  if (Number.isNaN(at)) return true;
  return at >= cutoffInstant(cutoff, now).getTime();
}
