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

describe("a tax with its breakdown by code in brackets", () => {
  it("reads the tax before the bracket, not the last code's amount ('TAX: 42.90 USD (US 30.90 ZP 6.00 XF 6.00)')", async () => {
    const r = await parseReceiptEmail(eml("Lumen Air <eticket@lumenair.example>", "Electronic ticket receipt", [
      "RECORD LOCATOR: ZK4T9Q", "FARE:   412.00 USD", "TAX:   42.90 USD   (US 30.90  ZP 6.00  XF 6.00)", "TOTAL:   454.90 USD",
    ]));
    expect([r.totals.tax, r.totals.total]).toEqual([42.9, 454.9]);
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

describe("a stay booked through a platform, in every language", () => {
  it("reads a Dutch booking platform's confirmation: a booking, the hotel as merchant, the total price and the tourist tax", async () => {
    const r = await parseReceiptEmail(eml("Booking.com <noreply@booking.com>", "Je boeking in Hotel De Gouden Leeuw is bevestigd", [
      "Bedankt, Eva! Je boeking in Amsterdam is bevestigd.", "Bevestigingsnummer: 4012.558.921", "Inchecken: vr 22 mrt 2026", "Uitchecken: zo 24 mrt 2026",
      "Prijs\t€ 298", "Toeristenbelasting\t€ 37,50", "Totaalprijs\t€ 335,50",
    ]));
    expect([r.is_receipt, r.email_type, r.merchant.name, r.merchant.intermediary, r.order.number, r.totals.tax, r.totals.total])
      .toEqual([true, "travel_booking", "Hotel De Gouden Leeuw", "Booking.com", "4012.558.921", 37.5, 335.5]);
    expect(r.products.map((p) => p.description)).not.toContain("Prijs");
  });

  it.each([
    ["Ihre Buchung im Hotel Seeblick ist bestätigt", "Hotel Seeblick"], ["Votre réservation à l'Hôtel du Parc est confirmée", "Hôtel du Parc"],
    ["Tu reserva en Hostal Sol está confirmada", "Hostal Sol"], ["La tua prenotazione presso Albergo Roma è confermata", "Albergo Roma"],
  ])("names the stay a platform's subject confirms: %s", async (subject, name) => {
    const r = await parseReceiptEmail(eml("Booking.com <noreply@booking.com>", subject, ["Confirmation: 4012.558.921", "Total\t€ 120,00"]));
    expect(r.merchant.name).toBe(name);
  });

  it("reads a city tax as the tax", async () => {
    const r = await parseReceiptEmail(eml("Hotel <stay@hotel.example>", "Your stay receipt", ["Room, 2 nights\t€240.00", "City tax\t€8.00", "Total\t€248.00"]));
    expect([r.totals.tax, r.totals.total]).toEqual([8, 248]);
  });
});

describe("a stay's several taxes", () => {
  it("takes every tax line when the room, all the taxes and nothing else make the total (no subtotal printed)", async () => {
    const r = await parseReceiptEmail(eml("Stays <noreply@stays.example>", "Your booking is confirmed", [
      "Booking number: 1234567890", "Price details", "1 Corner King Room with City View\t$1,296.80", "City tax\tUS$45.39", "Other tax\tUS$184.15", "Total Price\tUS$1,526.33",
    ]));
    expect([r.totals.tax, r.totals.total]).toEqual([229.54, 1526.33]);
  });

  it("keeps the first tax line when the lines do not add up that way", async () => {
    const r = await parseReceiptEmail(eml("Stays <noreply@stays.example>", "Your booking is confirmed", [
      "Booking number: 1234567890", "1 Corner King Room\t$100.00", "City tax\t$5.00", "Tax total\t$5.00", "Total Price\t$105.00",
    ]));
    expect(r.totals.tax).toBe(5);
  });
});

describe("a hotel stay's item is the room it books (session 17)", () => {
  const rows = (r: string[][]) => r.map((c) => `<tr>${c.map((x) => `<td>${x}</td>`).join("")}</tr>`).join("");
  const stay = (subject: string, r: string[][]) => [
    "From: Hotels <reservations@hotels.example>", `Subject: ${subject}`, "Date: Tue, 10 Mar 2026 10:00:00 +0000",
    "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "", `<table>${rows(r)}</table>`,
  ].join("\r\n");
  const item = async (subject: string, r: string[][]) =>
    (await parseReceiptEmail(stay(subject, r))).products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price]);

  it("prices the room by its nightly rate times the nights, not as a 'Rate per night' row", async () => {
    expect(await item("Your hotel reservation is confirmed", [
      ["Confirmation", "3289104765"], ["Arrival", "Fri, Jan 9, 2026"], ["Departure", "Sun, Jan 11, 2026"], ["Room", "1 King Bed Studio Suite Nonsmoking"],
      ["Rate per night", "$219.00"], ["Total for 2 nights", "$438.00"], ["Estimated Taxes", "$79.32"], ["Total for Stay", "$517.32"],
    ])).toEqual([["1 King Bed Studio Suite Nonsmoking", 2, 219, 438]]);
  });

  it("reads the nights a room-price row names ('Room price (2 nights)')", async () => {
    expect(await item("Your hotel booking is confirmed", [
      ["Itinerary #", "72839104562193"], ["Room", "Deluxe Room, 1 King Bed"], ["Room price (2 nights)", "$458.00"],
      ["Taxes and fees", "$78.86"], ["Total", "$536.86"],
    ])).toEqual([["Deluxe Room, 1 King Bed", 2, 229, 458]]);
  });

  it("reads a German booking's room category and its price per night printed apart from the items", async () => {
    expect(await item("Ihre Hotelbuchung", [
      ["Buchungsnummer", "HB-44821"], ["Zimmerkategorie", "Doppelzimmer Komfort"], ["Aufenthalt", "3 Nächte"], ["Preis pro Nacht: 89,00 €"],
      ["Gesamtbetrag", "267,00 €"],
    ])).toEqual([["Doppelzimmer Komfort", 3, 89, 267]]);
  });

  it("keeps a row that already names the room, and never takes a room's number for its name", async () => {
    expect(await item("Your hotel booking is confirmed", [
      ["Room type", "Corner King Room"], ["Corner King Room with City View", "$1,296.80"], ["Total", "$1,296.80"],
    ])).toEqual([["Corner King Room with City View", 1, 1296.8, 1296.8]]);
    expect(await item("Your hotel folio", [["Room", "305"], ["Rate per night", "$129.00"], ["Total", "$129.00"]])).toEqual([["Rate per night", 1, 129, 129]]);
  });
});

describe("holiday flats and Japanese inns (session 17)", () => {
  const rows = (r: string[][]) => r.map((c) => `<tr>${c.map((x) => `<td>${x}</td>`).join("")}</tr>`).join("");
  const stay = (from: string, subject: string, r: string[][]) => [
    `From: ${from}`, `Subject: ${subject}`, "Date: Tue, 10 Mar 2026 10:00:00 +0000",
    "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "", `<table>${rows(r)}</table>`,
  ].join("\r\n");

  it("names the flat a rental platform booked and prices it by the nights line ('95,00 € x 7 Nächte | 665,00 €')", async () => {
    const r = await parseReceiptEmail(stay("FeWo-direkt <noreply@fewo-direkt.de>", "Buchung bestätigt", [
      ["Buchungsnummer", "HA-8Q2K7M"], ["Unterkunft", "Ferienwohnung Seeblick am Ammersee"], ["Preisdetails"], ["95,00 € x 7 Nächte", "665,00 €"],
      ["Endreinigung", "60,00 €"], ["Gesamtbetrag", "725,00 €"],
    ]));
    expect([r.merchant.name, r.merchant.intermediary]).toEqual(["Ferienwohnung Seeblick am Ammersee", "Vrbo"]);
    // (the booking's other rows stay beside the flat)
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([["Ferienwohnung Seeblick am Ammersee", 7, 95, 665], ["Endreinigung", 1, 60, 60]]);
  });

  it("names a Japanese stay by its plan ('プラン名') and its nights ('12,800円 × 2泊')", async () => {
    const r = await parseReceiptEmail(stay("じゃらんnet <info@jalan.net>", "【じゃらんnet】予約完了のお知らせ", [
      ["予約番号", "YJ81729364"], ["宿泊施設", "京都三条ホテル鴨川"], ["プラン名", "【素泊まり】スタンダードダブル（禁煙）"], ["料金明細"], ["12,800円 × 2泊", "25,600円"], ["合計", "25,600円"],
    ]));
    expect(r.products.map((p) => [p.description, p.quantity, p.unit_price, p.total_price])).toEqual([["【素泊まり】スタンダードダブル(禁煙)", 2, 12800, 25600]]);
  });

  it("keeps a stay's other rows as read when no rate names the room's price ('Breakfast for two')", async () => {
    const r = await parseReceiptEmail(stay("Hotels <reservations@hotels.example>", "Your hotel booking", [["Room type", "King Room"], ["Breakfast for two", "$30.00"], ["Total", "$30.00"]]));
    expect(r.products.map((p) => p.description)).toEqual(["Breakfast for two"]);
  });
});

describe("a reservation system's bilingual e-ticket receipt (session 19)", () => {
  const ticket = (from: string) => eml(from, "E-TICKET ITINERARY RECEIPT - SAMPLE/PAT", [
    "ELECTRONIC TICKET", "PASSENGER ITINERARY RECEIPT | TICKET NBR: 1590340099999", "AGENCIA DE VIAJES EJEMPLO ISSUE DATE/FECHA DE EMISION: 08 FEB 2025 09:43",
    "ISSUING AIRLINE/LINEA AEREA EMISORA | : AEROLINEAS DEL CARIBE", "TICKET NUMBER/NRO DE BOLETO: 159-0340099999",
    "BOOKING REF./CODIGO DE RESERVA: C1/QWERTY", "CARACAS | CW1304 B | 1MAR | 1315 1400 BOW | 23K | OK",
    "AIR FARE/TARIFA : USD | 144.51", "TAX/IMPUESTOS | : USD | 4.346D | 12.00AK | 2.50C2", "1.45EU | 5.20YN", "TOTAL | : USD | 170.00",
  ]);

  it("reads the issuing airline as the merchant, the booking code after the system's 'C1/', the fare as the subtotal and the coded taxes summed", async () => {
    const r = await parseReceiptEmail(ticket("TRAVELAGENT@ GMAIL.COM <no-reply@kiusys.com>"));
    expect([r.merchant.name, r.merchant.intermediary, r.order.number]).toEqual(["AEROLINEAS DEL CARIBE", "KIU", "QWERTY"]);
    expect([r.currency, r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual(["USD", 144.51, 25.49, 170]);
  });

  it("reads a setting's placeholder display name ('no_config') as no name", async () => {
    const r = await parseReceiptEmail(ticket("no_config <no-reply@kiusys.com>"));
    expect(r.merchant.name).toBe("AEROLINEAS DEL CARIBE");
  });

  it("reads the Venezuelan bolívar's 'Bs' and Spanish 'Tarifa Base'", async () => {
    const r = await parseReceiptEmail(eml("Aerolínea <noreply@aerolinea.example.com.ve>", "Tickets emitidos con éxito", [
      "Código de reserva: WGNBLG", "Tarifa Base", "Bs 43631.22", "Tasa + Impuestos", "Bs 62387.48", "Total", "Bs 106018.7",
    ]));
    expect([r.currency, r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual(["VES", 43631.22, 62387.48, 106018.7]);
  });
});

describe("a ticket's purchase confirmed (session 21)", () => {
  it("reads 'Conferma acquisto - PNR' over 'biglietto' and 'Codice PNR' as the travel booking", async () => {
    const raw = ["From: Trenitalia <noreply@trenitalia.example>", "Subject: Conferma acquisto - PNR XK7P2Q", "Date: Tue, 10 Mar 2026 10:00:00 +0000",
      "Content-Type: text/plain; charset=utf-8", "MIME-Version: 1.0", "",
      "Conferma acquisto\nGentile Marco,\ngrazie per aver acquistato il tuo biglietto.\nCodice PNR: XK7P2Q\nBiglietto Frecciarossa 9531 Milano - Roma\nImporto totale: 89,90 €"].join("\r\n");
    const r = await parseReceiptEmail(raw);
    expect([r.is_receipt, r.email_type]).toEqual([true, "travel_booking"]);
  });
});

describe("a hotel's reservation cancelled (session 22)", () => {
  it("is a cancellation when the subject opens with 'Cancellation:' and the page is headed 'Reservation Cancellation'", async () => {
    const r = await parseReceiptEmail(eml("Grand Hotels Reservations <reservations@grandhotels.example>", "Cancellation: Grand Hotel Westchase, Aug 16", [
      "Grand Hotels Reservation Cancellation", "Dear Mr. Takahashi,", "Your reservation has been cancelled as requested. Please keep your",
      "cancellation number for your records.", "Cancellation Number: 71188432", "Confirmation Number: 83712234", "Hotel: Grand Hotel Westchase",
      "Arrival: Aug 16, 2001", "Departure: Aug 18, 2001", "Room: King, non-smoking"]));
    expect(r.email_type).toBe("cancellation");
  });
});

describe("a train ticket ordered, its route in the subject (session 22)", () => {
  it("is a travel booking when the subject names the route ('Confirmation de votre commande - Paris → Lyon')", async () => {
    const r = await parseReceiptEmail(eml("Rail Shop <noreply@railshop.example>", "Confirmation de votre commande - Paris → Lyon", [
      "Référence de commande : QWERTY", "Paris Gare de Lyon 08:04", "Lyon Part-Dieu 10:02", "Départ le 14 mars", "Total payé : 49,00 €"]));
    expect(r.email_type).toBe("travel_booking");
  });
});

describe("an airline's HTML receipt with its signs in a column of their own (session 30)", () => {
  const html = (rows: string[]) => ["Subject: Your reservation is confirmed", "Date: Sat, 01 May 2021 09:38:19 -0700",
    "Content-Type: text/html; charset=utf-8", "MIME-Version: 1.0", "",
    `<html><body><p>Confirmation # 2C447Z</p><table>${rows.join("")}</table><p>© Copyright 2021 Harbor Air Co. All Rights Reserved.</p></body></html>`].join("\r\n");
  const row = (label: string, amount: string) => `<tr><td><div>${label}</div></td><td><div>$</div><div>${amount}</div></td></tr>`;

  it("reads a sign set in a block above its figure as that figure's, every tax line when the fare, taxes and fees make the total, and the holder after '© Copyright'", async () => {
    const r = await parseReceiptEmail(html([row("Base Fare", "92.63"), row("U.S. Transportation Tax", "6.95"), row("U.S. 9/11 Security Fee", "5.60"),
      row("U.S. Flight Segment Tax", "4.30"), row("U.S. Passenger Facility Chg", "4.50"), row("Total", "113.98")]));
    expect([r.totals.subtotal, r.totals.tax, r.totals.fees.map((f) => f.amount), r.totals.total]).toEqual([92.63, 11.25, [5.6, 4.5], 113.98]);
    expect(r.merchant.name).toBe("Harbor Air Co");
  });

  it("keeps the first tax line alone when all of them do not make the total with the fare", async () => {
    const r = await parseReceiptEmail(html([row("Base Fare", "92.63"), row("Transportation Tax", "6.95"), row("Flight Segment Tax", "4.30"), row("Total", "120.00")]));
    expect(r.totals.tax).toBe(6.95);
  });
});

describe("a journey's price row that opens with how many travel (session 30)", () => {
  it("names the row by the journey above it ('PARIS LYON' over '4 passagers | 315,50 €'), never by the count of passengers", async () => {
    const r = await parseReceiptEmail(eml("Rail <commande@rail.example>", "Confirmation de votre commande", [
      "Confirmation de votre commande", "PARIS LYON", "4 passagers  315,50 €", "Vendredi 2 Septembre", "Aller  16h57  PARIS GARE DE LYON  TGV 6687",
      "Total  315,50 €"]));
    expect(r.products.map((p) => [p.description, p.total_price])).toEqual([["PARIS LYON", 315.5]]);
  });
});

describe("an agency's invoice as its booking system prints it (session 31)", () => {
  it("reads 'AIR FARE 234.42  TAX 26.08  TOTAL USD' over '260.50' as the fare, the tax and the total", async () => {
    const r = await parseReceiptEmail(eml("Agent <agent@travel.example>", "17SEP HOUSTON TO KANSAS = TICKETED", [
      "BOOKING REF YJTYLF", "CONTINENTAL AIRLINES    17SEP HOUSTON TX    KANSAS CITY MO 520P    716P", "RESERVATION CONFIRMED",
      "AIR FARE 234.42      TAX 26.08      TOTAL USD", "      260.50", "PAYMENT: CCVI############7012/0602", "THANK YOU FOR CALLING TRAVEL PARK"]));
    expect([r.totals.subtotal, r.totals.tax, r.totals.total]).toEqual([234.42, 26.08, 260.5]);
  });
});

describe("a flight booking's fares summed under a totals word (session 31)", () => {
  it("never names its ticket by 'Airfare Subtotal'", async () => {
    const r = await parseReceiptEmail(eml("Travel Shop <trips@travelshop.example>", "Your Itinerary for Madison, WI (Itinerary #170-484-660-11)", [
      "Flight Itinerary", "Departing flight: US Airways 1234 Philadelphia (PHL) to Madison (MSN)", "Passenger and Ticket Information",
      "Airline Ticket Cost:      $354.00 per ticket", "Number of Tickets:      2", "Airfare Subtotal:      $808.40", "Total Trip Cost:      $808.40"]));
    expect(r.products.map((p) => p.description)).not.toContain("Airfare Subtotal");
  });
});

describe("an itinerary whose subject names the booking, with an offer of a newsletter (session 31)", () => {
  it("is the booking, its reservation code its number", async () => {
    const r = await parseReceiptEmail(eml("Harbour Travel <harbourtravel@agency.example>", "Travel Reservation July 19 for SAMPLE", [
      "Your complete travel itinerary is brought to you by Harbour Travel.", "Use the link below to display your trip plans.",
      "Register to receive destination related offers and a travel tips newsletter.", "https://trips.example/itinerary?pnr=XFIWIY",
      "Enter reservation code XFIWIY and the passenger's last name."]));
    expect([r.is_receipt, r.email_type]).toEqual([true, "travel_booking"]);
  });
});
