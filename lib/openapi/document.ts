/**
 * The OpenAPI 3.1 document of the whole interface. Paths, methods, summaries and security come from the
 * route table (lambdas/contract/routes.ts); lib/openapi/operations.ts adds each route's request and response details.
 * `npm run openapi` writes it to docs/openapi.yaml, and test/openapi keeps the two in step.
 */
import { stringify } from "yaml";
import { routes, type AuthKind, type Route } from "../../lambdas/contract/routes";
import { errorMessages } from "../../lambdas/domain/errors";
import { errorExample } from "./examples";
import type { JsonObject } from "./json";
import { ref } from "./json";
import { errorConditions, operations, type OperationSpec, type ResponseCode } from "./operations";
import { componentSchemas, internalErrorCode } from "./schemas";
import { webhooks } from "./webhooks";

export const openApiVersion = "3.1.0";
export const documentPath = "docs/openapi.yaml";

/** Security scheme name of each kind of route authentication. */
export const securitySchemeOf: Record<AuthKind, string> = {
  "api-key": "ApiKey",
  "web-api-key": "WebApiKey",
};

const localServer: JsonObject = { url: "http://127.0.0.1:3000", description: "Local (npm start)" };

/** A placeholder base address of the interface (`{sandbox_base_url}` ...), filled in per deployment. */
function placeholderServer(variable: string, description: string, example: string): JsonObject {
  return { url: `{${variable}}`, description, variables: { [variable]: { default: example, description: `${description}: the stage's base URL` } } };
}

const servers: JsonObject[] = [
  placeholderServer("production_base_url", "Production", "https://api.ereceipts.example.com"),
  placeholderServer("sandbox_base_url", "Sandbox (testing)", "https://sandbox.api.ereceipts.example.com"),
  localServer,
];

/** The forwarded-email endpoints live under their own base address. */
const forwardedServers: JsonObject[] = [
  placeholderServer("licensing_base_url", "Forwarded-email endpoints", "https://licensing.ereceipts.example.com"),
  localServer,
];

function codeLine(code: ResponseCode): string {
  const message = code === internalErrorCode ? "Internal error" : errorMessages[code];
  return `- \`${code}\` ${message}: ${errorConditions[code]}.`;
}

function responseCodes(route: Route, spec: OperationSpec): ResponseCode[] {
  const codes = new Set<ResponseCode>([...spec.errors, 101, internalErrorCode]);
  return [...codes].sort((a, b) => a - b);
}

function operation(route: Route, spec: OperationSpec): JsonObject {
  const codes = responseCodes(route, spec);
  const errorExamples: JsonObject = {};
  for (const code of codes) {
    errorExamples[`error_${code}`] = { summary: `Error ${code}`, value: errorExample(code) };
  }
  const successExamples: JsonObject = {};
  for (const [name, example] of Object.entries(spec.success.examples)) successExamples[name] = { summary: example.summary, value: example.value };

  const keyNote = route.auth === "api-key" ? "the api-key header" : "the web_api_key query parameter";
  const op: JsonObject = {
    operationId: route.id,
    summary: route.summary,
    description:
      `${spec.description}\n\nEvery answer is HTTP 200 with a JSON body: the success body, or the error envelope ` +
      `(\`success: false\`) with one of these codes (101 concerns ${keyNote}):\n\n${codes.map(codeLine).join("\n")}`,
    tags: [route.auth === "api-key" ? "e-receipts" : "forwarded emails"],
    security: [{ [securitySchemeOf[route.auth]]: [] }],
  };
  if (spec.parameters) op.parameters = spec.parameters;
  if (spec.requestBody) {
    const examples: JsonObject = {};
    for (const [name, example] of Object.entries(spec.requestBody.examples)) examples[name] = { summary: example.summary, value: example.value };
    const content: JsonObject = { [spec.requestBody.mediaType]: { schema: spec.requestBody.schema, examples } };
    if (spec.requestBody.alsoAs) content[spec.requestBody.alsoAs] = { schema: spec.requestBody.schema };
    op.requestBody = { required: true, content };
  }
  op.responses = {
    "200": {
      description: `${spec.success.description} Errors come with HTTP 200 too, as the error envelope.`,
      content: {
        "application/json": {
          schema: { oneOf: [...spec.success.schemas, ref("ErrorEnvelope")] },
          examples: { ...successExamples, ...errorExamples },
        },
      },
    },
  };
  return op;
}

/** The document as a plain JSON object. Throws when the route table and the operation details disagree. */
export function buildOpenApiDocument(): JsonObject {
  const detailed = new Set(Object.keys(operations));
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    const spec = operations[route.id];
    if (!spec) throw new Error(`lib/openapi/operations.ts has no details for route ${route.id} (${route.method} ${route.path})`);
    detailed.delete(route.id);
    const item = (paths[route.path] ??= route.auth === "web-api-key" ? { servers: forwardedServers } : {});
    item[route.method.toLowerCase()] = operation(route, spec);
  }
  if (detailed.size) throw new Error(`lib/openapi/operations.ts details routes that are not in lambdas/contract/routes.ts: ${[...detailed].join(", ")}`);

  return {
    openapi: openApiVersion,
    info: {
      title: "E-Receipt Processing Service",
      version: "1.0.0",
      summary: "Turns receipt emails into structured e-receipt data and delivers them to client webhooks.",
      description:
        "The e-receipt API (`/ereceipts/...`: configuration, retailers, jobs, system), the forwarded-email endpoints (`/api/emails/...`) " +
        "and the webhooks the service sends (results and events).\n\n" +
        "Every response of the API, success or failure, is HTTP 200 with a JSON body. A success body has `success: true` (except " +
        "health_check); a failure has `success: false` and an `error` object with a numeric `code` and a `message` (ErrorEnvelope). " +
        "Request bodies are JSON, except create_job, which is form-encoded (or multipart).\n\n" +
        "Generated from lambdas/contract/routes.ts and lib/openapi by `npm run openapi`; do not edit docs/openapi.yaml by hand.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers,
    tags: [
      { name: "e-receipts", description: "The e-receipt API, authenticated with the api-key header." },
      { name: "forwarded emails", description: "Forwarded-email retrieval, authenticated with the web_api_key query parameter." },
    ],
    paths,
    webhooks: webhooks(),
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        [securitySchemeOf["api-key"]]: {
          type: "apiKey",
          in: "header",
          name: "api-key",
          description: "The account API key, on every /ereceipts/ request. Missing or unknown: error 101.",
        },
        [securitySchemeOf["web-api-key"]]: {
          type: "apiKey",
          in: "query",
          name: "web_api_key",
          description: "The account's web API token, on the forwarded-email endpoints. Missing or unknown: error 101.",
        },
      },
    },
  };
}

/** The YAML text of docs/openapi.yaml. */
export function renderOpenApiYaml(document: JsonObject = buildOpenApiDocument()): string {
  const header = "# Generated by `npm run openapi` from lambdas/contract/routes.ts and lib/openapi/. Do not edit by hand.\n";
  return header + stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}
