import type { APIGatewayProxyEvent } from "aws-lambda";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody } from "../../lambdas/shared/form-body";
import { startHttpServer, type ApiHandler } from "../../lib/local/http-server";
import { routes } from "../../lambdas/contract/routes";

// The local stand-in for API Gateway, with a handler that echoes the event it was given: names a client chooses
// (query keys, headers) that collide with plain-object properties are names like any other.
describe("local API server: prototype names in queries and headers", () => {
  let url = "";
  let close = () => {};
  beforeAll(async () => {
    const echo: ApiHandler = async (event) => ({
      statusCode: 200,
      body: JSON.stringify({ query: event.multiValueQueryStringParameters, header: event.headers?.constructor ?? null }),
    });
    const started = await startHttpServer({ port: 0, handlers: new Map(routes.map((r) => [r, echo])) });
    url = started.url;
    close = () => started.server.close();
  });
  afterAll(() => close());

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("passes a query key named %s through as a value", async (name) => {
    const res = await fetch(`${url}/ereceipts/status?job_id=1&${name}=1&${name}=2`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { query: Record<string, string[]> };
    expect(Object.getOwnPropertyDescriptor(body.query, name)?.value).toEqual(["1", "2"]);
    expect(body.query.job_id).toEqual(["1"]);
  });

  it("passes a header named constructor through as a value", async () => {
    const res = await fetch(`${url}/ereceipts/status?job_id=1`, { headers: { constructor: "x" } });
    expect(((await res.json()) as { header: unknown }).header).toBe("x");
  });
});

describe("form bodies: prototype names", () => {
  const event = (body: string) => ({ headers: { "content-type": "application/x-www-form-urlencoded" }, body, isBase64Encoded: false }) as unknown as APIGatewayProxyEvent;

  it.each(["constructor", "__proto__", "toString"])("reads a field named %s once, and refuses it given twice", async (name) => {
    expect((await formBody(event(`${name}=a&eml_data=x`)))[name]).toBe("a");
    await expect(formBody(event(`${name}=a&${name}=b`))).rejects.toThrow(/given more than once/);
  });
});

describe("local API server: requests Node's parser refuses", () => {
  let port = 0;
  let close = () => {};
  beforeAll(async () => {
    const echo: ApiHandler = async () => ({ statusCode: 200, body: "{}" });
    const started = await startHttpServer({ port: 0, handlers: new Map(routes.map((r) => [r, echo])) });
    port = Number(new URL(started.url).port);
    close = () => started.server.close();
  });
  afterAll(() => close());

  /** Sends raw bytes and returns what comes back before the server closes the connection. */
  const raw = (bytes: string) => new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let out = "";
    socket.on("data", (d) => { out += d.toString("utf8"); });
    socket.on("end", () => resolve(out));
    socket.on("error", reject);
    socket.setTimeout(5000, () => { socket.destroy(); resolve(out); });
  });

  it.each([
    ["an unknown method", "FOO /ereceipts/status HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["a malformed request line", "GET\r\n\r\n"],
    ["a broken chunked body", "POST /ereceipts/create_job HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"],
    ["headers over the limit", `GET /ereceipts/status HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`],
    ["CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"],
  ])("answers %s with HTTP 200 and the envelope's code 100", async (_kind, request) => {
    const response = await raw(request);
    expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    const body = JSON.parse(response.slice(response.indexOf("\r\n\r\n") + 4)) as { success: boolean; error: { code: number } };
    expect(body).toMatchObject({ success: false, error: { code: 100 } });
  });
});
