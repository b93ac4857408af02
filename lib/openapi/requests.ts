/**
 * The request side of the document, generated from the valibot schemas the handlers validate with
 * (lambdas/domain/requests/): bodies as components, query strings as parameters. What a schema checks that JSON
 * Schema cannot say (a trimmed value, a lower-cased one, a DNS lookup) is left out; rules across fields are
 * published from the JSON Schema each rule carries beside it.
 */
import * as v from "valibot";
import { toJsonSchema, type ConversionConfig } from "@valibot/to-json-schema";
import { maxEmlBytes, maxInlineEmlBytes } from "../../lambdas/contract/resources";
import { accountConfigSchema, configRetailerSchema, reprocessRetailerSchema, retailerRemovalSchema } from "../../lambdas/domain/requests/account-config";
import { clearHistorySchema } from "../../lambdas/domain/requests/clear-history";
import { forwardedQuerySchema } from "../../lambdas/domain/requests/forwarded";
import { createJobFormSchema, reprocessSchema, statusQuerySchema } from "../../lambdas/domain/requests/jobs";
import { simulateQuerySchema } from "../../lambdas/domain/requests/simulate";
import { isJsonObject, toJson, type JsonObject, type Schema } from "./json";

/** Schemas that are components of their own, referenced where another schema holds them. */
const named = { Retailer: configRetailerSchema, ReprocessRetailer: reprocessRetailerSchema };

/** Actions that normalise or check what JSON Schema has no word for; the rest must convert, or generation fails. */
const runtimeOnly = ["trim", "to_lower_case", "transform", "check", "raw_check"] as const;

const conversion: ConversionConfig = {
  target: "draft-2020-12",
  // what a client sends (the schemas' transforms make what the handlers use)
  typeMode: "input",
  definitions: named,
  ignoreActions: [...runtimeOnly],
  overrideRef: (context) => `#/components/schemas/${context.referenceId}`,
  // A multipart file part (create_job's eml_data): its bytes.
  overrideSchema: ({ valibotSchema }) =>
    valibotSchema.type === "instance" ? { type: "string", contentMediaType: "message/rfc822", description: "A file part: the EML's bytes, any charset." } : undefined,
};

function converted(schema: v.GenericSchema, options: Partial<ConversionConfig> = {}): Schema {
  const json = toJson(toJsonSchema(schema, { ...conversion, ...options }));
  if (!isJsonObject(json)) throw new Error("valibot produced a JSON Schema that is not an object");
  const { $schema: _dialect, $defs: _defs, ...rest } = json;
  if (isJsonObject(rest.properties)) for (const property of Object.values(rest.properties)) if (isJsonObject(property)) hoistDescription(property);
  return rest;
}

/** `{anyOf: [{type: string, description}, {type: null}]}` (a nullable field) keeps its description beside anyOf. */
function hoistDescription(property: JsonObject): void {
  if (!Array.isArray(property.anyOf) || property.description !== undefined) return;
  const described = property.anyOf.find((s) => isJsonObject(s) && typeof s.description === "string");
  if (!isJsonObject(described)) return;
  property.description = described.description;
  delete described.description;
}

/** The request bodies, by component name. */
export function requestSchemas(): Record<string, Schema> {
  // a named schema converts to its own body, not to a reference to itself
  const own = (name: keyof typeof named) => converted(named[name], { definitions: { ...named, [name]: v.never() } });
  return {
    Retailer: own("Retailer"),
    ReprocessRetailer: own("ReprocessRetailer"),
    AccountConfig: converted(accountConfigSchema({ allowPrivate: false })),
    RetailerRemoval: converted(retailerRemovalSchema),
    CreateJobForm: converted(createJobFormSchema(maxInlineEmlBytes, maxEmlBytes)),
    ReprocessRequest: converted(reprocessSchema),
    ClearHistoryRequest: converted(clearHistorySchema),
  };
}

/** The query parameters of a route, one per field of its query schema (the key that authenticates is the security scheme's). */
function parametersOf(schema: v.GenericSchema, authParameter?: string): JsonObject[] {
  const object = converted(schema);
  const properties = isJsonObject(object.properties) ? object.properties : {};
  const required = Array.isArray(object.required) ? object.required : [];
  return Object.entries(properties)
    .filter(([name]) => name !== authParameter)
    .map(([name, property]) => {
      const { description, ...valueSchema } = isJsonObject(property) ? property : {};
      return { name, in: "query", required: required.includes(name), description: description ?? "", schema: valueSchema };
    });
}

export const queryParameters = {
  GetStatus: () => parametersOf(statusQuerySchema),
  GetSimulateResults: () => parametersOf(simulateQuerySchema),
  GetScrapedForwardedEmails: () => parametersOf(forwardedQuerySchema("emails"), "web_api_key"),
  GetScrapedForwardedStats: () => parametersOf(forwardedQuerySchema("stats"), "web_api_key"),
};
