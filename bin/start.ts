/**
 * `npm start`: the whole service locally on embedded emulators, no AWS account needed.
 * Environment: PORT (3000), DATA_DIR (.local), LOCAL_FRESH=1 (start empty), LOCAL_API_KEY,
 * LOCAL_WEB_API_KEY, ALLOW_PRIVATE_WEBHOOKS=1 (http/loopback webhook URLs), WEBHOOK_RETRY_DELAYS, DKIM_DNS=off (no DNS for
 * DKIM keys), DKIM_KEYS_FILE (fixed DKIM key records; the demo merchant's by default, docs/trust.md).
 */
import { startLocalService } from "../lib/local/runner";

const passThrough = ["ALLOW_PRIVATE_WEBHOOKS", "WEBHOOK_RETRY_DELAYS", "SMTP_PORT", "LOG_LEVEL", "DKIM_DNS", "DKIM_KEYS_FILE"];

async function main(): Promise<void> {
  const apiKey = process.env.LOCAL_API_KEY || "local-dev-api-key";
  const webApiKey = process.env.LOCAL_WEB_API_KEY || "local-dev-web-key";
  // Listen for Ctrl-C and SIGTERM before anything starts: a signal that came after the banner but before its handler
  // (a process manager stopping the service as soon as it reports ready) would end the process without stopping it.
  let service: Awaited<ReturnType<typeof startLocalService>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[local] ${signal}: stopping`);
    await (service ?? (await starting)).stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  const starting = startLocalService({
    port: Number(process.env.PORT || 3000),
    dataDir: process.env.DATA_DIR || ".local",
    fresh: process.env.LOCAL_FRESH === "1",
    apiKey,
    webApiKey,
    env: Object.fromEntries(passThrough.filter((k) => process.env[k]).map((k) => [k, process.env[k]!])),
    log: (m) => console.log(`[local] ${m}`),
  });
  service = await starting;
  console.log(
    [
      "",
      "E-receipt service running locally",
      `  API URL          ${service.apiUrl}`,
      `  api-key          ${apiKey}`,
      `  web_api_key      ${webApiKey}`,
      `  inbound address  ${service.inboundAddress}`,
      `  SMTP inbox       ${service.smtp.host}:${service.smtp.port} (forward receipts to the inbound address)`,
      `  data             ${process.env.DATA_DIR || ".local"}${process.env.LOCAL_FRESH === "1" ? " (fresh)" : ""}`,
      "",
      `  try: curl -s ${service.apiUrl}/ereceipts/health_check -H 'api-key: ${apiKey}'`,
      "  Ctrl-C stops everything.",
      "",
    ].join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
