import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Made-up travel receipts: a receipt for a journey or a stay is its booking; a ride's receipt stays a payment.
const eml = (from: string, subject: string, body: string[]) => [
  `From: ${from}`, `Subject: ${subject}`, "Date: Tue, 10 Mar 2026 10:00:00 +0000", "Content-Type: text/plain; charset=utf-8",
  "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");

describe("travel receipts", () => {
  it("types a receipt for a journey as a travel booking when its subject or opening lines name the travel", async () => {
    const rail = await parseReceiptEmail(eml("Rail Shop <tickets@rail.example>", "Your receipt for your booking", [
      "Thanks for booking with us.", "Transaction ID: 12345678", "London Kings Cross to Edinburgh", "Outward journey: 14 Apr 2026, 09:00",
      "Ticket price: £45.20", "Booking fee: £1.50", "Total paid: £46.70",
    ]));
    expect([rail.email_type, rail.is_receipt, rail.totals.total]).toEqual(["travel_booking", true, 46.7]);
    const air = await parseReceiptEmail(eml("Airline <receipts@air.example>", "eTicket Itinerary and Receipt for Confirmation KX7P2Q", [
      "Confirmation Number: KX7P2Q", "Flight 1: XA 1234  San Francisco (SFO) to Chicago (ORD)", "Airfare: 312.56 USD", "Total: 336.00 USD",
    ]));
    expect(air.email_type).toBe("travel_booking");
    const bahn = await parseReceiptEmail(eml("Bahn <buchung@bahn.example>", "Ihre Quittung", [
      "Auftragsnummer: 123456789012", "Hinfahrt: Berlin Hbf -> München Hbf, 14.04.2026, 08:00", "Abfahrt 08:00", "Gesamtpreis: 79,90 €",
    ]));
    expect(bahn.email_type).toBe("travel_booking");
  });

  it("keeps a ride's receipt a payment receipt", async () => {
    const ride = await parseReceiptEmail(eml("Rides <receipts@rides.example>", "Your receipt for your Tuesday evening trip", [
      "Thanks for riding, Pat", "Total $18.40", "Trip fare $15.10", "Booking fee $2.30", "Visa ••••4242",
    ]));
    expect([ride.email_type, ride.is_receipt]).toEqual(["payment_receipt", true]);
  });
});

describe("a booking that states its price, not a total", () => {
  it.each([
    ["Price: € 248", 248], ["Preis: 248,00 €", 248], ["Prix total : 248,00 €", 248],
  ])("reads '%s' as the total", async (line, total) => {
    const r = await parseReceiptEmail(eml("Stays <noreply@stays.example>", "Your booking is confirmed at Hotel Arcadia", [
      "Confirmation number: 4120.558.213", "Check-in: Friday, 12 July 2024", "Check-out: Sunday, 14 July 2024", "Double Room", line, "includes € 18.40 VAT",
      "City tax € 4 per person per night is not included.",
    ]));
    expect([r.email_type, r.totals.total]).toEqual(["travel_booking", total]);
  });
});
