/** GET /ereceipts/simulate_results' query. */
import * as v from "valibot";
import { objectMessage } from "./issues";

const flagMessage = "post_to_remote must be true or false";

export const simulateQuerySchema = v.strictObject(
  {
    post_to_remote: v.optional(v.pipe(
      v.string(flagMessage),
      v.trim(),
      v.toLowerCase(),
      v.picklist(["true", "false", "1", "0"], flagMessage),
      v.transform((flag) => flag === "true" || flag === "1"),
      v.metadata({ default: "true" }),
      v.description("true: POST the sample to the results endpoint; false: return it. 1 and 0 are accepted too."),
    )),
    results_endpoint: v.optional(v.pipe(
      v.string(),
      v.trim(),
      v.transform((url) => url || null),
      v.metadata({ format: "uri" }),
      v.description("Destination for this call only (same rules as the configured one: 102 when not allowed)."),
    )),
  },
  objectMessage("parameter", "the query is malformed"),
);
