/**
 * Just enough RFC 5322 header reading for routing: the header block of a raw message, unfolded, and the
 * recipients at our inbound domain (when a plain S3 event does not say who the mail was for).
 */
export interface HeaderField {
  name: string;
  value: string;
}

/** Header fields of a raw message, in order, unfolded. Reads at most the first 256 KB. */
export function headerFields(raw: Buffer | string): HeaderField[] {
  const head = (typeof raw === "string" ? raw.slice(0, 262_144) : raw.subarray(0, 262_144).toString("latin1"));
  const end = head.search(/\r?\n\r?\n/);
  const block = end === -1 ? head : head.slice(0, end);
  const fields: HeaderField[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && fields.length) {
      fields[fields.length - 1].value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    fields.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return fields;
}

const recipientHeaders = ["delivered-to", "x-original-to", "to", "cc"];

/**
 * Addresses at `domain` named in Delivered-To, X-Original-To, To and Cc (in that order of trust),
 * lower-cased, without repeats.
 */
export function inboundRecipients(fields: readonly HeaderField[], domain: string): string[] {
  const wanted = domain.toLowerCase();
  const out: string[] = [];
  for (const name of recipientHeaders) {
    for (const f of fields) {
      if (f.name.toLowerCase() !== name) continue;
      for (const m of f.value.matchAll(/[^\s<>"',;:()[\]]+@[A-Za-z0-9.-]+/g)) {
        const address = m[0].toLowerCase();
        if (address.endsWith(`@${wanted}`) && !out.includes(address)) out.push(address);
      }
    }
  }
  return out;
}

/** Whether an address is at the inbound domain. */
export const atDomain = (address: string, domain: string): boolean => address.toLowerCase().endsWith(`@${domain.toLowerCase()}`);
