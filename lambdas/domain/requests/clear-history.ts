/** POST /ereceipts/clear_history: whose data to remove, by email address, client user id or both. */
import * as v from "valibot";
import { emailAddress } from "./account-config";
import { objectMessage, present, withRules } from "./issues";

export const clearHistorySchema = withRules(
  v.strictObject(
    {
      emailAddress: v.optional(v.nullable(emailAddress("emailAddress must be an email address", "Email address whose history is cleared."))),
      clientUserId: v.optional(v.nullable(v.pipe(
        v.string("clientUserId must be a non-empty string"),
        v.trim(),
        v.minLength(1, "clientUserId must be a non-empty string"),
        v.description("Client user ID whose history is cleared."),
      ))),
    },
    objectMessage("field", "body must be a JSON object"),
  ),
  [{
    check: (o) => (present(o.emailAddress) || present(o.clientUserId) ? null : "give emailAddress, clientUserId or both"),
    jsonSchema: { anyOf: [{ required: ["emailAddress"] }, { required: ["clientUserId"] }] },
  }],
  "Whose data to remove: emailAddress, clientUserId or both (at least one).",
);
