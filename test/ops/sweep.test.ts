/**
 * The sweeper against the emulators and the real workers: work whose queue message was lost (a crash between
 * a write and its send, a snapshot that never reached disk) is found through the open-job and pending-delivery
 * indexes and finished, or ended with its cause; what it did is recorded for `admin sweep list`.
 */
import { SendMessageCommand } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as postConfig } from "../../lambdas/http/ereceipts/config/post";
import { planMessage } from "../../lambdas/delivery/message";
import { replayParked } from "../../lambdas/delivery/dead-letters";
import { defaultWindows, sweep } from "../../lambdas/ops/sweep";
import { keepDeliveryBody } from "../../lambdas/stores/delivery-bodies";
import { createDelivery, getDeliveryHistory, getDelivery, setDeliveryStatus, listAccountDeliveries, listFailedDeliveries } from "../../lambdas/stores/deliveries";
import { getJob, nextJobId, putJob, type Job } from "../../lambdas/stores/jobs";
import { putRawEml, rawEmlKey } from "../../lambdas/stores/raw-emails";
import { listSweepFindings } from "../../lambdas/stores/sweep-log";
import { call, newTestAccount } from "../support/api";
import { corpusEml } from "../support/corpus";
import { startReceiver, type Receiver } from "../support/receiver";
import { testResources } from "../support/resources";
import { eventually, startWorkers, testSqs } from "../support/workers";

let receiver: Receiver;
let workers: { stop(): Promise<void> };
let accountId: string;
/** A moment at which everything written now is past the sweeper's windows. */
const later = () => new Date(Date.now() + Math.max(defaultWindows().jobMs, defaultWindows().deliveryMs) + 60_000);

beforeAll(async () => {
  Object.assign(process.env, { STAGE: "local", ALLOW_PRIVATE_WEBHOOKS: "1", WEBHOOK_RETRY_DELAYS: "0,0,0" });
  receiver = await startReceiver();
  workers = await startWorkers(["parse", "delivery"]);
  const created = await newTestAccount("Sweeper");
  accountId = created.account.account_id;
  await call(postConfig, { method: "POST", apiKey: created.apiKey, body: { results_endpoint: receiver.url, day_cutoff: 36500 } });
});

afterAll(async () => {
  await workers?.stop();
  await receiver?.close();
});

/** A job row as create_job writes it, with no parse message sent (the message was lost). */
async function orphanJob(stored: boolean): Promise<Job> {
  const jobId = await nextJobId();
  const key = rawEmlKey(accountId, `sweep-${jobId}`);
  if (stored) await putRawEml(key, corpusEml("d072"));
  return putJob({ job_id: jobId, account_id: accountId, kind: "create", email_hash: "c".repeat(64), client_user_id: null, provider: null, country_code: null, override_endpoint: null, eml_key: key });
}

/** A delivery recorded (and its body kept) whose message never reached the queue. */
async function orphanDelivery(id: string, body: string): Promise<void> {
  await keepDeliveryBody(id, body);
  await createDelivery({ delivery_id: id, account_id: accountId, kind: "results", url: receiver.url, payload_type: null, event_id: null, subscription_id: null, signing: "results", body_bytes: body.length, body_ref: null });
}

