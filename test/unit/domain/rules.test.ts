// The rule registry (src/domain/rules.ts): every rule has a source, the table in
// docs/internal/domain-rules.md is the registry's, every rule function is named,
// and each inferred rule recognises the problem its function really reports.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  domainRules,
  analyzeShipmentRequest,
  inferredRuleOf,
  renderRulesTable,
  splitBySource,
  validateAddress,
  validateFileUpload,
  validateNegotiatedRates,
  validatePagination,
  validateSavedAddress,
  normalizeAddressInput,
  validateWarehouse,
  type Problem,
  type RequestKind,
} from '../../../src/domain/index.js';
import { MONDAY_10_JST, US_TO, domestic, international } from './fixtures.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = path.join(ROOT, 'docs/internal/domain-rules.md');
const BEGIN = '<!-- rules-table:begin -->';
const END = '<!-- rules-table:end -->';

// Headings of ../shared/spec/live-api-notes.md a live-note source may name.
const LIVE_NOTE_HEADINGS = [
  'Base URL and authentication',
  'Call limit',
  'Error statuses and body',
  'Setup fields the spec leaves unnamed',
  'Shipment creation response',
  'Units',
  'Carrier credentials (names seen in clients)',
  'Carrier settings',
  'Ambiguities the client must tolerate',
];

const shipmentProblems = (body: Record<string, unknown>, mode: 'shipment' | 'rates' = 'shipment') =>
  analyzeShipmentRequest(body, { now: MONDAY_10_JST, mode }).problems;

