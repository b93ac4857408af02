import { describe, expect, it } from "vitest";
import { formatTimestamp, isCountryCode, jobStatusView, parseJobId, processingTime, validateCreateJob, validateReprocess } from "../../lambdas/domain/jobs";

const hash = "AB".repeat(32);

describe("validateCreateJob", () => {
  it("normalises the optional fields", () => {
    expect(validateCreateJob({ eml_data: "x", email_hash: hash, provider: " Gmail ", country_code: "gb", client_user_id: " u1 ", override_endpoint: "" }, 100)).toEqual({
      eml: "x", upload: null, email_hash: hash.toLowerCase(), provider: "gmail", client_user_id: "u1", override_endpoint: null, country_code: "GB",
    });
  });

  it("counts the size limit in UTF-8 bytes", () => {
    expect(() => validateCreateJob({ eml_data: "é".repeat(51), email_hash: hash }, 100)).toThrow(/102 bytes; the limit is 100/);
    expect(validateCreateJob({ eml_data: "é".repeat(50), email_hash: hash }, 100).eml).toHaveLength(50);
  });

  it("names the upload path in the message for an email over the body's limit, and counts a file part's bytes", () => {
    expect(() => validateCreateJob({ eml_data: "x".repeat(101), email_hash: hash }, 100, 5000)).toThrow(/the limit is 100 bytes: send larger emails \(up to 5000 bytes\) with POST \/ereceipts\/upload_url/);
    expect(() => validateCreateJob({ eml_data: Buffer.alloc(101, 0xe9), email_hash: hash }, 100)).toThrow(/101 bytes/);
    expect(validateCreateJob({ eml_data: Buffer.alloc(100, 0xe9), email_hash: hash }, 100).eml).toEqual(Buffer.alloc(100, 0xe9));
  });

  it("takes an uploaded email by its eml_key instead of eml_data, exactly one of the two", () => {
    const key = `upl_${"ab".repeat(16)}`;
    expect(validateCreateJob({ eml_key: key, email_hash: hash }, 100)).toMatchObject({ eml: null, upload: key });
    expect(() => validateCreateJob({ eml_key: key, eml_data: "x", email_hash: hash }, 100)).toThrow(/not both/);
    expect(() => validateCreateJob({ email_hash: hash }, 100)).toThrow(/eml_data is required/);
    for (const bad of ["upl_1", `UPL_${"ab".repeat(16)}`, "raw/acc-1/job-1.eml", `upl_${"ab".repeat(16)}/../x`]) {
      expect(() => validateCreateJob({ eml_key: bad, email_hash: hash }, 100)).toThrow(/eml_key must be/);
    }
  });

  it("accepts only assigned ISO 3166-1 alpha-2 codes", () => {
    expect(isCountryCode("us") && isCountryCode("DE") && isCountryCode("JP")).toBe(true);
    expect(isCountryCode("XX") || isCountryCode("UK") || isCountryCode("EU")).toBe(false);
  });
});

describe("validateReprocess", () => {
  it("deduplicates receipt ids and trims them", () => {
    expect(validateReprocess({ receipt_ids: ["a", " a ", "b"] })).toEqual({ kind: "ids", receiptIds: ["a", "b"] });
  });
  it("reads retailers with their cutoffs", () => {
    expect(validateReprocess({ retailers: [{ email: "A@b.com", date_cutoff: 5 }] })).toEqual({ kind: "retailers", retailers: [{ email: "a@b.com", date_cutoff: 5 }] });
  });
  it("treats null as not given", () => {
    expect(validateReprocess({ receipt_ids: ["a"], retailers: null })).toEqual({ kind: "ids", receiptIds: ["a"] });
  });
});

describe("job status", () => {
  it("parses positive integer job ids only", () => {
    expect(parseJobId("42")).toBe(42);
    expect(parseJobId(" 7 ")).toBe(7);
    for (const bad of [undefined, "", "0", "-1", "1e3", "0x10", "1.0", "9".repeat(16)]) expect(() => parseJobId(bad)).toThrow();
  });

  it("formats timestamps as YYYY-MM-DD HH:MM:SS in UTC", () => {
    expect(formatTimestamp("2026-03-04T05:06:07.890Z")).toBe("2026-03-04 05:06:07");
  });

  it("measures processing time in seconds from leaving queued", () => {
    expect(processingTime({}, new Date())).toBe(0);
    expect(processingTime({ started_at: "2026-01-01T00:00:00.000Z", finished_at: "2026-01-01T00:00:01.234Z" }, new Date())).toBe(1.234);
    expect(processingTime({ started_at: "2026-01-01T00:00:00.000Z" }, new Date("2026-01-01T00:00:02.500Z"))).toBe(2.5);
  });

  it("shows exactly the interface's fields", () => {
    const view = jobStatusView({ job_id: 3, email_hash: "h", client_user_id: null, status: "queued", error_code: null, error_message: null, created_at: "2026-01-01T00:00:00Z", updated_at: "2026-01-01T00:00:00Z" }, new Date());
    expect(Object.keys(view).sort()).toEqual(["client_user_id", "created_at", "email_hash", "error_code", "error_message", "id", "processing_time", "status", "updated_at"]);
  });
});
