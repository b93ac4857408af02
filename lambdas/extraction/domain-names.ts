/**
 * How a sender's domain names the brand: its main label ("shop" of mail.shop.co.uk) as the email's own text spells it
 * (with spaces and capitals, inside an organisation's full name, before a generic word, by its initials), the bulk-mail
 * services whose domains name no shop, and the client such a service names before its own domain.
 */

/** Bulk-mail services that send for shops from their own domains: never the merchant. */
export const mailService = /(?:^|\.)(?:sendgrid\.net|mcsv\.net|mcdlv\.net|mailchimpapp\.net|mandrillapp\.com|sparkpostmail\.com|amazonses\.com|mailgun\.(?:org|net)|sendinblue\.com|brevosend\.com|klaviyomail\.com|exacttarget\.com|rsgsv\.net|createsend\.com|cmail\d+\.com|shopifyemail\.com|postmarkapp\.com|mtasv\.net|sailthru\.com|emarsys\.net|rsys\d*\.(?:com|net)|rsc\d+\.(?:com|net)|echomail\.com|exct\.net|en25\.com|mktomail\.com|hubspotemail\.net|ccsend\.com|icpbounce\.com|bmsend\.com|mailjet\.com|m0\.net|bfi0\.com|ed10\.net|lyris\.net)$/;

export const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The first 20,000 characters of a text as the label pattern sees them: letters without their accents, "&" as "and",
 * nothing but lower-case letters and digits (one text remembered: the readers ask about one email's text in turn).
 */
let lettersMemo: { text: string; letters: string } | null = null;
function lettersOf(text: string): string {
  if (lettersMemo?.text === text) return lettersMemo.letters;
  const letters = text.slice(0, 20000).normalize("NFD").replace(/\p{M}/gu, "").replace(/[øØ]/g, "o").toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]/g, "");
  lettersMemo = { text, letters };
  return letters;
}

/** A domain writes a name's accented letters plain: "librerianandu" is "Librería Ñandú", "bruleriedufaubourg" "Brûlerie du Faubourg". */
const accented: Record<string, string> = {
  a: "[aàáâãäåā]", e: "[eèéêëē]", i: "[iìíîïī]", o: "[oòóôõöøō]", u: "[uùúûüū]", n: "[nñ]", c: "[cç]", y: "[yýÿ]",
};

/**
 * A domain's main label as the email itself spells the brand: "disneystore" -> "Disney Store" when the text
 * prints it with a space or capitals. The name must match the whole label, letters in order, at word bounds.
 */
