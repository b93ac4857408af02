/**
 * Markup to text without a DOM, the one cheap reader of tags: for scanning a forward's header block, for
 * fingerprinting a forwarded body, and for the inline markup some senders leave in text parts. (The engine reads an
 * HTML body with htmlparser2's DOM, html-doc.ts.)
 */

/** Inline tags a text part may carry (`<span class='currency-value'>7.00</span>`); anything else in `<…>` is text there (`<orders@shop.com>`). */
const inlineTags = /<\/?(?:span|strong|b|i|em|u|font|address|a|input|div|p|sup|sub|small)\b[^>]*>/gi;

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", copy: "©", reg: "®", trade: "™" };

/** Numeric (`&#39;`, `&#x27;`) and the named entities mail uses. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos|nbsp|copy|reg|trade));/gi, (m, dec?: string, hex?: string, name?: string) => {
    if (name) return named[name.toLowerCase()] ?? m;
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

/**
 * The text of markup: comments, style and script dropped, `<br>` (and with `all`, the ends of paragraphs, blocks and
 * rows) as line breaks, then every tag (`all`: an HTML body) or only the inline ones (`inline`: a text part) removed.
 * Entities are left as they are: `decodeEntities` when the reader wants them.
 */
export function stripTags(source: string, scope: "all" | "inline"): string {
  const bare = source.replace(/<!--[\s\S]*?-->/g, "").replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "").replace(/<br\b[^>]*>/gi, "\n");
  if (scope === "inline") return bare.replace(inlineTags, "");
  // (an address in angle brackets, which a webmail prints unescaped in a forward's header block, "From: "Shop"
  // <orders@shop.com>", is no tag: it stays)
  return bare.replace(/<\/(?:p|div|tr)\b[^>]*>/gi, "\n").replace(/<(?![\w.+-]+@[\w-]+(?:\.[\w-]+)+>)[^>]+>/g, "");
}
