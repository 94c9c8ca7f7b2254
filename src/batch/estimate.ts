// What a batch will cost: POST /v1/rates per row (a quote creates nothing, so it is
// safe to send any number of times), the price of the row's own service taken from
// the answer. Test labels are free (spec 4.1 rule 1) and are not quoted. Rows that
// only differ in who receives them (same route, size and contents) share one quote.
import { quoteRates, type ApiClient } from '../api/index.js';
import { chargeablePrice } from '../domain/index.js';

export interface Quote {
  /** undefined: no rate came back for the row's service (e.g. sagawa_fresh: rates cover regular only). */
  price?: number;
  currency?: string;
}

const PERSONAL = ['full_name', 'company', 'email', 'phone', 'address1', 'address2', 'extra'];
const NOT_PRICED = ['service', 'ref_number', 'delivery_note', 'test', 'date', 'time', 'shipment_date'];

function strip(value: unknown, members: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const out = { ...(value as Record<string, unknown>) };
  for (const m of members) delete out[m];
  return out;
}

/** The POST /v1/rates body of a shipment body: no service, narrowed to the row's carrier. */
export function ratesBodyOf(body: Record<string, any>, carrier: string | undefined): Record<string, any> {
  const setup = strip(body.setup, ['service', 'ref_number', 'test']) as Record<string, unknown>;
  return { ...body, setup: carrier ? { ...setup, carrier } : setup };
}

function cacheKey(body: Record<string, any>, carrier: string | undefined): string {
  return JSON.stringify({
    to: strip(body.to_address, PERSONAL),
    from: strip(body.from_address, PERSONAL),
    setup: strip(body.setup, NOT_PRICED),
    carrier,
    products: body.products,
    parcels: body.parcels,
    customs: body.customs,
  });
}

export class Estimator {
  readonly #client: ApiClient;
  readonly #cache = new Map<string, Promise<Quote>>();

  constructor(client: ApiClient) {
    this.#client = client;
  }

  quote(body: Record<string, any>, service: string | undefined, carrier: string | undefined): Promise<Quote> {
    if (body.setup?.test === true) return Promise.resolve({ price: 0 });
    const key = `${service}\u0000${cacheKey(body, carrier)}`;
    let q = this.#cache.get(key);
    if (!q) {
      q = this.#ask(body, service, carrier);
      if (this.#cache.size > 20_000) this.#cache.clear();
      this.#cache.set(key, q);
      q.catch(() => this.#cache.delete(key));
    }
    return q;
  }

  async #ask(
    body: Record<string, any>,
    service: string | undefined,
    carrier: string | undefined,
  ): Promise<Quote> {
    const { rates } = await quoteRates(this.#client, ratesBodyOf(body, carrier) as never);
    const id = body.setup?.carrier_id as string | undefined;
    const rate = rates.find((r) => r.service === service && (!id || !r.carrier_id || r.carrier_id === id));
    // A rate whose price is not a positive amount prices nothing: a limit cannot count it.
    const price = chargeablePrice(rate?.price);
    return rate && price !== undefined
      ? { price, ...(rate.currency ? { currency: rate.currency } : {}) }
      : {};
  }
}
