/** GET /ereceipts/retailers: the retailers saved in the configuration. */
import { endpoint } from "../../../shared/endpoint";
import { getConfig } from "../../../stores/config";

export const handler = endpoint("GetRetailers", null, async ({ account }) => ({
  success: true,
  retailers: (await getConfig(account.account_id))?.retailers ?? [],
}));
