import { notAvailableYet } from "../../../shared/not-available";

/** GET /ereceipts/status: lands with its issue. */
export const handler = notAvailableYet("api-key", "GET /ereceipts/status");
