import { notAvailableYet } from "../../../shared/not-available";

/** POST /ereceipts/config: lands with its issue. */
export const handler = notAvailableYet("api-key", "POST /ereceipts/config");
