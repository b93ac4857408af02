import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { routes } from "../../lambdas/contract/routes";
import { buildOpenApiDocument, documentPath, renderOpenApiYaml, securitySchemeOf } from "../../lib/openapi/document";
import { isJsonObject, type Json, type JsonObject } from "../../lib/openapi/json";
import { eReceiptExample } from "../../lib/openapi/examples";
import { eReceiptSchema } from "../../lambdas/extraction/schema";

const doc = buildOpenApiDocument();
const httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

function obj(value: Json | undefined, where: string): JsonObject {
  if (!isJsonObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

/** Every operation of the document: paths and webhooks. */
function operationsOf(section: "paths" | "webhooks"): { where: string; op: JsonObject }[] {
  const out: { where: string; op: JsonObject }[] = [];
  for (const [path, item] of Object.entries(obj(doc[section], section))) {
    for (const [method, op] of Object.entries(obj(item, path))) {
      if (httpMethods.includes(method)) out.push({ where: `${section} ${method.toUpperCase()} ${path}`, op: obj(op, path) });
    }
  }
  return out;
}

function pointer(ref: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const part of ref.replace(/^#\//, "").split("/")) {
    node = isJsonObject(node) ? node[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  return node;
}

function walk(node: Json, visit: (value: JsonObject, path: string) => void, path = "#"): void {
  if (Array.isArray(node)) node.forEach((n, i) => walk(n, visit, `${path}/${i}`));
  else if (isJsonObject(node)) {
    visit(node, path);
    for (const [k, n] of Object.entries(node)) walk(n, visit, `${path}/${k}`);
  }
}

describe("OpenAPI document and the route table", () => {
  it("has every route with its method, summary and security", () => {
    const paths = obj(doc.paths, "paths");
    const schemes = obj(obj(doc.components, "components").securitySchemes, "securitySchemes");
    for (const route of routes) {
      const op = obj(obj(paths[route.path], route.path)[route.method.toLowerCase()], `${route.method} ${route.path}`);
      expect(op.operationId, route.id).toBe(route.id);
      expect(op.summary, route.id).toBe(route.summary);
      const scheme = securitySchemeOf[route.auth];
      expect(op.security, route.id).toEqual([{ [scheme]: [] }]);
      expect(schemes[scheme]).toEqual(expect.objectContaining(
        route.auth === "api-key" ? { type: "apiKey", in: "header", name: "api-key" } : { type: "apiKey", in: "query", name: "web_api_key" },
      ));
    }
  });

  it("has no path or method that is not in the route table", () => {
    const documented = operationsOf("paths").map((o) => o.where.replace(/^paths /, ""));
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    expect(doc.security).toBeUndefined();
  });

  it("answers every operation with HTTP 200 only: its success bodies or the error envelope, with an example per listed error code", () => {
    for (const { where, op } of operationsOf("paths")) {
      const responses = obj(op.responses, where);
      expect(Object.keys(responses), where).toEqual(["200"]);
      const media = obj(obj(obj(responses["200"], where).content, where)["application/json"], where);
      const oneOf = obj(media.schema, where).oneOf;
      expect(oneOf, where).toContainEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
      const codes = [...String(op.description).matchAll(/^- `(\d+)`/gm)].map((m) => Number(m[1]));
      expect(codes, where).toEqual(expect.arrayContaining([101, 500]));
      const exampleCodes = Object.values(obj(media.examples, where))
        .map((e) => obj(e, where).value)
        .filter((value) => isJsonObject(value) && value.success === false)
        .map((value) => obj(obj(value, where).error, where).code);
      expect(exampleCodes, where).toEqual(codes);
    }
  });

  it("takes create_job as a form (or multipart), upload_url with no body, and the other bodies as JSON", () => {
    for (const route of routes) {
      const op = obj(obj(obj(doc.paths, "paths")[route.path], route.path)[route.method.toLowerCase()], route.id);
      if (route.method === "GET" || route.id === "PostUploadUrl") {
        expect(op.requestBody, route.id).toBeUndefined();
        continue;
      }
      const content = Object.keys(obj(obj(op.requestBody, route.id).content, route.id));
      expect(content, route.id).toEqual(route.id === "PostCreateJob" ? ["application/x-www-form-urlencoded", "multipart/form-data"] : ["application/json"]);
    }
  });

  it("describes the outbound webhooks with their signature and webhook-id headers", () => {
    const hooks = operationsOf("webhooks");
    expect(hooks.map((h) => h.where).sort()).toEqual(
      ["ReceiptProcessed", "ReceiptSummary", "RewardUpdate", "results"].map((name) => `webhooks POST ${name}`),
    );
    for (const { where, op } of hooks) {
      const headers = (op.parameters as Json[]).map((p) => obj(p, where)).filter((p) => p.in === "header").map((p) => String(p.name));
      expect(headers, where).toContain("x-service-signature");
      if (!where.endsWith("results")) expect(headers, where).toContain("X-Webhook-ID");
    }
  });
});

describe("docs/openapi.yaml", () => {
  it("is what the generator produces now", () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../${documentPath}`, import.meta.url)), "utf8");
    expect(committed, `${documentPath} is out of date: run \`npm run openapi\` and commit it`).toBe(renderOpenApiYaml(doc));
    expect(parse(committed)).toEqual(doc);
  });
});

describe("OpenAPI 3.1 validity", () => {
  it("validates against the OpenAPI 3.1 schema", async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const broken = await new Validator().validate({ ...doc, paths: { "/x": { get: { responses: { "200": { content: {} } } } } } });
    expect(broken.valid, "a response without a description must fail").toBe(false);
  });

  it("resolves every $ref inside the document", () => {
    walk(doc, (node, path) => {
      if (typeof node.$ref !== "string") return;
      expect(node.$ref, path).toMatch(/^#\/components\//);
      expect(pointer(node.$ref), `${path}: ${node.$ref}`).toBeDefined();
    });
  });

  it("uses unique operation ids", () => {
    const ids = [...operationsOf("paths"), ...operationsOf("webhooks")].map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("examples", () => {
  // Strict, except that `required` may name properties declared beside it (the oneOf-of-required idiom).
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, validateFormats: false });
  ajv.addKeyword("components");

  /** A schema of the document, compiled with the document's components so its $refs resolve. */
  function validatorFor(schema: JsonObject) {
    return ajv.compile({ ...schema, components: obj(doc.components, "components") });
  }

  it("validate against their own schemas", () => {
    let checked = 0;
    walk(doc, (node, path) => {
      if (!isJsonObject(node.schema)) return;
      const examples: { name: string; value: Json }[] = [];
      if (node.example !== undefined) examples.push({ name: "example", value: node.example });
      if (isJsonObject(node.examples)) {
        for (const [name, e] of Object.entries(node.examples)) examples.push({ name, value: obj(e, `${path}/examples/${name}`).value });
      }
      if (!examples.length) return;
      const validate = validatorFor(node.schema);
      for (const { name, value } of examples) {
        expect(validate(value), `${path} example ${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        checked += 1;
      }
    });
    expect(checked).toBeGreaterThan(30);
  });

  it("EReceipt example satisfies the valibot schema the extractor's output is checked against", () => {
    const result = v.safeParse(eReceiptSchema, eReceiptExample);
    expect(result.issues ?? []).toEqual([]);
  });

  it("a wrong body fails its schema (the check above is not vacuous)", () => {
    const validate = validatorFor({ $ref: "#/components/schemas/AccountConfig" });
    expect(validate({ results_endpoint: "https://a.example.com/x", day_cutoff: 1, date_cutoff: 2 })).toBe(false);
    expect(validate({ results_endpoint: "https://a.example.com/x", day_cutoff: 1, extra: true })).toBe(false);
    const receipt = validatorFor({ $ref: "#/components/schemas/EReceipt" });
    expect(receipt({ ...eReceiptExample, email_type: "postcard" })).toBe(false);
  });
});
