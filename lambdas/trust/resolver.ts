/**
 * Where DKIM keys come from. In AWS: DNS, with a short cache (a receipt burst from one merchant asks for one key),
 * answers and "no such key" cached, failures not. Keys given as fixed records (DKIM_KEYS_FILE, a JSON object of
 * `"<selector>._domainkey.<domain>": "v=DKIM1; k=rsa; p=…"`) are answered first: the local runner's demo key, and
 * the keys a test signs with. DKIM_DNS=off answers every other name as a failed lookup (temperror), so that tests
 * never depend on the network.
 */
import { readFileSync } from "node:fs";
import { Resolver } from "node:dns/promises";
import type { KeyResolver } from "./dkim";

const answerTtlMs = 10 * 60_000;
const missingTtlMs = 5 * 60_000;
const missing = new Set(["ENOTFOUND", "ENODATA"]);

/** DNS TXT lookups, cached per name. `timeoutMs` bounds one query (a lookup that times out is a temperror). */
export function dnsKeyResolver(opts: { timeoutMs?: number; now?: () => number } = {}): KeyResolver {
  const dns = new Resolver({ timeout: opts.timeoutMs ?? 1500, tries: 2 });
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { until: number; records?: string[][]; code?: string }>();
  return async (name, rrtype) => {
    const key = `${rrtype}:${name.toLowerCase()}`;
    const hit = cache.get(key);
    if (hit && hit.until > now()) {
      if (hit.records) return hit.records;
      throw dnsError(hit.code ?? "ENOTFOUND", name);
    }
    try {
      const records = rrtype === "TXT" ? await dns.resolveTxt(name) : [];
      cache.set(key, { until: now() + answerTtlMs, records });
      return records;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code && missing.has(code)) cache.set(key, { until: now() + missingTtlMs, code });
      throw error;
    }
  };
}

/** Answers the names in `records` (lower-cased TXT names) itself, everything else through `next`. */
export function fixedKeyResolver(records: Readonly<Record<string, string>>, next: KeyResolver): KeyResolver {
  const known = new Map(Object.entries(records).map(([name, value]) => [name.toLowerCase().replace(/\.$/, ""), value]));
  return async (name, rrtype) => {
    const value = rrtype === "TXT" ? known.get(name.toLowerCase().replace(/\.$/, "")) : undefined;
    return value === undefined ? next(name, rrtype) : [[value]];
  };
}

/** A resolver that never reaches the network: every lookup fails as unreachable. */
export const offlineResolver: KeyResolver = async (name) => {
  throw dnsError("ECONNREFUSED", name);
};

function dnsError(code: string, name: string): Error {
  return Object.assign(new Error(`${code} ${name}`), { code });
}

/** The deployment's resolver, from DKIM_KEYS_FILE and DKIM_DNS (read once per process). */
let fromEnv: KeyResolver | undefined;
export function keyResolver(): KeyResolver {
  if (fromEnv) return fromEnv;
  const base = process.env.DKIM_DNS === "off" ? offlineResolver : dnsKeyResolver();
  const file = process.env.DKIM_KEYS_FILE;
  fromEnv = file ? fixedKeyResolver(readKeysFile(file), base) : base;
  return fromEnv;
}

function readKeysFile(file: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`DKIM_KEYS_FILE ${file}: not readable JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed) || !Object.values(parsed).every((v) => typeof v === "string")) {
    throw new Error(`DKIM_KEYS_FILE ${file}: expected an object of "<selector>._domainkey.<domain>": "<TXT record>"`);
  }
  return parsed as Record<string, string>;
}
