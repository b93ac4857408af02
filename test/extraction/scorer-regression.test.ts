import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * Runs the project's scorer (`npm run score`, which runs `npm run parse` over the whole corpus) and fails when a
 * headline field or products F1 drops below the level reached. Raise these floors when accuracy improves.
 */
const floors: Record<string, number> = {
  is_receipt: 99, merchant_name: 99, order_number: 98, purchase_date: 96, currency: 97, total: 96,
  subtotal: 96, tax: 96, shipping: 98, payment_last4: 97,
};
const productsF1Floor = 94;

type Report = {
  fields: Array<{ field: string; accuracy: number }>; products: { f1: number }; parser_failures: number;
  calibration: Array<{ field: string; high: { n: number; accuracy: number | null } }>;
};

describe("corpus score", () => {
  it("keeps every headline field and products F1 at or above the level reached", () => {
    const run = spawnSync("npm", ["run", "--silent", "score", "--", "--json"], { encoding: "utf8", timeout: 180_000 });
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.parser_failures).toBe(0);
    const accuracy = Object.fromEntries(report.fields.map((f) => [f.field, f.accuracy]));
    for (const [field, floor] of Object.entries(floors)) expect(accuracy[field], field).toBeGreaterThanOrEqual(floor);
    expect(report.products.f1).toBeGreaterThanOrEqual(productsF1Floor);
    // confidence that means something: values reported at 0.9 or more are right at least 98 % of the time
    for (const c of report.calibration) if (c.high.n >= 10) expect(c.high.accuracy, `${c.field} at confidence >= 0.9`).toBeGreaterThanOrEqual(98);
  }, 180_000);
});
