import type { APIGatewayProxyEvent } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody } from "../../lambdas/shared/http";
import { startHttpServer, type ApiHandler } from "../../lib/local/http-server";
import { routes } from "../../lib/routes";

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

  it.each(["constructor", "__proto__", "toString"])("reads a field named %s once, and refuses it given twice", (name) => {
    expect(formBody(event(`${name}=a&eml_data=x`))[name]).toBe("a");
    expect(() => formBody(event(`${name}=a&${name}=b`))).toThrow(/given more than once/);
  });
});
