import { Match } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { beforeAll, describe, expect, it } from "vitest";
import { dlqRetentionSeconds, envNames, queues, table as tableSettings, type QueueName } from "../../lambdas/contract/resources";
import { handlerModule, routes } from "../../lambdas/contract/routes";
import { stages } from "../../lambdas/contract/stages";
import { ServiceFunction } from "../../lib/stack/service-function";
import { actionsOf, resourcesOf, synthesize, type CfnResourceJson, type Synthesized } from "./synth";

const stage = stages.sandbox;
const queueNames = Object.keys(queues) as QueueName[];
let s: Synthesized;

beforeAll(() => {
  s = synthesize("sandbox");
});

const serviceFunctions = (): ServiceFunction[] => s.stack.node.findAll().filter((c): c is ServiceFunction => c instanceof ServiceFunction);
const fnResource = (fn: ServiceFunction): CfnResourceJson => s.json.Resources[s.logicalId(fn)];
const getAttArn = (id: string) => ({ "Fn::GetAtt": [id, "Arn"] });

/** Full path of every API Gateway resource, by logical id. */
function resourcePaths(): Map<string, string> {
  const resources = new Map(s.ofType("AWS::ApiGateway::Resource"));
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const r = resources.get(id);
    if (!r) throw new Error(`no resource ${id}`);
    const parent = r.Properties.ParentId as { Ref?: string };
    const path = `${parent.Ref ? pathOf(parent.Ref) : ""}/${String(r.Properties.PathPart)}`;
    paths.set(id, path);
    return path;
  };
  for (const id of resources.keys()) pathOf(id);
  return paths;
}

describe("routes", () => {
  it("gives every route of the table its own function built from the route's handler module", () => {
    for (const route of routes) {
      const fn = s.stack.api.functions.get(route.id);
      expect(fn, route.id).toBeInstanceOf(ServiceFunction);
      expect(fn?.module).toBe(handlerModule(route));
      expect(fnResource(fn as ServiceFunction).Properties.Handler).toBe("index.handler");
    }
    const distinct = new Set(routes.map((r) => s.stack.api.functions.get(r.id)));
    expect(distinct.size).toBe(routes.length);
  });

  it("exposes exactly one Lambda-proxy method per route, integrated with that route's function", () => {
    const paths = resourcePaths();
    const methods = s.ofType("AWS::ApiGateway::Method").map(([, m]) => m.Properties);
    expect(methods).toHaveLength(routes.length);
    for (const route of routes) {
      const matching = methods.filter(
        (m) => m.HttpMethod === route.method && paths.get((m.ResourceId as { Ref: string }).Ref) === route.path,
      );
      expect(matching, `${route.method} ${route.path}`).toHaveLength(1);
      const integration = matching[0].Integration as { Type: string; Uri: unknown };
      expect(integration.Type).toBe("AWS_PROXY");
      const fnId = s.logicalId(s.stack.api.functions.get(route.id) as ServiceFunction);
      expect(JSON.stringify(integration.Uri)).toContain(JSON.stringify(getAttArn(fnId)));
    }
  });

  it("applies the stage's throttling and never logs bodies", () => {
    s.template.hasResourceProperties("AWS::ApiGateway::Stage", {
      StageName: stage.name,
      MethodSettings: [
        Match.objectLike({
          ThrottlingRateLimit: stage.throttle.rateLimit,
          ThrottlingBurstLimit: stage.throttle.burstLimit,
          DataTraceEnabled: false,
        }),
      ],
    });
  });
});

describe("gateway responses", () => {
  const expected: Record<string, number> = {
    MISSING_AUTHENTICATION_TOKEN: 100,
    RESOURCE_NOT_FOUND: 100,
    REQUEST_TOO_LARGE: 100,
    THROTTLED: 429,
    DEFAULT_4XX: 100,
    DEFAULT_5XX: 500,
  };

  it("answers API Gateway's own errors with HTTP 200 and the interface's envelope", () => {
    const responses = new Map(s.ofType("AWS::ApiGateway::GatewayResponse").map(([, r]) => [r.Properties.ResponseType, r.Properties]));
    for (const [type, code] of Object.entries(expected)) {
      const response = responses.get(type);
      expect(response, type).toBeDefined();
      expect(response?.StatusCode).toBe("200");
      const body = JSON.parse((response?.ResponseTemplates as Record<string, string>)["application/json"]);
      expect(body).toEqual({ success: false, error: { code, message: expect.any(String) } });
    }
    const unknownRoute = JSON.parse((responses.get("MISSING_AUTHENTICATION_TOKEN")?.ResponseTemplates as Record<string, string>)["application/json"]);
    expect(unknownRoute.error.message).toMatch(/route does not exist/);
  });
});

