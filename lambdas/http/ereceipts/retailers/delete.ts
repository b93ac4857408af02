import { notAvailableYet } from "../../../shared/not-available";

/** DELETE /ereceipts/retailers: lands with its issue. */
export const handler = notAvailableYet("api-key", "DELETE /ereceipts/retailers");
