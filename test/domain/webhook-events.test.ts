import { describe, expect, it } from "vitest";
import { isSuccessStatus, nextStep, parseRetryDelays } from "../../lambdas/domain/delivery-schedule";
import { deterministicUuid, envelopeBody, eventDeliveryId, eventId, receiptSummary, subscriptionWants } from "../../lambdas/domain/webhook-events";

describe("retry schedule", () => {
  it("waits 5, 15, 45 s after failed attempts 1-3 and stops after the 4th", () => {
    const delays = [5, 15, 45];
    expect([1, 2, 3, 4].map((n) => nextStep(n, delays, 4))).toEqual([
      { kind: "retry", waitSeconds: 5 },
      { kind: "retry", waitSeconds: 15 },
      { kind: "retry", waitSeconds: 45 },
      { kind: "exhausted" },
    ]);
    expect(nextStep(9, delays, 4)).toEqual({ kind: "exhausted" });
  });

  it("parses WEBHOOK_RETRY_DELAYS only when it has one whole number per retry", () => {
    expect(parseRetryDelays("1,1,2", 4)).toEqual([1, 1, 2]);
    expect(parseRetryDelays(" 0, 0 ,0", 4)).toEqual([0, 0, 0]);
    for (const bad of [undefined, "", "1,2", "1,2,3,4", "1,x,2", "-1,1,1", "0.5,1,1", "1,1,99999"]) expect(parseRetryDelays(bad, 4)).toBeUndefined();
  });

  it("counts only 2xx as delivered", () => {
    expect([199, 200, 204, 299, 301, 302, 304, 400, 410, 500].map(isSuccessStatus)).toEqual([false, true, true, true, false, false, false, false, false, false]);
  });
});

describe("event ids and envelope", () => {
  it("derives the same UUID-shaped event id from the same receipt and type, and different ones otherwise", () => {
    const a = eventId("acc", "r1", "ReceiptProcessed");
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventId("acc", "r1", "ReceiptProcessed")).toBe(a);
    expect(eventId("acc", "r1", "ReceiptSummary")).not.toBe(a);
    expect(eventId("acc2", "r1", "ReceiptProcessed")).not.toBe(a);
    expect(deterministicUuid("a", "bc")).not.toBe(deterministicUuid("ab", "c"));
    expect(eventDeliveryId(a, "wh_1")).not.toBe(eventDeliveryId(a, "wh_2"));
  });

  it("builds the envelope of decisions.md §5", () => {
    expect(JSON.parse(envelopeBody("id-1", "ReceiptSummary", { x: 1 }, 1767225600000))).toEqual({
      id: "id-1",
      timestamp: 1767225600000,
      version: 1,
      payload_type: "ReceiptSummary",
      payload_data: { x: 1 },
    });
  });

  it("delivers every type to a subscription that lists none, and only the listed ones otherwise", () => {
    expect(subscriptionWants([], "RewardUpdate")).toBe(true);
    expect(subscriptionWants(["ReceiptSummary"], "ReceiptSummary")).toBe(true);
    expect(subscriptionWants(["ReceiptSummary"], "ReceiptProcessed")).toBe(false);
  });

  it("summarises a receipt, with nulls for what the receipt does not state", () => {
    const receipt = {
      receipt_id: "r1",
      merchant: { name: "Target" },
      order: { purchase_date: "2026-01-02" },
      totals: { total: 10.5 },
      currency: "USD",
      products: [{ description: "a" }, { description: "b" }],
    };
    expect(receiptSummary(receipt, "u1", true, null)).toEqual({
      receipt_id: "r1",
      receipt_type: "email",
      status: "accepted",
      merchant_name: "Target",
      purchase_date: "2026-01-02",
      total: 10.5,
      currency: "USD",
      item_count: 2,
      reason: null,
      client_user_id: "u1",
      trust: null,
    });
    const assessed = { ...receipt, trust: { level: "low", reasons: ["dkim_verified", "duplicate_order"], dkim: { result: "pass" }, duplicate_of: "rc_3" } };
    expect(receiptSummary(assessed, "u1", true, null).trust).toEqual({ level: "low", reasons: ["dkim_verified", "duplicate_order"], duplicate_of: "rc_3" });
    expect(receiptSummary({ receipt_id: "r2" }, null, false, "older than the cutoff")).toMatchObject({
      status: "rejected",
      merchant_name: null,
      total: null,
      item_count: 0,
      reason: "older than the cutoff",
    });
  });
});
