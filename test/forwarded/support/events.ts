/** Event factories for the forwarded-email tests: queue messages as AWS sends them, and API Gateway GETs. */
import { randomUUID } from "node:crypto";
import type { APIGatewayProxyEvent, SQSEvent, SQSRecord } from "aws-lambda";
import { sesReceiptNotification } from "../../../lambdas/forwarded/notifications";

export function sqsEvent(bodies: string[]): SQSEvent {
  return {
    Records: bodies.map(
      (body): SQSRecord => ({
        messageId: randomUUID(),
        receiptHandle: "handle",
        body,
        attributes: { ApproximateReceiveCount: "1", SentTimestamp: String(Date.now()), SenderId: "test", ApproximateFirstReceiveTimestamp: String(Date.now()) },
        messageAttributes: {},
        md5OfBody: "",
        eventSource: "aws:sqs",
        eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:ingest",
        awsRegion: "us-east-1",
      }),
    ),
  };
}

/** The SNS-wrapped SES receipt notification of an S3 action. */
export function sesNotification(o: { bucket: string; key: string; recipients: string[]; at?: Date }): string {
  return sesReceiptNotification({
    bucket: o.bucket, key: o.key, recipients: o.recipients, mailFrom: "bounce@sender.example", messageId: randomUUID(),
    timestamp: o.at ?? new Date(), headers: [], processingTimeMillis: 12,
  });
}

/** An S3 event notification for an object created by SES receiving (the key URL-encoded, as S3 does). */
export function s3Notification(o: { bucket: string; key: string; at?: Date }): string {
  return JSON.stringify({
    Records: [
      {
        eventVersion: "2.1", eventSource: "aws:s3", awsRegion: "us-east-1", eventTime: (o.at ?? new Date()).toISOString(),
        eventName: "ObjectCreated:Put",
        s3: { s3SchemaVersion: "1.0", bucket: { name: o.bucket, arn: `arn:aws:s3:::${o.bucket}` }, object: { key: encodeURIComponent(o.key).replace(/%2F/g, "/"), size: 1 } },
      },
    ],
  });
}

export function apiGet(path: string, query: Record<string, string | string[]>): APIGatewayProxyEvent {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(query)) {
    const values = Array.isArray(v) ? v : [v];
    single[k] = values[values.length - 1];
    multi[k] = values;
  }
  const has = Object.keys(single).length > 0;
  return {
    resource: path, path, httpMethod: "GET", headers: {}, multiValueHeaders: {},
    queryStringParameters: has ? single : null, multiValueQueryStringParameters: has ? multi : null,
    pathParameters: null, stageVariables: null, body: null, isBase64Encoded: false,
    requestContext: { httpMethod: "GET", path, stage: "test", requestId: randomUUID(), resourcePath: path } as APIGatewayProxyEvent["requestContext"],
  };
}
