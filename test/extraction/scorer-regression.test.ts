import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * Runs the project's scorer (`npm run score`, which runs `npm run parse` over the whole corpus) and fails when a
 * headline field or products F1 drops below the level reached. Raise these floors when accuracy improves.
 */
const floors: Record<string, number> = {
  is_receipt: 98, merchant_name: 99, order_number: 97, purchase_date: 96, currency: 97, total: 96,
  subtotal: 96, tax: 96, shipping: 98, payment_last4: 97,
};
const productsF1Floor = 94;

type Report = { fields: Array<{ field: string; accuracy: number }>; products: { f1: number }; parser_failures: number };

describe("corpus score", () => {
  it("keeps every headline field and products F1 at or above the level reached", () => {
    const run = spawnSync("npm", ["run", "--silent", "score", "--", "--json"], { encoding: "utf8", timeout: 180_000 });
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.parser_failures).toBe(0);
    const accuracy = Object.fromEntries(report.fields.map((f) => [f.field, f.accuracy]));
    for (const [field, floor] of Object.entries(floors)) expect(accuracy[field], field).toBeGreaterThanOrEqual(floor);
    expect(report.products.f1).toBeGreaterThanOrEqual(productsF1Floor);
  }, 180_000);
});
