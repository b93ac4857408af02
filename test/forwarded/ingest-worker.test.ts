/**
 * The ingest worker and both endpoints' handlers against the emulators, through the real SDK: each
 * notification form, routing by recipient, dedupe, redelivery, failures, large bodies, and exact windows
 * (received_at comes from the notification, so the tests control it).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { APIGatewayProxyResult } from "aws-lambda";
import { handler as ingest } from "../../lambdas/workers/ingest-forwarded";
import { handler as emailsHandler } from "../../lambdas/http/api/emails/scraped_forwarded_emails/get";
import { handler as statsHandler } from "../../lambdas/http/api/emails/scraped_forwarded_stats/get";
import { createAccount } from "../../lambdas/stores/accounts";
import { eReceiptSchema } from "../../lambdas/extraction/index";
import { emailHash } from "../../lambdas/domain/keys";
import { lambdaContext } from "../../lib/local/queue-poller";
import { maxEmlBytes } from "../../lambdas/contract/resources";
import { s3 as serviceS3 } from "../../lambdas/shared/clients/s3";
import { testResources } from "../support/resources";
import { apiGet, s3Notification, sesNotification, sqsEvent } from "./support/events";
import { sesReceiptNotification } from "../../lambdas/forwarded/notifications";
import { compile, forwardStyles, loadCorpus, type CorpusEmail } from "./support/forwards";

const s3 = new S3Client({ forcePathStyle: true });
const bucket = () => testResources().bucketName;
const forwarder = "Shopper@Example.com";

let corpus: CorpusEmail[];
let webKey: string;
let inbound: string;
let other: { webKey: string; inbound: string };

beforeAll(async () => {
  corpus = await loadCorpus((e) => e.label.kind === "email");
  const a = await createAccount({ name: "Forwarding client" });
  webKey = a.webApiKey;
  inbound = a.account.inbound_address;
  const b = await createAccount({ name: "Other client" });
  other = { webKey: b.webApiKey, inbound: b.account.inbound_address };
});

async function store(raw: Buffer): Promise<string> {
  const key = `inbound/${randomUUID()}.eml`;
  await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: raw }));
  return key;
}

async function deliver(bodies: string[]) {
  return ingest(sqsEvent(bodies), lambdaContext("ingest", 60));
}

type Json = Record<string, unknown>;
async function get(which: "emails" | "stats", query: Record<string, string | string[]>): Promise<Json> {
  const h = which === "emails" ? emailsHandler : statsHandler;
  const path = which === "emails" ? "/api/emails/scraped_forwarded_emails" : "/api/emails/scraped_forwarded_stats";
  const res = (await h(apiGet(path, query), lambdaContext("test", 29))) as APIGatewayProxyResult;
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Json;
}

const day = (iso: string) => iso.slice(0, 10);
const wholeDay = (key: string, iso: string) => ({ web_api_key: key, "ereceipt[from]": day(iso), "ereceipt[to]": day(iso) });

/** A distinct day per test so windows do not see each other's records. */
let dayCounter = 0;
const freshDay = () => new Date(Date.UTC(2030, 0, 1 + dayCounter++, 12, 0, 0));

