import { requireEnv } from "../shared/env";

/** The single table's name, read once at cold start. */
export const tableName = (): string => requireEnv("TABLE_NAME");

export const keys = {
  account: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: "ACCOUNT" }),
  apiKey: (hash: string) => ({ pk: `APIKEY#${hash}`, sk: "APIKEY" }),
  webKey: (hash: string) => ({ pk: `WEBKEY#${hash}`, sk: "WEBKEY" }),
  inbound: (address: string) => ({ pk: `INBOUND#${address.toLowerCase()}`, sk: "INBOUND" }),
  config: (accountId: string) => ({ pk: `ACCOUNT#${accountId}`, sk: "CONFIG" }),
  counter: (name: string) => ({ pk: `COUNTER#${name}`, sk: "COUNTER" }),
};

export const nowIso = (): string => new Date().toISOString();
