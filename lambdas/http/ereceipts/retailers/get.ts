/** GET /ereceipts/retailers: the retailers saved in the configuration. */
import { apiHandler } from "../../../shared/http";
import { getConfig } from "../../../stores/config";

export const handler = apiHandler("api-key", async ({ account }) => ({
  success: true,
  retailers: (await getConfig(account.account_id))?.retailers ?? [],
}));
