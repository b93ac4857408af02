/** Messages SES stored for the inbound mailbox, read where the notification says they are (bucket and key). */
import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { s3 } from "../shared/clients/s3";

export interface InboundObject { bucket: string; key: string }

/** The message's size by HEAD (nothing is read), or null when a HEAD finds nothing there. */
export async function inboundSize(ref: InboundObject): Promise<number | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
    return head.ContentLength ?? 0;
  } catch (e) {
    // a HEAD cannot tell a missing object from a missing bucket (both "NotFound"): the read that follows answers which
    if (e instanceof Error && e.name === "NotFound") return null;
    throw e;
  }
}

export async function readInbound(ref: InboundObject): Promise<{ raw: Buffer; lastModified: Date | null }> {
  const out = await s3().send(new GetObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
  const bytes = await out.Body?.transformToByteArray();
  return { raw: Buffer.from(bytes ?? []), lastModified: out.LastModified ?? null };
}
