import type { Context } from "../context";
import type { DraftShipment } from "../draft";
import { carrierOfDomain, carrierOfTracking, printedCarrier } from "../carriers";
import { bounded, words } from "../lexicon/index";

/** A tracking label of any language (lexicon/), then its number in the same line when there is one. */
const trackingLabel = new RegExp(String.raw`${bounded(words((l) => l.trackingLabel))}(?:\s+for\s+(?:(?:your|this|the)\s+)?(?:shipment|package|parcel|order))?\s*(?:è|is|:|：)?\s*:?\s*([A-Z0-9]{8,30}\b|\d{3,4}(?:[- ]\d{4}){2,4}\b)?`, "i");
const code = /^[A-Z0-9]{8,30}$/;
/** "Your UBI Logistics parcel GO2S501988 has been delivered": a parcel word of any language (lexicon/), then a code with digits. */
const parcelCode = new RegExp(String.raw`${bounded(words((l) => l.parcel), { before: true, after: true })}\s+(?:no\.?\s*|nr\.?\s*|#\s*)?((?=[A-Z]*\d)[A-Z0-9]{8,30})\b`, "i");

/** Tracking numbers (with the carrier when named) from labelled text and carrier tracking links. */
export function findShipments(ctx: Context): DraftShipment[] {
  const out: DraftShipment[] = [];
  const seen = new Set<string>();
  const add = (num: string, carrier: string | null, url: string | null) => {
    if (seen.has(num) || !/\d/.test(num)) return;
    seen.add(num);
    out.push({ carrier, trackingNumber: num, trackingUrl: url, status: null, expectedDelivery: null });
  };
  ctx.lines.forEach((line, i) => {
    const m = trackingLabel.exec(line.text);
    if (!m) return;
    // the number in the label's row, or alone on one of the next lines (past separators such as "____")
    const below = ctx.lines.slice(i + 1, i + 4).map((l) => l.cells[0] ?? "").filter((t) => /[\p{L}\d]/u.test(t))[0] ?? "";
    const candidate = m[1] ?? (code.test(below) ? below : null);
    if (!candidate) return;
    // the carrier named on the label's line, else on one of the two lines above ("配送業者：ヤマト運輸" over the number)
    const named = [line, ctx.lines[i - 1], ctx.lines[i - 2]].map((l) => (l ? printedCarrier.exec(l.text)?.[1] : undefined)).find(Boolean);
    const carrier = named ?? carrierOfTracking(candidate);
    add(candidate, carrier, line.links[0] ?? null);
  });
  // a carrier's own notice names the parcel by its number, often with no tracking label
  const carrier = carrierOfDomain(ctx.sender.domain ?? "");
  if (carrier && out.length === 0) {
    for (const line of [{ text: ctx.subject, links: [] as string[] }, ...ctx.lines.slice(0, 40)]) {
      const m = parcelCode.exec(line.text);
      if (m && m[1] === m[1].toUpperCase()) { add(m[1], carrier, null); break; }
    }
  }
  for (const line of ctx.lines) {
    // (a plain-text part prints its links as bare URLs)
    const hrefs = line.links.length > 0 ? line.links : (line.text.match(/https?:\/\/\S+/g) ?? []);
    for (const href of hrefs) {
      // carriers' and shops' tracking links: the number as a query parameter, or the path after /track/ or /tracking/
      const m = /(?:tracknum|tracknumbers|trackingnumber|tracking_number|trackingid|tracking_id|trknbr|InquiryNumber1|tLabels|trackNums|piececode|idc|awb)=([A-Z0-9]{8,30})\b/i.exec(href)
        ?? /\/(?:track|tracking|sendungsverfolgung|suivi)\/(?:[a-z-]+\/)?(?=[A-Z0-9]*\d)([A-Z0-9]{10,30})(?:[/?#]|$)/i.exec(href);
      if (m) add(m[1], carrierOfTracking(m[1]), href);
    }
  }
  return out;
}
