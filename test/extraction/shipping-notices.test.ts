import { describe, expect, it } from "vitest";
import { parseReceiptEmail } from "../../lambdas/extraction/index";

// Made-up shipping notices in the wordings shops use: each test holds a kind of notice, never one shop.
const eml = (from: string, subject: string, body: string[]) => [
  `From: ${from}`, `Subject: ${subject}`, "Date: Tue, 10 Mar 2026 10:00:00 +0000", "Content-Type: text/plain; charset=utf-8",
  "MIME-Version: 1.0", "", body.join("\n"),
].join("\r\n");
const typeOf = async (from: string, subject: string, body: string[]) => {
  const r = await parseReceiptEmail(eml(from, subject, body));
  return [r.email_type, r.is_receipt];
};

describe("shipping notices", () => {
  it("reads a carrier's own notice that tracks a parcel as a shipping notice, whatever words it uses", async () => {
    const r = await parseReceiptEmail(eml("UPS <pkginfo@ups.com>", "Information", ["From LANTERN BOOKS", "Tracking Number: 1Z999AA10123456784"]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "shipping_confirmation"]);
  });

  it("never takes a carrier's reference that is the parcel's tracking number for an order number; an order's own label keeps it", async () => {
    const ref = await parseReceiptEmail(eml("Parcel Express <donotreply@parcelexpress.example>", "Tracking Status Update", [
      "Your shipment has been delivered.", "Reference Number: EEUS014456634CA0", "Tracking Number: EEUS014456634CA0", "Delivered: Dec 12, 2024"]));
    expect([ref.order.number, ref.shipments.map((s) => s.tracking_number)]).toEqual([null, ["EEUS014456634CA0"]]);
    const own = await parseReceiptEmail(eml("Acme <orders@acme.example>", "Your order has shipped", [
      "Your order has shipped.", "Order number: 7324588146", "Tracking number: 7324588146"]));
    expect(own.order.number).toBe("7324588146");
  });

  it("reads a tracking number printed right after 'Tracking' without a colon ('Tracking 1Z999AA10123456784'), never a word after it", async () => {
    const r = await parseReceiptEmail(eml("Acme <orders@acme.example>", "Acme: order shipped", ["Your items are on their way.", "Tracking 1Z999AA10123456784"]));
    expect([r.is_receipt, r.shipments.map((s) => s.tracking_number)]).toEqual([true, ["1Z999AA10123456784"]]);
    const words = await parseReceiptEmail(eml("Acme <orders@acme.example>", "Acme: order shipped", ["Your items are on their way.", "Tracking information will follow."]));
    expect(words.shipments).toEqual([]);
  });

  it("reads a notice that says 'your order' often and 'has been shipped' once as shipped, whatever its subject", async () => {
    expect(await typeOf("Acme <orders@acme.example>", "Information", [
      "Dear Pat,", "Thanks for shopping with Acme. Your order 3119499 has been shipped", "and will reach you within 5 business days.",
      "We hope you enjoy your order!", "Your order number: 3119499", "Your order can take a day to appear in the tracking system.",
      "Tracking number: 1Z999AA10123456784",
    ])).toEqual(["shipping_confirmation", true]);
  });

  it.each([
    [["Hi Pat, your package will arrive:", "Friday, September 11", "ON THE WAY", "Order #113-5838173-8241820", "Tracking number: 1Z999AA10123456784"], "shipping_confirmation"],
    [["Your driver completed your delivery at 12:01pm on Mon, Oct 20.", "Here's a photo of where your order was left", "Order #2000137-67895124"], "delivery_confirmation"],
  ])("reads a parcel's status from the body alone (%j)", async (body, type) => {
    expect((await typeOf("Acme <orders@acme.example>", "Information", body))[0]).toBe(type);
  });

  it("reads '<thing> shipped' without 'has' as a shipping notice, not an order confirmation", async () => {
    for (const subject of ["Your order shipped", "Your package shipped!", "Items shipped from your order"]) {
      expect(await typeOf("Shop <orders@shop.example>", subject, ["Order number: 100234", "Blue mug", "Qty: 1", "Tracking number: 1Z999AA10123456784"]), subject)
        .toEqual(["shipping_confirmation", true]);
    }
  });

  it("knows the other ways to say a parcel left, in every language", async () => {
    const cases: Array<[string, string]> = [
      ["Your order is on the move", "en"], ["Your parcel has been sent", "en"], ["Your order has left our warehouse", "en"],
      ["Ihre Bestellung wurde versendet", "de"], ["Dein Paket ist auf dem Weg", "de"], ["Ihr Paket wurde an DHL übergeben", "de"],
      ["Votre commande est expédiée", "fr"], ["Nous avons expédié votre commande", "fr"],
      ["Tu compra ha sido enviada", "es"], ["Hemos enviado tu pedido", "es"],
      ["Il tuo pacco è in viaggio", "it"], ["Je pakket komt eraan", "nl"], ["Seu pedido saiu para entrega", "pt"],
      ["Din beställning är på väg", "sv"], ["Din pakke er på vej", "da"],
      ["We've received your parcel from Lantern Books. Delivery is due:", "en"], ["Ihre Sendung stellen wir in 1 - 2 Werktagen zu.", "de"],
      ["Ihre Sendung kommt heute", "de"], ["Delivery is due tomorrow", "en"],
    ];
    for (const [subject, language] of cases) {
      expect(await typeOf("Shop <orders@shop.example>", subject, ["Order 100234", "Tracking: 00340434161234567890"]), `${language}: ${subject}`)
        .toEqual(["shipping_confirmation", true]);
    }
  });

  it("reads an unpriced item with its count before the name ('1 x Name'), not a size or a pack", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Shipment notification - Order #123456789", [
      "Your order has been packed and handed to the carrier.", "Order Number: 123456789", "Tracking Number: 9261290100130432123456 (USPS)",
      "1 x Samsung 980 PRO 1TB SSD", "2× Merino trail socks",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["Samsung 980 PRO 1TB SSD", 1], ["Merino trail socks", 2]]);
  });

  it("reads a text part's bulleted unpriced items over their counts ('* Name' / '  Quantity: 1'), the bullet no part of the name", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your package is out for delivery", [
      "Your package is out for delivery!", "Order # 026-3012033-7923515", "* Automatic Cat Feeder with App Control 3L", "  Quantity: 1",
      "* Aux to USB C Audio Cable 1.2M", "  Quantity: 2",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["Automatic Cat Feeder with App Control 3L", 1], ["Aux to USB C Audio Cable 1.2M", 2]]);
  });

  it("reads unpriced items over their colour and size ('Beige Melange · 36') or over three details and a count in its unit ('1 unidad')", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your parcel is on its way", [
      "Your order 53118804421 has left our warehouse.", "Parcel number: ZH4TQ71C", "Belted Wool Blend Coat", "Beige Melange · 36", "Cashmere Rib Scarf", "Dark Grey · One size",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["Belted Wool Blend Coat", 1], ["Cashmere Rib Scarf", 1]]);
    const es = await parseReceiptEmail(eml("Tienda <pedidos@tienda.example>", "Tu pedido ha sido enviado", [
      "Tu pedido 54120983317 ha sido enviado.", "Número de seguimiento: 3V2C7B00018843", "ARTÍCULOS ENVIADOS",
      "VESTIDO MIDI LINO", "Ref. 2731/044/800", "Color: NEGRO | Talla: M", "1 unidad", "CAMISA OVERSIZE POPELÍN", "Ref. 7521/210/250", "Color: BLANCO | Talla: S", "2 unidades",
    ]));
    expect(es.products.map((p) => [p.description, p.quantity])).toEqual([["VESTIDO MIDI LINO", 1], ["CAMISA OVERSIZE POPELÍN", 2]]);
  });

  it("reads only a partial shipment's items ('Items still to ship' ends them), each named over its option beside the count", async () => {
    const r = await parseReceiptEmail(eml("Shop <store@shop.example>", "A shipment from order #TC2319 is on the way", [
      "Some items in your order are on the way!", "Royal Mail tracking number: MB419377635GB", "Items in this shipment",
      "Kenya Kiambu AA", "Whole bean / 250g | Quantity: 2", "Ceramic Pour-Over Dripper", "Speckled White | Quantity: 1",
      "Items still to ship", "Limited Release: Ethiopia Guji Natural", "Ground (filter) / 250g | Quantity: 1",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["Kenya Kiambu AA", 2], ["Ceramic Pour-Over Dripper", 1]]);
    const priced = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your order has shipped", [
      "Order #5512", "Shipped", "Great Value Drinking Water, 40 Count | 2 | $9.96", "Still preparing", "Ninja Professional Blender 1000W | 1 | $79.00",
    ]));
    expect(priced.products.map((p) => p.description)).toEqual(["Great Value Drinking Water, 40 Count"]);
  });

  it("reads a 'Qty | Product' table's rows past their labelled details, and never the priced recommendations under it", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your Order #219 has been shipped", [
      "Your order #219 has been shipped!", "Tracking Number: | 33LX501234569012", "Items Shipped", "Qty | Product",
      "1 | Enamelled Cast Iron Dutch Oven 26cm", "Colour: Sage", "2 | Linen Tea Towel", "Colour: Natural", "1 | Bamboo Utensil Set (5 pc)",
      "You might also like", "Copper Measuring Cups", "$34.95", "Olive Wood Serving Board", "$59.00",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([
      ["Enamelled Cast Iron Dutch Oven 26cm", 1, null], ["Linen Tea Towel", 2, null], ["Bamboo Utensil Set (5 pc)", 1, null],
    ]);
  });

  it("reads a carrier's 'Parcel number:' as the tracking number and the shop named before a parcel's number ('colis La Redoute n° …') as the merchant", async () => {
    const dpd = await parseReceiptEmail(eml("DPD <notifications@dpd.co.uk>", "Your DPD parcel from ASOS is coming today between 11:52 and 12:52", [
      "Hi Chloe,", "Your DPD parcel from ASOS is coming today", "11:52 - 12:52", "Parcel number: 15501928837466", "Reference: 814-2291750",
    ]));
    expect([dpd.is_receipt, dpd.shipments.map((x) => x.tracking_number), dpd.merchant.name]).toEqual([true, ["15501928837466"], "ASOS"]);
    const colis = await parseReceiptEmail(eml("Colissimo <noreply@colissimo.fr>", "Votre colis est disponible en point de retrait", [
      "Bonjour Mme Moreau,", "Votre colis La Redoute n° 8R01947723815 est disponible depuis le 05/10/2018 dans le point de retrait suivant :",
    ]));
    expect([colis.merchant.name, colis.shipments.map((x) => x.tracking_number)]).toEqual(["La Redoute", ["8R01947723815"]]);
  });

  it("reads a parcel's tracking number in an email with no order number and no money as its shipping notice, whatever its words", async () => {
    expect(await typeOf("Boutique <bonjour@boutique.example>", "Des nouvelles de ta commande", [
      "Bonjour Léa,", "Ta commande arrive bientôt !", "Numéro de suivi : 6A12345678901", "À très vite sur la boutique.",
    ])).toEqual(["shipping_confirmation", true]);
    // (a voucher's code is no parcel's number: "Voucher code:" over "VOU1303405" in a win-back offer)
    const offer = await parseReceiptEmail(eml("Grocer <news@grocer.example>", "We miss you", [
      "Save up to 15% if you shop by Sunday.", "Voucher code:", "VOU1303405", "Valid for deliveries: 14/11/2017 to 19/11/2017", "Shop now",
    ]));
    expect([offer.is_receipt, offer.shipments]).toEqual([false, []]);
  });

  it("reads an unpriced, uncounted item by the size or colour under its name ('Trail Runner Shoes' / 'Size 6Y'), and no labelled field as one", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your order is on its way", [
      "It shipped. Here's the tracking information.", "Tracking Number", "1LSCXM616348250", "Shipping to: Pat Doe", "12 Elm Street, Springfield, IL 62704",
      "Trail Runner Kids' Shoes", "Size 6Y", "Organic Cotton Hoodie", "Colour: Forest Green", "Order Number", "C00947643210",
    ]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["Trail Runner Kids' Shoes", 1], ["Organic Cotton Hoodie", 1]]);
    // ("Apellido" / "DUQUE GIRALDO" / "Correo Electrónico": a form's field under a name is no size or colour)
    const form = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your order is on its way", [
      "Your order has shipped.", "Nombre y apellido", "ANTONELLA DUQUE GIRALDO", "Correo Electrónico", "Order Number", "C00947643210",
    ]));
    expect(form.products).toEqual([]);
  });

  it("reads past an order's progress bar, which prints every stage whatever the stage ('Ordered / Shipped / Out for delivery / Delivered')", async () => {
    const bar = [["Ordered", "Shipped", "Out for delivery", "Delivered"], ["Ordered > Shipped > Out for delivery > Delivered"]];
    for (const stages of bar) {
      expect(await typeOf("Shop <orders@shop.example>", "Your order 4411", ["Hi Pat,", ...stages, "Your package was left near the front door.", "Order # 4411"]), stages.join())
        .toEqual(["delivery_confirmation", true]);
      expect(await typeOf("Shop <orders@shop.example>", "Your order 4411", ["Hi Pat,", ...stages, "Your package is on its way.", "Order # 4411", "Tracking: 1Z999AA10123456784"]), stages.join())
        .toEqual(["shipping_confirmation", true]);
    }
  });

  it("reads type wordings of small shops in several languages (session 24)", async () => {
    const cases: Array<[string, string]> = [
      ["Ihr Auftrag 4711-23 ist bei uns eingegangen", "order_confirmation"], ["Tu paquete va en camino", "shipping_confirmation"],
      ["Twoja paczka opuściła nasz magazyn", "shipping_confirmation"], ["Dispatch Note DN-58812", "shipping_confirmation"],
      ["Din order #88213 har makulerats", "cancellation"], ["Anulamos tu compra", "cancellation"], ["Money's on its way back", "refund"],
    ];
    for (const [subject, type] of cases) {
      expect(await typeOf("Shop <orders@shop.example>", subject, ["Hello Pat,", "Order 4411", "Total: 24,00 €"]), subject).toEqual([type, true]);
    }
  });

  it("takes an order's number under an order label over its items as the order's confirmation when no phrase names the email", async () => {
    const body = ["Hi Owen,", "We've got it from here!", "Order #HH5102", "Soy Candle × 2 | $36.00", "Total | $36.00"];
    expect(await typeOf("Hollow Hill <hello@hollowhill.example>", "☕", body)).toEqual(["order_confirmation", true]);
    // (a number under another label, a receipt's or an invoice's, stays a payment's)
    expect(await typeOf("Hollow Hill <hello@hollowhill.example>", "☕", ["Hi Owen,", "Receipt number: HH5102", "Soy Candle × 2 | $36.00", "Total | $36.00"]))
      .toEqual(["payment_receipt", true]);
  });

  it("reads a pickup point's notice of a parcel numbered after the shop's name ('Votre colis VINTED n° XW251575070TS') as a purchase", async () => {
    const r = await parseReceiptEmail(eml("Pickup <noreply@pickup.example.fr>", "Votre colis est arrivé dans votre relais !", [
      "Votre colis VINTED est disponible en relais Pickup", "Votre colis VINTED n° XW251575070TS est disponible à Panier Sympa jusqu'au lundi 19 janvier 2026."]));
    expect([r.is_receipt, r.shipments[0]?.tracking_number]).toEqual([true, "XW251575070TS"]);
  });

  it("reads a shop's shipping update whatever it calls it ('has been posted', 'Status: Shipped', 'tracking number for order')", async () => {
    const notices: Array<[string, string[]]> = [
      ["Your order has been posted", ["Your order #44512 has been posted today with Royal Mail.", "Tracking: RF123456789GB"]],
      ["Shipping update for order #88231", ["Order #88231", "Status: Shipped", "Tracking: 9400111899223344556677"]],
      ["Order #88232 update", ["Your order status has changed to: Shipped", "Tracking number: 1Z999AA10123456784"]],
      ["Your tracking number for order #5512", ["Here is the tracking number for your order #5512:", "Tracking number: 771234567890"]],
    ];
    for (const [subject, body] of notices) expect(await typeOf("Shop <orders@shop.example>", subject, body), subject).toEqual(["shipping_confirmation", true]);
  });

  it("keeps 'ready for shipping' an order (packed, not yet sent) and 'ready for pickup' a delivery", async () => {
    expect(await typeOf("Shop <orders@shop.example>", "Great news! Your order is ready for shipping", ["Your order #7781 is packed and ready for shipping."]))
      .toEqual(["order_confirmation", true]);
    expect((await typeOf("Shop <orders@shop.example>", "Your order is ready for pickup", ["Order #7782", "Pick it up at our Main St store."]))[0])
      .toBe("delivery_confirmation");
  });

  it("reads a carrier's notice as the shop's shipment: the shop its sender line or sentence names, the carrier as intermediary", async () => {
    const notices: Array<[string, string, string[], string, string]> = [
      ["UPS <mcinfo@ups.com>", "UPS Update: Package Scheduled for Delivery Tuesday", ["Scheduled Delivery: Tuesday by 7:00 PM", "Shipped From: PLANTSHOP INC", "Tracking Number: 1Z2345E80390123456"], "PLANTSHOP INC", "UPS"],
      ["FedEx <TrackingUpdates@fedex.com>", "Your package is scheduled for delivery on Wednesday", ["Tracking number 771234567890", "From: Chewy, Dayton, OH"], "Chewy", "FedEx"],
      ["DHL <noreply@dhl.de>", "Ihre DHL Sendung kommt heute", ["Ihre Sendung 00340434161234567890 von Zalando SE wird heute zugestellt."], "Zalando SE", "DHL"],
      ["PostNL <noreply@notificatie.postnl.nl>", "Je pakket van Coolblue wordt vandaag bezorgd", ["Track & trace: 3SCOOL123456789"], "Coolblue", "PostNL"],
      ["Colissimo <noreply@colissimo.fr>", "Votre colis arrive aujourd'hui", ["Votre colis 6A12345678901 expédié par Fnac sera livré aujourd'hui."], "Fnac", "La Poste"],
    ];
    for (const [from, subject, body, shop, carrier] of notices) {
      const r = await parseReceiptEmail(eml(from, subject, body));
      expect([r.email_type, r.is_receipt, r.merchant.name, r.merchant.intermediary], subject).toEqual(["shipping_confirmation", true, shop, carrier]);
    }
  });
});

