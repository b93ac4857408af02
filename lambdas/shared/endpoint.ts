/**
 * Every HTTP handler is this one middy chain around a function that only calls its use case: the Lambda context
 * on every log line (Powertools), header names lower-cased (middy's normaliser), the one envelope for errors,
 * authentication by the kind the route table declares for the route, the body parsed (JSON or form), the input
 * validated by the route's valibot schema, and the result answered as HTTP 200 JSON.
 */
import middy from "@middy/core";
import httpHeaderNormalizer from "@middy/http-header-normalizer";
import { injectLambdaContext } from "@aws-lambda-powertools/logger/middleware";
import type * as v from "valibot";
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { routes, type AuthKind } from "../contract/routes";
import type { Account } from "../stores/accounts";
import { json } from "./http";
import { logger } from "./logger";
import { authentication } from "./middleware/authentication";
import { jsonBody } from "./middleware/json-body";
import type { ApiContext } from "./middleware/context";
import { envelope } from "./middleware/envelope";
import { validation, type InputSpec } from "./middleware/validation";

export interface ApiRequest<I> {
  event: APIGatewayProxyEvent;
  account: Account;
  /** The input as the route's schema outputs it (undefined for a route that reads none). */
  input: I;
}

export type Endpoint = middy.MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext> & {
  /** The route it serves and how it authenticates, readable so a test holds each handler file to its route. */
  readonly route: string;
  readonly auth: AuthKind;
};

/** The handler of route `routeId` (lambdas/contract/routes.ts); `input` names what it reads and its schema. */
export function endpoint<S extends v.GenericSchema = v.GenericSchema<undefined>>(
  routeId: string,
  input: InputSpec<S> | null,
  use: (request: ApiRequest<v.InferOutput<S>>) => Promise<unknown>,
): Endpoint {
  const route = routes.find((r) => r.id === routeId);
  if (!route) throw new Error(`no route ${routeId} in the route table`);
  const chain = middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, ApiContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(envelope())
    .use(authentication(route.auth));
  if (input?.from === "json") chain.use(jsonBody());
  if (input?.from === "form") {
    if (!input.formParser) throw new Error(`route ${routeId} reads a form but names no form parser`);
    chain.use(input.formParser);
  }
  if (input) chain.use(validation(input));
  const handler = chain.handler(async (event, context) => {
    const started = Date.now();
    const body = await use({ event, account: context.account!, input: context.input as v.InferOutput<S> });
    logger.info("request", { route: `${route.method} ${route.path}`, account: context.account!.account_id, ms: Date.now() - started });
    return json(body);
  });
  return Object.assign(handler, { route: route.id, auth: route.auth });
}
