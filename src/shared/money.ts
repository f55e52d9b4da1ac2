import currencyCodes from 'currency-codes';

// Amounts are integer minor units in the store and decimal numbers on the wire (4.5 = 450).
// The minor units of each currency are ISO 4217's (2 for EUR, 0 for JPY, 3 for KWD), from the
// `currency-codes` package, pinned by the lockfile: a stored amount means what it meant when it
// was written only while its currency's exponent stays put, so it must not drift with the
// Node/ICU version (Intl's CLDR digits also differ from ISO 4217, e.g. 0 for HUF and IDR).

/** The currency's ISO 4217 minor units, or undefined when the code is not an ISO 4217 currency. */
export const minorUnitsOf = (currency: string): number | undefined => currencyCodes.code(currency)?.digits;

export const exponentOf = (currency: string): number => minorUnitsOf(currency) ?? 2;

export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** exponentOf(currency));
}

export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** exponentOf(currency);
}

/**
 * The decimals of `amount` as written: of the shortest decimal that reads back as the same
 * number (what JSON.stringify prints), exponent form included (1e-7 has 7). Exact, where a
 * tolerance on `amount * 10^n` would take 1e-7 JPY for 0.
 */
export function decimalsOf(amount: number): number {
  const [mantissa, exponent = '0'] = String(amount).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** Why `amount` of `currency` cannot be taken (one rule for every currency), or undefined if it can. */
export function moneyProblem(amount: number, currency: string): { field: 'currency' | 'amount'; message: string } | undefined {
  const digits = minorUnitsOf(currency);
  if (digits === undefined) return { field: 'currency', message: `${currency} is not an ISO 4217 currency code` };
  if (decimalsOf(amount) > digits) return { field: 'amount', message: `${amount} has more decimals than ${currency} allows (${digits})` };
  return undefined;
}
