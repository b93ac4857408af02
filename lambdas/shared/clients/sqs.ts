/** The SQS client, made on first use (its own module: only functions that send or receive bundle it). */
import { SQSClient } from "@aws-sdk/client-sqs";

let client: SQSClient | undefined;

// Send to the configured endpoint rather than the host inside the queue URL (emulators use `sqs.<region>.localhost`
// hosts that do not resolve everywhere); on AWS both are the same service.
export const sqs = (): SQSClient => (client ??= new SQSClient({ useQueueUrlAsEndpoint: false }));
