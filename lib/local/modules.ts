/** File URL of a handler or worker module under `lambdas/` (e.g. "workers/parse-job"), for dynamic import. */
export function lambdaModuleUrl(module: string): string {
  return new URL(`../../lambdas/${module}.ts`, import.meta.url).href;
}
