/**
 * The bodies of POST /ereceipts/config and DELETE /ereceipts/retailers, and the retailer entries that
 * POST /ereceipts/reprocess_job shares. The interface's codes: 102 for results_endpoint, 104–107 for the
 * cutoffs, 111, 103, 108–110 for retailers, 100 for the rest.
 */
import * as v from "valibot";
import { checkUrlSyntax, maxUrlLength, type UrlPolicy } from "../url-safety";
import { coded, objectMessage, present, reportedIn, withRules, type FieldRule } from "./issues";

const emailPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** An email address as the configuration stores it: trimmed and lower-cased. */
export function emailAddress(message: string, description: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(254, message),
    v.regex(emailPattern, message),
    v.toLowerCase(),
    v.metadata({ format: "email" }),
    v.description(description),
  );
}

/** A whole number of at least 0 (a cutoff), or the interface's code for one that is not. */
const wholeNumber = (code: 106 | 107 | 109 | 110) =>
  v.pipe(v.number(coded(code)), v.safeInteger(coded(code)), v.minValue(0, coded(code)));

const cutoffDays = (code: 106 | 109) =>
  v.optional(v.nullable(v.pipe(
    wholeNumber(code),
    v.description("Number of days back to search: the email's date must be within the last N days at processing time."),
  )));
const cutoffDate = (code: 107 | 110) =>
  v.optional(v.nullable(v.pipe(wholeNumber(code), v.description("UNIX timestamp (seconds): the email's date must be at or after it."))));

const both = (o: Record<string, unknown>) => present(o.day_cutoff) && present(o.date_cutoff);
const neither = (o: Record<string, unknown>) => !present(o.day_cutoff) && !present(o.date_cutoff);

/**
 * A retailer entry. In the configuration a cutoff is optional (the global one applies); to reprocess, each entry
 * needs exactly one.
 */
function retailerSchema(opts: { requireCutoff: boolean }) {
  const rules: FieldRule[] = [
    { check: (o) => (present(o.email) ? null : coded(103)), jsonSchema: { required: ["email"] } },
    { check: (o) => (both(o) ? coded(108) : null), jsonSchema: { not: { required: ["day_cutoff", "date_cutoff"] } } },
  ];
  if (opts.requireCutoff) {
    rules.push({
      check: (o) => (neither(o) ? "each retailer needs a day_cutoff or a date_cutoff" : null),
      jsonSchema: { anyOf: [{ required: ["day_cutoff"] }, { required: ["date_cutoff"] }] },
    });
  }
  return withRules(
    v.strictObject(
      {
        email: v.optional(v.nullable(emailAddress(
          "retailer email must be an email address",
          "Sender address of the retailer, matched case-insensitively (stored lower-cased).",
        ))),
        day_cutoff: cutoffDays(109),
        date_cutoff: cutoffDate(110),
      },
      objectMessage("retailer field", "each retailer must be an object"),
    ),
    rules,
    opts.requireCutoff
      ? "A retailer to reprocess: every stored receipt from this sender within the cutoff. Exactly one of day_cutoff and date_cutoff."
      : "A retailer of the configuration. At most one of day_cutoff and date_cutoff; without either, the global cutoff applies.",
  );
}

/** The configuration's retailer entry, and reprocess_job's (one schema each, so the OpenAPI document names them). */
export const configRetailerSchema = retailerSchema({ requireCutoff: false });
export const reprocessRetailerSchema = retailerSchema({ requireCutoff: true });

/** A non-empty list of retailers, each address once. */
export function retailerList(opts: { requireCutoff: boolean }, description: string) {
  return v.optional(v.nullable(v.pipe(
    v.array(opts.requireCutoff ? reprocessRetailerSchema : configRetailerSchema, "retailers must be an array"),
    v.minLength(1, coded(111)),
    v.rawCheck<{ email?: string | null }[]>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      for (const r of dataset.value) {
        if (r.email && seen.has(r.email)) addIssue({ message: `retailer ${r.email} is listed more than once` });
        if (r.email) seen.add(r.email);
      }
    }),
    v.description(description),
  )));
}

/**
 * The order the configuration's problems are reported in (the interface's table): the body's structure, the results
 * endpoint, the global cutoffs, then the retailers (an empty list, a missing email, both cutoffs, each cutoff), and
 * last what else is wrong with a retailer.
 */
const accountConfigOrder = ["100", "102", "104", "105", "106", "107", "111", "103", "108", "109", "110", "100 retailers"] as const;

/** POST /ereceipts/config. `policy` decides which results endpoints are well-formed (the DNS check comes after). */
export function accountConfigSchema(policy: UrlPolicy) {
  const endpointMessage = (issue: v.BaseIssue<unknown>) =>
    coded(102, issue.received === "undefined" || issue.received === "null" ? "results_endpoint is required" : "results_endpoint must be a non-empty string");
  return reportedIn(withRules(
    v.strictObject(
      {
        results_endpoint: v.pipe(
          v.string(endpointMessage),
          v.maxLength(maxUrlLength, coded(102, `results_endpoint must be at most ${maxUrlLength} characters`)),
          v.rawCheck<string>(({ dataset, addIssue }) => {
            if (!dataset.typed) return;
            const syntax = checkUrlSyntax(dataset.value, policy);
            if (!syntax.ok) addIssue({ message: coded(102, `results_endpoint ${syntax.reason}`) });
          }),
          v.metadata({ format: "uri" }),
          v.description("Webhook URL for results: https, publicly resolvable (not localhost or a private network address)."),
        ),
        day_cutoff: cutoffDays(106),
        date_cutoff: cutoffDate(107),
        use_aggregation: v.optional(v.nullable(v.pipe(v.boolean("use_aggregation must be true or false"), v.description("Aggregate multi-email orders.")))),
        return_eml: v.optional(v.nullable(v.pipe(v.boolean("return_eml must be true or false"), v.description("Include the raw EML (base64) in results.")))),
        retailers: retailerList({ requireCutoff: false }, "Per-retailer cutoffs. When given it must not be empty (111)."),
      },
      objectMessage("field", "body must be a JSON object", { results_endpoint: coded(102, "results_endpoint is required") }),
    ),
    [
      { check: (o) => (both(o) ? coded(104) : null), jsonSchema: { not: { required: ["day_cutoff", "date_cutoff"] } } },
      { check: (o) => (neither(o) ? coded(105) : null), jsonSchema: { anyOf: [{ required: ["day_cutoff"] }, { required: ["date_cutoff"] }] } },
    ],
    "The account configuration (POST /ereceipts/config replaces all of it). Exactly one of day_cutoff and date_cutoff.",
  ), accountConfigOrder);
}

/** DELETE /ereceipts/retailers. */
export const retailerRemovalSchema = v.strictObject(
  {
    retailer_emails: v.pipe(
      v.array(
        v.pipe(v.string("retailer_emails must contain only email addresses"), v.trim(), v.minLength(1, "retailer_emails must contain only email addresses"), v.toLowerCase()),
        "retailer_emails must be a non-empty array of email addresses",
      ),
      v.minLength(1, "retailer_emails must be a non-empty array of email addresses"),
      v.description("Addresses of the retailers to remove (case-insensitive). An address that is not configured is not an error."),
    ),
  },
  objectMessage("field", "body must be a JSON object", { retailer_emails: "retailer_emails must be a non-empty array of email addresses" }),
);
