/** POST /ereceipts/clear_history: removes a user's stored data in this account. */
import { clearHistory, validateClearHistory } from "../../../history/clear-history";
import { apiHandler, jsonBody } from "../../../shared/http";

export const handler = apiHandler("api-key", async ({ event, account }) => {
  await clearHistory(account.account_id, validateClearHistory(jsonBody(event)));
  return { success: true };
});
