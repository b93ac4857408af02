import { CreateBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulators, type Emulators } from "../../lib/local/emulators";
import { localCredentials, localRegion } from "../../lib/local/provision";

// npm start's S3 goes through the durable proxy: what a client reads through it must be what AWS would answer.
describe("the durable proxy in front of the local S3", () => {
  let emulators: Emulators;
  let dir = "";
  let s3: S3Client;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "durable-"));
    emulators = await startEmulators({ dynamoPort: 0, fauxqsPort: 0, persistDir: dir });
    s3 = new S3Client({ region: localRegion, credentials: localCredentials, endpoint: emulators.s3Endpoint, forcePathStyle: true });
    await s3.send(new CreateBucketCommand({ Bucket: "proxy-test" }));
  });
  afterAll(async () => {
    await emulators.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers HEAD with the object's length (it answered 0: the length of HEAD's empty body)", async () => {
    await s3.send(new PutObjectCommand({ Bucket: "proxy-test", Key: "uploads/a/x.eml", Body: "From: a@b.c\r\n\r\nhello" }));
    const head = await s3.send(new HeadObjectCommand({ Bucket: "proxy-test", Key: "uploads/a/x.eml" }));
    expect(head.ContentLength).toBe(20);
    const file = join(dir, "s3", "uploads", "a", "x.eml");
    expect(existsSync(file) && readFileSync(file, "utf8")).toBe("From: a@b.c\r\n\r\nhello");
  });
});