describe("ingest worker", () => {
  it("stores a Gmail-forwarded receipt from an SES notification, with who forwarded it and the original's details", async () => {
    const original = corpus.find((e) => e.label.is_receipt && e.label.total !== null)!;
    const at = freshDay();
    const key = await store(await compile(forwardStyles.gmail(original, { forwarder, to: inbound, note: "for my records" })));

    const out = await deliver([sesNotification({ bucket: bucket(), key, recipients: [inbound], at })]);

    expect(out.batchItemFailures).toEqual([]);
    const body = await get("emails", wholeDay(webKey, at.toISOString()));
    expect(body).toMatchObject({ success: true, total: 1 });
    const record = (body.data as Json[])[0];
    expect(record).toMatchObject({
      sender: forwarder.toLowerCase(),
      merchant_email: original.fromAddress,
      subject: original.subject,
      email_date: original.date.toISOString().replace(/:\d\d\.\d{3}Z$/, ":00.000Z"),
      received_at: at.toISOString(),
      status: "parsed",
    });
    expect(record).not.toHaveProperty("html");
    const scraped = record.scraped_data as Json;
    expect(v.safeParse(eReceiptSchema, scraped).success).toBe(true);
    expect(scraped).toMatchObject({ receipt_id: record.receipt_id, job_id: 0, email_hash: emailHash(forwarder), component_emails: [] });
    expect((scraped.email as Json).forwarded).toBe(true);
    expect((scraped.totals as Json).total).toBe(original.label.total);
  });

  it.each(["outlook", "apple", "attached"] as const)("unwraps a %s forward to the original sender, subject and date", async (style) => {
    const original = corpus.filter((e) => e.label.is_receipt && e.messageId)[{ outlook: 1, apple: 2, attached: 3 }[style]];
    const at = freshDay();
    const key = await store(await compile(forwardStyles[style](original, { forwarder, to: inbound })));

    await deliver([sesNotification({ bucket: bucket(), key, recipients: [inbound], at })]);

    const [record] = (await get("emails", wholeDay(webKey, at.toISOString()))).data as Json[];
    expect(record).toMatchObject({ sender: forwarder.toLowerCase(), merchant_email: original.fromAddress, subject: original.subject });
    // Inline forward headers show minutes (Outlook) or seconds (Apple); the attachment keeps the exact date.
    expect(Math.abs(Date.parse(String(record.email_date)) - original.date.getTime())).toBeLessThan(60_000);
    expect(((record.scraped_data as Json).email as Json).forwarded).toBe(true);
  });

  it("routes a plain S3 event by the inbound address in the headers (Delivered-To when To is someone else)", async () => {
    const original = corpus[3];
    const at = freshDay();
    const message = forwardStyles.outlook(original, { forwarder, to: "friend@example.org" });
    const raw = await compile({ ...message, headers: { "Delivered-To": other.inbound } });
    const key = await store(raw);

    const out = await deliver([s3Notification({ bucket: bucket(), key, at })]);

    expect(out.batchItemFailures).toEqual([]);
    expect((await get("emails", wholeDay(other.webKey, at.toISOString()))).total).toBe(1);
    expect((await get("emails", wholeDay(webKey, at.toISOString()))).total).toBe(0);
  });

  it("drops mail for an unknown inbound address without failing the message", async () => {
    const at = freshDay();
    const key = await store(await compile(forwardStyles.gmail(corpus[4], { forwarder, to: "nobody@inbound.localhost" })));

    const out = await deliver([
      s3Notification({ bucket: bucket(), key, at }),
      sesNotification({ bucket: bucket(), key, recipients: ["nobody@inbound.localhost"], at }),
    ]);

    expect(out.batchItemFailures).toEqual([]);
    expect((await get("emails", wholeDay(webKey, at.toISOString()))).total).toBe(0);
  });

  it("stores a redelivered message once", async () => {
    const at = freshDay();
    const key = await store(await compile(forwardStyles.attached(corpus[5], { forwarder, to: inbound })));
    const notification = sesNotification({ bucket: bucket(), key, recipients: [inbound], at });

    await deliver([notification]);
    await deliver([notification, notification]);

    const body = await get("emails", wholeDay(webKey, at.toISOString()));
    expect(body.total).toBe(1);
  });

  it("stores duplicate forwards of the same original once: by Message-ID (attached) and by content (inline)", async () => {
    const withId = corpus.find((e) => e.messageId && e.id !== corpus[5].id)!;
    const inline = corpus[6];
    const at = freshDay();
    const later = new Date(at.getTime() + 60_000);
    const keys = [
      await store(await compile(forwardStyles.attached(withId, { forwarder, to: inbound, note: "first" }))),
      await store(await compile(forwardStyles.attached(withId, { forwarder, to: inbound, note: "again, sorry" }))),
      await store(await compile(forwardStyles.gmail(inline, { forwarder, to: inbound, note: "one" }))),
      await store(await compile(forwardStyles.gmail(inline, { forwarder, to: inbound, note: "two" }))),
    ];

    await deliver([sesNotification({ bucket: bucket(), key: keys[0], recipients: [inbound], at }), sesNotification({ bucket: bucket(), key: keys[2], recipients: [inbound], at })]);
    await deliver([sesNotification({ bucket: bucket(), key: keys[1], recipients: [inbound], at: later }), sesNotification({ bucket: bucket(), key: keys[3], recipients: [inbound], at: later })]);

    const body = await get("emails", wholeDay(webKey, at.toISOString()));
    expect(body.total).toBe(2);
    expect((body.data as Json[]).map((r) => r.received_at)).toEqual([at.toISOString(), at.toISOString()]);
  });

  it("records a non-purchase email as not_receipt and bytes that are no email as failed", async () => {
    const notReceipt = corpus.find((e) => !e.label.is_receipt)!;
    const at = freshDay();
    const k1 = await store(await compile(forwardStyles.gmail(notReceipt, { forwarder, to: inbound })));
    const k2 = await store(Buffer.from("\u0000\u0001 binary junk, not a message"));

    const out = await deliver([
      sesNotification({ bucket: bucket(), key: k1, recipients: [inbound], at }),
      sesNotification({ bucket: bucket(), key: k2, recipients: [inbound], at: new Date(at.getTime() + 1000) }),
    ]);

    expect(out.batchItemFailures).toEqual([]);
    const body = await get("emails", wholeDay(webKey, at.toISOString()));
    expect((body.data as Json[]).map((r) => r.status)).toEqual(["not_receipt", "failed"]);
    expect((body.data as Json[])[1].scraped_data).toBeNull();
    const stats = await get("stats", wholeDay(webKey, at.toISOString()));
    expect(stats.stats).toMatchObject({ emails: 2, parsed: 0, not_receipt: 1, failed: 1, receipts_total_amount: {} });
  });

  it("records mail that SES flagged as a virus or spam as failed, never parsed, and never serves its body", async () => {
    const at = freshDay();
    const receipt = corpus.find((e) => e.label.is_receipt)!;
    const key = await store(await compile(forwardStyles.gmail(receipt, { forwarder, to: inbound })));
    const notification = sesReceiptNotification({
      bucket: bucket(), key, recipients: [inbound], mailFrom: "bounce@sender.example", messageId: randomUUID(), timestamp: at,
      headers: [], processingTimeMillis: 12, virusVerdict: "FAIL", spamVerdict: "PASS",
    });
    expect((await deliver([notification])).batchItemFailures).toEqual([]);
    const listed = await get("emails", { ...wholeDay(webKey, at.toISOString()), "ereceipt[show_html]": "true" });
    const [record] = listed.data as Json[];
    expect(record).toMatchObject({ status: "failed", scraped_data: null, merchant: null });
    expect(record.html ?? null).toBeNull();
    expect(String(record.subject)).toContain("flagged as virus");
  });

  it("drops a message over the size limit by its size alone, without opening its body", async () => {
    const at = freshDay();
    const key = await store(Buffer.alloc(maxEmlBytes + 1, "a"));
    const send = vi.spyOn(serviceS3(), "send");
    try {
      const out = await deliver([sesNotification({ bucket: bucket(), key, recipients: [inbound], at })]);
      expect(out.batchItemFailures).toEqual([]);
      const names = send.mock.calls.map(([command]) => command.constructor.name);
      expect(names).toContain("HeadObjectCommand");
      expect(names).not.toContain("GetObjectCommand");
    } finally {
      send.mockRestore();
    }
    expect((await get("emails", wholeDay(webKey, at.toISOString()))).total).toBe(0);
  });

  it("drops a message that is no notification, ignores a missing object, and retries when storage fails", async () => {
    const missing = sesNotification({ bucket: bucket(), key: "inbound/gone.eml", recipients: [inbound] });
    const broken = sesNotification({ bucket: "no-such-bucket-here", key: "inbound/x.eml", recipients: [inbound] });
    const event = sqsEvent(["not json", JSON.stringify({ hello: 1 }), JSON.stringify({ Event: "s3:TestEvent" }), missing, broken]);

    const out = await ingest(event, lambdaContext("ingest", 60));

    expect(out.batchItemFailures).toEqual([{ itemIdentifier: event.Records[4].messageId }]);
  });

  it("moves an html body too large for a DynamoDB item to S3 and still returns it with show_html", async () => {
    const at = freshDay();
    const bigHtml = `<html><body><p>Order total $12.34</p>${"<div>filler line for size</div>".repeat(16_000)}</body></html>`;
    const original = { ...corpus[7], html: bigHtml, text: "Order total $12.34" };
    const key = await store(await compile(forwardStyles.gmail(original, { forwarder, to: inbound })));

    await deliver([sesNotification({ bucket: bucket(), key, recipients: [inbound], at })]);

    const withHtml = await get("emails", { ...wholeDay(webKey, at.toISOString()), "ereceipt[show_html]": "true" });
    const html = String((withHtml.data as Json[])[0].html);
    expect(html.length).toBeGreaterThan(400_000);
    expect(html).toContain("filler line for size");
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: "inbound/stored/" }));
    expect(listed.KeyCount).toBeGreaterThan(0);
    const offloaded = listed.Contents![0].Key!;
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: offloaded }));
    expect((await object.Body!.transformToString()).length).toBe(html.length);
    // The bucket notifies the queue of that object too (it is under inbound/): it is skipped, not ingested.
    const echo = await deliver([s3Notification({ bucket: bucket(), key: offloaded, at })]);
    expect(echo.batchItemFailures).toEqual([]);
    expect((await get("emails", wholeDay(webKey, at.toISOString()))).total).toBe(1);
  });
});

