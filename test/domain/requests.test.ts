import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lambdas/domain/errors";
import { coded, firstIssue, objectMessage, parseRequest, reportedIn, withRules } from "../../lambdas/domain/requests/issues";
import { clearHistorySchema } from "../../lambdas/domain/requests/clear-history";
import { forwardedQuerySchema } from "../../lambdas/domain/requests/forwarded";
import { createJobFormSchema } from "../../lambdas/domain/requests/jobs";

function rejection(run: () => unknown): ApiError {
  try {
    run();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("no error");
}

const toySchema = () => withRules(
  v.strictObject({ a: v.optional(v.number(coded(106))), b: v.optional(v.string("b must be text")) }, objectMessage("field", "not an object")),
  [{ check: (o) => (o.a === undefined && o.b === undefined ? coded(105) : null), jsonSchema: { anyOf: [{ required: ["a"] }, { required: ["b"] }] } }],
  "a toy",
);
const toy = toySchema();

describe("request schema issues become the interface's codes", () => {
  it("reads the code a message names, and makes every other message error 100 with it as the detail", () => {
    expect(rejection(() => parseRequest(toy, { a: "x" }))).toMatchObject({ code: 106, message: "Global day_cutoff is not an integer" });
    expect(rejection(() => parseRequest(toy, { b: 5 }))).toMatchObject({ code: 100, message: "Invalid input: b must be text" });
    expect(rejection(() => parseRequest(toy, {}))).toMatchObject({ code: 105 });
    expect(rejection(() => parseRequest(toy, "text"))).toMatchObject({ code: 100, message: "Invalid input: not an object" });
  });

  it("tells an unrecognized field first, then follows the order it is given", () => {
    expect(rejection(() => parseRequest(toy, { a: "x", colour: 1 })).message).toBe("Invalid input: unrecognized field colour");
    expect(rejection(() => parseRequest(toy, { a: "x", b: 1 })).code).toBe(106);
    expect(rejection(() => parseRequest(reportedIn(toySchema(), ["100", "106"]), { a: "x", b: 1 })).code).toBe(100);
    const issues = v.safeParse(toy, { a: "x", b: 1 }).issues!;
    expect(firstIssue(issues, ["106", "100"]).message).toBe(coded(106));
  });

  it("runs the rules across fields even when a field is wrong, so their order against the fields is the schema's", () => {
    const issues = v.safeParse(toy, { zz: 1 }).issues!.map((i) => i.message);
    expect(issues).toEqual(["unrecognized field zz", coded(105)]);
  });

  it("reports which filters go together before a malformed value in the forwarded queries", () => {
    const q = { "ereceipt[from]": "2026-13-01", "ereceipt[from_date]": "2026-03-01" };
    expect(rejection(() => parseRequest(forwardedQuerySchema("stats"), q)).message).toMatch(/cannot be combined/);
    expect(firstIssue(v.safeParse(forwardedQuerySchema("stats"), q).issues!).message).toMatch(/must be a date/); // valibot's own order
  });

  it("normalises what it accepts: trimmed, lower-cased, blank as not given", () => {
    expect(parseRequest(clearHistorySchema, { emailAddress: " Sam@Example.NET ", clientUserId: " u1 " })).toEqual({ emailAddress: "sam@example.net", clientUserId: "u1" });
    const form = parseRequest(createJobFormSchema(100), { eml_data: "x", email_hash: "A".repeat(64), provider: " Gmail ", client_user_id: " " });
    expect(form).toMatchObject({ email_hash: "a".repeat(64), provider: "gmail", client_user_id: null });
  });
});
