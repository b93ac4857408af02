/**
 * Module-scope AWS SDK clients. Endpoints come from the SDK's standard variables
 * (AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL_SQS), so the local runner and the
 * tests point the same code at emulators.
 */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { S3Client } from "@aws-sdk/client-s3";
import { SQSClient } from "@aws-sdk/client-sqs";

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

// Path-style addressing only matters when an endpoint override (an emulator) is in use.
export const s3 = new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });

// Send to the configured endpoint rather than the host inside the queue URL (emulators use
// `sqs.<region>.localhost` hosts that do not resolve everywhere); on AWS both are the same service.
export const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
