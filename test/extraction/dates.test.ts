import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDate, parseTime } from "../../lambdas/extraction/dates";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

describe("parseDate", () => {
  it.each([
    ["June 15, 2025", "2025-06-15"], ["Sunday, June 15, 2025", "2025-06-15"], ["15 June 2025", "2025-06-15"],
    ["15. Juni 2025", "2025-06-15"], ["12. August 2020", "2020-08-12"], ["15 juin 2025", "2025-06-15"],
    ["1er mars 2024", "2024-03-01"], ["15 de junio de 2025", "2025-06-15"], ["15 giugno 2025", "2025-06-15"],
    ["2025-06-15T10:00:00Z", "2025-06-15"], ["15.06.2025", "2025-06-15"], ["Jun 5th, 2025", "2025-06-05"],
  ])("reads %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it("reads slashed dates month-first for en-US and day-first otherwise", () => {
    expect(parseDate("05/06/2025", "mdy")).toBe("2025-05-06");
    expect(parseDate("05/06/2025", "dmy")).toBe("2025-06-05");
  });

  it("falls back to the only valid reading when the locale's reading is impossible", () => {
    expect(parseDate("06/15/2025", "dmy")).toBe("2025-06-15");
  });

  it("reads every valid day in every supported layout", () => {
    const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    fc.assert(fc.property(fc.date({ min: new Date("1995-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (d) => {
      const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, day = d.getUTCDate();
      const iso = d.toISOString().slice(0, 10);
      const pad = (n: number) => String(n).padStart(2, "0");
      expect(parseDate(`${months[m - 1]} ${day}, ${y}`)).toBe(iso);
      expect(parseDate(`${day} ${months[m - 1]} ${y}`)).toBe(iso);
      expect(parseDate(`${pad(day)}.${pad(m)}.${y}`)).toBe(iso);
      expect(parseDate(`${pad(m)}/${pad(day)}/${y}`, "mdy")).toBe(iso);
      expect(parseDate(iso)).toBe(iso);
    }));
  });
});

describe("parseTime", () => {
  it("converts 12-hour clock times to 24-hour HH:MM", () => {
    expect(parseTime("3:05 PM")).toBe("15:05");
    expect(parseTime("12:10 am")).toBe("00:10");
    expect(parseTime("19:45")).toBe("19:45");
  });
});

describe("a body kept without its headers (session 20)", () => {
  it("takes its first date as the purchase date when no Date header gives a day to check it against", async () => {
    const raw = ["From: Rides <receipts@rides.example.com>", "Subject: Your ride receipt", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      "8 Dec 2025", "21:06", "Thanks for riding, Pat", "Trip fare | $25.94", "Total | $25.94"].join("\r\n");
    expect((await parseReceiptEmail(raw)).order.purchase_date).toBe("2025-12-08");
  });
});

describe("a stay's dates over their labels (session 30)", () => {
  it("never takes a date whose next line opens with another date's label ('Check-in is 3:00 PM') for the purchase date", async () => {
    const raw = ["Subject: Your reservation is confirmed", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      "Your reservation is confirmed", "Saturday,", "May 22, 2021", "Check-in is 3:00 PM - 10:00 PM", "Friday,", "May 28, 2021", "Checkout by 11:00 AM",
      "Payment 1 of 1", "$1,047.60", "May 15, 2021 · 03:03PM EDT", "Amount paid (USD) | $1,047.60", "Reservation code | HMWR25YAHH"].join("\r\n");
    expect((await parseReceiptEmail(raw)).order.purchase_date).toBe("2021-05-15");
  });
});

describe("a purchase date given as 'Today' (session 22)", () => {
  const raw = (date: string, when: string) => ["From: Taqueria <noreply@pos.example>", "Subject: Your order #1170", `Date: ${date}`,
    "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", "Thanks for your order!", `Ordered | ${when}`, "Taco | $13.50", "Total | $13.50"].join("\r\n");
  it.each([
    ["Fri, 01 Mar 2024 00:41:12 +0000", "Today at 4:41 PM", "2024-02-29", "16:41"],
    ["Fri, 01 Mar 2024 23:10:00 +0000", "Today at 8:05 AM", "2024-03-02", "08:05"],
    ["Fri, 01 Mar 2024 14:00:00 +0100", "Heute", "2024-03-01", null],
  ])("in an email sent %s, '%s' is %s", async (date, when, day, time) => {
    const r = await parseReceiptEmail(raw(date, when));
    expect([r.order.purchase_date, r.order.purchase_time]).toEqual([day, time]);
  });
});

describe("numeric dates in an email whose amounts name a day-first country's currency (session 23)", () => {
  it.each(["MXN 250.00", "ZAR 250.00", "SEK 250.00", "250,00 ₺"])("reads 03/02/2024 as 3 February beside %s", async (amount) => {
    const r = await parseReceiptEmail(["From: Shop <orders@shop.example.com>", "Subject: Your receipt", "Date: Tue, 12 Mar 2024 14:05:00 +0000",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", "Receipt", "Order date: 03/02/2024", `Total: ${amount}`].join("\r\n"));
    expect(r.order.purchase_date).toBe("2024-02-03");
  });
});

describe("a date still to come says nothing of the order numeric dates are written in (session 23)", () => {
  it("reads '08/05/2021' in a US bill payment sent on 6 August as 5 August, whatever 'scheduled for 09/05/2021' below it", async () => {
    const r = await parseReceiptEmail(["From: Cable Co <alerts@cable.example.net>", "Subject: Your automatic payment was processed", "Date: Fri, 06 Aug 2021 07:03:12 -0400",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", "Amount paid | $119.98", "Payment date | 08/05/2021",
      "Your next automatic payment of $119.98 is scheduled for 09/05/2021, based on your balance."].join("\r\n"));
    expect(r.order.purchase_date).toBe("2021-08-05");
  });
});

describe("a numeric date at a sentence's end is evidence of the order too (session 23)", () => {
  it("reads '05/06/2022' day first when 'delivered on 14/06/2022.' can only be day first", async () => {
    const r = await parseReceiptEmail(["From: Shop <orders@shop.example.com>", "Subject: Your receipt", "Date: Wed, 15 Jun 2022 10:00:00 +0000",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", "Order date: 05/06/2022", "Total: $12.00", "It was delivered on 14/06/2022."].join("\r\n"));
    expect(r.order.purchase_date).toBe("2022-06-05");
  });
});
