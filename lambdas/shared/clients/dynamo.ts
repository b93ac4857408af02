/**
 * The DynamoDB document client, made on first use. Each AWS client has its own module so that a function bundles
 * only the clients it calls. Endpoints come from the SDK's standard variables (AWS_ENDPOINT_URL_DYNAMODB …), so the
 * local runner and the tests point the same code at emulators.
 */
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

let client: DynamoDBDocumentClient | undefined;

export const dynamo = (): DynamoDBDocumentClient =>
  (client ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  }));
