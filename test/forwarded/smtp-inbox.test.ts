/**
 * The local SMTP inbox on the test's emulators: recipients checked at RCPT time, the size limit (as
 * announced and as sent), the raw message in S3 before the SES-shaped notification, and nothing left
 * behind when the notification cannot be sent.
 */
import { createConnection } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { createAccount, findAccountByInboundAddress } from "../../lambdas/stores/accounts";
import { parseInboundNotification } from "../../lambdas/forwarded/notifications";
import { startSmtpInbox, type SmtpInbox } from "../../lib/local/smtp-inbox";
import { testResources } from "../support/resources";

const s3 = new S3Client({ forcePathStyle: true });
const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
const bucket = () => testResources().bucketName;
const queueUrl = () => testResources().queueUrls.ingest;
const isKnownRecipient = async (a: string) => Boolean(await findAccountByInboundAddress(a));

let inbox: SmtpInbox;
let inbound: string;
const limit = 20_000;

beforeAll(async () => {
  inbound = (await createAccount({ name: "SMTP client" })).account.inbound_address;
  inbox = await startSmtpInbox({ port: 0, s3, sqs, bucket: bucket(), queueUrl: queueUrl(), isKnownRecipient, maxBytes: limit });
});

afterAll(async () => {
  await inbox.stop();
});

const transport = (port: number) => nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });

async function inboundKeys(): Promise<string[]> {
  const out = await s3.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: "inbound/" }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

/** A raw SMTP dialogue: sends each line after the previous reply and returns every reply's code. */
async function dialogue(port: number, lines: string[]): Promise<number[]> {
  const socket = createConnection({ host: "127.0.0.1", port });
  const codes: number[] = [];
  let buffer = "";
  let waiting: (() => void) | null = null;
  socket.on("data", (chunk) => {
    buffer += chunk.toString("latin1");
    let m: RegExpExecArray | null;
    // A reply ends with a line "NNN text" (no dash after the code).
    while ((m = /^(\d{3}) [^\r\n]*\r\n/m.exec(buffer))) {
      codes.push(Number(m[1]));
      buffer = buffer.slice(m.index + m[0].length);
      waiting?.();
    }
  });
  const next = (count: number) => new Promise<void>((resolve) => {
    const check = () => (codes.length >= count ? resolve() : (waiting = check));
    check();
  });
  await next(1);
  for (const line of lines) {
    const before = codes.length;
    socket.write(`${line}\r\n`);
    await next(before + 1);
  }
  socket.end();
  return codes;
}

describe("SMTP inbox", () => {
  it("stores an accepted message under inbound/ and then notifies the ingest queue as SES would", async () => {
    const info = await transport(inbox.port).sendMail({ from: "shopper@example.com", to: inbound, subject: "Fwd: Your order", text: "hello" });

    expect(info.accepted).toEqual([inbound]);
    const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl(), WaitTimeSeconds: 2, MaxNumberOfMessages: 1 }));
    const message = received.Messages![0];
    await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl(), ReceiptHandle: message.ReceiptHandle! }));
    const sns = JSON.parse(message.Body!) as { Type: string; Message: string };
    expect(sns.Type).toBe("Notification");
    const ses = JSON.parse(sns.Message) as { notificationType: string; receipt: { recipients: string[]; action: { type: string; bucketName: string; objectKey: string } }; mail: { source: string; commonHeaders: { subject: string } } };
    expect(ses).toMatchObject({ notificationType: "Received", receipt: { recipients: [inbound], action: { type: "S3", bucketName: bucket() } }, mail: { source: "shopper@example.com" } });
    expect(ses.receipt.action.objectKey).toMatch(/^inbound\/[0-9a-f-]{36}\.eml$/);
    const parsed = parseInboundNotification(message.Body!);
    expect(parsed).toMatchObject({ kind: "refs", refs: [{ bucket: bucket(), key: ses.receipt.action.objectKey, recipients: [inbound] }] });
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: ses.receipt.action.objectKey }));
    expect(await object.Body!.transformToString()).toContain("Subject: Fwd: Your order");
  });

  it("rejects an unknown recipient at RCPT time with 550 and stores nothing", async () => {
    const before = await inboundKeys();
    const error = await transport(inbox.port)
      .sendMail({ from: "shopper@example.com", to: "nobody@inbound.localhost", subject: "x", text: "x" })
      .then(() => null, (e: { responseCode?: number; code?: string }) => e);

    expect(error?.responseCode).toBe(550);
    expect(await inboundKeys()).toEqual(before);
    expect(await dialogue(inbox.port, ["EHLO test", "MAIL FROM:<a@example.com>", `RCPT TO:<someone@elsewhere.example>`, "QUIT"])).toEqual([220, 250, 250, 550, 221]);
  });

  it("refuses a message over the limit, whether announced with SIZE or only sent", async () => {
    const before = await inboundKeys();

    const announced = await dialogue(inbox.port, ["EHLO test", `MAIL FROM:<a@example.com> SIZE=${limit + 1}`, "QUIT"]);
    const big = `Subject: big\r\n\r\n${"x".repeat(limit + 100)}\r\n.`;
    const sent = await dialogue(inbox.port, ["EHLO test", "MAIL FROM:<a@example.com>", `RCPT TO:<${inbound}>`, "DATA", big, "QUIT"]);

    expect(announced).toEqual([220, 250, 552, 221]);
    expect(sent).toEqual([220, 250, 250, 250, 354, 552, 221]);
    expect(await inboundKeys()).toEqual(before);
  });

  it("answers 451 and deletes the stored message when the queue cannot be notified", async () => {
    const broken = await startSmtpInbox({ port: 0, s3, sqs, bucket: bucket(), queueUrl: `${queueUrl()}-does-not-exist`, isKnownRecipient });
    const before = await inboundKeys();
    try {
      const error = await transport(broken.port)
        .sendMail({ from: "shopper@example.com", to: inbound, subject: "x", text: "x" })
        .then(() => null, (e: { responseCode?: number }) => e);
      expect(error?.responseCode).toBe(451);
      expect(await inboundKeys()).toEqual(before);
    } finally {
      await broken.stop();
    }
  });
});
