import { notAvailableYet } from "../../../shared/not-available";

/** GET /ereceipts/simulate_results: lands with its issue. */
export const handler = notAvailableYet("api-key", "GET /ereceipts/simulate_results");
