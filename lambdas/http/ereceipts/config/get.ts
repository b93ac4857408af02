/** GET /ereceipts/config: the active configuration (defaults when none was set yet). */
import { endpoint } from "../../../shared/endpoint";
import { getConfig } from "../../../stores/config";

export const handler = endpoint("GetConfig", null, async ({ account }) => {
  const config = await getConfig(account.account_id);
  return {
    success: true,
    results_endpoint: config?.results_endpoint ?? null,
    day_cutoff: config?.day_cutoff ?? null,
    date_cutoff: config?.date_cutoff ?? null,
    use_aggregation: config?.use_aggregation ?? false,
    return_eml: config?.return_eml ?? false,
    retailers: config?.retailers ?? [],
  };
});