describe("window, paging and stats over controlled receive times", () => {
  const base = Date.UTC(2031, 5, 15, 0, 0, 0);
  const times = [
    base + 9 * 3600_000 + 30 * 60_000, // 09:30:00.000 AM
    base + 9 * 3600_000 + 30 * 60_000 + 999, // 09:30:00.999 AM
    base + 12 * 3600_000, // 12:00:00 PM
    base + 17 * 3600_000 + 15 * 60_000 + 30_000 + 500, // 05:15:30.500 PM
    base + 23 * 3600_000 + 59 * 60_000 + 59_999, // 11:59:59.999 PM
    base + 24 * 3600_000, // next day 12:00:00 AM
  ].map((t) => new Date(t));
  const ids: string[] = [];

  beforeAll(async () => {
    const receipts = corpus.filter((e) => e.label.is_receipt && e.label.currency && e.label.total !== null).slice(10, 16);
    const bodies: string[] = [];
    for (const [i, at] of times.entries()) {
      const key = await store(await compile(forwardStyles.outlook(receipts[i], { forwarder, to: inbound })));
      bodies.push(sesNotification({ bucket: bucket(), key, recipients: [inbound], at }));
    }
    expect((await deliver(bodies)).batchItemFailures).toEqual([]);
    const all = await get("emails", { web_api_key: webKey, "ereceipt[from]": "2031-06-15", "ereceipt[to]": "2031-06-16" });
    ids.push(...(all.data as Json[]).map((r) => String(r.receipt_id)));
    expect(ids).toHaveLength(6);
  });

  const q = (fromTime: string, toTime: string, toDate = "2031-06-15") => ({
    web_api_key: webKey, "ereceipt[from_date]": "2031-06-15", "ereceipt[to_date]": toDate, "ereceipt[from_time]": fromTime, "ereceipt[to_time]": toTime,
  });

  it.each([
    ["09:30:00 AM", "09:30:00 AM", [0, 1]],
    ["09:30:01 AM", "12:00:00 PM", [2]],
    ["12:00:00 PM", "05:15:30 PM", [2, 3]],
    ["12:00:00 AM", "11:59:59 PM", [0, 1, 2, 3, 4]],
    ["05:15:31 PM", "11:59:58 PM", []],
  ])("from %s to %s includes both ends", async (from, to, expected) => {
    const body = await get("emails", q(from, to));
    expect((body.data as Json[]).map((r) => ids.indexOf(String(r.receipt_id)))).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it("stats cover exactly the same window, and match the emails in it", async () => {
    const emails = await get("emails", q("12:00:00 PM", "12:00:00 AM", "2031-06-16"));
    const stats = await get("stats", { web_api_key: webKey, "ereceipt[from_date]": "2031-06-15", "ereceipt[to_date]": "2031-06-16", "ereceipt[from_time]": "12:00:00 PM", "ereceipt[to_time]": "12:00:00 AM" });
    const records = emails.data as Json[];
    expect(records).toHaveLength(4);
    const s = stats.stats as Json;
    expect(s.emails).toBe(4);
    expect(s.first_email_at).toBe(times[2].toISOString());
    expect(s.last_email_at).toBe(times[5].toISOString());
    const parsed = records.filter((r) => r.status === "parsed");
    expect(s.parsed).toBe(parsed.length);
    const expectedTotals: Record<string, number> = {};
    for (const r of parsed) {
      const x = r.scraped_data as { currency: string | null; totals: { total: number | null } };
      if (x.currency && x.totals.total !== null) expectedTotals[x.currency] = Math.round(((expectedTotals[x.currency] ?? 0) + x.totals.total) * 100) / 100;
    }
    expect(s.receipts_total_amount).toEqual(expectedTotals);
    expect((s.merchants as Json[]).reduce((a, m) => a + Number(m.emails), 0)).toBe(4);
    expect((stats.data as Json[]).map((r) => r.receipt_id)).toEqual(records.map((r) => r.receipt_id));
    expect((stats.data as Json[])[0]).not.toHaveProperty("scraped_data");
  });

  it("answers 100 naming the parameter for missing or malformed filters, and 101 for a bad key", async () => {
    expect(await get("emails", { web_api_key: webKey, "ereceipt[from_date]": "2031-06-15", "ereceipt[to_date]": "2031-06-15", "ereceipt[from_time]": "09:00:00 AM" }))
      .toMatchObject({ success: false, error: { code: 100, message: expect.stringContaining("ereceipt[to_time]") } });
    expect(await get("emails", q("13:00:00 PM", "11:00:00 PM"))).toMatchObject({ error: { code: 100, message: expect.stringContaining("ereceipt[from_time]") } });
    expect(await get("stats", { ...q("01:00:00 AM", "11:00:00 PM"), "ereceipt[to_date]": "2031-02-30" })).toMatchObject({ error: { code: 100 } });
    expect(await get("emails", { ...q("01:00:00 AM", "11:00:00 PM"), "ereceipt[page]": ["1", "2"] })).toMatchObject({ error: { code: 100 } });
    expect(await get("emails", { ...q("01:00:00 AM", "11:00:00 PM"), web_api_key: "wrong" })).toMatchObject({ error: { code: 101 } });
    expect(await get("stats", { "ereceipt[from]": "2031-06-15", "ereceipt[to]": "2031-06-15" })).toMatchObject({ error: { code: 101 } });
  });
});
