import { parseDocument } from "htmlparser2";
import type { AnyNode, Element } from "domhandler";
import { decodeEntities, stripTags } from "./markup";

/**
 * One visual line of an email: a table row (cells) or a block of text, with the links in it and, from HTML, how many
 * images it shows and the titles of its links and images (a product's full name where the text is cut short).
 * `continues`: its first cell goes on a table cell that a `<br>` broke ("Water Bottle 32oz<br>Black" in one cell, then
 * the count and price cells): the line above holds that cell's start.
 */
export type Line = { text: string; cells: string[]; links: string[]; images?: number; titles?: string[]; continues?: true };

/**
 * The amounts of a line read cell by cell, their positions in its text (the cells joined by a space): "100,00 | 1 |
 * 100,00" is three amounts, never "1 100,00" as one grouped by a space.
 */
export function amountsByCell<A extends { index: number; end: number }>(line: Line, read: (text: string) => readonly A[]): readonly A[] {
  if (line.cells.length <= 1) return read(line.text);
  const out: A[] = [];
  let offset = 0;
  for (const cell of line.cells) {
    for (const a of read(cell)) out.push({ ...a, index: a.index + offset, end: a.end + offset });
    offset += cell.length + 1;
  }
  return out;
}

export type HtmlDoc = { lines: Line[]; jsonLd: string[]; microdata: MicrodataNode[] };

/** A schema.org microdata item (itemscope), shaped like a JSON-LD node: "@type" plus its properties. */
export type MicrodataNode = { "@type": string; [prop: string]: unknown };

const blockTags = new Set([
  "address", "article", "aside", "blockquote", "body", "center", "dd", "div", "dl", "dt", "fieldset", "figure",
  "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "html", "li", "main", "nav", "ol", "p",
  "pre", "section", "table", "tbody", "thead", "tfoot", "tr", "ul", "caption", "title",
]);
const skipTags = new Set(["style", "script", "head", "noscript", "template", "svg", "xml", "o:p"]);
const cellTags = new Set(["td", "th"]);
/** `<template shadowrootmode="open">`: a page saved from a mail archive keeps the email in a shadow root, which is shown. */
const shadowRoot = (el: Element) => el.name === "template" && (el.attribs.shadowrootmode ?? el.attribs.shadowroot) !== undefined;

