import type { Lexicon } from "./types";

/**
 * Serbian, in both of its scripts: Cyrillic (as fiscal receipts print it) and Latin (as most shops' emails do), and the
 * Croatian and Bosnian words its Latin shops' words differ by ("narudžba", "Iznos artikala"). Month names in the
 * nominative ("јануар", "januar") and the genitive ("јануара", "januara").
 */
export const sr: Lexicon = {
  language: "sr",
  purchaseDocument: ["ra[čc]un", "рачун", "faktura", "фактура"],
  months: ["јануар|јануара|januar|januara|јан|jan", "фебруар|фебруара|februar|februara|феб|feb", "март|марта|mart|marta|мар|mar",
    "април|априла|april|aprila|апр|apr", "мај|маја|maj|maja", "јун|јуна|jun|juna", "јул|јула|jul|jula",
    "август|августа|avgust|avgusta|авг|avg", "септембар|септембра|septembar|septembra|сеп|sep", "октобар|октобра|oktobar|oktobra|окт|okt",
    "новембар|новембра|novembar|novembra|нов|nov", "децембар|децембра|decembar|decembra|дец|dec"],
  totals: { inCurrency: ["у", "u"], free: ["бесплатно", "besplatno", "бесплатна", "besplatna"],
    subtotal: ["међузбир", "međuzbir", "укупно без пдв", "ukupno bez pdv", "iznos artikala", "međuzbroj", "cijena artikala"],
    discount: ["попуст", "popust", "купон", "kupon"],
    shipping: ["достава", "dostava", "испорука", "isporuka", "поштарина", "poštarina"],
    tip: ["напојница", "napojnica"],
    fee: ["povratna naknada", "naknada za (?:uslugu|dostavu)"],
    // "Укупан износ пореза" (the VAT a receipt's prices include) before the bare "Укупан износ" among the totals
    tax: ["укупан износ пореза", "ukupan iznos poreza", "пдв", "pdv", "порез", "porez"],
    grandTotal: ["укупан износ", "ukupan iznos", "укупна рефундација", "ukupna refundacija", "за плаћање", "za plaćanje", "укупно за уплату", "ukupno za uplatu",
      "укупно", "ukupno"],
    taxWord: ["пдв", "pdv"],
  },
  orderNumber: {
    order: ["број поруџбине", "broj porud[žz]bine", "broj narud[žz]be", String.raw`narud[žz]ba\s*(?:broj|br\.?|#)`, String.raw`поруџбина\s*(?:број|бр\.?|#)`, String.raw`porud[žz]bina\s*(?:broj|br\.?|#)`],
    // the fiscal receipt's number ("ПФР број рачуна: HSF55JGN-HSF55JGN-27358")
    invoice: ["пфр број рачуна", "pfr broj računa", "број рачуна", "broj računa", String.raw`рачун\s*(?:бр\.?|#)`, String.raw`račun\s*(?:br\.?|#)`],
  },
  // "ПФР време: 13.01.2024. 18:24:52": when the fiscal device recorded the sale
  purchaseDate: ["пфр време", "pfr vreme", "датум куповине", "datum kupovine", "датум поруџбине", "datum porudžbine"],
  documentDate: ["датум", "datum"],
  otherDate: ["реф\\. време", "ref\\. vreme", "испорук", "isporuk", "достав", "dostav"],
  emailType: {
    order_confirmation: ["потврда поруџбине", "potvrda porudžbine", "хвала на поруџбини", "hvala na porudžbini", "potvrda narud[žz]be", "narud[žz]ba je potvr[đd]ena", "hvala na narud[žz]bi", "kupovina je uspe[šs]na", "uspe[šs]na kupovina"],
    orderWords: ["поруџбин", "porudžbin"],
    shipping_confirmation: ["пошиљка је послата", "pošiljka je poslata", "послата је", "poslata je"],
    delivery_confirmation: ["пошиљка је испоручена", "pošiljka je isporučena"],
    cancellation: ["отказан", "otkazan", "поништен", "poništen"],
    refund: ["рефундациј[аеиу]", "refundacij[aeiu]", "повраћај новца", "povraćaj novca"],
    in_store_receipt: ["фискални рачун", "fiskalni račun"],
    payment_receipt: ["рачун", "račun", "уплата примљена", "uplata primljena"],
  },
  notAReceipt: ["ово није фискални рачун", "ovo nije fiskalni račun", "предрачун", "predračun"],
  tillReceipt: ["касир", "kasir", "есир број", "esir broj", "готовина", "gotovina", "пфр време", "pfr vreme"],
  roles: { greeting: ["поштовани", "poštovani", "здраво", "zdravo"], payment: ["платна картица", "platna kartica", "готовина", "gotovina", "начин плаћања", "način plaćanja"] },
  products: { priceWord: ["cena", "cijena", "цена"], itemLabel: ["oglas", "artikal", "artikl", "proizvod", "оглас", "артикал"], summary: ["укупан износ", "ukupan iznos", "укупно", "ukupno", "пдв", "pdv", "достава", "dostava"], quantity: ["кол\\.", "kol\\.", "количина", "količina"],
    tableHeading: ["назив", "naziv", "цена", "cena", "кол\\.", "kol\\.", "артикли", "artikli"] },
  payments: { card: ["платна картица", "platna kartica", "картиц", "kartic"], paid: ["плаћено", "plaćeno"] },
};
