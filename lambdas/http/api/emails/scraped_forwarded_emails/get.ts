/**
 * GET /api/emails/scraped_forwarded_emails: parsed forwarded emails received in a window (decisions.md §4):
 * `{ success, data: [records], total }`, plus `page` and `max_page` when `ereceipt[page]` is given.
 */
import { forwardedQueryOf, maxPage, pageRange, pageSize } from "../../../../domain/forwarded-window";
import { forwardedQuerySchema } from "../../../../domain/requests/forwarded";
import { publicRecord, withinResponseLimit } from "../../../../forwarded/http";
import { listWindowKeys, queryWindow, type ForwardedRecord } from "../../../../stores/forwarded";
import { endpoint } from "../../../../shared/endpoint";

export const handler = endpoint(
  "GetScrapedForwardedEmails",
  { from: "query", schema: forwardedQuerySchema("emails") },
  async ({ account, input }) => {
    const q = forwardedQueryOf(input);
    const detail = q.showHtml ? "record+html" : "record";
    const show = (records: unknown[]) => (records as ForwardedRecord[]).map((r) => publicRecord(r, q.showHtml));

    if (q.page === null) {
      const records = await queryWindow(account.account_id, q.window, detail);
      return withinResponseLimit({ success: true, data: show(records), total: records.length });
    }
    // Count with keys only, then read just the page, starting after the key that precedes it.
    const keys = await listWindowKeys(account.account_id, q.window);
    const { start } = pageRange(q.page);
    const records = start < keys.length
      ? await queryWindow(account.account_id, q.window, detail, { afterSk: start === 0 ? null : keys[start - 1], limit: pageSize })
      : [];
    return withinResponseLimit({ success: true, data: show(records), total: keys.length, page: q.page, max_page: maxPage(keys.length) });
  },
);
