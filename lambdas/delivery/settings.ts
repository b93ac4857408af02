/**
 * Delivery settings of this deployment. Waits and the per-attempt timeout are production's
 * (lambdas/contract/resources.ts) unless the stage allows overriding them (only `local`): then
 * WEBHOOK_RETRY_DELAYS="5,15,45" and WEBHOOK_TIMEOUT_MS apply. Read per invocation, so tests can set them.
 */
import { webhookMaxAttempts, webhookRetryDelaysSeconds, webhookTimeoutMs } from "../contract/resources";
import { stageConfig } from "../contract/stages";
import { parseRetryDelays } from "../domain/delivery-schedule";

export interface DeliverySettings {
  /** Seconds to wait before attempts 2, 3, 4. */
  delays: number[];
  timeoutMs: number;
  maxAttempts: number;
}

export function deliverySettings(): DeliverySettings {
  const stage = stageConfig(process.env.STAGE ?? "production");
  const maxAttempts = webhookMaxAttempts;
  const defaults = { delays: [...webhookRetryDelaysSeconds], timeoutMs: webhookTimeoutMs, maxAttempts };
  if (!stage.mayOverrideRetryDelays) return defaults;
  const delays = parseRetryDelays(process.env.WEBHOOK_RETRY_DELAYS, maxAttempts) ?? defaults.delays;
  const timeout = Number(process.env.WEBHOOK_TIMEOUT_MS);
  const timeoutMs = Number.isInteger(timeout) && timeout > 0 && timeout <= webhookTimeoutMs ? timeout : webhookTimeoutMs;
  return { delays, timeoutMs, maxAttempts };
}
