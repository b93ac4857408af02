/**
 * The extraction engine: raw receipt email (EML) to an ExtractedReceipt (decisions.md §1 minus the
 * pipeline-filled fields). Plain functions, no AWS imports.
 */
export { parseReceiptEmail, type ParseOptions } from "./extract";
export { EmlParseError } from "./errors";
export { unwrapForward, unwrapForwardedEmail, type ForwardInfo } from "./forward";
export { parseMime, type MimeEmail } from "./mime";
export { eReceiptSchema, type EReceipt, type ExtractedReceipt, type Product, type Shipment, type EmailType } from "./schema";
export { parserVersion } from "./assemble";
