/**
 * Event factories and a caller for handler integration tests: builds the API Gateway proxy event the
 * stack would deliver and invokes the real handler module.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from "aws-lambda";
import { lambdaContext } from "../../lib/local/queue-poller";
import { createAccount } from "../../lambdas/stores/accounts";

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

export interface CallOptions {
  method?: string;
  path?: string;
  apiKey?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  contentType?: string;
}

export function apiEvent(opts: CallOptions): APIGatewayProxyEvent {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.apiKey) headers["api-key"] = opts.apiKey;
  let body: string | null = null;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    headers["Content-Type"] = opts.contentType ?? (typeof opts.body === "string" ? "text/plain" : "application/json");
  } else if (opts.contentType) headers["Content-Type"] = opts.contentType;
  return {
    resource: opts.path ?? "/",
    path: opts.path ?? "/",
    httpMethod: opts.method ?? "GET",
    headers,
    multiValueHeaders: {},
    queryStringParameters: opts.query ?? null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body,
    isBase64Encoded: false,
    requestContext: {} as APIGatewayProxyEvent["requestContext"],
  };
}

/** Calls a handler and returns its parsed JSON body, asserting the interface's HTTP 200. */
export async function call(handler: Handler, opts: CallOptions): Promise<Record<string, any>> {
  const result = await handler(apiEvent(opts), lambdaContext("test", 30));
  if (result.statusCode !== 200) throw new Error(`expected HTTP 200, got ${result.statusCode}`);
  return JSON.parse(result.body) as Record<string, any>;
}

/** A fresh account for one test: isolation without clearing the table. */
export async function newTestAccount(name = "Test account") {
  return createAccount({ name });
}
