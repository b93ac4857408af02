/** The egress policy of this deployment: relaxed only in the local stage with ALLOW_PRIVATE_WEBHOOKS=1. */
import { lookup } from "node:dns/promises";
import { stageConfig } from "../contract/stages";
import type { Resolver, UrlPolicy } from "../domain/url-safety";

export function webhookPolicy(): UrlPolicy {
  const stage = stageConfig(process.env.STAGE ?? "production");
  return { allowPrivate: stage.mayAllowPrivateWebhooks && process.env.ALLOW_PRIVATE_WEBHOOKS === "1" };
}

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
