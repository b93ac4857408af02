/**
 * Job rules: the create_job form, the reprocess_job body, the status object's format, and the
 * state machine `queued → executing → completed | error` (decisions.md §2).
 */
import type * as v from "valibot";
import { retailerConfig, type RetailerConfig } from "./account-config";
import { parseRequest } from "./requests/issues";
import { createJobFormSchema, reprocessSchema, statusQuerySchema } from "./requests/jobs";

export { isCountryCode, maxReprocessIds, uploadIdPattern } from "./requests/jobs";

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

/**
 * Validates the create_job form (its schema: requests/jobs.ts); the results URL itself is checked by the caller (it
 * needs DNS), and so is an uploaded email's size (it needs the bucket).
 */
export function validateCreateJob(form: unknown, maxInlineBytes: number, maxUploadBytes?: number): CreateJobRequest {
  return createJobRequestOf(parseRequest(createJobFormSchema(maxInlineBytes, maxUploadBytes), form));
}

export type CreateJobInput = v.InferOutput<ReturnType<typeof createJobFormSchema>>;

/** A well-formed create_job form as the use case takes it: the email itself or the upload that holds it. */
export function createJobRequestOf(input: CreateJobInput): CreateJobRequest {
  const hasEml = input.eml_data !== undefined && (typeof input.eml_data === "string" ? input.eml_data.trim() !== "" : input.eml_data.length > 0);
  return {
    eml: hasEml ? input.eml_data! : null,
    upload: hasEml ? null : input.eml_key!,
    email_hash: input.email_hash,
    provider: input.provider ?? null,
    client_user_id: input.client_user_id ?? null,
    override_endpoint: input.override_endpoint ?? null,
    country_code: input.country_code ?? null,
  };
}

export type ReprocessRequest = { kind: "ids"; receiptIds: string[] } | { kind: "retailers"; retailers: RetailerConfig[] };

export function validateReprocess(body: unknown): ReprocessRequest {
  return reprocessRequestOf(parseRequest(reprocessSchema, body));
}

/** A well-formed reprocess_job body: by receipt ids (each once) or by retailers. */
export function reprocessRequestOf(input: v.InferOutput<typeof reprocessSchema>): ReprocessRequest {
  if (input.retailers) return { kind: "retailers", retailers: input.retailers.map(retailerConfig) };
  return { kind: "ids", receiptIds: [...new Set(input.receipt_ids!)] };
}

/** `job_id` of GET /ereceipts/status's query (a positive whole number), or a bare value. */
export function parseJobId(query: Readonly<Record<string, string>> | string | undefined): number {
  const params = typeof query === "string" ? { job_id: query } : query ?? {};
  return parseRequest(statusQuerySchema, params).job_id;
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
