import type { Context } from "../context";
import type { Line } from "../html-doc";
import { alt, words } from "../lexicon/index";
import { findAmounts } from "../money";

/** decisions.md §1 `shipping_address`: every part as printed, "" for a part the email does not state. */
export type Address = { name: string; street: string; city: string; region: string; postal_code: string; country: string };

/**
 * The label of a delivery address block (every language of the lexicon), at the start of a cell: alone (the address follows in the next lines,
 * or in the next cells / the same column below), or followed by a colon and the address on the same line.
 */
const labelPattern = new RegExp(String.raw`^${alt(words((l) => l.address?.label))}\s*(?::\s*(.*))?$`, "i");
/** Another block's heading: the address ends there. */
const otherBlock = new RegExp(`^${alt(words((l) => l.address?.otherBlock))}`, "i");

const countries = new Set([
  "united states", "united states of america", "usa", "us", "u.s.a.", "u.s.", "united kingdom", "uk", "great britain", "gb",
  "england", "scotland", "wales", "northern ireland", "canada", "ca", "australia", "au", "new zealand", "nz", "ireland", "ie",
  "germany", "deutschland", "de", "france", "fr", "italy", "italia", "it", "spain", "españa", "espana", "es", "netherlands",
  "nederland", "the netherlands", "nl", "belgium", "belgique", "belgië", "be", "austria", "österreich", "at", "switzerland",
  "schweiz", "suisse", "svizzera", "ch", "portugal", "pt", "sweden", "sverige", "se", "norway", "norge", "no", "denmark",
  "danmark", "dk", "finland", "suomi", "fi", "poland", "polska", "pl", "india", "in", "mexico", "méxico", "mx", "japan", "jp",
  "singapore", "sg", "hong kong", "hk", "china", "cn", "brazil", "brasil", "br", "luxembourg", "lu", "serbia", "srbija",
  "czech republic", "česko", "slovakia", "slovensko", "hungary", "magyarország", "romania", "românia", "greece", "turkey",
  "türkiye", "south africa", "israel", "argentina", "chile", "colombia", "peru", "korea", "south korea", "taiwan", "malaysia",
  "philippines", "indonesia", "thailand", "vietnam", "uae", "united arab emirates",
]);
/** A country's name or code, in English or its own language ("Deutschland", "UK", "Srbija"). */
export const isCountry = (s: string) => countries.has(s.toLowerCase().replace(/\s+/g, " ").trim());

type CityLine = { city: string; region: string; postal: string };

const postalUsCaAu = String.raw`(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{4})`;
const usLine = new RegExp(String.raw`^([^\d,]+?),?\s+([A-Z]{2,3})\.?\s+${postalUsCaAu}$`);
const usLongRegion = new RegExp(String.raw`^([^\d,]+?),\s+([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$`);
const addressWords = (key: "street" | "phone" | "city" | "region" | "postcode" | "country" | "unit" | "ignore") => words((l) => l.address?.[key]);
/** Street words of every language (lexicon/); "…straße" also at a word's end. */
const streetWord = new RegExp(String.raw`\b${alt(addressWords("street"))}\b|(?:straße|strasse|weg|gasse)\b`, "i");