const hidden = (el: Element, hiddenClasses: Set<string>): boolean => {
  const style = el.attribs.style;
  return Boolean(style && /display\s*:\s*none|max-height\s*:\s*0(?:px)?\s*[;"]|mso-hide\s*:\s*all/i.test(style)) ||
    el.attribs.hidden !== undefined ||
    (hiddenClasses.size > 0 && (el.attribs.class ?? "").split(/\s+/).some((c) => hiddenClasses.has(c.toLowerCase())));
};

/**
 * The classes a style sheet hides outside any media query (".mobile-only { display: none }", a preheader's class):
 * a responsive email prints its items twice, once for wide and once for narrow screens, and hides one copy by class;
 * the readers see what a desktop client shows. Only plain class selectors count ("td.mob", ".a, .b"), never a rule
 * inside "@media" (what a phone shows instead) or one that needs a context (".gmail .x").
 */
export function hiddenByStyleSheet(css: string): Set<string> {
  const out = new Set<string>();
  // drop @-blocks with their nested rules ("@media (…) { .a { … } }"), counting braces
  let flat = "";
  for (let i = 0; i < css.length;) {
    const at = css.indexOf("@", i);
    if (at < 0) { flat += css.slice(i); break; }
    flat += css.slice(i, at);
    let j = at, depth = 0;
    for (; j < css.length; j++) {
      const ch = css[j];
      if (ch === "{") depth++;
      else if (ch === "}" && --depth <= 0) break;
      else if (ch === ";" && depth === 0) break;
    }
    i = j + 1;
  }
  for (const m of flat.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!/(?:^|;|\s)display\s*:\s*none/i.test(m[2])) continue;
    for (const selector of m[1].split(",")) {
      const cls = /^\s*[a-z0-9]*\.([\w-]+)\s*$/i.exec(selector)?.[1];
      if (cls) out.add(cls.toLowerCase());
    }
  }
  return out;
}

/**
 * "<s>$79.00</s> $59.00": a struck-through former price (a short text with a number, crossed out by tag or style) is
 * not what was paid; the readers never see it.
 */
const struckPrice = (el: Element): boolean => {
  if (!["s", "strike", "del"].includes(el.name) && !/text-decoration(?:-line)?\s*:[^;"]*line-through/i.test(el.attribs.style ?? "")) return false;
  const t = textOf(el).trim();
  return t.length <= 30 && /\d/.test(t) && letters(t) <= 4;
};

const textOf = (el: Element): string =>
  el.children.map((c) => (c.type === "text" ? (c as unknown as { data: string }).data : c.type === "tag" ? textOf(c as Element) : "")).join("");

/**
 * The lines' texts, a label alone on its line ("Odbiorca płatności:", "Plan:") read together with the value on the
 * next line, as readers of "label: value" phrases want them.
 */
export const labelledTexts = (lines: Line[]): string[] =>
  lines.map((l, i) => (l.cells.length === 1 && /:$/.test(l.text) && lines[i + 1]?.cells.length === 1 ? `${l.text} ${lines[i + 1].text}` : l.cells.join(" ")));

/** How many letters (any script) a text has: names have several, amounts and codes few or none. */
export const letters = (s: string): number => (s.match(/\p{L}/gu) ?? []).length;

/**
 * Text as the readers compare it: one space between words, no invisible marks; full-width forms of Japanese and
 * Chinese text folded to ASCII (１，２００円 → 1,200円, ：→ :, （税込）→ (税込)), and a yen amount in corner brackets
 * (「1,200」円) or with its sign in brackets (1,200(円), as shop-system mails print it) joined to its sign.
 */
const fullWidth = /[\u3000-\u303f\uff01-\uff5e\uffe5円]/;
/** Arabic-Indic and Persian digits with their decimal and group marks ("١٨٩٫٠٠ ر.س" → "189.00 ر.س", "١٥٪" → "15%"). */
const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/;
const westernDigits = (s: string) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
  .replace(/(?<=\d)\u066b(?=\d)/g, ".").replace(/(?<=\d)\u066c(?=\d)/g, ",").replace(/\u066a/g, "%");
const fold = (s: string) => {
  const t = easternDigits.test(s) ? westernDigits(s) : s;
  return fullWidth.test(t) ? t.normalize("NFKC").replace(/「([\d,]+)」\s*円/g, "$1円").replace(/(\d)\s*\(円\)/g, "$1円") : t;
};
/** "*Kwota:*": a label a mail client marked bold with asterisks (its text rendering of <b>, kept in a forward) is the label. */
const unbold = (cell: string) => (cell.startsWith("*") && cell.endsWith("*") ? cell.replace(/^\*([^*\s](?:[^*]*[^*\s])?)\*$/, "$1") : cell);

/** (Most texts an HTML walk cleans are the whitespace between tags, which cleans to nothing.) */
const blank = (s: string) => !/\S/.test(s);
export const clean = (s: string) => (blank(s) ? "" : fold(s).replace(/[\u200e\u200f\u202a-\u202e]/g, "").replace(/[\s\u00a0\u200b-\u200d\u2060\ufeff\u034f\u00ad]+/g, " ").trim());

class LineBuilder {
  readonly lines: Line[] = [];
  private cells: string[] = [];
  private buffer = "";
  private links: string[] = [];
  private images = 0;
  private titles: string[] = [];
  private continuing = false;
  private cellDepth = 0;

  text(s: string) { this.buffer += s; }
  image() { this.images++; }
  title(t: string) { const c = clean(t); if (c) this.titles.push(c); }
  endsWithDigit() { return /\d$/.test(this.buffer); }
  link(href: string) { this.links.push(href); }
  openCell() { this.cellDepth++; }
  endCell(closing = false, cleaned = clean(this.buffer)) {
    const t = unbold(cleaned);
    if (t) this.cells.push(t);
    // a cell that a break ended: the next line goes on with its rest only if there is a rest
    else if (closing && this.cells.length === 0) this.continuing = false;
    if (closing) this.cellDepth = Math.max(0, this.cellDepth - 1);
    this.buffer = "";
  }
  /**
   * Lines of preformatted text (a till's receipt in `<pre>`, a plain-text email a mail client forwarded as HTML): read
   * as a text part is, each source line a line, columns cut at 2+ spaces, names wrapped at a till's width joined.
   */
  preformatted(text: string) {
    this.breakLine();
    this.lines.push(...textLines(text));
  }
  endContinuation() { this.continuing = false; }
  /**
   * Ends the line. `inCell`: a `<br>` or a block inside a table cell, after some of that cell's text: the next line's
   * first cell is the rest of the cell.
   */
  breakLine(inCell = false) {
    const cleaned = clean(this.buffer);
    const mid = inCell && this.cellDepth > 0 && cleaned !== "";
    this.endCell(false, cleaned);
    if (this.cells.length) {
      const line: Line = { text: this.cells.join(" "), cells: this.cells, links: this.links };
      if (this.images) line.images = this.images;
      if (this.titles.length) line.titles = this.titles;
      if (this.continuing) line.continues = true;
      this.lines.push(line);
      // an image row with no text (a product photo above its name) lends its image and titles to the next line
      this.images = 0;
      this.titles = [];
      this.continuing = false;
    }
    if (mid) this.continuing = true;
    this.cells = [];
    this.links = [];
  }
}

/** Turns email HTML into lines of cells, and collects JSON-LD blocks, with htmlparser2's DOM. */
export function parseHtml(html: string): HtmlDoc {
  const dom = parseDocument(html, { decodeEntities: true, lowerCaseTags: true });
  const out = new LineBuilder();
  const hiddenClasses = /<style/i.test(html) ? hiddenByStyleSheet(styleSheets(html)) : new Set<string>();
  const jsonLd: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === "text") { out.text((node as unknown as { data: string }).data); continue; }
      if (node.type === "script") {
        const el = node as Element;
        if ((el.attribs.type ?? "").toLowerCase() === "application/ld+json") {
          jsonLd.push(el.children.map((c) => (c as unknown as { data?: string }).data ?? "").join(""));
        }
        continue;
      }
      if (node.type !== "tag") continue;
      const el = node as Element;
      const name = el.name;
      if ((skipTags.has(name) && !shadowRoot(el)) || hidden(el, hiddenClasses) || struckPrice(el)) continue;
      if (name === "br") { out.breakLine(true); continue; }
      if (name === "pre" || /white-space\s*:\s*pre(?:-wrap)?\b/i.test(el.attribs.style ?? "")) { if (!el.children.some((c) => c.type === "tag" && (c as Element).name === "br")) { out.preformatted(textOf(el)); continue; } }
      if (name === "a" && el.attribs.href) out.link(el.attribs.href);
      if (name === "img") { out.image(); if (el.attribs.alt) out.title(el.attribs.alt); continue; }
      if ((name === "a" || name === "td") && el.attribs.title) out.title(el.attribs.title);
      if (name === "sup" && out.endsWithDigit()) {
        // "$24<sup>29</sup>": superscript cents after a price's whole part
        const cents = clean(textOf(el));
        if (/^\d{2}$/.test(cents)) { out.text(`.${cents}`); continue; }
      }
      const block = blockTags.has(name);
      const cell = cellTags.has(name);
      if (block) out.breakLine(true);
      else if (cell) { out.endCell(); out.openCell(); }
      // a table nested in a cell after some of its text starts rows of its own: its first row goes on no cut cell
      if (name === "table" || name === "tr") out.endContinuation();
      walk(el.children);
      if (block) out.breakLine(true);
      else if (cell) out.endCell(true);
    }
  };
  walk(dom.children);
  out.breakLine();
  const microdata = /itemscope/i.test(html) ? readMicrodata(dom.children) : [];
  return { lines: signsWithAmounts(out.lines), jsonLd, microdata };
}

