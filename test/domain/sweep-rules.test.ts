import { describe, expect, it } from "vitest";
import { judgeDelivery, judgeOpenJob, maxJobSweeps, parkedMarker, sweepWindows } from "../../lambdas/domain/sweep-rules";

const windows = sweepWindows({ visibilityTimeoutSeconds: 360, maxReceiveCount: 3, workerTimeoutSeconds: 60 }, { visibilityTimeoutSeconds: 240, maxReceiveCount: 4, workerTimeoutSeconds: 40 });
const now = new Date("2026-11-25T12:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const retention = 14 * 86_400_000;

describe("sweep windows", () => {
  it("outlast every receive of a parse message, and three delivery visibility timeouts", () => {
    expect(windows).toEqual({ jobMs: 24 * 60_000, deliveryMs: 14 * 60_000 });
  });
});

describe("open jobs", () => {
  it("wait while their queue may still hold their message", () => {
    expect(judgeOpenJob({ kind: "create", updated_at: ago(23), emailStored: false }, now, windows)).toEqual({ action: "wait" });
  });
  it("are queued again once past the window, while their email is stored", () => {
    expect(judgeOpenJob({ kind: "create", updated_at: ago(25), emailStored: true }, now, windows).action).toBe("requeue");
    expect(judgeOpenJob({ kind: "reprocess", updated_at: ago(60) }, now, windows).action).toBe("requeue");
  });
  it("end when their email is gone or they were queued again too often", () => {
    expect(judgeOpenJob({ kind: "create", updated_at: ago(25), emailStored: false }, now, windows)).toMatchObject({ action: "fail", reason: expect.stringContaining("stored email is gone") });
    expect(judgeOpenJob({ kind: "create", updated_at: ago(25), emailStored: true, sweeps: maxJobSweeps }, now, windows)).toMatchObject({ action: "fail", reason: expect.stringContaining(`${maxJobSweeps} times`) });
  });
});

describe("deliveries", () => {
  const pending = { status: "pending" as const, status_reason: null, inDeadLetterQueue: false };
  it("pending ones wait while an attempt may still come", () => {
    expect(judgeDelivery({ ...pending, updated_at: ago(13) }, now, windows, retention)).toEqual({ action: "wait" });
  });
  it("pending ones past the window are re-sent, or marked parked when the dead-letter queue holds them", () => {
    expect(judgeDelivery({ ...pending, updated_at: ago(15) }, now, windows, retention).action).toBe("resend");
    expect(judgeDelivery({ ...pending, updated_at: ago(15), inDeadLetterQueue: true }, now, windows, retention).action).toBe("mark-parked");
  });
  it("parked ones the dead-letter queue lost are re-sent, unless they outlived its retention", () => {
    const parked = { status: "failed" as const, status_reason: `4 attempts failed; ${parkedMarker}` };
    expect(judgeDelivery({ ...parked, updated_at: ago(60), inDeadLetterQueue: false }, now, windows, retention).action).toBe("resend");
    expect(judgeDelivery({ ...parked, updated_at: ago(60), inDeadLetterQueue: true }, now, windows, retention).action).toBe("wait");
    expect(judgeDelivery({ ...parked, updated_at: ago(15 * 24 * 60), inDeadLetterQueue: false }, now, windows, retention).action).toBe("wait");
  });
  it("refused and delivered ones are left alone", () => {
    expect(judgeDelivery({ status: "failed", status_reason: "destination not allowed: private address", updated_at: ago(60), inDeadLetterQueue: false }, now, windows, retention).action).toBe("wait");
    expect(judgeDelivery({ status: "delivered", status_reason: null, updated_at: ago(60), inDeadLetterQueue: false }, now, windows, retention).action).toBe("wait");
  });
});
