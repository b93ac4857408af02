import type { Line } from "../html-doc";
import { findAmounts } from "../money";

export type TotalKey = "subtotal" | "discount" | "shipping" | "tax" | "tip" | "total";

/** Label patterns per total, matched against the start of a line's label text (lowercased). */
const labels: Array<[TotalKey, RegExp]> = [
  ["subtotal", /^(?:sub-?total|item\(?s\)? sub-?total|items? sub-?total|zwischensumme|summe der artikel|sous-total|subtotale|importe de (?:los )?productos|merchandise(?: total)?|items?(?: total)?:?$|artikel|fare$|base fare|totale articoli|art[íi]culos:?$)/],
  ["discount", /^(?:discount|promotion|promo|coupon|savings|you saved|rabatt|gutschein|remise|r[ée]duction|sconto|descuento|promoción applied|your coupon)/],
  ["shipping", /^(?:shipping|postage|delivery(?: fee| charge)?:?$|versand|verpackung|livraison|frais de (?:port|livraison)|spedizione|env[íi]o|gastos de env[íi]o)/],
  ["tax", /^(?:(?:estimated |sales |total )?tax(?:es)?(?: to be collected| collected)?|vat|gst|hst|pst|mwst|ust|umsatzsteuer|tva|iva|taxes? (?:&|and) fees|enthaltene mwst|davon mwst)/],
  ["tip", /^(?:tip|gratuity|driver tip|trinkgeld|pourboire|mancia|propina)/],
  ["total", /^(?:grand total|order total|total(?: amount| charged| paid| price| cost| due)?|amount (?:charged|paid)|you paid|total to pay|gesamtsumme|gesamtbetrag|summe|endbetrag|total ttc|montant total|totale|importe total|total a pagar)/],
];

export type TotalCandidate = { key: TotalKey; minor: number; currency: string | null; line: number; label: string };

/** Finds "label  amount" pairs: the amount in the same row, or the next line when the row has none. */
export function findTotals(lines: Line[], currencyHint: string | null): TotalCandidate[] {
  const out: TotalCandidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const first = line.cells[0] ?? "";
    if (first.length > 60) continue;
    const label = first.toLowerCase().replace(/^[\s*•:-]+/, "");
    const hit = labels.find(([, re]) => re.test(label));
    if (!hit) continue;
    let amounts = findAmounts(line.cells.slice(1).join(" ") || first.replace(/^[^\d$€£¥-]*/, ""), currencyHint);
    if (amounts.length === 0 && line.cells.length === 1 && i + 1 < lines.length) {
      amounts = findAmounts(lines[i + 1].text, currencyHint);
      if (lines[i + 1].text.length > 30) amounts = [];
    }
    if (amounts.length === 0) continue;
    const a = amounts[amounts.length - 1];
    out.push({ key: hit[0], minor: Math.abs(a.minor), currency: a.currency, line: i, label });
  }
  return out;
}
