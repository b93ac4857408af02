import type { EmailType } from "../schema";

/**
 * The words of one language that the extraction engine reads, as regular-expression fragments (lowercase, matched
 * case-insensitively). A language is one file; `index.ts` joins every language's fragments into the patterns the
 * readers use, so adding a language is adding one file and naming it there. Fragments of scripts written without
 * spaces (Japanese, Chinese) are matched without word boundaries.
 */
export type Lexicon = {
  /** ISO 639-1 code(s) of the language(s) the file covers. */
  language: string;
  /** Twelve entries, January first, each "name|abbreviation|…". */
  months?: string[];
  totals?: {
    /** A total before tax or for part of the order ("total excl. VAT"): not the grand total. */
    partialTotal?: string[];
    /** How a tax label that only says the tax is included begins ("incl.", "inkl.", "enthält", "dont", "di cui"). */
    included?: string[];
    subtotal?: string[];
    discount?: string[];
    shipping?: string[];
    /** A tax label at the start of a label ("Sales tax", "MwSt"). */
    tax?: string[];
    tip?: string[];
    /** Cash handed out at the till with a purchase ("Cashback", "Auszahlung"): no part of what was bought. */
    cashOut?: string[];
    /** A fee label at the start of a label ("Service fee"). */
    fee?: string[];
    /** Labels that name the amount charged for the whole order ("Order total", "Gesamtbetrag"). */
    grandTotal?: string[];
    /** Labels that are a total when they are the whole label ("Amount due", "Betrag"). */
    totalWhole?: string[];
    /** "Price including tax", "Prix incluant les taxes": a price with its tax in it, the whole label, a total (never the tax). */
    grossPrice?: string[];
    /** Words that name an amount, not a total ("Amount", "Betrag"): an alert or a transfer states one too. */
    amountWord?: string[];
    /** Bare words for "total" that may carry a suffix such as "(incl. VAT)" or a currency code. */
    totalWord?: string[];
    /** A booking's price label on a line of its own ("Price: € 248"): its total when it prints none. */
    bookingPrice?: string[];
    /** The preposition between a total's label and the currency it is in ("Total in PLN", "Totalt i NOK"). */
    inCurrency?: string[];
    /** A line's label for the currency everything is in ("Currency:", "Currency Confirmed:", "Währung:"). */
    currencyLabel?: string[];
    /** A tax anywhere in a label ("incl. VAT"). */
    taxWord?: string[];
    /** Words of a free shipping line ("Free", "kostenlos", "gratuit"). */
    free?: string[];
    /** A total label a cell ends with before its amount ("Order total: $10"). */
    totalColon?: string[];
    /** A fee anywhere in a label. */
    feeWord?: string[];
    /** A discount anywhere in a label whose amount is negative, for scripts written without spaces ("跨店满减", "88VIP 95折", "즉시할인"). */
    discountWord?: string[];
    /** Words before the amount charged in a sentence ("we have charged $25.00 to your card"). */
    charged?: string[];
    /** Words after the amount charged or refunded in a sentence ("Wir haben Ihnen 49,00 € erstattet"). */
    chargedAfter?: string[];
    /** Words of a policy that says what would be charged ("if you cancel", "no-show"): its amount was not charged. */
    policy?: string[];
    /** Words before an amount that is a threshold, not a charge ("on orders over $35", "ab 29 €"). */
    threshold?: string[];
    /** The words a fee's label ends with ("Service Fee", "Facility Charge", "Servicegebühr"); a product's name does not. */
    feeLabelEnd?: string[];
    /** Words after an amount that is a threshold ("$25 and above", "29 € und mehr"). */
    thresholdAfter?: string[];
    /** Words before one instalment's amount of a payment plan ("4 instalments of $135.98", "6 cuotas sin interés de"): no total. */
    instalment?: string[];
  };
  orderNumber?: {
    /** Labels of an order number (strongest). */
    order?: string[];
    /** Labels of a booking or confirmation code; these also accept all-letter codes (PNRs). */
    booking?: string[];
    /** Labels of invoice, receipt and transaction numbers (weakest). */
    invoice?: string[];
    /** Words that can follow a label but are no number ("Order details", "Order date", "your"). */
    notValue?: string[];
    /** The verb between a label and its value in a sentence ("Your booking reference is ABC12D"). */
    copula?: string[];
    /** A word before an order label that makes it an order not yet placed ("your next order: MARIUS5" is a coupon's code). */
    next?: string[];
    /** Words after an order's number that label it, where the language puts the label last ("912345678 numaralı sipariş"). */
    after?: string[];
  };
  /** How mail clients mark a forwarded message, and the labels of its header block. */
  forward?: {
    /** "---------- Forwarded message ----------": the words between the dashes. */
    marker?: string[];
    /**
     * Lotus Notes' "----- Forwarded by Pat Sample/HOU/ECT on 07/30/2000 09:09 AM -----": the words before the forwarder's
     * name. Such a forward keeps the original's subject, and names the original's sender on a line without a label.
     */
    markerBy?: string[];
    /** What a mail client writes before a forwarded email's subject ("Fwd", "WG", "TR", "İLT"), before its colon. */
    subjectPrefix?: string[];
    /** A reply's subject prefix ("Re:", "AW:", "SV:"): a reply quotes the mail it answers. */
    replyPrefix?: string[];
    /** Apple Mail's "Begin forwarded message:" line. */
    begin?: string[];
    /** "-----Original Message-----" (a reply's quote as often as a forward): the words between the dashes. */
    original?: string[];
    from?: string[];
    date?: string[];
    subject?: string[];
    /** The recipient lines of a header block ("To", "Cc", "An", "À"). */
    to?: string[];
  };
  /** Labels of a delivery address block, and headings of the blocks that end one (billing, payment …). */
  address?: {
    label?: string[];
    otherBlock?: string[];
    /** Street words of an address line ("street", "Straße", "rue", "calle"). */
    street?: string[];
    /** Labels of a phone number inside an address block. */
    phone?: string[];
    /** Field labels of a labelled address block ("City:", "PLZ:", "Pays:"), per field. */
    city?: string[];
    region?: string[];
    postcode?: string[];
    country?: string[];
    /** Labels of the street's second line ("Apt", "Suite"). */
    unit?: string[];
    /** Labels inside an address block that are not part of the address ("Delivery instructions", "Note"). */
    ignore?: string[];
  };
  /** Labels before a parcel's tracking number. */
  trackingLabel?: string[];
  /** Words for a parcel ("parcel", "Paket", "colis"): in a carrier's own notice, the code right after one is its number. */
  parcel?: string[];
  /** Words before the seller's name at the end of a platform's subject ("… from Black & Brew", "… bei Bäckerei Müller"). */
  sellerBefore?: string[];
  /** How a platform's opening lines name the seller of the order: fragments around `(?<shop>…)`, e.g. "order from (?<shop>…) has". */
  sellerOfOrder?: string[];
  /** What a merchant-of-record platform's receipt says before the product it sold ("receipt for", "purchase of"). */
  purchaseOf?: string[];
  /** Words that, right after those, are not a seller ("us", "our", "home"). */
  notSeller?: string[];
  /** Labels of a carrier notice's sender line ("Sender:", "Nadawca:"): the shop's name follows, there or on the next line. */
  senderLabel?: string[];
  /** How a carrier's notice names the shop it delivers for: fragments around `(?<shop>…)`, e.g. "parcel from (?<shop>…)". */
  shopOfParcel?: string[];
  /** Labels before the date an order was placed or paid. */
  purchaseDate?: string[];
  /** The word for the day the email was written ("today", "heute"): a date given relative to it, "Ordered | Today at 4:41 PM". */
  today?: string[];
  /** Labels of a document's own date (invoice, issue, a bare "Date"): the purchase date only when no order date is printed. */
  documentDate?: string[];
  /** Words that make a date label another date's (delivery, pickup, expiry, departure …), never the purchase's. */
  otherDate?: string[];
  /** Words before a date that say it is still to come ("scheduled for", "next payment", "valid until"): never past. */
  futureDate?: string[];
  /** Phrases that name an email's type, strongest first; `orderWords` are weak hints of an order. */
  emailType?: Partial<Record<EmailType, string[]>> & { orderWords?: string[] };
  /** Words only one language of a family writes, by the currency its bare symbol then means ("tak for" → DKK for "kr"). */
  symbolLanguage?: Record<string, string[]>;
  /**
   * Conjunctions that open a clause about what has not happened yet ("when", "as soon as", "sobald", "dès que"): a
   * type phrase after one ("We will let you know when it has been sent") says what will happen, not what the email is.
   */
  pending?: string[];
  /**
   * Verbs that put what a type phrase names in the future when they follow it ("Your refund will be processed once …",
   * "Ihre Erstattung wird … veranlasst"): the phrase says what is to come, not what the email is.
   */
  future?: string[];
  /** Phrases of a notice that an order or parcel waits to be picked up ("ready for pickup", "zur Abholung bereit"). */
  pickupReady?: string[];
  /** Phrases of emails that are not a purchase (one-time codes, password resets, newsletters). */
  notPurchase?: string[];
  /**
   * Of those, what a booking's or an order's body may offer besides it ("a travel tips newsletter"): no purchase only
   * when the subject or the missing number says so.
   */
  offeredAside?: string[];
  /**
   * The stages of an order's progress bar ("Ordered", "Shipped", "Out for delivery", "Delivered"): printed all together
   * whatever the stage, they say nothing about what the email is.
   */
  progressStage?: string[];
  /** Words of a shop's reminder of a cart left unbought ("still in your cart", "in deinem Warenkorb"): no purchase without an order number. */
  cartLeft?: string[];
  /** A hosted shop's credit to its platform in its footer ("Powered by", "Loja criada com", "propulsée par"). */
  platformCredit?: string[];
  /** Words that say the reader sold, not bought ("You sold your item", "Vous avez vendu", "К выплате"): a marketplace's seller-side notice. */
  sellerSide?: string[];
  /**
   * A document's own statement that it is no receipt ("This is not a receipt", "ОВО НИЈЕ ФИСКАЛНИ РАЧУН", a pre-bill's
   * or pro-forma's): it settles the question even when an order number and a total are printed.
   */
  notAReceipt?: string[];
  /**
   * A bill's words that money is still owed ("is overdue", "The amount outstanding … is due on 30 Nov", "Please pay by",
   * "This estimate is valid for 30 days"): an invoice, reminder or estimate that asks for a payment, no receipt of one,
   * unless the email also says it was paid (`paidSaid`).
   */
  owed?: string[];
  /**
   * A few of the language's commonest words in shop mail ("the", "your"; "votre", "commande"): how many of them a text
   * has tells its language from English, for the order of numeric dates (a text in a language of Europe or Latin
   * America writes the day first).
   */
  commonWords?: string[];
  /** Words that a payment was made ("has been paid", "Thank you for your payment", "Amount paid"). */
  paidSaid?: string[];
  /**
   * Footer sentences about the email itself ("This email was sent to …", "Este mensaje ha sido enviado a …"): their
   * "sent" names no shipment, their type phrases count for nothing.
   */
  aboutThisEmail?: string[];
  /**
   * Phrases that, in a subject, make an email about a purchase no purchase itself: a request to review or rate it, a
   * reminder of a charge still to come. Only the subject: a receipt's body often carries such links.
   */
  notPurchaseSubject?: string[];
  /**
   * A subject about a return on its way back or received, before any money goes back ("We've received your return",
   * "Your return label", "Rücksendung eingegangen"): no purchase and no refund yet, unless the email says it refunded.
   */
  returnStage?: string[];
  /** What a shop's till prints (cashier, register, cash given, change, receipt number): two of them make an emailed in-store receipt. */
  tillReceipt?: string[];
  /**
   * Words that name a purchase's own document (invoice, receipt, ticket): a PDF attachment whose file is named with one
   * ("kvittering.pdf", "Invoice_0001.pdf") is read as the receipt, whatever the subject says.
   */
  purchaseDocument?: string[];
  /** Words around a payment: how a card's last digits are introduced, what marks a payment line or a bank account. */
  payments?: {
    /** Words of a saving ("saved you $3.99", "Ersparnis"): an amount beside a card line that it did not pay. */
    saved?: string[];
    /** A loyalty or member card's number ("PAYBACK Karten-Nr.", "Clubcard"): never the card paid with. */
    loyaltyCard?: string[];
    /** "ending in", "endet mit", "terminant par": the verb before a card's last four digits. */
    endingIn?: string[];
    /** The small word between that verb and the digits ("in", "mit", "par", "con"). */
    endingPreposition?: string[];
    /** "last 4 digits", "letzte 4 Ziffern". */
    lastDigits?: string[];
    /** Words of a card ("card", "Karte", "tarjeta"). */
    card?: string[];
    /** Words of having paid ("payment", "paid", "bezahlt", "payé avec"). */
    paid?: string[];
    /** A bank account as the means of payment ("checking account", "Bankkonto", "compte bancaire"). */
    bankAccount?: string[];
  };
  /** Travel words: what a flight booking, a stay and a fare heading are called, and what a booking sender's name means. */
  travel?: {
    /** Words of a flight booking ("flight", "boarding pass", "Flug"). */
    flight?: string[];
    /** Words that mark an email as a travel booking, whose fares come before its totals ("itinerary", "Buchungsreferenz"). */
    booking?: string[];
    /** Words of a hotel stay (a flight's "ticket" reader stays out of hotel emails). */
    stay?: string[];
    /** Labels of the room booked ("Room type", "Zimmerkategorie", "Type de chambre"): its value names the stay's item. */
    roomLabel?: string[];
    /** Words a room's name holds ("room", "suite", "Zimmer", "chambre"): a label's value without one is a room number. */
    room?: string[];
    /** The nights of a stay after their count ("2 nights", "3 Nächte", "2 nuits"). */
    nights?: string[];
    /** Words of a stay's price line ("Rate per night", "Zimmerpreis", 料金): a rate line names no room. */
    rateWord?: string[];
    /** The labels of a stay's arrival ("Arrival", "Check-in", "Anreise"): a stay that names one is a stay even unpriced. */
    arrival?: string[];
    /** How airline receipts head the fare ("Airfare", "Base fare and surcharges", "Flugtarif"). */
    fareHeading?: string[];
    /** Words around the airline flown ("departure", "Abflug"), where the first airline named is the seller. */
    flightContext?: string[];
    /** Display names that say what the email is, not who sent it ("Booking", "Itinerary"). */
    senderRole?: string[];
    /** Whole patterns of a subject naming the place stayed at, in a group named `place` ("Your stay at <hotel>"). */
    stayAt?: string[];
  };
  /** Phrases of an email that only asks for a one-time password for an order (it still names the order). */
  otpOnly?: string[];
  /** Currencies named in words, by ISO 4217 code ("United States Dollars" → USD, "Euro" → EUR). */
  currencyNames?: Record<string, string[]>;
  /**
   * Registration marks that only one country's fiscal receipts print, by the ISO 4217 code of that country's money
   * (a Russian online till's "ККТ", "ФПД"): the currency of a receipt that prints its amounts bare.
   */
  fiscalMarks?: Record<string, string[]>;
  /** Department words a sender's display name adds to the brand ("Acme Orders", "Etsy Transactions"). */
  senderRoles?: string[];
  /** A shop's channel or market named after its brand in a display name ("Acme Online Store", "Acme Tienda Online", "Acme Europe"). */
  shopChannel?: string[];
  /** A shop named by the thanks, welcome, sign-off or footer of its own email ("Thank you for shopping at Acme", "The Acme Team"); group `shop`. */
  shopThanks?: string[];
  /** Lines that are never an item, whatever amount stands beside them (generic/roles.ts). */
  roles?: {
    /** A tender named alone on its line ("Cash", "Bargeld", "CB"): a payment line. */
    tender?: string[];
    /** The word that labels a payment, alone in its cell ("Payment", "Zahlung", "Pagamento"). */
    paymentLabel?: string[];
    /** The label of a gift's recipient or message under the gift's name ("To:", "Message:", "Für:"). */
    gift?: string[];
    /** The word before an item's brand or author on a line of its own under its name ("by Nike", "von Stance"). */
    byline?: string[];
    /** What kind of copy a digital item is, on the line under its title ("e-book", "Full Game", "Hörbuch"), after its author or publisher. */
    format?: string[];
    /** An item's stock or sale badge on a line of its own ("In stock", "Pre-order", "Final Sale", "Auf Lager"): no name. */
    badge?: string[];
    /** The word that ends a number's label ("Membership Number", "Kundennummer"): such a label alone names no item. */
    numberWord?: string[];
    /** A delivery or pickup promise over an item ("Arrives by Thu, Nov 20", "Ready within 2 hours"): a date, never a name. */
    promise?: string[];
    /** The line of an item a shop replaced ("You ordered: …", "Replaced … with"): what was not charged, never an item. */
    substitution?: string[];
    /** Who travels or stays, as a label with its count ("Passengers: 2 adults", "인원 : 어른 1명", "Reisende: 2"): never an item. */
    party?: string[];
    /** Who drove a ride, over the driver's rating ("You rode with Oscar | 4.84", "Tu conductor"): never an item. */
    driver?: string[];
    /** Opening words of a greeting ("Hello Pat,"). */
    greeting?: string[];
    /** A receipt's own heading, which its platform prints beside the amount paid ("Receipt from Acme  $96.00"). */
    heading?: string[];
    /** Section headings alone on their line ("Price breakdown", "Order summary", "Zusammenfassung"). */
    section?: string[];
    /** Links and buttons ("Report a problem", "View order"). */
    navigation?: string[];
    /** Delivery or billing schedules of a subscription ("1 unit every 2 months"). */
    schedule?: string[];
    /** Labels of identifiers that are not items (transaction, authorisation, reference). */
    identifier?: string[];
    /** Payment-method labels ("Payment method", "Paid with"). */
    payment?: string[];
    /** A loyalty programme's lines ("Punktestand vor Einkauf: 5000", "You earned 120 points"): points, never items. */
    loyalty?: string[];
    /** Company-register and legal boilerplate anywhere in a line ("share capital", "KRS", "Stammkapital"). */
    legal?: string[];
  };
  products?: {
    /** The words before a struck-through former price on an item's row ("Was", "Reg.", "UVP", "au lieu de"). */
    formerPrice?: string[];
    /** The words after one unit's price ("/ea", "each", "pro Stück"). */
    perUnit?: string[];
    /** The bare word for a price ("Price", "Preis", "Prix"): a one-item receipt's price label. */
    priceWord?: string[];
    /** The words that open a modifier chosen for the item above ("Add Bacon", "Extra avocado", "mit Büffelmozzarella", "sans oignons"). */
    modifier?: string[];
    /** The word before one unit's price after the name and count ("2x Socken je 9,99 € 19,98 €", "2 x Croissant à 1,30 €"). */
    perUnitBefore?: string[];
    /** The words before an item's seller on its row ("Sold by", "Verkauf durch", "Vendu par"). */
    soldBy?: string[];
    /** Headings of recommendations and marketing after the order: items end there. */
    marketing?: string[];
    /** Labels of an item's attributes (seller, size, colour …): never the item's name. */
    attribute?: string[];
    /** Labels of a quantity. */
    quantity?: string[];
    /** Labels of one unit's price ("Unit price", "単価", "Einzelpreis"): a row's only amount so labelled is no line price. */
    unitPrice?: string[];
    /** A name column's heading beside the item label words ("Description", "Bezeichnung", "Désignation"). */
    nameHeading?: string[];
    /** Labels before an item's name ("Item: …"). */
    itemLabel?: string[];
    /** Labels of the plan a subscription receipt charges for ("Plan:", "Abonnement:", "Tarif:"): its sole item's name. */
    planLabel?: string[];
    /** What a gift to a charity is called ("donation", "gift", "Spende"): the one thing a donation receipt pays for. */
    donation?: string[];
    /** Words a totals, payment or date row starts with ("Subtotal", "You saved", "Placed on"): never an item. */
    summary?: string[];
    /** Totals words a cell may end with ("Order subtotal", "Estimated tax"): never an item. */
    summaryEnd?: string[];
    /** Cells that are links, headings or labels of an item table, never an item ("Report a problem", "Unit price"). */
    notItem?: string[];
    /** The label of the one item's price on a marketplace's receipt ("Item price", "Cena przedmiotu", "Winnend bod", "落札金額"): never a name. */
    itemPrice?: string[];
    /** Labels of a customer, address or order field, followed by a colon: never an item ("Ship to:", "Order date:"). */
    fieldLabel?: string[];
    /** Column headings of an item table ("Description", "Unit price"). */
    tableHeading?: string[];
    /** A line price column's heading in an item table ("Amount", "Gesamtpreis", "金額"): the row's price for its count. */
    lineTotalHeading?: string[];
    /**
     * The headings of an item table's name and price columns ("Items Ordered | Price", "Bestellte Artikel | Preis"), which
     * a plain-text rendering may run into the first item's name.
     */
    headingRun?: string[];
    /** Words between a leading count and the item ("2 of:", "2 Exemplar(e) von:"). */
    countOf?: string[];
    /** Units a count is given in ("pcs", "Stk.", "個"). */
    countUnit?: string[];
    /** Labels before an article number ("SKU", "Art.-Nr.", "品番"). */
    articleLabel?: string[];
    /** Labels of an item's own number, whole ("Item number", "Artikelnr.", "SKU", "品番"): narrower than articleLabel's "no", "ref". */
    itemNumberLabel?: string[];
    /** A till's word for a line it takes back ("STORNO", "VOID", "ANNULATION", "訂正") before the name it cancels. */
    voidWord?: string[];
    /** Sizes spelled out ("Large", "Groß", "Grande"), as in a variant line "Large / Amber". */
    sizeWord?: string[];
    /** Labels of an item's size or colour ("Size", "Colour", "Größe", "Taille"), on a line under its name. */
    variantLabel?: string[];
    /** Colours a variant is named by ("Black", "Navy", "Schwarz", "Bleu marine"), with their shades ("dark", "heather"). */
    colourWord?: string[];
    /** A partial shipment's heading over the items not in it ("Items still to ship", "Noch nicht versandt"): the shipped items end there. */
    notShipped?: string[];
    /** A mark on an item that was not supplied ("Not available", "nicht lieferbar"): with no price charged, no item. */
    unavailable?: string[];
    /** How the order reaches the buyer, named alone on a row priced "Free" ("Click & Collect", "Bezorgen"): no item. */
    fulfilment?: string[];
  };
};
