// Settling, planning and buying one label, called directly against a sandbox: the plan runs
// every check the purchase will (rules, the duplicate guard, the test window by the service's
// clock), and buying runs nothing the plan did not check.
import { describe, expect, it } from 'vitest';
import { CancelledError, CliError, ValidationError } from '../../src/ops/errors.js';
import { AlreadyShippedError, buyPlanned, planPurchase, settleShipment } from '../../src/ops/purchase.js';
import { findShipments } from '../../src/ops/shipments.js';
import { draftShipment } from '../../src/ops/request/draft.js';
import { opsContextOf, useOpsSandbox } from '../helpers/ops.js';
import { OSAKA, SATURDAY_10_JST, TOKYO, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

const t = useOpsSandbox();

let refs = 0;
const draft = (setup: Record<string, unknown>) => ({
  body: {
    to_address: { ...OSAKA },
    from_address: { ...TOKYO },
    setup: { currency: 'JPY', pack_size: 60, ref_number: `ORD-${process.pid}-${++refs}`, ...setup },
  },
});

describe('settleShipment', () => {
  it('gives a carrier alone its standard service and the body a ref number, and says so', async () => {
    const settled = await settleShipment(
      t.ctx,
      {
        body: {
          to_address: { ...OSAKA },
          from_address: { ...TOKYO },
          setup: { carrier: 'sagawa', pack_size: 60, test: true },
        },
      },
      { defaultService: true },
    );
    expect(settled.problems).toEqual([]);
    const setup = settled.body.setup as Record<string, unknown>;
    expect(setup.service).toBe('sagawa_regular');
    expect(setup.carrier).toBeUndefined();
    expect(String(setup.ref_number)).toMatch(/^shipctl-[a-z0-9]{10}$/);
    expect(settled.givenRef).toBeUndefined();
    expect(t.ctx.said.dim.join('\n')).toContain('sagawa_regular');
  });

  it('returns every problem with its wire field, and the refusal in one line', async () => {
    const { address1: _a, ...noStreet } = OSAKA;
    const settled = await settleShipment(t.ctx, {
      body: { to_address: noStreet, from_address: { ...TOKYO }, setup: { service: 'sagawa_regular' } },
    });
    expect(settled.problems.map((p) => p.field)).toEqual(
      expect.arrayContaining(['to_address.address1', 'setup.pack_size']),
    );
    expect(settled.message).toBeTruthy();
  });
});

describe('planPurchase and buyPlanned', () => {
  it('plans a real label with its price, then buys exactly what was planned, once', async () => {
    const plan = await planPurchase(t.ctx, draft({ service: 'sagawa_regular' }));
    expect(plan.test).toBe(false);
    expect(plan.price).toBeGreaterThan(0);
    expect(plan.currency).toBe('JPY');
    expect(plan.warnings).toEqual([]);
    const bought = await buyPlanned(t.ctx, plan);
    expect(bought.reconciled).toBe(false);
    expect(bought.shipment.setup?.ref_number).toBe(plan.body.setup.ref_number);
    expect(bought.shipment.delivery?.method).toBe('sagawa_regular');
    // The same plan again: the guard under the ref's lock finds the label just bought.
    const again = await buyPlanned(t.ctx, plan).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(CliError);
    expect((again as CliError).exitCode).toBe(2);
    const found = await findShipments(t.ctx, { text: String(plan.body.setup.ref_number), state: 'any' });
    expect(found).toHaveLength(1);
  });

  it('a plan for an order already shipped is refused naming the label; allowing duplicates plans it', async () => {
    const first = await planPurchase(t.ctx, draft({ service: 'sagawa_regular' }));
    const { shipment } = await buyPlanned(t.ctx, first);
    const ref = String(first.body.setup.ref_number);
    const refused = await planPurchase(t.ctx, draft({ service: 'sagawa_regular', ref_number: ref })).catch(
      (e: unknown) => e,
    );
    // What shipped it is data, for a face that words the way out its own way.
    expect(refused).toBeInstanceOf(AlreadyShippedError);
    expect((refused as AlreadyShippedError).exitCode).toBe(2);
    expect((refused as AlreadyShippedError).shipments.map((s) => s.id)).toEqual([shipment.id]);
    expect((refused as AlreadyShippedError).message).toContain(shipment.id);
    const allowed = await planPurchase(t.ctx, draft({ service: 'sagawa_regular', ref_number: ref }), {
      allowDuplicateRef: true,
    });
    expect(allowed.allowDuplicateRef).toBe(true);
    // Allowed, the second label is still said before it is bought, naming the first.
    const shipped = allowed.warnings.find((w) => w.code === 'already_shipped');
    expect(shipped?.message).toContain(shipment.id);
  });

  it('a test label never holds an order back, and costs nothing', async () => {
    const plan = await planPurchase(t.ctx, draft({ service: 'sagawa_regular', test: true }));
    expect(plan.test).toBe(true);
    await buyPlanned(t.ctx, plan);
    const again = await planPurchase(
      t.ctx,
      draft({ service: 'sagawa_regular', ref_number: plan.body.setup.ref_number }),
    );
    expect(again.test).toBe(false);
  });

  it('warns before buying a test label outside the carrier’s test window, by the service’s clock', async () => {
    t.sb.clock.set(SATURDAY_10_JST);
    // Local rules judge by this machine's clock (a weekday); the service judges by its own.
    const local = opsContextOf(t.sb, { now: () => new Date(WEDNESDAY_10_JST), strict: false });
    const weekend = { ...local, serviceNow: async () => t.sb.clock.now() };
    try {
      const plan = await planPurchase(weekend, draft({ service: 'yuupack_regular', test: true }));
      expect(plan.warnings.map((w) => w.code)).toEqual(['test_window']);
      // On a weekday the same plan has nothing to warn about.
      t.sb.clock.set(WEDNESDAY_10_JST);
      const weekday = await planPurchase(weekend, draft({ service: 'yuupack_regular', test: true }));
      expect(weekday.warnings).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it('a purchase given up before it is sent is cancelled (130) and buys nothing', async () => {
    const plan = await planPurchase(t.ctx, draft({ service: 'sagawa_regular' }));
    const abort = new AbortController();
    abort.abort(new CancelledError());
    const err = await buyPlanned(t.ctx, plan, { signal: abort.signal }).catch((e: unknown) => e);
    expect((err as CliError).exitCode).toBe(130);
    const found = await findShipments(t.ctx, { text: String(plan.body.setup.ref_number), state: 'any' });
    expect(found).toEqual([]);
  });

  it('warns when the weight given is more than the size class carries', async () => {
    const plan = await planPurchase(t.ctx, {
      ...draft({ service: 'sagawa_regular', test: true }),
      parcel: { grams: 9000 },
    });
    expect(plan.warnings.map((w) => w.code)).toEqual(['parcel_fit']);
    expect(plan.warnings[0]!.message).toContain('9000');
  });

  it('a draft the rules refuse is not planned: ValidationError naming the wire fields', async () => {
    const err = await planPurchase(t.ctx, draft({ service: 'sagawa_regular', pack_size: 999 })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems.map((p) => p.field)).toContain('setup.pack_size');
  });
});

describe('draftShipment', () => {
  it('makes a draft of a given body the way every face does: the default warehouse sends, the prefecture comes from the zip', async () => {
    const { province: _p, ...noProvince } = OSAKA;
    const draft = await draftShipment(t.ctx, {
      input: { to_address: noProvince, setup: { service: 'sagawa_regular', pack_size: 60, test: true } },
      sender: { kind: 'default-warehouse' },
      defaults: { currency: 'JPY' },
    });
    expect(draft.problems).toEqual([]);
    expect(draft.body.to_address).toMatchObject({ province: OSAKA.province });
    expect(draft.body.from_address).toMatchObject({ country: 'JP' });
    expect(draft.senderWarehouse).toBeDefined();
    expect(Object.keys(draft.body)).toEqual(['to_address', 'from_address', 'setup']);
    // The draft is what a plan takes.
    const plan = await planPurchase(t.ctx, draft);
    expect(plan.body.setup.currency).toBe('JPY');
  });

  it('a body that is not an object is a problem of the body, not a crash', async () => {
    const draft = await draftShipment(t.ctx, { input: ['not', 'a', 'body'] });
    expect(draft.problems.map((p) => p.field)).toContain('body');
  });
});

describe('the printer named', () => {
  it('a PDF label for a raw ZPL port is refused before anything is bought, naming where the printer came from', async () => {
    const plan = planPurchase(t.ctx, draft({ service: 'sagawa_regular', test: true }), {
      printer: { target: { kind: 'tcp', host: '127.0.0.1', port: 9100 }, name: 'station.packing.printer' },
    });
    const err = await plan.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems.map((p) => p.field)).toEqual(['station.packing.printer']);
  });

  it('a file named .pdf takes the PDF label: planned', async () => {
    const plan = await planPurchase(t.ctx, draft({ service: 'sagawa_regular', test: true }), {
      printer: { target: { kind: 'path', file: 'label.pdf' }, name: 'printer' },
    });
    expect(plan.warnings.filter((w) => w.code === 'printer')).toEqual([]);
  });
});
