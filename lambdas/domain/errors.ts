/**
 * The interface's error codes. Handlers and domain functions throw `ApiError`; one middleware turns it
 * into `{ success: false, error: { code, message } }` with HTTP 200. Nothing else builds error bodies.
 */
export const errorMessages = {
  100: "Invalid input",
  101: "Invalid api-key",
  102: "Invalid results_endpoint",
  103: "One or more retailers missing emails key",
  104: "Both global day_cutoff and date_cutoff specified",
  105: "Neither global day_cutoff nor date_cutoff specified",
  106: "Global day_cutoff is not an integer",
  107: "Global date_cutoff is not an integer",
  108: "One or more retailers contains both day_cutoff and date_cutoff",
  109: "One or more retailers contains a day_cutoff that is not an integer",
  110: "One or more retailers contains a date_cutoff that is not an integer",
  111: "No retailers specified",
  112: "You must specify either receipt_ids or retailers for reprocessing",
  113: "You cannot specify both receipt_ids and retailers for reprocessing",
  114: "One or more Receipt IDs was not found",
} as const;

export type ErrorCode = keyof typeof errorMessages;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly missingIds?: string[];

  /** `detail` is appended to the standard message, e.g. "Invalid input: job_id must be an integer". */
  constructor(code: ErrorCode, detail?: string, missingIds?: string[]) {
    super(detail ? `${errorMessages[code]}: ${detail}` : errorMessages[code]);
    this.name = "ApiError";
    this.code = code;
    this.missingIds = missingIds;
  }
}

/** What a client sees when something unexpected failed (code 500, not in the interface's table). */
export const internalErrorCode = 500;
export const internalErrorMessage = "Internal error; the request was not completed. Retry later.";

/** The interface's failure envelope, the one place it is built: handlers, the gateway's own answers, the examples. */
export function errorEnvelope(code: number, message: string, missingIds?: readonly string[]): { success: false; error: { code: number; message: string; missing_ids?: string } } {
  return { success: false, error: { code, message, ...(missingIds ? { missing_ids: missingIds.join(",") } : {}) } };
}

/** The envelope as JSON text (for responses built outside a handler). */
export function errorEnvelopeJson(code: number, message: string): string {
  return JSON.stringify(errorEnvelope(code, message));
}

export const invalidInput = (detail?: string) => new ApiError(100, detail);

/** Job-level error codes, reported in job_status (decisions.md §2), never in the envelope. */
export const jobErrors = {
  unparseable: { code: 100, message: "EML content failed to parse" },
  olderThanCutoff: { code: 201, message: "Email is older than the applicable cutoff" },
  notAReceipt: { code: 202, message: "No receipt found in the email" },
  tooLarge: { code: 203, message: "Email exceeds the size limit" },
  /** Reprocessing a receipt whose stored email has passed the stage's retention (S3 lifecycle). */
  emailExpired: { code: 100, message: "The stored email is no longer kept (its retention period ended), so it cannot be reprocessed" },
  internal: { code: 500, message: "Internal processing error after all retries" },
} as const;

export type JobError = { code: number; message: string };
