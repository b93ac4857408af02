import { jobErrors, type JobError } from "../domain/errors";

/** A job-level outcome that ends the job in `error` (decisions.md §2); never retried. */
export class JobFailure extends Error {
  readonly jobError: JobError;
  constructor(jobError: JobError, detail?: string) {
    super(detail ? `${jobError.message}: ${detail}` : jobError.message);
    this.jobError = { code: jobError.code, message: this.message };
  }
}

export const failures = jobErrors;
