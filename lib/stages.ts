/**
 * Stages differ in data, not code. `sandbox` and `production` are deployed by CDK; `local` is the
 * embedded runner's configuration and the only one that may relax webhook egress rules.
 */
export type StageName = "sandbox" | "production" | "local";

export interface StageConfig {
  readonly name: StageName;
  /** Keep data when the stack is deleted. */
  readonly retainData: boolean;
  readonly logRetentionDays: number;
  /** API Gateway stage throttling. */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /** Messages in a dead-letter queue at or above this raise the alarm. */
  readonly dlqAlarmThreshold: number;
  /** SES receiving domain for forwarded emails; account inbound addresses are `<slug>@<domain>`. */
  readonly inboundDomain: string;
  /** Days raw EMLs are kept in S3. */
  readonly emlRetentionDays: number;
  /** Only local: accept http and loopback/private webhook URLs (also needs ALLOW_PRIVATE_WEBHOOKS=1). */
  readonly mayAllowPrivateWebhooks: boolean;
  /** Only local: the retry waits may be overridden with WEBHOOK_RETRY_DELAYS. */
  readonly mayOverrideRetryDelays: boolean;
  /** Deployed stages: an address subscribed to the alarm topic (confirm the subscription once). */
  readonly alarmEmail?: string;
}

export const stages: Record<StageName, StageConfig> = {
  sandbox: {
    name: "sandbox",
    retainData: false,
    logRetentionDays: 14,
    throttle: { rateLimit: 50, burstLimit: 100 },
    dlqAlarmThreshold: 1,
    inboundDomain: "inbound.sandbox.ereceipts.example.com",
    emlRetentionDays: 30,
    mayAllowPrivateWebhooks: false,
    mayOverrideRetryDelays: false,
  },
  production: {
    name: "production",
    retainData: true,
    logRetentionDays: 90,
    throttle: { rateLimit: 500, burstLimit: 1000 },
    dlqAlarmThreshold: 1,
    inboundDomain: "inbound.ereceipts.example.com",
    emlRetentionDays: 365,
    mayAllowPrivateWebhooks: false,
    mayOverrideRetryDelays: false,
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
  },
};

export function stageConfig(name: string | undefined): StageConfig {
  if (name === "sandbox" || name === "production" || name === "local") return stages[name];
  throw new Error(`Unknown stage "${name}": expected sandbox, production or local`);
}
