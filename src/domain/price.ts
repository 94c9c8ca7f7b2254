// What a quote's price may count for against a spending limit (`mcp --max-spend`, `--max-total`).
// Source: inferred — spec 2.12 gives a rate's price as a bare number; a label the account is
// charged for costs more than nothing. A price that is not a positive, finite number (a
// negative or zero quote from a buggy or hostile API, NaN, Infinity) is "unpriced": counting it
// would raise the budget (−100,000 JPY "spent" leaves 100,000 more to spend), so a limit refuses
// it like a label no quote priced at all.

/** The price as an amount a limit can count, or undefined when it is unpriced. */
export function chargeablePrice(price: unknown): number | undefined {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : undefined;
}

/** Money always with its currency: `1,200 JPY`, `12.50 USD`. */
export function formatMoney(amount: number, currency: string | undefined): string {
  // Without a currency the amount is shown as it is (2,500, 12.5): no decimals are invented.
  const digits = currency === 'JPY' || currency === 'KRW' ? 0 : 2;
  const n = amount.toLocaleString('en-US', {
    minimumFractionDigits: currency ? digits : 0,
    maximumFractionDigits: currency ? digits : 2,
  });
  return currency ? `${n} ${currency}` : n;
}
