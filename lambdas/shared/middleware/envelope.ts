/**
 * The one error model: every answer is HTTP 200 with a JSON body; an `ApiError` becomes
 * `{success: false, error: {code, message}}`, anything unexpected is logged and answered with the generic internal
 * error, never a stack trace.
 */
import type middy from "@middy/core";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { ApiError, errorEnvelope, internalErrorCode, internalErrorMessage } from "../../domain/errors";
import { json } from "../http";
import { logger } from "../logger";

export function errorBody(error: ApiError): Record<string, unknown> {
  return errorEnvelope(error.code, error.message, error.missingIds);
}

export function envelope(): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    onError: async (request) => {
      const error = request.error;
      const route = `${request.event.httpMethod} ${request.event.resource ?? request.event.path}`;
      if (error instanceof ApiError) {
        logger.info("request rejected", { route, code: error.code });
        request.response = json(errorBody(error));
        return;
      }
      logger.error("request failed", { route, error: error?.name, detail: error?.message });
      request.response = json(errorEnvelope(internalErrorCode, internalErrorMessage));
    },
  };
}
