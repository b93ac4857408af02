import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildContext } from "../../lambdas/extraction/context";
import { unwrapForward } from "../../lambdas/extraction/forward";
import { cityLine } from "../../lambdas/extraction/generic/address";
import { parseMime } from "../../lambdas/extraction/mime";
import { parseReceiptEmail } from "../../lambdas/extraction/index";
import { sampleReceiptEml } from "../../lambdas/samples/sample-receipt";

// Made-up addresses only; real emails are read in place from the corpus (never copied, never logged).
const eml = (headers: string[], body: string) => [...headers, "MIME-Version: 1.0", "", body].join("\r\n");
const text = (body: string[]) => eml(["From: Shop <orders@shop.example>", "Subject: Your order 1001", "Content-Type: text/plain; charset=utf-8"], body.join("\n"));
const html = (body: string) => eml(["From: Shop <orders@shop.example>", "Subject: Your order 1001", "Content-Type: text/html; charset=utf-8"], `<html><body>${body}</body></html>`);
const address = async (raw: string) => (await parseReceiptEmail(raw)).shipping_address;
const empty = { name: "", street: "", city: "", region: "", postal_code: "", country: "" };

describe("shipping address", () => {
  it("reads the bundled sample's one-line address", async () => {
    expect(await address(sampleReceiptEml)).toEqual({
      name: "Sam Sample", street: "12 Harbor Lane", city: "Portland", region: "OR", postal_code: "97201", country: "United States",
    });
  });

  it("reads a US block of HTML rows after 'Ship to:', skipping the phone number, country not printed", async () => {
    const r = await address(html(
      "<p>Order 1001</p><table><tr><td>Ship to:</td></tr><tr><td>Pat Example</td></tr><tr><td>400 Elm Street</td></tr>" +
      "<tr><td>Suite 2</td></tr><tr><td>Springfield, IL 62701</td></tr><tr><td>(555) 010-0199</td></tr></table>" +
      "<table><tr><td>Order total:</td><td>$10.00</td></tr></table>",
    ));
    expect(r).toEqual({ name: "Pat Example", street: "400 Elm Street, Suite 2", city: "Springfield", region: "IL", postal_code: "62701", country: "" });
  });

  it("reads a UK block with a locality line and the country, and stops at the billing address", async () => {
    const r = await address(text([
      "Order 1001", "", "Delivery address", "----------------", "Robin Example", "7 Mill Lane", "Oldtown", "London SW1A 1AA", "United Kingdom", "",
      "Billing address", "Robin Example", "1 Other Road", "Leeds LS1 1AA", "", "Total: £5.00",
    ]));
    expect(r).toEqual({ name: "Robin Example", street: "7 Mill Lane, Oldtown", city: "London", region: "", postal_code: "SW1A 1AA", country: "United Kingdom" });
  });

  it("reads German, French, Italian and Spanish layouts (postal code before the city)", async () => {
    expect(await address(text(["Bestellung 1001", "Lieferadresse:", "Erika Beispiel", "Beispielstraße 5", "10115 Berlin", "Deutschland"])))
      .toEqual({ name: "Erika Beispiel", street: "Beispielstraße 5", city: "Berlin", region: "", postal_code: "10115", country: "Deutschland" });
    expect(await address(text(["Commande 1001", "Adresse de livraison :", "Jean Exemple", "3 rue des Fleurs", "75002 Paris", "France"])))
      .toEqual({ name: "Jean Exemple", street: "3 rue des Fleurs", city: "Paris", region: "", postal_code: "75002", country: "France" });
    expect(await address(text(["Ordine 1001", "Indirizzo di spedizione", "Maria Esempio", "Via Garibaldi 9", "00184 Roma RM", "Italia"])))
      .toEqual({ name: "Maria Esempio", street: "Via Garibaldi 9", city: "Roma", region: "RM", postal_code: "00184", country: "Italia" });
    expect(await address(text(["Pedido 1001", "Dirección de envío:", "Ana Ejemplo", "Calle Mayor 3", "28013 Madrid", "España"])))
      .toEqual({ name: "Ana Ejemplo", street: "Calle Mayor 3", city: "Madrid", region: "", postal_code: "28013", country: "España" });
  });

  it("reads the shipping column of side-by-side shipping and billing blocks", async () => {
    const r = await address(html(
      "<table><tr><td>Shipping address</td><td>Billing address</td></tr><tr><td>Lee Example</td><td>Kim Example</td></tr>" +
      "<tr><td>9 Oak Ave</td><td>1 Pine Rd</td></tr><tr><td>Austin, TX 78701</td><td>Dallas, TX 75201</td></tr></table>",
    ));
    expect(r).toEqual({ ...empty, name: "Lee Example", street: "9 Oak Ave", city: "Austin", region: "TX", postal_code: "78701" });
  });

  it("reads labelled parts ('City:', 'Apt:') and a short 'Your order will be sent to' block", async () => {
    expect(await address(html("<div>Deliver to:</div><div>Sky Example</div><div>5 Bay St</div><div>Cross Streets: 1st Ave</div><div>City: Townsville</div><div>Apt: 3B</div><div>Delivery Instructions:</div>")))
      .toEqual({ ...empty, name: "Sky Example", street: "5 Bay St, 3B", city: "Townsville" });
    expect(await address(html("<div>Your order will be sent to:</div><div>Jo</div><div>SMALLTOWN</div><div>United Kingdom</div><div>Order Total: £3.00</div>")))
      .toEqual({ ...empty, name: "Jo", city: "SMALLTOWN", country: "United Kingdom" });
    expect(await address(html("<div>SHIP TO</div><div>Jo</div><div>SMALLTOWN, AZ</div><div>SHIPMENT TOTAL</div><div>$0.00</div>")))
      .toEqual({ ...empty, name: "Jo", city: "SMALLTOWN", region: "AZ" });
  });

  it("reads Amazon's 'Arriving …' line followed by 'NAME - CITY, ST'", async () => {
    expect(await address(html("<div>Arriving Tuesday</div><div>Jo - SMALLTOWN, AZ</div><div>Order # 1001</div>")))
      .toEqual({ ...empty, name: "Jo", city: "SMALLTOWN", region: "AZ" });
  });

  it("is null without an address block: a sentence that mentions one, a label with nothing after it, a name alone", async () => {
    expect(await address(text(["Order 1001", "To change your delivery address, contact us.", "This email was sent to: a@b.example"]))).toBeNull();
    expect(await address(text(["Order 1001", "Shipping Address:", "Shipping Speed:", "One-Day Shipping", "Total: $5.00"]))).toBeNull();
    expect(await address(text(["Order 1001", "Ship to:", "Jo Example", "Order total: $5.00"]))).toBeNull();
    expect(await address(text(["Order 1001", "Enviar a medida que estén disponibles"]))).toBeNull();
  });

  it("parses city lines of several countries, and does not read a street as one", () => {
    expect(cityLine("Toronto, ON M5V 2T6")).toEqual({ city: "Toronto", region: "ON", postal: "M5V 2T6" });
    expect(cityLine("Sydney NSW 2000")).toEqual({ city: "Sydney", region: "NSW", postal: "2000" });
    expect(cityLine("Salem, Oregon 97301")).toEqual({ city: "Salem", region: "Oregon", postal: "97301" });
    expect(cityLine("1011 AB Amsterdam")).toEqual({ city: "Amsterdam", region: "", postal: "1011 AB" });
    expect(cityLine("1600 Example Parkway")).toBeNull();
    expect(cityLine("12 Harbor Lane")).toBeNull();
  });
});

