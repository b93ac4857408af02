import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkUrlSyntax, checkWebhookUrl, isPublicAddress } from "../../lambdas/domain/url-safety";

const strict = { allowPrivate: false };
const relaxed = { allowPrivate: true };
const resolvesTo = (...ips: string[]) => async () => ips;

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
    "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd12::1", "ff02::1",
    "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "64:ff9b::7f00:1", "2002:7f00:1::1",
    "192.0.2.1", "198.51.100.7", "203.0.113.80", "not-an-ip",
    // IPv4-compatible IPv6 (literal or in a DNS answer): an embedded IPv4 address
    "::127.0.0.1", "::7f00:1", "::a9fe:a9fe", "::10.0.0.1", "::8.8.8.8",
  ])("rejects %s", (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(["93.184.215.14", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("accepts %s", (ip) =>
    expect(isPublicAddress(ip)).toBe(true),
  );
});

describe("checkUrlSyntax", () => {
  it.each([
    ["http://hooks.example.com/x", "must use https"],
    ["ftp://hooks.example.com/x", "must use https"],
    ["https://localhost/x", "points to a local host name"],
    ["https://LOCALHOST./x", "points to a local host name"],
    ["https://api.localhost/x", "points to a local host name"],
    ["https://printer.local/x", "points to a local host name"],
    ["https://127.1/x", "points to a non-public address"],
    ["https://0x7f.1/x", "points to a non-public address"],
    ["https://2130706433/x", "points to a non-public address"],
    ["https://017700000001/x", "points to a non-public address"],
    ["https://[::ffff:127.0.0.1]/x", "points to a non-public address"],
    ["https://[::1]:8443/x", "points to a non-public address"],
    ["https://169.254.169.254/latest/meta-data", "points to a non-public address"],
    ["https://10.0.0.8/x", "points to a non-public address"],
    ["https://100.64.1.1/x", "points to a non-public address"],
    ["https://[fd00::1]/x", "points to a non-public address"],
    ["https://user:pw@hooks.example.com/x", "must not carry credentials"],
    ["https://intranet/x", "must be a fully qualified public host name"],
    ["https://[::127.0.0.1]/x", "points to a non-public address"],
    ["https://[::a9fe:a9fe]/latest/meta-data", "points to a non-public address"],
    ["https://hooks.example.com:0/x", "must not use port 0"],
    ["https://nonexistent.invalid/x", "points to a local host name"],
    ["not a url", "is not a valid URL"],
    ["", "must be a non-empty string"],
  ])("rejects %s", (raw, reason) => {
    expect(checkUrlSyntax(raw, strict)).toEqual({ ok: false, reason });
  });

  it("rejects non-strings", () => {
    for (const raw of [undefined, null, 42, true, {}, []]) expect(checkUrlSyntax(raw, strict).ok).toBe(false);
  });

  it("accepts https URLs with public hosts", () => {
    expect(checkUrlSyntax("https://hooks.example.com/receipts?x=1", strict).ok).toBe(true);
    expect(checkUrlSyntax("https://93.184.215.14:8443/hook", strict).ok).toBe(true);
  });

  it("accepts http and loopback only when private webhooks are allowed", () => {
    expect(checkUrlSyntax("http://127.0.0.1:4000/hook", relaxed).ok).toBe(true);
    expect(checkUrlSyntax("http://127.0.0.1:4000/hook", strict).ok).toBe(false);
  });

  it.each(["http://localhost:4000/hook", "http://127.0.0.2/hook", "https://127.0.0.1:8443/hook", "http://[::1]:4000/hook", "https://hooks.example.com/x"])(
    "with the private-webhook switch, accepts %s (loopback, or a public https host)",
    (raw) => expect(checkUrlSyntax(raw, relaxed).ok).toBe(true),
  );

  it.each([
    ["https://169.254.169.254/latest/meta-data", "points to a non-public address"],
    ["https://10.0.0.1/x", "points to a non-public address"],
    ["https://192.168.0.1/x", "points to a non-public address"],
    ["https://[fd00::1]/x", "points to a non-public address"],
    ["https://[::127.0.0.1]/x", "points to a non-public address"],
    ["https://metadata.google.internal/x", "points to a local host name"],
    ["https://nonexistent.invalid/x", "points to a local host name"],
    ["http://10.0.0.1/x", "must use https"],
    ["http://hooks.example.com/x", "must use https"],
    ["http://localhost:0/x", "must not use port 0"],
  ])("with the private-webhook switch, still refuses %s", (raw, reason) => {
    expect(checkUrlSyntax(raw, relaxed)).toEqual({ ok: false, reason });
  });

  it("never accepts a URL whose host is a non-public IPv4 address, in any notation (property)", () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
    );
    const notation = fc.constantFrom("dotted", "decimal", "hex", "octal", "mapped");
    fc.assert(
      fc.property(privateV4, notation, ([a, b, c, d], how) => {
        const n = ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
        const host = {
          dotted: `${a}.${b}.${c}.${d}`,
          decimal: String(n),
          hex: `0x${n.toString(16)}`,
          octal: `0${n.toString(8)}`,
          mapped: `[::ffff:${a}.${b}.${c}.${d}]`,
        }[how];
        expect(checkUrlSyntax(`https://${host}/hook`, strict).ok).toBe(false);
      }),
    );
  });

  it("never throws on arbitrary input (property)", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl()), (raw) => {
      const v = checkUrlSyntax(raw, strict);
      expect(typeof v.ok).toBe("boolean");
    }));
  });
});

describe("checkWebhookUrl", () => {
  it("accepts a host that resolves only to public addresses", async () => {
    expect((await checkWebhookUrl("https://hooks.example.com/x", strict, resolvesTo("93.184.215.14"))).ok).toBe(true);
  });

  it("rejects a host with any non-public address", async () => {
    const v = await checkWebhookUrl("https://rebind.example.com/x", strict, resolvesTo("93.184.215.14", "127.0.0.1"));
    expect(v).toEqual({ ok: false, reason: "host name resolves to a non-public address" });
  });

  it("with the private-webhook switch, accepts a host resolving to loopback and refuses one resolving to a private address", async () => {
    expect((await checkWebhookUrl("http://localhost:4000/x", relaxed, resolvesTo("10.0.0.1"))).ok).toBe(true); // localhost is loopback by name
    expect((await checkWebhookUrl("https://dev.example.com/x", relaxed, resolvesTo("127.0.0.1"))).ok).toBe(true);
    expect(await checkWebhookUrl("https://dev.example.com/x", relaxed, resolvesTo("10.0.0.1"))).toEqual({ ok: false, reason: "host name resolves to a non-public address" });
    expect(await checkWebhookUrl("https://rebind.example.com/x", strict, resolvesTo("::a9fe:a9fe"))).toEqual({ ok: false, reason: "host name resolves to a non-public address" });
  });

  it("rejects a host that does not resolve", async () => {
    const v = await checkWebhookUrl("https://nx.example.com/x", strict, async () => {
      throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
    });
    expect(v).toEqual({ ok: false, reason: "host name does not resolve" });
  });
});
