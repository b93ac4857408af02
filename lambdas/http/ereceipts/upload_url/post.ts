/** POST /ereceipts/upload_url: a presigned URL to PUT an email too large for create_job's body, and its eml_key. */
import { createUploadUrl } from "../../../jobs/upload-url";
import { endpoint } from "../../../shared/endpoint";

export const handler = endpoint("PostUploadUrl", null, async ({ account }) => ({ success: true, upload: await createUploadUrl(account.account_id) }));