/**
 * "Base Fare" / "$" / "92.63": a currency sign set in a block of its own (a column of signs beside a column of
 * figures) goes with the figure on the line under it, as joinSigns keeps one padded apart in a text line.
 */
function signsWithAmounts(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let k = 0; k < lines.length; k++) {
    const next = lines[k + 1];
    if (loneSign.test(lines[k].text.trim()) && next && /^-?\d[\d.,]*$/.test(next.cells[0]?.trim() ?? "")) {
      const cells = [`${lines[k].text.trim()}${next.cells[0].trim()}`, ...next.cells.slice(1)];
      out.push({ ...next, text: cells.join(" "), cells });
      k++;
    } else out.push(lines[k]);
  }
  return out;
}

/** The text of every <style> element, wherever the sender put it (head or body). */
const styleSheets = (html: string): string => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("\n");

/** The value of an itemprop element: content/href/datetime attributes, else its text. */
function propValue(el: Element): string {
  const a = el.attribs;
  return clean(a.content ?? (el.name === "a" || el.name === "link" ? a.href : undefined) ?? a.datetime ?? textOf(el));
}

function addProp(node: MicrodataNode, name: string, value: unknown) {
  for (const key of name.split(/\s+/).filter(Boolean)) {
    const prev = node[key];
    node[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
}

function itemOf(el: Element): MicrodataNode {
  const node: MicrodataNode = { "@type": (el.attribs.itemtype ?? "").trim().split(/[/#]/).pop() ?? "" };
  const collect = (children: AnyNode[]) => {
    for (const c of children) {
      if (c.type !== "tag") continue;
      const child = c as Element;
      const prop = child.attribs.itemprop;
      if (prop && child.attribs.itemscope !== undefined) { addProp(node, prop, itemOf(child)); continue; }
      if (prop) addProp(node, prop, propValue(child));
      if (child.attribs.itemscope === undefined) collect(child.children);
    }
  };
  collect(el.children);
  return node;
}

/** Top-level microdata items (itemscope without itemprop) anywhere in the document. */
function readMicrodata(nodes: AnyNode[], out: MicrodataNode[] = []): MicrodataNode[] {
  for (const n of nodes) {
    if (n.type !== "tag") continue;
    const el = n as Element;
    if (el.attribs.itemscope !== undefined && el.attribs.itemprop === undefined) out.push(itemOf(el));
    else readMicrodata(el.children, out);
  }
  return out;
}

/**
 * "Item=CANON EF 50 1.8 II Qty=1 Price=$84.35": fields written as key=value in a text part (an order system's raw
 * dump) read as labelled cells ("Item: …", "Qty: 1", "Price: $84.35") when a line holds two or more of them and no link.
 */
function keyValueFields(line: string): string {
  const key = /(^|\s)(\p{L}[\p{L}_]{1,20})=(?=\S)/gu;
  if (!line.includes("=") || /:\/\/|[?&]\w+=/.test(line) || (line.match(key) ?? []).length < 2) return line;
  return line.replace(key, (_m, space: string, name: string) => `${space ? "  " : ""}${name.replace(/_/g, " ")}: `);
}

/** A price with its currency sign: "$62.70", "-$10.00", "£2.51", "€ 4,99". */
const signedPrice = /[-−]?\s?[$€£¥]\s?[-−]?\d[\d,.]*\d/g;
/**
 * "Lyft fare (7.76mi, 45m 10s) $62.70 Priority Pickup Upgrade $2.51 … Credits -$10.00": a table of names and prices a
 * plain-text rendering ran into one line, split back into its rows: three or more priced parts, each a name (a capital
 * or a digit first) and its price, the line ending with the last price, no labels with colons.
 */
function pricedRun(line: string): string[] {
  if (line.length < 60 || line.length > 800 || /:/.test(line) || !/[$€£¥]/.test(line)) return [line];
  const parts: string[] = [];
  let from = 0;
  for (const m of line.matchAll(signedPrice)) {
    const end = (m.index ?? 0) + m[0].length;
    const part = line.slice(from, end).trim();
    if (!/^[\p{Lu}\d(]/u.test(part) || part.length > 120 || !/\p{L}{2}/u.test(part.slice(0, part.length - m[0].length))) return [line];
    parts.push(part);
    from = end;
  }
  return parts.length >= 3 && line.slice(from).trim().length <= 1 ? parts : [line];
}

/**
 * "Estimated Tax$0.00TOTAL$289.85View Order Details", "SubtotalCA$68.17 Sales taxCA$8.87": a text whose markup was
 * stripped without spaces runs labels into their prices and prices into the next words. A price glued to the capital
 * of the next word ends its line, and a label glued to the currency before its price is parted from it (not a
 * currency's own letters: "US$29.99").
 */
// (not a currency's code after the price: "$35.00USD")
const gluedAfter = /(?<=[$€£¥]\s?\d[\d,]*[.,]\d{2})(?=\p{Lu}\p{L})(?![A-Z]{3}(?!\p{L}))/u;
const gluedBefore = /(?<![\p{L}\d])(\p{L}{3,}?)((?:US|CA|AU|NZ|HK|SG|C|A)?[$€£¥])(?=\d)/gu;
function unglued(line: string): string[] {
  if (line.length < 20 || !/[$€£¥]/.test(line)) return [line];
  const parted = line.replace(gluedBefore, "$1 $2");
  return gluedAfter.test(parted) ? parted.split(new RegExp(gluedAfter.source, "gu")) : [parted];
}

/** Lines of a plain-text body: cells split on tabs, runs of 2+ spaces, or pipes. */
export function textLines(text: string): Line[] {
  const lines: Line[] = [];
  let previous = "";
  // a text part that an HTML page was flattened into keeps its layout only as runs of spaces on very long lines
  // ("Cost and traveler summary …  $191.62    Taxes  $19.88        Total (Visa)  $211.50     Exchange this ticket."):
  // each run of three or more spaces there ends a line
  // (a currency sign stays with its amount, "$   399.99", and an amount ends its row: "Items:     $   399.99  Shipping &
  // Handling:     $     0.00" is two rows of a label over its amount)
  const rawLines = plainText(text).split(/\r?\n/).flatMap((l) => (l.length > 400 && /\S\s{3,}\S/.test(l)
    ? l.replace(/(?<=(?:^|\s)[$€£¥])\s{3,}(?=\d)/g, " ").split(/(?<=\S)\s{3,}(?=\S)|(?<=(?:^|\s)[$€£¥]\s?\d[\d,]*[.,]\d{2})\s{2,}(?=\S)/) : [l])).flatMap(unglued).flatMap(pricedRun);
  const width = receiptWidth(rawLines);
  for (const line of rawLines) {
    const { text: raw, links } = inlineLinks(line);
    const stripped = keyValueFields(raw.replace(/^[>\s]+/, ""));
    // "*Kwota:*": a label in bold as a mail client turns HTML into text is the label
    // (dot leaders between a name and its price, "Widget ....... $24.00", cut columns too)
    const cells = colonColumns(joinSigns(stripped.split(/\t|\s{2,}|\s\|\s|\s*\.{4,}\s*|\s*…{2,}\s*/).map((c) => unbold(clean(c))).filter(Boolean)));
    const last = lines[lines.length - 1];
    // a name wrapped at the text part's line width, its quantity on the second line ("…Hobby" / "Box × 1")
    // (a labelled field above, "Tracking number: 1Z…", is no name: "Item: Mug × 2" starts a line of its own)
    if (last && cells.length === 1 && previous.trim().length >= 30 && last.cells.length === 1 && /\s[x×]\s?\d{1,3}$/.test(cells[0])
      && !/[:.!?]$/.test(last.text) && !/^[^:：]{2,30}[:：]\s*\S/.test(last.text) && !/\d[.,]\d\d\b/.test(last.text) && !/\d[.,]\d\d\b/.test(cells[0])) {
      last.cells[0] = last.text = `${last.text} ${cells[0]}`;
    } else if (last && width && cells.length >= 1 && last.cells.length === 1 && wrapsAt(previous.trimEnd().length, width, cells[0]) && !/^[=\-_*]+$/.test(previous.trim())
      && !/\d[.,]\d\d\b/.test(stripped)) {
      // a till receipt printed at a fixed width wraps a long name onto the next line, mid-word or at a space, with the
      // unit and tax class that end it ("…FRESH 20/" + "1  [KOM] (Ђ)")
      last.cells[0] = last.text = `${last.text}${/^\s/.test(raw) || previous.trimEnd().length < width ? " " : ""}${cells.join(" ")}`;
    } else if (cells.length) lines.push({ text: cells.join(" "), cells, links });
    previous = raw;
  }
  return lines;
}

/**
 * "[Washi Tape Trio](https://shop.example/p/1)", "Washi Tape Trio ( https://shop.example/p/1 )", "Washi Tape Trio
 * <https://shop.example/p/1>": a link as an HTML part's text version prints it, its text the line's and its address the
 * line's link (a line that is an address alone stays one).
 */
function inlineLinks(raw: string): { text: string; links: string[] } {
  if (!raw.includes("http")) return { text: raw, links: [] };
  const links: string[] = [];
  const text = raw.replace(/\[([^[\]]{2,200})\]\((https?:\/\/[^\s)]+)\)/g, (_, t: string, url: string) => { links.push(url); return t; })
    .replace(/(?<=\S)\s*(?:\(\s*(https?:\/\/[^\s)]+)\s*\)|<(https?:\/\/[^\s>]+)>)/g, (_, a?: string, b?: string) => { links.push((a ?? b)!); return ""; });
  return { text, links };
}

/**
 * "Item name      :Spiegelau Decanter", "Qty     : 1": a label padded to a column with its colon before the value is one
 * "label: value" cell, as a label written next to its value is.
 */
function colonColumns(cells: string[]): string[] {
  if (cells.length !== 2 || !/^[:：]/.test(cells[1]) || !/^[\p{L}][\p{L}\d .'/#-]{0,30}$/u.test(cells[0])) return cells;
  return [`${cells[0]}: ${cells[1].replace(/^[:：]\s*/, "")}`];
}

/** A currency sign alone in its cell or on its line. */
const loneSign = /^[$€£¥]$/;

/** "$  19.50": a currency sign padded apart from its amount (right-aligned columns) stays with it. */
function joinSigns(cells: string[]): string[] {
  if (cells.length < 2 || !cells.some((c) => loneSign.test(c))) return cells;
  const out: string[] = [];
  for (let k = 0; k < cells.length; k++) {
    if (loneSign.test(cells[k]) && /^-?\d/.test(cells[k + 1] ?? "")) { out.push(`${cells[k]}${cells[k + 1]}`); k++; } else out.push(cells[k]);
  }
  return out;
}

/** A line that fills the width wrapped; one a character short wrapped at a space, when what follows continues it. */
const wrapsAt = (length: number, width: number, next: string) => length === width || (length === width - 1 && /^[\p{Ll}(\-/]/u.test(next.trim()));

/** A till receipt's printed width: the length its separator rules ("=====…", "-----…") share, when two or more do. */
function receiptWidth(rawLines: string[]): number | null {
  const counts = new Map<number, number>();
  for (const l of rawLines) {
    const t = l.trimEnd();
    if (/^[=\-]{30,60}$/.test(t)) counts.set(t.length, (counts.get(t.length) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [w, n] of counts) if (n >= 2 && (best === null || n > (counts.get(best) ?? 0))) best = w;
  return best;
}

/**
 * A text part as a reader sees it: some senders leave inline markup in it (`<span class='currency-value'>7.00</span>`,
 * `<br/>`, `&#39;`), which would split amounts from their currency and names from their punctuation.
 */
function plainText(text: string): string {
  if (!/<\/?(?:span|strong|b|i|em|u|font|address|a|br|input|div|p|sup|sub|small)\b[^>]*>|&(?:#\d+|amp|nbsp|copy|quot|lt|gt|reg|trade);/i.test(text)) return text;
  return decodeEntities(stripTags(text, "inline"));
}
