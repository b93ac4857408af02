import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueResultsDelivery } from "../../lambdas/delivery/enqueue";
import { getDeliveryHistory, type AuditEntry } from "../../lambdas/stores/deliveries";
import type { Poller } from "../../lib/local/queue-poller";
import { eventually, startDeliveryPoller, startReceiver, type Receiver } from "./support";
import { useLocalDeliveryEnv } from "./support";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "deliveries-"));
// No waits between attempts and a short per-attempt timeout (both honoured only in the local stage).
useLocalDeliveryEnv("0,0,0", 500);

let poller: Poller;
const receivers: Receiver[] = [];
beforeAll(() => {
  poller = startDeliveryPoller();
});
afterAll(async () => {
  await poller.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

type Attempt = Extract<AuditEntry, { type: "attempt" }>;

async function deliverUntilSettled(url: string, id: string, body = '[{"receipt_id":"x"}]') {
  await enqueueResultsDelivery({ accountId: "acc-failures", url, body, deliveryId: id });
  return eventually(async () => {
    const h = await getDeliveryHistory(id);
    return h && h.delivery.status !== "pending" ? { ...h, attempts: h.audit.filter((e): e is Attempt => e.type === "attempt") } : undefined;
  }, 20_000);
}

async function track(r: Promise<Receiver>): Promise<Receiver> {
  const receiver = await r;
  receivers.push(receiver);
  return receiver;
}

describe("failed attempts", () => {
  it("counts a receiver that does not answer within the timeout as a failed attempt, 4 times", async () => {
    const receiver = await track(startReceiver(() => undefined)); // never answers
    const h = await deliverUntilSettled(receiver.url, "dlv_timeout");
    expect(h.delivery.status).toBe("failed");
    expect(h.attempts).toHaveLength(4);
    for (const a of h.attempts) {
      expect(a.error).toBe("timeout after 500 ms");
      expect(a.status_code).toBeNull();
      expect(a.latency_ms).toBeGreaterThanOrEqual(490);
    }
    // On a loaded machine a request can time out before the receiver has read it.
    expect(receiver.requests.length).toBeGreaterThanOrEqual(1);
    expect(receiver.requests.length).toBeLessThanOrEqual(4);
  });

  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    const receiver = await track(
      startReceiver((_n, res) => {
        res.writeHead(302, { location: "/elsewhere" }).end();
      }),
    );
    const h = await deliverUntilSettled(receiver.url, "dlv_redirect");
    expect(h.delivery.status).toBe("failed");
    expect(h.attempts.map((a) => [a.status_code, a.error])).toEqual(Array(4).fill([302, "HTTP 302"]));
    expect(receiver.requests.map((r) => r.path)).toEqual(["/hook", "/hook", "/hook", "/hook"]);
  });

  it("retries a 410 like any other 4xx", async () => {
    const receiver = await track(startReceiver(() => 410));
    const h = await deliverUntilSettled(receiver.url, "dlv_gone");
    expect(h.attempts.map((a) => a.status_code)).toEqual([410, 410, 410, 410]);
    expect(receiver.requests).toHaveLength(4);
  });

  it("records connection refused", async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const h = await deliverUntilSettled(`http://127.0.0.1:${port}/hook`, "dlv_refused");
    expect(h.delivery.status).toBe("failed");
    expect(h.attempts.map((a) => a.error)).toEqual(Array(4).fill("connection refused"));
  });

  it("delivers a body too large for a queue message through the bucket, byte for byte", async () => {
    const receiver = await track(startReceiver(() => 200));
    const body = JSON.stringify([{ receipt_id: "big", raw_eml: "é".repeat(200_000) }]);
    const h = await deliverUntilSettled(receiver.url, "dlv_large", body);
    expect(h.delivery.status).toBe("delivered");
    expect(h.delivery.body_ref).toBe("deliveries/dlv_large.json");
    expect(receiver.requests[0].body).toBe(body);
  });

  it("reads only a small part of a large response and still counts the 2xx", async () => {
    const receiver = await track(
      startReceiver((_n, res) => {
        res.writeHead(200, { "content-type": "text/plain" });
        res.end("x".repeat(2_000_000));
      }),
    );
    const h = await deliverUntilSettled(receiver.url, "dlv_big_response");
    expect(h.delivery.status).toBe("delivered");
    expect(h.attempts).toHaveLength(1);
  });
});
