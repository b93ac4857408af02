import { notAvailableYet } from "../../../shared/not-available";

/** GET /ereceipts/config: lands with its issue. */
export const handler = notAvailableYet("api-key", "GET /ereceipts/config");
