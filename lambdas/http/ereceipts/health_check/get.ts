/** GET /ereceipts/health_check: `{status, message}` (no `success` field, per the interface). */
import { apiHandler } from "../../../shared/http";
import { getConfig } from "../../../stores/config";

export const handler = apiHandler("api-key", async ({ account }) => {
  // Authentication already read the table; one more read proves this account's data is reachable.
  await getConfig(account.account_id);
  return { status: "ok", message: "E-receipt service is operational" };
});