export function spelledInBody(label: string, text: string): string | null {
  if (label.length < 4 || !/^[a-z0-9]+$/.test(label)) return null;
  // (a text whose letters and digits never run as the label's is no use of a pattern built for it: each sender's domain
  // builds a new one, which costs more to compile than this test)
  if (!lettersOf(text).includes(label)) return null;
  // (a domain spells "&" as "and": "barnesandnoble" is "Barnes & Noble", "harryanddavid" "Harry & David")
  const pieces: string[] = [];
  for (let i = 0; i < label.length; i++) {
    if (i > 0 && i + 3 < label.length && label.startsWith("and", i)) { pieces.push("(?:&|a[ ]?n[ ]?d)"); i += 2; } else pieces.push(accented[label[i]] ?? label[i]);
  }
  // ("Lands' End", "1-800-FLOWERS", "E*TRADE", "Crate&Barrel": an apostrophe, hyphen, star or mark between the letters;
  // "1-800-FLOWERS.COM", "FitRx.com", "… at GravityDirect.net.": the brand's own web name, not a link's host)
  const pattern = new RegExp(`(?<![\\p{L}\\d.@/-])${pieces.join("(?:['’*®-]?[ ]?)")}(?![\\p{L}\\d]|\\.(?!(?:com|net|org)\\b(?!\\/|\\.[a-z]))[a-z])`, "giu");
  const head = text.slice(0, 20000);
  for (const seen of head.matchAll(pattern)) {
    const name = seen[0].replace(/®/g, "");
    // ("1-800-FLOWERS": capitals after a joined number)
    if (name.includes(" ") || /^[A-Z]/.test(name) || (/[A-Z]/.test(name) && /['’*-]/.test(name))) return organisationAround(head, seen.index ?? 0, name) ?? name;
  }
  return null;
}

/**
 * "heart.org" with "American Heart Association" in the text: the domain's word inside the name of an organisation (a
 * run of capitalised words that ends in an organisation's word) is that organisation.
 */
function organisationAround(text: string, at: number, word: string): string | null {
  // ("BOOKING BY TELEPHONE THROUGH US AIRWAYS": a name that ends in its organisation's word already is the whole name)
  if (orgWord.test(word)) return null;
  // ("Your Delta Air Lines Confirmation": a sentence's opening word before the name is no part of it)
  // (on the name's own line: "HOUSTON GRAND OPERA BOX OFFICE" over "Wortham Theater" are two names)
  const before = (/(?:\p{Lu}[\p{L}'’-]+[ \t](?:(?:of|for|and|&)[ \t])?){1,4}$/u.exec(text.slice(Math.max(0, at - 60), at))?.[0] ?? "")
    .replace(/^(?:(?:your|our|my|dear|thanks?|thank you|welcome|hello|hi|from|with|at|for)\s)+/i, "");
  const after = /^(?:[ \t](?:(?:of|for|and|&)[ \t])?\p{Lu}[\p{L}'’-]+){0,4}/u.exec(text.slice(at + word.length, at + word.length + 60))?.[0] ?? "";
  // ("SOUTHWEST AIRLINES TICKETLESS TRAVEL": the name ends at its organisation's word)
  const words = after.split(/(?=[ \t](?:(?:of|for|and|&)[ \t])?\p{Lu})/u);
  for (let n = 0; n <= words.length; n++) {
    const name = `${before}${word}${words.slice(0, n).join("")}`.trim();
    if (name !== word && orgWord.test(name)) return name;
  }
  return null;
}
const orgWord = /\s(?:Airlines|Airways|Air Lines|Association|Foundation|Society|Institute|University|College|Fund|Council|Hospital|Museum|Opera|Theat(?:re|er)|Symphony|Orchestra|Ballet|Club|Church|Charity|Trust|Federation|League|Academy|Supply|Supplies|Works|Studio|Gallery|Bakery|Press)$/iu;

/**
 * "onlinebill@geicocc.echomail.com" with "GEICO DIRECT" in the body: a bulk-mail service names its client in the label
 * before its own domain; the client as the body spells the longest start of that label (four letters or more).
 */
export function clientOfMailService(domain: string, text: string): string | null {
  const label = domain.split(".")[0];
  if (!label || mailService.test(`${label}.x`) || label.length < 4) return null;
  for (let n = label.length; n >= 4; n--) {
    const name = spelledInBody(label.slice(0, n), text);
    if (name) return name;
  }
  return null;
}

/** A domain's main label as the text names it: spelled out, before a generic word, by its initials, else title-cased. */
export function nameOfLabel(label: string, subject: string, body: string): string {
  return labelSpelled(label, subject, body) ?? label.split("-").filter(Boolean).map(titleCase).join(" ");
}

/** A domain's main label as the text names it (spelled out, before a generic word, by its initials); null when it never does. */
export function labelSpelled(label: string, subject: string, body: string): string | null {
  const text = `${subject}\n${body}`;
  // ("teehaus-lindner", "kaffeeroesterei-moll": a hyphen between the words, a German umlaut written "oe")
  const joined = label.replace(/-/g, "");
  // ("thecambridgebelfry": a domain's leading article the text may leave out, "Cambridge Belfry")
  const variants = [...new Set([label, joined, joined.replace(/([aou])e/g, "$1"), joined.replace(/^the(?=[a-z]{5})/, "")])];
  for (const v of variants) {
    const spelled = spelledInBody(v, body);
    if (spelled) return spelled;
  }
  return mailerOf(label, text) ?? initialsIn(label, text) ?? startsIn(joined, text);
}

/** Two to four capitalised words in a row (small joining words between them), as the text prints a name. */
const capitalRun = /(?<![\p{L}\d])\p{Lu}[\p{L}'’]*(?:\s+(?:(?:of|for|and|the|&)\s+)?\p{Lu}[\p{L}'’]*){1,3}/gu;

/**
 * "statcan.ca" with "Statistics Canada" printed, "usair.com" with "US Airways": a domain that joins the first letters of
 * each word of a name (two or more of each, every word of the name) is that name.
 */
function startsIn(label: string, text: string): string | null {
  if (!/^[a-z]{5,14}$/.test(label)) return null;
  const joining = /^(?:of|for|and|the|&)$/;
  for (const m of text.slice(0, 20000).matchAll(capitalRun)) {
    const run = m[0].split(/\s+/);
    // (the name is the run's first words that the label spells to its end, the small words between them kept)
    for (let end = run.length; end >= 2; end--) {
      const names = run.slice(0, end).filter((w) => !joining.test(w));
      if (!joining.test(run[end - 1]) && names.length >= 2 && spellsStarts(label, names.map((w) => w.toLowerCase().replace(/['’]/g, "")))) return run.slice(0, end).join(" ");
    }
  }
  return null;
}

/** Whether `label` is the words' starts joined, two letters or more of each (a word of two letters whole). */
function spellsStarts(label: string, names: string[]): boolean {
  if (names.length === 0) return label === "";
  const [w, ...rest] = names;
  for (let k = Math.min(w.length, label.length); k >= 2; k--) if (label.startsWith(w.slice(0, k)) && spellsStarts(label.slice(k), rest)) return true;
  return false;
}

/**
 * "hgo.com" with "Houston Grand Opera" in the text: a domain of two to four letters that are the initials of a name
 * printed is that name; "ibm.com" with "IBM" printed is IBM.
 */
function initialsIn(label: string, text: string): string | null {
  // ("IBM" printed in the text: a brand known by its initials keeps them, in capitals)
  if (!/^[a-z]{2,5}$/.test(label)) return null;
  if (new RegExp(`\\b${label.toUpperCase()}\\b`).test(text)) return label.toUpperCase();
  // ("uwnyc": "United Way of New York City", small words between the initials)
  const words = label.split("").map((c) => `${c.toUpperCase()}[\\p{Ll}'’]+`).join("\\s+(?:(?:of|for|and|the|&)\\s+)?");
  return new RegExp(`(?<![\\p{L}])${words}(?![\\p{L}])`, "u").exec(text.slice(0, 20000))?.[0] ?? null;
}

/**
 * "ryanairmail" (webster@ryanairmail.com), "oyorooms", "nikestore": a brand's domain that adds a generic word to its
 * name, the name before that word, when the text prints it (a three-letter name in capitals: "OYO").
 */
function mailerOf(label: string, text: string): string | null {
  const m = /^([a-z0-9]{3,})(?:e?mails?|mailer|mailing|news|newsletter|shop|store|online|hotels?|rooms|travel|tickets?|app|direct|res|reservations?|bookings?)$/.exec(label);
  if (!m) return null;
  // ("rchmail" with "Red Carnation Hotels" printed: the initials of the name)
  if (m[1].length === 3) return new RegExp(String.raw`(?<![\p{L}\d])${m[1].toUpperCase()}(?![\p{L}\d])`, "u").test(text.slice(0, 20000)) ? m[1].toUpperCase() : initialsIn(m[1], text);
  return spelledInBody(m[1], text);
}

/** Second-level labels under a country code that belong to the registry, not the owner: "co" of example.co.uk. */
const registryLabels = /^(?:co|com|net|org|gov|gob|edu|ac|ne|or|go|gv|mil|ltd|plc)$/;

/** A domain's own name: "shop" of mail.shop.com and of shop.co.uk. */
export function mainLabel(domain: string): string | undefined {
  const parts = domain.split(".");
  const i = parts.length >= 3 && parts[parts.length - 1].length === 2 && registryLabels.test(parts[parts.length - 2]) ? parts.length - 3 : parts.length - 2;
  // ("email-marriott.com", "news-zalando.de": a mailing word hyphened before the brand's name is the sending system's)
  return parts[i]?.replace(/^(?:e-?mails?|mailer|mailing|news(?:letter)?)-(?=[a-z0-9]{3})/, "");
}

/** Mailbox providers of people, not shops (providers that also sell and bill from the same domain are left out). */
export const personalMailbox = /^(?:(?:[\w-]+\.)?(?:rr\.com|att\.net|verizon\.net|comcast\.net|btinternet\.com|shaw\.ca|bigpond\.com|optusnet\.com\.au|earthlink\.net|sbcglobal\.net|bellsouth\.net|cox\.net|charter\.net|juno\.com|netzero\.(?:com|net)|wanadoo\.fr|laposte\.net|rediffmail\.com|protonmail\.(?:com|ch)|pm\.me|tutanota\.com|mindspring\.com|prodigy\.net|optonline\.net|telus\.net|sympatico\.ca|ntlworld\.com|blueyonder\.co\.uk|starnet\.it|tin\.it|alice\.it|mtu-net\.ru|rambler\.ru|bk\.ru|list\.ru|inbox\.ru|ukr\.net|centrum\.cz|arcor\.de|home\.nl|planet\.nl|xtra\.co\.nz|bol\.com\.br|126\.com|hanmail\.net)|(?:gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|mac|aol|gmx|web|t-online|freenet|mail|libero|virgilio|wp|onet|interia|o2)\.[a-z]{2,3}(?:\.[a-z]{2})?)$/;
