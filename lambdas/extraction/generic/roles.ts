import { findDate } from "../dates";
import { letters } from "../html-doc";
import { alt, bounded, monthNames, words } from "../lexicon/index";
import { cardOrWalletWords } from "./payments";

/** What a line is when it is not an item: every kind the item reader must never take as a product. */
export type NonItemRole = "greeting" | "heading" | "badge" | "byline" | "gift" | "navigation" | "device" | "schedule" | "identifier" | "payment" | "loyalty" | "contact" | "legal" | "date" | "tax" | "party" | "substitution" | "sentence";

const roleWords = (key: "greeting" | "heading" | "badge" | "byline" | "format" | "gift" | "paymentLabel" | "section" | "navigation" | "schedule" | "identifier" | "payment" | "tender" | "numberWord" | "loyalty" | "legal" | "promise" | "party" | "substitution" | "driver") => words((l) => l.roles?.[key]);
/** A card brand or wallet a payment line names ("Visa", "American Express", "Apple Pay"). */
const cardBrand = String.raw`(?:${cardOrWalletWords}|discover|jcb|maestro)\b`;

const rules: Array<[NonItemRole, RegExp]> = [
  // "Hello Pat Sample,", "Dear customer!", "山田 太郎 様"
  // ("Thank you for topping up.": a thanks that ends with its full stop)
  // ("Cześć Krzysztof, dziękujemy za zakup!": the greeting and the thanks in one line)
  ["greeting", new RegExp(String.raw`^${bounded(roleWords("greeting"), { before: true, after: true })}(?:[\s,]+[^\d.!?:,]{0,40}(?:#\s?[A-Z0-9-]{2,20})?)?[,!.](?:\s*${bounded(roleWords("greeting"), { before: true, after: true })}[^\d.!?:]{0,60}[!.])?\s*$`, "i")],
  ["greeting", new RegExp(String.raw`^${bounded(roleWords("greeting"), { before: true, after: true })}\s*$`, "i")],
  ["greeting", /^[^\d\s]{1,12}(?:\s[^\d\s]{1,12})?\s?様[,、]?$/u],
  // an item's stock or sale badge on its own: "In stock", "Pre-order", "Final Sale", "Auf Lager"
  ["badge", new RegExp(String.raw`^${bounded(roleWords("badge"), { before: true, after: true })}[!.]?$`, "i")],
  // "by Nike", "von Stance", "par Hachette": the brand or author of the item named above, a short name after the word
  // (and the item's options after a middle dot: "by minnowmade · Small, Matte")
  ["byline", new RegExp(String.raw`^${bounded(roleWords("byline"), { before: true, after: true })}\s+\p{Lu}[\p{L}\d.'’&\- ]{1,40}(?:\s*·\s*[^·]{1,40})?$`, "iu")],
  // "Lucinda Riley · e-book", "Electronic Arts · Full Game", "Virtual Currency": what kind of copy the title above is, after
  // its author or publisher
  ["byline", new RegExp(String.raw`^(?:[^·|]{2,40}\s·\s)?${bounded(roleWords("format"), { before: true, after: true })}$`, "iu")],
  // "To: Leila Haddad", "Message: Happy birthday!", "Für: Anna": a gift's recipient or message under the gift's name
  ["gift", new RegExp(String.raw`^${bounded(roleWords("gift"), { before: true, after: true })}\s*[:：]\s*\S.{0,60}$`, "iu")],
  // a link or button on its own: "Report a problem", "View order ›"
  ["navigation", new RegExp(String.raw`^${bounded(roleWords("navigation"), { before: true, after: true })}\s*[>›»→]*$`, "i")],
  // "Evan’s iPhone 13", "iPad von Anna": the device an app-store purchase was made on, named after its owner
  ["device", /^(?:\p{L}[\p{L}.-]{0,20}['’]s\s+(?:iPhone|iPad|iPod|Mac|MacBook|Apple (?:Watch|TV)|Android|Galaxy|Pixel|Kindle|phone|tablet|laptop|computer)|(?:iPhone|iPad|iPod|MacBook|Mac|Apple Watch)\s+(?:de|von|di|van|från|av)\s+\p{Lu}\p{L}{1,20})(?:\s+(?:\d{1,2}|Pro|Max|Plus|mini|Air|SE|XR|XS|X|\(\d\)))*$/iu],
  // "https://www.shop.com/your-orders/order-details?orderID=…": a bare web address on its own
  ["navigation", /^(?:https?:\/\/|www\.)\S+$/i],
  // "Arrives by Thu, Nov 20", "Ready within 2 hours": a delivery or pickup promise over an item, short, with a day or a time
  ["date", new RegExp(String.raw`^${bounded(roleWords("promise"), { before: true, after: true })}(?=.{0,30}$).*(?:\d|today|tomorrow|${alt(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])})`, "i")],
  // (or the promise after its day, as Korean writes it: "로켓배송 · 내일(수) 6/19 도착 보장")
  ["date", new RegExp(String.raw`^(?=.{0,40}$).*\d.*${bounded(roleWords("promise"), { before: true })}\s*$`, "iu")],
  // "お届け時間帯:14:00~16:00", "Delivery window: 2:00 – 4:00": a labelled time or span of hours, no name
  // (hours with a colon, or a span of two: "Price: 95.00" is money)
  // (a single time only with its am/pm or hours word: "Scale: 1:18" is a ratio)
  ["date", /^[^\d:：]{2,30}[:：]\s*(?:[01]?\d|2[0-3])[:：][0-5]\d(?:\s*(?:[ap]\.?m\.?))?\s*[~〜～–—-]\s*(?:[01]?\d|2[0-3])[:：][0-5]\d(?:\s*(?:[ap]\.?m\.?))?\s*$/iu],
  ["date", /^[^\d:：]{2,30}[:：]\s*(?:[01]?\d|2[0-3])[:：][0-5]\d\s*(?:[ap]\.?m\.?|uhr|h)\s*$/iu],
  ["date", /^[^\d:：]{2,30}[:：]\s*(?:[01]?\d|2[0-3])\.[0-5]\d\s*[~〜～–—-]\s*(?:[01]?\d|2[0-3])\.[0-5]\d\s*(?:uhr|h)?\s*$/iu],
  // "Passengers: 2 adults", "인원 : 어른 1명", "Reisende: 2 Erwachsene": who travels or stays, with their count
  // (never a priced row: "Adults: 2 x $24.00" is a ticket)
  ["party", new RegExp(String.raw`^${bounded(roleWords("party"), { before: true, after: true })}\s*[:：](?![^\n]*(?:[$€£¥₹]|\d[.,]\d{2}(?!\d)))\s*.{0,30}\d`, "iu")],
  // "4 passagers", "2 adults": how many travel, alone in a price row's first cell (the journey is named above it)
  ["party", new RegExp(String.raw`^\d{1,2}\s+${bounded(roleWords("party"), { after: true })}$`, "iu")],
  // "You rode with OSCAR | 4.84", "Tu conductor": the ride's driver over their rating
  ["party", new RegExp(String.raw`^${bounded(roleWords("driver"), { before: true, after: true })}`, "iu")],
  // "You ordered: Great Value Whole Milk · $3.44", "Replaced Organic Spinach ($3.99) with": the item a shop replaced
  ["substitution", new RegExp(String.raw`^${bounded(roleWords("substitution"), { before: true })}`, "iu")],
  // "1 unit every 2 months", "Next delivery: …"
  ["schedule", new RegExp(bounded(roleWords("schedule"), { before: true, after: true }), "i")],
  // "Conversion 40.81 USD = 30.64 GBP", "1 USD = 0.7508 GBP", "35.50 USD ~ 26.65 GBP": a currency conversion, what was
  // paid in another currency, never an item
  // (two currencies: "à 12,90 EUR = 25,80 EUR" is a row's count times its unit price)
  ["payment", /(?:^|\s)\d[\d.,]*\s?([A-Z]{3})\s*[=~≈]\s*\d[\d.,]*\s?(?!\1)[A-Z]{3}(?:\s|$)/],
  // "Transaction ID: 8F3K…", "Auth code 123456"
  ["identifier", new RegExp(String.raw`^${bounded(roleWords("identifier"), { before: true, after: true })}\s*[:#]?\s*\S`, "i")],
  // "주문번호: B1234567890", "订单号：1234567890123", "Numer zamówienia: 123": an order, booking or invoice number with its
  // label, in every language (lexicon/ orderNumber)
  ["identifier", new RegExp(String.raw`^${bounded(words((l) => [...(l.orderNumber?.order ?? []), ...(l.orderNumber?.booking ?? []), ...(l.orderNumber?.invoice ?? [])]), { before: true })}\s*[:：#]\s*[A-Z0-9]`, "i")],
  // "Membership Number", "Ticket 0272121813063": a number's label alone (its value elsewhere), or one word and a long number
  ["identifier", new RegExp(String.raw`^[\p{L}][\p{L} -]{1,30}\s(?:${alt(roleWords("numberWord"))})\s*:?$`, "iu")],
  ["identifier", /^\p{L}{3,15}\s+\d{10,}$/u],
  ["payment", new RegExp(String.raw`^${bounded(roleWords("payment"), { before: true, after: true })}`, "i")],
  // "Pagamento | Cartão de crédito … 3x de R$ 99,97", "Payment | Visa •••• 4242": the payment's label alone in its cell
  ["payment", new RegExp(String.raw`^${bounded(roleWords("paymentLabel"), { before: true, after: true })}\s*[:：]?$`, "iu")],
  // "Cash", "Dinheiro", "Bargeld": the tender alone on its line (a payment, never an item)
  ["payment", new RegExp(String.raw`^${bounded(roleWords("tender"), { before: true, after: true })}\s*$`, "i")],
  // "Viajero: ALVAREZ MORENO, JAVIER", "Passenger: Pat Sample": who travels, named after the label
  ["party", new RegExp(String.raw`^${bounded(roleWords("party"), { before: true, after: true })}\s*[:：]\s*\p{L}[\p{L} ,.'’-]{2,60}$`, "iu")],
  // "Punktestand vor Einkauf: 5000", "Sie erhalten 500 PAYBACK Punkte auf", "You earned 120 points": a loyalty programme's
  // points anywhere in the line
  ["loyalty", new RegExp(bounded(roleWords("loyalty"), { before: true, after: true }), "i")],
  // "Price breakdown", "Order summary": a section's heading alone on its line
  // ("✔ Paid Successfully" over "₹240": a payment's status alone on its line, after a tick)
  ["heading", new RegExp(String.raw`^(?:[^\p{L}\d\s]\s*)?${bounded(roleWords("section"), { before: true, after: true })}\s*:?$`, "iu")],
  // "Receipt from Lattice Notes" over the amount paid: the receipt's title, not a thing bought
  ["heading", new RegExp(String.raw`^${bounded(roleWords("heading"), { before: true, after: true })}\s+\S.{0,60}$`, "i")],
  // company-register boilerplate anywhere in the line: "Kapitał zakładowy: 2 286 040,00 zł", "Registered in England"
  ["legal", new RegExp(bounded(roleWords("legal"), { before: true, after: true }), "i")],
  // "© 2024 Shop Ltd", "© OpenStreetMap", "Copyright 2023 …": a copyright line
  ["legal", /^(?:©|\(c\)\s|copyright\b)/i],
  // "46 814 82 20 (cost per your operator's rates)", "+44 20 7946 0000": a phone number leads the line
  ["contact", /^\+?\(?\d{2,4}\)?(?:[\s-]\d{2,4}){2,4}\b/],
  // "American Express x-1234", "Visa •••• 4242", "Mastercard ending in 1234"
  ["payment", new RegExp(String.raw`^${cardBrand}.{0,24}?(?:[*•·x]{1,}[\s-]?\d{4}|ending|\b\d{4}\b)`, "i")],
  // "Amazon.com Visa Signature ending in 1234: February 8, 2016": a co-branded card's name before the brand
  ["payment", new RegExp(String.raw`^(?:[\p{L}\d.&'-]+\s){1,2}${cardBrand}.{0,24}?(?:[*•·x]{2,}[\s-]?\d{4}|ending (?:in|with)\s*\d{4})`, "iu")],
];

/**
 * The role of a line or cell that can never be an item: a greeting, a link, a subscription schedule, an identifier,
 * a payment line, a phone line, company-register boilerplate, a date with its label, or a sentence of prose (seven words or more, mostly
 * lowercase, ending in a full stop). Null when it may be an item.
 */
export function nonItemRole(text: string): NonItemRole | null {
  const known = roleCache.get(text);
  if (known !== undefined) return known;
  const role = readRole(text.trim());
  if (roleCache.size >= 20_000) roleCache.clear();
  roleCache.set(text, role);
  return role;
}

/** Item readers ask about the same cells many times; the answer depends on the text alone (bounded, shared). */
const roleCache = new Map<string, NonItemRole | null>();

/** A date label of every language (lexicon/) at the start of a line: "Data:", "Fecha de pedido", "取引日", "Order date". */
const dateLabel = new RegExp(String.raw`^(?:${alt([...words((l) => l.purchaseDate), ...words((l) => l.documentDate), ...words((l) => l.otherDate)])})\p{L}*\s*[:：]?\s*`, "iu");

/**
 * "Data: 05/06/2024", "Fecha: 03/04/2024", "取引日 2023年11月30日", "Mon, June 3, 2024 10:15 AM": a date, with its label,
 * a weekday and a time at most, is a date line, never an item's name (an event's "Concert – 12 March 2024" is not).
 */
function isDateLine(t: string): boolean {
  if (!/\d/.test(t)) return false;
  const rest = t.replace(dateLabel, "");
  const d = findDate(rest);
  if (!d) return false;
  const before = rest.slice(0, d.index);
  const after = rest.slice(d.index + d.length);
  // ("For service through: 2025-11-13": a labelled date, the label before its colon)
  const labelled = /^[\p{L}][\p{L} ]{2,30}:\s*$/u.test(before)
    // ("Generated on 16 January 2020 11:23 UTC", "Printed at 12/03/2024": a past participle and its preposition)
    || /^\p{L}{2,20}ed\s(?:on|at)\s*$/iu.test(before);
  return (labelled || (letters(before) <= 9 && /^[\p{L}]*[\s,.]*$/u.test(before))) && after.length <= 16 && letters(after) <= 5;
}

/** A tax word of every language (lexicon/ totals.taxWord): "VAT", "MwSt", "ПДВ", "税". */
const taxWord = new RegExp(bounded(words((l) => l.totals?.taxWord), { before: true, after: true }), "giu");

/**
 * "О-ПДВ", "Без ПДВ", "MwSt 19%", "USt A", "IVA 21 %": a VAT table's row name, a tax word with a rate class or a few
 * letters at most beside it, names a tax, never an item.
 */
function isTaxName(t: string): boolean {
  // (a rate or a class digit at most: "単価:¥12,800(税込)" is a price with its tax note, not a tax's name)
  if (t.length > 24 || /\d/.test(t.replace(/\d{1,2}(?:[.,]\d{1,2})?\s?%/g, "").replace(/(?<![\d.,])\d(?![\d.,])/g, ""))) return false;
  const rest = t.replace(taxWord, "");
  return rest.length < t.length && letters(rest) <= 5;
}

/** "Fri, Mar 22, 2024 → Sun, Mar 24, 2024", "22.03.2024 – 24.03.2024": a stay's or a period's two dates, never an item. */
function isDateRange(t: string): boolean {
  const parts = t.split(/\s(?:→|–|—|-|to|until|bis|au|al|tot|do)\s/i);
  return parts.length === 2 && parts.every((p) => isDateLine(p.trim()));
}

/**
 * "1 seat · 03 Aug 2023 – 02 Aug 2024", "Abbonamento mensile · 17/01/2024 – 16/02/2024": a billing period after a short
 * detail (the seats, the schedule) is the period of the item named above, never its name.
 */
function periodAfterDetail(t: string): boolean {
  const cut = t.search(/\s[·•|]\s[^·•|]+$/);
  if (cut < 0 || cut > 30 || !/\d/.test(t)) return false;
  return t.slice(0, cut).trim().split(/\s+/).length <= 4 && isDateRange(t.slice(cut + 3).trim());
}

/** "25 Sep", "✔ Today, 11 Sep", "Oct 9": a day and month alone (an instalment's or a delivery slot's), no name. */
// ("Thu Mar 16": a night's date on a hotel folio's rate row, its weekday before it)
const dayAndMonth = new RegExp(String.raw`^[^\p{L}\d]{0,3}(?:${alt(["today", "tomorrow", "mon", "tue", "wed", "thu", "fri", "sat", "sun"])}\.?,?\s+)?(?:\d{1,2}\.?\s+(?:${Object.keys(monthNames).join("|")})\.?|(?:${Object.keys(monthNames).join("|")})\.?\s+\d{1,2}(?:st|nd|rd|th)?)$`, "iu");

function readRole(t: string): NonItemRole | null {
  for (const [role, re] of rules) if (re.test(t)) return role;
  // (short, with a digit: the months' long pattern is tried on few lines)
  if (t.length <= 24 && /\d/.test(t) && dayAndMonth.test(t)) return "date";
  if (isTaxName(t)) return "tax";
  if (isDateLine(t) || isDateRange(t) || periodAfterDetail(t)) return "date";
  const w = t.split(/\s+/);
  // (of the words with letters: "Pat D. completed your delivery from CREAM on June 15, 2018.")
  const worded = w.filter((x) => /\p{L}/u.test(x));
  if (w.length >= 7 && /[.!?。]$/.test(t) && worded.filter((x) => /^\p{Ll}/u.test(x)).length * 2 >= worded.length) return "sentence";
  return null;
}

// (or a print's or poster's dimensions: 'White, 5.5" x 5.5"', "Matte / 30 x 40 cm")
// (or a size in a country's scale, "UK 5", "EU 42", "US 10.5", or a waist and leg, "W32/L32", "32W 30L")
const size = String.raw`(?:(?:UK|EU|US|FR|IT|DE|JP|AU)\s?\d{1,2}(?:[.,]5)?|W\d{2}\s?[/x]?\s?L\d{2}|\d{2}W\s?[/x]?\s?\d{2}L|[2-5]?X{0,3}[SML]|X{1,3}L|\d{1,3}(?:[.,]\d{1,2})?\s?(?:"|”|in|cm|mm)?\s?[x×]\s?\d{1,3}(?:[.,]\d{1,2})?\s?(?:"|”|in|cm|mm)?|\d{1,3}(?:[.,]5)?|one size|os|onesize|${alt(words((l) => l.products?.sizeWord))})`;
/** "Navy - M", "Black / 42", "Size: L" (as a line of its own): a variant of the item above, not its name. */
const variant = new RegExp(String.raw`^(?:[\p{L}][\p{L} ]{1,20}\s?[-/|·,]\s?${size}|${size}\s?[-/|·,]\s?[\p{L}][\p{L} ]{1,20})$`, "iu");
/** "Black", "Heather Grey", "White / Navy", "Bleu marine": a colour alone (or two) under an item's name is its variant. */
const colour = alt(words((l) => l.products?.colourWord));
// ("Basin Blue (White Sole)", "Natural White / Natural Grey / Black": a shop's name for a colour ends in a colour word)
const colourOnly = new RegExp(String.raw`^(?:\p{L}+\s)?(?:${colour})(?:\s?[/&,-]\s?(?:\p{L}+\s)?(?:${colour})){0,2}(?:\s\([^()]{1,20}\))?$`, "iu");
/** "Beige Melange · 36", "Dark Grey · One size", "Black / 38": a colour (with a word of its shade) and a size, nothing else. */
const sizeAlone = new RegExp(String.raw`^${size}$`, "iu");
const colourish = new RegExp(String.raw`^(?:\p{L}+\s){0,3}(?:${colour})(?:\s\p{L}+)?$`, "iu");
/** "M/L", "XS/S": a size between two. */
const sizePair = /^(?:X{0,3}[SML]|\d{1,2})\/(?:X{0,3}[SML]|\d{1,2})$/i;
/** "Whole bean / 250g", "Speckled White", "Beige Melange · 36": a short option chosen for an item (its variant, colour or size). */
export function isOption(text: string): boolean {
  const t = text.trim();
  return t.length <= 30 && (isVariantLine(t) || isColourAndSize(t) || colourish.test(t) || /^[^/|]{2,20} \/ [^/|]{1,12}$/.test(t));
}
export function isColourAndSize(text: string): boolean {
  const parts = text.trim().split(/\s*[·|,]\s*|\s+[/-]\s+|(?<=\p{L}{3})\/(?=\S)/u);
  const sized = (p: string) => sizeAlone.test(p) || sizePair.test(p);
  return parts.length === 2 && ((colourish.test(parts[0]) && sized(parts[1])) || (sized(parts[0]) && colourish.test(parts[1])));
}
/** "No. 12345-AB00-M", "SKU: 88-120", "ABC-1234-XL", "Item: 5530-2AF5, Deep Wine, Size: 6": an article number, not a name. */
const articleNumber = new RegExp(String.raw`^(?:${alt(words((l) => l.products?.articleLabel))}\.?\s*[:#]?\s*(?:[A-Z0-9][A-Z0-9./-]{3,}|(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9./-]{3,},\s.{1,40})|(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:[-./][A-Z0-9]+)+)$`, "i");

/** "Sold by Acme Outfitters", "Vendu et expédié par Fnac": the seller of the item, named beside its variant (lexicon/ products.soldBy). */
const sellerPart = new RegExp(String.raw`^${alt(words((l) => l.products?.soldBy))}[:：]?\s+\S.{0,40}$`, "i");

/** A line that describes an item's variant or article number rather than naming it. */
export function isVariantLine(text: string): boolean {
  const t = text.trim();
  // "2-Year Protection Plan", "3-Pack Socks": a number joined to a word by a hyphen is a compound, not a size
  if (/^\d{1,3}-\p{L}/u.test(t)) return false;
  // "16 oz, Extra Shot": a size and the options chosen with it
  if (t.length <= 40 && /^\d{1,4}(?:[.,]\d{1,2})?\s?(?:fl\.? ?oz|oz|ml|cl|l|g|kg|lbs?|in|cm)\s*,\s*\S/i.test(t)) return true;
  // "White / M · Style 40217", "Réf. 8543120 · Vendu et expédié par Fnac": a variant or the article's number, and the
  // seller, cut by a dot or bar
  const parts = t.split(/\s+[·•|]\s+/);
  if (parts.length > 1 && t.length <= 80) {
    return parts.every((p) => p.length <= 40 && (variant.test(p) || articleNumber.test(p) || sellerPart.test(p))) && parts.some((p) => !sellerPart.test(p));
  }
  return t.length <= 40 && (variant.test(t) || articleNumber.test(t) || colourName(t));
}

/**
 * A colour alone, or a shop's name for one ("Basin Blue"); a noun before a colour in small letters is a name ("Tasse
 * weiß", "Robe rouge": German and French put the colour after the thing).
 */
function colourName(t: string): boolean {
  if (!colourOnly.test(t)) return false;
  return t.replace(/\s*\([^()]*\)$/, "").split(/\s?[/&,-]\s?/).every((part) => colourAlone.test(part.trim()) || /^\p{Lu}/u.test(part.trim().split(/\s+/).pop() ?? ""));
}
const colourAlone = new RegExp(String.raw`^(?:${colour})$`, "iu");
