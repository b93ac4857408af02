/**
 * The extraction engine: raw receipt email (EML) to an ExtractedReceipt (decisions.md §1 minus the
 * pipeline-filled fields). Plain functions, no AWS imports.
 */
export { parseEmail, parseReceiptEmail, type ParseOptions } from "./extract";
export type { OriginalForm, OriginalMessage } from "./original";
export { EmlParseError } from "./errors";
export { unwrapForward, unwrapForwardedEmail, type ForwardInfo } from "./forward";
export { parseMime, type MimeEmail } from "./mime";
export { eReceiptSchema, trustLevels, trustReasons, type EReceipt, type Trust, type TrustLevel, type TrustReason, type ExtractedReceipt, type Product, type Shipment, type EmailType } from "./schema";
export { parserVersion } from "./assemble";
export { brandSendingDomains, platformSendingDomains } from "./merchant";
export { unverifiedTrust } from "./placeholders";
