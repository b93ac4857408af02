/**
 * GET /api/emails/scraped_forwarded_stats: statistics of the forwarded emails received in a window, and
 * their metadata (no scraped_data): `{ success, stats, data, total }`, plus `page`/`max_page` when paging.
 */
import { forwardedStats } from "../../../../domain/forwarded-stats";
import { pageOf } from "../../../../domain/forwarded-window";
import { forwardedQuery, withinResponseLimit } from "../../../../forwarded/http";
import { queryWindow } from "../../../../stores/forwarded";
import { apiHandler } from "../../../../shared/http";

export const handler = apiHandler("web-api-key", async ({ event, account }) => {
  const q = forwardedQuery(event, "stats");
  const metas = await queryWindow(account.account_id, q.window, "meta");
  const stats = forwardedStats(metas);
  if (q.page === null) return withinResponseLimit({ success: true, stats, data: metas, total: metas.length });
  const page = pageOf(metas, q.page);
  return withinResponseLimit({ success: true, stats, data: page.items, total: metas.length, page: page.page, max_page: page.max_page });
});