describe("carriers' notices in the words of their newer templates", () => {
  it("reads a German carrier's 'Ihre <Shop> Sendung wird heute zugestellt' with its number under 'Sendungsstatus einsehen'", async () => {
    const r = await parseReceiptEmail(eml("DHL Paket <noreply@dhl.de>", "Ihre Gewürzhaus Nord Sendung kommt heute", [
      "Hallo,", "Ihre Gewürzhaus Nord Sendung wird Ihnen heute durch Ihre Paketzustellkraft zugestellt.", "Sendungsstatus einsehen",
      "00340434638469110215",
    ]));
    expect([r.email_type, r.is_receipt, r.merchant.name, r.merchant.intermediary]).toEqual(["shipping_confirmation", true, "Gewürzhaus Nord", "DHL"]);
    expect(r.shipments.map((s) => s.tracking_number)).toEqual(["00340434638469110215"]);
  });

  it("reads 'we're delivering it today' and 'now with your local courier for delivery' as shipping notices", async () => {
    for (const line of ["We've got your Kettle Co parcel and we're delivering it today between 15:30 and 17:30.",
      "Your Kettle Co parcel is now with your local Evri courier for delivery."]) {
      expect(await typeOf("Evri <noreply@evri.com>", "Your parcel", [line, "Tracking number", "H01QDA0004416687"]), line).toEqual(["shipping_confirmation", true]);
    }
  });

  it("reads a parcel 'ready to collect' at a service point as delivered", async () => {
    expect(await typeOf("Parcel Point <no-reply@parcels.example>", "Collect your parcel!", [
      "Your parcel has arrived and is ready to collect.", "Pick-up code: 945332", "Tracking code: 1788036855089520",
    ])).toEqual(["delivery_confirmation", true]);
  });

  it("names the shipper a carrier's 'From AMAZON.COM' line gives", async () => {
    const r = await parseReceiptEmail(eml("UPS <mcinfo@ups.com>", "Your UPS Package was delivered", ["From AMAZON.COM", "Tracking Number: 1Z2345YY0678901234"]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["AMAZON.COM", "UPS"]);
  });
});

describe("a Japanese carrier's delivery notice", () => {
  it("reads 'お荷物をお届けに伺います' as shipping, '送り状番号' as the parcel's number and '<shop>様からのお荷物' as the shop", async () => {
    const r = await parseReceiptEmail(eml("ヤマト運輸 <mail@kuronekoyamato.co.jp>", "【ヤマト運輸】お荷物お届けのお知らせ", [
      "山田 太郎 様", "ヤマト運輸です。", "ファッション通販様からのお荷物をお届けに伺います。", "■お届け予定日時：10月16日 14時～16時", "■送り状番号：4321-5678-9012",
    ]));
    expect([r.email_type, r.is_receipt, r.merchant.name]).toEqual(["shipping_confirmation", true, "ファッション通販"]);
    expect(r.shipments.map((s) => s.tracking_number)).toEqual(["4321-5678-9012"]);
  });
});

describe("a tracking number given only in the tracking link", () => {
  it.each([
    "https://www.parcelco.example/track/1Z999AA10123456784?utm_source=email",
    "https://www.parcelco.example/tracking/en/JJD000390007782457",
    "https://nolp.parcelco.example/nolp/?piececode=00340434638469110215",
  ])("reads the parcel's number from %s", async (href) => {
    const r = await parseReceiptEmail([
      "From: Parcel Co <notify@parcelco.example>", "Subject: Your package arrives tomorrow", "Date: Tue, 10 Mar 2026 10:00:00 +0000",
      "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
      `<p>Your package is on its way and arrives tomorrow.</p><p><a href="${href}">Track your package</a></p>`,
    ].join("\r\n"));
    expect([r.email_type, r.is_receipt, r.shipments.length]).toEqual(["shipping_confirmation", true, 1]);
  });
});

describe("a carrier's own notice that names the parcel by its number", () => {
  it.each([
    ["Team Global Express <notify@teamglobalexp.com>", "Your parcel from Kettle & Co has been delivered", "Your Kettle & Co parcel GO2S501988 has been delivered on Thursday 23 July.", "GO2S501988"],
    ["DPD <noreply@dpd.de>", "Ihr Paket von Kettle & Co kommt heute", "Ihr Paket 01234567890123 von Kettle & Co wird heute zugestellt.", "01234567890123"],
  ])("reads the number after the parcel word and the shop it is from (%s)", async (from, subject, line, number) => {
    const r = await parseReceiptEmail(eml(from, subject, [line]));
    expect([r.is_receipt, r.merchant.name, r.shipments[0]?.tracking_number]).toEqual([true, "Kettle & Co", number]);
  });

  it("reads a shop whose name only begins like a pronoun or the parcel word ('Usborne', 'Ourania', 'Parcelhaus'), and no pronoun or placeholder", async () => {
    for (const shop of ["Usborne", "Ourania Tea", "Parcelhaus"]) {
      const r = await parseReceiptEmail(eml("DPD <notify@dpd.co.uk>", `Your parcel from ${shop} is on its way`, [`Your parcel from ${shop} is on its way.`, "Tracking number: H01ABC1234567890"]));
      expect(r.merchant.name, shop).toBe(shop);
    }
    for (const words of ["us", "our warehouse", "Sender Name", "someplace"]) {
      const r = await parseReceiptEmail(eml("DPD <notify@dpd.co.uk>", `Your parcel from ${words} is on its way`, [`Your parcel from ${words} is on its way.`, "Tracking number: H01ABC1234567890"]));
      expect(r.merchant.name, words).toBe("DPD");
    }
  });

  it("takes no word after 'package' for a number, and nothing from a shop's own email", async () => {
    const r = await parseReceiptEmail(eml("Kettle & Co <orders@kettle.example>", "Your package is on its way", ["Your package ABC12345X is on its way."]));
    expect(r.shipments.map((s) => s.tracking_number)).not.toContain("ABC12345X");
  });
});

describe("a carrier's notice that names the shop but not the parcel's number", () => {
  it("is about a purchase from the shop it names ('Versender & Paketnummer: zooplus SE')", async () => {
    const r = await parseReceiptEmail(eml("DPD <noreply@dpd.de>", "Ihr Paket kommt morgen", ["Guten Tag,", "Ihr Paket kommt morgen.", "Versender & Paketnummer:", "Tierbedarf Schmidt GmbH", "Empfänger:", "Pat Sample"]));
    expect([r.is_receipt, r.email_type, r.merchant.name, r.merchant.intermediary]).toEqual([true, "shipping_confirmation", "Tierbedarf Schmidt GmbH", "DPD"]);
  });
});

describe("an order or parcel that waits to be picked up", () => {
  it.each([
    ["Your order #55210 is ready for pickup", ["Good news! Your order is ready for pickup at our Elm Street store.", "Order #55210"]],
    ["Ihre Bestellung 55210 liegt zur Abholung bereit", ["Ihre Bestellung ist abholbereit.", "Bestellnummer: 55210"]],
    ["Votre commande 55210 est prête à être retirée", ["Votre commande vous attend en magasin.", "Commande n° 55210"]],
    ["Votre colis 37153669 est disponible !", ["Retirez votre colis", "avec votre code de retrait", "302318", "Commande n° 55210"]],
    ["Rappel : récupère ton colis avant le 02/02/2026", ["Bonjour,", "Tu n'as toujours pas récupéré ton colis.", "À retirer avant le", "02/02/2026", "Commande n° 55210"]],
  ])("is a delivery notice with the status pickup_ready (%s)", async (subject, body) => {
    const r = await parseReceiptEmail(eml("Hardware Hub <orders@hardwarehub.example>", subject, body));
    expect([r.email_type, r.is_receipt, r.order.status]).toEqual(["delivery_confirmation", true, "pickup_ready"]);
  });
});

describe("a meal's arrival time", () => {
  it("makes a delivery app's order confirmation, not a shipping notice ('Your food should arrive around 5:40 PM')", async () => {
    const r = await parseReceiptEmail(eml("Food App <orders@foodapp.example>", "", ["The Great Burrito", "Your food should arrive around 5:40 PM - 5:50 PM.", "Order #411296010", "Burrito  $12.00", "Total  $12.00"]));
    expect(r.email_type).toBe("order_confirmation");
  });

  it("leaves a parcel that 'should arrive by Friday' a shipping notice", async () => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your order #1043", ["Your package should arrive by Friday, May 24.", "Tracking number: 1Z999AA10123456784"]));
    expect(r.email_type).toBe("shipping_confirmation");
  });
});

