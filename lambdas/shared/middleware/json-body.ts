/**
 * JSON body parsing by middy's JSON body parser, whose refusals become error 100; a JSON body must be an object. The
 * parsed body replaces `event.body`. (create_job's form parser is ../form-body.ts, bundled by that route alone.)
 */
import type middy from "@middy/core";
import httpJsonBodyParser from "@middy/http-json-body-parser";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { invalidInput } from "../../domain/errors";
import type { ApiContext } from "./context";

type Middleware = middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext>;

export function jsonBody(): Middleware {
  const parser = httpJsonBodyParser();
  return {
    before: async (request) => {
      try {
        await parser.before!(request as never);
      } catch (error) {
        const unsupported = error instanceof Error && error.message === "Unsupported Media Type";
        throw invalidInput(unsupported ? "Content-Type must be application/json" : "body is not valid JSON");
      }
      const body: unknown = request.event.body;
      if (body === null || typeof body !== "object" || Array.isArray(body)) throw invalidInput("body must be a JSON object");
    },
  };
}
