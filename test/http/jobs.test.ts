import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { ReceiveMessageCommand } from "@aws-sdk/client-sqs";
import { beforeAll, describe, expect, it } from "vitest";
import { handler as createJob } from "../../lambdas/http/ereceipts/create_job/post";
import { handler as status } from "../../lambdas/http/ereceipts/status/get";
import { handler as reprocess } from "../../lambdas/http/ereceipts/reprocess_job/post";
import { handler as clearHistory } from "../../lambdas/http/ereceipts/clear_history/post";
import { handler as postConfig } from "../../lambdas/http/ereceipts/config/post";
import { handler as simulate } from "../../lambdas/http/ereceipts/simulate_results/get";
import { maxInlineEmlBytes } from "../../lambdas/contract/resources";
import { localCredentials, localRegion } from "../../lib/local/provision";
import { getJob } from "../../lambdas/stores/jobs";
import { apiEvent, call, newTestAccount } from "../support/api";
import { lambdaContext } from "../../lib/local/queue-poller";
import { corpusEml } from "../support/corpus";
import { testResources } from "../support/resources";
import { testSqs } from "../support/workers";

const hash = "a".repeat(64);
const form = (fields: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" });
const endpoint = "https://93.184.215.14/receipts";

async function configuredAccount() {
  const a = await newTestAccount();
  await call(postConfig, { method: "POST", apiKey: a.apiKey, body: { results_endpoint: endpoint, day_cutoff: 36500 } });
  return a;
}

describe("POST /ereceipts/create_job", () => {
  let apiKey: string;
  let accountId: string;
  beforeAll(async () => {
    const a = await configuredAccount();
    apiKey = a.apiKey;
    accountId = a.account.account_id;
  });

  it("stores the EML, creates a queued job and sends its message, with increasing integer ids", async () => {
    const eml = corpusEml("d072");
    const first = await call(createJob, { apiKey, ...form({ eml_data: eml, email_hash: hash, client_user_id: "u-1", provider: "Gmail", country_code: "us" }) });
    const second = await call(createJob, { apiKey, ...form({ eml_data: eml, email_hash: hash.toUpperCase() }) });
    expect(first).toEqual({ success: true, job_id: expect.any(Number) });
    expect(Number.isInteger(first.job_id)).toBe(true);
    expect(second.job_id).toBeGreaterThan(first.job_id);

    const job = await getJob(accountId, first.job_id);
    expect(job).toMatchObject({ status: "queued", email_hash: hash, client_user_id: "u-1", provider: "gmail", country_code: "US" });
    const s3 = new S3Client({ region: localRegion, credentials: localCredentials, endpoint: process.env.AWS_ENDPOINT_URL_S3, forcePathStyle: true });
    const stored = await s3.send(new GetObjectCommand({ Bucket: testResources().bucketName, Key: job!.eml_key! }));
    expect(await stored.Body!.transformToString()).toBe(eml);

    const sqs = testSqs();
    const got = await sqs.send(new ReceiveMessageCommand({ QueueUrl: testResources().queueUrls.parse, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    const bodies = (got.Messages ?? []).map((m) => JSON.parse(m.Body!));
    expect(bodies).toEqual(expect.arrayContaining([{ account_id: accountId, job_id: first.job_id }, { account_id: accountId, job_id: second.job_id }]));
  });

  it.each<[string, Record<string, string>]>([
    ["no eml_data", { email_hash: hash }],
    ["an empty eml_data", { eml_data: " ", email_hash: hash }],
    ["no email_hash", { eml_data: "From: a@b.c\r\n\r\nhi" }],
    ["an email_hash that is not SHA-256 hex", { eml_data: "x", email_hash: "abc" }],
    ["an invalid country_code", { eml_data: "x", email_hash: hash, country_code: "XX" }],
    ["a three-letter country_code", { eml_data: "x", email_hash: hash, country_code: "USA" }],
    ["an unknown field", { eml_data: "x", email_hash: hash, colour: "blue" }],
    ["an http override_endpoint", { eml_data: "x", email_hash: hash, override_endpoint: "http://hooks.example.com/x" }],
    ["a private override_endpoint", { eml_data: "x", email_hash: hash, override_endpoint: "https://192.168.1.10/x" }],
  ])("answers %s with error 100", async (_name, fields) => {
    const res = await call(createJob, { apiKey, ...form(fields) });
    expect(res).toMatchObject({ success: false, error: { code: 100, message: expect.stringContaining("Invalid input") } });
  });

  it("answers an EML over the documented size limit with error 100 naming the limit", async () => {
    const res = await call(createJob, { apiKey, ...form({ eml_data: "x".repeat(maxInlineEmlBytes + 1), email_hash: hash }) });
    expect(res.error).toMatchObject({ code: 100, message: expect.stringContaining(String(maxInlineEmlBytes)) });
  });

  it("answers a JSON body with error 100 (the endpoint is form-encoded)", async () => {
    const res = await call(createJob, { method: "POST", apiKey, body: { eml_data: "x", email_hash: hash } });
    expect(res.error.code).toBe(100);
  });

  it("refuses a job with nowhere to deliver: no configuration and no override_endpoint", async () => {
    const { apiKey: fresh } = await newTestAccount();
    const res = await call(createJob, { apiKey: fresh, ...form({ eml_data: "x", email_hash: hash }) });
    expect(res.error).toMatchObject({ code: 100, message: expect.stringContaining("results_endpoint") });
  });
});

describe("GET /ereceipts/status", () => {
  it("answers a parameter given twice with 100, as every route does (the last one does not win)", async () => {
    const { apiKey } = await configuredAccount();
    const event = apiEvent({ apiKey, query: { job_id: "1" } });
    event.multiValueQueryStringParameters = { job_id: ["1", "2"] };
    const res = JSON.parse((await status(event, lambdaContext("test", 30))).body);
    expect(res.error).toMatchObject({ code: 100, message: expect.stringContaining("job_id is given more than once") });
  });

  it("returns the job status object exactly as the interface defines it", async () => {
    const { apiKey } = await configuredAccount();
    const { job_id } = await call(createJob, { apiKey, ...form({ eml_data: corpusEml("d072"), email_hash: hash, client_user_id: "u-9" }) });
    const res = await call(status, { apiKey, query: { job_id: String(job_id) } });
    expect(res).toEqual({
      success: true,
      job_status: {
        id: job_id, email_hash: hash, client_user_id: "u-9", status: "queued", error_code: null, error_message: null,
        processing_time: 0, created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    });
  });

  it.each([[{}], [{ job_id: "" }], [{ job_id: "abc" }], [{ job_id: "1.5" }], [{ job_id: "-3" }], [{ job_id: "0" }], [{ job_id: "99999999" }], [{ job_id: "1", x: "2" }]])(
    "answers %j with error 100",
    async (query) => {
      const { apiKey } = await newTestAccount();
      expect((await call(status, { apiKey, query })).error.code).toBe(100);
    },
  );

  it("does not show another account's job (100)", async () => {
    const owner = await configuredAccount();
    const other = await newTestAccount();
    const { job_id } = await call(createJob, { apiKey: owner.apiKey, ...form({ eml_data: "x", email_hash: hash }) });
    expect((await call(status, { apiKey: other.apiKey, query: { job_id: String(job_id) } })).error.code).toBe(100);
  });
});

describe("POST /ereceipts/reprocess_job validation", () => {
  it.each<[string, Record<string, unknown>, number]>([
    ["neither field", {}, 112],
    ["both fields", { receipt_ids: ["a"], retailers: [{ email: "a@b.com", day_cutoff: 1 }] }, 113],
    ["an empty receipt_ids", { receipt_ids: [] }, 100],
    ["non-string receipt ids", { receipt_ids: [1, 2] }, 100],
    ["an unknown field", { receipt_ids: ["a"], x: 1 }, 100],
    ["an empty retailers array", { retailers: [] }, 111],
    ["a retailer without email", { retailers: [{ day_cutoff: 1 }] }, 103],
    ["a retailer without a cutoff", { retailers: [{ email: "a@b.com" }] }, 100],
  ])("answers %s with %i", async (_n, body, code) => {
    const { apiKey } = await newTestAccount();
    expect((await call(reprocess, { method: "POST", apiKey, body })).error.code).toBe(code);
  });

  it("answers unknown receipt ids with 114 and lists them comma-separated", async () => {
    const { apiKey } = await newTestAccount();
    const res = await call(reprocess, { method: "POST", apiKey, body: { receipt_ids: ["rc_nope", "rc_gone"] } });
    expect(res).toEqual({ success: false, error: { code: 114, message: "One or more Receipt IDs was not found", missing_ids: "rc_nope,rc_gone" } });
  });
});

describe("POST /ereceipts/clear_history validation", () => {
  it.each([[{}], [{ emailAddress: "not-an-email" }], [{ clientUserId: "" }], [{ clientUserId: 5 }], [{ emailAddress: "a@b.com", other: 1 }]])(
    "answers %j with error 100",
    async (body) => {
      const { apiKey } = await newTestAccount();
      expect((await call(clearHistory, { method: "POST", apiKey, body })).error.code).toBe(100);
    },
  );
});

describe("GET /ereceipts/simulate_results", () => {
  it("returns the sample EReceipt array parsed from the bundled email when post_to_remote=false", async () => {
    const { apiKey } = await newTestAccount();
    const res = (await call(simulate, { apiKey, query: { post_to_remote: "false" } })) as unknown as Record<string, any>[];
    expect(Array.isArray(res)).toBe(true);
    expect(res[0]).toMatchObject({
      receipt_id: "rc_sample",
      is_receipt: true,
      merchant: { name: "Northwind Outfitters" },
      order: { number: "NW-20481" },
      currency: "USD",
      totals: { subtotal: 127, shipping: 5.99, tax: 10.48, total: 143.47 },
    });
    expect(res[0].products.map((p: Record<string, unknown>) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([
      ["Trail Runner Jacket (Size M)", 1, 89, 89],
      ["Merino Wool Socks, 3-pack", 2, 19, 38],
    ]);
    expect(res[0].payments[0]).toMatchObject({ card_type: "Visa", last4: "4242" });
    expect(res[0].shipping_address).toEqual({ name: "Sam Sample", street: "12 Harbor Lane", city: "Portland", region: "OR", postal_code: "97201", country: "United States" });
  });

  it.each([[{ post_to_remote: "maybe" }], [{ post_to_remote: "false", colour: "x" }]])("answers %j with 100", async (query) => {
    const { apiKey } = await newTestAccount();
    expect((await call(simulate, { apiKey, query })).error.code).toBe(100);
  });

  it("refuses a private results_endpoint with 102", async () => {
    const { apiKey } = await newTestAccount();
    expect((await call(simulate, { apiKey, query: { results_endpoint: "https://169.254.169.254/x" } })).error.code).toBe(102);
  });

  it("refuses to post when no endpoint is configured or given (100)", async () => {
    const { apiKey } = await newTestAccount();
    expect((await call(simulate, { apiKey, query: {} })).error.code).toBe(100);
  });
});
