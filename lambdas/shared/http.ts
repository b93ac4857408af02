/**
 * Reading an API Gateway proxy event and writing its answer: headers, the raw body, the query string (the one reader
 * of every route) and the HTTP 200 JSON response. The chain around each handler is ./endpoint.ts.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { invalidInput } from "../domain/errors";

export function json(body: unknown): APIGatewayProxyResult {
  return { statusCode: 200, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

/** Header lookup, case-insensitive on the name (API Gateway keeps the client's casing). */
export function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(event.headers ?? {})) if (k.toLowerCase() === wanted) return v ?? undefined;
  return undefined;
}

export function rawBody(event: APIGatewayProxyEvent): string {
  if (!event.body) return "";
  return event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
}

export function mediaType(event: APIGatewayProxyEvent): string {
  return (header(event, "content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * A map from names a client chose (query keys, form fields, headers) to values: no prototype, so "__proto__",
 * "constructor" or "toString" are names like any other.
 */
export function clientMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * The query string as name → value, the one reader of every route: from API Gateway's multi-value map when it is
 * there, so a parameter given more than once is error 100 (the rule of form fields too), never "the last one wins".
 */
export function query(event: APIGatewayProxyEvent): Record<string, string> {
  const out = clientMap<string>();
  const multi = event.multiValueQueryStringParameters;
  if (multi && Object.keys(multi).length > 0) {
    for (const [k, values] of Object.entries(multi)) {
      if (!values) continue;
      if (values.length > 1) throw invalidInput(`parameter ${k} is given more than once`);
      if (values.length === 1) out[k] = values[0];
    }
    return out;
  }
  for (const [k, v] of Object.entries(event.queryStringParameters ?? {})) if (v !== undefined && v !== null) out[k] = v;
  return out;
}


