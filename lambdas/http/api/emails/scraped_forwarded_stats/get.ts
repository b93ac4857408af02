import { notAvailableYet } from "../../../../shared/not-available";

/** GET /api/emails/scraped_forwarded_stats: lands with its issue. */
export const handler = notAvailableYet("web-api-key", "GET /api/emails/scraped_forwarded_stats");
