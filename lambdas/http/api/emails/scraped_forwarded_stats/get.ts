/**
 * GET /api/emails/scraped_forwarded_stats: statistics of the forwarded emails received in a window, and
 * their metadata (no scraped_data): `{ success, stats, data, total }`, plus `page`/`max_page` when paging.
 */
import { forwardedStats } from "../../../../domain/forwarded-stats";
import { forwardedQueryOf, pageOf } from "../../../../domain/forwarded-window";
import { forwardedQuerySchema } from "../../../../domain/requests/forwarded";
import { withinResponseLimit } from "../../../../forwarded/http";
import { queryWindow } from "../../../../stores/forwarded";
import { endpoint } from "../../../../shared/endpoint";

export const handler = endpoint(
  "GetScrapedForwardedStats",
  { from: "query", schema: forwardedQuerySchema("stats") },
  async ({ account, input }) => {
    const q = forwardedQueryOf(input);
    const metas = await queryWindow(account.account_id, q.window, "meta");
    const stats = forwardedStats(metas);
    if (q.page === null) return withinResponseLimit({ success: true, stats, data: metas, total: metas.length });
    const page = pageOf(metas, q.page);
    return withinResponseLimit({ success: true, stats, data: page.items, total: metas.length, page: page.page, max_page: page.max_page });
  },
);
