/**
 * The REST API: one Lambda and one Lambda-proxy method per entry of the route table, and gateway
 * responses that turn API Gateway's own errors into the interface's envelope with HTTP 200.
 */
import { errorEnvelopeJson } from "../../lambdas/domain/errors";
import { RemovalPolicy, Validations } from "aws-cdk-lib";
import {
  AccessLogFormat,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
} from "aws-cdk-lib/aws-apigateway";
import { LogGroup } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { handlerModule, routeDefaults, routes, type Route } from "../../lambdas/contract/routes";
import { binaryMediaTypes } from "../../lambdas/contract/resources";
import type { StageConfig } from "../../lambdas/contract/stages";
import type { Access } from "./access";
import { retentionDays, ServiceFunction } from "./service-function";

/** Body of a gateway response: the interface's error envelope. */
export const envelope = errorEnvelopeJson;

/** API Gateway's own errors, each answered with HTTP 200 and the envelope. */
export const gatewayErrors: ReadonlyArray<{ readonly id: string; readonly type: ResponseType; readonly code: number; readonly message: string }> = [
  // A REST API answers an unknown method or path with MISSING_AUTHENTICATION_TOKEN (403).
  { id: "UnknownRoute", type: ResponseType.MISSING_AUTHENTICATION_TOKEN, code: 100, message: "Invalid input: the requested route does not exist" },
  { id: "ResourceNotFound", type: ResponseType.RESOURCE_NOT_FOUND, code: 100, message: "Invalid input: the requested route does not exist" },
  // AWS documents that this one cannot be customised today: a body over 10 MB, or an event over Lambda's 6 MB, is
  // answered HTTP 413 {"message":"Request Too Long"} whatever is set here (the local server answers the same way)
  { id: "RequestTooLarge", type: ResponseType.REQUEST_TOO_LARGE, code: 100, message: "Invalid input: the request is too large" },
  { id: "Throttled", type: ResponseType.THROTTLED, code: 429, message: "Too many requests: retry later" },
  { id: "Default4xx", type: ResponseType.DEFAULT_4XX, code: 100, message: "Invalid input" },
  { id: "Default5xx", type: ResponseType.DEFAULT_5XX, code: 500, message: "Internal error" },
];

/** Default function size for routes that do not say; API Gateway gives up on an integration at 29 s. */

export interface ServiceApiProps {
  readonly stage: StageConfig;
  readonly environment: Readonly<Record<string, string>>;
  /** Grants and binds what a route's function needs (see access.ts). */
  readonly bind: (fn: ServiceFunction, access: Access) => void;
  readonly accessOf: (route: Route) => Access;
}

export class ServiceApi extends Construct {
  readonly api: RestApi;
  readonly functions: ReadonlyMap<string, ServiceFunction>;

  constructor(scope: Construct, id: string, props: ServiceApiProps) {
    super(scope, id);
    const { stage } = props;
    const accessLogs = new LogGroup(this, "AccessLogs", {
      retention: retentionDays(stage.logRetentionDays),
      removalPolicy: stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.api = new RestApi(this, "Api", {
      restApiName: `ereceipts-${stage.name}`,
      description: `E-receipt processing API (${stage.name})`,
      endpointTypes: [EndpointType.REGIONAL],
      // multipart bodies reach the function base64-encoded, their bytes intact (an EML need not be UTF-8)
      binaryMediaTypes: [...binaryMediaTypes],
      // The account-level role API Gateway needs to write execution logs; kept when the stack goes.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      deployOptions: {
        stageName: stage.name,
        throttlingRateLimit: stage.throttle.rateLimit,
        throttlingBurstLimit: stage.throttle.burstLimit,
        loggingLevel: MethodLoggingLevel.ERROR,
        // Never log request or response bodies: they are emails and keys.
        dataTraceEnabled: false,
        metricsEnabled: true,
        tracingEnabled: false,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });

    for (const error of gatewayErrors) {
      this.api.addGatewayResponse(error.id, {
        type: error.type,
        statusCode: "200",
        responseHeaders: { "Content-Type": "'application/json'" },
        templates: { "application/json": envelope(error.code, error.message) },
      });
    }

    const functions = new Map<string, ServiceFunction>();
    for (const route of routes) {
      const fn = new ServiceFunction(this, route.id, {
        stage,
        module: handlerModule(route),
        description: `${route.method} ${route.path}: ${route.summary}`,
        timeoutSeconds: route.timeoutSeconds ?? routeDefaults.timeoutSeconds,
        memoryMb: route.memoryMb ?? routeDefaults.memoryMb,
        environment: props.environment,
        reservedConcurrency: stage.concurrency.apiReservedByRoute?.[route.id] ?? stage.concurrency.apiReserved ?? undefined,
      });
      props.bind(fn, props.accessOf(route));
      this.api.root
        .resourceForPath(route.path)
        .addMethod(route.method, new LambdaIntegration(fn, { proxy: true, allowTestInvoke: false }));
      functions.set(route.id, fn);
    }
    this.functions = functions;

    Validations.of(this.api).acknowledge(
      {
        id: "AwsSolutions-APIG2",
        reason:
          "Requests are validated in the handlers, which must answer the interface's own codes (100-114) in an HTTP 200 envelope; " +
          "an API Gateway request validator would answer 400 with a different body.",
      },
      {
        id: "AwsSolutions-APIG4",
        reason:
          "The interface authenticates with an account key in the `api-key` header or `web_api_key` query parameter; the handlers " +
          "look up its SHA-256 hash in DynamoDB and answer error 101 in the envelope. IAM, Cognito or API Gateway API keys do not fit that contract.",
      },
      {
        id: "AwsSolutions-COG4",
        reason: "No Cognito users: clients authenticate with account API keys checked by the handlers (see APIG4).",
      },
      {
        id: "AwsSolutions-APIG3",
        reason:
          "No WAF yet: stage throttling bounds the request rate and every route authenticates by key; add a web ACL when abuse patterns justify its cost.",
      },
    );
    const cloudWatchRole = this.api.node.tryFindChild("CloudWatchRole");
    if (cloudWatchRole) {
      Validations.of(cloudWatchRole).acknowledge({
        id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]",
        reason: "The AWS-managed policy is the documented, minimal permission set for API Gateway's account-level logging role.",
      });
    }
  }
}
