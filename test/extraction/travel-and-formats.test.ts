import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";
import { decodeQuotedPrintable, looksQuotedPrintable } from "../../lambdas/extraction/mime";

// Real emails read in place (never copied into the repo, never logged).
import { corpusDir as corpus } from "../support/corpus";
const parse = (id: string) => parseReceiptEmail(readFileSync(join(corpus, `${id}.eml`)));

describe("formats and travel sellers", () => {
  it("reads schema.org microdata: a FlightReservation's number and airline behind a card's travel agency", async () => {
    const r = await parse("d079");
    expect(r.parser.method).toBe("schema_org");
    expect(["LMTRZQ", "KZUAUU", "H-H-G4K8NY7KW4"]).toContain(r.order.number);
    expect(r.merchant).toMatchObject({ name: "American Airlines", intermediary: "Capital One Travel" });
  });

  it("decodes quoted-printable HTML saved without MIME headers", async () => {
    const r = await parse("d125");
    expect(r.order.number).toBe("2000137-67895124");
    expect(r.is_receipt).toBe(true);
    expect(looksQuotedPrintable("a=3Db =\r\nc=3D=20d =\r\ne=3D\r\nf=\r\n")).toBe(true);
    expect(decodeQuotedPrintable("caf=C3=A9 =\r\nbar=3D1")).toBe("café bar=1");
  });

  it("names the airline flown, not the agency that sent the booking", async () => {
    expect((await parse("d080")).merchant).toMatchObject({ name: "Delta Air Lines", intermediary: "Chase Travel" });
    expect((await parse("d081")).merchant.name).toBe("All Nippon Airways");
    expect((await parse("d130")).merchant).toMatchObject({ name: "airBaltic", intermediary: "Travellink" });
    expect((await parse("d126")).merchant).toMatchObject({ name: "Delta Air Lines", intermediary: "Amadeus" });
  });

  it("names the hotel booked through Booking.com, and the airline behind its own booking subdomain", async () => {
    expect((await parse("d076")).merchant).toMatchObject({ name: "Millennium Hotel Knickerbocker Chicago", intermediary: "Booking.com" });
    expect((await parse("d129")).merchant.name).toBe("Eurowings");
  });

  it("a flight receipt without item rows has one item: the ticket at the total, under the email's fare heading", async () => {
    const r = await parse("d069");
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Air Transportation Charges", 1, 546.8]]);
  });
});
