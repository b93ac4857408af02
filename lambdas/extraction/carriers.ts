/**
 * Parcel carriers, once: the domains their notices come from, the names emails print for them, and the tracking-number
 * formats that tell them apart. The merchant reader treats a carrier as the intermediary of the shop it delivers for;
 * the shipment reader names the carrier of a tracking number.
 */
export type Carrier = {
  name: string;
  /** Sender domains of the carrier's own notices (none for carriers seen only as names in shops' emails). */
  domain?: RegExp;
  /** Other names emails print for it ("Evri" for Hermes in the UK, "Colissimo" for La Poste). */
  printed?: string[];
  /** A tracking number of this carrier, where its format is distinctive enough. */
  tracking?: RegExp;
};

export const carriers: Carrier[] = [
  { name: "UPS", domain: /(^|\.)ups\.com$/, tracking: /\b(1Z[0-9A-Z]{16})\b/ },
  { name: "FedEx", domain: /(^|\.)fedex\.com$/, tracking: /\b(\d{12}|\d{15}|\d{20})\b/ },
  { name: "USPS", domain: /(^|\.)usps\.com$/, tracking: /\b((?:94|93|92|95)\d{20}|\d{22}|[A-Z]{2}\d{9}US)\b/ },
  { name: "DHL", domain: /(^|\.)dhl\.[a-z.]+$/, tracking: /\b(JJD\d{10,20}|00\d{18}|\d{10})\b/ },
  { name: "Royal Mail", domain: /(^|\.)royalmail\.com$/, tracking: /\b([A-Z]{2}\d{9}GB)\b/ },
  { name: "Amazon Logistics", tracking: /\b(TB[A-Z]\d{9,12})\b/ },
  { name: "Hermes", domain: /(^|\.)(?:myhermes\.[a-z.]+|hermesworld\.com|hermes-europe\.[a-z.]+|evri\.com)$/, printed: ["Evri"] },
  { name: "GLS", domain: /(^|\.)gls-group\.eu$|(^|\.)gls-[a-z]+\.[a-z.]+$/ },
  { name: "DPD", domain: /(^|\.)dpd\.[a-z.]+$/ },
  { name: "Australia Post", domain: /(^|\.)auspost\.com\.au$/ },
  { name: "Canada Post", domain: /(^|\.)canadapost(?:-postescanada)?\.ca$/ },
  { name: "PostNL", domain: /(^|\.)postnl\.nl$/ },
  { name: "InPost", domain: /(^|\.)inpost\.[a-z.]+$/ },
  { name: "Poczta Polska", domain: /(^|\.)poczta-polska\.pl$/ },
  { name: "Yodel", domain: /(^|\.)yodel\.co\.uk$/ },
  { name: "Parcelforce", domain: /(^|\.)parcelforce\.(?:com|co\.uk)$/ },
  { name: "La Poste", domain: /(^|\.)laposte\.fr$|(^|\.)colissimo\.fr$/, printed: ["Colissimo"] },
  { name: "Chronopost" }, { name: "Mondial Relay", domain: /(^|\.)mondialrelay\.[a-z.]+$/ },
  { name: "Nova Poshta", domain: /(^|\.)novaposhta\.ua$/, printed: ["Нова пошта", "Nova Poshta"] },
  { name: "Correos", domain: /(^|\.)correos\.es$/ },
  { name: "PostNord", domain: /(^|\.)postnord\.[a-z]+$/ },
  { name: "bpost", domain: /(^|\.)bpost\.be$/ },
  { name: "Yamato Transport", domain: /(^|\.)kuronekoyamato\.co\.jp$/, printed: ["ヤマト運輸", "クロネコヤマト"] },
  { name: "Sagawa Express", domain: /(^|\.)sagawa-exp\.co\.jp$/, printed: ["佐川急便"] },
  { name: "SF Express", domain: /(^|\.)sf-express\.com$/, printed: ["顺丰", "順豐"], tracking: /\b(SF\d{12,13})\b/ },
  { name: "CJ Logistics", domain: /(^|\.)cjlogistics\.com$/, printed: ["CJ대한통운", "대한통운"] },
  { name: "Korea Post", printed: ["우체국택배"] },
  { name: "Japan Post", domain: /(^|\.)post\.japanpost\.jp$/, printed: ["日本郵便", "ゆうパック", "ゆうパケット"] },
  { name: "Team Global Express", domain: /(^|\.)teamglobalexp\.com$/, printed: ["TGE"] },
  { name: "StarTrack", domain: /(^|\.)startrack\.com\.au$/ }, { name: "CouriersPlease", domain: /(^|\.)couriersplease\.com\.au$/ },
  { name: "Aramex", domain: /(^|\.)aramex\.com(?:\.au)?$/ }, { name: "Sendle", domain: /(^|\.)sendle\.com$/ },
  { name: "NZ Post", domain: /(^|\.)nzpost\.co\.nz$/ }, { name: "Purolator", domain: /(^|\.)purolator\.com$/ },
  { name: "Packeta", domain: /(^|\.)(?:packeta\.com|zasilkovna\.cz)$/, printed: ["Zásilkovna"] }, { name: "PPL", domain: /(^|\.)ppl\.cz$/ },
  { name: "Bring", domain: /(^|\.)(?:bring\.(?:com|no)|posten\.no)$/, printed: ["Posten"] }, { name: "Budbee", domain: /(^|\.)budbee\.com$/ },
  { name: "Swiss Post", domain: /(^|\.)post\.ch$/ }, { name: "Austrian Post", domain: /(^|\.)post\.at$/, printed: ["Österreichische Post"] },
  { name: "An Post", domain: /(^|\.)anpost\.(?:ie|com)$/ }, { name: "CTT", domain: /(^|\.)ctt\.pt$/ }, { name: "SEUR", domain: /(^|\.)seur\.com$/ },
  { name: "Blue Dart", domain: /(^|\.)bluedart\.com$/ }, { name: "Delhivery", domain: /(^|\.)delhivery\.com$/ },
  { name: "Ninja Van", domain: /(^|\.)ninjavan\.co$/ }, { name: "J&T Express", domain: /(^|\.)jtexpress\.[a-z.]+$/ },
  { name: "FAN Courier", domain: /(^|\.)fancourier\.ro$/ }, { name: "Sameday", domain: /(^|\.)sameday\.ro$/ }, { name: "Cargus", domain: /(^|\.)cargus\.ro$/ },
  { name: "Magyar Posta", domain: /(^|\.)posta\.hu$/, printed: ["MPL"] }, { name: "Foxpost", domain: /(^|\.)foxpost\.hu$/ },
  { name: "Speedy", domain: /(^|\.)speedy\.bg$/ }, { name: "Econt", domain: /(^|\.)econt\.com$/ }, { name: "ELTA", domain: /(^|\.)elta(?:-courier)?\.gr$/ },
  { name: "OnTrac" }, { name: "LaserShip" }, { name: "SDA" }, { name: "BRT" }, { name: "Poste Italiane" }, { name: "TNT" },
  { name: "JNE", domain: /(^|\.)jne\.co\.id$/ }, { name: "SiCepat", domain: /(^|\.)sicepat\.com$/ }, { name: "AnterAja" },
];

