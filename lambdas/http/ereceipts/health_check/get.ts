import { notAvailableYet } from "../../../shared/not-available";

/** GET /ereceipts/health_check: lands with its issue. */
export const handler = notAvailableYet("api-key", "GET /ereceipts/health_check");
