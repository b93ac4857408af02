/**
 * The local stand-in for API Gateway: turns HTTP requests into API Gateway proxy events for the same
 * handler modules the stack deploys (found through the one route table), and mirrors the gateway's own
 * answers: an unknown route with the interface's envelope and HTTP 200, and what AWS refuses before any function
 * runs (a body over API Gateway's 10 MB, an event over Lambda's 6 MB) with its HTTP 413.
 */
import { errorEnvelopeJson, internalErrorCode, internalErrorMessage } from "../../lambdas/domain/errors";
import { lambdaModuleUrl } from "./modules";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from "aws-lambda";
import { findRoute, handlerModule, routeDefaults, routes, type Route } from "../../lambdas/contract/routes";
import { binaryMediaTypes, lambdaEventMaxBytes } from "../../lambdas/contract/resources";
import { lambdaContext } from "./queue-poller";

export type ApiHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** API Gateway's payload limit. */
export const maxBodyBytes = 10 * 1024 * 1024;

/** What AWS answers a request it refuses for its size before any function runs (not customisable there). */
export const tooLargeAnswer = { status: 413, body: JSON.stringify({ message: "Request Too Long" }) } as const;

const envelope = errorEnvelopeJson;

export async function loadHandlers(): Promise<Map<Route, ApiHandler>> {
  const map = new Map<Route, ApiHandler>();
  for (const route of routes) {
    const mod = (await import(/* @vite-ignore */ lambdaModuleUrl(handlerModule(route)))) as { handler: ApiHandler };
    map.set(route, mod.handler);
  }
  return map;
}

export async function startHttpServer(opts: { port: number; host?: string; handlers: Map<Route, ApiHandler>; log?: (line: Record<string, unknown>) => void }): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const started = Date.now();
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(body);
      opts.log?.({ method: req.method, path: (req.url ?? "").split("?")[0], status, ms: Date.now() - started });
    };
    try {
      const url = new URL(req.url ?? "/", "http://local");
      const route = findRoute(req.method ?? "GET", url.pathname.replace(/\/+$/, "") || "/");
      if (!route) return send(200, envelope(100, `Invalid input: no route ${req.method} ${url.pathname}`));
      const body = await readBody(req);
      if (body === null) return send(tooLargeAnswer.status, tooLargeAnswer.body);
      const event = toEvent(req, url, route, body);
      // Lambda refuses a synchronous event over its limit, and API Gateway answers for it
      if (Buffer.byteLength(JSON.stringify(event)) > lambdaEventMaxBytes) return send(tooLargeAnswer.status, tooLargeAnswer.body);
      const handler = opts.handlers.get(route)!;
      const result = await handler(event, lambdaContext(route.id, route.timeoutSeconds ?? routeDefaults.timeoutSeconds));
      const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
      send(result.statusCode, result.body, headers);
    } catch {
      send(200, envelope(internalErrorCode, internalErrorMessage));
    }
  });
  // What Node's HTTP parser refuses before any handler runs (an unknown method, a malformed request line, a chunked
  // body it cannot frame, headers over its limit) and CONNECT get the interface's envelope too, not an empty 400/431
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const detail = err.code === "HPE_HEADER_OVERFLOW" ? "request headers are too large" : "the request could not be read as HTTP/1.1";
    socket.end(rawEnvelope(`Invalid input: ${detail}`));
    opts.log?.({ method: null, path: null, status: 200, error: err.code ?? "clientError" });
  });
  server.on("connect", (_req, socket) => socket.end(rawEnvelope("Invalid input: CONNECT is not supported")));
  server.requestTimeout = 60_000;
  // A client keeps its connection between calls (fetch does): Node's 5 s default closed it under a client busy with
  // other work, whose next request then met a socket the server had just closed. API Gateway keeps them longer too.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  return { server, url: `http://${opts.host ?? "127.0.0.1"}:${port}` };
}

/** A whole HTTP/1.1 response carrying the envelope with code 100, for a socket no request object was made for. */
function rawEnvelope(message: string): string {
  const body = envelope(100, message);
  return `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function toEvent(req: IncomingMessage, url: URL, route: Route, body: Buffer): APIGatewayProxyEvent {
  // names a client chose: maps without a prototype, so "constructor" or "__proto__" are names like any other
  const headers = Object.create(null) as Record<string, string>;
  const multiValueHeaders = Object.create(null) as Record<string, string[]>;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query = Object.create(null) as Record<string, string>;
  const multiQuery = Object.create(null) as Record<string, string[]>;
  for (const [k, v] of url.searchParams) {
    query[k] = v;
    (multiQuery[k] ??= []).push(v);
  }
  const hasQuery = Object.keys(query).length > 0;
  // the API's binary media types reach the function base64-encoded, as API Gateway hands them over
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  const binary = (binaryMediaTypes as readonly string[]).includes(type);
  return {
    resource: route.path,
    path: url.pathname,
    httpMethod: route.method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: null,
    stageVariables: null,
    body: body.length ? body.toString(binary ? "base64" : "utf8") : null,
    isBase64Encoded: binary && body.length > 0,
    requestContext: {
      accountId: "000000000000",
      apiId: "local",
      authorizer: null,
      protocol: "HTTP/1.1",
      httpMethod: route.method,
      identity: { sourceIp: req.socket.remoteAddress ?? "127.0.0.1" } as APIGatewayProxyEvent["requestContext"]["identity"],
      path: url.pathname,
      stage: "local",
      requestId: randomUUID(),
      requestTimeEpoch: Date.now(),
      resourceId: route.id,
      resourcePath: route.path,
    },
  };
}
