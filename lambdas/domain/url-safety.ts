/**
 * Webhook destination safety. A results_endpoint / override_endpoint / subscription URL must be https
 * and reach only public addresses: no loopback, private, link-local, CGNAT, unique-local, multicast or
 * reserved ranges, in any notation (`127.1`, `0x7f.1`, `2130706433`, `[::ffff:127.0.0.1]`). The WHATWG
 * URL parser normalises numeric IPv4 notations; ipaddr.js classifies the address.
 *
 * Only the local stage, with ALLOW_PRIVATE_WEBHOOKS=1, relaxes this (`allowPrivate`) so a developer can
 * receive webhooks on their own machine: it opens loopback (`localhost`, 127.0.0.0/8, ::1), over http or https,
 * and nothing else. Every other private, link-local or reserved address stays refused, switch or not, and so does
 * every IPv6 form that embeds an IPv4 address (IPv4-compatible `::a.b.c.d`, IPv4-mapped to a non-public address,
 * NAT64, 6to4, Teredo) and port 0.
 */
import ipaddr from "ipaddr.js";

export interface UrlPolicy {
  readonly allowPrivate: boolean;
}

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

export type Resolver = (hostname: string) => Promise<string[]>;

export const maxUrlLength = 2048;

const blockedSuffixes = [".localhost", ".local", ".internal", ".localdomain", ".home.arpa", ".lan", ".intranet", ".invalid", ".test", ".example"];

/** True when `ip` (IPv4 or IPv6 text) is a globally routable unicast address. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "");
  // "::a.b.c.d" is IPv4-compatible, not IPv4-mapped (ipaddr.js parses the two alike)
  if (/^::(?:\d{1,3}\.){3}\d{1,3}$/.test(bare)) return false;
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(bare);
  } catch {
    return false;
  }
  if (addr.kind() === "ipv6") {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    // "::a.b.c.d" (IPv4-compatible, deprecated) and everything else in ::/96: an embedded IPv4 address, never public
    if (v6.parts.slice(0, 6).every((p) => p === 0)) return false;
    // Only plain global unicast; NAT64, 6to4 and Teredo embed IPv4 addresses we would have to trust.
    return v6.range() === "unicast";
  }
  return addr.range() === "unicast";
}

/** True for a loopback address: 127.0.0.0/8, ::1, and 127.x written as IPv4-mapped IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "");
  if (/^::(?:\d{1,3}\.){3}\d{1,3}$/.test(bare)) return false; // IPv4-compatible, not loopback
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(bare);
  } catch {
    return false;
  }
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() === "loopback";
}

/** An address a webhook may reach under the policy: a public one, or a loopback one when the local switch is on. */
export function isAllowedAddress(ip: string, policy: UrlPolicy): boolean {
  return isPublicAddress(ip) || (policy.allowPrivate && isLoopbackAddress(ip));
}

function isIpLiteral(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return ipaddr.isValid(bare) && (hostname.startsWith("[") || ipaddr.IPv4.isValidFourPartDecimal(bare));
}

/** Checks everything that can be known without DNS. */
export function checkUrlSyntax(raw: unknown, policy: UrlPolicy): UrlVerdict {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, reason: "must be a non-empty string" };
  if (raw.length > maxUrlLength) return { ok: false, reason: `must be at most ${maxUrlLength} characters` };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: "is not a valid URL" };
  }
  if (url.username || url.password) return { ok: false, reason: "must not carry credentials" };
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host) return { ok: false, reason: "has no host" };
  if (url.port === "0") return { ok: false, reason: "must not use port 0" };
  // the local switch opens loopback only, and only loopback may use plain http
  const loopback = policy.allowPrivate && (host === "localhost" || (isIpLiteral(url.hostname) && isLoopbackAddress(url.hostname)));
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) return { ok: false, reason: "must use https" };
  if (loopback) return { ok: true, url };
  if (isIpLiteral(url.hostname)) {
    return isPublicAddress(url.hostname) ? { ok: true, url } : { ok: false, reason: "points to a non-public address" };
  }
  if (host === "localhost" || blockedSuffixes.some((s) => host.endsWith(s))) {
    return { ok: false, reason: "points to a local host name" };
  }
  if (!host.includes(".")) return { ok: false, reason: "must be a fully qualified public host name" };
  return { ok: true, url };
}

/**
 * Full check: syntax, then every address the host resolves to must be public. A host that does not
 * resolve is not reachable, so it is refused too.
 */
export async function checkWebhookUrl(raw: unknown, policy: UrlPolicy, resolve: Resolver): Promise<UrlVerdict> {
  const syntax = checkUrlSyntax(raw, policy);
  const host = syntax.ok ? syntax.url.hostname.toLowerCase() : "";
  if (!syntax.ok || isIpLiteral(syntax.url.hostname) || (policy.allowPrivate && host === "localhost")) return syntax;
  let addresses: string[];
  try {
    addresses = await resolve(syntax.url.hostname);
  } catch {
    return { ok: false, reason: "host name does not resolve" };
  }
  if (addresses.length === 0) return { ok: false, reason: "host name does not resolve" };
  if (!addresses.every((a) => isAllowedAddress(a, policy))) return { ok: false, reason: "host name resolves to a non-public address" };
  return syntax;
}