describe("queues", () => {
  it.each(queueNames)("%s: redrives to an encrypted DLQ after maxReceiveCount, and both keep messages 14 days", (name) => {
    const settings = queues[name];
    const { queue, dlq } = s.stack.stateful.queues[name];
    const main = s.json.Resources[s.logicalId(queue)].Properties;
    expect(main.VisibilityTimeout).toBe(settings.visibilityTimeoutSeconds);
    expect(main.RedrivePolicy).toEqual({ deadLetterTargetArn: getAttArn(s.logicalId(dlq)), maxReceiveCount: settings.maxReceiveCount });
    const dead = s.json.Resources[s.logicalId(dlq)].Properties;
    expect(dead.MessageRetentionPeriod).toBe(dlqRetentionSeconds);
    expect(main.MessageRetentionPeriod).toBe(dlqRetentionSeconds);
    expect(main.SqsManagedSseEnabled).toBe(true);
    expect(dead.SqsManagedSseEnabled).toBe(true);
  });

  it.each(queueNames)("%s: an alarm fires when its DLQ holds the stage's threshold of messages", (name) => {
    const dlqName = { "Fn::GetAtt": [s.logicalId(s.stack.stateful.queues[name].dlq), "QueueName"] };
    const alarms = s.ofType("AWS::CloudWatch::Alarm").map(([, a]) => a.Properties);
    const alarm = alarms.find(
      (a) => a.MetricName === "ApproximateNumberOfMessagesVisible" && JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: "QueueName", Value: dlqName }]),
    );
    expect(alarm).toBeDefined();
    expect(alarm?.Threshold).toBe(stage.dlqAlarmThreshold);
    expect(alarm?.ComparisonOperator).toBe("GreaterThanOrEqualToThreshold");
    expect((alarm?.AlarmActions as unknown[]).length).toBeGreaterThan(0);
  });

  it("feeds every queue (and the parse DLQ) to its worker with partial batch responses and a visibility of at least 6x the timeout", () => {
    const mappings = s.ofType("AWS::Lambda::EventSourceMapping").map(([, m]) => m.Properties);
    const consumers: Array<{ queueId: string; fn: ServiceFunction; batchSize: number; visibility: number }> = [];
    for (const name of queueNames) {
      const { settings, queue, dlq } = s.stack.stateful.queues[name];
      const { worker, dlqWorker } = s.stack.workers.workers[name];
      expect(worker.module).toBe(settings.worker);
      consumers.push({ queueId: s.logicalId(queue), fn: worker, batchSize: settings.batchSize, visibility: settings.visibilityTimeoutSeconds });
      if (settings.dlqWorker) {
        expect(dlqWorker?.module).toBe(settings.dlqWorker);
        const dlqVisibility = s.json.Resources[s.logicalId(dlq)].Properties.VisibilityTimeout as number;
        consumers.push({ queueId: s.logicalId(dlq), fn: dlqWorker as ServiceFunction, batchSize: settings.batchSize, visibility: dlqVisibility });
      }
    }
    expect(mappings).toHaveLength(consumers.length);
    for (const c of consumers) {
      const fnId = s.logicalId(c.fn);
      const mapping = mappings.find((m) => JSON.stringify(m.EventSourceArn) === JSON.stringify(getAttArn(c.queueId)));
      expect(mapping, c.fn.module).toBeDefined();
      expect(mapping?.FunctionName).toEqual({ Ref: fnId });
      expect(mapping?.FunctionResponseTypes).toEqual(["ReportBatchItemFailures"]);
      expect(mapping?.BatchSize).toBe(c.batchSize);
      const timeout = s.json.Resources[fnId].Properties.Timeout as number;
      expect(c.visibility).toBeGreaterThanOrEqual(6 * timeout);
    }
  });

  it("lets the delivery worker change its messages' visibility (the retry waits)", () => {
    const { worker } = s.stack.workers.workers.delivery;
    const deliveryQueue = getAttArn(s.logicalId(s.stack.stateful.queues.delivery.queue));
    const statements = s.statementsOfRole(s.logicalId(worker.serviceRole));
    expect(
      statements.some((st) => actionsOf(st).includes("sqs:ChangeMessageVisibility") && JSON.stringify(resourcesOf(st)).includes(JSON.stringify(deliveryQueue))),
    ).toBe(true);
    expect(fnResource(worker).Properties.Environment).toMatchObject({ Variables: { [queues.delivery.envVar]: { Ref: s.logicalId(s.stack.stateful.queues.delivery.queue) } } });
  });
});

