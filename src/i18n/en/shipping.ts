// English messages of this area, by key. Japanese: ../ja/shipping.ts (typed by this object).
// The area: what rates, ship, station, shipments, track and orders show a person.
export const shipping = {
  // Names as a person reads them. English keeps the catalog's (domain/catalog.ts) as given.
  names: {
    /** A service's name (`name` is the catalog's, which English shows as it is). */
    service: (_code: string, name: string) => name,
    /** A carrier's name (`name` is the catalog's). */
    carrier: (_type: string, name: string) => name,
    /** A delivery time slot as the carriers write it (the code otherwise). */
    timeSlot: (code: string) => code,
  },

  rates: {
    spinner: 'Quoting rates',
    columns: {
      carrier: 'carrier',
      service: 'service',
      name: 'name',
      price: 'price',
      surcharges: 'surcharges',
      account: 'account',
    },
    surcharge: 'surcharge',
    noReason: 'no rate (no reason given)',
    leftOutOne: (service: string, reason: string) => `left out: ${service} — ${reason}`,
    leftOut: (names: string) =>
      `left out: ${names} (this parcel or its options do not fit them; --debug says why)`,
    noneQuoted: 'no carrier could quote this request',
    noneQuotedHint: 'the carriers listed above failed; try again later, or check the addresses and sizes',
    noneToChoose: 'no rates for this request: nothing to choose from',
    noneToChooseHint: 'check the route and sizes, and the carrier accounts (`shipctl carriers list`)',
    noneTakeIt:
      'no rates for this request: no service takes it (the reasons are above; --debug shows them with --json)',
    noAccount: 'no rates for this request (no carrier account serves this route)',
    invalid: 'the rate request is invalid; nothing was sent',
  },
};
