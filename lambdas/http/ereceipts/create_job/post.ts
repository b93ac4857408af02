import { notAvailableYet } from "../../../shared/not-available";

/** POST /ereceipts/create_job: lands with its issue. */
export const handler = notAvailableYet("api-key", "POST /ereceipts/create_job");
