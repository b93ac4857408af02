/**
 * Stages differ in data, not code. `sandbox` and `production` are deployed by CDK; `local` is the
 * embedded runner's configuration and the only one that may relax webhook egress rules.
 */
import type { QueueName } from "./resources";

export type StageName = "sandbox" | "production" | "local";

/**
 * How a stage shares the account's Lambda concurrency (a regional quota, 1,000 by default and often 10 in a new
 * account): each queue trigger may run at most `queueMax` invocations at once, so one client's hung webhook or a
 * burst of jobs cannot take every execution; each API function may reserve its own share, so the API keeps
 * answering whatever the workers do. Lambda keeps 100 executions unreserved: the reservations plus 100 must fit
 * the quota (docs/deploy.md).
 */
export interface ConcurrencyConfig {
  /** SQS event source maximum concurrency per queue (2 to 1,000); the dead-letter worker uses 2. */
  readonly queueMax: Readonly<Record<QueueName, number>>;
  /** Reserved concurrency of each API function; null reserves nothing (an account with a small quota). */
  readonly apiReserved: number | null;
  /** Routes (by id) that need more than `apiReserved`. */
  readonly apiReservedByRoute?: Readonly<Record<string, number>>;
}

export interface StageConfig {
  readonly name: StageName;
  /** Keep data when the stack is deleted. */
  readonly retainData: boolean;
  readonly logRetentionDays: number;
  /** API Gateway stage throttling. */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Messages in a dead-letter queue at or above this raise the alarm. */
  readonly dlqAlarmThreshold: number;
  /**
   * SES receiving domain for forwarded emails; account inbound addresses are `<slug>@<domain>`. Deployed stages are
   * given theirs at synth (lib/stack/deploy-settings.ts): empty here.
   */
  readonly inboundDomain: string;
  /** Days raw EMLs are kept in S3. */
  readonly emlRetentionDays: number;
  /** Only local: accept http and loopback/private webhook URLs (also needs ALLOW_PRIVATE_WEBHOOKS=1). */
  readonly mayAllowPrivateWebhooks: boolean;
  /** Only local: the retry waits may be overridden with WEBHOOK_RETRY_DELAYS. */
  readonly mayOverrideRetryDelays: boolean;
  readonly concurrency: ConcurrencyConfig;
  /** Deployed stages: the address subscribed to the alarm topic, given at synth (deploy-settings.ts; confirm it once). */
  readonly alarmEmail?: string;
}

export const stages: Record<StageName, StageConfig> = {
  sandbox: {
    name: "sandbox",
    retainData: false,
    logRetentionDays: 14,
    throttle: { rateLimit: 50, burstLimit: 100 },
    dlqAlarmThreshold: 1,
    inboundDomain: "",
    emlRetentionDays: 30,
    mayAllowPrivateWebhooks: false,
    mayOverrideRetryDelays: false,
    // a sandbox account's quota may be 10: cap the triggers, reserve nothing
    concurrency: { queueMax: { parse: 5, delivery: 10, ingest: 2 }, apiReserved: null },
  },
  production: {
    name: "production",
    retainData: true,
    logRetentionDays: 90,
    throttle: { rateLimit: 500, burstLimit: 1000 },
    dlqAlarmThreshold: 1,
    inboundDomain: "",
    emlRetentionDays: 365,
    mayAllowPrivateWebhooks: false,
    mayOverrideRetryDelays: false,
    // 16 routes: 14 x 10 + 60 + 40 = 240 reserved; triggers at most 50 + 100 + 10 (+ 2 for the parse DLQ): fits 1,000
    concurrency: { queueMax: { parse: 50, delivery: 100, ingest: 10 }, apiReserved: 10, apiReservedByRoute: { PostCreateJob: 60, GetStatus: 40 } },
  },
  local: {
    name: "local",
    retainData: true,
    logRetentionDays: 1,
    throttle: { rateLimit: 1000, burstLimit: 1000 },
    dlqAlarmThreshold: 1,
    inboundDomain: "inbound.localhost",
    emlRetentionDays: 30,
    mayAllowPrivateWebhooks: true,
    mayOverrideRetryDelays: true,
    concurrency: { queueMax: { parse: 2, delivery: 32, ingest: 2 }, apiReserved: null },
  },
};

export function stageConfig(name: string | undefined): StageConfig {
  if (name === "sandbox" || name === "production" || name === "local") return stages[name];
  throw new Error(`Unknown stage "${name}": expected sandbox, production or local`);
}