describe("operations", () => {
  it("alarms on error-level log lines of every function, on throttles and on each source queue's oldest message, all to the alarm topic", () => {
    const fns = serviceFunctions();
    const filters = s.ofType("AWS::Logs::MetricFilter").map(([, f]) => f.Properties);
    expect(filters).toHaveLength(fns.length);
    for (const fn of fns) {
      const filter = filters.find((f) => JSON.stringify(f.LogGroupName) === JSON.stringify({ Ref: s.logicalId(fn.logGroupOfFunction) }));
      expect(filter?.FilterPattern, fn.module).toBe('{ $.level = "ERROR" }');
    }
    const alarms = s.ofType("AWS::CloudWatch::Alarm").map(([, a]) => a.Properties);
    const topic = { Ref: s.logicalId(s.stack.alarms.topic) };
    expect(alarms.find((a) => a.MetricName === "ErrorLogLines")).toMatchObject({ Namespace: "EReceipts", Threshold: 1 });
    expect(alarms.find((a) => a.MetricName === "Throttles")).toMatchObject({ Namespace: "AWS/Lambda" });
    expect(alarms.filter((a) => a.MetricName === "ApproximateAgeOfOldestMessage")).toHaveLength(queueNames.length);
    for (const a of alarms) expect(a.AlarmActions, String(a.MetricName)).toEqual([topic]);
    expect(s.ofType("AWS::CloudWatch::Dashboard")).toHaveLength(1);
  });
});

describe("sweeper", () => {
  it("runs every five minutes, sends to the parse and delivery queues, and may look at the delivery DLQ but not delete from it", () => {
    const fn = s.stack.sweeper.fn;
    expect(fn.module).toBe("workers/sweep");
    s.template.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(5 minutes)",
      Targets: Match.arrayWith([Match.objectLike({ Arn: getAttArn(s.logicalId(fn)) })]),
    });
    const dlq = JSON.stringify(getAttArn(s.logicalId(s.stack.stateful.queues.delivery.dlq)));
    const statements = s.statementsOfRole(s.logicalId(fn.serviceRole));
    const onDlq = statements.filter((st) => JSON.stringify(resourcesOf(st)).includes(dlq)).flatMap(actionsOf);
    expect(onDlq).toEqual(expect.arrayContaining(["sqs:ReceiveMessage", "sqs:ChangeMessageVisibility"]));
    expect(onDlq).not.toContain("sqs:DeleteMessage");
    expect(fnResource(fn).Properties.Environment).toMatchObject({
      Variables: { [queues.parse.envVar]: expect.anything(), [queues.delivery.envVar]: expect.anything(), [queues.delivery.dlqEnvVar]: expect.anything() },
    });
  });
});

