// quoteShipment called directly against a sandbox: the comparison a person and an agent get
// alike — a box is never offered a mail service, and a request the rules refuse sends nothing.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/ops/errors.js';
import { pickerRates, quoteShipment } from '../../src/ops/quote.js';
import { useOpsSandbox } from '../helpers/ops.js';
import { OSAKA, TOKYO } from '../sandbox/shipments.fixtures.js';

const t = useOpsSandbox();

const MAIL = /yuumail|yuupacket|nekopos|compact|letterpack|clickpost/;

describe('quoteShipment', () => {
  it('quotes a 60-size box cheapest first, without mail services, and says why each was left out', async () => {
    const quoted = await quoteShipment(t.ctx, {
      body: { to_address: OSAKA, from_address: TOKYO, setup: { pack_size: 60, currency: 'JPY' } },
    });
    expect(quoted.rates.length).toBeGreaterThan(0);
    expect(quoted.rates.map((r) => r.service).filter((s) => MAIL.test(s))).toEqual([]);
    const prices = quoted.rates.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Each rate says what its service carries; the raw answer carries the same.
    for (const r of quoted.rates) expect(r.carries).toBeDefined();
    expect(quoted.leftOut.some((l) => MAIL.test(l.service) && l.reason !== '')).toBe(true);
  });

  it('a thin, light parcel measured by its sides is offered mail services too', async () => {
    const quoted = await quoteShipment(t.ctx, {
      body: {
        to_address: OSAKA,
        from_address: TOKYO,
        products: [{ name: 'Parcel', quantity: 1, weight: 300 }],
        setup: { currency: 'JPY' },
      },
      sides: [30, 20, 2],
    });
    expect(quoted.rates.some((r) => MAIL.test(r.service))).toBe(true);
  });

  it('narrows the comparison to the carriers asked for', async () => {
    const quoted = await quoteShipment(t.ctx, {
      body: { to_address: OSAKA, from_address: TOKYO, setup: { pack_size: 60, currency: 'JPY' } },
      carriers: ['sagawa'],
    });
    expect(new Set(quoted.rates.map((r) => r.carrier))).toEqual(new Set(['sagawa']));
  });

  it('a request the rules refuse is not sent: the problem names the wire field', async () => {
    const { zip: _zip, ...noZip } = OSAKA;
    const err = await quoteShipment(t.ctx, {
      body: { to_address: noZip, from_address: TOKYO, setup: { pack_size: 60, currency: 'JPY' } },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).exitCode).toBe(2);
    expect((err as ValidationError).problems.map((p) => p.field)).toContain('to_address.zip');
  });
});

describe('a refused request’s problems', () => {
  it('carry a code that does not change with the wording', async () => {
    const { codedProblems } = await import('../../src/ops/problems.js');
    const err = await quoteShipment(t.ctx, {
      body: { to_address: { ...OSAKA, zip: '12' }, from_address: TOKYO, setup: { pack_size: 60 } },
    }).catch((e: unknown) => e);
    const coded = codedProblems((err as ValidationError).problems);
    const zip = coded.find((p) => p.field === 'to_address.zip');
    expect(zip?.code).toMatch(/^[a-z]+\.[A-Za-z]+$/);
  });
});

describe('the rates a person picks a test label from', () => {
  it('leave out the carriers whose test window is closed by the service clock, saying when each opens', async () => {
    // Saturday 18:00 JST: yamato's and Japan Post's test environments are closed, sagawa's is not.
    t.sb.clock.set('2026-11-28T09:00:00Z');
    const body = {
      to_address: OSAKA,
      from_address: TOKYO,
      setup: { pack_size: 60, currency: 'JPY', test: true },
    };
    const offered = (await pickerRates(t.ctx, body)) ?? [];
    const carriers = new Set(offered.map((r) => r.carrier));
    expect(carriers.has('sagawa')).toBe(true);
    expect(carriers.has('yamato')).toBe(false);
    expect(carriers.has('yuupack')).toBe(false);
    expect(t.ctx.said.dim.join('\n')).toMatch(/yamato[^\n]*Monday 09:00/);
  });

  it('offer every carrier for a real label at the same hour', async () => {
    t.sb.clock.set('2026-11-28T09:00:00Z');
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { pack_size: 60, currency: 'JPY' } };
    const carriers = new Set(((await pickerRates(t.ctx, body)) ?? []).map((r) => r.carrier));
    expect(carriers.has('yamato')).toBe(true);
    expect(t.ctx.said.dim).toEqual([]);
  });
});
