import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postOnce } from "../../lambdas/delivery/egress";
import { enqueueResultsDelivery } from "../../lambdas/delivery/enqueue";
import { checkWebhookUrl, type Resolver } from "../../lambdas/domain/url-safety";
import { getDeliveryHistory } from "../../lambdas/stores/deliveries";
import type { Poller } from "../../lib/local/queue-poller";
import { eventually, startDeliveryPoller, startReceiver, type Receiver } from "./support";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "deliveries-"));
process.env.STAGE = "local";
process.env.WEBHOOK_RETRY_DELAYS = "0,0,0";

const strict = { allowPrivate: false };
const relaxed = { allowPrivate: true };
const resolvesTo = (...ips: string[]): Resolver => async () => ips;
const opts = (policy = strict, resolver: Resolver = resolvesTo("127.0.0.1")) => ({ policy, resolver, timeoutMs: 2000 });

let receiver: Receiver;
let port: string;
beforeAll(async () => {
  receiver = await startReceiver(() => 200);
  port = new URL(receiver.url).port;
});
afterAll(async () => {
  await receiver.close();
});

describe("egress safety at connect time", () => {
  it.each([["127.0.0.1"], ["169.254.169.254"], ["10.0.0.7"], ["::1"], ["93.184.215.14", "127.0.0.1"]])(
    "refuses a host name that resolves to %s under the strict policy, without connecting",
    async (...ips) => {
      const before = receiver.requests.length;
      const out = await postOnce(new URL(`http://hooks.example.com:${port}/hook`), "{}", {}, opts(strict, resolvesTo(...ips)));
      expect(out).toMatchObject({ kind: "error", refused: true, error: "destination resolves to a non-public address" });
      expect(receiver.requests.length).toBe(before);
    },
  );

  it("connects to the address the checked resolver returned (relaxed local policy)", async () => {
    const before = receiver.requests.length;
    const out = await postOnce(new URL(`http://hooks.example.com:${port}/hook`), "{}", {}, opts(relaxed, resolvesTo("127.0.0.1")));
    expect(out).toMatchObject({ kind: "response", status: 200 });
    expect(receiver.requests.length).toBe(before + 1);
    expect(receiver.requests[before].headers.host).toBe(`hooks.example.com:${port}`);
  });

  it("refuses a DNS answer that changed to an internal address after the URL was accepted (rebinding)", async () => {
    let calls = 0;
    const rebinding: Resolver = async () => (++calls === 1 ? ["93.184.215.14"] : ["169.254.169.254"]);
    const url = `https://hooks.example.com:${port}/hook`;
    expect((await checkWebhookUrl(url, strict, rebinding)).ok).toBe(true);
    const out = await postOnce(new URL(url), "{}", {}, opts(strict, rebinding));
    expect(out).toMatchObject({ kind: "error", refused: true });
  });

  it("refuses a non-public IP literal (no DNS involved) under the strict policy", async () => {
    const out = await postOnce(new URL(`https://127.0.0.1:${port}/hook`), "{}", {}, opts(strict));
    expect(out).toMatchObject({ kind: "error", refused: true });
  });

  it("reports a host that does not resolve as a DNS error (a failed attempt, not a refusal)", async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error("nope"), { code: "ENOTFOUND" });
    };
    const out = await postOnce(new URL("https://nowhere.example.com/hook"), "{}", {}, opts(strict, failing));
    expect(out).toMatchObject({ kind: "error", refused: false, error: "DNS error (ENOTFOUND)" });
  });

  it("validates certificates: a self-signed receiver is a TLS error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tls-"));
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", join(dir, "k.pem"), "-out", join(dir, "c.pem"), "-days", "1", "-subj", "/CN=localhost"], {
      stdio: "ignore",
    });
    const server = createServer({ key: readFileSync(join(dir, "k.pem")), cert: readFileSync(join(dir, "c.pem")) }, (_req, res) => res.writeHead(200).end());
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    try {
      const p = (server.address() as AddressInfo).port;
      const out = await postOnce(new URL(`https://localhost:${p}/hook`), "{}", {}, opts(relaxed, resolvesTo("127.0.0.1")));
      expect(out.kind).toBe("error");
      expect(out.kind === "error" && out.error).toMatch(/^TLS error/);
    } finally {
      server.close();
    }
  });
});

describe("the worker under the strict policy", () => {
  let poller: Poller;
  beforeAll(() => {
    // What a deployed stage runs with, except that the resolver is injected.
    poller = startDeliveryPoller({ policy: () => strict, resolver: resolvesTo("169.254.169.254") });
  });
  afterAll(async () => {
    await poller.stop();
  });

  it("refuses at send time a URL that resolves to 169.254.169.254: recorded once, not retried", async () => {
    await enqueueResultsDelivery({ accountId: "acc-egress", url: "https://hooks.example.com/hook", body: "[]", deliveryId: "dlv_metadata" });
    const h = await eventually(async () => {
      const x = await getDeliveryHistory("dlv_metadata");
      return x?.delivery.status === "failed" ? x : undefined;
    });
    const attempts = h.audit.filter((e) => e.type === "attempt");
    expect(attempts).toEqual([expect.objectContaining({ outcome: "refused", status_code: null, error: "destination resolves to a non-public address" })]);
    expect(h.delivery.status_reason).toMatch(/^destination not allowed/);
  });

  it("fails permanently a destination that is no longer allowed (plain http outside the local policy)", async () => {
    await enqueueResultsDelivery({ accountId: "acc-egress", url: receiver.url, body: "[]", deliveryId: "dlv_http_now_refused" });
    const h = await eventually(async () => {
      const x = await getDeliveryHistory("dlv_http_now_refused");
      return x?.delivery.status === "failed" ? x : undefined;
    });
    expect(h.delivery.status_reason).toBe("destination not allowed: URL must use https");
    expect(h.audit.filter((e) => e.type === "attempt")).toHaveLength(1);
  });
});
