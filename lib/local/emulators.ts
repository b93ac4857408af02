/**
 * Wire-compatible emulators for local runs and tests: dynalite (DynamoDB, LevelDB on disk when given
 * a folder) and fauxqs (S3 and SQS in one in-memory server). See DESIGN.md for why these two.
 */
import dynalite from "dynalite";
import { startFauxqs, type FauxqsServer } from "fauxqs";

export interface Emulators {
  dynamoEndpoint: string;
  s3Endpoint: string;
  sqsEndpoint: string;
  /** The in-process S3/SQS emulator (for snapshots of queue contents); absent when connecting to a shared one. */
  fauxqs?: FauxqsServer;
  stop(): Promise<void>;
}

export async function startEmulators(opts: { dynamoPath?: string; dynamoPort?: number; fauxqsPort?: number } = {}): Promise<Emulators> {
  const dyn = dynalite({ path: opts.dynamoPath, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    dyn.once("error", reject);
    dyn.listen(opts.dynamoPort ?? 0, "127.0.0.1", () => resolve());
  });
  const address = dyn.address();
  const dynamoPort = typeof address === "object" && address ? address.port : 0;
  const faux = await startFauxqs({ port: opts.fauxqsPort ?? 0, logger: false });
  const fauxAddress = faux.address.replace("localhost", "127.0.0.1");
  return {
    dynamoEndpoint: `http://127.0.0.1:${dynamoPort}`,
    s3Endpoint: fauxAddress,
    sqsEndpoint: fauxAddress,
    fauxqs: faux,
    async stop() {
      await faux.stop();
      await new Promise<void>((resolve) => dyn.close(() => resolve()));
    },
  };
}

