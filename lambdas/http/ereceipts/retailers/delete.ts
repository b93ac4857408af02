/** DELETE /ereceipts/retailers: removes retailers by address; an address not configured is not an error. */
import { withoutRetailers } from "../../../domain/account-config";
import { retailerRemovalSchema } from "../../../domain/requests/account-config";
import { endpoint } from "../../../shared/endpoint";
import { updateConfig } from "../../../stores/config";

export const handler = endpoint("DeleteRetailers", { from: "json", schema: retailerRemovalSchema }, async ({ account, input }) => {
  await updateConfig(account.account_id, (current) => (current ? withoutRetailers(current, input.retailer_emails) : undefined));
  return { success: true };
});
