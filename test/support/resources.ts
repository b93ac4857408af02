import type { ProvisionedResources } from "../../lib/local/provision";

/** This test file's provisioned table, bucket and queue URLs. */
export function testResources(): ProvisionedResources {
  const r = (globalThis as { testResources?: ProvisionedResources }).testResources;
  if (!r) throw new Error("test resources not provisioned: is test/support/setup-env.ts in setupFiles?");
  return r;
}
