/**
 * The messages the ingest queue receives, as AWS sends them:
 * - an SES receipt notification (S3 action) wrapped by SNS: `{"Type":"Notification","Message":"{...}"}`
 *   (also accepted unwrapped, as SNS raw message delivery sends it);
 * - an S3 event notification: `{"Records":[{"eventSource":"aws:s3","s3":{"bucket":{...},"object":{...}}}]}`;
 * - the S3 test event sent when a notification is configured (ignored).
 * The local SMTP inbox sends the first form (see `sesReceiptNotification`).
 */
import { toSqsJson } from "../shared/sqs-json";

export interface InboundRef {
  bucket: string;
  key: string;
  /** Envelope recipients, when the notification carries them (SES); else read from the message headers. */
  recipients: string[] | null;
  /** When the mail was received, per the notification (stable across redeliveries). */
  receivedAt: string | null;
  /** What SES's scan found, when the notification says: "FAIL" spam or virus means the mail is not to be used. */
  verdicts?: { spam: string | null; virus: string | null };
}

export type ParsedNotification = { kind: "refs"; refs: InboundRef[] } | { kind: "ignored"; reason: string };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const iso = (v: unknown): string | null => {
  const s = str(v);
  if (!s) return null;
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

export class BadNotification extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BadNotification";
  }
}

function fromSes(ses: Json): ParsedNotification {
  if (ses.notificationType !== "Received") return { kind: "ignored", reason: `SES notificationType ${String(ses.notificationType)}` };
  const receipt = isObject(ses.receipt) ? ses.receipt : {};
  const action = isObject(receipt.action) ? receipt.action : {};
  if (action.type !== "S3") throw new BadNotification(`SES action ${String(action.type)} does not store the message in S3`);
  const bucket = str(action.bucketName);
  const key = str(action.objectKey);
  if (!bucket || !key) throw new BadNotification("SES S3 action without bucketName/objectKey");
  const recipients = Array.isArray(receipt.recipients) ? receipt.recipients.filter((r): r is string => typeof r === "string") : null;
  const mail = isObject(ses.mail) ? ses.mail : {};
  const verdict = (v: unknown): string | null => (isObject(v) ? str(v.status) : null);
  const verdicts = { spam: verdict(receipt.spamVerdict), virus: verdict(receipt.virusVerdict) };
  return { kind: "refs", refs: [{ bucket, key, recipients, receivedAt: iso(receipt.timestamp) ?? iso(mail.timestamp), verdicts }] };
}

/** S3 event keys are URL-encoded with `+` for spaces. */
const s3Key = (k: string): string => decodeURIComponent(k.replace(/\+/g, " "));

function fromS3Event(records: unknown[]): ParsedNotification {
  const refs: InboundRef[] = [];
  for (const r of records) {
    if (!isObject(r) || r.eventSource !== "aws:s3" || !isObject(r.s3)) throw new BadNotification("Records entry is not an S3 event");
    if (typeof r.eventName === "string" && !r.eventName.startsWith("ObjectCreated")) continue;
    const bucket = isObject(r.s3.bucket) ? str(r.s3.bucket.name) : null;
    const key = isObject(r.s3.object) ? str(r.s3.object.key) : null;
    if (!bucket || !key) throw new BadNotification("S3 event without bucket name or object key");
    refs.push({ bucket, key: s3Key(key), recipients: null, receivedAt: iso(r.eventTime) });
  }
  return refs.length ? { kind: "refs", refs } : { kind: "ignored", reason: "S3 event without created objects" };
}

/** Parses one queue message body. Throws BadNotification for a body that is none of the known forms. */
export function parseInboundNotification(body: string): ParsedNotification {
  let msg: unknown;
  try {
    msg = JSON.parse(body);
  } catch {
    throw new BadNotification("message body is not JSON");
  }
  if (!isObject(msg)) throw new BadNotification("message body is not a JSON object");
  if (msg.Event === "s3:TestEvent") return { kind: "ignored", reason: "S3 test event" };
  if (typeof msg.Type === "string") {
    if (msg.Type !== "Notification") return { kind: "ignored", reason: `SNS ${msg.Type}` };
    let inner: unknown;
    try {
      inner = JSON.parse(String(msg.Message));
    } catch {
      throw new BadNotification("SNS Message is not JSON");
    }
    if (!isObject(inner)) throw new BadNotification("SNS Message is not a JSON object");
    if (Array.isArray(inner.Records)) return fromS3Event(inner.Records);
    if (inner.Event === "s3:TestEvent") return { kind: "ignored", reason: "S3 test event" };
    return fromSes(inner);
  }
  if (Array.isArray(msg.Records)) return fromS3Event(msg.Records);
  if (typeof msg.notificationType === "string") return fromSes(msg);
  throw new BadNotification("unknown notification format");
}

export interface SesReceiptInput {
  bucket: string;
  key: string;
  recipients: string[];
  mailFrom: string;
  messageId: string;
  timestamp: Date;
  headers: Array<{ name: string; value: string }>;
  processingTimeMillis: number;
  /** SES scan results ("PASS", "FAIL", "GRAY", "PROCESSING_FAILED"); the local inbox scans nothing ("DISABLED"). */
  spamVerdict?: string;
  virusVerdict?: string;
}

/**
 * The SNS-wrapped SES receipt notification AWS sends for an S3 action, built by the local inbox so the
 * worker sees what it sees in AWS. Unsigned (nothing here verifies SNS signatures: the queue policy is the
 * trust boundary).
 */
export function sesReceiptNotification(input: SesReceiptInput): string {
  const first = (name: string) => input.headers.find((h) => h.name.toLowerCase() === name)?.value;
  const list = (name: string) => first(name)?.split(",").map((s) => s.trim()).filter(Boolean);
  const timestamp = input.timestamp.toISOString();
  const ses = {
    notificationType: "Received",
    mail: {
      timestamp,
      source: input.mailFrom,
      messageId: input.messageId,
      destination: input.recipients,
      headersTruncated: false,
      headers: input.headers,
      commonHeaders: {
        returnPath: input.mailFrom,
        from: list("from"),
        date: first("date"),
        to: list("to"),
        messageId: first("message-id"),
        subject: first("subject"),
      },
    },
    receipt: {
      timestamp,
      processingTimeMillis: input.processingTimeMillis,
      recipients: input.recipients,
      spamVerdict: { status: input.spamVerdict ?? "DISABLED" },
      virusVerdict: { status: input.virusVerdict ?? "DISABLED" },
      spfVerdict: { status: "DISABLED" },
      dkimVerdict: { status: "DISABLED" },
      dmarcVerdict: { status: "DISABLED" },
      action: {
        type: "S3",
        topicArn: "arn:aws:sns:us-east-1:000000000000:local-inbound",
        bucketName: input.bucket,
        objectKeyPrefix: input.key.slice(0, input.key.lastIndexOf("/") + 1),
        objectKey: input.key,
      },
    },
  };
  return toSqsJson({
    Type: "Notification",
    MessageId: input.messageId,
    TopicArn: "arn:aws:sns:us-east-1:000000000000:local-inbound",
    Subject: "Amazon SES Email Receipt Notification",
    Message: JSON.stringify(ses),
    Timestamp: timestamp,
    SignatureVersion: "1",
    Signature: "",
    SigningCertURL: "",
    UnsubscribeURL: "",
  });
}