describe("the sweeper", () => {
  it("queues a job whose message was lost again, and the job completes and is delivered; a dry run changes nothing", async () => {
    const job = await orphanJob(true);
    expect((await sweep()).findings).toEqual([]); // still within its window

    const dry = await sweep({ now: later(), dryRun: true });
    expect(dry.findings).toEqual([expect.objectContaining({ subject: "job", id: `${accountId}/${job.job_id}`, action: "requeued" })]);
    expect(await getJob(accountId, job.job_id)).toMatchObject({ status: "queued", updated_at: job.updated_at });
    expect(await listSweepFindings(10)).toEqual([]);

    const report = await sweep({ now: later() });
    expect(report.counts).toMatchObject({ requeued: 1, failed: 0 });
    const done = await eventually(async () => {
      const j = await getJob(accountId, job.job_id);
      return j?.status === "completed" ? j : undefined;
    }, 30_000, "the swept job to complete");
    expect(done.sweeps).toBe(1);
    await eventually(async () => (receiver.requests.some((r) => r.body.includes(`"job_id":${job.job_id}`)) ? true : undefined));
    // its results delivery is recorded delivered (a later sweep must not see it pending)
    await eventually(async () => {
      const all = await listAccountDeliveries(accountId);
      return all.length > 0 && all.every((d) => d.status === "delivered") ? true : undefined;
    });
    // finished: no longer open, so the next sweep leaves it alone
    expect((await sweep({ now: later() })).looked_at.open_jobs).toBe(0);
  });

  it("ends a job whose stored email is gone in error 500, with the cause", async () => {
    const job = await orphanJob(false);
    const report = await sweep({ now: later() });
    expect(report.findings).toEqual([expect.objectContaining({ id: `${accountId}/${job.job_id}`, action: "failed", reason: expect.stringContaining("stored email is gone") })]);
    const ended = await getJob(accountId, job.job_id);
    expect(ended).toMatchObject({ status: "error", error_code: 500 });
    expect(ended?.error_message).toContain("stored email is gone");
  });

  it("re-sends a pending delivery whose message was lost, with the same id and body", async () => {
    const body = JSON.stringify([{ receipt_id: "rc_swept", marker: "lost-pending" }]);
    await orphanDelivery("dl-sweep-pending", body);
    const before = receiver.requests.length;
    const report = await sweep({ now: later() });
    expect(report.findings).toEqual([expect.objectContaining({ subject: "delivery", id: "dl-sweep-pending", action: "resent" })]);
    const h = await eventually(async () => {
      const x = await getDeliveryHistory("dl-sweep-pending");
      return x?.delivery.status === "delivered" ? x : undefined;
    });
    expect(receiver.requests.slice(before).map((r) => r.body)).toEqual([body]);
    expect(h.audit.some((e) => e.type === "status" && e.status === "replayed" && e.reason?.includes("no message in flight"))).toBe(true);
  });

  it("marks a pending delivery parked when the dead-letter queue holds it, and re-sends a parked one the queue lost", async () => {
    // pending in its record, yet its message is in the dead-letter queue
    const parkedBody = JSON.stringify([{ marker: "in-dlq" }]);
    await orphanDelivery("dl-sweep-in-dlq", parkedBody);
    await testSqs().send(new SendMessageCommand({ QueueUrl: testResources().queueUrls["delivery-dlq"], MessageBody: planMessage("dl-sweep-in-dlq", receiver.url, parkedBody).text }));
    // marked parked, yet the dead-letter queue does not have it
    const lostBody = JSON.stringify([{ marker: "lost-parked" }]);
    await orphanDelivery("dl-sweep-lost-parked", lostBody);
    await setDeliveryStatus({ delivery_id: "dl-sweep-lost-parked", account_id: accountId }, "failed", "4 attempts failed; parked in the dead-letter queue");

    const report = await sweep({ now: later() });
    expect(report.findings.map((f) => [f.id, f.action]).sort()).toEqual([
      ["dl-sweep-in-dlq", "marked-parked"],
      ["dl-sweep-lost-parked", "resent"],
    ]);
    expect(await getDelivery("dl-sweep-in-dlq")).toMatchObject({ status: "failed" });
    expect((await listFailedDeliveries({ accountId })).map((d) => d.delivery_id)).toContain("dl-sweep-in-dlq");
    await eventually(async () => ((await getDelivery("dl-sweep-lost-parked"))?.status === "delivered" ? true : undefined));
    expect(receiver.requests.filter((r) => r.body === lostBody)).toHaveLength(1);

    // support's replay of the one that is parked delivers it
    expect((await replayParked({ deliveryId: "dl-sweep-in-dlq" })).replayed).toEqual(["dl-sweep-in-dlq"]);
    await eventually(async () => ((await getDelivery("dl-sweep-in-dlq"))?.status === "delivered" ? true : undefined));

    const recorded = await listSweepFindings(50);
    expect(recorded.map((f) => f.action).sort()).toEqual(["failed", "marked-parked", "requeued", "resent", "resent"]);
  });
});
