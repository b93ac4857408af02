/** The S3 client, made on first use (its own module: only functions that touch the bucket bundle it). */
import { S3Client } from "@aws-sdk/client-s3";

let client: S3Client | undefined;

// Path-style addressing only matters when an endpoint override (an emulator) is in use.
export const s3 = (): S3Client => (client ??= new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) }));
