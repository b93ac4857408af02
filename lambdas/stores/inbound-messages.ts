/** Messages SES stored for the inbound mailbox, read where the notification says they are (bucket and key). */
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { s3 } from "../shared/clients/s3";
import { objectSize } from "./bucket";

export interface InboundObject { bucket: string; key: string }

/** The message's size by HEAD (nothing is read), or null when a HEAD finds nothing there. */
export const inboundSize = (ref: InboundObject): Promise<number | null> => objectSize(ref.key, ref.bucket);

export async function readInbound(ref: InboundObject): Promise<{ raw: Buffer; lastModified: Date | null }> {
  const out = await s3().send(new GetObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
  const bytes = await out.Body?.transformToByteArray();
  return { raw: Buffer.from(bytes ?? []), lastModified: out.LastModified ?? null };
}
