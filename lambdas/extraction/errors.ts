/** Thrown when the input is not an email at all; the pipeline maps it to job error 100. */
export class EmlParseError extends Error {
  readonly code = 100;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "EmlParseError";
  }
}
