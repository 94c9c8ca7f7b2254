// One shipment after it is bought, through the operations: found by what a packer holds,
// voided (its order open again), its label's bytes, its documents saved; and a number tracked
// within its budget.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Shipment } from '../../src/contract/index.js';
import { CliError } from '../../src/ops/errors.js';
import { buyPlanned, planPurchase } from '../../src/ops/purchase.js';
import {
  findShipments,
  getShipment,
  labelBytes,
  saveDocuments,
  voidShipment,
} from '../../src/ops/shipments.js';
import { trackNumber } from '../../src/ops/track.js';
import { useOpsSandbox } from '../helpers/ops.js';
import { OSAKA, TOKYO } from '../sandbox/shipments.fixtures.js';

const t = useOpsSandbox();

let refs = 0;
async function bought(setup: Record<string, unknown> = {}): Promise<Shipment> {
  const plan = await planPurchase(t.ctx, {
    body: {
      to_address: { ...OSAKA },
      from_address: { ...TOKYO },
      setup: {
        service: 'sagawa_regular',
        pack_size: 60,
        currency: 'JPY',
        ref_number: `S-${process.pid}-${++refs}`,
        ...setup,
      },
    },
  });
  return (await buyPlanned(t.ctx, plan)).shipment;
}

describe('finding a shipment', () => {
  it('by its order number, its tracking number or four of its digits, and its id', async () => {
    const s = await bought();
    const ref = String(s.setup?.ref_number);
    const number = s.delivery!.tracking_numbers![0]!;
    expect((await getShipment(t.ctx, ref)).id).toBe(s.id);
    expect((await getShipment(t.ctx, number)).id).toBe(s.id);
    expect((await getShipment(t.ctx, s.id)).id).toBe(s.id);
    expect((await findShipments(t.ctx, { text: number.slice(-6) })).map((f) => f.id)).toContain(s.id);
  });

  it('an order number nobody shipped is not found (4); nothing to find is a usage error (2)', async () => {
    const missing = await getShipment(t.ctx, 'NO-SUCH-ORDER').catch((e: unknown) => e);
    expect((missing as CliError).exitCode).toBe(4);
    expect(await findShipments(t.ctx, { text: 'NO-SUCH-ORDER' })).toEqual([]);
    const blank = await findShipments(t.ctx, { text: '  ' }).catch((e: unknown) => e);
    expect((blank as CliError).exitCode).toBe(2);
  });
});

describe('voidShipment', () => {
  it('voids a real label and opens its order again: the next purchase of it is allowed', async () => {
    const s = await bought();
    const voided = await voidShipment(t.ctx, String(s.setup?.ref_number));
    expect(voided).toMatchObject({
      alreadyVoid: false,
      goneBefore: false,
      reopenedOrder: s.setup?.ref_number,
    });
    expect((await getShipment(t.ctx, s.id)).state).toBe('void');
    const again = await bought({ ref_number: s.setup?.ref_number });
    expect(again.id).not.toBe(s.id);
  });

  it('a label void already is left as it is: nothing is sent', async () => {
    const s = await bought();
    await voidShipment(t.ctx, s.id);
    const twice = await voidShipment(t.ctx, s.id);
    expect(twice.alreadyVoid).toBe(true);
    expect(twice.answer).toBeUndefined();
  });

  it('a test label opens no order', async () => {
    const s = await bought({ test: true });
    expect((await voidShipment(t.ctx, s)).reopenedOrder).toBeUndefined();
  });
});

describe('the label', () => {
  it('labelBytes gives the PDF with its media type', async () => {
    const s = await bought({ test: true });
    const label = await labelBytes(t.ctx, s.id);
    expect(label.format).toBe('pdf');
    expect(label.mediaType).toBe('application/pdf');
    expect(label.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('saveDocuments keeps the label in the folder asked for, named after the shipment', async () => {
    const s = await bought({ test: true });
    const labelDir = path.join(t.ctx.home, 'labels');
    const saved = await saveDocuments(t.ctx, s, { labelDir });
    expect(saved.failed).toEqual([]);
    expect(saved.label).toBe(path.join(labelDir, `${s.id}.pdf`));
    expect(fs.readFileSync(saved.label!).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

describe('trackNumber', () => {
  it('tracks a number of your own shipment with its carrier, and counts the query', async () => {
    const s = await bought({ test: true });
    const number = s.delivery!.tracking_numbers![0]!;
    const first = await trackNumber(t.ctx, { number });
    expect(first.carrier).toBe('sagawa');
    expect(first.tracking).toBeDefined();
    expect(first.queriesLeft).toBe(14);
    const second = await trackNumber(t.ctx, { number, carrier: 'sagawa' });
    expect(second.queriesLeft).toBe(13);
  });

  it('a number of nobody’s shipment needs its carrier (2)', async () => {
    const err = await trackNumber(t.ctx, { number: '999999999999' }).catch((e: unknown) => e);
    expect((err as CliError).exitCode).toBe(2);
  });
});
