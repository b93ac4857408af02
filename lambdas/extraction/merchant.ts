import { labelledTexts, letters, type Line } from "./html-doc";
import { carrierOfDomain, printedCarrier } from "./carriers";
import { anyTypePhrase, isNotPurchaseSubject } from "./classify";
import { isForwardSubject, isReplySubject } from "./forward";
import { domainOf, type Context } from "./context";
import { clientOfMailService, labelSpelled, mailService, mainLabel, nameOfLabel, personalMailbox, spelledInBody, titleCase } from "./domain-names";
import { alt, bounded, words } from "./lexicon/index";
import { findAmounts } from "./money";
import { nonItemRole } from "./generic/roles";
import { isCountry } from "./generic/address";
import { businessOfAddress, companyInSignature, legalForm, shopOfReplyAddress } from "./shop-identity";

/** Intermediaries that send emails on behalf of the seller. */
export const intermediaries: Array<[RegExp, string]> = [
  [/(^|\.)paypal\./, "PayPal"], [/(^|\.)venmo\./, "Venmo"], [/(^|\.)booking\.com$/, "Booking.com"],
  [/(^|\.)capitalonebooking\.com$|(^|\.)capitalonetravel\.com$/, "Capital One Travel"], [/(^|\.)chasetravel\.com$/, "Chase Travel"],
  [/(^|\.)travellink\.[a-z.]+$/, "Travellink"], [/(^|\.)amadeus\.(?:com|net)$/, "Amadeus"], [/(^|\.)kiusys\.com$/, "KIU"], [/(^|\.)fcmtravel\.[a-z.]+$/, "Travellink"], [/(^|\.)amextravel\.com$/, "Amex Travel"], [/(^|\.)priceline\.com$/, "Priceline"], [/(^|\.)seamless\.com$/, "Seamless"],
  [/(^|\.)grubhub\.com$/, "Grubhub"], [/(^|\.)doordash\.com$/, "DoorDash"], [/(^|\.)ubereats\.com$/, "Uber Eats"],
  [/(^|\.)toasttab\.com$/, "Toast"], [/(^|\.)squareup\.com$|(^|\.)square\.com$/, "Square"], [/(^|\.)shopify\.com$/, "Shopify"],
  // marketplaces whose emails name the shop that sold ("Your Etsy Purchase from HandmadeByAnna")
  [/(^|\.)etsy\.com$/, "Etsy"], [/(^|\.)vinted\.[a-z.]+$/, "Vinted"], [/(^|\.)ebay\.[a-z.]+$/, "eBay"], [/(^|\.)allegro\.pl$/, "Allegro"], [/(^|\.)rakuten\.co\.jp$/, "Rakuten"],
  [/(^|\.)mercari\.com$/, "Mercari"], [/(^|\.)poshmark\.com$/, "Poshmark"], [/(^|\.)trendyol\.com$/, "Trendyol"], [/(^|\.)hepsiburada\.com$/, "Hepsiburada"],
  [/(^|\.)skroutz\.gr$/, "Skroutz"], [/(^|\.)11st\.co\.kr$/, "11번가"], [/(^|\.)tokopedia\.com$/, "Tokopedia"], [/(^|\.)shopee\.[a-z.]+$/, "Shopee"],
  [/(^|\.)lazada\.[a-z.]+$/, "Lazada"], [/(^|\.)cdiscount\.com$/, "Cdiscount"], [/(^|\.)manomano\.[a-z.]+$/, "ManoMano"], [/(^|\.)bol\.com$/, "bol"],
  [/(^|\.)qoo10\.[a-z.]+$/, "Qoo10"], [/(^|\.)mercadolibre\.[a-z.]+$/, "Mercado Libre"], [/(^|\.)mercadolivre\.com\.br$/, "Mercado Livre"], [/(^|\.)demae-can\.com$/, "出前館"],
  [/(^|\.)jalan\.net$/, "じゃらん"], [/(^|\.)fewo-direkt\.de$|(^|\.)vrbo\.com$|(^|\.)abritel\.fr$|(^|\.)homeaway\.[a-z.]+$/, "Vrbo"],
  [/(^|\.)expedia\.com$/, "Expedia"], [/(^|\.)hotels\.com$/, "Hotels.com"], [/(^|\.)stripe\.com$/, "Stripe"],
  // payment and merchant-of-record platforms that sell software for its maker
  // payment gateways that collect for a payee ("Odbiorca płatności: UPC Polska")
  [/(^|\.)bm\.pl$|(^|\.)bluemedia\.pl$/, "Blue Media"], [/(^|\.)payu\.(?:pl|com)$/, "PayU"], [/(^|\.)przelewy24\.pl$/, "Przelewy24"],
  [/(^|\.)tpay\.com$/, "Tpay"], [/(^|\.)dotpay\.pl$/, "Dotpay"], [/(^|\.)mollie\.com$/, "Mollie"],
  [/(^|\.)mercadopago\.[a-z.]+$/, "Mercado Pago"], [/(^|\.)klarna\.[a-z.]+$/, "Klarna"],
  // wallets whose receipt for a payment names the business paid ("Você pagou R$ 12,00 via Pix para Padaria Central")
  [/(^|\.)picpay\.com$/, "PicPay"], [/(^|\.)paytm\.com$/, "Paytm"], [/(^|\.)phonepe\.com$/, "PhonePe"], [/(^|\.)gcash\.com$/, "GCash"],
  [/(^|\.)satispay\.com$/, "Satispay"], [/(^|\.)lydia-app\.com$/, "Lydia"], [/(^|\.)twint\.ch$/, "TWINT"], [/(^|\.)alipay\.com$/, "Alipay"],
  // (Amazon Pay writes from amazon.* under its own display name, or from amazonpay.*: the shop it paid is the seller)
  [/(^|\.)amazonpay\.[a-z.]+$|(^|\.)pay\.amazon\.[a-z.]+$/, "Amazon Pay"], [/(^|\.)payme\.hsbc\.com\.hk$/, "PayMe by HSBC"],
  [/(^|\.)paddle\.com$/, "Paddle"], [/(^|\.)gumroad\.com$/, "Gumroad"], [/(^|\.)fastspring\.com$/, "FastSpring"],
  [/(^|\.)lemonsqueezy\.com$/, "Lemon Squeezy"], [/(^|\.)patreon\.com$/, "Patreon"], [/(^|\.)ko-fi\.com$/, "Ko-fi"], [/(^|\.)buymeacoffee\.com$/, "Buy Me a Coffee"], [/(^|\.)2checkout\.com$|(^|\.)2co\.com$/, "2Checkout"],
  // delivery and food-rescue apps that sell for a restaurant or shop
  [/(^|\.)toogoodtogo\.[a-z.]+$/, "Too Good To Go"], [/(^|\.)deliveroo\.[a-z.]+$/, "Deliveroo"], [/(^|\.)just-?eat\.[a-z.]+$/, "Just Eat"],
  [/(^|\.)wolt\.com$/, "Wolt"], [/(^|\.)lieferando\.[a-z.]+$/, "Lieferando"], [/(^|\.)thuisbezorgd\.nl$/, "Thuisbezorgd"],
  [/(^|\.)ifood\.com\.br$/, "iFood"], [/(^|\.)rappi\.[a-z.]+$/, "Rappi"], [/(^|\.)glovoapp\.com$/, "Glovo"], [/(^|\.)swiggy\.(?:in|com)$/, "Swiggy"],
  [/(^|\.)zomato\.com$/, "Zomato"], [/(^|\.)foodpanda\.[a-z.]+$/, "foodpanda"], [/(^|\.)menulog\.com\.au$/, "Menulog"], [/(^|\.)skipthedishes\.(?:com|ca)$/, "SkipTheDishes"],
  [/(^|\.)food\.bolt\.eu$/, "Bolt Food"], [/(^|\.)grabfood\.com$/, "GrabFood"], [/(^|\.)pyszne\.pl$/, "Pyszne.pl"], [/(^|\.)takeaway\.com$/, "Takeaway.com"],
  [/(^|\.)lieferservice\.at$/, "Lieferservice.at"], [/(^|\.)mjam\.net$/, "mjam"], [/(^|\.)e-?food\.gr$/, "efood"], [/(^|\.)yemeksepeti\.com$/, "Yemeksepeti"],
  [/(^|\.)talabat\.com$/, "talabat"], [/(^|\.)gojek\.com$/, "Gojek"], [/(^|\.)getir\.com$/, "Getir"],
  [/(^|\.)baemin\.com$/, "Baemin"], [/(^|\.)coupangeats\.com$/, "Coupang Eats"], [/(^|\.)yogiyo\.co\.kr$/, "Yogiyo"],
  [/(^|\.)meituan\.com$/, "Meituan"], [/(^|\.)pedidosya\.[a-z.]+$/, "PedidosYa"], [/(^|\.)didiglobal\.com$/, "DiDi"], [/(^|\.)ele\.me$/, "Ele.me"], [/(^|\.)eda\.yandex\.ru$/, "Яндекс Еда"], [/(^|\.)delivery-club\.ru$/, "Delivery Club"], [/(^|\.)sbermarket\.ru$|(^|\.)kuper\.ru$/, "СберМаркет"],
  [/(^|\.)postmates\.com$/, "Postmates"], [/(^|\.)instacart\.com$/, "Instacart"], [/(^|\.)foodora\.[a-z.]+$/, "foodora"],
  // Russian fiscal-data operators and payment gateways that email a shop's fiscal receipt or payment for it
  [/(^|\.)pofd\.ru$/, "Платформа ОФД"], [/(^|\.)ofd\.ru$/, "OFD.ru"], [/(^|\.)1-ofd\.ru$/, "Первый ОФД"], [/(^|\.)taxcom\.ru$/, "Taxcom"],
  [/(^|\.)ofd-ya\.ru$/, "Яндекс ОФД"], [/(^|\.)paygine\.(?:net|ru)$/, "Paygine"], [/(^|\.)ecom\.sberbank\.ru$/, "Sberbank"], [/(^|\.)yoomoney\.ru$/, "ЮMoney"],
  [/(^|\.)cloudpayments\.ru$/, "CloudPayments"], [/(^|\.)best2pay\.net$/, "Best2Pay"],
  // shop, till and invoicing platforms that write for the business that sold (its name in the text)
  [/(^|\.)sumup\.[a-z.]+$/, "SumUp"], [/(^|\.)(?:i?zettle)\.com$/, "Zettle"], [/(^|\.)clover\.com$/, "Clover"], [/(^|\.)squarespace\.(?:com|info)$/, "Squarespace"],
  [/(^|\.)nuvemshop\.com\.br$|(^|\.)tiendanube\.com$/, "Nuvemshop"], [/(^|\.)thebase\.in$/, "BASE"], [/(^|\.)stores\.jp$/, "STORES"], [/(^|\.)bigcartel\.com$/, "Big Cartel"],
  [/(^|\.)ecwid\.com$/, "Ecwid"], [/(^|\.)invoicexpress\.com$/, "InvoiceXpress"], [/(^|\.)xero\.com$/, "Xero"], [/(^|\.)freshbooks\.com$/, "FreshBooks"],
  [/(^|\.)waveapps\.com$/, "Wave"], [/(^|\.)invoiceninja\.com$/, "Invoice Ninja"], [/(^|\.)zohoinvoice\.[a-z.]+$/, "Zoho Invoice"], [/(^|\.)sellfy\.com$/, "Sellfy"], [/(^|\.)payhip\.com$/, "Payhip"],
  // shipment-tracking platforms that write for the shop
  [/(^|\.)narvar\.com$/, "Narvar"], [/(^|\.)aftership\.com$/, "AfterShip"], [/(^|\.)route\.com$/, "Route"], [/(^|\.)parcellab\.[a-z.]+$/, "parcelLab"],
];

