import { describe, expect, it } from 'vitest';
import {
  validateShipmentRequest,
  analyzeShipmentRequest,
  PRINT_START_LOCATION_MAX,
} from '../../../src/domain/index.js';
import { domestic, fields, international, issueOf, MONDAY_10_JST as now } from './fixtures.js';

const ship = (body: unknown) => validateShipmentRequest(body, { now, mode: 'shipment' });
const warnings = (body: unknown) => analyzeShipmentRequest(body, { now, mode: 'shipment' }).warnings;

describe('spec 2.4 setup', () => {
  it('currency: ISO 4217 accepted', () => {
    expect(ship(domestic({ currency: 'JPY' }))).toEqual([]);
  });
  it('currency: lower case or a name refused, with the fix', () => {
    expect(issueOf(ship(domestic({ currency: 'jpy' })), 'setup.currency')).toContain('use "JPY"');
    expect(fields(ship(domestic({ currency: 'Yen' })))).toEqual(['setup.currency']);
  });
  it('date: domestic, YYYY-MM-DD, today accepted', () => {
    expect(ship(domestic({ date: '2026-11-23' }))).toEqual([]);
  });
  it('date: past refused; refused on international', () => {
    expect(issueOf(ship(domestic({ date: '2026-11-22' })), 'setup.date')).toContain('in the past');
    expect(issueOf(ship(international({ date: '2026-11-25' })), 'setup.date')).toContain(
      'Japan domestic shipments only',
    );
  });
  it('insurance: number ≥ 0 for sagawa and the international four', () => {
    expect(ship(domestic({ insurance: 50000 }))).toEqual([]);
    expect(ship(international({ insurance: 0 }))).toEqual([]);
  });
  it('insurance: negative refused; yamato does not support it', () => {
    expect(issueOf(ship(domestic({ insurance: -1 })), 'setup.insurance')).toContain('at least 0');
    expect(
      issueOf(
        ship(
          domestic({
            service: 'yamato_regular',
            shipment_date: '2026-11-24',
            pack_size: undefined,
            insurance: 100,
          }),
        ),
        'setup.insurance',
      ),
    ).toContain('yamato does not support insurance');
  });
  it('signature: international only', () => {
    expect(ship(international({ signature: true }))).toEqual([]);
    expect(issueOf(ship(domestic({ signature: true })), 'setup.signature')).toContain(
      'international shipments only, and sagawa is Japan domestic',
    );
  });
  it('cool_options: regular, fresh or frozen, domestic only', () => {
    expect(ship(domestic({ cool_options: 'frozen', service: 'sagawa_frozen' }))).toEqual([]);
    expect(
      ship(domestic({ cool_options: 'frozen', service: 'yamato_regular', shipment_date: '2026-11-23' })),
    ).toEqual([]);
    expect(issueOf(ship(domestic({ cool_options: 'frozen' })), 'setup.cool_options')).toContain(
      'sagawa_frozen',
    );
    expect(issueOf(ship(domestic({ cool_options: 'chilled' })), 'setup.cool_options')).toContain(
      'one of regular, fresh, frozen',
    );
    expect(fields(ship(international({ cool_options: 'fresh' })))).toEqual(['setup.cool_options']);
  });
  it('care: domestic, members fragile/side_up/valuable_goods', () => {
    expect(ship(domestic({ care: { fragile: true, side_up: false } }))).toEqual([]);
    expect(issueOf(ship(domestic({ care: { upside: true } })), 'setup.care')).toContain(
      'fragile, side_up, valuable_goods',
    );
  });
  it('care: not for seino; an empty (echoed) care is accepted anywhere', () => {
    const seino = domestic({ service: 'seino_regular', pack_size: undefined, care: { fragile: true } });
    expect(issueOf(ship(seino), 'setup.care')).toContain('seino does not support care');
    expect(ship(international({ care: {} }))).toEqual([]);
  });
  it('cash_on_delivery: {amount, tax}, domestic only', () => {
    expect(ship(domestic({ cash_on_delivery: { amount: 3000, tax: 300 } }))).toEqual([]);
    expect(issueOf(ship(domestic({ cash_on_delivery: { tax: 300 } })), 'setup.cash_on_delivery')).toContain(
      'amount is required',
    );
    expect(fields(ship(international({ cash_on_delivery: { amount: 10 } })))).toEqual([
      'setup.cash_on_delivery',
    ]);
  });
  it('return_label: international only; ignored (warning) by carriers without it', () => {
    expect(ship(international({ return_label: true }))).toEqual([]);
    expect(fields(ship(domestic({ return_label: true })))).toEqual(['setup.return_label']);
    const body = international({ service: 'japanpost_ems', return_label: true });
    expect(ship(body)).toEqual([]);
    expect(issueOf(warnings(body), 'setup.return_label')).toContain('ignored');
  });
  it('discount: 0..100', () => {
    expect(ship(domestic({ discount: 10 }))).toEqual([]);
    expect(issueOf(ship(domestic({ discount: 120 })), 'setup.discount')).toContain('at most 100');
  });
  it('warehouse_id: orders only', () => {
    expect(issueOf(ship(domestic({ warehouse_id: 'W1' })), 'setup.warehouse_id')).toContain('orders only');
  });
  it(`print_start_location (live notes): integer 1..${PRINT_START_LOCATION_MAX} on the A4-sheet services`, () => {
    const body = (v: unknown, service = 'yuupacket_regular') =>
      domestic({ service, pack_size: undefined, print_start_location: v });
    expect(ship(body(2))).toEqual([]);
    expect(issueOf(ship(body(5)), 'setup.print_start_location')).toContain('from 1 to 4');
    expect(issueOf(ship(body('2')), 'setup.print_start_location')).toContain('without quotes');
    expect(issueOf(ship(domestic({ print_start_location: 1 })), 'setup.print_start_location')).toContain(
      'not sagawa_regular',
    );
  });
  it('security_service (live notes, guessed name): yuupack_regular only', () => {
    expect(ship(domestic({ service: 'yuupack_regular', security_service: true }))).toEqual([]);
    expect(
      issueOf(ship(domestic({ service: 'yuupack_fresh', security_service: true })), 'setup.security_service'),
    ).toContain('yuupack_regular only');
  });
  it('consignee_tax_id: international, japanpost/pegasus/ups/dhl/fedex', () => {
    expect(ship(international({ consignee_tax_id: '12-3456789' }))).toEqual([]);
    const ecms = international({ service: 'ecms_standard', consignee_tax_id: 'X' });
    expect(issueOf(ship(ecms), 'setup.consignee_tax_id')).toContain('ecms does not support consignee_tax_id');
  });
  it('handling (unconfirmed name): seino values only', () => {
    const seino = (h: unknown) => domestic({ service: 'seino_regular', pack_size: undefined, handling: h });
    expect(ship(seino('kowaremono'))).toEqual([]);
    expect(issueOf(ship(seino('fragile')), 'setup.handling')).toContain('one of none, handling-caution');
    expect(issueOf(ship(domestic({ handling: 'dry' })), 'setup.handling')).toContain(
      'sagawa does not support handling',
    );
  });
  it('pack_amount: positive integer, domestic only', () => {
    expect(ship(domestic({ pack_amount: 2 }))).toEqual([]);
    expect(fields(ship(domestic({ pack_amount: 0 })))).toEqual(['setup.pack_amount']);
    expect(issueOf(ship(international({ pack_amount: 1 })), 'setup.pack_amount')).toContain(
      'parcels[] instead',
    );
  });
  it('ref_number and delivery_note are strings; shipping_fee a number ≥ 0', () => {
    expect(ship(domestic({ ref_number: 'ORDER-1', delivery_note: '置き配', shipping_fee: 500 }))).toEqual([]);
    expect(fields(ship(domestic({ ref_number: 12, shipping_fee: -1 })))).toEqual([
      'setup.ref_number',
      'setup.shipping_fee',
    ]);
  });
  it('unknown setup members draw a warning, not an error', () => {
    const body = domestic({ pack_sise: 80 });
    expect(ship(body)).toEqual([]);
    expect(fields(warnings(body))).toContain('setup.pack_sise');
  });
});

