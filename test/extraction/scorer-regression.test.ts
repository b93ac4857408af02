import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * Runs the project's scorer (`npm run score`, which runs `npm run parse` over the corpus) and fails when a headline
 * field or products F1 drops below the level reached: on the whole corpus, and on the team's 93 shared emails (ids
 * `d…`) on their own, whose level must never fall as the corpus grows with harder mail. Raise these floors when
 * accuracy improves.
 */
type Floors = { fields: Record<string, number>; productsF1: number };
const wholeCorpus: Floors = {
  // order number 97 since 2026-11-26: an invoice PDF prints its number under a bare "NUMBER" column heading
  // merchant 95, purchase date 96, subtotal 97 since 2026-11-27 (bodies without a sender, more date forms, net totals)
  // subtotal 95 since 2026-11-25: 2001 travel mails (fares and room rates printed without a label) joined the corpus;
  // currency and tax 98 the same day (currencies named in words or by the Date header's US time zone, German airport taxes)
  // is_receipt 97 and merchant 93 since 2026-11-25: 2001 mails forwarded between colleagues, a ticket application's
  // acknowledgement, an auction's total before payment
  // is_receipt 96, merchant 90, purchase date 94, currency 96, total 96, subtotal 94, tax 97, shipping 98 since 2026-11-26
  // (session 14): 26 more 2001 mails — corporate travel agencies' GDS invoices, eBay sellers' own invoices and
  // shipping notes, auction houses' shipping charges, forwarded fragments — joined the tuned corpus at 66.6
  // order number 96 since 2026-11-26 (session 15): 24 more 2001 mails — small sellers mailing from providers'
  // mailboxes, hotels booked through colleagues and agencies, Lotus Notes forwards, a camp registration still to be
  // paid — joined the tuned corpus at 74.6 and 83 (merchant fell to 89.4 with them, back to 90.6 with the round's rules)
  // tax 96 since 2026-11-26 (session 19): 9 real mails found this session (a co-op's delivery list, carriers' and shops'
  // notices, a food-delivery receipt, an Airbnb host's booking notice whose guest taxes a look-alike's label leaves out)
  // joined the tuned corpus at 78.2
  // total 95 since 2026-11-26 (session 20): 52 real mails joined the tuned corpus at 90.9, among them a parcel tracker's
  // store of its owner's mail whose bodies its scraper flattened, the HTML's texts glued without a space
  // ("Estimated Tax$0.00TOTAL$289.85View Order Details")
  fields: { is_receipt: 96, merchant_name: 90, order_number: 96, purchase_date: 94, currency: 96, total: 95, subtotal: 94, tax: 96,
    shipping: 98, payment_last4: 98 },
  // products F1 94 since 2026-11-26: a paid telecom bill lists its items only in a UTF-16 text attachment (n161)
  // products F1 91 since 2026-11-25: 2001 travel, ticket and donation mails whose one line the label describes in its
  // own words, and orders that list items only in prose (currency 97: orders that print no sum but an advert's)
  // products F1 89 since 2026-11-26 (session 14): the same mails' tickets and auction lots, described in the labels' own words
  productsF1: 89,
};
const sharedEmails: Floors = {
  fields: { is_receipt: 100, merchant_name: 100, order_number: 98, purchase_date: 98, currency: 100, total: 98, subtotal: 96, tax: 98,
    shipping: 98, payment_last4: 97 },
  productsF1: 95,
};

type Report = {
  fields: Array<{ field: string; accuracy: number }>; products: { f1: number }; parser_failures: number;
  calibration: Array<{ field: string; high: { n: number; accuracy: number | null } }>;
};

// (nine minutes each at most: the tuned corpus is 728 emails, parsed in one process beside the other test files on a
// two-core machine, about two and a half minutes when the machine is otherwise idle)
// (run without blocking the test worker: a synchronous run of a minute starves the worker's messages to the test
// runner, which then gives up on it with "Timeout calling onTaskUpdate" although every test passed)
async function score(...args: string[]): Promise<Report> {
  const run = await promisify(execFile)("npm", ["run", "--silent", "score", "--", "--json", ...args], { encoding: "utf8", timeout: 540_000, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(run.stdout) as Report;
}

function expectFloors(report: Report, floors: Floors, set: string) {
  expect(report.parser_failures).toBe(0);
  const accuracy = Object.fromEntries(report.fields.map((f) => [f.field, f.accuracy]));
  for (const [field, floor] of Object.entries(floors.fields)) expect(accuracy[field], `${set}: ${field}`).toBeGreaterThanOrEqual(floor);
  expect(report.products.f1, `${set}: products F1`).toBeGreaterThanOrEqual(floors.productsF1);
}

describe("corpus score", () => {
  it("keeps the 93 shared emails at or above the level they reached", async () => {
    expectFloors(await score("--only", "^d"), sharedEmails, "shared emails");
  }, 540_000);

  it("keeps every headline field and products F1 at or above the level reached", async () => {
    const report = await score();
    expectFloors(report, wholeCorpus, "whole corpus");
    // confidence that means something: values reported at 0.9 or more are right at least 98 % of the time
    for (const c of report.calibration) if (c.high.n >= 10) expect(c.high.accuracy, `${c.field} at confidence >= 0.9`).toBeGreaterThanOrEqual(98);
  }, 540_000);
});
