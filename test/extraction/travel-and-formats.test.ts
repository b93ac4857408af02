import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";
import { byteEscaped, decodeQuotedPrintable, looksQuotedPrintable } from "../../lambdas/extraction/mime";

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

  it("reads a body saved from a program's printout of its bytes ('Apple\\xc2\\xa0Cash'): the escapes are the characters", async () => {
    expect(byteEscaped(String.raw`Apple\xc2\xa0Cash, 200\xc2\xa0GB, Lin\xe2\x80\x99s iPad`)).toBe("Apple\u00a0Cash, 200\u00a0GB, Lin’s iPad");
    // (one or two escapes are a text that speaks of them; a run that is no UTF-8 stays)
    expect(byteEscaped(String.raw`Use \xc2\xa0 for a space`)).toBe(String.raw`Use \xc2\xa0 for a space`);
    expect(byteEscaped(String.raw`a\xff b\xc2\xa0 c\xc2\xa0 d\xc2\xa0`)).toBe(String.raw`a\xff b` + "\u00a0 c\u00a0 d\u00a0");
    const body = ["MIME-Version: 1.0", "Content-Type: text/html; charset=utf-8", "", String.raw`<p>Receipt</p><p>Apple\xc2\xa0Cash</p><p>ORDER ID MLV1DG11SW</p><p>iCloud+ with 200\xc2\xa0GB of Storage</p><p>$2.99</p><p>TOTAL $2.99</p><p>Copyright \xc2\xa9 2023 Lumen Inc.</p>`].join("\r\n");
    const r = await parseReceiptEmail(body);
    expect([r.products.map((p) => [p.description, p.total_price]), r.merchant.name]).toEqual([[["iCloud+ with 200 GB of Storage", 2.99]], "Lumen Inc"]);
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
