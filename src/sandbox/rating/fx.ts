// Fixed exchange rates of the sandbox (documented sandbox data: yen per unit).
// Prices are computed in yen and converted for international rates that ask for
// another setup.currency; a currency missing here is answered in JPY, which the
// rate's own `currency` member then says.
export const YEN_PER_UNIT: Readonly<Record<string, number>> = {
  JPY: 1,
  USD: 150,
  EUR: 160,
  GBP: 190,
  CHF: 170,
  CAD: 110,
  AUD: 98,
  NZD: 90,
  CNY: 21,
  HKD: 19,
  TWD: 4.7,
  KRW: 0.11,
  SGD: 112,
  THB: 4.2,
};

// ISO 4217 minor units for the currencies above that have none.
const NO_DECIMALS = new Set(['JPY', 'KRW']);

export const isConvertible = (currency: string): boolean => currency in YEN_PER_UNIT;

/** Yen → the currency, rounded to its minor unit. */
export function fromYen(yen: number, currency: string): number {
  const rate = YEN_PER_UNIT[currency] ?? 1;
  const value = yen / rate;
  return NO_DECIMALS.has(currency) ? Math.round(value) : Math.round(value * 100) / 100;
}

/** An amount in the currency → yen (for insurance and cash on delivery values). */
export function toYen(amount: number, currency: string): number {
  return amount * (YEN_PER_UNIT[currency] ?? 1);
}
