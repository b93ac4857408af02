/**
 * Job rules: the create_job form, the reprocess_job body, the status object's format, and the
 * state machine `queued → executing → completed | error` (decisions.md §2).
 */
import { ApiError, invalidInput, rejectUnknown } from "./errors";
import { validateRetailers, type RetailerConfig } from "./account-config";

export type JobStatus = "queued" | "executing" | "completed" | "error";

/** States a job may move to each state from; `executing → executing` is a redelivery after a crash. */
export const allowedFrom: Record<JobStatus, JobStatus[]> = {
  queued: [],
  executing: ["queued", "executing"],
  completed: ["executing"],
  error: ["queued", "executing"],
};

export interface CreateJobRequest {
  /** The email itself (`eml_data`), or null when it was uploaded (`eml_key`). */
  eml: string | Buffer | null;
  /** The id POST /ereceipts/upload_url gave for an uploaded email, or null when `eml_data` carries it. */
  upload: string | null;
  email_hash: string;
  provider: string | null;
  client_user_id: string | null;
  override_endpoint: string | null;
  country_code: string | null;
}

/** A create_job form: text fields, and `eml_data` as bytes when a multipart body sent it as a file. */
export type CreateJobForm = Record<string, string | Buffer>;

const createFields = ["eml_data", "eml_key", "email_hash", "provider", "client_user_id", "override_endpoint", "country_code"];

/** What POST /ereceipts/upload_url names an upload: `upl_` and 32 hexadecimal digits. */
export const uploadIdPattern = /^upl_[0-9a-f]{32}$/;

/** ISO 3166-1 alpha-2 codes (officially assigned). */
const countryCodes = new Set(
  ("AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
    "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
    "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO " +
    "JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR " +
    "MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO " +
    "RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV " +
    "TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW").split(" "),
);

export function isCountryCode(v: string): boolean {
  return countryCodes.has(v.toUpperCase());
}

const textOf = (v: string | Buffer | undefined): string | undefined => (v === undefined || typeof v === "string" ? v : v.toString("utf8"));

function optionalText(form: CreateJobForm, name: string, max: number): string | null {
  const v = textOf(form[name]);
  if (v === undefined || v.trim() === "") return null;
  if (v.length > max) throw invalidInput(`${name} must be at most ${max} characters`);
  return v.trim();
}

/**
 * Validates the create_job form; the results URL itself is checked by the caller (it needs DNS), and so is an
 * uploaded email's size (it needs the bucket). `maxInlineBytes` bounds `eml_data`; `maxUploadBytes` is named in the
 * message that sends a larger email to the upload path.
 */
export function validateCreateJob(form: CreateJobForm, maxInlineBytes: number, maxUploadBytes?: number): CreateJobRequest {
  rejectUnknown(form, createFields);
  const eml = form.eml_data;
  const hasEml = eml !== undefined && (typeof eml === "string" ? eml.trim() !== "" : eml.length > 0);
  const key = textOf(form.eml_key)?.trim() ?? "";
  if (!hasEml && key === "") throw invalidInput("eml_data is required (or eml_key, for an email uploaded with POST /ereceipts/upload_url)");
  if (hasEml && key !== "") throw invalidInput("give eml_data or eml_key, not both");
  if (hasEml) {
    const size = typeof eml === "string" ? Buffer.byteLength(eml, "utf8") : eml.length;
    if (size > maxInlineBytes) {
      const upload = maxUploadBytes ? `: send larger emails (up to ${maxUploadBytes} bytes) with POST /ereceipts/upload_url and eml_key` : "";
      throw invalidInput(`eml_data is ${size} bytes; the limit is ${maxInlineBytes} bytes${upload}`);
    }
  } else if (!uploadIdPattern.test(key)) {
    throw invalidInput("eml_key must be the eml_key that POST /ereceipts/upload_url returned");
  }
  const hash = textOf(form.email_hash);
  if (hash === undefined || hash === "") throw invalidInput("email_hash is required");
  if (!/^[0-9a-fA-F]{64}$/.test(hash)) throw invalidInput("email_hash must be a SHA-256 hash: 64 hexadecimal characters");
  const country = optionalText(form, "country_code", 2);
  if (country !== null && !isCountryCode(country)) throw invalidInput("country_code must be an ISO 3166-1 alpha-2 code such as US or GB");
  return {
    eml: hasEml ? eml : null,
    upload: hasEml ? null : key,
    email_hash: hash.toLowerCase(),
    provider: optionalText(form, "provider", 64)?.toLowerCase() ?? null,
    client_user_id: optionalText(form, "client_user_id", 256),
    override_endpoint: optionalText(form, "override_endpoint", 2048),
    country_code: country?.toUpperCase() ?? null,
  };
}

export type ReprocessRequest = { kind: "ids"; receiptIds: string[] } | { kind: "retailers"; retailers: RetailerConfig[] };

export const maxReprocessIds = 1000;

export function validateReprocess(body: Record<string, unknown>): ReprocessRequest {
  rejectUnknown(body, ["receipt_ids", "retailers"]);
  const hasIds = body.receipt_ids !== undefined && body.receipt_ids !== null;
  const hasRetailers = body.retailers !== undefined && body.retailers !== null;
  if (!hasIds && !hasRetailers) throw new ApiError(112);
  if (hasIds && hasRetailers) throw new ApiError(113);
  if (hasRetailers) return { kind: "retailers", retailers: validateRetailers(body.retailers, { requireCutoff: true }) };
  const ids = body.receipt_ids;
  if (!Array.isArray(ids) || ids.length === 0) throw invalidInput("receipt_ids must be a non-empty array of receipt identifiers");
  if (!ids.every((id) => typeof id === "string" && id.trim() !== "" && id.length <= 128)) throw invalidInput("receipt_ids must contain only receipt identifier strings");
  if (ids.length > maxReprocessIds) throw invalidInput(`at most ${maxReprocessIds} receipt_ids per request`);
  return { kind: "ids", receiptIds: [...new Set((ids as string[]).map((s) => s.trim()))] };
}

/** `job_id` of GET /ereceipts/status: a positive whole number. */
export function parseJobId(raw: string | undefined): number {
  if (raw === undefined || raw === "") throw invalidInput("job_id is required");
  if (!/^\d{1,15}$/.test(raw.trim()) || Number(raw) < 1) throw invalidInput("job_id must be a positive integer");
  return Number(raw);
}

/** The interface's timestamp format, `YYYY-MM-DD HH:MM:SS` (UTC). */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace("T", " ");
}

export interface JobRecord {
  job_id: number;
  email_hash: string;
  client_user_id: string | null;
  status: JobStatus;
  error_code: number | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
  started_at?: string;
  finished_at?: string;
}

/** Seconds from leaving `queued` to finishing (millisecond precision); elapsed so far while executing. */
export function processingTime(job: Pick<JobRecord, "started_at" | "finished_at">, now: Date): number {
  if (!job.started_at) return 0;
  const end = job.finished_at ? Date.parse(job.finished_at) : now.getTime();
  return Math.max(0, Math.round(end - Date.parse(job.started_at))) / 1000;
}

export function jobStatusView(job: JobRecord, now: Date) {
  return {
    id: job.job_id,
    email_hash: job.email_hash,
    client_user_id: job.client_user_id,
    status: job.status,
    error_code: job.error_code,
    error_message: job.error_message,
    processing_time: processingTime(job, now),
    created_at: formatTimestamp(job.created_at),
    updated_at: formatTimestamp(job.updated_at),
  };
}