const shopOfParcel = words((l) => l.shopOfParcel).map((f) => new RegExp(f, "iu"));
// the label opens its line or follows a sentence on it ("Pora na Twój ruch! Paczka od:")
const senderLine = new RegExp(String.raw`(?:^|[.!?]\s+)[■●◆・•*-]?\s*${alt(words((l) => l.senderLabel))}\s*:\s*(.*)$`, "i");
const senderAlone = new RegExp(String.raw`^${alt(words((l) => l.senderLabel))}$`, "i");
/** The shop a carrier's notice names, from its subject first, then its opening lines; null when it names none. */
function shopNamedByCarrier(ctx: Context, carrier: string): string | null {
  const head = ctx.lines.slice(0, 60);
  // "Nadawca: ZIELONY PARAPET …", or the label alone with the name on the next line
  for (let i = 0; i < head.length; i++) {
    // ("Expéditeur | KIABI": the label and the name in two cells)
    // ("From" alone over "PRUSA RESEARCH A.S.": a tracking table's label cell on a line of its own, the name on the next;
    // never the town it ships from, "From" over "PRAHA, PR, CZ")
    const alone = senderAlone.test(head[i].text.trim()) && !/,/.test(head[i + 1]?.text ?? ",");
    const m = senderLine.exec(head[i].cells.length === 2 ? asLabelled(head[i]) : alone ? `${head[i].text.trim()}:` : head[i].text);
    // "From: Chewy, Dayton, OH": the shop, not the town it ships from
    // ("■ご依頼主：株式会社はなまる書店 様": the company's legal form and the honorific are no part of the name)
    const shop = m && (m[1].trim() || head[i + 1]?.text.trim())?.replace(/,\s.*$/, "").replace(/\s*様$/, "").replace(/^(?:株式会社|有限会社)\s*|\s*(?:株式会社|有限会社)$/, "");
    if (shop && shop.length >= 2 && shop.length <= 80 && !/\d{4,}|@/.test(shop)) return shop;
  }
  // (a long opening paragraph by its start: "At the request of PEAK OUTFITTERS this notice alerts you …")
  const texts = [ctx.subject, ...ctx.lines.slice(0, 40).map((l) => (l.text.length < 300 ? l.text : l.text.slice(0, 200)))];
  for (const text of texts) {
    for (const re of shopOfParcel) {
      const shop = re.exec(text)?.groups?.shop?.trim().replace(/^(?:the|your)\s+/i, "");
      // ("tu envío de tu pedido": a possessive opens no shop's name, nor is a phrase without a capital one; a brand's
      // one lowercase word is: "je pakket van wehkamp")
      if (shop && shop.length >= 2 && !notSeller.test(shop) && (/\p{Lu}/u.test(shop) || !/\s/.test(shop)) && !/\d{4,}|@/.test(shop) && shop.toLowerCase() !== carrier.toLowerCase()) return shop;
    }
  }
  // "SomeVendor.com" alone on the line above "Tracking Number: 1Z…": the shipper a carrier's alert prints over the parcel
  for (let i = 1; i < head.length; i++) {
    if (!trackingLine.test(head[i].text)) continue;
    const above = head[i - 1];
    const name = above.cells.length === 1 ? above.text.trim() : "";
    if (name.length >= 3 && name.length <= 40 && letters(name) >= 3 && !/[:：]|\d{3,}|@|^https?:/.test(name) && !anyTypePhrase(name)
      && !name.toLowerCase().includes(carrier.toLowerCase()) && nonItemRole(name) === null && !/[.!?]$/.test(name.replace(/\.(?:com|net|org|de|co\.uk)$/i, ""))) return name;
  }
  return null;
}
const trackingLine = new RegExp(`^${alt(words((l) => l.trackingLabel))}\\s*[:#]`, "i");


/**
 * The shop behind an email that came from a person's mailbox: the seller the subject names ("Re: Order 725 from
 * catalog luxuryguru"), else the first shop address printed in the text (a forward's header that was not recognised,
 * "sent by orders@shop.com"); null rather than the person's name.
 */
