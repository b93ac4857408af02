/**
 * Emails clients upload themselves, under `uploads/<account>/<id>.eml`: too large for a request body, they are PUT
 * straight into the bucket through a presigned URL, then moved under `raw/` when create_job turns them into a job.
 * Uploads no job claimed are deleted by the bucket's lifecycle after a day.
 */
import { CopyObjectCommand, DeleteObjectCommand } from "@aws-sdk/client-s3";
import { bucketPrefixes } from "../contract/resources";
import { s3 } from "../shared/clients/s3";
import { bucketName, objectSize } from "./bucket";

export const uploadKey = (accountId: string, uploadId: string) => `${bucketPrefixes.uploads}${accountId}/${uploadId}.eml`;

/** The uploaded object's size in bytes, or null when nothing was uploaded there (or it expired). */
export const uploadedSize = (key: string): Promise<number | null> => objectSize(key);

/** Copies an upload to where the job keeps its email (a server-side copy: nothing passes through the function). */
export async function copyUpload(from: string, to: string): Promise<void> {
  await s3().send(new CopyObjectCommand({
    Bucket: bucketName(), Key: to, CopySource: `${bucketName()}/${from.split("/").map(encodeURIComponent).join("/")}`,
    ContentType: "message/rfc822", MetadataDirective: "REPLACE",
  }));
}

export async function deleteUpload(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucketName(), Key: key }));
}
