/**
 * Cutoffs (decisions.md §3): a retailer entry whose email matches the sender (case-insensitively; for
 * a forwarded email, the original sender) overrides the global cutoff. `day_cutoff: N` keeps emails
 * dated within the last N days at processing time; `date_cutoff: T` keeps emails at or after UNIX time T.
 */
import type { AccountConfig } from "./account-config";

export type Cutoff = { kind: "day"; days: number } | { kind: "date"; epochSeconds: number };

/** The cutoff an entry (the account's or a retailer's) states, if any. */
export function cutoffOf(entry: { day_cutoff?: number | null; date_cutoff?: number | null }): Cutoff | undefined {
  if (entry.day_cutoff !== undefined && entry.day_cutoff !== null) return { kind: "day", days: entry.day_cutoff };
  if (entry.date_cutoff !== undefined && entry.date_cutoff !== null) return { kind: "date", epochSeconds: entry.date_cutoff };
  return undefined;
}

export function applicableCutoff(config: Pick<AccountConfig, "day_cutoff" | "date_cutoff" | "retailers">, senders: (string | null | undefined)[]): Cutoff | undefined {
  const wanted = new Set(senders.filter((s): s is string => Boolean(s)).map((s) => s.trim().toLowerCase()));
  const retailer = config.retailers.find((r) => wanted.has(r.email));
  return (retailer && cutoffOf(retailer)) ?? cutoffOf(config);
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