/** Whether a name is one of the carriers' ("DPD", "Australia Post"). */
export const isCarrier = (name: string): boolean => carriers.some((c) => c.name === name);

/** The carrier whose notices come from this domain. */
export const carrierOfDomain = (domain: string): string | null => carriers.find((c) => c.domain?.test(domain))?.name ?? null;

/** A carrier's name as text prints it ("Kurier DPD (via Poczta Allegro)", "Shipped with Royal Mail"). */
// Latin names at word bounds; names in Japanese or Chinese script anywhere (their words are not spaced apart)
const carrierName = (n: string) => (/^[\x00-\x7f]+$/.test(n) ? String.raw`\b${n.replace(/ /g, "\\s")}\b` : n);
export const printedCarrier = new RegExp(`(${carriers.flatMap((c) => [c.name, ...(c.printed ?? [])]).map(carrierName).join("|")})`, "i");

/** "Fedex International Priority", "JNE - Reguler", "UPS Ground": a carrier's name and a few words of its service. */
export const carrierService = new RegExp(`^${printedCarrier.source}(?:\\s*[-–:]?\\s*\\p{L}[\\p{L}.]*){0,4}\\s*$`, "iu");

/** The carrier a tracking number's format belongs to, where the format tells. */
export const carrierOfTracking = (value: string): string | null => carriers.find((c) => c.tracking?.test(value))?.name ?? null;

/** Every carrier's tracking formats, to find numbers in tracking links. */
export const trackingFormats: RegExp[] = carriers.flatMap((c) => (c.tracking ? [c.tracking] : []));
