import type { Context } from "./context";
import { letters, type Line } from "./html-doc";
import { mailService, mainLabel, personalMailbox, spelledInBody } from "./domain-names";
import { bounded, monthNames, words } from "./lexicon/index";

/**
 * Where a shop says who it is when its sender does not (a bulk-mail service's address, a generic display name, a
 * platform's receipt): the address it asks replies to go to, the name over or beside its street address in the
 * receipt's head or footer, the company a person's signature names. Plain functions of the email's text and headers.
 */

/** "Boutique SAS", "Acme, Inc.", "Librería Ñandú S.L.": a company's legal form after its name, no part of the shop's name. */
export const legalForm = /,?\s+(?:sp|sp\. z o\.o|s\.?a|s\.?r\.?l|s\.?l|gmbh(?: & co\.? kg)?|ag|inc|ltd|llc|b\.?v|sas|sarl|oy|ab|pty ltd|plc)\.?$/i;

/**
 * The shop behind a bulk-mail service's sender: the address its replies go to ("Reply-To: hello@kinandwick.ca") or the
 * address the service folds into its own ("wildfernpottery=gmail.com@mcsv.net"), named as the email spells it. A
 * person's mailbox names the shop by its local part only when the text spells it ("Wild Fern Pottery").
 */
export function shopOfReplyAddress(ctx: Context): string | null {
  // (a forward's headers are the forwarder's)
  if (ctx.forward.forwarded) return null;
  const folded = /^([\w.+-]+)=([\w-]+(?:\.[\w-]+)+)@/.exec(ctx.sender.address ?? "");
  const replyTo = /([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)/.exec(ctx.mail.headers.get("reply-to") ?? "");
  for (const [local, domain] of [folded, replyTo].filter((m) => m !== null).map((m) => [m[1].toLowerCase(), m[2].toLowerCase()])) {
    if (mailService.test(domain) || domain === ctx.sender.domain) continue;
    if (personalMailbox.test(domain)) {
      const named = spelledInBody(local.replace(/[^a-z0-9]/g, ""), ctx.text);
      if (named) return named;
      continue;
    }
    // (as the email spells it: a domain the text never names may be the shop's provider's)
    const label = mainLabel(domain);
    const named = label ? spelledInBody(label, ctx.text) : null;
    if (named) return named;
  }
  return null;
}

/** The end of a street's name spelt as one word with it: "-str.", "-straße", "-gracht", "-vägen". */
const streetSuffix = String.raw`(?:str\.|stra(?:ß|ss)e|weg|allee|platz|gasse|damm|gracht|straat|laan|vej|gatan|vägen)`;
/** "Lindenstr. 14", "Bahnhofstraße 3a", "Keizersgracht 62": a street spelt as one word with its number, the line's whole text. */
const compoundStreet = new RegExp(String.raw`\p{Lu}\p{Ll}{2,30}${streetSuffix}\s?\d{1,4}[a-z]?$`, "u");
/** "1080 Commonwealth Ave", "111 rue Réaumur, 75002 Paris", "Sachsendamm 47, 10829 Berlin", "C/ Libreros 7": a street address. */
// (or a street's word first and a town's postcode after it: "Contrada Sant'Angelo, 70033 Corato", "Via Roma 12, 00100 Roma")
const street = new RegExp(String.raw`^(?:\d{1,5}[a-z]?(?:[-–]\d{1,5})?,?\s+(?:\p{Lu}|(?:rue|avenue|av\.|bd|boulevard|place|chemin|all[ée]e|quai|via|viale|calle|c\/)\s)[\p{L}'’. -]{1,40}|(?:[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]orso|[Cc]ontrada|[Ll]ocalit[àa]|[Cc]alle|[Aa]venida|[Rr]ua|[Rr]ue|[Aa]venue|[Cc]hemin)\s+\p{Lu}[\p{L}'’. -]{1,40}(?:\s\d{1,5}[a-z]?)?,\s*\d{4,5}\s+\p{Lu}|\p{L}[\p{L}'’./-]{0,30}(?:\s\p{L}[\p{L}'’.-]{1,20}){0,2}\s\d{1,5}[a-z]?\s*,|${compoundStreet.source})`, "u");
/** A street's word or a postcode: "Ave", "rue", "Straße", "75002", "SY8 1AL". */
const streetSign = new RegExp(String.raw`\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|lane|ln|way|pl|place|sq|square|ct|court|hwy|pkwy|rue|avenue|via|viale|calle|c\/|avda|straße|strasse|str|weg|allee|platz|laan|gracht|straat|plein|vej|gatan|vägen|ul|market place|high st)\b\.?|\b\d{4,5}\b|\b[A-Z]{1,2}\d{1,2}[A-Z]?\s\d[A-Z]{2}\b|,|${streetSuffix}\s?\d`, "iu");
const notStreet = /^(?:tel|phone|fax|t|p|f|m|mob|call)\b/i;
/** "12 Jan 2024, 10:00": a date is no street, though it opens with a number and a word. */
const monthWord = new RegExp(String.raw`(?<!\p{L})(?:${Object.keys(monthNames).join("|")})(?!\p{L})`, "iu");
const isStreet = (t: string) => street.test(t) && streetSign.test(t) && !notStreet.test(t) && !monthWord.test(t);
/** "CIF B87654321", "RCS Paris 852 117 904", "Handelsregister …": a company register's number (lexicon/ roles.legal). */
// (or a tax number's: "CIF B87654321", "USt-IdNr. DE123456789", "TVA FR40303265045")
const register = new RegExp(String.raw`^(?:${bounded(words((l) => l.roles?.legal), { before: true, after: true })}|cif|nif|vat(?: no\.?| number)?|tva|ust-?id(?:nr)?\.?|btw|kvk|abn|gst(?: no\.?)?)\s*[:.#№]?\s*[A-Z]{0,2}[\d.\-/ ]{5,}`, "iu");
/** "Ship to", "Delivering to", "Lieferadresse": a heading over the reader's own address, whose name is a person's. */
const addressHeading = /\b(?:ship(?:ping|ped)?(?: to| address)|deliver(?:y|ing)?(?: to| address)|bill(?:ing)?(?: to| address)|address|sent to|customer|recipient|adresse|lieferadresse|rechnungsadresse|lieferung an|direcci[óo]n|indirizzo|adres|livraison|destinataire)\b/i;

const headingAtEnd = new RegExp(String.raw`${addressHeading.source}\s*:?\s*$`, "i");

/** A line that may be a business's name: a few words, no label, link, digits run or sentence. */
function nameLike(text: string): boolean {
  const t = text.trim();
  return t.length >= 3 && t.length <= 60 && letters(t) >= 3 && /^[\p{Lu}\d]/u.test(t) && !/[:@/\\]|\d{3,}|[!?]$|https?|www\./i.test(t)
    && t.split(/\s+/).length <= 7 && !addressHeading.test(t)
    // (a sentence's words: "This is an email from Priceline.com" over an address names no business)
    && !/\b(?:is|are|was|were|this|you|please|e-?mail)\b/i.test(t)
    // (a street's own line is no name: "Musterstr. 1", "Rue de Rivoli")
    && !/\d+[a-z]?\s*$/i.test(t) && !/(?:\b(?:street|avenue|ave|road|rd|blvd|rue|calle|via|weg|laan|gracht|straat)\b|str\.|stra(?:ß|ss)e\b)/i.test(t);
}

// (a hotel's stars after its name are no part of it: "Hôtel du Lys Bleu **")
const cleanName = (t: string) => t.trim().replace(/\s*[*★]+$/u, "").replace(legalForm, "").trim();

/**
 * The business a receipt's head or footer names over or beside its street address: "Pho Saigon Noodle House" over
 * "1080 Commonwealth Ave", "Boulder Barn Climbing Co. · 4820 Pearl St, Boulder", "Glossier, Inc. · 233 Spring St",
 * "Airbnb, Inc., 888 Brannan St". Never a name under an address heading (the reader's), nor one `skip` rejects (the
 * platform that sent it). The head first
 * (or only the footer: a letter's signature, whose head holds the reader's own address).
 */
export function businessOfAddress(ctx: Context, skip: (name: string) => boolean = () => false, footerOnly = false): string | null {
  const lines = ctx.lines;
  // (a footer starts after a letter's first few lines however short it is)
  const tail = Math.max(footerOnly ? 5 : 15, lines.length - 12);
  const order = [...(footerOnly ? [] : lines.slice(0, 15).map((l, i) => i)), ...lines.slice(tail).map((l, i) => tail + i)];
  for (const i of order) {
    const line = lines[i];
    const name = besideAddress(line) ?? overAddress(lines, i);
    if (!name) continue;
    // (a heading that ends one of the two lines above: "Ship to" over "Pat Sample"; a line that goes on past it, "Delivery
    // to: Chloe Tran, 5 Banksia Crt", holds its own address)
    if (lines.slice(Math.max(0, i - 2), i).some((l) => headingAtEnd.test(l.text))) continue;
    const clean = cleanName(name);
    if (letters(clean) >= 3 && !skip(clean)) return clean;
  }
  return null;
}

/** "Trailhead Fly Shop | 22 W Main St, Livingston": the name in the first part of a line whose next part is the address. */
function besideAddress(line: Line): string | null {
  // (in cells of their own, or cut by a dot, a bar or a dash in one run of text)
  // (or a hyphen: "Hôtel du Lys Bleu ** - 23, rue de Sévigné, 75004 Paris")
  let parts = line.cells.length >= 2 ? line.cells : line.text.split(/\s+[·|•–—-]\s+/);
  // (or by a comma after the company's legal form: "Airbnb, Inc., 888 Brannan St, San Francisco, CA 94103")
  if (parts.length < 2) {
    const m = /^(.{2,60}?),\s+(\d{1,6}\s+\p{L}.*)$/u.exec(line.text.trim());
    if (m && legalForm.test(m[1])) parts = [m[1], m[2]];
  }
  if (parts.length < 2) return null;
  const next = parts[1].trim();
  return nameLike(parts[0]) && (isStreet(next) || register.test(next)) ? parts[0] : null;
}

/** "Pizzeria Popolare" over "111 rue Réaumur, 75002 Paris": a name on its own line over the address's first line. */
function overAddress(lines: Line[], i: number): string | null {
  const next = lines[i + 1]?.text.trim() ?? "";
  const text = lines[i].text.trim();
  if (lines[i].cells.length !== 1 || !nameLike(text) || !isStreet(next)) return null;
  // (the address's first line names a street and goes on to a town or a postcode: "1080 Commonwealth Ave" over "Boston, MA")
  // (or, in Europe, the postcode before the town: "Lindenstr. 14" over "80331 München")
  const after = lines[i + 2]?.text.trim() ?? "";
  const town = /,|\d{4,}/.test(next) || /^\p{L}[\p{L} .'-]{1,40},?\s+(?:[A-Z]{2}\s+)?[\dA-Z]{3,}/u.test(after) || /^\d{4,5}\s+\p{Lu}\p{L}/u.test(after);
  return town ? text : null;
}

/** A job title under or beside a name: "Owner", "Sales Manager" (no company). */
const jobTitle = /\b(?:owner|manager|director|founder|ceo|president|assistant|sales|team|proprietor)\b/i;
/**
 * "Tom Hartley" / "Hartley & Sons Family Butchers": in a person's own mail, the company its signature names on the
 * line under the sender's name (or after it on the same line, "Walt Heinz - Heinz Fine Furniture"), near the end.
 */
export function companyInSignature(ctx: Context): string | null {
  const who = (ctx.sender.name ?? "").replace(/^"|"$/g, "").trim().toLowerCase();
  if (who.split(/\s+/).length < 2) return null;
  // (a reply signs above the history it quotes: "-----Original Message-----", "On … wrote:")
  const quoted = ctx.lines.findIndex((l) => /^-{2,}\s*original message\s*-{2,}$|^on .{5,100} wrote:$/i.test(l.text.trim()));
  const lines = quoted > 0 ? ctx.lines.slice(0, quoted) : ctx.lines;
  for (let i = lines.length - 2; i >= Math.max(0, lines.length - 20); i--) {
    // ("Walt Heinz - Heinz Fine Furniture": the company after the name on the same line)
    const text = lines[i].text.trim();
    const beside = text.toLowerCase().startsWith(who) ? /^\s*[-–—,|]\s*(.+)$/.exec(text.slice(who.length))?.[1] : undefined;
    if (beside && nameLike(beside) && !jobTitle.test(beside)) return cleanName(beside);
    if (text.toLowerCase() !== who) continue;
    const next = lines[i + 1].text.trim();
    // (a job title under the name is no company: "Owner", "Sales Manager")
    if (nameLike(next) && !jobTitle.test(next)) return cleanName(next);
  }
  return null;
}
