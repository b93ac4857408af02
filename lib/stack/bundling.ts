/**
 * How every function is bundled, in one place: the stack's NodejsFunction (service-function.ts) and the bundle
 * report (`npm run bundles`) read the same settings, so the sizes it prints are the deployed ones.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { handlerModule, routes } from "../../lambdas/contract/routes";
import { workerBindings } from "../../lambdas/contract/resources";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Lets bundled CommonJS dependencies call `require` inside the ESM output. */
export const esmRequireBanner =
  "import { createRequire as __serviceCreateRequire } from 'node:module'; const require = __serviceCreateRequire(import.meta.url);";

/**
 * The functions that read emails for real (the parse and forwarded-email workers) carry the PDF reader; every other
 * function leaves it out of its bundle: the extraction engine loads it only when an email has a PDF attachment, which
 * no other function meets.
 */
export const pdfReaders = new Set(["workers/parse-job", "workers/ingest-forwarded"]);

/** The sweeper's module (a scheduled function, not a route or a queue worker). */
export const sweeperModule = "workers/sweep";

/**
 * Modules the AWS SDK imports only on paths a Lambda function never takes, each behind a dynamic `import()` that runs
 * only on that path, so leaving them out of a bundle changes nothing it does (and saves ~110 KB and its parse time in
 * every function that calls AWS):
 * - the credential providers after the first: the default chain asks the environment first, and Lambda always puts
 *   the function role's credentials there (SSO, shared ini files, credential processes, web-identity tokens, the
 *   container/instance metadata endpoints and the clients they bring, STS, SSO-OIDC, sign-in, are never reached);
 * - bowser, the browser user-agent parser of the SDK's browser build.
 * Were a path ever taken, the import would fail with "Cannot find package", never silently.
 */
export const sdkPathsNeverTaken = [
  "@aws-sdk/credential-provider-sso", "@aws-sdk/credential-provider-ini", "@aws-sdk/credential-provider-process",
  "@aws-sdk/credential-provider-web-identity", "@aws-sdk/credential-provider-http", "@smithy/credential-provider-imds",
  "bowser",
];

/**
 * esbuild settings of a function. No source maps: Node's --enable-source-maps parsed them on every cold start
 * (22-40 ms) for stack traces the logs never print (they log an error's name and message).
 */
export function bundleSettings(module: string) {
  return {
    format: "esm" as const,
    target: "node22",
    mainFields: ["module", "main"],
    banner: esmRequireBanner,
    external: [...sdkPathsNeverTaken, ...(pdfReaders.has(module) ? [] : ["pdfjs-dist"])],
    minify: true,
    alias: { "@smithy/core/event-streams": join(repoRoot, "lambdas/shared/clients/no-event-streams.ts") },
  };
}

/** Every function module of the stack: one per route, each queue's worker and dead-letter worker, the sweeper. */
export function functionModules(): string[] {
  return [...routes.map(handlerModule), ...workerBindings.map((b) => b.module), sweeperModule];
}

/** The same settings as esbuild's own build options, for the bundle report and the bundle tests. */
export function esbuildOptions(module: string) {
  const s = bundleSettings(module);
  return {
    entryPoints: [join(repoRoot, "lambdas", `${module}.ts`)], bundle: true, platform: "node" as const,
    format: s.format, target: s.target, mainFields: s.mainFields, banner: { js: s.banner }, external: s.external, minify: s.minify,
    alias: s.alias,
  };
}
