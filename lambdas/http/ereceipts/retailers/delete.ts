/** DELETE /ereceipts/retailers: removes retailers by address; an address not configured is not an error. */
import { validateRetailerRemoval, withoutRetailers } from "../../../domain/account-config";
import { apiHandler, jsonBody } from "../../../shared/http";
import { updateConfig } from "../../../stores/config";

export const handler = apiHandler("api-key", async ({ event, account }) => {
  const emails = validateRetailerRemoval(jsonBody(event));
  await updateConfig(account.account_id, (current) => (current ? withoutRetailers(current, emails) : undefined));
  return { success: true };
});
