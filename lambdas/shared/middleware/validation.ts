/**
 * Validation: the request's body or query against the route's valibot schema (lambdas/domain/requests/); its first
 * problem becomes the interface's error code (requests/issues.ts). The query is read by the one reader of every route
 * (a repeated parameter is error 100).
 */
import type middy from "@middy/core";
import type * as v from "valibot";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { parseRequest } from "../../domain/requests/issues";
import { query } from "../http";
import type { ApiContext } from "./context";

export interface InputSpec<S extends v.GenericSchema> {
  /** Where the input is: the parsed JSON body, the parsed form, or the query string. */
  from: "json" | "form" | "query";
  /** The form's parser (../form-body.ts), given by the route that reads a form so that no other route bundles it. */
  formParser?: middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult>;
  /** The schema, or a function that makes it (when it depends on the stage's settings). */
  schema: S | (() => S);
}

export function validation<S extends v.GenericSchema>(spec: InputSpec<S>): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext> {
  return {
    before: async (request) => {
      const raw = spec.from === "query" ? query(request.event) : (request.event as { body: unknown }).body;
      const schema = typeof spec.schema === "function" ? spec.schema() : spec.schema;
      request.context.input = parseRequest(schema, raw);
    },
  };
}
