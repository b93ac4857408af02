import type { Lexicon } from "./types";

export const pl: Lexicon = {
  language: "pl",
  months: ["styczeń|stycznia|sty", "luty|lutego|lut", "marzec|marca|mar", "kwiecień|kwietnia|kwi", "maj|maja", "czerwiec|czerwca|cze",
    "lipiec|lipca|lip", "sierpień|sierpnia|sie", "wrzesień|września|wrz", "październik|października|paź", "listopad|listopada|lis",
    "grudzień|grudnia|gru"],
  totals: {
    subtotal: ["warto[śs][ćc] (?:produkt[óo]w|zam[óo]wienia)", "suma częściowa"],
    discount: ["rabat", "zni[żz]ka", "kupon"],
    shipping: ["dostawa", "koszt(?:y)? dostawy", "wysy[łl]ka"],
    tax: ["vat", "podatek"],
    grandTotal: ["do zap[łl]aty", "razem", "suma", "kwota (?:do zap[łl]aty|ca[łl]kowita)", "[łl][ąa]cznie"],
    totalWhole: ["kwota"],
  },
  orderNumber: {
    order: [String.raw`numer zam[óo]wienia`, String.raw`zam[óo]wienie\s*(?:nr\.?|#)`, String.raw`nr zam[óo]wienia`],
    invoice: ["numer faktury", String.raw`faktura\s*(?:nr\.?|vat nr)`, "numer transakcji"],
  },
  documentDate: ["data wystawienia", "data"],
  otherDate: ["dostaw", "wysy[łl]k", "odbi[óo]r", "termin"],
  trackingLabel: ["numer (?:przesy[łl]ki|paczki)", "paczk[aęi] o numerze"],
  shopOfParcel: [String.raw`paczka od (?<shop>(?:[^.,!?:|]|\.(?=\w)){2,40}?)(?= (?:jest|zosta[łl]a)\b|[,!?:|]|\.(?!\w)|$)`, String.raw`nadawca:\s*(?<shop>(?:[^.,!?:|]|\.(?=\w)){2,40}?)(?=[.,!?:|]|$)`],
  forward: { marker: ["Przekazana wiadomość"], original: ["Wiadomość oryginalna"], from: ["Od"], date: ["Data", "Wysłano"], subject: ["Temat"] },
  address: { label: ["adres\\s+dostawy"], otherBlock: ["adres\\s+do\\s+faktury"] },
  purchaseDate: ["data zam[óo]wienia", "data zakupu", "data transakcji"],
  emailType: {
    order_confirmation: ["potwierdzenie zam[óo]wienia", "dzi[ęe]kujemy za (?:z[łl]o[żz]enie )?zam[óo]wienie", "przyj[ęe]li[śs]my (?:twoje )?zam[óo]wienie"],
    orderWords: ["zam[óo]wienie"],
    shipping_confirmation: ["zosta[łl][aoy] wys[łl]an[aeyo]", "wys[łl]ali[śs]my", "dor[ęe]czamy", "w dor[ęe]czeniu", "prawie u ciebie"],
    delivery_confirmation: ["zosta[łl][aoy] (?:dzisiaj )?dostarczon[aeyo]", "dostarczono", "dor[ęe]czon[aoy]", "informacja o dostawie"],
    cancellation: ["anulowan[oe]"],
    refund: ["zwrot (?:[śs]rodk[óo]w|pieni[ęe]dzy)"],
    payment_receipt: ["potwierdzenie (?:p[łl]atno[śs]ci|zap[łl]aty)", "paragon"],
  },
  roles: { greeting: ["dzie[ńn] dobry", "witaj", "cze[śs][ćc]", "szanown[ya]"], payment: ["metoda p[łl]atno[śs]ci", "forma p[łl]atno[śs]ci"] },
  products: { quantity: ["ilo[śs][ćc]", "szt\\.?"] },
};
