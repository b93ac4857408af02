import type { Lexicon } from "./types";

export const nl: Lexicon = {
  language: "nl",
  months: ["januari|jan", "februari|feb", "maart|mrt", "april|apr", "mei", "juni|jun", "juli|jul", "augustus|aug",
    "september|sep|sept", "oktober|okt", "november|nov", "december|dec"],
  totals: {
    subtotal: ["subtotaal"],
    discount: ["korting"],
    shipping: ["verzend(?:kosten|ing)", "bezorg(?:kosten|ing)"],
    tax: ["btw", "waarvan btw", String.raw`incl\.? btw`],
    fee: ["servicekosten", "transactiekosten"],
    grandTotal: ["totaalbedrag", "totaal", "te betalen"],
    taxWord: ["btw"],
  },
  orderNumber: {
    order: ["bestel(?:nummer|code)", "ordernummer"],
    booking: ["boekings(?:code|nummer|referentie)", "reserverings(?:code|nummer)"],
    invoice: ["factuurnummer"],
  },
  documentDate: ["factuurdatum", "datum"],
  otherDate: ["bezorg", "lever", "verzend", "ophaal", "vervaldatum", "aankomst", "vertrek"],
  trackingLabel: ["track(?: en)? trace(?:code)?", "zendingnummer"],
  shopOfParcel: [String.raw`pakket van (?<shop>(?:[^.,!?:|]|\.(?=\w)){2,40}?)(?= (?:is|wordt|komt)\b|[,!?:|]|\.(?!\w)|$)`],
  forward: { marker: ["Doorgestuurd bericht"], begin: ["Begin doorgestuurd bericht:"], original: ["Oorspronkelijk bericht"], from: ["Van", "Afzender"], date: ["Datum", "Verzonden"], subject: ["Onderwerp"] },
  purchaseDate: ["besteldatum", "besteld op", "orderdatum"],
  emailType: {
    order_confirmation: ["bedankt voor (?:je|uw) bestelling", "bestelbevestiging", "orderbevestiging"],
    orderWords: ["bestelling"],
    shipping_confirmation: ["is verzonden", "onderweg"],
    delivery_confirmation: ["is bezorgd", "afgeleverd"],
    cancellation: ["geannuleerd"],
    refund: ["terugbetaling"],
    travel_booking: ["uw boeking", "boekingsbevestiging", "vlucht"],
    payment_receipt: ["betaalbewijs", "factuur"],
  },
  roles: { greeting: ["beste", "hallo", "hoi", "geachte"], payment: ["betaalmethode", "betaald met"] },
  products: { quantity: ["aantal"] },
};