function shopInPersonalMail(ctx: Context): string | null {
  // (the subject's seller before any address the text prints: the order form a seller's reply quotes lists the buyer's
  // own address, "E-Mail  pat@company.com", which no recipient header marks once the reply is forwarded)
  const named = sellerInSubject(ctx.subject);
  if (named) return named;
  // (the person who forwarded it, who is usually the original's recipient too, is no shop; nor is a placeholder domain)
  const forwarder = ctx.forward.forwarded ? domainOf(ctx.mail.from.address) : null;
  // (nor is anyone a forward chain's "From:" lines name: the colleagues who passed it on)
  const chain = new Set(ctx.forward.forwarded ? [...(ctx.mail.text ?? "").matchAll(chainFrom)].map((m) => m[1].toLowerCase()) : []);
  // (a reply's quoted history below its own words, "From: pat@company.com" / "-----Original Message-----", is the
  // other party's: the person the shop answers)
  const own = isReplySubject(ctx.subject.trim()) ? ctx.text.slice(0, quotedHistory(ctx.text)) : ctx.text;
  const recipients = recipientDomains(ctx);
  const greeted = greetedNames(ctx);
  for (const m of own.slice(0, 20000).matchAll(/[\w.+'-]+@([\w-]+(?:\.[\w-]+)+)/g)) {
    const d = m[1].toLowerCase();
    // ("This e-mail was sent to: pat@company.com": the recipient's address, never the shop's)
    if (sentTo.test(ctx.text.slice(Math.max(0, (m.index ?? 0) - 60), m.index))) continue;
    // ("To: Gilbert-smith, Doug [mailto:doug@company.com]": the people of a forward's header lines, never the shop)
    if (headerLine.test(ctx.text.slice(Math.max(0, (m.index ?? 0) - 80), m.index))) continue;
    // (nor is the reader's own: the recipient's, one a link passes on, "…?login=pat.sample@company.com", or one labelled as
    // the reader's account, "Your ID: pat.sample@company.com")
    const before = own.slice(Math.max(0, (m.index ?? 0) - 30), m.index);
    // (nor is one whose mailbox spells the name the email greets: "Dear JOSEPH STEPENOVITCH" … "at Joe.Stepenovitch@enron.com")
    if (readersMailbox(m[0].split("@")[0], greeted)) continue;
    if (/[=%]$/.test(before) || readerAccount.test(before) || personalMailbox.test(d) || d === ctx.sender.domain || d === forwarder || chain.has(d) || recipients.has(d) || anonymised.test(d)) continue;
    const known = brands.find(([re]) => re.test(d))?.[1];
    if (known) return known;
    const label = mainLabel(d);
    if (label && label.length >= 3) return spelledInBody(label, ctx.text) ?? titleCase(label);
  }
  // "Visit my webpage at www.INNERHORIZON.com": the seller's own web address in its words
  // (one the seller calls its own, "my webpage", "visit us at"; never a platform's or a carrier's)
  for (const web of own.slice(0, 20000).matchAll(/(?<![\w.@/-])www\.([\w-]+(?:\.[\w-]+)+)/gi)) {
    const d = web[1].toLowerCase();
    if (!ownSite.test(own.slice(Math.max(0, (web.index ?? 0) - 40), web.index))) continue;
    if (personalMailbox.test(d) || anonymised.test(d) || intermediaries.some(([re]) => re.test(d)) || carrierOfDomain(d)) continue;
    const site = mainLabel(d);
    if (site && site.length >= 4) return spelledInBody(site, ctx.text) ?? titleCase(site);
  }
  return siteInSubject(ctx);
}

/** The words of the name an opening greeting addresses ("Dear JOSEPH STEPENOVITCH," → joseph, stepenovitch). */
function greetedNames(ctx: Context): string[] {
  const line = ctx.lines.slice(0, 15).map((l) => l.text.trim()).find((t) => greetingLine.test(t) && t.length <= 200);
  const name = line ? /^\S+\s+([^,:!\n]{2,60})[,:!]/u.exec(line)?.[1] ?? "" : "";
  return name.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 2);
}

/**
 * Whether a mailbox is the greeted person's: one of its parts is a word of the name (four letters or more) and another
 * opens with another word's initial ("joe.stepenovitch" for "Joseph Stepenovitch"); a shop's "customer.service" is none
 * for "Dear Valued Customer".
 */
function readersMailbox(mailbox: string, names: string[]): boolean {
  const parts = mailbox.toLowerCase().split(/[._+-]+/).filter(Boolean);
  return parts.some((p, i) => p.length >= 4 && names.includes(p)
    && parts.some((q, j) => j !== i && names.some((n) => n !== p && n[0] === q[0])));
}

/** The label of the reader's own account before an address: "Your ID:", "User name:", "Login:". */
const readerAccount = /\b(?:your (?:id|login|user ?name|account|e-?mail(?: address)?)|user ?(?:id|name)|login|username)\s*:?\s*$/i;

/** The domains of the addresses the email was sent to (To, Cc): the reader's own, never the shop's. */
function recipientDomains(ctx: Context): Set<string> {
  const heads = `${ctx.mail.headers.get("to") ?? ""},${ctx.mail.headers.get("cc") ?? ""}`;
  return new Set([...heads.matchAll(/@([\w-]+(?:\.[\w-]+)+)/g)].map((m) => m[1].toLowerCase()));
}

/** "Expedia.com Itinerary for Raquel Thomas": the shop a subject names by its web address. */
function siteInSubject(ctx: Context): string | null {
  const d = /(?<![\w.@/-])([a-z][\w-]{2,30}\.(?:com|net|co\.uk|com\.au|de|fr|ca|it|es|nl))(?![\w.])/i.exec(ctx.subject)?.[1]?.toLowerCase();
  if (!d || personalMailbox.test(d) || anonymised.test(d)) return null;
  const known = brands.find(([re]) => re.test(d))?.[1];
  const label = mainLabel(d);
  return known ?? (label && label.length >= 3 ? spelledInBody(label, ctx.text) ?? titleCase(label) : null);
}

/**
 * "girodhouse@aol.com" with "Again thank you for choosing 'Girod House Hotel'": a small business's mailbox at a
 * provider, named by its words as the text spells them (never in a greeting: "Dear Pat Sample" is the reader).
 */
function mailboxNameInText(ctx: Context): string | null {
  const local = /^([a-z]{6,24})@/.exec(ctx.sender.address ?? "")?.[1];
  const name = local ? spelledInBody(local, ctx.text) : null;
  if (!name || !/\s/.test(name)) return null;
  const line = ctx.lines.find((l) => l.text.includes(name));
  return line && greetingLine.test(line.text) ? null : name;
}
/** Greeting words of every language (lexicon/ roles.greeting): "Dear", "Hi", "Hallo". */
const greetingWords = bounded(words((l) => l.roles?.greeting), { before: true, after: true });
const greetingLine = new RegExp(`^${greetingWords}`, "i");

/** "my webpage at", "visit us at", "our store": the words before a seller's own web address. */
const ownSite = /\b(?:my|our|us)\b[^.!?\n]{0,30}$/i;
/** Where a reply's quoted history starts: its first header line ("From: …") or "Original Message" rule; the end when none. */
function quotedHistory(text: string): number {
  const m = new RegExp(`^[\\s>]*(?:-+\\s*${alt(words((l) => l.forward?.original))}\\s*-+|(?:${alt(words((l) => l.forward?.from))})\\s*:)`, "im").exec(text);
  return m ? m.index : text.length;
}

/** A forward's header line of any language (lexicon/ forward): "From: …", "To: …", "Sent: …", "Von: …", "À : …". */
const headerLine = new RegExp(`(?:^|\\n)[\\s>]*(?:${alt(words((l) => [...(l.forward?.from ?? []), ...(l.forward?.to ?? []), ...(l.forward?.date ?? [])]))})\\s*:[^\\n]*$`, "i");
const chainFrom = new RegExp(`^[\\s>]*(?:${alt(words((l) => l.forward?.from))})\\s*:[^\\n]*?@([\\w-]+(?:\\.[\\w-]+)+)`, "gim");
const sentTo = new RegExp(`(?:${alt(words((l) => l.aboutThisEmail))})[^@\\n]{0,30}$`, "i");

/** Reserved example domains (RFC 2606, RFC 6761): "email@example.com" is a placeholder, not a sender. */
const anonymised = /(?:^|\.)example\.(?:com|net|org)$|\.invalid$|^localhost$/;

/** A display name that names no one ("Store", "Shop", "Info", "Nobody"). */
const genericDisplay = /^(?:(?:the |la |le |el |il |de |a |o |der |die |das |online[- ])?(?:store|shop|webshop|boutique|tienda|negozio|winkel|butik|sklep|loja|obchod|kauppa|magasin|bolt|webáruház|magazin|κατάστημα)|team|sales|support|info|hello|news|service|nobody|no[- ]?one|unknown|anonymous|undisclosed)$/i;

/** "Your", "Our", "The": what is left of a display name once its department word is gone ("Your Receipt"). */
const leftoverWord = /^(?:your|our|my|the|ihr[e]?|dein[e]?|votre|vos|tu|su|il|la|le|el|de|het)$/i;
/** "[Brûlerie du Faubourg] Confirmation de commande": a shop system's subject opens with the shop's name in brackets. */
function subjectTag(ctx: Context): string | null {
  const tag = /^\[([^\]]{2,40})\]/.exec(ctx.subject.trim())?.[1]?.trim();
  return tag && letters(tag) >= 3 && !/#|\d{3,}|spam|extern|warning|fwd?|notice/i.test(tag) && !anyTypePhrase(tag) ? tag : null;
}
/** Shop systems that host each shop under a subdomain of their own ("acme.myshopify.com"): the subdomain is the shop. */
const hostedShop = /^([a-z0-9-]{3,})\.(?:myshopify\.com|mybigcommerce\.com|square\.site|mystrikingly\.com|ecwid\.com|company\.site)$/;
/**
 * "Anaïs d'Otto Office", "Lena von Kaffeehaus", "Marco di Pastamania": a first name and the brand in the sender's own
 * language ("de", "d'", "von", "di" …), only when the brand is the one the domain names ("Jan de Vries" is a person).
 */