describe("storage", () => {
  it("builds the single table from the shared settings: pk/sk, three keys-only GSIs, TTL, on demand, PITR, encrypted", () => {
    s.template.hasResourceProperties("AWS::DynamoDB::Table", {
      KeySchema: [
        { AttributeName: tableSettings.partitionKey, KeyType: "HASH" },
        { AttributeName: tableSettings.sortKey, KeyType: "RANGE" },
      ],
      BillingMode: "PAY_PER_REQUEST",
      TimeToLiveSpecification: { AttributeName: tableSettings.ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      GlobalSecondaryIndexes: tableSettings.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: "HASH" },
          { AttributeName: i.sortKey, KeyType: "RANGE" },
        ],
        Projection: { ProjectionType: "KEYS_ONLY" },
      })),
    });
  });

  it("keeps raw EMLs private, encrypted, TLS-only, and expires them after the stage's retention", () => {
    const bucket = s.json.Resources[s.logicalId(s.stack.stateful.bucket)].Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(JSON.stringify(bucket.BucketEncryption)).toContain("AES256");
    expect(JSON.stringify(bucket.LifecycleConfiguration)).toContain(`"ExpirationInDays":${stage.emlRetentionDays}`);
    const policy = s.ofType("AWS::S3::BucketPolicy")[0][1].Properties.PolicyDocument as { Statement: Array<{ Effect: string; Condition?: unknown }> };
    expect(policy.Statement).toContainEqual(expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }));
  });

  it("denies non-TLS access to every queue", () => {
    const policies = s.ofType("AWS::SQS::QueuePolicy").map(([, p]) => JSON.stringify(p.Properties));
    for (const name of queueNames) {
      for (const q of [s.stack.stateful.queues[name].queue, s.stack.stateful.queues[name].dlq]) {
        const ref = JSON.stringify({ Ref: s.logicalId(q) });
        expect(policies.some((p) => p.includes(ref) && p.includes('"aws:SecureTransport":"false"')), name).toBe(true);
      }
    }
  });

  it("deletes sandbox data with the stack", () => {
    expect(s.json.Resources[s.logicalId(s.stack.stateful.table)].DeletionPolicy).toBe("Delete");
    expect(s.json.Resources[s.logicalId(s.stack.stateful.bucket)].DeletionPolicy).toBe("Delete");
  });
});

describe("functions", () => {
  it("run Node.js 22 on ARM64 with the stage's log retention and the shared environment", () => {
    const fns = serviceFunctions();
    // one per route, per queue and per drained dead-letter queue, and the sweeper
    expect(fns.length).toBe(routes.length + queueNames.length + queueNames.filter((n) => queues[n].dlqWorker).length + 1);
    for (const fn of fns) {
      const props = fnResource(fn).Properties;
      expect(props.Runtime).toBe("nodejs22.x");
      expect(props.Architectures).toEqual(["arm64"]);
      const vars = (props.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const name of [envNames.table, envNames.bucket, envNames.stage, envNames.inboundDomain]) expect(vars[name], `${fn.module} ${name}`).toBeDefined();
      expect(vars[envNames.stage]).toBe(stage.name);
      expect(vars[envNames.inboundDomain]).toBe(s.stack.stage.inboundDomain);
      const logGroup = s.json.Resources[s.logicalId(fn.logGroupOfFunction)].Properties;
      expect(logGroup.RetentionInDays).toBe(stage.logRetentionDays);
    }
  });

  it("give each producer the URL of the queues it sends to", () => {
    const vars = (fn: ServiceFunction) => (fnResource(fn).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(vars(s.stack.api.functions.get("PostCreateJob") as ServiceFunction)[queues.parse.envVar]).toEqual({ Ref: s.logicalId(s.stack.stateful.queues.parse.queue) });
    expect(vars(s.stack.workers.workers.parse.worker)[queues.delivery.envVar]).toEqual({ Ref: s.logicalId(s.stack.stateful.queues.delivery.queue) });
  });
});

describe("IAM scope", () => {
  const consumeActions = ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:ChangeMessageVisibility"];

  it("lets no API function consume a queue", () => {
    for (const fn of s.stack.api.functions.values()) {
      const actions = s.statementsOfRole(s.logicalId(fn.serviceRole)).flatMap(actionsOf);
      for (const action of consumeActions) expect(actions, fn.module).not.toContain(action);
    }
  });

  it("lets only the delivery worker decrypt with the secrets key, and only it knows the key", () => {
    const keyArn = JSON.stringify(getAttArn(s.logicalId(s.stack.stateful.secretsKey)));
    const decrypters = s
      .ofType("AWS::IAM::Policy")
      .filter(([, p]) => (p.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[]; Resource: unknown }> }).Statement.some(
        (st) => [st.Action].flat().some((a) => a.startsWith("kms:Decrypt") || a === "kms:*") && JSON.stringify(st.Resource).includes(keyArn),
      ))
      .flatMap(([, p]) => p.Properties.Roles as unknown[]);
    const deliveryRole = { Ref: s.logicalId(s.stack.workers.workers.delivery.worker.serviceRole) };
    expect(decrypters).toEqual([deliveryRole]);
    const withKeyEnv = serviceFunctions().filter((fn) => envNames.secretsKey in ((fnResource(fn).Properties.Environment as { Variables: object }).Variables));
    expect(withKeyEnv).toEqual([s.stack.workers.workers.delivery.worker]);
  });

  it("grants no DynamoDB, S3 or SQS action on `*`, and no table scans", () => {
    for (const [, policy] of s.ofType("AWS::IAM::Policy")) {
      for (const st of (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[]; Resource: unknown }> }).Statement) {
        const actions = [st.Action].flat();
        expect(actions).not.toContain("dynamodb:Scan");
        if (actions.some((a) => /^(dynamodb|s3|sqs):/.test(a) && !a.startsWith("s3:PutBucketNotification"))) {
          expect([st.Resource].flat(), actions.join(",")).not.toContain("*");
        }
      }
    }
  });

  it("scopes object access to key prefixes: create_job writes raw/, the ingest worker reads inbound/", () => {
    const objectResources = (fn: ServiceFunction, action: string) =>
      s.statementsOfRole(s.logicalId(fn.serviceRole)).filter((st) => actionsOf(st).includes(action)).flatMap(resourcesOf).map((r) => JSON.stringify(r));
    expect(objectResources(s.stack.api.functions.get("PostCreateJob") as ServiceFunction, "s3:PutObject").join()).toMatch(/\/raw\/\*/);
    expect(objectResources(s.stack.workers.workers.ingest.worker, "s3:GetObject").join()).toMatch(/\/inbound\/\*/);
    expect(objectResources(s.stack.api.functions.get("GetConfig") as ServiceFunction, "s3:GetObject")).toEqual([]);
  });
});

