import { notAvailableYet } from "../../../shared/not-available";

/** POST /ereceipts/clear_history: lands with its issue. */
export const handler = notAvailableYet("api-key", "POST /ereceipts/clear_history");
