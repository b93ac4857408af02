import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessages } from "../../lambdas/domain/errors";
import { loadHandlers, startHttpServer } from "../../lib/local/http-server";
import { routes } from "../../lambdas/contract/routes";
import { newTestAccount } from "../support/api";

// Fuzz of the local API (the same handler modules as production, on the test's emulators): whatever the method, path,
// query, headers and body, the answer is HTTP 200 with the envelope, an interface error code (never 500), and no
// stack trace or internal detail.
describe("local API under fuzzed requests", () => {
  let url = "";
  let apiKey = "";
  let webKey = "";
  let close = () => {};
  beforeAll(async () => {
    const account = await newTestAccount("Fuzz");
    apiKey = account.apiKey;
    webKey = account.webApiKey ?? "";
    const started = await startHttpServer({ port: 0, handlers: await loadHandlers() });
    url = started.url;
    close = () => started.server.close();
  }, 60_000);
  afterAll(() => close());

  const names = fc.oneof(
    fc.constantFrom("job_id", "receipt_ids", "retailers", "web_api_key", "from", "to", "limit", "status", "constructor", "__proto__", "toString", "valueOf"),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
  const values = fc.oneof(fc.constantFrom("1", "-1", "0", "1e9", "abc", "", "[]", "{}", "null", "2026-01-01", "x".repeat(300)), fc.string({ maxLength: 40 }));
  const request = fc.record({
    method: fc.constantFrom("GET", "POST", "DELETE", "PUT", "PATCH", "OPTIONS"),
    path: fc.oneof(fc.constantFrom(...routes.map((r) => r.path)), fc.constantFrom("/", "/ereceipts", "/nope", "/ereceipts/status/../config")),
    query: fc.array(fc.tuple(names, values), { maxLength: 5 }),
    key: fc.constantFrom("api", "web", "wrong", "none"),
    contentType: fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", ""),
    body: fc.oneof(
      fc.constant(""),
      fc.string({ maxLength: 200 }),
      fc.dictionary(names, fc.oneof(values, fc.integer(), fc.boolean(), fc.constant(null), fc.array(values, { maxLength: 3 }))).map((o) => JSON.stringify(o)),
      fc.array(fc.tuple(names, values), { maxLength: 5 }).map((pairs) => new URLSearchParams(pairs).toString()),
    ),
  });

  it("answers every request with HTTP 200, the envelope and an interface code, never 500 or a stack trace (property)", async () => {
    const codes = new Set(Object.keys(errorMessages).map(Number));
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const q = new URLSearchParams(r.query);
        if (r.key === "web") q.set("web_api_key", webKey);
        const headers: Record<string, string> = {};
        if (r.key === "api") headers["api-key"] = apiKey;
        if (r.key === "wrong") headers["api-key"] = "not-a-key";
        if (r.contentType) headers["content-type"] = r.contentType;
        const withBody = r.method !== "GET" && r.body !== "";
        const res = await fetch(`${url}${r.path}?${q}`, { method: r.method, headers, body: withBody ? r.body : undefined });
        const text = await res.text();
        expect(res.status).toBe(200);
        const body = JSON.parse(text) as { success: boolean; status?: string; error?: { code: number; message: string } };
        // health_check's success is `{status: "ok", message}`, without `success` (interface.md)
        if (r.path === "/ereceipts/health_check" && body.status === "ok") return;
        expect(typeof body.success).toBe("boolean");
        if (!body.success) {
          expect(codes.has(body.error!.code), `code ${body.error!.code}: ${body.error!.message}`).toBe(true);
          expect(body.error!.message).not.toMatch(/\bat \S+ \(|Error:|node_modules|\.ts:\d+/);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
