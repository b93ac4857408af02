/**
 * What each route accepts and answers, keyed by the route's id in lambdas/contract/routes.ts. Method, path, summary and
 * security come from the route table; this file adds only what the table does not say. Every answer is
 * HTTP 200: the success body or the error envelope, with the error codes the handler can return.
 */
import type { ErrorCode } from "../../lambdas/domain/errors";
import {
  accountConfigExample, eReceiptExample, forwardedMetaExamples, forwardedRecordExample, forwardedStatsExample,
  jobErrorStatusExample, jobStatusExample, retailersExample,
} from "./examples";
import { ref, type JsonObject, type Schema } from "./json";
import { queryParameters } from "./requests";
import { maxEmlBytes, maxInlineEmlBytes, uploadRetentionDays, uploadUrlExpirySeconds } from "../../lambdas/contract/resources";
import { internalErrorCode } from "./schemas";

export type ResponseCode = ErrorCode | typeof internalErrorCode;

export interface Example {
  summary: string;
  value: JsonObject | JsonObject[];
}

export interface OperationSpec {
  description: string;
  parameters?: JsonObject[];
  /** Media type → schema and examples. */
  requestBody?: { mediaType: "application/json" | "application/x-www-form-urlencoded"; schema: Schema; examples: Record<string, Example>; alsoAs?: "multipart/form-data" };
  /** The success bodies (more than one: the response is one of them). */
  success: { description: string; schemas: Schema[]; examples: Record<string, Example> };
  /** Error codes the route can return besides 101 and the internal error, which every route can. */
  errors: ErrorCode[];
}

/** When each code is returned, for the operation descriptions. */
export const errorConditions: Record<ResponseCode, string> = {
  100: "the body, form or query is malformed, misses a required value or has an unrecognized field (the message names it)",
  101: "the key is missing or does not match an active key",
  102: "results_endpoint is not a valid https URL of a public host",
  103: "a retailer object lacks email",
  104: "both day_cutoff and date_cutoff are given at the top level",
  105: "neither day_cutoff nor date_cutoff is given at the top level",
  106: "day_cutoff is not a whole number",
  107: "date_cutoff is not a whole number",
  108: "a retailer has both day_cutoff and date_cutoff",
  109: "a retailer's day_cutoff is not a whole number",
  110: "a retailer's date_cutoff is not a whole number",
  111: "retailers is given but empty",
  112: "neither receipt_ids nor retailers is given",
  113: "both receipt_ids and retailers are given",
  114: "a receipt identifier does not exist in this account; missing_ids lists them",
  [internalErrorCode]: "an unexpected failure; the request was not completed, retry later",
};

const json = "application/json" as const;
const successExample = { success: { summary: "Success", value: { success: true } } };

const forwardedWindowNote =
  "The window is from_date + from_time to to_date + to_time, both inclusive, in UTC, on the time the forward was received. " +
  "A repeated or unknown parameter is error 100. A result too large for one Lambda response (6 MB once escaped into the proxy result) is error 100: ask for pages.";

