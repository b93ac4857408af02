/**
 * Starts one pair of emulators (dynalite, fauxqs) for the whole test run; every test file provisions
 * its own table, bucket and queues on them (see setup-env.ts), so files do not see each other's data.
 */
import type { TestProject } from "vitest/node";
import { startEmulators, type Emulators } from "../../lib/local/emulators";

let emulators: Emulators | undefined;

export async function setup(project: TestProject): Promise<void> {
  emulators = await startEmulators();
  project.provide("emulators", {
    dynamoEndpoint: emulators.dynamoEndpoint,
    s3Endpoint: emulators.s3Endpoint,
    sqsEndpoint: emulators.sqsEndpoint,
  });
}

export async function teardown(): Promise<void> {
  await emulators?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    emulators: { dynamoEndpoint: string; s3Endpoint: string; sqsEndpoint: string };
  }
}
