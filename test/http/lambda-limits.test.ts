import { HeadObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { APIGatewayProxyEvent } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as createJob } from "../../lambdas/http/ereceipts/create_job/post";
import { handler as postConfig } from "../../lambdas/http/ereceipts/config/post";
import { handler as uploadUrl } from "../../lambdas/http/ereceipts/upload_url/post";
import { returnedBytes, withinResponseLimit } from "../../lambdas/forwarded/http";
import { getJob } from "../../lambdas/stores/jobs";
import { uploadKey } from "../../lambdas/stores/uploads";
import { lambdaEventMaxBytes, maxEmlBytes, maxInlineEmlBytes } from "../../lambdas/contract/resources";
import { localCredentials, localRegion } from "../../lib/local/provision";
import { lambdaContext } from "../../lib/local/queue-poller";
import { loadHandlers, startHttpServer } from "../../lib/local/http-server";
import { call, newTestAccount } from "../support/api";
import { testResources } from "../support/resources";

// What AWS lets through to a function: Lambda refuses a synchronous event over 6,291,456 bytes, and the event carries
// the body as API Gateway encoded it. An email at create_job's limit must fit in every encoding a client may use.
const hash = "c".repeat(64);
const endpoint = "https://93.184.215.14/receipts";
const s3 = () => new S3Client({ region: localRegion, credentials: localCredentials, endpoint: process.env.AWS_ENDPOINT_URL_S3, forcePathStyle: true });

/** A new account whose results go to a public https endpoint (never called here). */
async function configuredAccount(): Promise<{ apiKey: string; accountId: string }> {
  const a = await newTestAccount();
  await call(postConfig, { method: "POST", apiKey: a.apiKey, body: { results_endpoint: endpoint, day_cutoff: 36500 } });
  return { apiKey: a.apiKey, accountId: a.account.account_id };
}

/** An email of exactly `bytes` bytes that a form encoder can only spell at three bytes per byte ("é " and spaces). */
function worstCaseEml(bytes: number): Buffer {
  const head = Buffer.from("From: Shop <orders@shop.example>\r\nSubject: Your order\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n");
  const unit = Buffer.from("é ");
  const body = Buffer.alloc(bytes - head.length);
  for (let i = 0; i + unit.length <= body.length; i += unit.length) unit.copy(body, i);
  body.fill(" ", body.length - (body.length % unit.length));
  return Buffer.concat([head, body]);
}

/** The proxy event API Gateway (REST, regional) hands the function: headers twice over, the request context. */
function gatewayEvent(apiKey: string, contentType: string, body: string, isBase64Encoded: boolean): APIGatewayProxyEvent {
  const headers: Record<string, string> = {
    Accept: "*/*", "api-key": apiKey, "Content-Type": contentType, "Content-Length": String(Buffer.byteLength(body, isBase64Encoded ? "base64" : "utf8")),
    Host: "a1b2c3d4e5.execute-api.eu-west-1.amazonaws.com", "User-Agent": "curl/8.5.0", "X-Amzn-Trace-Id": "Root=1-67a1b2c3-0123456789abcdef01234567",
    "X-Forwarded-For": "203.0.113.10", "X-Forwarded-Port": "443", "X-Forwarded-Proto": "https",
  };
  return {
    resource: "/ereceipts/create_job", path: "/ereceipts/create_job", httpMethod: "POST", headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    queryStringParameters: null, multiValueQueryStringParameters: null, pathParameters: null, stageVariables: null,
    requestContext: {
      accountId: "123456789012", apiId: "a1b2c3d4e5", authorizer: null, domainName: "a1b2c3d4e5.execute-api.eu-west-1.amazonaws.com",
      domainPrefix: "a1b2c3d4e5", extendedRequestId: "Xyz12AbCdEFg=", httpMethod: "POST", path: "/production/ereceipts/create_job",
      protocol: "HTTP/1.1", requestId: "c6af9ac6-7b61-11e6-9a41-93e8deadbeef", requestTime: "25/Nov/2026:12:00:00 +0000",
      requestTimeEpoch: 1795608000000, resourceId: "abc123", resourcePath: "/ereceipts/create_job", stage: "production",
      identity: {
        accessKey: null, accountId: null, apiKey: null, apiKeyId: null, caller: null, clientCert: null, cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null, cognitoIdentityId: null, cognitoIdentityPoolId: null, principalOrgId: null, sourceIp: "203.0.113.10",
        user: null, userAgent: "curl/8.5.0", userArn: null,
      },
    },
    body, isBase64Encoded,
  };
}

