/**
 * Statistics of forwarded emails over a window (decisions.md §4): counts by status, totals per currency,
 * per-merchant counts and amounts, first and last email time. Money is summed in integer minor units
 * and reported in major units, rounded to the currency's minor unit.
 */
export type ForwardedStatus = "parsed" | "not_receipt" | "failed";

/** What the stats need of one record (the metadata rows of scraped_forwarded_stats). */
export interface ForwardedMeta {
  receipt_id: string;
  sender: string | null;
  merchant: string | null;
  merchant_email: string | null;
  subject: string | null;
  email_date: string | null;
  received_at: string;
  status: ForwardedStatus;
  currency: string | null;
  total: number | null;
}

export type CurrencyTotals = Record<string, number>;

export interface MerchantStats {
  merchant: string | null;
  emails: number;
  /** Per currency, receipts only (status parsed with a total and a currency). */
  total_amount: CurrencyTotals;
}

export interface ForwardedStats {
  emails: number;
  parsed: number;
  not_receipt: number;
  failed: number;
  receipts_total_amount: CurrencyTotals;
  merchants: MerchantStats[];
  first_email_at: string | null;
  last_email_at: string | null;
}

/** ISO 4217 minor-unit digits where they are not 2. */
const minorDigits: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0,
  VUV: 0, XAF: 0, XOF: 0, XPF: 0, BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

export const currencyDigits = (currency: string): number => minorDigits[currency] ?? 2;

export const toMinor = (amount: number, currency: string): number => Math.round(amount * 10 ** currencyDigits(currency));

export const fromMinor = (minor: number, currency: string): number => {
  const digits = currencyDigits(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
};

class Sums {
  private readonly minor = new Map<string, number>();
  add(currency: string, amount: number): void {
    this.minor.set(currency, (this.minor.get(currency) ?? 0) + toMinor(amount, currency));
  }
  toJSON(): CurrencyTotals {
    return Object.fromEntries([...this.minor.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([c, m]) => [c, fromMinor(m, c)]));
  }
}

/** A receipt's amount counts when it was parsed as a receipt and states both a total and a currency. */
const countedAmount = (r: ForwardedMeta): { currency: string; total: number } | null =>
  r.status === "parsed" && r.currency && typeof r.total === "number" && Number.isFinite(r.total) ? { currency: r.currency, total: r.total } : null;

export function forwardedStats(records: readonly ForwardedMeta[]): ForwardedStats {
  const totals = new Sums();
  const merchants = new Map<string, { merchant: string | null; emails: number; sums: Sums }>();
  const counts = { parsed: 0, not_receipt: 0, failed: 0 };
  let first: string | null = null;
  let last: string | null = null;
  for (const r of records) {
    counts[r.status] += 1;
    if (first === null || r.received_at < first) first = r.received_at;
    if (last === null || r.received_at > last) last = r.received_at;
    // Merchants are grouped by name, case-insensitively; the first spelling seen is reported.
    const key = r.merchant?.trim().toLowerCase() ?? "";
    const m = merchants.get(key) ?? { merchant: r.merchant?.trim() || null, emails: 0, sums: new Sums() };
    merchants.set(key, m);
    m.emails += 1;
    const amount = countedAmount(r);
    if (amount) {
      totals.add(amount.currency, amount.total);
      m.sums.add(amount.currency, amount.total);
    }
  }
  return {
    emails: records.length,
    ...counts,
    receipts_total_amount: totals.toJSON(),
    merchants: [...merchants.values()]
      .map((m) => ({ merchant: m.merchant, emails: m.emails, total_amount: m.sums.toJSON() }))
      .sort((a, b) => b.emails - a.emails || (a.merchant ?? "\uffff").localeCompare(b.merchant ?? "\uffff")),
    first_email_at: first,
    last_email_at: last,
  };
}
