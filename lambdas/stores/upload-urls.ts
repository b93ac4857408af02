/** Presigned upload URLs: their own module so that only upload_url bundles the presigner. */
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { s3 } from "../shared/clients/s3";
import { bucketName } from "./bucket";

/** A URL that accepts one PUT of the object at `key` until it expires (signed with the function's own role). */
export async function presignUpload(key: string, expiresInSeconds: number): Promise<string> {
  return getSignedUrl(s3(), new PutObjectCommand({ Bucket: bucketName(), Key: key }), { expiresIn: expiresInSeconds });
}

