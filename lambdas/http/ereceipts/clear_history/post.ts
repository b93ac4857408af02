/** POST /ereceipts/clear_history: removes a user's stored data in this account. */
import { clearHistorySchema } from "../../../domain/requests/clear-history";
import { clearHistory, clearRequestOf } from "../../../history/clear-history";
import { endpoint } from "../../../shared/endpoint";

export const handler = endpoint("PostClearHistory", { from: "json", schema: clearHistorySchema }, async ({ account, input }) => {
  await clearHistory(account.account_id, clearRequestOf(input));
  return { success: true };
});
