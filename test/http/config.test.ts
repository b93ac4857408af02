import { beforeAll, describe, expect, it } from "vitest";
import { handler as postConfig } from "../../lambdas/http/ereceipts/config/post";
import { handler as getConfig } from "../../lambdas/http/ereceipts/config/get";
import { handler as getRetailers } from "../../lambdas/http/ereceipts/retailers/get";
import { handler as deleteRetailers } from "../../lambdas/http/ereceipts/retailers/delete";
import { handler as healthCheck } from "../../lambdas/http/ereceipts/health_check/get";
import { setAccountStatus } from "../../lambdas/stores/accounts";
import { call, newTestAccount } from "../support/api";

// A public literal address: this machine has no public DNS, and literal public IPs need none.
const endpoint = "https://93.184.215.14/receipts";

describe("configuration endpoints against DynamoDB", () => {
  let apiKey: string;
  beforeAll(async () => {
    apiKey = (await newTestAccount()).apiKey;
  });

  it("returns defaults before any configuration is set", async () => {
    const { apiKey: fresh } = await newTestAccount();
    expect(await call(getConfig, { apiKey: fresh })).toEqual({
      success: true, results_endpoint: null, day_cutoff: null, date_cutoff: null, use_aggregation: false, return_eml: false, retailers: [],
    });
  });

  it("stores a configuration and returns it", async () => {
    const body = { results_endpoint: endpoint, day_cutoff: 14, use_aggregation: true, retailers: [{ email: "Orders@Shop.com", day_cutoff: 3 }, { email: "b@c.io", date_cutoff: 1700000000 }] };
    expect(await call(postConfig, { method: "POST", apiKey, body })).toEqual({ success: true });
    expect(await call(getConfig, { apiKey })).toEqual({
      success: true, results_endpoint: endpoint, day_cutoff: 14, date_cutoff: null, use_aggregation: true, return_eml: false,
      retailers: [{ email: "orders@shop.com", day_cutoff: 3 }, { email: "b@c.io", date_cutoff: 1700000000 }],
    });
    expect(await call(getRetailers, { apiKey })).toEqual({ success: true, retailers: [{ email: "orders@shop.com", day_cutoff: 3 }, { email: "b@c.io", date_cutoff: 1700000000 }] });
  });

  it("replaces the whole configuration on a second POST", async () => {
    const { apiKey: key } = await newTestAccount();
    await call(postConfig, { method: "POST", apiKey: key, body: { results_endpoint: endpoint, day_cutoff: 1, retailers: [{ email: "a@b.com" }] } });
    await call(postConfig, { method: "POST", apiKey: key, body: { results_endpoint: endpoint, date_cutoff: 5 } });
    expect(await call(getConfig, { apiKey: key })).toMatchObject({ day_cutoff: null, date_cutoff: 5, retailers: [] });
  });

  it("removes retailers case-insensitively and ignores addresses that are not configured", async () => {
    const { apiKey: key } = await newTestAccount();
    await call(postConfig, { method: "POST", apiKey: key, body: { results_endpoint: endpoint, day_cutoff: 1, retailers: [{ email: "a@b.com" }, { email: "c@d.com" }] } });
    expect(await call(deleteRetailers, { method: "DELETE", apiKey: key, body: { retailer_emails: ["A@B.COM", "nobody@x.com"] } })).toEqual({ success: true });
    expect(await call(getRetailers, { apiKey: key })).toEqual({ success: true, retailers: [{ email: "c@d.com" }] });
  });

  it.each([
    ["malformed JSON", "{not json", "application/json", 100],
    ["the wrong content type", JSON.stringify({ results_endpoint: endpoint, day_cutoff: 1 }), "text/plain", 100],
    ["a JSON array", "[]", "application/json", 100],
  ])("answers %s with error 100 and HTTP 200", async (_n, body, contentType, code) => {
    const res = await call(postConfig, { method: "POST", apiKey, body, contentType });
    expect(res).toMatchObject({ success: false, error: { code } });
    expect(typeof res.error.message).toBe("string");
  });

  it("answers a validation failure with the interface's code and message", async () => {
    expect(await call(postConfig, { method: "POST", apiKey, body: { results_endpoint: endpoint, day_cutoff: 1, date_cutoff: 2 } })).toEqual({
      success: false, error: { code: 104, message: "Both global day_cutoff and date_cutoff specified" },
    });
    expect(await call(postConfig, { method: "POST", apiKey, body: { results_endpoint: "https://10.0.0.1/x", day_cutoff: 1 } })).toMatchObject({ success: false, error: { code: 102 } });
  });

  it("keeps the previous configuration when a POST is rejected", async () => {
    const { apiKey: key } = await newTestAccount();
    await call(postConfig, { method: "POST", apiKey: key, body: { results_endpoint: endpoint, day_cutoff: 9 } });
    await call(postConfig, { method: "POST", apiKey: key, body: { results_endpoint: endpoint, day_cutoff: "9" } });
    expect(await call(getConfig, { apiKey: key })).toMatchObject({ day_cutoff: 9 });
  });

  it("rejects a DELETE without retailer_emails with 100", async () => {
    expect(await call(deleteRetailers, { method: "DELETE", apiKey, body: {} })).toMatchObject({ success: false, error: { code: 100 } });
  });

  it("answers health_check with status ok and no success field", async () => {
    const res = await call(healthCheck, { apiKey });
    expect(res).toEqual({ status: "ok", message: expect.any(String) });
  });
});

describe("api-key authentication (101) on every configuration route", () => {
  const handlers = { postConfig, getConfig, getRetailers, deleteRetailers, healthCheck };

  it.each(Object.entries(handlers))("%s refuses a missing, unknown, wrongly cased or disabled key", async (_name, handler) => {
    const { account, apiKey } = await newTestAccount();
    const expected = { success: false, error: { code: 101, message: "Invalid api-key" } };
    expect(await call(handler, { method: "POST", apiKey: null, body: {} })).toEqual(expected);
    expect(await call(handler, { method: "POST", apiKey: "ek_unknown", body: {} })).toEqual(expected);
    expect(await call(handler, { method: "POST", apiKey: apiKey.toUpperCase(), body: {} })).toEqual(expected);
    await setAccountStatus(account.account_id, "disabled");
    expect(await call(handler, { method: "POST", apiKey, body: {} })).toEqual(expected);
  });

  it("accepts the header name in any case", async () => {
    const { apiKey } = await newTestAccount();
    expect(await call(healthCheck, { headers: { "API-KEY": apiKey } })).toMatchObject({ status: "ok" });
  });
});