const fields = (eml: Buffer) => ({ eml_data: eml.toString("utf8"), email_hash: hash, client_user_id: "user-1" });
/** The three ways a client may encode the form, each as API Gateway passes it on. */
const encodings: Record<string, (apiKey: string, eml: Buffer) => APIGatewayProxyEvent> = {
  "form-encoded with '+' for spaces": (apiKey, eml) => gatewayEvent(apiKey, "application/x-www-form-urlencoded", new URLSearchParams(fields(eml)).toString(), false),
  "form-encoded with '%20' for spaces (curl --data-urlencode)": (apiKey, eml) => gatewayEvent(apiKey, "application/x-www-form-urlencoded",
    Object.entries(fields(eml)).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&"), false),
  "multipart, the email as a file part, base64-flagged": (apiKey, eml) => {
    const boundary = "----ereceipts7d1f";
    const part = (name: string, value: string | Buffer, file = false) => Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="mail.eml"\r\nContent-Type: message/rfc822' : ""}\r\n\r\n`),
      Buffer.from(value), Buffer.from("\r\n"),
    ]);
    const body = Buffer.concat([part("eml_data", eml, true), part("email_hash", hash), part("client_user_id", "user-1"), Buffer.from(`--${boundary}--\r\n`)]);
    return gatewayEvent(apiKey, `multipart/form-data; boundary=${boundary}`, body.toString("base64"), true);
  },
};

