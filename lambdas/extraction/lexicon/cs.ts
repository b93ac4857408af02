import type { Lexicon } from "./types";

/**
 * Czech. Fragments start with an ASCII letter where the word allows it ("[čc]íslo" would need a boundary before "č",
 * which `\b` does not see): "obj." rather than "číslo obj.", "celkem" rather than "částka celkem".
 */
export const cs: Lexicon = {
  language: "cs sk",
  purchaseDocument: ["faktura", "[úu][čc]tenka", "doklad", "objedn[áa]vka"],
  // Czech, then Slovak, per month
  months: ["leden|ledna|január|januára", "únor|února|február|februára", "březen|března|marec|marca", "duben|dubna|apríl|apríla",
    "květen|května|máj|mája", "červen|června|jún|júna", "červenec|července|júl|júla", "srpen|srpna|august|augusta", "září|september|septembra",
    "říjen|října|október|októbra", "listopad|listopadu|november|novembra", "prosinec|prosince|december|decembra"],
  totals: { feeLabelEnd: ["poplatek"], free: ["zdarma"],
    subtotal: ["celkem z[áa]klad", "z[áa]klad (?:dan[ěe]|dane)", "mezisou[čc]et", "cena zbo[žz][íi]", "zbo[žz][íi] celkem", "medzis[úu][čc]et", "cena tovaru", "tovar spolu"],
    discount: ["sleva", "kup[óo]n"],
    shipping: ["doprava", "po[šs]tovn[ée]", "cena dopravy"],
    tax: ["dph", "celkem dph", "celkov[áa] dph"],
    fee: ["poplatek(?: za (?:rezervaci|službu|zpracování|objednávku))?", "servisn[íi] poplatek"],
    grandTotal: ["celkem", "celkov[áa] cena", "cena celkem", "k [úu]hrad[ěe]", "celkem k [úu]hrad[ěe]", "zaplaceno",
      "celkom", "spolu", "suma (?:na|k) [úu]hrade", "celkov[áa] suma", "zaplaten[ée]"],
    totalWhole: ["cena"],
    taxWord: ["dph"],
  },
  parcel: ["zásilk[aiyu]"],
  pickupReady: ["p[řr]ipraven[aá] k vyzvednut[íi]", "[čc]ek[áa] na v[ýy]dejn[íi]m m[íi]st[ěe]"],
  shopOfParcel: [String.raw`od (?:e-?shopu|odes[íi]latele) (?<shop>(?:[^.,!?:|\s]|\.(?=\w)){2,40})`],
  orderNumber: {
    order: [String.raw`obj\.`, String.raw`objedn[áa]vk[ay]\s*(?:[čc]\.|[čc][íi]slo)`, "objedn[áa]vky", String.raw`j[íi]zdenka\s*[čc]\.`, "[čc][íi]slo j[íi]zdenky"],
    booking: [String.raw`rezervace\s*(?:[čc]\.|[čc][íi]slo)`],
    invoice: [String.raw`faktura\s*[čc]\.`, String.raw`doklad\s*[čc][íi]slo`],
  },
  purchaseDate: ["datum objedn[áa]vky", "datum platby", "datum n[áa]kupu", "d[áa]tum objedn[áa]vky", "d[áa]tum n[áa]kupu"],
  documentDate: ["datum vystaven[íi]", "datum"],
  otherDate: ["doru[čc]en", "odjezd", "p[řr][íi]jezd", "platnost"],
  trackingLabel: [String.raw`z[áa]silk[ay]\s*(?:[čc]\.|[čc][íi]slo)`],
  forward: { subjectPrefix: ["př"], marker: ["Přeposlaná zpráva"], original: ["Původní zpráva"], from: ["Od"], date: ["Datum", "Odesláno"], to: ["Komu", "Kopie"], subject: ["Předmět"] },
  address: { label: ["doru[čc]ovac[íi] adresa"], otherBlock: ["faktura[čc]n[íi] adresa"] },
  pending: ["jakmile", "a[žz]"],
  emailType: {
    order_confirmation: ["potvrzen[íi] objedn[áa]vky", "d[ěe]kujeme za (?:va[šs]i )?objedn[áa]vku", "objedn[áa]vka byla p[řr]ijata",
      "potvrdenie objedn[áa]vky", "[ďd]akujeme za (?:va[šs]u )?objedn[áa]vku", "objedn[áa]vka bola prijat[áa]"],
    orderWords: ["objedn[áa]vk[auyoěi]?"],
    shipping_confirmation: ["byla odesl[áa]na", "odeslali jsme", "z[áa]silka je na cest[ěe]", "bola odoslan[áa]", "odoslali sme", "z[áa]sielka je na ceste"],
    delivery_confirmation: ["byla doru[čc]ena", "bola doru[čc]en[áa]"],
    cancellation: ["byla zru[šs]ena", "zru[šs]en[íi] objedn[áa]vky", "bola zru[šs]en[áa]"],
    refund: ["vr[áa]cen[íi] pen[ěe]z", "refundace"],
    travel_booking: ["j[íi]zdenk[auyoě]?", "m[íi]stenk[auyoě]?", "e-?tiket", "letenk[auyoě]?", "rezervace"],
    payment_receipt: ["da[ňn]ov[ýy] doklad", "faktura", "potvrzen[íi] platby"],
  },
  roles: {
    greeting: ["dobr[ýy] den", "v[áa][žz]en[ýá]", "ahoj", "d[ěe]kujeme"],
    payment: ["platba", "zp[ůu]sob platby", "zaplaceno kartou"],
    legal: ["di[čc]", "i[čc]o", "obchodn[íi]m rejst[řr][íi]ku"],
  },
  products: { tableHeading: ["popis", "cena", "[čc][áa]stka", "polo[žz]ka", "mno[žz]stv[íi]"], unitPrice: ["cena za kus", "jednotková cena"], summary: ["celkem", "dph", "doprava", "sleva", "zaplaceno"], quantity: ["po[čc]et", "ks"], countUnit: [String.raw`ks\.?`], itemLabel: ["polo[žz]ka"] },
  payments: { endingIn: ["kon[cč][ií]c[ií]"], card: ["kart[aou]"], paid: ["platba", "zaplaceno"], bankAccount: ["bankovn[ií] [uú][cč]et"] },
};
