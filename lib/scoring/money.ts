/** ISO 4217 minor units: none for these, three for these, two for every other currency. */
const noMinor = new Set(["JPY", "KRW", "VND", "CLP", "ISK", "HUF", "TWD", "IDR", "PYG", "UGX", "XAF", "XOF", "BIF", "GNF", "KMF", "RWF", "VUV", "XPF", "DJF"]);
const threeMinor = new Set(["BHD", "KWD", "OMR", "JOD", "TND", "IQD", "LYD"]);

export const minorUnits = (currency: unknown): number => {
  const c = typeof currency === "string" ? currency.toUpperCase() : "";
  return noMinor.has(c) ? 0 : threeMinor.has(c) ? 3 : 2;
};

/** A money value in minor units of `currency`; null for a value that is not stated. */
export function toMinor(value: unknown, currency: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 10 ** minorUnits(currency)) : null;
}

/** Two amounts are the same when they are within one minor unit of the label's currency. */
export function sameMoney(label: unknown, predicted: unknown, currency: unknown): boolean {
  const want = toMinor(label, currency);
  const got = toMinor(predicted, currency);
  return want !== null && got !== null && Math.abs(got - want) <= 1;
}
