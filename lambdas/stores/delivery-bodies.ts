/**
 * The body of a delivery whose message carries it inline, kept beside the delivery record
 * (`DELIVERY#<id> / BODY`, same retention) so that a delivery whose message was lost can be sent again
 * with the same body (the sweeper). Bodies too large for a message are in the bucket already (message.ts).
 * A separate item, so the record's many small updates are not charged for the body's size.
 */
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "../shared/clients/dynamo";
import { isConditionFailure, tableName } from "./table";

const bodyKey = (id: string) => ({ pk: `DELIVERY#${id}`, sk: "BODY" });
const retentionSeconds = 90 * 86_400;

/** Keeps the first body given for a delivery id (a retried caller's copy does not replace it). */
export async function keepDeliveryBody(id: string, body: string): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...bodyKey(id), entity: "delivery-body", body, expires_at: Math.floor(Date.now() / 1000) + retentionSeconds },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function getKeptDeliveryBody(id: string): Promise<string | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: bodyKey(id), ConsistentRead: true }));
  return typeof out.Item?.body === "string" ? out.Item.body : undefined;
}