// Real emails that print a delivery address: the parts are read where the email prints them, never invented.
import { corpusDir as corpus } from "../support/corpus";
const corpusEml = (id: string) => readFileSync(join(corpus, `${id}.eml`));
async function printed(id: string): Promise<string> {
  const mail = await parseMime(corpusEml(id));
  const ctx = buildContext(mail, unwrapForward(mail));
  return [ctx.text, ...ctx.plainLines.map((l) => l.text)].join("\n");
}

describe("shipping address in real emails", () => {
  it("reads an Amazon.co.uk full address: town and county before a UK postcode, then the country", async () => {
    const a = (await parseReceiptEmail(corpusEml("d099"))).shipping_address;
    expect(a).toMatchObject({ region: "Surrey", country: "United Kingdom" });
    expect(a?.postal_code).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    expect(a?.street).toMatch(/^\d+ /);
    expect(a?.name).not.toBe("");
    expect(a?.city).not.toBe("");
  });

  it("reads Amazon's short forms: name and town with the country, name and 'TOWN, ST', 'NAME - TOWN, ST'", async () => {
    for (const id of ["d101", "d104"]) {
      const a = (await parseReceiptEmail(corpusEml(id))).shipping_address;
      expect(a).toMatchObject({ street: "", region: "", postal_code: "", country: "United Kingdom" });
      expect(a?.city).toMatch(/^[A-Z]+$/);
    }
    for (const id of ["d110", "d114", "d072"]) {
      const a = (await parseReceiptEmail(corpusEml(id))).shipping_address;
      expect(a).toMatchObject({ street: "", postal_code: "", country: "" });
      expect(a?.region).toMatch(/^[A-Z]{2}$/);
      expect(a?.name).not.toBe("");
    }
  });

  it("reads a delivery order's labelled city and apartment lines", async () => {
    const a = (await parseReceiptEmail(corpusEml("d093"))).shipping_address;
    expect(a).toMatchObject({ city: "New York", region: "", postal_code: "", country: "" });
    expect(a?.street).toMatch(/^\d+ .+, .+/);
  });

  it("is null where the email prints the label with no address, or none at all", async () => {
    for (const id of ["d137", "d062", "d111"]) expect((await parseReceiptEmail(corpusEml(id))).shipping_address).toBeNull();
  });

  it("takes every part it reports from the email's own text", async () => {
    for (const id of ["d072", "d093", "d094", "d099", "d100", "d101", "d104", "d110", "d114", "d116", "d121", "d122"]) {
      const a = (await parseReceiptEmail(corpusEml(id))).shipping_address;
      expect(a, id).not.toBeNull();
      const body = await printed(id);
      for (const part of Object.values(a ?? {})) for (const piece of part.split(", ")) if (piece) expect(body.includes(piece), id).toBe(true);
    }
  });
});