describe('spec 2.5 carriers and services', () => {
  it('a service of the catalog resolves its carrier', () => {
    expect(
      analyzeShipmentRequest(domestic({ service: 'yuupack_frozen' }), { now, mode: 'shipment' }).carrier,
    ).toBe('yuupack');
    expect(
      analyzeShipmentRequest(international({ service: 'zonos_japanpost_ems' }), { now, mode: 'shipment' })
        .carrier,
    ).toBe('zonos');
  });
  it('an unknown service is refused with suggestions', () => {
    const issue = issueOf(ship(domestic({ service: 'sagawa_cool' })), 'setup.service');
    expect(issue).toContain('unknown service "sagawa_cool"');
    expect(issue).toContain('sagawa_regular');
  });
  it('setup.carrier must agree with the service', () => {
    expect(ship(domestic({ carrier: 'sagawa' }))).toEqual([]);
    expect(issueOf(ship(domestic({ carrier: 'yamato' })), 'setup.carrier')).toContain('belongs to sagawa');
  });
});

describe('spec 2.6 pack sizes and time slots', () => {
  it('sagawa: 60, 80, 100, 140, 160 accepted', () => {
    for (const s of [60, 80, 100, 140, 160]) expect(ship(domestic({ pack_size: s }))).toEqual([]);
  });
  it('sagawa: 120 refused with the list', () => {
    expect(ship(domestic({ pack_size: 120 }))).toEqual([
      { field: 'setup.pack_size', issue: 'must be one of 60, 80, 100, 140, 160 for sagawa; got 120' },
    ]);
  });
  it('yuupack: 120 and 170 accepted, 180 refused', () => {
    expect(ship(domestic({ service: 'yuupack_regular', pack_size: 170 }))).toEqual([]);
    expect(fields(ship(domestic({ service: 'yuupack_regular', pack_size: 180 })))).toEqual([
      'setup.pack_size',
    ]);
  });
  it('pack_size: integers are mandatory ("80" refused with the number to send)', () => {
    const issue = issueOf(ship(domestic({ pack_size: '80' })), 'setup.pack_size');
    expect(issue).toContain('not the string "80"');
    expect(issue).toContain('send 80 without quotes');
  });
  it('pack_size: required where the carrier has sizes; not for yamato', () => {
    expect(issueOf(ship(domestic({ pack_size: undefined })), 'setup.pack_size')).toContain(
      'required for sagawa',
    );
    expect(
      ship(domestic({ service: 'yamato_regular', pack_size: undefined, shipment_date: '2026-11-24' })),
    ).toEqual([]);
  });
  it('yamato: a 宅急便 size (60–200) passes quietly; another passes with a warning (no published list)', () => {
    const yamato = (pack_size: unknown) =>
      domestic({ service: 'yamato_regular', pack_size, shipment_date: '2026-11-24' });
    for (const size of [60, 80, 120, 180, 200]) {
      expect(ship(yamato(size))).toEqual([]);
      expect(warnings(yamato(size))).toEqual([]);
    }
    expect(ship(yamato(90))).toEqual([]);
    expect(issueOf(warnings(yamato(90)), 'setup.pack_size')).toBe(
      'yamato sizes are 60, 80, 100, 120, 140, 160, 180, 200 (not listed in the spec); 90 is passed on unchecked',
    );
    expect(fields(ship(yamato(-5)))).toEqual(['setup.pack_size']);
  });
  it('a letterbox service has no size class: a pack size names a box, which it does not take', () => {
    const body = domestic({
      service: 'yamato_kuroneko_yuupacket',
      pack_size: 60,
      shipment_date: '2026-11-24',
    });
    expect(issueOf(ship(body), 'setup.pack_size')).toContain('pack size 60 is a box');
    const yuupacket = domestic({ service: 'yuupacket_regular', pack_size: 60 });
    expect(issueOf(ship(yuupacket), 'setup.pack_size')).toContain('pack size 60 is a box');
  });
  it('time: sagawa 18-21 accepted; yamato before-ten accepted', () => {
    expect(ship(domestic({ time: '18-21' }))).toEqual([]);
    expect(
      ship(
        domestic({
          service: 'yamato_regular',
          pack_size: undefined,
          shipment_date: '2026-11-24',
          time: 'before-ten',
        }),
      ),
    ).toEqual([]);
  });
  it("time: another carrier's slot refused", () => {
    expect(issueOf(ship(domestic({ time: 'before-ten' })), 'setup.time')).toContain('for sagawa');
    expect(fields(ship(domestic({ service: 'seino_regular', pack_size: undefined, time: '18-21' })))).toEqual(
      ['setup.time'],
    );
  });
  it('time: carriers without slots refuse any slot; refused on international', () => {
    expect(
      issueOf(
        ship(domestic({ service: 'yuupacket_regular', pack_size: undefined, time: '12-14' })),
        'setup.time',
      ),
    ).toContain('has no delivery time slots');
    expect(fields(ship(international({ time: '12-14' })))).toEqual(['setup.time']);
  });
  it('ゆうパケット and ネコポス go into the mailbox: a delivery date or slot is sent with a warning that it is not used', () => {
    const yuupacket = domestic({ service: 'yuupacket_regular', pack_size: undefined, date: '2026-11-25' });
    expect(ship(yuupacket)).toEqual([]);
    expect(issueOf(warnings(yuupacket), 'setup.date')).toContain('has no delivery day');
    const nekopos = domestic({
      service: 'yamato_nekopos',
      pack_size: undefined,
      shipment_date: '2026-11-24',
      time: '14-16',
    });
    expect(ship(nekopos)).toEqual([]);
    expect(issueOf(warnings(nekopos), 'setup.time')).toContain('has no delivery time');
    // ゆうメール sells a delivery day; 宅急便 has them.
    expect(
      warnings(domestic({ service: 'yuumail_regular', pack_size: undefined, date: '2026-11-25' })),
    ).toEqual([]);
  });
});
