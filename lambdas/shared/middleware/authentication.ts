/**
 * Authentication by the route's declared kind (the route table): the `api-key` header for the e-receipt API, the
 * `web_api_key` query parameter for the forwarded-email API. A missing or unknown key is error 101, before anything
 * of the request is read.
 */
import type middy from "@middy/core";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import type { AuthKind } from "../../contract/routes";
import { ApiError } from "../../domain/errors";
import { findAccountByKey } from "../../stores/accounts";
import type { ApiContext } from "./context";

export function authentication(kind: AuthKind): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext> {
  return {
    before: async (request) => {
      const { event } = request;
      // header names are lower-cased by the header normaliser before this runs
      const key = kind === "api-key" ? event.headers?.["api-key"] : event.queryStringParameters?.web_api_key;
      const account = key ? await findAccountByKey(kind === "api-key" ? "api" : "web", key) : undefined;
      if (!account) throw new ApiError(101);
      request.context.account = account;
    },
  };
}