describe('rule sources › every rule has a source', () => {
  it('each rule names a spec section (1–9.n), a live-notes heading, or why it is inferred', () => {
    const lacking: string[] = [];
    for (const rule of domainRules()) {
      const s = rule.source as Partial<Record<'spec' | 'live' | 'inferred', string>> | undefined;
      const ok =
        s !== undefined &&
        ((typeof s.spec === 'string' && /^[1-9](\.\d{1,2})?$/.test(s.spec)) ||
          (typeof s.live === 'string' && LIVE_NOTE_HEADINGS.includes(s.live)) ||
          (typeof s.inferred === 'string' && s.inferred.trim().length >= 10));
      if (!ok) lacking.push(rule.id);
    }
    expect(lacking, 'rules without a valid source').toEqual([]);
  });

  it('a rule without a source is caught (the check above is not vacuous)', () => {
    const broken = { id: 'x', rule: 'x', source: {}, functions: [] };
    const s = broken.source as Partial<Record<'spec' | 'live' | 'inferred', string>>;
    expect(Boolean(s.spec ?? s.live ?? s.inferred)).toBe(false);
  });

  it('ids are unique; every inferred rule has a matcher unless it only warns', () => {
    const ids = domainRules().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const unmatched = domainRules().filter((r) => 'inferred' in r.source && !r.advisory && !r.match?.length);
    expect(unmatched.map((r) => r.id)).toEqual([]);
  });

  it('every exported validate*/check* function of src/domain is named by a rule (a new rule needs a source)', () => {
    const dir = path.join(ROOT, 'src/domain');
    const exported = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [
          ...readFileSync(path.join(dir, f), 'utf8').matchAll(/^export function ((?:validate|check)\w*)/gm),
        ].map((m) => m[1]!),
      );
    const named = new Set(domainRules().flatMap((r) => r.functions));
    expect(exported.length).toBeGreaterThan(15);
    expect(exported.filter((f) => !named.has(f))).toEqual([]);
  });

  it('docs/internal/domain-rules.md shows the registry table (UPDATE_RULES_TABLE=1 rewrites it)', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(start, 'markers present').toBeGreaterThan(-1);
    const current = doc.slice(start + BEGIN.length, end).trim();
    const fresh = renderRulesTable();
    if (process.env.UPDATE_RULES_TABLE && current !== fresh) {
      writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${fresh}\n${doc.slice(end)}`);
      return;
    }
    expect(current).toBe(fresh);
  });
});

describe('rule sources › inferred rules recognise their own problems', () => {
  const cases: [string, RequestKind, () => Problem[]][] = [
    [
      'products.hs-code-digits',
      'shipment',
      () =>
        shipmentProblems(
          international(
            {},
            {
              products: [
                { name: 'T', quantity: 1, price: 1, weight: 1, hs_code: '6109', origin_country: 'JP' },
              ],
            },
          ),
        ),
    ],
    [
      'products.bounds',
      'shipment',
      () =>
        shipmentProblems(
          international(
            {},
            {
              products: [
                { name: 'T', quantity: 0, price: 1, weight: 1, hs_code: '610910', origin_country: 'JP' },
              ],
            },
          ),
        ),
    ],
    [
      'international.products-required',
      'shipment',
      () => {
        const body = international();
        delete body.products;
        return shipmentProblems(body);
      },
    ],
    [
      'international.products-required',
      'shipment',
      () =>
        shipmentProblems(international({}, { products: [{ name: 'T', quantity: 1, price: 1, weight: 1 }] })),
    ],
    [
      'international.parcels-required',
      'rates',
      () => {
        const body = international();
        delete body.parcels;
        delete (body.setup as Record<string, unknown>).service;
        return shipmentProblems(body, 'rates');
      },
    ],
    [
      'international.customs-required',
      'shipment',
      () => {
        const body = international();
        delete body.customs;
        return shipmentProblems(body);
      },
    ],
    [
      'address.label-members',
      'shipment',
      () => shipmentProblems(international({}, { to_address: { ...US_TO, address1: undefined } })),
    ],
    [
      'address.domestic-lines',
      'shipment',
      () =>
        shipmentProblems(
          domestic(
            {},
            {
              to_address: {
                ...(domestic().to_address as object),
                address1: 'アイウエオカキクケコサシスセソタチツテト',
              },
            },
          ),
        ),
    ],
    [
      'address.intl-zip',
      'shipment',
      () => shipmentProblems(international({}, { to_address: { ...US_TO, zip: undefined } })),
    ],
    [
      'address.intl-city',
      'shipment',
      () => shipmentProblems(international({}, { to_address: { ...US_TO, city: undefined } })),
    ],
    [
      'address.intl-province',
      'shipment',
      () => shipmentProblems(international({}, { to_address: { ...US_TO, province: undefined } })),
    ],
    [
      'address.jp-zip',
      'shipment',
      () => validateAddress({ country: 'JP', zip: '12345' }, { path: 'to_address', role: 'to' }),
    ],
    [
      'address.email-shape',
      'address',
      () => validateAddress({ full_name: 'A', email: 'nope' }, { path: '', role: 'saved' }),
    ],
    [
      'address.jp-phone',
      'shipment',
      () => normalizeAddressInput({ country: 'JP', phone: '9012345' }, 'to_address').problems,
    ],
    ['address.book-entry-usable', 'address', () => validateSavedAddress({})],
    [
      'setup.print-start-location-range',
      'shipment',
      () =>
        shipmentProblems(
          domestic({ service: 'yuupacket_regular', pack_size: undefined, print_start_location: 5 }),
        ),
    ],
    [
      'negotiated-rates.yamato-sizes',
      'negotiated-rates',
      () => validateNegotiatedRates([{ from: '関東', size: 50, price: { 関東: '1,000' } }], 'yamato'),
    ],
    [
      'warehouse.country-required',
      'warehouse',
      () => validateWarehouse({ full_name: 'A', address1: 'B', zip: '94105' }),
    ],
    ['list.empty-values', 'list', () => validatePagination({ scope: '' }, 'orders')],
    [
      'file.raw-base64',
      'file',
      () => validateFileUpload({ type: 'logo', file: 'data:image/png;base64,iVBORw0KGgo=' }),
    ],
  ];
  it.each(cases)('%s (%s)', (id, kind, make) => {
    const problems = make();
    const ids = problems.map((p) => inferredRuleOf(p, kind)?.id);
    expect(ids, JSON.stringify(problems)).toContain(id);
  });

  it('every inferred rule with a matcher has a case above', () => {
    const covered = new Set(cases.map(([id]) => id));
    const matched = domainRules()
      .filter((r) => r.match?.length)
      .map((r) => r.id);
    expect(matched.filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('rule sources › severity', () => {
  const hs = international(
    {},
    {
      products: [{ name: 'T', quantity: 1, price: 1, weight: 1, hs_code: '6109', origin_country: 'JP' }],
    },
  );
  it('an inferred problem only warns when not strict, and refuses when strict', () => {
    const problems = shipmentProblems(hs);
    expect(splitBySource(problems, 'shipment', false)).toMatchObject({
      errors: [],
      inferred: [{ field: 'products[0].hs_code', rule: 'products.hs-code-digits' }],
    });
    expect(splitBySource(problems, 'shipment', true).errors.map((p) => p.field)).toEqual([
      'products[0].hs_code',
    ]);
  });
  it('a spec rule (insurance on yamato, 2.4) refuses even when not strict', () => {
    const problems = shipmentProblems(
      domestic({
        service: 'yamato_regular',
        pack_size: undefined,
        shipment_date: '2026-11-24',
        insurance: 1000,
      }),
    );
    const split = splitBySource(problems, 'shipment', false);
    expect(split.errors.map((p) => p.field)).toContain('setup.insurance');
    expect(split.inferred).toEqual([]);
  });
  it('products required on an order are the spec (4.5), not inferred', () => {
    expect(
      inferredRuleOf({ field: 'products', issue: 'required: a non-empty array of products' }, 'order'),
    ).toBe(undefined);
  });
});
