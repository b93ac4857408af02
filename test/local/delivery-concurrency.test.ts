import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalService, type LocalService } from "../../lib/local/runner";
import { corpusEml } from "../support/corpus";
import { startReceiver, type Receiver } from "../support/receiver";

// The local runner delivers webhooks many at once with a per-destination limit: receivers that never answer hold
// their own deliveries, not a healthy client's (issue 13: 27 s of delay with two delivery loops).
describe("local webhook deliveries under hung receivers", () => {
  let service: LocalService;
  let dataDir: string;
  let hung: Receiver;
  let healthy: Receiver;
  const apiKey = "concurrency-api-key";

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "delivery-concurrency-"));
    hung = await startReceiver(() => undefined); // reads the request, never answers
    healthy = await startReceiver(() => 200);
    service = await startLocalService({
      port: 0, dataDir, fresh: true, apiKey, webApiKey: "concurrency-web-key",
      env: { ALLOW_PRIVATE_WEBHOOKS: "1", WEBHOOK_RETRY_DELAYS: "60,60,60", WEBHOOK_TIMEOUT_MS: "15000" },
    });
    const config = await fetch(`${service.apiUrl}/ereceipts/config`, {
      method: "POST", headers: { "api-key": apiKey, "content-type": "application/json" },
      body: JSON.stringify({ results_endpoint: healthy.url, day_cutoff: 36500 }),
    });
    expect(((await config.json()) as { success: boolean }).success).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await hung.close();
    await healthy.close();
    await service?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const createJob = async (fields: Record<string, string>) => {
    const res = await fetch(`${service.apiUrl}/ereceipts/create_job`, {
      method: "POST", headers: { "api-key": apiKey, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ eml_data: corpusEml("d072"), email_hash: "e".repeat(64), ...fields }).toString(),
    });
    return (await res.json()) as { success: boolean; job_id: number };
  };

  it("serves a healthy receiver within seconds while six deliveries hang on another", async () => {
    for (let i = 0; i < 6; i++) expect((await createJob({ override_endpoint: hung.url })).success).toBe(true);
    await hung.waitFor(4, 30_000); // the hung receiver's own limit is taken
    const sent = Date.now();
    expect((await createJob({})).success).toBe(true);
    const [delivered] = await healthy.waitFor(1, 30_000);
    // parse and deliver; two delivery loops kept it behind the hung attempts for their whole timeout (15 s here)
    expect(delivered.at - sent).toBeLessThan(8_000);
    expect(hung.requests.length).toBeLessThanOrEqual(4); // at most four of one destination at once
  }, 90_000);
});
