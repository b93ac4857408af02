/**
 * Account configuration rules (POST /ereceipts/config), as plain functions: the body's shape is the valibot schema
 * in requests/account-config.ts (codes 100–111 in the interface's order), then the endpoint's DNS (102).
 */
import * as v from "valibot";
import { ApiError } from "./errors";
import { accountConfigSchema, retailerRemovalSchema } from "./requests/account-config";
import { parseRequest, present } from "./requests/issues";
import { checkWebhookUrl, type Resolver, type UrlPolicy } from "./url-safety";

export interface RetailerConfig {
  email: string;
  day_cutoff?: number;
  date_cutoff?: number;
}

export interface AccountConfig {
  results_endpoint: string;
  day_cutoff?: number;
  date_cutoff?: number;
  use_aggregation: boolean;
  return_eml: boolean;
  retailers: RetailerConfig[];
}

/** A retailer entry as the configuration keeps it (the schema has trimmed and lower-cased its address). */
export function retailerConfig(r: { email?: string | null; day_cutoff?: number | null; date_cutoff?: number | null }): RetailerConfig {
  const out: RetailerConfig = { email: r.email! };
  if (present(r.day_cutoff)) out.day_cutoff = r.day_cutoff!;
  if (present(r.date_cutoff)) out.date_cutoff = r.date_cutoff!;
  return out;
}

export type AccountConfigInput = v.InferOutput<ReturnType<typeof accountConfigSchema>>;

/** The whole configuration body, or the ApiError the interface names for what is wrong (in the interface's order). */
export async function validateAccountConfig(body: unknown, policy: UrlPolicy, resolve: Resolver): Promise<AccountConfig> {
  return accountConfigOf(parseRequest(accountConfigSchema(policy), body), policy, resolve);
}

/** A well-formed configuration body as the account keeps it, once its results endpoint resolves to public addresses (else 102). */
export async function accountConfigOf(input: AccountConfigInput, policy: UrlPolicy, resolve: Resolver): Promise<AccountConfig> {
  const reachable = await checkWebhookUrl(input.results_endpoint, policy, resolve);
  if (!reachable.ok) throw new ApiError(102, `results_endpoint ${reachable.reason}`);
  const config: AccountConfig = {
    results_endpoint: reachable.url.toString(),
    use_aggregation: input.use_aggregation === true,
    return_eml: input.return_eml === true,
    retailers: (input.retailers ?? []).map(retailerConfig),
  };
  if (present(input.day_cutoff)) config.day_cutoff = input.day_cutoff!;
  if (present(input.date_cutoff)) config.date_cutoff = input.date_cutoff!;
  return config;
}

/** DELETE /ereceipts/retailers body: a non-empty list of addresses. */
export function validateRetailerRemoval(body: unknown): string[] {
  return parseRequest(retailerRemovalSchema, body).retailer_emails;
}

export function withoutRetailers(config: AccountConfig, emails: string[]): AccountConfig {
  const drop = new Set(emails);
  return { ...config, retailers: config.retailers.filter((r) => !drop.has(r.email)) };
}
