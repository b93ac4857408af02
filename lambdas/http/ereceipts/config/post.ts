/** POST /ereceipts/config: replaces the account's whole configuration (errors 100–111). */
import { accountConfigOf } from "../../../domain/account-config";
import { accountConfigSchema } from "../../../domain/requests/account-config";
import { endpoint } from "../../../shared/endpoint";
import { systemResolver, webhookPolicy } from "../../../shared/webhook-policy";
import { updateConfig } from "../../../stores/config";

export const handler = endpoint(
  "PostConfig",
  { from: "json", schema: () => accountConfigSchema(webhookPolicy()) },
  async ({ account, input }) => {
    const config = await accountConfigOf(input, webhookPolicy(), systemResolver);
    await updateConfig(account.account_id, () => config);
    return { success: true };
  },
);
