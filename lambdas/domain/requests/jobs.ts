/**
 * The inputs of the job endpoints: create_job's form, reprocess_job's body (112, 113 and the retailer codes) and
 * status's query.
 */
import * as v from "valibot";
import { maxUrlLength } from "../url-safety";
import { retailerList } from "./account-config";
import { coded, objectMessage, present, reportedIn, withRules } from "./issues";

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

export function isCountryCode(value: string): boolean {
  return countryCodes.has(value.toUpperCase());
}

/** An optional text field of the form: trimmed, at most `max` characters, blank as not given (null). */
const optionalText = (name: string, max: number, description: string, extra: Record<string, unknown> = {}) =>
  v.optional(v.pipe(
    v.string(`${name} must be text`),
    v.trim(),
    v.maxLength(max, `${name} must be at most ${max} characters`),
    v.metadata(extra),
    v.description(description),
    v.transform((s) => (s === "" ? null : s)),
  ));

/** A multipart body may send the email as a file part: its bytes, kept as they are (any charset). */
const emlBytes = v.instance(Buffer, "eml_data must be text or a file part");

/**
 * The create_job form (form-encoded or multipart). `maxInlineBytes` bounds `eml_data`; a larger email is sent through
 * POST /ereceipts/upload_url (up to `maxUploadBytes`, named in the message) and named by `eml_key`. The results URL
 * and an upload's size are checked by the use case (they need DNS and the bucket).
 */
export function createJobFormSchema(maxInlineBytes: number, maxUploadBytes?: number) {
  const size = (eml: string | Buffer) => (typeof eml === "string" ? Buffer.byteLength(eml, "utf8") : eml.length);
  const upload = maxUploadBytes ? `: send larger emails (up to ${maxUploadBytes} bytes) with POST /ereceipts/upload_url and eml_key` : "";
  const hasEml = (o: Record<string, unknown>) =>
    (typeof o.eml_data === "string" && o.eml_data.trim() !== "") || (Buffer.isBuffer(o.eml_data) && o.eml_data.length > 0);
  const hasKey = (o: Record<string, unknown>) => typeof o.eml_key === "string" && o.eml_key.trim() !== "";
  return withRules(
    v.strictObject(
      {
        eml_data: v.optional(v.pipe(
          v.union([v.string(), emlBytes], "eml_data must be text or a file part"),
          v.check((eml) => size(eml) <= maxInlineBytes, (issue) =>
            `eml_data is ${size(issue.input as string | Buffer)} bytes; the limit is ${maxInlineBytes} bytes${upload}`),
          v.description(`Raw EML content, at most ${maxInlineBytes} bytes as UTF-8 (a multipart body may send it as a file part, any charset).`),
        )),
        eml_key: v.optional(v.pipe(
          v.string("eml_key must be the eml_key that POST /ereceipts/upload_url returned"),
          v.trim(),
          v.check((key) => key === "" || uploadIdPattern.test(key), "eml_key must be the eml_key that POST /ereceipts/upload_url returned"),
          v.metadata({ pattern: uploadIdPattern.source }),
          v.description(`The eml_key of an email PUT to a URL from POST /ereceipts/upload_url${maxUploadBytes ? ` (at most ${maxUploadBytes} bytes)` : ""}.`),
        )),
        email_hash: v.pipe(
          v.string("email_hash is required"),
          v.minLength(1, "email_hash is required"),
          v.regex(/^[0-9a-fA-F]{64}$/, "email_hash must be a SHA-256 hash: 64 hexadecimal characters"),
          v.toLowerCase(),
          v.description("SHA-256 hash of the user's email address: 64 hexadecimal characters."),
        ),
        provider: v.pipe(
          optionalText("provider", 64, "Email provider name, for example gmail or outlook (stored lower-cased)."),
          v.transform((s) => s?.toLowerCase() ?? null),
        ),
        client_user_id: optionalText("client_user_id", 256, "Client's internal user identifier."),
        override_endpoint: optionalText("override_endpoint", maxUrlLength, "One-time override of the results webhook URL (same rules as results_endpoint).", { format: "uri" }),
        country_code: v.pipe(
          optionalText("country_code", 2, "ISO 3166-1 alpha-2 country code, any case.", { pattern: "^[A-Za-z]{2}$" }),
          v.check((c) => !c || isCountryCode(c), "country_code must be an ISO 3166-1 alpha-2 code such as US or GB"),
          v.transform((c) => c?.toUpperCase() ?? null),
        ),
      },
      objectMessage("field", "the form is malformed"),
    ),
    [
      {
        check: (o) => (hasEml(o) || hasKey(o) ? null : "eml_data is required (or eml_key, for an email uploaded with POST /ereceipts/upload_url)"),
        jsonSchema: { anyOf: [{ required: ["eml_data"] }, { required: ["eml_key"] }] },
      },
      { check: (o) => (hasEml(o) && hasKey(o) ? "give eml_data or eml_key, not both" : null), jsonSchema: { not: { required: ["eml_data", "eml_key"] } } },
    ],
    "Exactly one of eml_data and eml_key (error 100 when neither or both).",
  );
}

export const maxReprocessIds = 1000;

const receiptIdsMessage = "receipt_ids must be a non-empty array of receipt identifiers";
const receiptIdMessage = "receipt_ids must contain only receipt identifier strings";

/** POST /ereceipts/reprocess_job: exactly one of receipt_ids (112 when neither, 113 when both) and retailers. */
export const reprocessSchema = reportedIn(withRules(
  v.strictObject(
    {
      receipt_ids: v.optional(v.nullable(v.pipe(
        v.array(v.pipe(v.string(receiptIdMessage), v.trim(), v.minLength(1, receiptIdMessage), v.maxLength(128, receiptIdMessage)), receiptIdsMessage),
        v.minLength(1, receiptIdsMessage),
        v.maxLength(maxReprocessIds, `at most ${maxReprocessIds} receipt_ids per request`),
        v.description("Receipt identifiers to reprocess; all must exist in this account (114 lists those that do not)."),
      ))),
      retailers: retailerList({ requireCutoff: true }, "Reprocess every stored receipt of these senders within their cutoffs."),
    },
    objectMessage("field", "body must be a JSON object"),
  ),
  [
    { check: (o) => (present(o.receipt_ids) || present(o.retailers) ? null : coded(112)), jsonSchema: { anyOf: [{ required: ["receipt_ids"] }, { required: ["retailers"] }] } },
    { check: (o) => (present(o.receipt_ids) && present(o.retailers) ? coded(113) : null), jsonSchema: { not: { required: ["receipt_ids", "retailers"] } } },
  ],
  "Exactly one of receipt_ids and retailers (112 when neither, 113 when both).",
  // reported first: the body's structure, neither or both lists, then the list that was given
), ["100", "112", "113", "111", "103", "108", "109", "110", "100 retailers", "100 receipt_ids"]);

/** GET /ereceipts/status. */
export const statusQuerySchema = v.strictObject(
  {
    job_id: v.pipe(
      v.string("job_id is required"),
      v.trim(),
      v.minLength(1, "job_id is required"),
      v.regex(/^\d{1,15}$/, "job_id must be a positive integer"),
      v.description("Job identifier returned at creation: a positive whole number."),
      v.transform(Number),
      v.check((id) => id >= 1, "job_id must be a positive integer"),
    ),
  },
  objectMessage("parameter", "the query is malformed", { job_id: "job_id is required" }),
);
