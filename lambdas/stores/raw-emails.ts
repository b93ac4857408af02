/** Raw EMLs in S3 under `raw/<account>/…`: written before the job that needs them exists. */
import { bucketName, isMissingObject, objectSize } from "./bucket";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { s3 } from "../shared/clients/s3";
import { bucketPrefixes } from "../contract/resources";

const bucket = bucketName;

export const rawEmlKey = (accountId: string, name: string) => `${bucketPrefixes.raw}${accountId}/${name}.eml`;

export async function putRawEml(key: string, eml: string | Buffer): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: eml, ContentType: "message/rfc822" }));
}

export async function getRawEml(key: string): Promise<Buffer> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

/** The stored EML, or null when it is gone (expired by the bucket's lifecycle, or deleted). */
export async function findRawEml(key: string): Promise<Buffer | null> {
  try {
    return await getRawEml(key);
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

export async function deleteRawEml(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Whether the stored EML is still there (a HEAD request: nothing is read). */
export async function rawEmlExists(key: string): Promise<boolean> {
  return (await objectSize(key)) !== null;
}
