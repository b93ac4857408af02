/** JSON values, the only thing the OpenAPI document is made of (so it serialises to YAML as it is). */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
export type Schema = JsonObject;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: "null" }] });

/** A deep copy through JSON: drops `undefined`, turns library types into plain `Json`. */
export function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
