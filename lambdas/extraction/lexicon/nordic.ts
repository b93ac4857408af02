import type { Lexicon } from "./types";

/** Swedish, Danish and Norwegian (Bokmål): close enough to share one file. */
export const nordic: Lexicon = {
  language: "sv da nb",
  months: ["januari|januar|jan", "februari|februar|feb", "mars|marts", "april|apr", "maj|mai", "juni|jun", "juli|jul",
    "augusti|august|aug", "september|sep|sept", "oktober|okt", "november|nov", "december|desember|dec|des"],
  totals: { free: ["gratis", "fri frakt", "ilmainen"], taxWord: ["moms", "mva"],
    subtotal: ["delsumma", "subtotal", "varor", "varer", "mellemsum", "delsum"],
    discount: ["rabatt", "rabat"],
    shipping: ["frakt", "fragt", "leverans", "levering", "porto"],
    tax: ["moms", "mva", "varav moms", "heraf moms", "herav mva", String.raw`inkl\.? moms`],
    grandTotal: ["totalt", "att betala", "totalbel[öo]p", "totalbel[øo]b", "[åa] betale", "at betale", "summa", "i alt", "totalsum"],
  },
  orderNumber: {
    copula: ["är", "er"],
    order: ["ordernummer", "ordrenummer", String.raw`order\s*nr\.?`, String.raw`ordre\s*nr\.?`, "bestillingsnummer"],
    booking: ["bokningsreferens", "bokningsnummer", "bookingnummer", "bestillingsreferanse"],
    invoice: ["kvittonummer", "fakturanummer"],
  },
  documentDate: ["fakturadatum", "datum", "dato"],
  otherDate: ["leverans", "levering", "forfald", "f[öo]rfallo"],
  forward: { marker: ["Vidarebefordrat meddelande", "Videresendt (?:meddelelse|melding)", "Välitetty viesti"], original: ["Originalmeddelande"], from: ["Från", "Fra"], date: ["Datum", "Skickat", "Sendt", "Dato"], subject: ["Ämne", "Emne"] },
  address: { label: ["leveransadress", "leveringsadresse"], otherBlock: ["fakturaadress", "fakturaadresse"] },
  purchaseDate: ["orderdatum", "ordredato", "k[öo]pdatum", "kj[øo]psdato", "bestillingsdato"],
  emailType: {
    order_confirmation: ["orderbekr[äa]ftelse", "ordrebekr[æa]ftelse", "ordrebekreftelse", "tack f[öo]r din (?:best[äa]llning|order)",
      "tak for din (?:ordre|bestilling)", "takk for (?:din )?bestilling"],
    orderWords: ["best[äa]llning", "ordre", "bestilling"],
    shipping_confirmation: ["har skickats", "er sendt", "er afsendt", "har sendts", "[äa]r p[åa] v[äa]g", "er p[åa] vej", "er p[åa] vei"],
    travel_booking: ["resa"],
    in_store_receipt: ["digital[at]? kvitto", "digital kvittering", "kassakvitto", "butikskvitto"],
    payment_receipt: ["kvitto", "kvittering"],
  },
  roles: { greeting: ["hej", "hei", "k[æa]re", "hall[åo]"], payment: ["betalningss[äa]tt", "betalingsmetode", "betalt med"] },
  products: { summary: ["totalt", "moms", "frakt", "summa", "i alt"], quantity: ["antal", "antall"] },
  travel: { flight: ["flyg"], flightContext: ["flyg", "avgång"] },
  payments: { endingIn: ["slutter", "slutar"], endingPreposition: ["p[aå]", "med"], card: ["kort"], paid: ["betaling", "betalning", "betalt"], bankAccount: ["bankkonto"] },
};
