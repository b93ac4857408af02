import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { envNames } from "../contract/resources";
import { s3 } from "../shared/clients/s3";
import { requireEnv } from "../shared/env";

/** The service's one bucket (raw/, inbound/, deliveries/ prefixes: lambdas/contract/resources.ts bucketPrefixes). */
export const bucketName = (): string => requireEnv(envNames.bucket);

/** S3's answer for an object that is not there: NoSuchKey from GET, NotFound from HEAD (which has no error body). */
export function isMissingObject(error: unknown): boolean {
  return error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound");
}

/**
 * An object's size by HEAD (nothing is read), or null when there is nothing at `key`. A HEAD cannot tell a missing
 * object from a missing bucket (both "NotFound"): a read that follows answers which it is.
 */
export async function objectSize(key: string, bucket: string = bucketName()): Promise<number | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}
