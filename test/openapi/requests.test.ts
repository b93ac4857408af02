import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { routes } from "../../lambdas/contract/routes";
import { maxEmlBytes, maxInlineEmlBytes } from "../../lambdas/contract/resources";
import { accountConfigSchema, retailerRemovalSchema } from "../../lambdas/domain/requests/account-config";
import { clearHistorySchema } from "../../lambdas/domain/requests/clear-history";
import { forwardedQuerySchema } from "../../lambdas/domain/requests/forwarded";
import { createJobFormSchema, reprocessSchema, statusQuerySchema } from "../../lambdas/domain/requests/jobs";
import { simulateQuerySchema } from "../../lambdas/domain/requests/simulate";
import { buildOpenApiDocument } from "../../lib/openapi/document";
import { isJsonObject, type Json, type JsonObject } from "../../lib/openapi/json";

const doc = buildOpenApiDocument();

function obj(value: Json | undefined, where: string): JsonObject {
  if (!isJsonObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

/** The object schema at the root of a request schema (under its pipe of rules across fields). */
function fieldsOf(schema: v.GenericSchema): string[] {
  const root = "pipe" in schema ? (schema.pipe as v.GenericSchema[])[0] : schema;
  return Object.keys((root as unknown as { entries: Record<string, unknown> }).entries);
}

const bodies: Record<string, { component: string; schema: v.GenericSchema }> = {
  PostConfig: { component: "AccountConfig", schema: accountConfigSchema({ allowPrivate: false }) },
  DeleteRetailers: { component: "RetailerRemoval", schema: retailerRemovalSchema },
  PostCreateJob: { component: "CreateJobForm", schema: createJobFormSchema(maxInlineEmlBytes, maxEmlBytes) },
  PostReprocessJob: { component: "ReprocessRequest", schema: reprocessSchema },
  PostClearHistory: { component: "ClearHistoryRequest", schema: clearHistorySchema },
};

const queries: Record<string, v.GenericSchema> = {
  GetStatus: statusQuerySchema,
  GetSimulateResults: simulateQuerySchema,
  GetScrapedForwardedEmails: forwardedQuerySchema("emails"),
  GetScrapedForwardedStats: forwardedQuerySchema("stats"),
};

function operation(id: string): JsonObject {
  const route = routes.find((r) => r.id === id)!;
  return obj(obj(obj(doc.paths, "paths")[route.path], route.path)[route.method.toLowerCase()], id);
}

describe("the document's requests are the schemas the handlers validate with", () => {
  it("has every body route's component with exactly the runtime schema's fields, and no other", () => {
    const components = obj(obj(doc.components, "components").schemas, "schemas");
    for (const [id, { component, schema }] of Object.entries(bodies)) {
      const published = obj(components[component], component);
      expect(Object.keys(obj(published.properties, component)).sort(), id).toEqual(fieldsOf(schema).sort());
      expect(published.additionalProperties, id).toBe(false);
      const content = obj(obj(operation(id).requestBody, id).content, id);
      for (const media of Object.values(content)) expect(obj(media, id).schema).toEqual({ $ref: `#/components/schemas/${component}` });
    }
    const routesWithBodies = routes.filter((r) => r.method !== "GET" && r.id !== "PostUploadUrl").map((r) => r.id);
    expect(Object.keys(bodies).sort()).toEqual(routesWithBodies.sort());
  });

  it("publishes every example body that the runtime schema accepts, and only those", () => {
    let checked = 0;
    for (const [id, { schema }] of Object.entries(bodies)) {
      const content = obj(obj(operation(id).requestBody, id).content, id);
      for (const media of Object.values(content)) {
        for (const [name, example] of Object.entries(obj(obj(media, id).examples ?? {}, id))) {
          const result = v.safeParse(schema, obj(example, name).value);
          expect(result.issues?.map((i) => i.message) ?? [], `${id} example ${name}`).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it("lists a query route's parameters as its query schema's fields (the web API key is the security scheme)", () => {
    for (const [id, schema] of Object.entries(queries)) {
      const names = (operation(id).parameters as Json[]).map((p) => obj(p, id)).filter((p) => p.in === "query").map((p) => String(p.name));
      expect(names.sort(), id).toEqual(fieldsOf(schema).filter((f) => f !== "web_api_key").sort());
    }
    const required = (operation("GetStatus").parameters as Json[]).map((p) => obj(p, "status")).filter((p) => p.required === true).map((p) => p.name);
    expect(required).toEqual(["job_id"]);
  });
});