function personOfDomainBrand(name: string, domain: string): RegExpExecArray | null {
  const m = /^\p{Lu}\p{Ll}{1,14}\s+(?:de\s+|d['’]\s*|von\s+|van\s+|di\s+|da\s+|del\s+|du\s+)(\p{Lu}.{1,50})$/u.exec(name);
  const label = mainLabel(domain)?.replace(/-/g, "");
  return m && label && label.length >= 3 && compact(m[1]).replace(/[^\p{L}\d]/gu, "").includes(label) ? m : null;
}

/**
 * Whether a display name of two or three capitalised words is a person's name spelled by the address's local part
 * ("Nicoletta Bernasconi" <nicoletta_bernasconi@…>, "Jan de Vries" <jan.de.vries@…>, "Pat Sample" <psample@…>).
 */
function personalAddress(display: string, address: string | null): boolean {
  const words = display.split(" ");
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^\p{L}[\p{L}'-]*$/u.test(w)) || !/^\p{Lu}/u.test(words[0]) || !/^\p{Lu}/u.test(words[words.length - 1])) return false;
  // (a brand's own address spells its name without a separator: "American Express" <AmericanExpress@…> is no person)
  const raw = (address ?? "").split("@")[0].toLowerCase();
  const local = raw.replace(/[._-]/g, "");
  const plain = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/['-]/g, "");
  const joined = words.map(plain).join("");
  const initial = plain(words[0]).charAt(0) + words.slice(1).map(plain).join("");
  return local.length >= 5 && ((local === joined && /[._-]/.test(raw)) || local === initial);
}

/**
 * "Anna from Wildflower Tea", "Tom at Acme", "Your friends at Acme", "Lena von Acme": a person's first name (or the
 * friends and folks of a brand) before the brand they write for.
 */
// ("Алексей из команды BlaBlaCar", "Lucía del equipo de Zara", "Marco dal team di Eataly", "Anna vom Team Zalando")
const personOfBrand = /^(?:\p{Lu}\p{Ll}{1,14}|(?:your|the) (?:friends|folks|team|pals))\s+(?:from|at|@|von|bei|chez|vom team|de l['’]équipe|del equipo de|dal team di|из(?: команды)?)\s+(\p{Lu}.{1,50})$/iu;

/**
 * The holder a footer's copyright line names, the last one in the email: "Copyright© Royal Bank of Canada, 2025",
 * "© 2019 Acme Books Ltd. All rights reserved." Null when the line names no one.
 */
function copyrightHolder(ctx: Context): string | null {
  let holder: string | null = null;
  for (const line of ctx.lines) {
    const m = copyrightLine.exec(line.text) ?? proprietaryOf.exec(line.text);
    const name = m?.[1].trim();
    if (name && letters(name) >= 3 && !/^(?:by|the|all)$/i.test(name)) holder = name;
  }
  return holder;
}
const thanksPatterns = words((l) => l.shopThanks).map((f) => new RegExp(f, "iu"));
/**
 * "Thank you for shopping at Larkspur!", "Gracias por comprar en Brisa", "The Larkspur Team", "This email was sent by
 * Larkspur Candles, 123 Main St": the shop a body kept without its headers thanks, welcomes, signs or sends as, in its
 * opening or closing lines. A name as brands write it: capitalised, a few words, no address or number.
 */
function shopOfThanks(ctx: Context): string | null {
  const lines = ctx.lines.length > 80 ? [...ctx.lines.slice(0, 40), ...ctx.lines.slice(-40)] : ctx.lines;
  for (const line of lines) {
    const text = line.text.trim();
    if (text.length > 200) continue;
    for (const re of thanksPatterns) {
      const shop = re.exec(text)?.groups?.shop?.trim().replace(legalForm, "");
      if (shop && /^[\p{Lu}\d]/u.test(shop) && letters(shop) >= 3 && shop.split(/\s+/).length <= 5 && !/@|\d{3,}/.test(shop) && !notSeller.test(shop)
        && !anyTypePhrase(shop)) return shop;
    }
  }
  return null;
}

/** Sites every mailing links to that are nobody's shop: social networks, app stores, link shorteners, mail services. */
const everyonesSite = /^(?:facebook|fb|twitter|x|instagram|youtube|youtu|pinterest|linkedin|tiktok|snapchat|google|goo|apple|bit|tinyurl|ow|t|list-manage|mailchimp|sendgrid|doubleclick|w3|schema|outlook|microsoft|live|gmail|yahoo|wikipedia|whatsapp|spotify|trustpilot)$/;
/**
 * The shop a body kept without its headers links to most ("email.uber.com" eleven times, "t.livingsocial.com"): a known
 * brand or platform by its domain, else the domain's name as the text spells it. Null when no site is linked twice.
 */
function shopOfLinks(ctx: Context): string | null {
  const counts = new Map<string, number>();
  for (const line of ctx.lines) {
    for (const url of line.links ?? []) {
      const host = /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1]?.toLowerCase();
      const label = host ? mainLabel(host) : undefined;
      if (host && label && !everyonesSite.test(label)) counts.set(host, (counts.get(host) ?? 0) + 1);
    }
  }
  const [host, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!host || (n ?? 0) < 2) return null;
  const known = brands.find(([re]) => re.test(host))?.[1] ?? intermediaries.find(([re]) => re.test(host))?.[1];
  return known ?? spelledInBody(mainLabel(host) ?? "", ctx.text);
}

/**
 * "//bigbasket.com/static/images/bigbasket_logo.png": the shop whose logo a body kept without its headers shows, when
 * the logo's file is named for the site it is served from (a carrier's or a card's logo on a CDN is not).
 */
function shopOfLogo(ctx: Context): string | null {
  for (const m of (ctx.mail.html || "").slice(0, 50000).matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']?(?:https?:)?\/\/([\w.-]+)\/[^"'\s>]*?([^/"'\s>]*logo[^/"'\s>]*)/gi)) {
    const label = mainLabel(m[1].toLowerCase());
    if (!label || label.length < 3 || everyonesSite.test(label) || !m[2].toLowerCase().includes(label)) continue;
    return brands.find(([re]) => re.test(m[1].toLowerCase()))?.[1] ?? spelledInBody(label, ctx.text) ?? titleCase(label);
  }
  return null;
}

/** "CNPJ: 76.189.406/0049-70", "ИНН 7707083893", "NIP: 521-…": a company-register or tax number opening a line (lexicon/ roles.legal). */
const registerLine = new RegExp(String.raw`^${bounded(words((l) => l.roles?.legal), { before: true, after: true })}\s*[:.#№]?\s*[\d.\-/ ]{5,}`, "iu");
/**
 * "CONDOR SUPER CENTER LTDA" over "CNPJ: 76.189.406/0049-70": on a page with no sender (a fiscal receipt's page), the
 * name over the first register number near the top is the issuer's.
 */
function issuerOfRegister(ctx: Context): string | null {
  const head = ctx.lines.slice(0, 15);
  for (let i = 1; i < head.length; i++) {
    if (!registerLine.test(head[i].text.trim())) continue;
    const name = head[i - 1].text.trim();
    return letters(name) >= 3 && name.length <= 60 && !/[:：@]|\d{3,}/.test(name) && !anyTypePhrase(name) ? name : null;
  }
  return null;
}
/** "… are copyrighted and are proprietary products of Continental Airlines, Inc.": the holder a footer's sentence names. */
// (the copyright marks in any order and number before the year: "© Copyright 2021 Southwest Airlines Co.", "Copyright (c) 2020 …")
const proprietaryOf = /\b(?:copyrighted|proprietary)\b[^.]{0,60}?\b(?:products?|property) of\s+(\p{Lu}[\p{L}\d&'’ -]{1,60}?)\s*(?:,|\.(?:\s|$)|$)/u;
const copyrightLine = /(?:(?:©|\(c\)|\bcopyright\b)\s*)+(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*,?\s*)?(\p{Lu}[\p{L}\d&'’ -]{1,60}?(?:\.(?=\p{L}))?[\p{L}\d&'’ -]{0,30}?)\s*(?:[,.®™]|\s(?:\d{4}|All rights|Alle Rechte|Tous droits|Todos los derechos|Tutti i diritti)|$)/iu;

/**
 * A display name that names its platform in brackets: "Some App (via Paddle.com)", "Shop [powered by Shopify]", or by
 * a known platform's own name alone, "Acme Store (Shopify)". The seller is the name before the brackets; the platform
 * is the intermediary.
 */
const platformSuffix = /^(.{2,60}?)\s*[([](?:(via|through|by|powered by|über|par|μέσω|через)\s+)?([^)\]]{2,40})[)\]]\s*$/i;

/** Well-known sender domains to the brand people recognise. */
const brands: Array<[RegExp, string]> = [
  [/(^|\.)amazon\.[a-z.]+$/, "Amazon"], [/(^|\.)homedepot\.com$/, "The Home Depot"], [/(^|\.)walmart\.com$/, "Walmart"],
  [/(^|\.)apple\.com$/, "Apple"], [/(^|\.)uber\.com$/, "Uber"], [/(^|\.)lyftmail\.com$|(^|\.)lyft\.com$/, "Lyft"],
  [/(^|\.)steampowered\.com$/, "Steam"], [/(^|\.)twitch\.tv$/, "Twitch"], [/(^|\.)cloudflare\.com$/, "Cloudflare"],
  [/(^|\.)target\.com$/, "Target"], [/(^|\.)bestbuy\.com$/, "Best Buy"], [/(^|\.)ebay\.[a-z.]+$/, "eBay"],
  [/(^|\.)bolt\.eu$/, "Bolt"], [/(^|\.)grab\.com$/, "Grab"],
];

/** Lowercased without spaces or punctuation: "Amazon.com", "amazon" and "AMAZON" are one name. */
const nameKey = (s: string) => s.toLowerCase().replace(/\.(?:com|net|org|co)$/, "").replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The sending domains of a merchant the engine knows as a brand ("Amazon" → amazon.*), or null for any other
 * merchant: a receipt that names a known brand but comes from elsewhere is suspect.
 */
export function brandSendingDomains(merchantName: string | null): RegExp | null {
  const key = merchantName ? nameKey(merchantName) : "";
  return (key && brands.find(([, name]) => nameKey(name) === key)?.[0]) || null;
}

/** The domains of a platform that sells or sends for others (a receipt's intermediary: "Square", "Paddle"), or null. */
export function platformSendingDomains(intermediary: string | null): RegExp | null {
  const key = intermediary ? nameKey(intermediary) : "";
  return (key && intermediaries.find(([, name]) => nameKey(name) === key)?.[0]) || null;
}

/** Store names shop systems ship with (Magento, PrestaShop, WooCommerce, OpenCart, Shopware), which some shops never change. */
const shopSystemDefault = /^(?:main website store|default store view|main website|my store|your store|my wordpress(?: (?:site|blog))?|wordpress|demo shop|prestashop|opencart|shopware|storefront)$/i;

/** Lowercased without spaces: "Uber Eats" and "UberEats" compare equal. */
const compact = (s: string) => s.toLowerCase().replace(/\s/g, "");
/** A name as a domain spells it: lowercased letters and digits, "&" as "and" ("Oak & Iron" is "oakandiron"). */
const spelledKey = (s: string) => s.toLowerCase().replace(/&/g, "and").replace(/[^\p{L}\p{N}]/gu, "");

/**
 * A display name without what it adds to the brand: department words and the separator left beside them ("Acme Store |
 * Orders", "Orders - Acme"), "at"/"from" left before the brand ("Team at Lumen"), a Japanese mailing's at-sign before
 * the brand and its section after a slash ("＠ぴあ/シネマ").
 */
function brandOfDisplay(rawName: string): string {
  // ("🍕 Pizza Palace", "Acme ✨": pictographs dress a name, they are no part of it)
  return rawName.replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\uFE0F\u200D]/gu, "").replace(roleWords, "").replace(/\s+/g, " ").trim().replace(/^[|\-–—:·•,]+\s*|\s*[|\-–—:·•,]+$/g, "").replace(/^(?:at|from|von|bei)\s+(?=\p{Lu})/u, "").trim()
    .replace(/^[@＠]+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u, "").replace(/^([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2,12})[/／][^/／]{1,12}$/u, "$1");
}

/**
 * "Verdant Botanicals | Official Store", "Mossy Stone Tea ✿ Small-batch loose leaf": of a display name cut by a
 * separator, the part the sender's domain spells is the brand, the rest its tagline (unchanged when no part is).
 */
function withoutTagline(display: string, domain: string): string {
  const parts = display.split(/\s+(?:[|·•–—~]|\p{So})\s+/u);
  const label = (mainLabel(domain) ?? "").replace(/-/g, "");
  if (parts.length < 2 || label.length < 3) return display;
  return parts.find((p) => spelledKey(p).length >= 3 && (label.includes(spelledKey(p)) || spelledKey(p).includes(label))) ?? display;
}

/** A shop's channel or market after its brand ("Online-Shop", "Official Store", "Tienda Online", "Europe"), from the lexicon. */
const channelTail = new RegExp(String.raw`[\s\-–|]+${alt(words((l) => l.shopChannel))}$`, "i");

/**
 * "Lidl Srbija" <…@lidl.rs>, "Katjes Online-Shop" <…@katjes.de>, "T-Mobile USA" <…@t-mobile.com>: a country or a shop's
 * channel after the name the sender's domain spells qualifies the brand, which is the name (kept when the domain spells
 * the qualifier too: "Air Canada" <…@aircanada.com>, "Acme Shop" <…@acmeshop.com>), and so does a legal form ("Cyberport
 * GmbH" <…@cyberport.de>; "DB Fernverkehr AG" <…@bahn.de> is a company's name the domain does not spell, kept whole).
 */
function withoutQualifier(display: string, domain: string): string {
  const label = spelledKey(mainLabel(domain) ?? "");
  let head = display;
  if (spelledKey(display.replace(legalForm, "")) === label) return display.replace(legalForm, "").trim();
  while (label.length >= 2 && spelledKey(head).length > label.length) {
    const words = head.split(/[\s,]+/);
    const country = [3, 2, 1].find((n) => n < words.length && isCountry(words.slice(-n).join(" ").replace(/[.()]/g, "")));
    const cut = channelTail.exec(head)?.index ?? (country ? head.length - words.slice(-country).join(" ").length : -1);
    if (cut <= 0) break;
    head = head.slice(0, cut).replace(/[\s,\-–|]+$/, "");
    if (spelledKey(head) === label) return head;
  }
  return display;
}

/** The seller's name from the sender: known brands, else the display name, else the domain's main label. */
export function merchantFromSender(ctx: Context): { name: string | null; intermediary: string | null } {
  const domain = ctx.sender.domain ?? "";
  const brand = brands.find(([re]) => re.test(domain))?.[1];
  // a brand's platform named by the display name ("Uber Eats" <noreply@uber.com>): it sells for the restaurant the
  // subject names (below, as any platform), else the email is the brand's own
  // (or by the subject, "Your Sunday evening order with Uber Eats", when the platform bears the brand's name)
  const named = brand ? intermediaries.find(([, name]) => compact(ctx.sender.name ?? "") === compact(name)
    || (compact(name).startsWith(compact(brand)) && compact(name) !== compact(brand) && new RegExp(String.raw`\b${name}\b`, "i").test(ctx.subject)))?.[1] : undefined;
  // (or by its display name alone, from its parent company's domain: "PayMe by HSBC" <…@notification.hsbc.com.hk>)
  const intermediary = named ?? intermediaries.find(([re]) => re.test(domain))?.[1]
    ?? intermediaries.find(([, name]) => name.includes(" ") && compact(ctx.sender.name ?? "") === compact(name))?.[1] ?? null;
  if (brand && !named) return { name: brand, intermediary };
  const carrier = carrierOfDomain(domain);
  if (carrier) {
    // a postal digest lists who sent each letter: none of them is a shop the reader bought from
    const shop = isNotPurchaseSubject(ctx.subject) ? null : shopNamedByCarrier(ctx, carrier);
    return shop ? { name: shop, intermediary: carrier } : { name: carrier, intermediary: null };
  }
  // no sender at all (a body kept without its headers): the seller it labels ("Seller: Kedai Retro Games" on a
  // marketplace's invoice page, whose footer names the platform), else the footer's copyright holder
  // (or the site its links lead to, the name over or beside its street address, the site whose logo heads it)
  if (!domain && !ctx.sender.name) {
    // (a sentence that thanks for or brings an order from a shop names it before any name over an address, which may be
    // the reader's own: "… completed your delivery from CREAM" over the kitchen's and the reader's addresses)
    return { name: sellerOfOrder(ctx, "") ?? copyrightHolder(ctx) ?? issuerOfRegister(ctx) ?? shopOfLinks(ctx) ?? shopOfThanks(ctx) ?? businessOfAddress(ctx) ?? shopOfLogo(ctx)
      ?? headingNamedAgain(ctx) ?? shopInPersonalMail(ctx), intermediary: null };
  }
  // a person's mailbox (the forward was not recognised, or someone sent it on): never the merchant
  // (or, naming none, the company its signature names under the sender's name: a small shop writing from a person's mailbox)
  // (or the business its signature names over its street address in the footer: "Maple Hill Farm Inn" over "214 Hill
  // Road, Putney"; a display name signed so is the business's own, "Sherwood Wine & Spirits" <sherwoodwines@yahoo.com>)
  if (personalMailbox.test(domain)) {
    return { name: shopInPersonalMail(ctx) ?? shopNameInSubject(ctx) ?? companyInSignature(ctx) ?? businessOfAddress(ctx, () => false, true)
      ?? mailboxNameInText(ctx) ?? copyrightHolder(ctx) ?? shopOfThanks(ctx), intermediary: null };
  }
  // a sender anonymised to a reserved example domain says nothing of the shop: the footer's copyright holder does
  // (or, when the footer names no one, the display name the sender kept: "Hardware Hub <orders@hardwarehub.example.com>")
  const rawName = ctx.sender.name?.replace(/^"|"$/g, "") ?? "";
  // a shop system's default store name left in place ("Main Website Store") names no brand: the domain does
  // (nor does a setting's placeholder, "no_config", or an agent's address typed as a name, "TRAVELINKEO@ GMAIL.COM", when
  // a platform sends: the seller it names in the text does)
  const placeholder = /^[a-z]+(?:_[a-z]+)+$/.test(rawName.trim()) || (/@/.test(rawName) && intermediary !== null);
  // ("Your Receipt" once its department word is gone: a possessive or an article alone names no one)
  const display = shopSystemDefault.test(rawName.trim()) || placeholder ? "" : withoutTagline(brandOfDisplay(rawName), domain).replace(leftoverWord, "");
  if (anonymised.test(domain)) {
    // ("PayPal" <user_afafa770@example.com>: a payment platform's name kept as the display name sends for the payee
    // its text names, "You paid $24.51 USD to Adobe, Inc.")
    const platform = intermediaries.find(([, name]) => compact(name) === compact(display))?.[1];
    const payee = platform ? sellerOfOrder(ctx, platform) : null;
    if (platform && payee) return { name: payee, intermediary: platform };
    // (else the shop its text thanks, "Thank you again for shopping with Temu!", or the carrier its subject names,
    // "USPS® Expected Delivery on Friday …", with the shop it delivers for when it names one)
    const holder = copyrightHolder(ctx);
    const carrier = printedCarrier.exec(ctx.subject)?.[1];
    const delivering = carrier && !holder ? shopNamedByCarrier(ctx, carrier) : null;
    if (carrier && delivering) return { name: delivering, intermediary: carrier };
    return { name: holder ?? shopInPersonalMail(ctx) ?? (display && !/@/.test(display) ? display : null) ?? shopOfThanks(ctx) ?? carrier ?? null, intermediary: null };
  }
  // "orders@shop.example" <bounce-123@mcsv.net>, "purchasing@shop.example <do-not-reply@mailer.example>": the address in
  // the display name is the claimed sender (read before role words are stripped from it); a bulk-mail service's never the shop
  const claimedAddress = /^[\w.+-]+@([\w-]+(?:\.[\w-]+)+)$/.exec(rawName.trim())?.[1];
  if (claimedAddress && !mailService.test(claimedAddress.toLowerCase())) {
    const label = mainLabel(claimedAddress.toLowerCase());
    if (label) return { name: nameOfLabel(label, ctx.subject, ctx.text), intermediary };
  }
  // ("Kitchen at Home" <shop@kitchenathome.com>: a first word the domain spells is the brand's, not a person's)
  const ofBrand = personOfBrand.exec(rawName.trim());
  const person = (ofBrand && !(mainLabel(domain) ?? "").includes(rawName.trim().split(/\s/)[0].toLowerCase()) ? ofBrand : null) ?? personOfDomainBrand(rawName.trim(), domain);
  // ("Emily from gTeam" <gteam@e.glossier.com>: a team's nickname the domain does not spell; the brand the domain names
  // and the text spells is the shop)
  const label = mainLabel(domain) ?? "";
  const team = person ? compact(person[1]) : "";
  const ownBrand = person && label.length >= 4 && !team.includes(label) && !label.includes(team) ? spelledInBody(label, ctx.text) : null;
  if (person) return { name: ownBrand ?? person[1].trim(), intermediary };
  const hosted = hostedShop.exec(domain)?.[1];
  // ("Orders" <noreply@store-k3j9x2.mybigcommerce.com>: a platform's store code names no shop: its address lines do)
  if (hosted && /^store-[a-z0-9]{4,}$/.test(hosted)) {
    const shop = display && !genericDisplay.test(display) ? display : businessOfAddress(ctx) ?? copyrightHolder(ctx);
    if (shop) return { name: shop, intermediary };
  }
  if (hosted && !rawName.trim()) return { name: spelledInBody(hosted.replace(/-/g, ""), ctx.text) ?? hosted.split("-").map(titleCase).join(" "), intermediary };
  const generic = genericDisplay.test(display);
  if (mailService.test(domain)) {
    // (else the shop its replies go to, the seller it names, its footer's copyright holder, the subject's tag "[Brûlerie du
    // Faubourg] Confirmation de commande", the name over its street address)
    return { name: display && !generic && !/@/.test(display) ? display : shopOfReplyAddress(ctx) ?? sellerOfOrder(ctx, "") ?? copyrightHolder(ctx) ?? subjectTag(ctx)
      ?? businessOfAddress(ctx) ?? clientOfMailService(domain, ctx.text) ?? shopInPersonalMail(ctx) ?? shopOfThanks(ctx)
      ?? brandOfMailingSender(ctx, mainLabel(domain) ?? ""), intermediary };
  }
  // "shop" <shop@tanoshii.example.jp> with "【たのしいショップ】商品発送のお知らせ": a Japanese shop names itself in the subject's
  // lenticular brackets when its display name says nothing
  const inBrackets = (!display || generic) ? /^【([^】]{2,30})】/.exec(ctx.subject.trim())?.[1] : undefined;
  if (inBrackets && !anyTypePhrase(inBrackets)) return { name: inBrackets.trim(), intermediary };
  // a carrier writing through a platform's relay ("Kurier DPD (via Poczta Allegro)"): the shop it delivers for
  const relayed = printedCarrier.exec(rawName)?.[1];
  if (relayed) {
    const shop = shopNamedByCarrier(ctx, relayed);
    if (shop) return { name: shop, intermediary: relayed };
  }
  const bracketed = platformSuffix.exec(rawName);
  const known = bracketed && !bracketed[2] ? intermediaries.find(([, name]) => compact(name) === compact(bracketed[3]))?.[1] : undefined;
  if (bracketed && (bracketed[2] || known) && !/@/.test(bracketed[1])) {
    const platform = known ?? titleCase(bracketed[3].trim().replace(/\.(?:com|net|io|co)$/i, ""));
    return { name: bracketed[1].trim(), intermediary: intermediary ?? platform };
  }
  // "Local Vendor via Square", "dm.de über Trusted Shops": the seller before "via", the platform after it
  const via = /^(.{2,60}?)\s+(?:via|über|a través de|tramite|μέσω|через)\s+\S.*$/i.exec(rawName);
  if (via && !/@/.test(via[1])) return { name: via[1].trim(), intermediary };
  // a platform sending for a shop or restaurant names the seller in the subject ("Receipt for $6.83 at Black & Brew")
  const platformName = intermediary && (named || !display || generic || [intermediary, ...(platformAliases[intermediary] ?? [])].some((n) => compact(display).includes(compact(n))));
  if (platformName) {
    // "Your order from Meghana Foods was delivered": a sentence that names the seller of the order ends its name
    // before the verb; else the seller the subject ends with, else the opening lines
    // (the body's labelled seller before the end of a subject after a dash: "Nintendo Switch - White" is a product's name)
    // ("Bedankt voor je bestelling bij bol": the platform the subject names is no seller of its own)
    const notPlatform = (name: string | null) => (name && compact(name) !== compact(intermediary) ? name : null);
    const seller = sellerOfOrderIn([ctx.subject], intermediary) ?? notPlatform(sellerInSubject(ctx.subject)) ?? sellerBeforePlatform(ctx, intermediary)
      ?? sellerOfOrder(ctx, intermediary) ?? notPlatform(sellerAfterDash(ctx.subject)) ?? (merchantsOfRecord.has(intermediary) ? productOfPlatform(ctx) : null)
      // (or the name over its street address at the receipt's head, "Pho Saigon Noodle House" / "1080 Commonwealth Ave",
      // never the platform's own footer)
      ?? (pointOfSale.has(intermediary) ? businessOfAddress(ctx, (n) => compact(n).includes(compact(intermediary))) : null)
      // (or the shop its footer names beside the platform's credit, "Ateliê Flor de Cerrado · Brasília - DF · Loja criada com Nuvemshop")
      ?? shopBesideCredit(ctx, intermediary)
      ?? (hostedShops.has(intermediary) ? shopHeading(ctx, intermediary) : null)
      // (with no seller anywhere, the platform as the subject names it: "Delivery from Bolt Food")
      ?? sellerInSubject(ctx.subject);
    if (seller) return { name: seller, intermediary };
  }
  if (named) return { name: brand!, intermediary: null };
  // "Fwd: Ihre Bestellung" from a person's own mailbox at a company (pat.sample@northwind.com) whose forward block went
  // unread: the shop the text names, never the forwarder's company
  if (isForwardSubject(ctx.subject) && display && personalAddress(display, ctx.sender.address)) {
    // (naming none, the shop is unknown: the forwarder's company is the reader's side of the purchase)
    return { name: shopInPersonalMail(ctx) ?? copyrightHolder(ctx), intermediary: null };
  }
  const main = mainLabel(domain);
  // ("Nicoletta Bernasconi" <nicoletta_bernasconi@it.ibm.com>, "Nobody" <nobody@internic.net>: a person's own mailbox at
  // the company, the display name spelling the address's local part, or a name that names no one: the company the
  // domain names sent it)
  // ("E Confirmation" <e.confirmation@nw.navigant.com>: a letter left once its department word is gone names nothing)
  // ("99" <recibo@99app.com>, "12306" <12306@rails.com.cn>: a brand of digits that its address spells is a name too)
  const digitBrand = /^\d{2,6}$/.test(display) && (ctx.sender.address ?? "").toLowerCase().includes(display);
  if (display && (letters(display) >= 2 || digitBrand) && !/@/.test(display) && !generic && !personalAddress(display, ctx.sender.address)) {
    // "Bestellung Yoojis Josef" <…@yoojis.ch>: a person's or a branch's name around the brand the domain names
    const words = display.split(" ");
    // (counted before department words went: "Bestellung Yoojis Josef" is three words around one brand)
    // ("Cancer Research UK" <…@cancer.org.uk>: a name that opens with the domain's word is the brand's whole name)
    // ("Royal Canadian Mint" <…@email.mint.ca>: a name that ends with the domain's word is the brand's whole name too)
    const brandWord = main && main.length >= 4 && rawName.trim().split(/\s+/).length >= 3 && rawName.trim().split(/\s+/)[0].toLowerCase() !== main
      && rawName.trim().split(/\s+/).at(-1)!.toLowerCase() !== main ? words.find((w) => w.toLowerCase() === main) : undefined;
    return { name: brandWord ?? withoutQualifier(display, domain), intermediary };
  }
  return { name: main ? labelSpelled(main, ctx.subject, ctx.text) ?? brandOfMailingSender(ctx, main) ?? nameOfLabel(main, "", "") : null, intermediary };
}

/** A department word of a sender's (lexicon/ senderRoles) standing alone: a mailbox's own word, never a brand's ("orders@…", "reply.…"). */
const senderRoleAlone = new RegExp(String.raw`^(?:${alt(words((l) => l.senderRoles))})$`, "i");
/**
 * "www.Fingerhut.com", "gap.com" printed in a text, or a link's host after its scheme's "//" ("http://www.mapquest.com/…");
 * never an address's domain ("pat@enron.com"), an encoded one ("%40enron.com") nor a path's.
 */
const printedSite = /(?<![\w.@%-]|[^/]\/)(?:www\.)?([a-z0-9][a-z0-9-]{1,40})\.(?:com|net|org|co\.uk|de|fr|ca)(?![\w-])/gi;
/**
 * A brand mailing through a list or campaign service whose domain the text never names ("newhorizons@lists.em5000.com"
 * over "FREE Shipping and handling at FINGERHUT.com", "gap@gap.m0.net" over "gap.com"): the site the text names that
 * the sender's other labels spell, else the one it names most (twice or more), other than the sender's own.
 */
function brandOfMailingSender(ctx: Context, main: string): string | null {
  const counts = new Map<string, number>();
  for (const m of ctx.text.slice(0, 20000).matchAll(printedSite)) {
    const label = m[1].toLowerCase();
    if (label !== main && !everyonesSite.test(label)) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const own = (ctx.sender.address ?? "").toLowerCase().split(/[@._-]/).filter((w) => w.length >= 3 && w !== main);
  const named = [...counts.keys()].find((label) => own.includes(label));
  const [most, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const label = named ?? ((n ?? 0) >= 2 && [...counts.values()].filter((c) => c === n).length === 1 ? most : undefined);
  // (else a word of the sender's address that the subject opens with and the text spells as a name too:
  // "mapquest.10@reply.pm0.net" with "MapQuest Membership Update" over "Dear My MapQuest Member")
  if (!label) {
    return own.filter((w) => !senderRoleAlone.test(w)).map((w) => spelledInBody(w, ctx.subject)).find((name) => name && ctx.subject.trim().startsWith(name) && spelledInBody(compact(name), ctx.text)) ?? null;
  }
  return brands.find(([re]) => re.test(`${label}.com`))?.[1] ?? spelledInBody(label, ctx.text) ?? titleCase(label);
}

/** Platforms that host shops under the shop's own name, which heads their emails. */
const hostedShops = new Set(["Shopify", "Squarespace", "Big Cartel", "Ecwid", "Nuvemshop", "BASE", "STORES"]);

/** "KILN STREET CERAMICS" over "Order 00231 is in the works": a hosted shop's name heading its email, its first line. */
function shopHeading(ctx: Context, platform?: string): string | null {
  const first = ctx.lines.find((l) => letters(l.text) >= 3)?.text.trim() ?? "";
  const ok = first.length <= 40 && first.split(/\s+/).length <= 5 && !/[\d.!?:,@]/.test(first) && !anyTypePhrase(first) && nonItemRole(first) === null
    && !(platform && compact(first).includes(compact(platform)));
  return ok ? first : null;
}

/**
 * "Coastal Kite Supply" over "Hello Sarah, your order #000014522 has been canceled", "Pages & Co" over "ORDER #PC4412": a
 * body kept without its headers headed by the shop's name, when the email names it again (a later line, or the host of
 * a link or an address: "hello@pagesandcobooks.co.uk") or its footer credits the platform that hosts the shop.
 */
function headingNamedAgain(ctx: Context): string | null {
  const first = shopHeading(ctx);
  if (!first || letters(first) < 4 || !/^\p{Lu}/u.test(first)) return null;
  const key = spelledKey(first);
  const again = ctx.lines.slice(ctx.lines.findIndex((l) => l.text.trim() === first) + 1).some((l) => compact(l.text).includes(compact(first)));
  const hosts = [...ctx.text.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)].map((m) => m[1]).concat(ctx.lines.flatMap((l) => l.links ?? []).map((u) => /^https?:\/\/([^/?#:]+)/i.exec(u)?.[1] ?? ""))
    .map((h) => (mainLabel(h.toLowerCase()) ?? "").replace(/-/g, ""));
  // (or a hosted shop's footer credits its platform: "Slow Bloom Ceramics" … "Powered by Squarespace")
  return again || hosts.some((h) => h.length >= 4 && (h.includes(key) || key.includes(h))) || ctx.lines.slice(-8).some((l) => platformCredit.test(l.text)) ? first : null;
}

/** "Powered by Shopify", "Loja criada com Nuvemshop", "Boutique propulsée par PrestaShop": a hosted shop's credit to its platform. */
const platformCredit = new RegExp(String.raw`\b(?:${alt(words((l) => l.platformCredit))})\s+(\S+)`, "i");

/** The shop a hosted shop's footer names first on the line of its credit to the platform, cut by "·" or "|". */
function shopBesideCredit(ctx: Context, platform: string): string | null {
  for (const line of ctx.lines.slice(-40)) {
    const m = platformCredit.exec(line.text);
    if (!m || !compact(line.text).includes(compact(platform).slice(0, 5))) continue;
    const first = line.text.split(/\s+[·•|]\s+/)[0].trim();
    if (first !== line.text.trim() && first.length >= 3 && first.length <= 50 && letters(first) >= 3 && !platformCredit.test(first) && !/\d{3}/.test(first)
      && compact(first) !== compact(platform)) return first.replace(legalForm, "").trim();
  }
  return null;
}

/**
 * A small shop that mails from a personal mailbox ('"Букля" <booklya.shop@gmail.com>', subject "Заказ #106997 в …
 * магазине Букля"): its display name, when the subject names it too. A person's own name rarely stands in the subject
 * of a mail about an order, except where the subject addresses them ("Pat, your order …").
 */
const greetingBefore = new RegExp(`${greetingWords}\\W*$`, "i");
function shopNameInSubject(ctx: Context): string | null {
  const name = ctx.sender.name?.replace(/^"|"$/g, "").trim() ?? "";
  if (letters(name) < 3 || /@/.test(name) || notSeller.test(name)) return null;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // (a name the subject addresses, "Pat, your order …", "Hi Pat Sample", is the reader's)
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])\\s*(.?)`, "iu").exec(ctx.subject);
  return m && !/[,!]/.test(m[1]) && !greetingBefore.test(ctx.subject.slice(0, m.index)) ? name : null;
}

/** The seller a platform's subject names last: "... from Target", "... at Black & Brew Southside", "Payment to Acme, Inc.". */
function sellerInSubject(subject: string): string | null {
  const m = sellerAtEnd.exec(subject.trim());
  if (!m || /@/.test(m[1]) || notSeller.test(m[1])) return null;
  // "Your receipt from Acme Inc #2043-5518", "… from HandmadeByAnna (3214455667)": the receipt's or order's number
  // after the seller is not part of its name
  // (and "… from ClayAndKilnStudio (3012458877) shipped": the order's state after its number neither)
  return m[1].replace(/\s*\(\s*#?[\w-]*\d[\w-]*\s*\)\s+(?:has\s+)?(?:shipped|been shipped|dispatched|delivered|arrived|is on (?:its|the) way)$/i, "")
    .replace(/\s+#\s?[\w-]*\d[\w-]*$/, "").replace(/\s*\(\s*#?[\w-]*\d[\w-]*\s*\)$/, "").trim() || null;
}
/** "Kuitti tilauksestasi – Ravintola Aurinko", "Your order - Pizza Hut": a platform's subject that ends with the seller after a dash. */
function sellerAfterDash(subject: string): string | null {
  // ("eBay End of Auction - Item # 2163458790 - Vintage Nikon F2 - EXC+": the last of several dashed parts is the item
  // title's, its condition or colour, never a seller)
  if ((subject.match(/\s[–—-]\s/g) ?? []).length > 1) return null;
  const m = /\s[–—-]\s+(\p{Lu}[^|:!?–—#\d]{2,40}?)\s*$/u.exec(subject.trim());
  if (!m || letters(m[1]) < 3 || notSeller.test(m[1]) || anyTypePhrase(m[1])) return null;
  // ("Siparişin alındı: Köfteci Yusuf - Kadıköy": after the subject's colon, a name and its branch after the dash are one)
  const named = /:\s*(\p{Lu}[^|:!?–—#\d]{2,40}?)\s[–—-]\s+\p{Lu}[^|:!?–—#\d]{2,40}?\s*$/u.exec(subject.trim());
  return named && letters(named[1]) >= 3 && !anyTypePhrase(named[1]) ? `${named[1].trim()} - ${m[1].trim()}` : m[1].trim();
}
/** "your receipt from Bäckerei Sonnenschein via Too Good To Go": the seller the opening lines name before the platform. */
function sellerBeforePlatform(ctx: Context, platform: string): string | null {
  const name = platform.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s*");
  const re = new RegExp(String.raw`\b${alt(words((l) => l.sellerBefore))}\s+([^\s$€£\d][^|:!?\n]{1,58}?)\s+(?:via|through|on|with|über|par|tramite|via\s+de)\s+${name}\b`, "i");
  for (const line of ctx.lines.slice(0, 30)) {
    const m = line.text.length < 300 ? re.exec(line.text) : null;
    if (m && !/@/.test(m[1]) && !notSeller.test(m[1])) return m[1].trim();
  }
  return null;
}
/** The names a platform signs with in its own script ("楽天市場" for Rakuten). */
const platformAliases: Record<string, string[]> = {
  Rakuten: ["楽天"], Square: ["Cash App"], Vrbo: ["FeWo-direkt", "Abritel", "HomeAway"], Taxcom: ["Такском"], "Платформа ОФД": ["ОФД"], "Первый ОФД": ["ОФД"], "Яндекс ОФД": ["ОФД"], "Blue Media": ["BM"], Baemin: ["배달의민족", "배민"], "Coupang Eats": ["쿠팡이츠"], Yogiyo: ["요기요"], Meituan: ["美团", "美團"], "Ele.me": ["饿了么"],
};
/** Till systems whose receipts are the shop's own, headed by its name and address. */
const pointOfSale = new Set(["Toast", "Square", "SumUp", "Zettle", "Clover"]);
/** Platforms that sell software as the merchant of record for its maker. */
const merchantsOfRecord = new Set(["Paddle", "Gumroad", "FastSpring", "Lemon Squeezy", "2Checkout", "Patreon", "Ko-fi", "Buy Me a Coffee"]);
/** "Your receipt for Sketchwise", "Thanks for your purchase of Sketchwise!": the product a merchant-of-record platform sold. */
const productOfPurchase = new RegExp(String.raw`\b${alt(words((l) => l.purchaseOf))} ([A-Z][\w.&'+-]*(?: (?:[A-Z0-9][\w.&'+-]*|&)){0,4})\s*[!.]?$`);
function productOfPlatform(ctx: Context): string | null {
  for (const text of [ctx.subject, ...ctx.lines.slice(0, 10).map((l) => l.text)]) {
    const m = productOfPurchase.exec(text.trim());
    if (m && !notSeller.test(m[1])) return m[1];
  }
  return null;
}
const sellerOfOrderPatterns = words((l) => l.sellerOfOrder).map((f) => new RegExp(f, "iu"));
/** "Seu pedido na Pizzaria Bella Napoli foi confirmado": the seller a platform's opening lines name for the order. */
export function sellerOfOrder(ctx: Context, platform: string): string | null {
  // "Odbiorca płatności:" alone on its line: the name is on the next; "Restaurant | Fly Chicken" in two cells: a label and its value
  const head = ctx.lines.slice(0, 40);
  const pairs = head.filter((l) => l.cells.length === 2).map(asLabelled);
  return sellerOfOrderIn([...labelledTexts(head), ...pairs], platform);
}
/** A row of two cells as "Label: value" ("Restaurant | Fly Chicken", "Expéditeur | KIABI"), as a labelled line reads. */
const asLabelled = (l: Line) => `${l.cells[0].replace(/\s*:$/, "")}: ${l.cells[1]}`;

/** A name read up to the end of its line without the price of the cell beside it ("foto-ankauf-berlin EUR 89,00"). */
function withoutTrailingPrice(name: string): string {
  const last = findAmounts(name, null).at(-1);
  return last && last.index > 0 && name.slice(last.end).trim() === "" ? name.slice(0, last.index).trim() : name;
}
function sellerOfOrderIn(texts: string[], platform: string): string | null {
  for (const text of texts) {
    if (text.length >= 300) continue;
    for (const re of sellerOfOrderPatterns) {
      // "UPC Polska Sp. z o.o.", "Acme GmbH": the company's legal form is no part of the shop's name
      // ("Verkäufer: foto-ankauf-berlin | EUR 89,00": the price in the cell beside the label's is no part of the name)
      // ("… από Σουβλάκι ο Θανάσης;": a question's mark, Greek ";" too, is no part of the name)
      // ("Seller: camerabarn_nw (2,341 ★)", "Sprzedający: ELEKTRO-MAX (elektro-max_pl)": a seller's feedback score or
      // its handle in lower case in brackets after the name is no part of it, nor is the bracket a comma cut open; a
      // branch in words is, "Banh Mi Boys (Kensington)")
      const shop = withoutTrailingPrice(re.exec(text)?.groups?.shop?.trim() ?? "").replace(/\s*[;\u037e?？!！]+$/u, "").replace(legalForm, "")
        .replace(/\s*\((?:[^()]*|[\d\s.,★☆*%+-]*\)|[a-z\d][a-z\d._-]{2,30}\))$/u, "")
        // ("Κατάστημα: Gadget Store GR (μέσω Skroutz Marketplace)": the platform it sold through, in brackets)
        .replace(/\s*[([](?:via|through|über|par|μέσω|через)\s[^)\]]{2,40}[)\]]$/iu, "") || undefined;
      // (an address is no name; a marketplace handle, "@closetofclaire", is)
      if (shop && !/.@|\d{3,}/.test(shop) && !notSeller.test(shop) && compact(shop) !== compact(platform)) return shop;
    }
  }
  return null;
}
const sellerAtEnd = new RegExp(String.raw`\b${alt(words((l) => l.sellerBefore))}\s+([^\s$€£\d][^|:!?]{1,58}?)\s*[.!]?\s*$`, "i");
const notSeller = new RegExp(String.raw`^${alt(words((l) => l.notSeller))}\b`, "i");

/** Department words a sender's display name adds to the brand ("Etsy Transactions", "Acme Shipping Notifications"). */
const roleWords = new RegExp(bounded(words((l) => l.senderRoles), { before: true, after: true }), "gi");
