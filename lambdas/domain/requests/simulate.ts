/** GET /ereceipts/simulate_results' query. */
import * as v from "valibot";
import { objectMessage } from "./issues";

const flagMessage = "post_to_remote must be true or false";

export const simulateQuerySchema = v.strictObject(
  {
    post_to_remote: v.optional(v.pipe(
      v.string(flagMessage),
      v.metadata({ enum: ["true", "false", "1", "0"], default: "true" }),
      v.description("true: POST the sample to the results endpoint; false: return it. 1 and 0 are accepted too, in any case."),
      v.trim(),
      v.toLowerCase(),
      v.picklist(["true", "false", "1", "0"], flagMessage),
      v.transform((flag) => flag === "true" || flag === "1"),
    )),
    results_endpoint: v.optional(v.pipe(
      v.string(),
      v.metadata({ format: "uri" }),
      v.description("Destination for this call only (same rules as the configured one: 102 when not allowed)."),
      v.trim(),
      v.transform((url) => url || null),
    )),
  },
  objectMessage("parameter", "the query is malformed"),
);
