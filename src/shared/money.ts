// Amounts are integer minor units in the store and decimal numbers on the wire (4.5 = 450).
// Currencies without minor units (JPY, …) use exponent 0.
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);

export const exponentOf = (currency: string): number => (ZERO_DECIMAL.has(currency) ? 0 : 2);

export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** exponentOf(currency));
}

export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** exponentOf(currency);
}

/** True when `amount` has no more decimals than the currency allows. */
export function hasValidPrecision(amount: number, currency: string): boolean {
  const scaled = amount * 10 ** exponentOf(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