describe("the shop a French carrier delivers for", () => {
  it("reads 'votre colis de la part de <shop>' as that shop, without the words before it", async () => {
    const r = await parseReceiptEmail(eml("Colissimo <noreply@colissimo.fr>", "Votre colis est en cours de livraison", [
      "Bonjour,", "Votre colis de la part de Sézane est en cours de livraison.", "Numéro de suivi : 6A12345678901",
    ]));
    expect([r.merchant.name, r.email_type]).toEqual(["Sézane", "shipping_confirmation"]);
  });
});

describe("a shop's shipping notice in every language", () => {
  it.each([
    ["de", "Ihre Bestellung 10045 wurde versandt", "Sendungsnummer: 00340434161094038279", "Artikel: Kaffeebecher × 2", "DHL"],
    ["fr", "Votre commande 10045 a été expédiée", "Numéro de suivi : 6A12345678901", "Article : Mug × 2", "Colissimo"],
    ["sv", "Din beställning 10045 har skickats", "Spårningsnummer: 00370712345678901234", "Artikel: Mugg × 2", "PostNord"],
    ["en", "Your order 10045 has shipped", "Tracking number: 1Z999AA10123456784", "Item: Mug × 2", "UPS"],
  ])("%s: the order, the parcel and its carrier, and the item under the tracking line", async (_language, subject, tracking, item, carrier) => {
    const r = await parseReceiptEmail(eml("Shop <orders@lumenshop.example>", subject, [`Good news, it ships with ${carrier}.`, tracking, item]));
    expect([r.email_type, r.order.number, r.shipments[0]?.carrier, r.products.map((p) => [p.description, p.quantity])])
      .toEqual(["shipping_confirmation", "10045", carrier, [[item.replace(/^[^:]+:\s*/, "").replace(/ × 2$/, ""), 2]]]);
  });
});