describe("inbound mail", () => {
  it("lets SES write into the bucket for the service's own receipt rule only", () => {
    const policy = s.ofType("AWS::S3::BucketPolicy").map(([, p]) => p.Properties.PolicyDocument as { Statement: Record<string, any>[] }).flatMap((d) => d.Statement);
    const deny = policy.find((st) => st.Effect === "Deny" && st.Principal?.Service === "ses.amazonaws.com");
    expect(deny?.Action).toBe("s3:PutObject");
    expect(JSON.stringify(deny?.Condition?.StringNotEquals?.["aws:SourceArn"])).toContain(`receipt-rule-set/${s.stack.inbound.ruleSetName}:receipt-rule/store-forwarded-email`);
  });

  it("stores mail for the stage's domain under inbound/ and sends SES's notification, raw, to the ingest queue", () => {
    const topic = { Ref: s.logicalId(s.stack.inbound.topic) };
    s.template.hasResourceProperties("AWS::SES::ReceiptRule", {
      Rule: Match.objectLike({
        Recipients: [s.stack.stage.inboundDomain],
        TlsPolicy: "Require",
        Actions: [{ S3Action: { BucketName: { Ref: s.logicalId(s.stack.stateful.bucket) }, ObjectKeyPrefix: "inbound/", TopicArn: topic } }],
      }),
    });
    s.template.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "sqs",
      TopicArn: topic,
      Endpoint: getAttArn(s.logicalId(s.stack.stateful.queues.ingest.queue)),
      RawMessageDelivery: true,
    });
    const topicProps = s.json.Resources[s.logicalId(s.stack.inbound.topic)].Properties;
    expect(topicProps.KmsMasterKeyId).toBeDefined();
  });

  it("does not notify the ingest queue of bucket writes (the ingest worker writes under inbound/ itself)", () => {
    expect(s.ofType("Custom::S3BucketNotifications")).toEqual([]);
  });
});

describe("outputs", () => {
  it("publishes what the admin CLI needs under fixed keys", () => {
    const keys = ["ApiUrl", "TableName", "BucketName", "ParseQueueUrl", "ParseDlqUrl", "DeliveryQueueUrl", "DeliveryDlqUrl", "IngestQueueUrl", "IngestDlqUrl", "SecretsKmsKeyId", "InboundDomain"];
    for (const key of keys) expect(s.json.Outputs, key).toHaveProperty(key);
    expect(s.stack.stackName).toBe("EReceipts-sandbox");
  });
});

describe("cdk-nag", () => {
  it("reports nothing unacknowledged (AWS Solutions pack)", () => {
    const report = new AwsSolutionsChecks().validateScope(s.stack);
    expect(report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(", ")}`)).toEqual([]);
  });
});
