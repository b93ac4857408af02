/**
 * End to end, as a user would run it: the local service (`startLocalService`, as `npm start` does), 45
 * corpus receipts forwarded the way Gmail and Outlook do it (inline blocks and attached message/rfc822)
 * sent to the printed inbound address with a real SMTP client, then both endpoints over HTTP with every
 * filter form, across page boundaries, with show_html on and off, bad keys and malformed filters.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { startLocalService, type LocalService } from "../../lib/local/runner";
import { forwardStyles, loadCorpus, type CorpusEmail, type ForwardStyle } from "./support/forwards";

type Json = Record<string, unknown>;

const webKey = "e2e-web-key";
const forwarder = "shopper@example.com";
let service: LocalService;
let dataDir: string;
let sent: Array<{ email: CorpusEmail; style: ForwardStyle }>;
/** Every record, oldest first, as the unpaged collection returns it. */
let all: Json[];

async function get(path: "scraped_forwarded_emails" | "scraped_forwarded_stats", params: Record<string, string>): Promise<Json> {
  const res = await fetch(`${service.apiUrl}/api/emails/${path}?${new URLSearchParams(params).toString()}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

/** `HH:MM:SS AM/PM` of an ISO instant (UTC). */
function clock(iso: string): string {
  const d = new Date(iso);
  const h = d.getUTCHours();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(h % 12 || 12)}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${h < 12 ? "AM" : "PM"}`;
}

const within = (iso: string) => ({
  web_api_key: webKey,
  "ereceipt[from_date]": iso.slice(0, 10),
  "ereceipt[to_date]": iso.slice(0, 10),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "fwd-e2e-"));
  service = await startLocalService({ port: 0, dataDir, fresh: true, apiKey: "e2e-api-key", webApiKey: webKey });

  // 45 distinct originals; attached ones need a unique (or no) Message-ID, or they would be one original.
  const corpus = await loadCorpus((e) => e.label.kind === "email" || e.label.kind === "email_body");
  const idCount = new Map<string, number>();
  for (const e of corpus) if (e.messageId) idCount.set(e.messageId, (idCount.get(e.messageId) ?? 0) + 1);
  const styles: ForwardStyle[] = ["gmail", "outlook", "attached"];
  sent = corpus
    .filter((e) => !e.messageId || idCount.get(e.messageId) === 1)
    .slice(0, 45)
    .map((email, i) => ({ email, style: styles[i % 3] }));
  expect(sent).toHaveLength(45);

  const smtp = nodemailer.createTransport({ host: service.smtp.host, port: service.smtp.port, secure: false, ignoreTLS: true, pool: true, maxConnections: 2 });
  try {
    const send = ({ email, style }: (typeof sent)[number], i: number) => smtp.sendMail(forwardStyles[style](email, { forwarder, to: service.inboundAddress, note: `receipt ${i}` }));
    // Two batches more than a second apart, so a window cut at second resolution can split them.
    await Promise.all(sent.slice(0, 23).map((m, i) => send(m, i)));
    await new Promise((r) => setTimeout(r, 1100));
    await Promise.all(sent.slice(23).map((m, i) => send(m, i + 23)));
    // The same originals forwarded again (a different note, a later forward): stored once.
    await smtp.sendMail(forwardStyles.gmail(sent[0].email, { forwarder, to: service.inboundAddress, note: "did you get this?" }));
    await smtp.sendMail(forwardStyles.attached(sent[2].email, { forwarder, to: service.inboundAddress, note: "resending" }));
  } finally {
    smtp.close();
  }

  // Forwarded mail is processed asynchronously: wait until all 45 are there (a few seconds).
  const today = new Date().toISOString();
  const deadline = Date.now() + 45_000;
  for (;;) {
    const body = await get("scraped_forwarded_stats", within(today));
    if ((body.stats as Json | undefined)?.emails === 45 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  // Let any duplicate still in flight land before the counts are pinned.
  await new Promise((r) => setTimeout(r, 1000));
  const body = await get("scraped_forwarded_emails", { ...within(today), "ereceipt[from_time]": "12:00:00 AM", "ereceipt[to_time]": "11:59:59 PM" });
  all = body.data as Json[];
}, 90_000);

afterAll(async () => {
  await service?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("forwarded emails end to end", () => {
  it("stores each forwarded original once, parsed, with the forwarder and the original sender", () => {
    expect(all).toHaveLength(45);
    const byMerchantEmail = new Set(all.map((r) => r.merchant_email));
    for (const { email } of sent) expect(byMerchantEmail.has(email.fromAddress)).toBe(true);
    expect(all.every((r) => r.sender === forwarder)).toBe(true);
    const receipts = sent.filter((s) => s.email.label.is_receipt).length;
    expect(all.filter((r) => r.status === "parsed").length).toBeGreaterThanOrEqual(receipts - 5);
    for (const r of all) {
      const scraped = r.scraped_data as Json;
      expect((scraped.email as Json).forwarded).toBe(true);
      expect(scraped.receipt_id).toBe(r.receipt_id);
    }
  });

  it("pages 45 emails as 20, 20 and 5 with max_page 3, in the same order as the whole collection", async () => {
    const window = { ...within(String(all[0].received_at)), "ereceipt[from_time]": "12:00:00 AM", "ereceipt[to_time]": "11:59:59 PM" };
    const pages = await Promise.all([1, 2, 3, 4].map((page) => get("scraped_forwarded_emails", { ...window, "ereceipt[page]": String(page) })));

    expect(pages.map((p) => (p.data as Json[]).length)).toEqual([20, 20, 5, 0]);
    expect(pages.map((p) => [p.page, p.max_page, p.total])).toEqual([[1, 3, 45], [2, 3, 45], [3, 3, 45], [4, 3, 45]]);
    expect(pages.flatMap((p) => (p.data as Json[]).map((r) => r.receipt_id))).toEqual(all.map((r) => r.receipt_id));
  });

  it("returns html only with show_html=true", async () => {
    const window = { ...within(String(all[0].received_at)), "ereceipt[from_time]": "12:00:00 AM", "ereceipt[to_time]": "11:59:59 PM", "ereceipt[page]": "1" };
    const off = await get("scraped_forwarded_emails", { ...window, "ereceipt[show_html]": "false" });
    const on = await get("scraped_forwarded_emails", { ...window, "ereceipt[show_html]": "true" });

    expect((off.data as Json[]).some((r) => "html" in r)).toBe(false);
    expect((on.data as Json[]).every((r) => "html" in r)).toBe(true);
    expect((on.data as Json[]).filter((r) => typeof r.html === "string" && String(r.html).includes("<")).length).toBeGreaterThan(10);
  });

  it("filters on received time, inclusive at both ends, with date+time and with whole days", async () => {
    const first = String(all[0].received_at);
    const cut = String(all[23].received_at); // the first of the second batch
    const last = String(all[44].received_at);
    const expectedFromCut = all.filter((r) => String(r.received_at) >= `${cut.slice(0, 19)}.000Z`).length;

    const fromCut = await get("scraped_forwarded_emails", {
      ...within(cut), "ereceipt[to_date]": last.slice(0, 10), "ereceipt[from_time]": clock(cut), "ereceipt[to_time]": clock(last),
    });
    const wholeDay = await get("scraped_forwarded_emails", { web_api_key: webKey, "ereceipt[from]": first.slice(0, 10), "ereceipt[to]": last.slice(0, 10) });
    const before = new Date(Date.parse(first) - 86_400_000).toISOString().slice(0, 10);
    const dayBefore = await get("scraped_forwarded_emails", { web_api_key: webKey, "ereceipt[from]": before, "ereceipt[to]": before });

    expect(fromCut.total).toBe(expectedFromCut);
    expect(expectedFromCut).toBe(22);
    expect(wholeDay.total).toBe(45);
    expect(dayBefore).toMatchObject({ success: true, total: 0, data: [] });
  });

  it("gives stats that match the emails in the window, with per-email metadata pages", async () => {
    const window = within(String(all[0].received_at));
    const stats = await get("scraped_forwarded_stats", window);
    const page3 = await get("scraped_forwarded_stats", { ...window, "ereceipt[page]": "3" });

    const s = stats.stats as Json;
    const count = (status: string) => all.filter((r) => r.status === status).length;
    expect(s).toMatchObject({ emails: 45, parsed: count("parsed"), not_receipt: count("not_receipt"), failed: count("failed") });
    expect(s.first_email_at).toBe(all[0].received_at);
    expect(s.last_email_at).toBe(all[44].received_at);
    const minor: Record<string, number> = {};
    for (const r of all.filter((x) => x.status === "parsed")) {
      const x = r.scraped_data as { currency: string | null; totals: { total: number | null } };
      if (x.currency && x.totals.total !== null) minor[x.currency] = (minor[x.currency] ?? 0) + Math.round(x.totals.total * (x.currency === "JPY" ? 1 : 100));
    }
    const expected = Object.fromEntries(Object.entries(minor).map(([c, m]) => [c, c === "JPY" ? m : m / 100]));
    expect(s.receipts_total_amount).toEqual(expected);
    expect((s.merchants as Json[]).reduce((a, m) => a + Number(m.emails), 0)).toBe(45);
    expect(page3).toMatchObject({ page: 3, max_page: 3 });
    expect((page3.data as Json[]).map((r) => r.receipt_id)).toEqual(all.slice(40).map((r) => r.receipt_id));
    expect((page3.data as Json[]).some((r) => "scraped_data" in r)).toBe(false);
  });

  it("answers 101 for a missing or unknown web_api_key", async () => {
    const day = String(all[0].received_at).slice(0, 10);
    const filters = { "ereceipt[from]": day, "ereceipt[to]": day };
    for (const path of ["scraped_forwarded_emails", "scraped_forwarded_stats"] as const) {
      expect(await get(path, filters)).toMatchObject({ success: false, error: { code: 101 } });
      expect(await get(path, { ...filters, web_api_key: "not-a-key" })).toMatchObject({ success: false, error: { code: 101 } });
      expect(await get(path, { ...filters, web_api_key: "e2e-api-key" })).toMatchObject({ success: false, error: { code: 101 } });
    }
  });

  it.each<[string, "scraped_forwarded_emails" | "scraped_forwarded_stats", Record<string, string>, string]>([
    ["an impossible date", "scraped_forwarded_emails", { "ereceipt[from_date]": "2026-02-30", "ereceipt[to_date]": "2026-03-01", "ereceipt[from_time]": "12:00:00 AM", "ereceipt[to_time]": "11:59:59 PM" }, "ereceipt[from_date]"],
    ["13 PM", "scraped_forwarded_emails", { "ereceipt[from_date]": "2026-03-01", "ereceipt[to_date]": "2026-03-01", "ereceipt[from_time]": "12:00:00 AM", "ereceipt[to_time]": "13:00:00 PM" }, "ereceipt[to_time]"],
    ["a missing time on emails", "scraped_forwarded_emails", { "ereceipt[from_date]": "2026-03-01", "ereceipt[to_date]": "2026-03-01", "ereceipt[from_time]": "12:00:00 AM" }, "ereceipt[to_time]"],
    ["a missing to_date on stats", "scraped_forwarded_stats", { "ereceipt[from_date]": "2026-03-01" }, "ereceipt[to_date]"],
    ["a malformed whole day", "scraped_forwarded_stats", { "ereceipt[from]": "03/01/2026", "ereceipt[to]": "2026-03-01" }, "ereceipt[from]"],
    ["a page of 0", "scraped_forwarded_stats", { "ereceipt[from]": "2026-03-01", "ereceipt[to]": "2026-03-01", "ereceipt[page]": "0" }, "ereceipt[page]"],
    ["an unknown parameter", "scraped_forwarded_emails", { "ereceipt[from]": "2026-03-01", "ereceipt[to]": "2026-03-01", "ereceipt[limit]": "5" }, "ereceipt[limit]"],
  ])("answers 100 naming the parameter for %s", async (_, path, filters, name) => {
    const body = await get(path, { web_api_key: webKey, ...filters });
    expect(body).toMatchObject({ success: false, error: { code: 100 } });
    expect(String((body.error as Json).message)).toContain(name);
  });

  it("rejects mail to an unknown inbound address at SMTP time", async () => {
    const smtp = nodemailer.createTransport({ host: service.smtp.host, port: service.smtp.port, secure: false, ignoreTLS: true });
    const error = await smtp
      .sendMail({ from: forwarder, to: "someone-else@inbound.localhost", subject: "Fwd: x", text: "x" })
      .then(() => null, (e: { responseCode?: number }) => e);
    expect(error?.responseCode).toBe(550);
  });
});