describe("a carrier's alert that names its shipper", () => {
  const ups = (body: string[]) => ["From: pkginfo@ups.com", "Subject: UPS Ship Notification, 1ZA6V8822441687260", "Date: Thu, 16 Aug 2001 10:00:00 -0700",
    "Content-Type: text/plain; charset=us-ascii", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n");
  it("names the shop after 'The shipment was sent on … by:', and reads the tracking number after 'Tracking# for Shipment:' or in a bare URL", async () => {
    const r = await parseReceiptEmail(ups(["This notice is to alert you that a shipment is in transit to:", "PAT SAMPLE", "", "The shipment was sent on 2001-08-16 by:", "NORTHWIND TRADING",
      "7161 SW 117TH AVE", "", "Tracking# for Shipment: 1ZA6V8822441687260", "http://wwwapps.ups.com/etracking/tracking.cgi?tracknum=1ZA6V8822441687260"]));
    expect([r.is_receipt, r.merchant.name, r.merchant.intermediary]).toEqual([true, "NORTHWIND TRADING", "UPS"]);
    expect(r.shipments.map((s) => s.tracking_number)).toEqual(["1ZA6V8822441687260"]);
    const url = await parseReceiptEmail(ups(["You can track your shipment at any time from the following URL:", "http://wwwapps.ups.com/etracking/tracking.cgi?tracknum=1ZA6V8822441687261"]));
    expect(url.shipments.map((s) => s.tracking_number)).toEqual(["1ZA6V8822441687261"]);
  });

  it("names the shipper a carrier's alert prints alone above the tracking number", async () => {
    const r = await parseReceiptEmail(ups(["Hi Pat, you have a package coming today.", "Estimated Delivery Date: Monday, 05/18/2020", "Northwind.com", "Tracking Number: 1Z2345YY0678901234", "UPS Service: UPS Ground"]));
    expect(r.merchant.name).toBe("Northwind.com");
  });

  it("names the shipper under a 'From' label cell on a line of its own, never the town a shipper-less notice prints there (session 32)", async () => {
    const fedex = (from: string[]) => ["From: FedEx Tracking <TrackingUpdates@fedex.com>", "Subject: Your shipment was delivered 284479866190", "Date: Wed, 22 Jan 2025 18:05:00 +0000",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Your shipment was delivered.", "Tracking ID", "284479866190", "From", ...from,
        "To", "PAT SAMPLE", "Ship date", "Mon 1/20/2025 05:15 PM"].join("\n")].join("\r\n");
    const named = await parseReceiptEmail(fedex(["NORTHWIND TRADING A.S.", "PARTYZANSKA 188/7A", "PRAHA, PR, CZ17000"]));
    expect([named.merchant.name, named.merchant.intermediary]).toEqual(["NORTHWIND TRADING A.S.", "FedEx"]);
    expect((await parseReceiptEmail(fedex(["MISSOULA, MT, US"]))).merchant.name).toBe("FedEx");
  });
});


