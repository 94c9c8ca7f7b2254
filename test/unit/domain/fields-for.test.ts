import { describe, expect, it } from 'vitest';
import { fieldsFor } from '../../../src/domain/index.js';

const get = (list: ReturnType<typeof fieldsFor>, field: string) => list.find((f) => f.field === field);

describe('fieldsFor (CLI prompts)', () => {
  it('sagawa: pack_size required with its sizes; time slots; no parcels', () => {
    const f = fieldsFor('sagawa', 'sagawa_regular');
    expect(get(f, 'setup.pack_size')).toMatchObject({ required: true, choices: [60, 80, 100, 140, 160] });
    expect(get(f, 'setup.time')?.choices).toContain('18-21');
    expect(get(f, 'parcels')).toBeUndefined();
    expect(get(f, 'setup.insurance')).toBeDefined();
  });
  it('yamato: shipment_date required; no insurance', () => {
    const f = fieldsFor('yamato');
    expect(get(f, 'setup.shipment_date')?.required).toBe(true);
    expect(get(f, 'setup.insurance')).toBeUndefined();
  });
  it('print_start_location only for the A4-sheet services', () => {
    expect(get(fieldsFor('yamato', 'yamato_nekopos'), 'setup.print_start_location')).toBeDefined();
    expect(get(fieldsFor('yamato', 'yamato_regular'), 'setup.print_start_location')).toBeUndefined();
  });
  it('seino: handling, no care', () => {
    const f = fieldsFor('seino');
    expect(get(f, 'setup.handling')?.choices).toContain('kowaremono');
    expect(get(f, 'setup.care.fragile')).toBeUndefined();
  });
  it('fedex: parcels, products, customs required; bill_to; no shipment_date requirement', () => {
    const f = fieldsFor('fedex');
    expect(get(f, 'parcels')?.required).toBe(true);
    expect(get(f, 'customs')?.required).toBe(true);
    expect(get(f, 'bill_to.duties')?.choices).toEqual(['SENDER', 'RECIPIENT', 'THIRD_PARTY']);
    expect(get(f, 'setup.shipment_date')?.required).toBe(false);
    expect(get(f, 'setup.pack_size')).toBeUndefined();
  });
  it('rates mode: no service prompt', () => {
    expect(get(fieldsFor('dhl', undefined, { mode: 'rates' }), 'setup.service')).toBeUndefined();
    expect(get(fieldsFor('dhl', undefined, { mode: 'rates' }), 'customs')?.required).toBe(false);
  });
  it('ゆうパケット and ネコポス offer no delivery date or slot; 宅急便 and ゆうメール do', () => {
    expect(get(fieldsFor('yuupacket'), 'setup.date')).toBeUndefined();
    expect(get(fieldsFor('yamato', 'yamato_nekopos'), 'setup.date')).toBeUndefined();
    expect(get(fieldsFor('yamato', 'yamato_nekopos'), 'setup.time')).toBeUndefined();
    expect(get(fieldsFor('yamato', 'yamato_regular'), 'setup.time')).toBeDefined();
    expect(get(fieldsFor('yamato'), 'setup.date')).toBeDefined();
    expect(get(fieldsFor('yuumail'), 'setup.date')).toBeDefined();
  });
  it('dhl: shipment_date is not asked (always today)', () => {
    expect(get(fieldsFor('dhl'), 'setup.shipment_date')).toBeUndefined();
  });
  it('ups: uk_vat_number and abn_number not offered', () => {
    const f = fieldsFor('ups');
    expect(get(f, 'customs.uk_vat_number')).toBeUndefined();
    expect(get(f, 'customs.ird_number')).toBeDefined();
  });
});
