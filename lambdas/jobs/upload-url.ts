/**
 * POST /ereceipts/upload_url's use case: a URL the client PUTs a large email to (beyond what a request body can
 * carry), and the `eml_key` it then passes to create_job instead of `eml_data`.
 */
import { randomBytes } from "node:crypto";
import { maxEmlBytes, uploadRetentionDays, uploadUrlExpirySeconds } from "../contract/resources";
import { logger } from "../shared/logger";
import { presignUpload } from "../stores/upload-urls";
import { uploadKey } from "../stores/uploads";

export interface UploadUrl {
  eml_key: string;
  url: string;
  method: "PUT";
  expires_in: number;
  max_bytes: number;
  kept_for_days: number;
}

export async function createUploadUrl(accountId: string): Promise<UploadUrl> {
  const id = `upl_${randomBytes(16).toString("hex")}`;
  const url = await presignUpload(uploadKey(accountId, id), uploadUrlExpirySeconds);
  logger.info("upload url issued", { account: accountId, eml_key: id });
  return { eml_key: id, url, method: "PUT", expires_in: uploadUrlExpirySeconds, max_bytes: maxEmlBytes, kept_for_days: uploadRetentionDays };
}