describe("a Japanese flea market's shipping notice", () => {
  it("types '発送通知' / '発送されました' as a shipping notice and names the item by 商品名, never by its 商品ID line", async () => {
    const r = await parseReceiptEmail(["From: Market <no-reply@market.example.jp>", `Subject: =?UTF-8?B?${Buffer.from("「木製トレイ」の発送通知").toString("base64")}?=`,
      "Date: Tue, 12 Mar 2024 09:14:00 +0900", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      ["山田 太郎 様", "購入された商品が発送されました。", "商品名：木製トレイ", "商品ID：m12345678901", "価格：¥2,400", "追跡番号：1234-5678-9012"].join("\n")].join("\r\n"));
    expect([r.is_receipt, r.email_type]).toEqual([true, "shipping_confirmation"]);
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["木製トレイ", 2400]]);
  });
});

describe("a German carrier's delivery announcement", () => {
  it("types 'Ihre DPD Paketzustellung' as a shipping notice for the shop its sender line names", async () => {
    const r = await parseReceiptEmail(["From: DPD <noreply@service.dpd.de>", "Subject: Ihre DPD Paketzustellung", "Date: Mon, 07 Dec 2020 10:00:00 +0100",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Guten Tag,", "wir kündigen Ihnen ein Paket an.", "Versender & Paketnummer:", "Northwind SE", "Empfänger:", "Pat Sample"].join("\n")].join("\r\n"));
    expect([r.is_receipt, r.email_type, r.merchant.name, r.merchant.intermediary]).toEqual([true, "shipping_confirmation", "Northwind SE", "DPD"]);
  });
});

describe("a shipping notice's items with their count in the same run (session 14 probes)", () => {
  it.each([
    ["Votre commande n° 58812 a été expédiée", ["Articles expédiés :", "Bougie parfumée Figue - Quantité : 1", "Savon artisanal Lavande - Quantité : 2", "Numéro de suivi : 6A12345678901"]],
    ["Tu pedido 4471 ha sido enviado", ["Productos enviados:", "- Bougie parfumée Figue (x1)", "- Savon artisanal Lavande (x2)", "Número de seguimiento: ES1234567890"]],
  ])("lists the items of '%s'", async (subject, body) => {
    const raw = ["From: Shop <orders@shop.example>", `Subject: ${subject}`, "Date: Tue, 12 Mar 2024 09:14:00 +0100", "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", body.join("\n")].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual([["Bougie parfumée Figue", 1], ["Savon artisanal Lavande", 2]]);
  });
});

describe("a notice's items listed with counts and no prices (session 18)", () => {
  it.each([
    [["Article\tQuantité", "Le Petit Prince (Poche)\t1", "Casque sans fil Sony WH-CH510\t2"], [["Le Petit Prince (Poche)", 1], ["Casque sans fil Sony WH-CH510", 2]]],
    [["Zboží\tPočet", "Xiaomi Redmi Note 12 Pro 8GB/256GB\t1 ks", "AlzaPower FlexCore USB-C 1m\t2 ks"], [["Xiaomi Redmi Note 12 Pro 8GB/256GB", 1], ["AlzaPower FlexCore USB-C 1m", 2]]],
    [["Caffè Crema Mild – 1 kg ganze Bohne\t2 Stück", "Thermo-Isolierkanne, 1 l, Edelstahl\t1 Stück"], [["Caffè Crema Mild – 1 kg ganze Bohne", 2], ["Thermo-Isolierkanne, 1 l, Edelstahl", 1]]],
  ])("reads a two-column list of names and counts (%s)", async (rows, items) => {
    const r = await parseReceiptEmail(eml("Shop <versand@shop.example>", "Your order 73019456 has shipped", ["Your order 73019456 is on its way.", ...rows, "Tracking: 00340434161234567890"]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual(items);
  });
});

describe("the shop a carrier's notice names (session 18)", () => {
  it.each([
    ["Royal Mail <no-reply@royalmail.com>", "Your Royal Mail item from Lakehouse has been delivered", ["Your item from Lakehouse was delivered today.", "Tracking number: LK331905412GB"], "Lakehouse"],
    ["Zásilkovna <info@zasilkovna.cz>", "Zásilka čeká na vyzvednutí", ["Dobrý den, vaše zásilka 7704512893 od odesílatele Lumen.cz na vás čeká na výdejním místě."], "Lumen.cz"],
    ["Colissimo <noreply@notif-colissimo-laposte.info>", "Votre colis DELUMEN arrive demain", ["Votre colis DELUMEN arrive demain entre 9h et 13h.", "N° de suivi : 6A12345678901"], "DELUMEN"],
  ])("names the shop, the carrier as intermediary (%s)", async (from, subject, body, shop) => {
    const r = await parseReceiptEmail(eml(from, subject, body));
    expect(r.merchant.name).toBe(shop);
  });
});

describe("an unpriced item's details between its name and its count (session 18)", () => {
  it.each([
    [["Sony - WH-1000XM3 Wireless Headphones", "Model: WH1000XM3/B   SKU: 6280544", "Qty: 1"], [["Sony - WH-1000XM3 Wireless Headphones", 1]]],
    [["Arlo 72\" Upholstered Sofa", "Color: Charcoal", "Qty: 1", "Mercury Row Side Table", "Finish: Walnut", "Qty: 2"], [["Arlo 72\" Upholstered Sofa", 1], ["Mercury Row Side Table", 2]]],
    [["The Lady Killers 5.5\" Stretch Swim Trunk", "Size: M · Qty 1"], [["The Lady Killers 5.5\" Stretch Swim Trunk", 1]]],
    [["Sea Glass Soy Candle - 8 oz", "x 2"], [["Sea Glass Soy Candle - 8 oz", 2]]],
  ])("reads the item past its details (%s)", async (rows, items) => {
    const r = await parseReceiptEmail(eml("Shop <orders@shop.example>", "Your order 4410287736 has shipped", ["Your order 4410287736 is on its way.", ...rows, "Tracking: 1Z999AA10123456784"]));
    expect(r.products.map((p) => [p.description, p.quantity])).toEqual(items);
  });
});

describe("a carrier's or shop's pickup and delivery notice (session 19)", () => {
  it("takes the shop a carrier names after the waybill number ('shipment with waybill number … from SHOP.COM') as the merchant", async () => {
    const r = await parseReceiptEmail(eml("DHL EXPRESS <noreply.odd@dhl.com>", "DHL On Demand Delivery", [
      "Your Delivery Is Today", "Hello PAT,", "Your DHL Express shipment with waybill number 4417209931 from CIRCUITWORKS.COM is scheduled for delivery TODAY by End of Day.",
      "Waybill No.", "4417209931",
    ]));
    expect([r.is_receipt, r.merchant.name, r.merchant.intermediary]).toEqual([true, "CIRCUITWORKS.COM", "DHL"]);
  });

  it("reads a German 'kann bei … Packstation … abgeholt werden' as ready for pickup and 'Tracking-Nummer lautet:' as its tracking number", async () => {
    const r = await parseReceiptEmail(eml("Shop.de <versand@shop.example.de>", "", [
      "Guten Tag Pat Muster,", "Ihr Paket mit 2 Artikeln kann bei DHL Packstation 112 abgeholt werden.",
      "Ihre Tracking-Nummer lautet: JJD000390012345678901", "ABHOLUNG BIS ZUM", "Freitag, 13. März",
    ]));
    expect([r.is_receipt, r.email_type, r.order.status, r.shipments.map((s) => s.tracking_number)])
      .toEqual([true, "delivery_confirmation", "pickup_ready", ["JJD000390012345678901"]]);
  });

  it("takes the shop a carrier's notice is sent at the request of ('At the request of NORTHFIELD OUTFITTERS this notice alerts you …')", async () => {
    const r = await parseReceiptEmail(eml("UPS Quantum View <pkginfo@ups.com>", "UPS Ship Notification, Tracking Number 1Z9A4W860342117558", [
      "At the request of NORTHFIELD OUTFITTERS this notice alerts you that the electronic shipping information below has been transmitted to UPS. "
      + "The physical package(s) may or may not have actually been tendered to UPS for shipment. To verify the actual transit status of your shipment, click on the tracking link below.",
      "Tracking Number: 1Z9A4W860342117558",
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["NORTHFIELD OUTFITTERS", "UPS"]);
  });
});

describe("a shop system's 'Order Status Changed' notice (session 21)", () => {
  it.each([
    ["Your order status has been changed to: Shipped", "shipping_confirmation"],
    ["Your order status was updated to Delivered", "delivery_confirmation"],
    ["Order status changed to: Cancelled", "cancellation"],
  ])("reads '%s' as the stage it names, over 'order #3187 placed on 28th Nov 2025'", async (status, type) => {
    const r = await parseReceiptEmail(eml("Summit Fly Fishing <orders@summitfly.example>", "Order Status Changed", [
      "Hi Kenji,", "An update for your order #3187 placed on 28th Nov 2025.", status, "Tracking number: 1Z4F7W310398215546", "1 x Fly Rod", "To view the status of your order, click here."]));
    expect([r.email_type, r.order.number]).toEqual([type, "3187"]);
  });
});

describe("a delivered grocery order's final receipt (session 21)", () => {
  it("reads 'Your order from Publix was delivered' over 'Order placed: July 17' as the delivery, not a new order", async () => {
    const r = await parseReceiptEmail(eml("Grocer App <orders@grocer.example>", "Your order from Publix was delivered", [
      "Your order from Publix was delivered", "Desmond delivered your order on Saturday, July 17, 2021 at 2:12 PM.", "Order placed: July 17, 2021 · Order #19384422716",
      "Publix 2% Milk | 1 × $4.29 | $4.29", "Total | $4.29"]));
    expect(r.email_type).toBe("delivery_confirmation");
  });
});

describe("a status given on the line under its label (session 22)", () => {
  it.each([
    [["The status of your shipment has changed:", "DELIVERED in PALGRAVE, ON | on 12/12/2024 at 09:34 PM"], "delivery_confirmation"],
    [["Current status:", "Shipped | 12/03/2026"], "shipping_confirmation"],
  ])("reads %j as the stage it names", async (lines, type) => {
    const r = await parseReceiptEmail(eml("Parcel Tracking <donotreply@track.parcelco.example>", "Tracking Status Update", [
      ...lines, "Reference Number: EEUS014456634CA0", "Tracking Number: ASL2023PCO00261287"]));
    expect([r.email_type, r.is_receipt]).toEqual([type, true]);
  });
});

describe("a French parcel that waits in a locker (session 22)", () => {
  it("is a delivery notice with the status pickup_ready ('Il est temps de récupérer ton colis', 'Ton colis est arrivé')", async () => {
    const r = await parseReceiptEmail(eml("Consignes Express <no-reply@consignes.example>", "Il est temps de récupérer ton colis ! #7641561234", [
      "Bonjour Léa,", "Ton colis est arrivé. Tu peux dès à présent le récupérer.", "À retirer avant le", "17/12/2025", "Numéro de suivi : 7641561234"]));
    expect([r.email_type, r.is_receipt, r.order.status]).toEqual(["delivery_confirmation", true, "pickup_ready"]);
  });
});

describe("a shop's shipping notice that tracks the parcel only by a link (session 22)", () => {
  it("is a receipt when the subject and the opening lines both say it shipped", async () => {
    const r = await parseReceiptEmail(eml("Peak Nutrition <orders@peaknutrition.example>", "Order Shipped 🚚", [
      "Your delivery is coming soon!", "Good news! Your order has shipped.", "Please allow up to 24 hours for your tracking to activate.", "TRACK MY ORDER NOW"]));
    expect([r.email_type, r.is_receipt]).toEqual(["shipping_confirmation", true]);
  });
});

describe("a notice that prints no money of its purchase (session 22)", () => {
  it("has no currency, whatever the recommendations under it cost", async () => {
    const r = await parseReceiptEmail(eml("Big Shop <shipment-tracking@bigshop.example>", "Delivered: \"USB C Charger, 65W...\"", [
      "Delivered: Your package was delivered", "Hi Jordan, your package was left near the front door.", "USB C Charger, 65W", "Order # 113-2846592-7738611",
      "Deals related to your purchase", "100W USB-C Cable 2-Pack $12.99 · Power Strip $16.49"]));
    expect([r.email_type, r.is_receipt, r.currency]).toEqual(["delivery_confirmation", true, null]);
  });
});

describe("a shop system's shipment email (session 22)", () => {
  it("is the shipping notice its subject names ('Shipment # 100003312 for Order # 100004871'), over 'Thank you for your order'", async () => {
    const r = await parseReceiptEmail(eml("Fly Supplies <sales@flysupplies.example>", "Fly Supplies: Shipment # 100003312 for Order # 100004871", [
      "Hello, Gareth", "Thank you for your order from Fly Supplies. You can check the status of your order by logging into your account.",
      "Your shipment confirmation is below. Thank you again for your business.",
      "Your Order #100004871 (placed on 2 June 2015 19:41:07 BST)", "Greys Fly Rod 9ft #5 | 1"]));
    expect([r.email_type, r.order.number]).toEqual(["shipping_confirmation", "100004871"]);
  });
});

describe("a subject that names the shipped order by its number (session 22)", () => {
  it("reads 'ABE order 3198877 shipped' as a shipping notice over 'Your order placed through …'", async () => {
    const r = await parseReceiptEmail(eml("Ridgeway Books <ridgewaybooks@books.example>", "ABE order 3198877 shipped", [
      "Dear Ms. Tanaka,", "Your order placed through Advanced Book Exchange has been shipped today by USPS Media Mail.", "ABE Order #: 3198877",
      "Travels with Charley, first edition | $65.00", "Total charged to your credit card | $69.00"]));
    expect(r.email_type).toBe("shipping_confirmation");
  });
});

describe("carriers' and shops' delivery wordings in French, Italian, Spanish and Dutch (session 23)", () => {
  it.each([
    ["Votre colis est livré", "Bonjour, votre colis 6A12345678901 est livré dans votre boîte aux lettres.", "delivery_confirmation"],
    ["Votre colis a été distribué", "Votre colis 6A12345678901 a été distribué ce jour.", "delivery_confirmation"],
    ["Suivi de votre colis", "Votre colis 6A12345678901 a été pris en charge par La Poste.", "shipping_confirmation"],
    ["Il tuo ordine", "La tua spedizione è stata consegnata. Ordine n. 4411-22.", "delivery_confirmation"],
    ["Tu pedido", "Tu compra fue entregada. Pedido 4411-22.", "delivery_confirmation"],
    ["Je pakket", "Je pakket is vandaag bezorgd. Bestelnummer 4411-22.", "delivery_confirmation"],
  ])("reads '%s' / '%s' as a %s", async (subject, body, type) => {
    expect(await typeOf("Boutique <noreply@boutique.example>", subject, [body])).toEqual([type, true]);
  });
});

describe("more order, shipping and refund wordings in es/it/pt/nl (session 23)", () => {
  it.each([
    ["Pedido 4411-22", "Gracias por su pedido. Hemos recibido su pedido 4411-22. Total: 25,00 €", "order_confirmation"],
    ["Pedido 4411-22", "Tu pedido 4411-22 ha sido despachado.", "shipping_confirmation"],
    ["Ordine 4411-22", "Abbiamo ricevuto il tuo ordine 4411-22. Totale: 25,00 €", "order_confirmation"],
    ["Pedido 4411-22", "Obrigado pelo seu pedido 4411-22. Total: R$ 25,00", "order_confirmation"],
    ["Bestelling 4411-22", "Je pakket is verstuurd. Bestelnummer 4411-22.", "shipping_confirmation"],
    ["Bestelling 4411-22", "Het bedrag van je bestelling 4411-22 is terugbetaald: € 25,00.", "refund"],
  ])("reads '%s' / '%s' as a %s", async (subject, body, type) => {
    expect((await typeOf("Winkel <noreply@winkel.example>", subject, [body]))[0]).toBe(type);
  });

  it("never reads a footer's 'Deze e-mail is verstuurd naar' as a shipping notice", async () => {
    expect(await typeOf("Streaming <info@stream.example>", "Je abonnement wordt duurder", ["Vanaf 14 november kost je abonnement EUR 13,99 per maand.",
      "Deze e-mail is verstuurd naar jan@example.nl."])).toEqual(["other", false]);
  });
});

describe("a French carrier's notice naming the shop that entrusted the parcel (session 23)", () => {
  it("reads 'Votre colis n° 6A12345678901 confié par BOUTIQUE LUNE arrive demain' as the shop's parcel", async () => {
    const r = await parseReceiptEmail(eml("Colissimo <noreply@notif-colissimo-laposte.info>", "Votre colis arrive demain",
      ["Bonjour,", "Votre colis n° 6A12345678901 confié par BOUTIQUE LUNE arrive demain."]));
    expect([r.email_type, r.merchant.name]).toEqual(["shipping_confirmation", "BOUTIQUE LUNE"]);
  });
});

describe("refunds a marketplace's support issues after a dispute (session 23)", () => {
  it.each([
    ["Dein Fall 10447291: Erstattung veranlasst", ["Da der Artikel nicht angekommen ist, erstatten wir dir den vollen Betrag:", "Erstattung | 65,33 EUR"]],
    ["Re: Item not received [#4410927]", ["We've issued you a full refund of £37.59 to your Mastercard ending 0450."]],
  ])("reads '%s' as a refund", async (subject, body) => {
    expect((await typeOf("Support <support@market.example>", subject, body))[0]).toBe("refund");
  });
});

describe("delivery and dispatch wordings in Swedish, Norwegian, Danish and Portuguese (session 23)", () => {
  it.each([
    ["Ditt paket har levererats", "Ditt paket från Apotea har levererats till din Instabox. Ordernummer: 4471902", "delivery_confirmation"],
    ["Pakken din", "Pakken din har blitt levert. Ordrenummer: 4471902", "delivery_confirmation"],
    ["A sua encomenda 91823365", "A entrega 1 de 2 da sua encomenda 91823365 foi expedida.", "shipping_confirmation"],
  ])("reads '%s' / '%s' as a %s", async (subject, body, type) => {
    expect((await typeOf("Butik <noreply@butik.example>", subject, [body]))[0]).toBe(type);
  });
});

describe("a shipping notice's counted items over a shop's recommendations (session 26)", () => {
  it("ends the items at 'You might also like' when the items are names with their counts and no prices", async () => {
    const r = await parseReceiptEmail(["From: Peace Collective <store+9012345@t.shopifyemail.com>", "Subject: A shipment from order #PC58817 is on the way",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "", ["Your order is on the way", "Canada Post tracking number: 7023210588419920", "Items in this shipment",
        "Toronto vs Everybody Crewneck × 1", "Heather Grey / L", "Good Human Tee × 2", "Black / M", "You might also like", "Peace Collective Hoodie", "$88.00 CAD",
        "Home Is Canada Tee", "$42.00 CAD"].join("\n")].join("\r\n"));
    expect(r.products.map((p) => [p.description, p.quantity, p.total_price])).toEqual([["Toronto vs Everybody Crewneck", 1, null], ["Good Human Tee", 2, null]]);
  });
});

describe("the items a notice with no money names without a price (session 30)", () => {
  it("reads the name right above the line of the item's own number ('Artikelnr.:', 'Item number:'), never a labelled field", async () => {
    const de = await parseReceiptEmail(eml("Marktplatz <ebay@marktplatz.example>", "Bestellung zugestellt", [
      "Hallo Max, Ihre Bestellung ist angekommen!", "Kingston RAM 8GB DDR4 2666MHz SODIMM", "Artikelnr.:", "284761930012", "Bestellnummer:", "12-03456-78901"]));
    expect(de.products.map((p) => [p.description, p.total_price])).toEqual([["Kingston RAM 8GB DDR4 2666MHz SODIMM", null]]);
    const field = await parseReceiptEmail(eml("Acme <orders@acme.example>", "Your order has shipped", [
      "Your order has shipped.", "CONFIRMATION: 2487076", "Item number: 2841", "Tracking number: 1Z999AA10123456784"]));
    expect(field.products).toEqual([]);
  });

  it("reads the names under a heading of items alone on its line ('ARTIKEL', 'Items'), up to the first sentence", async () => {
    const r = await parseReceiptEmail(eml("Shop <versand@shop.example>", "Ihr Paket kann abgeholt werden", [
      "Ihr Paket mit 1 Artikel kann bei der Packstation 158 abgeholt werden.", "ARTIKEL", "WOCVRYY Autositz Organizer...",
      "Unter Meine Bestellungen können Sie Pakete zurückschicken oder Artikel neu bestellen", "Eine andere Person holt das Paket ab? Weitere Informationen"]));
    expect(r.products.map((p) => p.description)).toEqual(["WOCVRYY Autositz Organizer..."]);
  });
});

describe("a grocery delivery's receipt that says who delivered it (session 30)", () => {
  it("reads '<shopper> delivered your order' over 'placed on … and delivered on …' as delivered, not as an order confirmation", async () => {
    const r = await parseReceiptEmail(eml("Groceries <orders@groceries.example>", "Your receipt", [
      "Randeep delivered your order", "Your order from Fresh Mart was placed on March 31st, 2023 and delivered on April 1st, 2023 at 9:29 AM",
      "Thai Red Curry Paste (112 g) | $4.99", "Subtotal | $4.99", "Total | $4.99"]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "delivery_confirmation"]);
  });
});

describe("a delivery notice that names no parcel but the reader's order (session 31)", () => {
  it.each([
    ["Commande mise à jour pour Veste en jean", ["Bonjour,", "Ton achat t'attend au point relais CAFÉ DU PORT, 1 rue du Port, 13002 Marseille", "Aller sur la conversation"], "pickup_ready"],
    ["Veste en jean - Confirmation requise", ["Bonjour Pat,", "Il a été indiqué que ta commande a été livrée.",
      "Si ta commande est endommagée, tu peux signaler le problème et demander un remboursement."], "delivered"],
    ["An update on your order", ["Hi Pat,", "Your order has been delivered.", "Enjoy!"], "delivered"],
    ["Commande mise à jour pour Chemise en lin", ["Bonjour,", "Ton colis a été livré dans le Point Relais Café du Port, 1 rue du Port. Tu peux, dès maintenant, aller le récupérer."], "pickup_ready"],
    ["Commande mise à jour pour Veste en jean", ["Bonjour,", "Ta commande t'attend ici : Laverie du Parc, 5 rue du Parc. Utilise le code N30681 pour la retirer."], "pickup_ready"],
  ])("is a purchase's delivery (%s), an offered refund no refund", async (subject, body, status) => {
    const r = await parseReceiptEmail(eml("Marketplace <no-reply@market.example>", subject, body));
    expect([r.is_receipt, r.email_type, r.order.status]).toEqual([true, "delivery_confirmation", status]);
  });

  it("reads 'Merci d'avoir récupéré votre colis' as a parcel collected, no purchase when it names none", async () => {
    expect(await typeOf("Carrier <alerts@carrier.example>", "Colis enlevé", ["Bonjour,", "Merci d’avoir récupéré votre colis !", "Enlevé le : mercredi 05/11/2025 12:39"]))
      .toEqual(["delivery_confirmation", false]);
    expect((await typeOf("Carrier <alerts@carrier.example>", "Votre colis a été retiré", ["Bonjour,", "Nous vous confirmons que votre colis n° XW286770817TS a bien été retiré par le destinataire."]))[0])
      .toBe("delivery_confirmation");
  });
});

describe("a carrier's notice that names the shop that entrusted the parcel (session 31)", () => {
  it.each([
    ["Votre colis a bien été livré !", "Votre Colissimo confié par Atelier Lin a été livré le 06 décembre 2025."],
    ["Nous rencontrons un problème dans la livraison de votre colis.", "Bonjour,Votre colis N°6A04664842563 confié par Atelier Lin porte une adresse incomplète et ne pourra pas être livré aujourd'hui."],
  ])("reads the shop after 'confié par' (%s)", async (subject, line) => {
    const r = await parseReceiptEmail(eml("La Poste-Colissimo <noreply@notif-colissimo.example>", subject, ["SUIVRE MON COLIS", line]));
    expect(r.merchant.name).toBe("Atelier Lin");
  });
});
