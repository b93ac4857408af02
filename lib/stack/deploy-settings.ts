/**
 * What a deployed stage must be told and cannot guess: the AWS account and region, the domain that receives
 * forwarded mail (SES receiving and its MX records are regional), and where alarms go. Each comes from CDK context
 * (`-c inboundDomain=…`) or the environment (`ERECEIPTS_INBOUND_DOMAIN=…`); synth of a deployed stage stops with one
 * message naming every missing or malformed setting. Nothing is taken from the shell's default profile or region.
 */
import type { StageConfig } from "../../lambdas/contract/stages";

export interface DeploySettings {
  readonly account: string;
  readonly region: string;
  readonly inboundDomain: string;
  readonly alarmEmail: string;
}

type Key = keyof DeploySettings;

const spec: Record<Key, { env: string; check: RegExp; what: string; example: string }> = {
  account: { env: "ERECEIPTS_ACCOUNT", check: /^\d{12}$/, what: "the 12-digit AWS account id", example: "123456789012" },
  region: { env: "ERECEIPTS_REGION", check: /^[a-z]{2}(?:-gov)?-[a-z]+-\d$/, what: "an AWS region with SES email receiving", example: "eu-west-1" },
  inboundDomain: {
    env: "ERECEIPTS_INBOUND_DOMAIN",
    check: /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    what: "the domain that receives forwarded mail (its MX points at SES in that region)",
    example: "inbound.receipts.example.com",
  },
  alarmEmail: { env: "ERECEIPTS_ALARM_EMAIL", check: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, what: "the address alarms are sent to", example: "oncall@example.com" },
};

/** Placeholder values for tests and CI's offline synth (never deployable: the account is not a real one). */
export const exampleDeploySettings: DeploySettings = {
  account: spec.account.example,
  region: spec.region.example,
  inboundDomain: spec.inboundDomain.example,
  alarmEmail: spec.alarmEmail.example,
};

export class DeploySettingsError extends Error {}

export function readDeploySettings(
  stage: Pick<StageConfig, "name">,
  context: (key: string) => unknown,
  env: Readonly<Record<string, string | undefined>> = process.env,
): DeploySettings {
  const values: Partial<Record<Key, string>> = {};
  const problems: string[] = [];
  for (const key of Object.keys(spec) as Key[]) {
    const raw = context(key) ?? env[spec[key].env];
    const value = typeof raw === "string" ? raw.trim().toLowerCase() : undefined;
    if (!value) problems.push(`  ${key}: missing; ${spec[key].what} (-c ${key}=${spec[key].example} or ${spec[key].env})`);
    else if (!spec[key].check.test(value)) problems.push(`  ${key}: ${JSON.stringify(raw)} is not ${spec[key].what}`);
    else values[key] = value;
  }
  if (problems.length) throw new DeploySettingsError(`The ${stage.name} stage needs these settings (docs/deploy.md):\n${problems.join("\n")}`);
  return values as DeploySettings;
}

/** The stage as deployed: its fixed settings with the domain and alarm address it was given. */
export function withDeploySettings(stage: StageConfig, settings: DeploySettings): StageConfig {
  return { ...stage, inboundDomain: settings.inboundDomain, alarmEmail: settings.alarmEmail };
}