/** "Portland, OR 97201", "Toronto, ON M5V 2T6", "Sydney NSW 2000", "London SW1A 1AA", "10115 Berlin", "00184 Roma RM". */
export function cityLine(s: string): CityLine | null {
  let m = usLine.exec(s) ?? usLongRegion.exec(s);
  if (m) return { city: m[1].trim(), region: m[2], postal: m[3] };
  m = /^(.+?)\s+([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/.exec(s);
  if (m && !/\d/.test(m[1])) {
    const [city, region = ""] = m[1].split(/\s*,\s*/);
    return { city: city.trim(), region: region.trim(), postal: m[2] };
  }
  m = /^((?:[A-Z]{1,2}-)?\d{4,6}(?:\s?[A-Z]{2}(?=\s))?)\s+([^\d,]+?)(?:(?:\s*,\s*|\s+)\(?([A-Z]{2})\)?)?$/.exec(s);
  if (m && !streetWord.test(m[2])) return { city: m[2].trim(), region: m[3] ?? "", postal: m[1] };
  // "Bangalore 560102": a city then a postal code of 5 or 6 digits, nothing else with digits
  m = /^([^\d,]+?),?\s+(\d{5,6})$/.exec(s);
  if (m && m[1].split(/\s+/).length <= 3 && !streetWord.test(m[1])) return { city: m[1].trim(), region: "", postal: m[2] };
  // US without a ZIP ("Hometown, VA", "NEW YORK, NY")
  m = /^([^\d,]+?),\s*([A-Z]{2})$/.exec(s);
  if (m) return { city: m[1].trim(), region: m[2], postal: "" };
  return null;
}

const phone = new RegExp(String.raw`^(?:${alt(addressWords("phone"))}\.?:?\s*)?[+(]?\d[\d\s().\/-]{6,}\d$`, "i");
/** Field labels of a labelled address block, in every language (lexicon/). */
const fieldLabel = {
  city: new RegExp(`^${alt(addressWords("city"))}$`), region: new RegExp(`^${alt(addressWords("region"))}$`),
  postcode: new RegExp(`^${alt(addressWords("postcode"))}$`), country: new RegExp(`^${alt(addressWords("country"))}$`),
  unit: new RegExp(String.raw`\b${alt(addressWords("unit"))}\b`), ignore: new RegExp(alt(addressWords("ignore"))),
};
const emailAddress = /^\S+@\S+\.\S+$/;
const separator = /^[-=_*~.\s]{3,}$/;
const labelled = /^([A-Za-zÀ-ÿ/ #.]{2,40}?)\s*:\s*(.*)$/;

/** One printed piece of the address, with where it came from (a comma-split run or a line of its own). */
type Part = { text: string; split: boolean };

/** The label's own rest (inline) and the lines after it, up to the end of the address. */
function collect(lines: Line[], at: number, first: string[], column: number | null): { parts: Part[]; fields: Partial<Address> } {
  const parts: Part[] = [];
  const fields: Partial<Address> = {};
  let cityFound = false;
  /** Takes one printed line; false when the address has ended before or at it. */
  const take = (raw: string, split: boolean): boolean => {
    const text = raw.trim();
    if (!text || separator.test(text) || phone.test(text) || emailAddress.test(text)) return true;
    if (findAmounts(text).length > 0 || labelPattern.test(text) || otherBlock.test(text)) return false;
    if (/^\d{1,3}$/.test(text) || text.length > 120 || (/[.!?]$/.test(text) && text.split(/\s+/).length >= 5)) return false;
    if (/:$/.test(text)) return false;
    const lab = split ? null : labelled.exec(text);
    if (lab) {
      const key = lab[1].toLowerCase().trim();
      const value = lab[2].trim();
      if (fieldLabel.city.test(key)) fields.city = value;
      else if (fieldLabel.region.test(key)) fields.region = value;
      else if (fieldLabel.postcode.test(key)) fields.postal_code = value;
      else if (fieldLabel.country.test(key)) fields.country = value;
      else if (fieldLabel.unit.test(key)) fields.street = value;
      else if (!fieldLabel.ignore.test(key)) return false;
      return true;
    }
    if (cityFound) {
      if (isCountry(text)) parts.push({ text, split });
      return false;
    }
    parts.push({ text, split });
    if (isCountry(text) && parts.length > 1) return false;
    if (parts.length > 1 && cityLine(text)) cityFound = true;
    return true;
  };
  let inline = false;
  for (const chunk of first) {
    const pieces = chunk.split(/\s*,\s*/).filter(Boolean);
    // "Sam Sample, 12 Harbor Lane, Portland, OR 97201, United States": the whole address on the label's line
    if (pieces.length >= 3) { inline = true; for (const p of pieces) parts.push({ text: p.trim(), split: true }); }
    else if (!take(chunk, false)) return { parts, fields };
  }
  if (inline) return { parts, fields };
  const width = lines[at].cells.length;
  for (let i = at + 1; i < lines.length && i <= at + 9; i++) {
    const line = lines[i];
    if (column !== null && line.cells.length !== width) break;
    if (!take(column !== null ? line.cells[column] : line.text, false)) break;
  }
  return { parts, fields };
}

/** Name, street, city line and country from the printed parts; null when they are not an address. */
function parseParts(input: Part[], fields: Partial<Address>): Address | null {
  const parts = input.map((p) => ({ ...p, text: p.text.replace(/\s+\.$/, "").trim() })).filter((p) => p.text);
  if (parts.length === 0) return null;
  let country = fields.country ?? "";
  if (parts.length >= 2 && isCountry(parts[parts.length - 1].text)) country = parts.pop()!.text;
  let city: CityLine | null = null;
  let cityAt = parts.length;
  for (let i = parts.length - 1; i >= 1 && !city; i--) {
    // comma-split pieces: "Portland" + "OR 97201" is one city line
    const pair = parts[i].split && parts[i - 1].split && i >= 2 ? cityLine(`${parts[i - 1].text}, ${parts[i].text}`) : null;
    const single = cityLine(parts[i].text);
    if (pair) { city = pair; cityAt = i - 1; }
    else if (single && (!parts[i].split || /\p{L}{3}/u.test(single.city))) { city = single; cityAt = i; }
  }
  // the short form prints a name and a bare town ("Jakub" / "MORDEN"), or "Town, Province" without a code
  const last = parts[parts.length - 1];
  if (!city && !fields.city && parts.length >= 2 && !last.split && !/\d/.test(last.text) && (country || parts.length === 2)) {
    const [town, region = ""] = last.text.split(/\s*,\s*/);
    city = { city: town, region, postal: "" };
    cityAt = parts.length - 1;
  }
  const nameFirst = cityAt > 0 && !/^\d/.test(parts[0].text) && (cityAt > 1 || !/\d/.test(parts[0].text));
  const street = [...parts.slice(nameFirst ? 1 : 0, cityAt).map((p) => p.text), ...(fields.street ? [fields.street] : [])].join(", ");
  const address: Address = {
    name: nameFirst ? parts[0].text : "", street, city: fields.city ?? city?.city ?? "", region: fields.region ?? city?.region ?? "",
    postal_code: fields.postal_code ?? city?.postal ?? "", country,
  };
  // a name alone, or a street with no place, is not a delivery address
  if (!address.city && !address.postal_code && !address.country) return null;
  return address;
}

/** "Arriving Tuesday" / "Evan - NEW YORK, NY" (Amazon's short delivery line), or "Arriving … to NAME". */
function arriving(lines: Line[]): Address | null {
  for (let i = 0; i < lines.length; i++) {
    if (!/^arriving\b/i.test(lines[i].text)) continue;
    const head = /\bto\s+(\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+){0,3})$/u.exec(lines[i].text) ?? [];
    const next = lines[i + 1]?.text ?? "";
    const m = /^([\p{L}][\p{L} .'-]{0,40}?)\s+[-–—]\s+([\p{Lu}][\p{Lu} .'-]+?)(?:,\s*([A-Z]{2}))?$/u.exec(next);
    if (m) return { name: m[1].trim(), street: "", city: m[2].trim(), region: m[3] ?? "", postal_code: "", country: "" };
    if (head[1] && !/^(?:Your|You|The)$/.test(head[1])) return { name: head[1], street: "", city: "", region: "", postal_code: "", country: "" };
  }
  return null;
}

/** The delivery address block of one set of lines. */
function fromLines(lines: Line[]): Address | null {
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i].cells;
    for (let c = 0; c < cells.length; c++) {
      const m = labelPattern.exec(cells[c]);
      if (!m) continue;
      let first: string[] = [];
      let column: number | null = null;
      if (m[1]) first = [m[1]];
      else if (c < cells.length - 1) {
        // side-by-side blocks ("Shipping address | Billing address") continue in this column; else the address is in the next cells
        const headings = cells.every((x) => x.length <= 40 && !/\d/.test(x));
        if (headings && cells.some((x, k) => k !== c && otherBlock.test(x))) column = c;
        else first = cells.slice(c + 1);
      } else if (cells.length > 1 && cells.slice(0, c).every((x) => x.length <= 40 && !/\d/.test(x))) column = c;
      const { parts, fields } = collect(lines, i, first, column);
      const address = parseParts(parts, fields);
      if (address) return address;
      break;
    }
  }
  return null;
}

/** The shipping address the email prints under a delivery label, null when it prints none. */
export function findShippingAddress(ctx: Context): Address | null {
  return fromLines(ctx.lines) ?? (ctx.plainLines !== ctx.lines ? fromLines(ctx.plainLines) : null) ?? arriving(ctx.lines);
}
