import { envNames } from "../contract/resources";
import { requireEnv } from "../shared/env";

/** The service's one bucket (raw/, inbound/, deliveries/ prefixes: lambdas/contract/resources.ts bucketPrefixes). */
export const bucketName = (): string => requireEnv(envNames.bucket);

/** S3's answer for an object that is not there: NoSuchKey from GET, NotFound from HEAD (which has no error body). */
export function isMissingObject(error: unknown): boolean {
  return error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound");
}