describe("create_job's email limit holds inside Lambda's event limit, in every encoding", () => {
  let apiKey = "";
  let accountId = "";
  beforeAll(async () => ({ apiKey, accountId } = await configuredAccount()));

  const invoke = async (event: APIGatewayProxyEvent) => {
    const result = await createJob(event, lambdaContext("test", 30));
    expect(result.statusCode).toBe(200);
    return JSON.parse(result.body) as { success: boolean; job_id?: number; error?: { code: number; message: string } };
  };

  it.each(Object.keys(encodings))("%s: an email at the limit fits and becomes a job, one byte over is error 100 naming the limit", async (encoding) => {
    const atLimit = encodings[encoding](apiKey, worstCaseEml(maxInlineEmlBytes));
    expect(Buffer.byteLength(JSON.stringify(atLimit))).toBeLessThanOrEqual(lambdaEventMaxBytes);
    const created = await invoke(atLimit);
    expect(created).toMatchObject({ success: true, job_id: expect.any(Number) });
    const job = await getJob(accountId, created.job_id!);
    const stored = await s3().send(new GetObjectCommand({ Bucket: testResources().bucketName, Key: job!.eml_key! }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(worstCaseEml(maxInlineEmlBytes))).toBe(true);

    const over = encodings[encoding](apiKey, worstCaseEml(maxInlineEmlBytes + 1));
    expect(Buffer.byteLength(JSON.stringify(over))).toBeLessThanOrEqual(lambdaEventMaxBytes);
    const refused = await invoke(over);
    expect(refused.error).toMatchObject({ code: 100, message: expect.stringContaining(`the limit is ${maxInlineEmlBytes} bytes`) });
    expect(refused.error!.message).toContain("/ereceipts/upload_url");
  });

  it("keeps the bytes of an email in another charset than UTF-8 sent as a multipart file part", async () => {
    const latin1 = Buffer.concat([Buffer.from("From: Caf\xe9 <a@cafe.example>\r\nContent-Type: text/plain; charset=iso-8859-1\r\n\r\n", "latin1"), Buffer.from([0xe9, 0x20, 0x80, 0xff])]);
    const created = await invoke(encodings["multipart, the email as a file part, base64-flagged"](apiKey, latin1));
    const job = await getJob(accountId, created.job_id!);
    const stored = await s3().send(new GetObjectCommand({ Bucket: testResources().bucketName, Key: job!.eml_key! }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(latin1)).toBe(true);
  });
});

describe("large emails through POST /ereceipts/upload_url", () => {
  let apiKey = "";
  let accountId = "";
  beforeAll(async () => ({ apiKey, accountId } = await configuredAccount()));
  const form = (f: Record<string, string>) => ({ method: "POST", apiKey, body: new URLSearchParams(f).toString(), contentType: "application/x-www-form-urlencoded" });

  it("gives a URL the email is PUT to, and create_job takes it by its eml_key (the job keeps its own copy, the upload goes)", async () => {
    const res = await call(uploadUrl, { method: "POST", apiKey });
    expect(res.upload).toMatchObject({ eml_key: expect.stringMatching(/^upl_[0-9a-f]{32}$/), method: "PUT", max_bytes: maxEmlBytes, expires_in: 900 });
    const eml = worstCaseEml(maxInlineEmlBytes + 500_000); // larger than any request body may carry
    const put = await fetch(res.upload.url, { method: "PUT", body: eml });
    expect(put.status).toBe(200);

    const created = await call(createJob, form({ eml_key: res.upload.eml_key, email_hash: hash }));
    expect(created).toMatchObject({ success: true, job_id: expect.any(Number) });
    const job = await getJob(accountId, created.job_id);
    const stored = await s3().send(new GetObjectCommand({ Bucket: testResources().bucketName, Key: job!.eml_key! }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(eml)).toBe(true);
    await expect(s3().send(new HeadObjectCommand({ Bucket: testResources().bucketName, Key: uploadKey(accountId, res.upload.eml_key) }))).rejects.toThrow();
    // the same key again: nothing is there any more
    expect((await call(createJob, form({ eml_key: res.upload.eml_key, email_hash: hash }))).error).toMatchObject({ code: 100, message: expect.stringContaining("nothing was uploaded") });
  });

  it("refuses an upload over the limit with 100 naming it, and deletes it", async () => {
    const res = await call(uploadUrl, { method: "POST", apiKey });
    await fetch(res.upload.url, { method: "PUT", body: Buffer.alloc(maxEmlBytes + 1, "a") });
    const refused = await call(createJob, form({ eml_key: res.upload.eml_key, email_hash: hash }));
    expect(refused.error).toMatchObject({ code: 100, message: expect.stringContaining(`the limit is ${maxEmlBytes} bytes`) });
    await expect(s3().send(new HeadObjectCommand({ Bucket: testResources().bucketName, Key: uploadKey(accountId, res.upload.eml_key) }))).rejects.toThrow();
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ["neither eml_data nor eml_key", { email_hash: hash }, /eml_data is required/],
    ["both", { eml_data: "From: a@b.c\r\n\r\nhi", eml_key: `upl_${"0".repeat(32)}`, email_hash: hash }, /not both/],
    ["an eml_key not from upload_url", { eml_key: "../raw/acc-1/job-1", email_hash: hash }, /eml_key must be/],
  ])("answers %s with 100", async (_case, fields, message) => {
    expect((await call(createJob, form(fields))).error).toMatchObject({ code: 100, message: expect.stringMatching(message) });
  });

  it("never reads another account's upload: an eml_key is looked up under the caller's own account", async () => {
    const other = await newTestAccount();
    const res = await call(uploadUrl, { method: "POST", apiKey: other.apiKey });
    await s3().send(new PutObjectCommand({ Bucket: testResources().bucketName, Key: uploadKey(other.account.account_id, res.upload.eml_key), Body: "From: a@b.c\r\n\r\nhi" }));
    expect((await call(createJob, form({ eml_key: res.upload.eml_key, email_hash: hash }))).error).toMatchObject({ code: 100 });
  });
});

describe("the local server refuses what AWS refuses before any function runs", () => {
  let url = "";
  let close = () => {};
  let apiKey = "";
  beforeAll(async () => {
    const started = await startHttpServer({ port: 0, handlers: await loadHandlers() });
    url = started.url;
    close = () => started.server.close();
    ({ apiKey } = await configuredAccount());
  });
  afterAll(() => close());

  const post = (body: string | Buffer, contentType: string) => fetch(`${url}/ereceipts/create_job`, { method: "POST", headers: { "api-key": apiKey, "content-type": contentType }, body });

  it("answers an event over Lambda's 6 MB with API Gateway's HTTP 413, as AWS does, and one under it with the handler's 100", async () => {
    const tooBig = `email_hash=${hash}&eml_data=${encodeURIComponent(worstCaseEml(2_200_000).toString("utf8"))}`; // 6.6 MB with %20
    const refused = await post(tooBig, "application/x-www-form-urlencoded");
    expect([refused.status, await refused.json()]).toEqual([413, { message: "Request Too Long" }]);
    const over = await post(new URLSearchParams(fields(worstCaseEml(maxInlineEmlBytes + 1))).toString(), "application/x-www-form-urlencoded");
    expect(over.status).toBe(200);
    expect(((await over.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it("answers a body over API Gateway's 10 MB with HTTP 413", async () => {
    const res = await post(Buffer.alloc(10 * 1024 * 1024 + 1, "a"), "application/x-www-form-urlencoded");
    expect(res.status).toBe(413);
  });

  it("hands a multipart body to the function base64-encoded, as the API's binary media type makes API Gateway do", async () => {
    const boundary = "xyz";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="eml_data"; filename="m.eml"\r\n\r\nFrom: a@shop.example\r\n\r\nhi\r\n--${boundary}\r\n` +
      `Content-Disposition: form-data; name="email_hash"\r\n\r\n${hash}\r\n--${boundary}--\r\n`;
    const res = await post(body, `multipart/form-data; boundary=${boundary}`);
    expect(await res.json()).toMatchObject({ success: true, job_id: expect.any(Number) });
  });
});

describe("forwarded-email responses within what Lambda may return", () => {
  it("counts the body escaped once more inside the proxy result", () => {
    const records = Array.from({ length: 1000 }, (_, i) => ({ id: `fw_${i}`, subject: `"Quoted" subject ${i}`, scraped_data: { a: "x", b: "y", c: "z" } }));
    expect(returnedBytes(records)).toBeGreaterThan(Buffer.byteLength(JSON.stringify(records)) * 1.2);
  });

  it("asks for pages when the escaped result would pass 6 MB, even though the JSON alone would not", () => {
    const body = { success: true, data: Array.from({ length: 16_000 }, () => '"'.repeat(100)) }; // about 3.3 MB of JSON, 6.5 MB returned
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(lambdaEventMaxBytes);
    expect(() => withinResponseLimit(body)).toThrow(/by pages/);
  });
});
