import { notAvailableYet } from "../../../shared/not-available";

/** GET /ereceipts/retailers: lands with its issue. */
export const handler = notAvailableYet("api-key", "GET /ereceipts/retailers");