export const operations: Record<string, OperationSpec> = {
  PostConfig: {
    description:
      "Replaces the whole account configuration: the results webhook, the global cutoff (exactly one of day_cutoff and date_cutoff), " +
      "aggregation, raw EML return and per-retailer cutoffs. results_endpoint must be https and resolve to public addresses only.",
    requestBody: { mediaType: json, schema: ref("AccountConfig"), examples: { config: { summary: "A configuration", value: accountConfigExample } } },
    success: { description: "Stored.", schemas: [ref("Success")], examples: successExample },
    errors: [100, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111],
  },
  GetConfig: {
    description: "The active configuration. Before any was set: results_endpoint, day_cutoff and date_cutoff are null, the flags false, retailers empty.",
    success: {
      description: "The configuration.",
      schemas: [ref("AccountConfigResponse")],
      examples: { config: { summary: "A configuration", value: { success: true, ...accountConfigExample, date_cutoff: null } } },
    },
    errors: [],
  },
  GetRetailers: {
    description: "The retailers saved in the configuration (possibly none).",
    success: { description: "The retailers.", schemas: [ref("RetailersResponse")], examples: { retailers: { summary: "Two retailers", value: { success: true, retailers: retailersExample } } } },
    errors: [],
  },
  DeleteRetailers: {
    description: "Removes retailers from the configuration by sender address. An address that is not configured is not an error.",
    requestBody: {
      mediaType: json,
      schema: ref("RetailerRemoval"),
      examples: { remove: { summary: "Remove one retailer", value: { retailer_emails: ["auto-confirm@amazon.com"] } } },
    },
    success: { description: "Removed.", schemas: [ref("Success")], examples: successExample },
    errors: [100],
  },
  PostCreateJob: {
    description:
      "Stores the raw email and queues a job that parses it; the EReceipt array goes to the results webhook (override_endpoint, else the " +
      "configured results_endpoint; without either the request is error 100). Parsing failures happen later and show in GET /ereceipts/status. " +
      `The email comes in eml_data (form-encoded, or multipart with eml_data as a file part, at most ${maxInlineEmlBytes} bytes), or, when larger, ` +
      `is first PUT to a URL from POST /ereceipts/upload_url and named here by its eml_key (at most ${maxEmlBytes} bytes).`,
    requestBody: {
      mediaType: "application/x-www-form-urlencoded",
      alsoAs: "multipart/form-data",
      schema: ref("CreateJobForm"),
      examples: {
        job: {
          summary: "A job",
          value: {
            eml_data: "From: Northwind Outfitters <orders@northwind-outfitters.example>\r\nSubject: Your order #NW-20481 is confirmed\r\n\r\nOrder total: $143.47\r\n",
            email_hash: String(eReceiptExample.email_hash),
            provider: "gmail",
            client_user_id: "user-8812",
            country_code: "US",
          },
        },
      },
    },
    success: { description: "The job was created and queued.", schemas: [ref("JobCreated")], examples: { created: { summary: "Created", value: { success: true, job_id: 1042 } } } },
    errors: [100],
  },
  PostUploadUrl: {
    description:
      `A URL to PUT one raw email to (the body is the EML itself, at most ${maxEmlBytes} bytes), valid for ${uploadUrlExpirySeconds} seconds, and the ` +
      "eml_key to pass to create_job instead of eml_data once it is uploaded. For emails larger than create_job's body can carry (inline " +
      `images); an upload no job claims is deleted after ${uploadRetentionDays} day.`,
    success: {
      description: "Where to upload.",
      schemas: [ref("UploadUrl")],
      examples: {
        url: {
          summary: "An upload URL",
          value: {
            success: true,
            upload: {
              eml_key: "upl_6f1c2a9e0b7d4c3a8e5f1a2b3c4d5e6f", url: "https://ereceipts-eml.s3.us-east-1.amazonaws.com/uploads/acc-1/upl_6f1c2a9e0b7d4c3a8e5f1a2b3c4d5e6f.eml?X-Amz-Algorithm=AWS4-HMAC-SHA256&…",
              method: "PUT", expires_in: uploadUrlExpirySeconds, max_bytes: maxEmlBytes, kept_for_days: uploadRetentionDays,
            },
          },
        },
      },
    },
    errors: [],
  },
  PostReprocessJob: {
    description:
      "Re-parses stored receipts, by identifier or by retailer (every receipt of that sender within the retailer's cutoff), in a new job " +
      "that redelivers them; the new receipts carry original_receipt_id. Retailer entries follow the configuration's retailer rules (103, 108–111).",
    requestBody: {
      mediaType: json,
      schema: ref("ReprocessRequest"),
      examples: {
        byId: { summary: "By receipt identifier", value: { receipt_ids: [String(eReceiptExample.receipt_id)] } },
        byRetailer: { summary: "By retailer", value: { retailers: [{ email: "orders@northwind-outfitters.example", day_cutoff: 30 }] } },
      },
    },
    success: { description: "The reprocessing job was created.", schemas: [ref("JobCreated")], examples: { created: { summary: "Created", value: { success: true, job_id: 1050 } } } },
    errors: [100, 103, 108, 109, 110, 111, 112, 113, 114],
  },
  GetStatus: {
    description: "A job created by create_job or reprocess_job. A job of another account is unknown (100). Job-level errors are in job_status, with success: true.",
    parameters: queryParameters.GetStatus(),
    success: {
      description: "The job's status.",
      schemas: [ref("JobStatusResponse")],
      examples: {
        completed: { summary: "Completed", value: { success: true, job_status: jobStatusExample } },
        failed: { summary: "Failed: not a receipt", value: { success: true, job_status: jobErrorStatusExample } },
      },
    },
    errors: [100],
  },
  GetHealthCheck: {
    description: "Answers when the service and this account's data are reachable. The body has no `success` field.",
    success: {
      description: "Operational.",
      schemas: [ref("HealthCheck")],
      examples: { ok: { summary: "Operational", value: { status: "ok", message: "E-receipt service is operational" } } },
    },
    errors: [],
  },
  GetSimulateResults: {
    description:
      "A sample results payload (what the engine makes of a bundled sample email). With post_to_remote (the default) it is POSTed to " +
      "results_endpoint (this call's, else the configured one; without either, error 100) through the real delivery path: signing, retries, audit. " +
      "With post_to_remote=false it is returned.",
    parameters: queryParameters.GetSimulateResults(),
    success: {
      description: "The sample EReceipt array (post_to_remote=false), or `{success: true}` once the sample is queued for delivery.",
      schemas: [ref("EReceiptArray"), ref("Success")],
      examples: { returned: { summary: "post_to_remote=false", value: [eReceiptExample] }, ...successExample },
    },
    errors: [100, 102],
  },
  PostClearHistory: {
    description:
      "Removes everything stored for one user in this account (jobs, receipts, aggregated orders, forwarded emails and their stored messages), " +
      "selected by email address, client user id, or both. Intended for testing and development.",
    requestBody: {
      mediaType: json,
      schema: ref("ClearHistoryRequest"),
      examples: { byUser: { summary: "By email address and user id", value: { emailAddress: "sam.sample@example.net", clientUserId: "user-8812" } } },
    },
    success: { description: "Removed.", schemas: [ref("Success")], examples: successExample },
    errors: [100],
  },
  GetScrapedForwardedEmails: {
    description: `Parsed forwarded emails received in a time window. ${forwardedWindowNote}`,
    parameters: queryParameters.GetScrapedForwardedEmails(),
    success: {
      description: "The records (one page when ereceipt[page] is given).",
      schemas: [ref("ForwardedEmailsResponse")],
      examples: {
        all: { summary: "The whole window", value: { success: true, data: [forwardedRecordExample], total: 1 } },
        paged: { summary: "Page 1", value: { success: true, data: [forwardedRecordExample], total: 1, page: 1, max_page: 1 } },
      },
    },
    errors: [100],
  },
  GetScrapedForwardedStats: {
    description: `Statistics of the forwarded emails received in a time window, and their metadata (no scraped_data). ${forwardedWindowNote}`,
    parameters: queryParameters.GetScrapedForwardedStats(),
    success: {
      description: "The statistics and the metadata rows (one page of rows when ereceipt[page] is given; stats cover the whole window).",
      schemas: [ref("ForwardedStatsResponse")],
      examples: {
        all: { summary: "The whole window", value: { success: true, stats: forwardedStatsExample, data: forwardedMetaExamples, total: 3 } },
        paged: { summary: "Page 2 (past the end: no rows)", value: { success: true, stats: forwardedStatsExample, data: [], total: 3, page: 2, max_page: 1 } },
      },
    },
    errors: [100],
  },
};
