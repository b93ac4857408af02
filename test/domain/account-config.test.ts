import { describe, expect, it } from "vitest";
import { validateAccountConfig, validateRetailerRemoval } from "../../lambdas/domain/account-config";
import { ApiError } from "../../lambdas/domain/errors";

const policy = { allowPrivate: false };
const publicDns = async () => ["93.184.215.14"];
const base = { results_endpoint: "https://hooks.example.com/receipts", day_cutoff: 30 };

async function codeOf(body: Record<string, unknown>, resolve = publicDns): Promise<number | "ok"> {
  try {
    await validateAccountConfig(body, policy, resolve);
    return "ok";
  } catch (e) {
    if (e instanceof ApiError) return e.code;
    throw e;
  }
}

describe("validateAccountConfig error codes", () => {
  it.each<[string, Record<string, unknown>, number | "ok"]>([
    ["a minimal valid body", base, "ok"],
    ["a date cutoff instead of days", { results_endpoint: base.results_endpoint, date_cutoff: 1700000000 }, "ok"],
    ["every optional field", { ...base, use_aggregation: true, return_eml: false, retailers: [{ email: "orders@shop.com", day_cutoff: 5 }, { email: "x@y.com" }] }, "ok"],
    ["an unrecognized field", { ...base, colour: "blue" }, 100],
    ["a non-boolean use_aggregation", { ...base, use_aggregation: "yes" }, 100],
    ["a non-boolean return_eml", { ...base, return_eml: 1 }, 100],
    ["no results_endpoint", { day_cutoff: 3 }, 102],
    ["an http results_endpoint", { ...base, results_endpoint: "http://hooks.example.com/x" }, 102],
    ["a localhost results_endpoint", { ...base, results_endpoint: "https://localhost/x" }, 102],
    ["a 127.1 results_endpoint", { ...base, results_endpoint: "https://127.1/x" }, 102],
    ["a 0x7f.1 results_endpoint", { ...base, results_endpoint: "https://0x7f.1/x" }, 102],
    ["an IPv4-mapped loopback results_endpoint", { ...base, results_endpoint: "https://[::ffff:127.0.0.1]/x" }, 102],
    ["a non-string results_endpoint", { ...base, results_endpoint: 42 }, 102],
    ["both cutoffs", { ...base, date_cutoff: 1700000000 }, 104],
    ["neither cutoff", { results_endpoint: base.results_endpoint }, 105],
    ["day_cutoff 1.5", { ...base, day_cutoff: 1.5 }, 106],
    ['day_cutoff "7"', { ...base, day_cutoff: "7" }, 106],
    ["day_cutoff true", { ...base, day_cutoff: true }, 106],
    ["a negative day_cutoff", { ...base, day_cutoff: -1 }, 106],
    ["date_cutoff 1.5", { results_endpoint: base.results_endpoint, date_cutoff: 1.5 }, 107],
    ['date_cutoff "1700000000"', { results_endpoint: base.results_endpoint, date_cutoff: "1700000000" }, 107],
    ["date_cutoff true", { results_endpoint: base.results_endpoint, date_cutoff: true }, 107],
    ["a retailer without email", { ...base, retailers: [{ day_cutoff: 3 }] }, 103],
    ["a retailer with both cutoffs", { ...base, retailers: [{ email: "a@b.com", day_cutoff: 1, date_cutoff: 2 }] }, 108],
    ["a retailer day_cutoff 1.5", { ...base, retailers: [{ email: "a@b.com", day_cutoff: 1.5 }] }, 109],
    ['a retailer day_cutoff "7"', { ...base, retailers: [{ email: "a@b.com", day_cutoff: "7" }] }, 109],
    ["a retailer day_cutoff true", { ...base, retailers: [{ email: "a@b.com", day_cutoff: true }] }, 109],
    ["a retailer date_cutoff 1.5", { ...base, retailers: [{ email: "a@b.com", date_cutoff: 1.5 }] }, 110],
    ['a retailer date_cutoff "1"', { ...base, retailers: [{ email: "a@b.com", date_cutoff: "1" }] }, 110],
    ["an empty retailers array", { ...base, retailers: [] }, 111],
    ["retailers that are not an array", { ...base, retailers: { email: "a@b.com" } }, 100],
    ["a retailer that is not an object", { ...base, retailers: ["a@b.com"] }, 100],
    ["a retailer with an unknown field", { ...base, retailers: [{ email: "a@b.com", name: "A" }] }, 100],
    ["a retailer email that is not an address", { ...base, retailers: [{ email: "not-an-email" }] }, 100],
    ["the same retailer twice", { ...base, retailers: [{ email: "a@b.com" }, { email: "A@B.com" }] }, 100],
  ])("%s → %s", async (_name, body, expected) => {
    expect(await codeOf(body)).toBe(expected);
  });

  it("rejects an endpoint whose host resolves to a private address (102)", async () => {
    expect(await codeOf(base, async () => ["10.0.0.5"])).toBe(102);
  });

  it("rejects an endpoint whose host does not resolve (102)", async () => {
    expect(await codeOf(base, async () => { throw new Error("ENOTFOUND"); })).toBe(102);
  });

  it("reports the first problem in interface order: structure before cutoffs before retailers", async () => {
    expect(await codeOf({ colour: 1, retailers: [] })).toBe(100);
    expect(await codeOf({ ...base, date_cutoff: 1, retailers: [] })).toBe(104);
    expect(await codeOf({ ...base, retailers: [{ day_cutoff: 1, date_cutoff: 2 }] })).toBe(103);
  });

  it("normalises retailer addresses to lower case and defaults the flags to false", async () => {
    const config = await validateAccountConfig({ ...base, retailers: [{ email: " Orders@Shop.COM ", date_cutoff: 0 }] }, policy, publicDns);
    expect(config).toEqual({
      results_endpoint: "https://hooks.example.com/receipts",
      day_cutoff: 30,
      use_aggregation: false,
      return_eml: false,
      retailers: [{ email: "orders@shop.com", date_cutoff: 0 }],
    });
  });

  it("accepts loopback http only under the relaxed local policy", async () => {
    const body = { ...base, results_endpoint: "http://127.0.0.1:9000/hook" };
    await expect(validateAccountConfig(body, { allowPrivate: true }, publicDns)).resolves.toMatchObject({ results_endpoint: "http://127.0.0.1:9000/hook" });
    await expect(validateAccountConfig(body, policy, publicDns)).rejects.toMatchObject({ code: 102 });
  });
});

describe("validateRetailerRemoval", () => {
  it("lower-cases the addresses", () => {
    expect(validateRetailerRemoval({ retailer_emails: ["A@B.com"] })).toEqual(["a@b.com"]);
  });
  it.each([[{}], [{ retailer_emails: [] }], [{ retailer_emails: "a@b.com" }], [{ retailer_emails: [1] }], [{ retailer_emails: ["a@b.com"], x: 1 }]])(
    "rejects %j with 100",
    (body) => {
      expect(() => validateRetailerRemoval(body as Record<string, unknown>)).toThrowError(expect.objectContaining({ code: 100 }));
    },
  );
});
