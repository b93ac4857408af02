/** GET /ereceipts/health_check: `{status, message}` (no `success` field, per the interface). */
import { endpoint } from "../../../shared/endpoint";
import { getConfig } from "../../../stores/config";

export const handler = endpoint("GetHealthCheck", null, async ({ account }) => {
  // Authentication already read the table; one more read proves this account's data is reachable.
  await getConfig(account.account_id);
  return { status: "ok", message: "E-receipt service is operational" };
});
