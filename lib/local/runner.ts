/**
 * The whole service on one machine: emulators, resources from the stack's settings, the HTTP server
 * in front of the same handlers, and pollers feeding the same workers. Used by `npm start` and by the
 * end-to-end tests.
 */
import { fileURLToPath } from "node:url";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { SQSClient } from "@aws-sdk/client-sqs";
import { queues, workerBindings, type QueueSettings } from "../../lambdas/contract/resources";
import { stages } from "../../lambdas/contract/stages";
import { startEmulators, type Emulators } from "./emulators";
import { lambdaModuleUrl } from "./modules";
import { startHttpServer, loadHandlers } from "./http-server";
import { emulatorEnv, localCredentials, localRegion, provision, type ProvisionedResources } from "./provision";
import { localQueueArn, startDispatcher, type Poller, type SqsHandler } from "./queue-poller";
import { pollBinding, workerHandler } from "./workers";
import { restoreLocalState } from "./restore";
import { startSweepTimer } from "./sweep-timer";
import type { LocalRuntime } from "../admin/target";

export interface LocalServiceOptions {
  port: number;
  dataDir: string;
  fresh: boolean;
  apiKey: string;
  webApiKey: string;
  /** Extra environment for handlers (e.g. ALLOW_PRIVATE_WEBHOOKS, WEBHOOK_RETRY_DELAYS). */
  env?: Record<string, string>;
  log?: (message: string) => void;
  /** SMTP inbox port: SMTP_PORT or 2525, but a free one when `port` is 0 (tests). */
  smtpPort?: number;
}

export interface LocalService {
  apiUrl: string;
  resources: ProvisionedResources;
  emulators: Emulators;
  accountId: string;
  inboundAddress: string;
  smtp: { host: string; port: number };
  stop(): Promise<void>;
}

export const localAccountId = "local";

export async function startLocalService(opts: LocalServiceOptions): Promise<LocalService> {
  const log = opts.log ?? (() => {});
  const dataDir = resolve(opts.dataDir);
  if (opts.fresh) await rm(dataDir, { recursive: true, force: true });
  await mkdir(join(dataDir, "dynamodb"), { recursive: true });

  const emulators = await startEmulators({ dynamoPath: join(dataDir, "dynamodb"), persistDir: dataDir, log });
  const serviceEnv: Record<string, string> = {
    ...emulatorEnv(emulators),
    STAGE: "local",
    INBOUND_DOMAIN: stages.local.inboundDomain,
    DATA_DIR: dataDir,
    // metrics go to CloudWatch as log lines in AWS; locally they would only clutter the console
    POWERTOOLS_METRICS_DISABLED: "true",
    // the demo merchant's DKIM key (docs/trust.md), answered before DNS
    DKIM_KEYS_FILE: fileURLToPath(new URL("../../docs/trust/demo-keys.json", import.meta.url)),
    ...opts.env,
  };
  Object.assign(process.env, serviceEnv);
  const resources = await provision(emulators);
  Object.assign(serviceEnv, resources.env);
  Object.assign(process.env, resources.env);

  const clientConfig = { region: localRegion, credentials: localCredentials };
  const s3 = new S3Client({ ...clientConfig, endpoint: emulators.s3Endpoint, forcePathStyle: true });
  const sqs = new SQSClient({ ...clientConfig, endpoint: emulators.sqsEndpoint, useQueueUrlAsEndpoint: false });
  const restored = await restoreLocalState({ dir: dataDir, s3, bucket: resources.bucketName, sqs, queueUrls: resources.queueUrls, journal: emulators.journal! });
  if (restored.objects || restored.messages) log(`restored ${restored.objects} stored objects and ${restored.messages} queued messages from ${dataDir}`);

  // Handler modules create their SDK clients at import: import them only now that the env is set.
  const { ensureLocalAccount } = await import("./seed");
  const account = await ensureLocalAccount({ accountId: localAccountId, apiKey: opts.apiKey, webApiKey: opts.webApiKey });

  const pollers: Poller[] = [];
  const { parseMessage } = await import("../../lambdas/delivery/message");
  for (const binding of workerBindings) {
    const handler = await workerHandler(binding);
    const url = resources.queueUrls[binding.queueKey];
    pollers.push(binding.queueKey === "delivery"
      ? deliveryDispatcher(sqs, url, handler, queues.delivery, parseMessage, log)
      : pollBinding(sqs, binding, url, handler, { onError: workerError(binding.queueKey, log) }));
  }

  // The sweeper's schedule: every SWEEP_INTERVAL_SECONDS (60) instead of AWS's five minutes.
  const sweeper = (await import(/* @vite-ignore */ lambdaModuleUrl("workers/sweep"))) as { handler: () => Promise<unknown> };
  const sweepTimer = startSweepTimer(sweeper.handler, (Number(process.env.SWEEP_INTERVAL_SECONDS) || 60) * 1000, log);

  const handlers = await loadHandlers();
  const { server, url } = await startHttpServer({ port: opts.port, handlers });
  const { startSmtpInbox } = await import("./smtp-inbox");
  const { findAccountByInboundAddress } = await import("../../lambdas/stores/accounts");
  const smtp = await startSmtpInbox({
    port: opts.smtpPort ?? (opts.port === 0 ? 0 : Number(process.env.SMTP_PORT || 2525)),
    s3, sqs, bucket: resources.bucketName, queueUrl: resources.queueUrls.ingest, log,
    isKnownRecipient: async (address) => Boolean(await findAccountByInboundAddress(address)),
  });

  const runtime: LocalRuntime = {
    apiUrl: url,
    // The admin CLI runs the store code with the same settings as the service (egress policy, retry waits).
    env: serviceEnv,
  };
  await writeFile(join(dataDir, "runtime.json"), JSON.stringify(runtime, null, 2));

  let stopped = false;
  return {
    apiUrl: url,
    resources,
    emulators,
    accountId: account.account_id,
    inboundAddress: account.inbound_address,
    smtp: { host: smtp.host, port: smtp.port },
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await smtp.stop();
      await sweepTimer.stop();
      await Promise.all(pollers.map((p) => p.stop()));
      // nothing to save: every stored object and queued message reached the data folder when it was accepted
      log(`stopped; stored objects and queued messages are kept in ${dataDir}`);
      await rm(join(dataDir, "runtime.json"), { force: true });
      s3.destroy();
      sqs.destroy();
      await emulators.stop();
    },
  };
}

/**
 * Webhook deliveries are I/O: many at once (Lambda would scale out), at most a few per destination host, so one
 * client's hung receiver (30 s an attempt) cannot hold back another client's results.
 */
function deliveryDispatcher(
  sqs: SQSClient, queueUrl: string, handler: SqsHandler, q: QueueSettings,
  parseMessage: (text: string) => { url: string } | undefined, log: (m: string) => void,
): Poller {
  return startDispatcher({
    sqs,
    queueUrl,
    queueArn: localQueueArn(queueUrl),
    handler,
    batchSize: 1,
    timeoutSeconds: q.workerTimeoutSeconds,
    name: q.name,
    maxRunning: stages.local.concurrency.queueMax.delivery,
    maxHeld: 256,
    perKeyLimit: 4,
    visibilitySeconds: q.visibilityTimeoutSeconds,
    keyOf: (record) => {
      const url = parseMessage(record.body)?.url;
      try { return url ? new URL(url).host : null; } catch { return null; }
    },
    onError: workerError(q.name, log),
  });
}

const workerError = (name: string, log: (m: string) => void) => (e: unknown) => log(`worker ${name}: ${e instanceof Error ? e.message : String(e)}`);
