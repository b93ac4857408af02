/**
 * The HTTP adapter every endpoint uses: authentication by key, body parsing, and the one error model.
 * Every response is HTTP 200 with a JSON body; `ApiError` becomes `{success:false, error:{code,message}}`,
 * anything unexpected is logged and answered with a generic error and no stack trace.
 */
import type { AuthKind } from "../contract/routes";
import middy from "@middy/core";
import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from "aws-lambda";
import { ApiError, errorEnvelope as envelopeOf, invalidInput, internalErrorCode, internalErrorMessage } from "../domain/errors";
import { findAccountByKey, type Account } from "../stores/accounts";
import { logger } from "./logger";

export interface ApiRequest {
  event: APIGatewayProxyEvent;
  account: Account;
}

export type { AuthKind } from "../contract/routes";

export function json(body: unknown): APIGatewayProxyResult {
  return { statusCode: 200, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

export function errorBody(error: ApiError): Record<string, unknown> {
  return envelopeOf(error.code, error.message, error.missingIds);
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

/** A JSON object body, or error 100 (wrong content type, malformed JSON, not an object). */
export function jsonBody(event: APIGatewayProxyEvent): Record<string, unknown> {
  if (mediaType(event) !== "application/json") throw invalidInput("Content-Type must be application/json");
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody(event));
  } catch {
    throw invalidInput("body is not valid JSON");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw invalidInput("body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
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


async function authenticate(event: APIGatewayProxyEvent, kind: AuthKind): Promise<Account> {
  const key = kind === "api-key" ? header(event, "api-key") : event.queryStringParameters?.web_api_key ?? undefined;
  const account = key ? await findAccountByKey(kind === "api-key" ? "api" : "web", key) : undefined;
  if (!account) throw new ApiError(101);
  return account;
}

/**
 * Wraps an endpoint: authenticates, runs `fn`, and maps its result (an object, sent as JSON) or its
 * error (through the one error model) to an HTTP 200 response.
 */
export function apiHandler(
  auth: AuthKind,
  fn: (req: ApiRequest) => Promise<unknown>,
): middy.MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> & { readonly auth: AuthKind } {
  // the kind it authenticates with, readable so a test holds it to the route table's
  return Object.assign(middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
    // request id, function name and cold start on every log line of the invocation
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorEnvelope())
    .handler(async (event) => {
      const started = Date.now();
      const account = await authenticate(event, auth);
      const body = await fn({ event, account });
      logger.info("request", { route: `${event.httpMethod} ${event.resource ?? event.path}`, account: account.account_id, ms: Date.now() - started });
      return json(body);
    }), { auth });
}

export function errorEnvelope(): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    onError: async (request) => {
      const error = request.error;
      const route = `${request.event.httpMethod} ${request.event.resource ?? request.event.path}`;
      if (error instanceof ApiError) {
        logger.info("request rejected", { route, code: error.code });
        request.response = json(errorBody(error));
        return;
      }
      logger.error("request failed", { route, error: error?.name, detail: error?.message });
      request.response = json(envelopeOf(internalErrorCode, internalErrorMessage));
    },
  };
}
