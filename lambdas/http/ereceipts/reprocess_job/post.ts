import { notAvailableYet } from "../../../shared/not-available";

/** POST /ereceipts/reprocess_job: lands with its issue. */
export const handler = notAvailableYet("api-key", "POST /ereceipts/reprocess_job");
