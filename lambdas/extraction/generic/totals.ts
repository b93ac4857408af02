import { orderSum } from "../draft";
import type { Line } from "../html-doc";
import { findAmounts, type CurrencyHint } from "../money";
import { cardOrWalletWords } from "./payments";

export type TotalKey = "subtotal" | "discount" | "shipping" | "tax" | "tip" | "total" | "fee";

/**
 * Label patterns per total in en, de, fr, it, es, nl, matched against a line's label (lowercased, start of
 * the text). `rank` orders competing total labels: a grand total beats a plain "Total".
 */
const labels: Array<{ key: TotalKey; re: RegExp; rank?: number }> = [
  { key: "total", rank: 0, re: /^(?:total (?:before|excl|ex\.|pre-tax|w\/o)|totale iva esclusa|total sin|total hors|summe ohne|gesamt(?:summe|betrag)? ohne|total excluding|total for this shipment)/ },
  { key: "subtotal", re: /^(?:sub-?total|item\(?s\)? sub-?total|product total|food total|items total|items? sub-?total|zwischensumme|subtotaal|summe (?:der )?artikel|sous-total|subtotale|totale parziale|importe de (?:los )?productos|merchandise(?: total| subtotal)?|items?(?: total)?:?$|food(?: &| and) beverage|articles?\s*:|artikel:|art[íi]culos:|productos:|base fare|air ?fare:?$|fare(?: subtotal)?:?$|flight subtotal|room subtotal|total base fare)/ },
  { key: "discount", re: /^(?:(?:your )?(?:coupon )?savings|(?:your )?coupons?\b|discount|(?:restaurant |special )?deal\b|promotion(?:s)?(?: applied)?|promo(?: code)?|coupon|savings|you saved|rabatt|gutschein|nachlass|remise|r[ée]duction|sconto|descuento|cons\. senza fretta|credits? applied)/ },
  { key: "shipping", re: /^(?:shipping(?: & handling| and handling| fee| cost| charges?)?|postage(?: & packing)?|delivery(?: fee| charge)?:?$|delivery costs?\b|versand(?:kosten)?|liefer(?:kosten|geb[üu]hr)|verzend(?:kosten|ing)|bezorg(?:kosten|ing)|verpackung & versand|livraison|frais de (?:port|livraison|d'envoi)|costi di spedizione|spedizione|env[íi]o|gastos de env[íi]o)/ },
  { key: "tax", re: /^(?:(?:estimated |sales |total |local |state )?tax(?:es)?(?: to be collected| collected| & fees| and fees)?|estimated tax to be collected|taxes,? fees|vat|gst|hst|pst|qst|mwst|ust\.?|umsatzsteuer|btw|tva|iva|i\.v\.a|imposta|taxes? et frais|impuestos?)(?:[\s:(]|$)/ },
  { key: "tip", re: /^(?:tip|gratuity|driver tip|dasher tip|trinkgeld|pourboire|mancia|propina)/ },
  { key: "fee", re: /^(?:service fee|booking fee|convenience fee|processing fee|delivery fee|small order fee|handling fee|bag fee|facility fee|transaction fee)/ },
  { key: "total", rank: 3, re: /^(?:grand total|order total|final total(?: charged| paid)?|shipment total|total (?:charged|paid|amount|price|cost|to pay|payable)|amount (?:charged|paid|billed)|you paid|total paid|paid|payment total|ticket amount|total fare|trip total|gesamtsumme|gesamtbetrag|gesamtbestellwert|gesamtpreis|endbetrag|rechnungsbetrag|zu zahlen(?:der betrag)?|total ttc|montant total|montant pay[ée]|totale ordine|totale complessivo|importe total|totaalbedrag|totaal|total a pagar|total pagado|totalt)\b/ },
  { key: "total", rank: 2, re: /^(?:total due|amount due|balance due|(?:transfer )?(?:date and )?amount|betrag|montant|importe|summe|totale|total)\s*:?$/ },
  { key: "total", rank: 2, re: /^(?:total|totale|summe|gesamt|montant|importe|betrag)(?:\s*(?:\([^)]*\)|incl[^:]*|usd|eur|gbp|\(\w+\)))?\s*:?$/ },
  { key: "tax", re: /\b(?:tax(?:es)?|vat|mwst|ust|tva|iva|gst|hst)\b/ },
  { key: "fee", re: /\b(?:fee|fees|surcharge|charge)\b/ },
  { key: "total", rank: 1, re: /^(?:total|totale|summe|gesamt)\b/ },
];

export type TotalCandidate = { key: TotalKey; minor: number; negative: boolean; currency: string | null; line: number; amountLine: number; label: string; rank: number };

export const labelKey = (text: string) => text.toLowerCase().replace(/^[\s*•:-]+/, "").replace(/\s+/g, " ");

export function matchTotalLabel(label: string): { key: TotalKey; rank: number } | null {
  const hit = labels.find(({ re }) => re.test(label));
  if (!hit) return null;
  if (hit.rank === 0) return null;
  return { key: hit.key, rank: hit.rank ?? 0 };
}

/** A label that is nothing but a totals label ("shipping", "order total"), not a longer text that starts like one. */
function wholeLabel(label: string): { key: TotalKey; rank: number } | null {
  const hit = labels.find(({ re }) => { const m = re.exec(label); return m !== null && m.index === 0 && m[0].replace(/[\s:]+$/, "").length >= label.replace(/[\s:]+$/, "").length; });
  if (!hit || hit.rank === 0) return null;
  return { key: hit.key, rank: hit.rank ?? 0 };
}

/** A cell whose only amount comes last, right after "Total:" ("... Bimi Poke Total: $61.26"). */
function endsWithTotal(cell: string, currencyHint: CurrencyHint): boolean {
  const a = findAmounts(cell, currencyHint);
  if (a.length !== 1) return false;
  const before = cell.slice(0, a[0].index);
  const after = cell.slice(a[0].index).trim().replace(/^\S+(?:\s?[A-Z]{3})?/, "");
  return /(?:^|\s)(?:(?:estimated|order|grand|final) )?total\s*:\s*$/i.test(before) && /^[\s.]*$/.test(after);
}

const filler = /^[\s=:|.-]*$/;
const cardLine = new RegExp(String.raw`\b(?:${cardOrWalletWords})\b.{0,20}?(?:[*•x]{1,}\s?\d{4}|ending)`, "i");

function amountNear(lines: Line[], i: number, currencyHint: CurrencyHint): { amounts: ReturnType<typeof findAmounts>; at: number } {
  for (let k = i + 1; k <= i + 3 && k < lines.length; k++) {
    const t = lines[k].text;
    if (filler.test(t)) continue;
    if (t.length > 30) return { amounts: [], at: i };
    const amounts = findAmounts(t, currencyHint);
    // the next line must be the amount alone (not another "label amount" row)
    return { amounts: amounts.length && /^\D*\p{L}{4}\D*$/u.test(t.slice(0, amounts[0].index)) ? [] : amounts, at: k };
  }
  return { amounts: [], at: i };
}

/** Finds "label  amount" pairs: the amount in the same row, or on the next line when the row has none. */
export function findTotals(lines: Line[], currencyHint: CurrencyHint): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const first = line.cells[0] ?? "";
    if (first.length > 120 || line.text.length > 200) continue;
    if (/^[[(]/.test(first)) continue; // "[$87.44 + Taxes & fees $31.16]": a breakdown note under an item, not a total
    let label = labelKey(first);
    let hit = matchTotalLabel(label);
    if (!hit && line.cells.length === 1) {
      // "Amount: $25.20" in one cell: match the label without its amount
      const inCell = findAmounts(first, currencyHint);
      const bare = inCell.length === 1 ? labelKey(first.slice(0, inCell[0].index)).replace(/[\s:-]+$/, "") : "";
      if (bare && /:\s*[-−–]?\s*$/.test(first.slice(0, inCell[0].index))) { hit = matchTotalLabel(bare); if (hit) label = bare; }
      // "Shipping ₹100.0", "Order Total ₹169.0" in one cell: only when the text before the amount is a label and nothing else
      else if (bare && first.length <= 40 && inCell[0].index + 24 >= first.length) { hit = wholeLabel(bare); if (hit) label = bare; }
    }
    if (!hit && endsWithTotal(line.cells[line.cells.length - 1] ?? "", currencyHint)) {
      // "... Bimi Poke Total: $61.26": a row that ends with "Total:" and its amount
      const last = line.cells[line.cells.length - 1];
      const a = findAmounts(last, currencyHint);
      out.push({ key: "total", minor: Math.abs(a[0].minor), negative: false, currency: a[0].currency, line: i, amountLine: i, label: "total", rank: 1 });
      continue;
    }
    if (!hit && cardLine.test(first) && line.text.length < 60) hit = { key: "total", rank: 1 };
    if (!hit) continue;
    if (first.length > 50 && hit.key !== "tax" && hit.key !== "fee") continue;
    const rest = line.cells.slice(1).join(" ");
    let amounts = findAmounts(rest || first, currencyHint);
    let at = i;
    if (amounts.length === 0 && !rest) ({ amounts, at } = amountNear(lines, i, currencyHint));
    if (amounts.length === 0) {
      if (/\bfree\b|gratis|gratuit|kostenlos|gratuita/i.test(rest || lines[i + 1]?.text || "") && hit.key === "shipping") {
        out.push({ key: "shipping", minor: 0, negative: false, currency: null, line: i, amountLine: i, label, rank: hit.rank });
      }
      continue;
    }
    const a = amounts[amounts.length - 1];
    out.push({ key: hit.key, minor: Math.abs(a.minor), negative: a.minor < 0, currency: a.currency, line: i, amountLine: at, label, rank: hit.rank });
  }
  return out;
}

export type TotalsBlock = { candidates: TotalCandidate[]; start: number; end: number };

/** Groups candidates on nearby lines into blocks (one per order summary / shipment summary). */
export function groupBlocks(candidates: TotalCandidate[]): TotalsBlock[] {
  const blocks: TotalsBlock[] = [];
  for (const c of candidates) {
    const last = blocks[blocks.length - 1];
    if (last && c.line - last.end <= 4) { last.candidates.push(c); last.end = c.amountLine; }
    else blocks.push({ candidates: [c], start: c.line, end: c.amountLine });
  }
  return blocks;
}

export type Totals = Partial<Record<Exclude<TotalKey, "fee">, number>> & { fees: Array<{ name: string; amountMinor: number }>; currency: string | null; block: TotalsBlock | null };

/** Picks the order-level block (the one with the strongest total, most fields, latest) and reads it. */
export function pickTotals(candidates: TotalCandidate[]): Totals {
  const blocks = groupBlocks(candidates);
  if (blocks.length === 0) return { fees: [], currency: null, block: null };
  const score = (b: TotalsBlock) => {
    const keys = new Set(b.candidates.map((c) => c.key));
    const topRank = Math.max(-1, ...b.candidates.filter((c) => c.key === "total").map((c) => c.rank));
    return topRank * 10 + keys.size;
  };
  let best = blocks[0];
  for (const b of blocks) if (score(b) > score(best)) best = b;
  const result: Totals = { fees: [], currency: best.candidates.find((c) => c.currency)?.currency ?? null, block: best };
  const first = (key: TotalKey) => best.candidates.find((c) => c.key === key);
  for (const key of ["subtotal", "discount", "shipping", "tax", "tip"] as const) {
    const c = first(key);
    if (c) result[key] = c.minor;
  }
  const taxes = best.candidates.filter((c) => c.key === "tax");
  const fees = best.candidates.filter((c) => c.key === "fee");
  result.fees = fees.map((f) => ({ name: f.label.replace(/[:\s]+$/, ""), amountMinor: f.minor }));
  const feeSum = fees.reduce((s, f) => s + f.minor, 0);
  const totals = best.candidates.filter((c) => c.key === "total");
  if (totals.length) {
    const topRank = Math.max(...totals.map((c) => c.rank));
    const strongest = totals.filter((c) => c.rank === topRank);
    const expected = orderSum(result, feeSum);
    const consistent = totals.find((c) => Math.abs(c.minor - expected) <= 2 && result.subtotal != null);
    result.total = (consistent ?? strongest[strongest.length - 1]).minor;
    if (taxes.length > 1 && result.subtotal != null) {
      const allTax = taxes.reduce((s, t) => s + t.minor, 0);
      if (Math.abs(orderSum({ ...result, tax: allTax }, feeSum) - result.total) <= 2) result.tax = allTax;
    }
  }
  // "You saved $x" states what the items' own reductions saved: an order discount only when the order adds up with it
  // (a saving printed above the subtotal belongs to the items above it)
  const discount = first("discount");
  if (discount && /^(?:you saved|(?:your )?savings\b(?! code))/.test(discount.label)) {
    const subtotal = first("subtotal");
    const above = subtotal !== undefined && discount.line < subtotal.line;
    const adds = (d: number | undefined) => result.total != null && result.subtotal != null && Math.abs(orderSum({ ...result, discount: d }, feeSum) - result.total) <= 2;
    if (above || (adds(undefined) && !adds(discount.minor))) {
      const other = best.candidates.find((c) => c.key === "discount" && c !== discount && !/^(?:you saved|(?:your )?savings)/.test(c.label));
      if (other) result.discount = other.minor;
      else delete result.discount;
    }
  }
  // a lone total with no subtotal elsewhere in the block: look for the strongest total anywhere
  if (result.total == null) {
    const anyTotal = candidates.filter((c) => c.key === "total").sort((a, b) => b.rank - a.rank)[0];
    if (anyTotal) result.total = anyTotal.minor;
  }
  return result;
}
