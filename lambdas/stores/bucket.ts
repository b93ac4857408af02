import { envNames } from "../../lib/resources";
import { requireEnv } from "../shared/env";

/** The service's one bucket (raw/, inbound/, deliveries/ prefixes: lib/resources.ts bucketPrefixes). */
export const bucketName = (): string => requireEnv(envNames.bucket);
