/**
 * Account configuration rules (POST /ereceipts/config), as plain functions: the interface's error codes
 * 100–111 for the body, 102 for the results endpoint. Check order: structure (100), results_endpoint
 * syntax (102), cutoffs (104–107), retailers (111, 103, 108–110), then the endpoint's DNS (102).
 */
import { ApiError, invalidInput, rejectUnknown } from "./errors";
import { checkUrlSyntax, checkWebhookUrl, type Resolver, type UrlPolicy } from "./url-safety";

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

const topFields = ["results_endpoint", "day_cutoff", "date_cutoff", "use_aggregation", "return_eml", "retailers"];
const retailerFields = ["email", "day_cutoff", "date_cutoff"];
const emailPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

const present = (v: unknown) => v !== undefined && v !== null;
const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

export function isEmailAddress(v: unknown): v is string {
  return typeof v === "string" && v.length <= 254 && emailPattern.test(v.trim());
}

/** Validates a retailer list entry by entry; used by config and by reprocess_job. */
export function validateRetailers(raw: unknown, opts: { requireCutoff: boolean }): RetailerConfig[] {
  if (!Array.isArray(raw)) throw invalidInput("retailers must be an array");
  if (raw.length === 0) throw new ApiError(111);
  for (const r of raw) {
    if (r === null || typeof r !== "object" || Array.isArray(r)) throw invalidInput("each retailer must be an object");
  }
  const entries = raw as Record<string, unknown>[];
  for (const r of entries) {
    rejectUnknown(r, retailerFields, "retailer field");
  }
  if (entries.some((r) => !present(r.email))) throw new ApiError(103);
  if (entries.some((r) => present(r.day_cutoff) && present(r.date_cutoff))) throw new ApiError(108);
  if (entries.some((r) => present(r.day_cutoff) && !isWhole(r.day_cutoff))) throw new ApiError(109);
  if (entries.some((r) => present(r.date_cutoff) && !isWhole(r.date_cutoff))) throw new ApiError(110);
  if (opts.requireCutoff && entries.some((r) => !present(r.day_cutoff) && !present(r.date_cutoff))) {
    throw invalidInput("each retailer needs a day_cutoff or a date_cutoff");
  }
  const seen = new Set<string>();
  return entries.map((r) => {
    if (!isEmailAddress(r.email)) throw invalidInput("retailer email must be an email address");
    const email = r.email.trim().toLowerCase();
    if (seen.has(email)) throw invalidInput(`retailer ${email} is listed more than once`);
    seen.add(email);
    const out: RetailerConfig = { email };
    if (present(r.day_cutoff)) out.day_cutoff = r.day_cutoff as number;
    if (present(r.date_cutoff)) out.date_cutoff = r.date_cutoff as number;
    return out;
  });
}

/** The whole configuration body, or the ApiError the interface names for what is wrong. */
export async function validateAccountConfig(body: Record<string, unknown>, policy: UrlPolicy, resolve: Resolver): Promise<AccountConfig> {
  rejectUnknown(body, topFields);
  for (const flag of ["use_aggregation", "return_eml"] as const) {
    if (present(body[flag]) && typeof body[flag] !== "boolean") throw invalidInput(`${flag} must be true or false`);
  }
  if (!present(body.results_endpoint)) throw new ApiError(102, "results_endpoint is required");
  const syntax = checkUrlSyntax(body.results_endpoint, policy);
  if (!syntax.ok) throw new ApiError(102, `results_endpoint ${syntax.reason}`);

  const hasDay = present(body.day_cutoff);
  const hasDate = present(body.date_cutoff);
  if (hasDay && hasDate) throw new ApiError(104);
  if (!hasDay && !hasDate) throw new ApiError(105);
  if (hasDay && !isWhole(body.day_cutoff)) throw new ApiError(106);
  if (hasDate && !isWhole(body.date_cutoff)) throw new ApiError(107);

  const retailers = present(body.retailers) ? validateRetailers(body.retailers, { requireCutoff: false }) : [];

  const reachable = await checkWebhookUrl(body.results_endpoint, policy, resolve);
  if (!reachable.ok) throw new ApiError(102, `results_endpoint ${reachable.reason}`);

  const config: AccountConfig = {
    results_endpoint: reachable.url.toString(),
    use_aggregation: body.use_aggregation === true,
    return_eml: body.return_eml === true,
    retailers,
  };
  if (hasDay) config.day_cutoff = body.day_cutoff as number;
  if (hasDate) config.date_cutoff = body.date_cutoff as number;
  return config;
}

/** DELETE /ereceipts/retailers body: a non-empty list of addresses. */
export function validateRetailerRemoval(body: Record<string, unknown>): string[] {
  rejectUnknown(body, ["retailer_emails"]);
  const list = body.retailer_emails;
  if (!Array.isArray(list) || list.length === 0) throw invalidInput("retailer_emails must be a non-empty array of email addresses");
  if (!list.every((e) => typeof e === "string" && e.trim() !== "")) throw invalidInput("retailer_emails must contain only email addresses");
  return (list as string[]).map((e) => e.trim().toLowerCase());
}

export function withoutRetailers(config: AccountConfig, emails: string[]): AccountConfig {
  const drop = new Set(emails);
  return { ...config, retailers: config.retailers.filter((r) => !drop.has(r.email)) };
}
