/**
 * Runs before each test file's imports: points the AWS SDK at the shared emulators and provisions this
 * file's own resources from the stack's settings. Module-scope SDK clients then pick the endpoints up.
 */
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { emulatorEnv, provision } from "../../lib/local/provision";

const endpoints = inject("emulators");
const emulators = { ...endpoints, stop: async () => {} };
Object.assign(process.env, emulatorEnv(emulators), {
  STAGE: "local",
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "SILENT",
  AWS_NODEJS_CONNECTION_REUSE_ENABLED: "1",
  NODE_NO_WARNINGS: "1",
  POWERTOOLS_METRICS_DISABLED: "true",
  // DKIM keys never come from the network in tests: a test that signs gives its key in a DKIM_KEYS_FILE
  DKIM_DNS: "off",
});
const resources = await provision(emulators, `t${randomBytes(4).toString("hex")}`);
Object.assign(process.env, resources.env);
(globalThis as { testResources?: typeof resources }).testResources = resources;
