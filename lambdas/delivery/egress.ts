/**
 * The one way a webhook leaves the service: a single POST, no redirects followed, certificate validation
 * on (Node's default, never turned off), an overall deadline, the response body read up to a small cap
 * and discarded. The address actually connected is checked when the socket connects: `safeLookup`
 * resolves the host, refuses it unless every address is public (the policy of url-safety.ts), and hands
 * the checked addresses to the socket, so a DNS answer that changed since the URL was accepted (DNS
 * rebinding) cannot reach an internal address.
 */
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isAllowedAddress, type Resolver, type UrlPolicy } from "../domain/url-safety";

export interface EgressOptions {
  policy: UrlPolicy;
  resolver: Resolver;
  timeoutMs: number;
  /** Response bytes read before the rest is dropped. */
  maxResponseBytes?: number;
}

export type SendOutcome =
  | { kind: "response"; status: number; latencyMs: number }
  | { kind: "error"; error: string; latencyMs: number; refused: boolean };

/** Raised by safeLookup: the destination resolves to an address we must not connect to. */
export class RefusedDestinationError extends Error {
  readonly code = "EREFUSEDDESTINATION";
}

const defaultMaxResponseBytes = 4096;

export function safeLookup(policy: UrlPolicy, resolver: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (found) => {
        const family = typeof options.family === "number" ? options.family : 0;
        const addresses = found.filter((a) => family === 0 || isIP(a) === family);
        if (addresses.length === 0) {
          const e: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          e.code = "ENOTFOUND";
          callback(e, "", 0);
          return;
        }
        if (!found.every((a) => isAllowedAddress(a, policy))) {
          callback(new RefusedDestinationError("destination resolves to a non-public address"), "", 0);
          return;
        }
        if (options.all) callback(null, addresses.map((address) => ({ address, family: isIP(address) })));
        else callback(null, addresses[0], isIP(addresses[0]));
      },
      (error: unknown) => {
        const e: NodeJS.ErrnoException = error instanceof Error ? error : new Error(String(error));
        e.code ??= "ENOTFOUND";
        callback(e, "", 0);
      },
    );
  };
}

/** POSTs `body` once. Never throws: every failure is an outcome. */
export function postOnce(url: URL, body: string, headers: Record<string, string>, opts: EgressOptions): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Node does not call `lookup` for an IP literal: check it here.
  if (isIP(host) && !isAllowedAddress(host, opts.policy)) {
    return Promise.resolve({ kind: "error", error: "destination is a non-public address", latencyMs: 0, refused: true });
  }
  const cap = opts.maxResponseBytes ?? defaultMaxResponseBytes;
  const bytes = Buffer.from(body, "utf8");
  const transport = url.protocol === "http:" ? http : https;

  return new Promise((resolve) => {
    let settled = false;
    let outcome: SendOutcome | undefined;
    const finish = (o: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(o);
    };
    const req = transport.request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "POST",
        headers: { ...headers, "content-length": String(bytes.length) },
        lookup: safeLookup(opts.policy, opts.resolver),
        // A fresh connection per attempt: its address is checked by safeLookup every time.
        agent: false,
      },
      (res) => {
        outcome = { kind: "response", status: res.statusCode ?? 0, latencyMs: elapsed() };
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > cap) res.destroy();
        });
        res.on("end", () => finish(outcome!));
        res.on("close", () => finish(outcome!));
        res.on("error", () => finish(outcome!));
      },
    );
    const timer = setTimeout(() => {
      // After the status line arrived, a slow body no longer matters: the answer is given.
      if (outcome) finish(outcome);
      else finish({ kind: "error", error: `timeout after ${opts.timeoutMs} ms`, latencyMs: elapsed(), refused: false });
      req.destroy();
    }, opts.timeoutMs);
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (outcome) return finish(outcome);
      const refused = error instanceof RefusedDestinationError;
      finish({ kind: "error", error: describeError(error), latencyMs: elapsed(), refused });
    });
    req.end(bytes);
  });
}

function describeError(error: NodeJS.ErrnoException): string {
  const code = error.code ?? "";
  if (error instanceof RefusedDestinationError) return error.message;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") return `DNS error (${code})`;
  if (code === "ECONNRESET" || code === "EPIPE") return `connection reset (${code})`;
  if (code === "ETIMEDOUT" || code === "ENETUNREACH" || code === "EHOSTUNREACH") return `unreachable (${code})`;
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code)) return `TLS error (${code})`;
  return code ? `network error (${code})` : "network error";
}
