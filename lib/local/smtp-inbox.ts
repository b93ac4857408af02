/**
 * The local stand-in for SES receiving: an SMTP server (smtp-server) that accepts mail only for known
 * account inbound addresses (550 at RCPT otherwise), enforces the size limit (announced SIZE and actual
 * bytes: 552), stores the raw message in the bucket under `inbound/<uuid>.eml` and THEN sends the ingest
 * queue the SNS-wrapped SES receipt notification AWS would send. Nothing half-stored: when the queue send
 * fails the object is deleted and the client gets a 451 (try again later).
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { DeleteObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { SendMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { bucketPrefixes, maxEmlBytes } from "../../lambdas/contract/resources";
import { headerFields } from "../../lambdas/forwarded/headers";
import { sesReceiptNotification } from "../../lambdas/forwarded/notifications";

export interface SmtpInboxOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  s3: S3Client;
  sqs: SQSClient;
  bucket: string;
  queueUrl: string;
  /** Whether an address is some active account's inbound address. */
  isKnownRecipient: (address: string) => Promise<boolean>;
  maxBytes?: number;
  log?: (message: string) => void;
}

export interface SmtpInbox {
  host: string;
  port: number;
  stop(): Promise<void>;
}

class SmtpReply extends Error {
  readonly responseCode: number;
  constructor(responseCode: number, message: string) {
    super(message);
    this.responseCode = responseCode;
  }
}

export async function startSmtpInbox(opts: SmtpInboxOptions): Promise<SmtpInbox> {
  const host = opts.host ?? "127.0.0.1";
  const maxBytes = opts.maxBytes ?? maxEmlBytes;
  const log = opts.log ?? (() => {});

  async function onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession): Promise<void> {
    let known = false;
    try {
      known = await opts.isKnownRecipient(address.address.toLowerCase());
    } catch {
      throw new SmtpReply(451, "4.3.0 Temporary failure looking up the recipient, try again later");
    }
    if (!known) throw new SmtpReply(550, "5.1.1 Mailbox unavailable: no such inbound address");
  }

  async function store(raw: Buffer, session: SMTPServerSession): Promise<string> {
    const started = Date.now();
    const id = randomUUID();
    const key = `${bucketPrefixes.inbound}${id}.eml`;
    try {
      await opts.s3.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: raw, ContentType: "message/rfc822" }));
    } catch {
      throw new SmtpReply(451, "4.3.0 Could not store the message, try again later");
    }
    const mailFrom = session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address;
    const body = sesReceiptNotification({
      bucket: opts.bucket,
      key,
      recipients: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
      mailFrom,
      messageId: id,
      timestamp: new Date(),
      headers: headerFields(raw),
      processingTimeMillis: Date.now() - started,
    });
    try {
      await opts.sqs.send(new SendMessageCommand({ QueueUrl: opts.queueUrl, MessageBody: body }));
    } catch {
      // The object must not outlive a notification that was never sent.
      await opts.s3.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key })).catch(() => undefined);
      throw new SmtpReply(451, "4.3.0 Could not queue the message, try again later");
    }
    log(`smtp: stored ${key} (${raw.length} bytes, ${session.envelope.rcptTo.length} recipient(s), ${Date.now() - started} ms)`);
    return id;
  }

  const server = new SMTPServer({
    name: "inbound.localhost",
    banner: "e-receipt local inbox",
    size: maxBytes,
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    // Local mail comes without AUTH; a client may send many messages on one connection.
    maxAllowedUnauthenticatedCommands: false,
    closeTimeout: 2000,
    onRcptTo(address, session, callback) {
      onRcptTo(address, session).then(() => callback(), (e: Error) => callback(e));
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= maxBytes) chunks.push(chunk);
      });
      stream.on("error", (e) => callback(e));
      stream.on("end", () => {
        if (stream.sizeExceeded || bytes > maxBytes) {
          log(`smtp: refused a message over ${maxBytes} bytes`);
          callback(new SmtpReply(552, `5.3.4 Message exceeds fixed maximum message size ${maxBytes}`));
          return;
        }
        store(Buffer.concat(chunks), session).then(
          (id) => callback(null, `Message queued as ${id}`),
          (e: Error) => {
            log(`smtp: refused a message: ${e.message}`);
            callback(e);
          },
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (e: Error) => log(`smtp: ${e.message}`));
  const port = (server.server.address() as AddressInfo).port;

  let stopped = false;
  return {
    host,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
