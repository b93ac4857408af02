/**
 * One structured logger (Powertools) for every function. Log ids, sizes, codes and timings: never
 * bodies, keys or email addresses.
 */
import { Logger } from "@aws-lambda-powertools/logger";

export const logger = new Logger({
  serviceName: "ereceipts",
  logLevel: (process.env.LOG_LEVEL as "INFO" | "DEBUG" | "WARN" | "ERROR" | "SILENT" | undefined) ?? "INFO",
});
