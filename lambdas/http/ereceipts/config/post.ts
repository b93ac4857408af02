/** POST /ereceipts/config: replaces the account's whole configuration (errors 100–111). */
import { validateAccountConfig } from "../../../domain/account-config";
import { apiHandler, jsonBody } from "../../../shared/http";
import { systemResolver, webhookPolicy } from "../../../shared/webhook-policy";
import { updateConfig } from "../../../stores/config";

export const handler = apiHandler("api-key", async ({ event, account }) => {
  const config = await validateAccountConfig(jsonBody(event), webhookPolicy(), systemResolver);
  await updateConfig(account.account_id, () => config);
  return { success: true };
});
