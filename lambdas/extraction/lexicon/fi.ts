import type { Lexicon } from "./types";

/** Finnish. */
export const fi: Lexicon = {
  language: "fi",
  // "5. huhtikuuta 2024": the month in the partitive after a day
  months: ["tammikuuta|tammikuu|tammik", "helmikuuta|helmikuu|helmik", "maaliskuuta|maaliskuu|maalisk", "huhtikuuta|huhtikuu|huhtik",
    "toukokuuta|toukokuu|toukok", "kesäkuuta|kesäkuu|kesäk", "heinäkuuta|heinäkuu|heinäk", "elokuuta|elokuu|elok", "syyskuuta|syyskuu|syysk",
    "lokakuuta|lokakuu|lokak", "marraskuuta|marraskuu|marrask", "joulukuuta|joulukuu|jouluk"],
  totals: { free: ["ilmainen", "maksuton"],
    subtotal: ["välisumma", "tuotteet yhteensä", "ostokset yhteensä"],
    discount: ["alennus", "alennuskoodi"],
    shipping: ["toimitus", "toimituskulut", "toimitusmaksu", "postikulut", "rahti"],
    fee: ["palvelumaksu", "käsittelymaksu"],
    tip: ["juomaraha"],
    tax: ["alv", "arvonlisävero", "verot"],
    grandTotal: ["yhteensä", "kokonaissumma", "loppusumma", "maksettava", "maksettu", "summa"],
    taxWord: ["alv"],
  },
  orderNumber: {
    order: [String.raw`tilau(?:s|ksesi|ksen|sta)\s+(?=#?\s*[A-Z0-9-]*\d)`, "tilausnumero", String.raw`tilaus\s*(?:nro|#)`, "tilauksen numero"],
    booking: ["varausnumero", "varaustunnus", "varauskoodi"],
    invoice: ["kuittinumero", "laskun numero", "laskunumero", String.raw`kuitti\s*nro`],
  },
  purchaseDate: ["tilauspäivä", "tilausaika", "ostopäivä", "maksupäivä"],
  documentDate: ["päivämäärä", "pvm", "laskun päivämäärä"],
  otherDate: ["toimitus", "nouto", "eräpäivä"],
  trackingLabel: ["seurantanumero", "seurantakoodi", "lähetystunnus"],
  parcel: ["paketti", "lähetys"],
  pending: ["kun", "heti kun"],
  emailType: {
    order_confirmation: ["tilausvahvistus", "kiitos tilauksestasi", "kiitos ostoksestasi", "tilauksesi on vahvistettu", "olemme vastaanottaneet tilauksesi"],
    orderWords: ["tilaus", "tilauksesi"],
    shipping_confirmation: ["on lähetetty", "on matkalla", "lähetysvahvistus"],
    delivery_confirmation: ["on toimitettu", "on noudettavissa"],
    cancellation: ["peruttu", "peruutettu", "tilauksen peruutus"],
    refund: ["hyvitys", "hyvitetty"],
    in_store_receipt: ["kassakuitti"],
    payment_receipt: ["kuitti", "maksuvahvistus", "maksu vastaanotettu"],
  },
  roles: { greeting: ["hei", "moi", "hyvä asiakas"], payment: ["maksutapa"] },
  products: { tableHeading: ["kuvaus", "hinta", "summa", "tuote", "määrä"], unitPrice: ["yksikköhinta", "kappalehinta"], summary: ["välisumma", "yhteensä", "toimitus", "alv"], quantity: ["määrä", "kpl"], countUnit: ["kpl"] },
  payments: { endingIn: ["päättyy"], endingPreposition: ["numeroon", "numeroihin"], card: ["kortti", "luottokortti"], paid: ["maksettu", "maksu"] },
};
