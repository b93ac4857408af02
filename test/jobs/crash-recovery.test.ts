/**
 * A worker that dies mid-job: the first attempt stores the receipt and queues its delivery, then
 * throws before marking the job completed (as a crash or timeout would). The queue redelivers the
 * message; the job must still complete exactly once and the client receive the results exactly once.
 */
import { SetQueueAttributesCommand } from "@aws-sdk/client-sqs";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { handler as createJob } from "../../lambdas/http/ereceipts/create_job/post";
import { handler as status } from "../../lambdas/http/ereceipts/status/get";
import { handler as postConfig } from "../../lambdas/http/ereceipts/config/post";
import { call, newTestAccount } from "../support/api";
import { corpusEml } from "../support/corpus";
import { startReceiver, type Receiver } from "../support/receiver";
import { queuesSettled } from "../support/queues";
import { testResources } from "../support/resources";
import { eventually, startWorkers, testSqs } from "../support/workers";

const crashes = vi.hoisted(() => ({ remaining: 1, attempts: 0 }));

vi.mock("../../lambdas/stores/jobs", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lambdas/stores/jobs")>();
  return {
    ...original,
    transitionJob: async (...args: Parameters<typeof original.transitionJob>) => {
      if (args[2] === "executing") crashes.attempts++;
      if (args[2] === "completed" && crashes.remaining > 0) {
        crashes.remaining--;
        throw new Error("simulated crash after the delivery was queued");
      }
      return original.transitionJob(...args);
    },
  };
});

let receiver: Receiver;
let workers: { stop(): Promise<void> };

beforeAll(async () => {
  Object.assign(process.env, { STAGE: "local", ALLOW_PRIVATE_WEBHOOKS: "1" });
  await testSqs().send(new SetQueueAttributesCommand({ QueueUrl: testResources().queueUrls.parse, Attributes: { VisibilityTimeout: "1" } }));
  receiver = await startReceiver();
  workers = await startWorkers(["parse", "delivery"]);
});

afterAll(async () => {
  await workers?.stop();
  await receiver?.close();
});

it("completes once and delivers once after the worker crashed mid-job", async () => {
  const { apiKey } = await newTestAccount();
  await call(postConfig, { method: "POST", apiKey, body: { results_endpoint: receiver.url, day_cutoff: 36500 } });
  const { job_id } = await call(createJob, {
    method: "POST",
    apiKey,
    body: new URLSearchParams({ eml_data: corpusEml("d072"), email_hash: "b".repeat(64) }).toString(),
    contentType: "application/x-www-form-urlencoded",
  });
  const job = await eventually(async () => {
    const res = await call(status, { apiKey, query: { job_id: String(job_id) } });
    return res.job_status.status === "completed" ? res.job_status : undefined;
  }, 20_000, "job to complete after the crash");
  expect(job.error_code).toBeNull();
  expect(crashes.remaining).toBe(0);
  // the crashed attempt and at least one more (on a busy machine the 1 s visibility timeout can pass during the
  // second attempt and a third receive find the job already done): what counts is once completed, once delivered
  expect(crashes.attempts).toBeGreaterThanOrEqual(2);
  await receiver.waitFor(1);
  await queuesSettled(["parse", "delivery"]);
  const deliveries = receiver.requests.filter((r) => r.body.includes(`"job_id":${job_id}`));
  expect(deliveries).toHaveLength(1);
});
