import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// `npm run score` over a temporary folder of two made-up emails and their labels.
const eml = (subject: string, body: string) =>
  ["From: Northwind <orders@northwind.example>", `Subject: ${subject}`, "Date: Tue, 03 Nov 2026 10:00:00 +0000",
    "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body].join("\r\n");

describe("npm run score", () => {
  it("parses each labelled email and prints the report as JSON", () => {
    const dir = mkdtempSync(join(tmpdir(), "score-"));
    writeFileSync(join(dir, "m1.eml"), eml("Order confirmation", "Order number: 4711\nBlue Mug\t$10.00\nTotal: $10.00"));
    writeFileSync(join(dir, "m1.json"), JSON.stringify({ is_receipt: true, order_number: "4711", total: 10, currency: "USD" }));
    writeFileSync(join(dir, "m2.eml"), eml("Your sign-in code", "Your one-time code is 123456."));
    writeFileSync(join(dir, "m2.json"), JSON.stringify({ is_receipt: false, order_number: null, total: null }));
    writeFileSync(join(dir, "unlabelled.eml"), eml("x", "y"));
    const run = spawnSync("npm", ["run", "--silent", "score", "--", "--corpus", dir, "--json"], { encoding: "utf8", timeout: 120_000 });
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.emails).toBe(2);
    expect(report.parser_failures).toBe(0);
    const byField = Object.fromEntries(report.fields.map((f: { field: string; accuracy: number }) => [f.field, f.accuracy]));
    expect(byField).toMatchObject({ is_receipt: 100, order_number: 100, total: 100, currency: 100 });
    expect(report.calibration.map((c: { field: string }) => c.field)).toContain("total");
  }, 120_000);

  it("refuses a folder that does not exist with a clear message and exit 2", () => {
    const run = spawnSync("npm", ["run", "--silent", "score", "--", "--corpus", "/nonexistent/corpus"], { encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("no such folder");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
