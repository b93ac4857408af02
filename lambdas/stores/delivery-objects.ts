/** Delivery bodies too large for a queue message, under `deliveries/<id>.json` in the bucket. */
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { s3 } from "../shared/clients/s3";
import { bucketName } from "./bucket";

export async function putDeliveryObject(key: string, body: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: body, ContentType: "application/json; charset=utf-8" }));
}

export async function getDeliveryObject(key: string): Promise<string> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
  return out.Body!.transformToString("utf-8");
}
