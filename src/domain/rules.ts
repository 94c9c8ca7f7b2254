// Where every domain rule comes from (ARCHITECTURE.md, "Where a rule comes from"): a
// section of the spec, a note on the live service, or "inferred" (our reading of
// carrier practice). The source decides the severity:
// - spec and live-note rules are errors everywhere: the service refuses them too;
// - inferred rules are errors in the sandbox (the reference implementation of our
//   reading, whose 400 marks them) and with `--strict`; against the live service
//   they are warnings and the request is sent, because the live service is the
//   judge of what it accepts.
// The rule functions stay where they are; this registry only names them and,
// for inferred rules, recognises their problems by field and wording. A test
// checks each matcher against the problem its function really reports, that
// every rule has a source, and that docs/internal/domain-rules.md shows this table.
import { lazy } from './lazy.js';
import { keeping, type Problem } from './problems.js';

export type RuleSource =
  /** A section of api-spec.md, e.g. "2.4". */
  | { spec: string }
  /** A heading of live-api-notes.md, e.g. "Setup fields the spec leaves unnamed". */
  | { live: string }
  /** Our reading where the spec is silent: why we read it so. */
  | { inferred: string };

/** What a request is, for rules that hold on one kind only. */
export type RequestKind =
  | 'shipment'
  | 'rates'
  | 'order'
  | 'warehouse'
  | 'address'
  | 'list'
  | 'carrier'
  | 'negotiated-rates'
  | 'file'
  | 'sub-user'
  | 'tracking'
  | 'webhook';

export interface ProblemMatcher {
  /** Kinds of request the rule applies to; every kind when absent. */
  kinds?: readonly RequestKind[];
  field: RegExp;
  issue?: RegExp;
}

export interface DomainRule {
  id: string;
  /** The rule in a few words. */
  rule: string;
  source: RuleSource;
  /** The exported domain functions that enforce it. */
  functions: readonly string[];
  /** Inferred rules only: how to recognise the problems it reports. */
  match?: readonly ProblemMatcher[];
  /** A rule that only ever reports warnings (never refuses). */
  advisory?: true;
}

const spec = (section: string): RuleSource => ({ spec: section });
const live = (note: string): RuleSource => ({ live: note });
const inferred = (why: string): RuleSource => ({ inferred: why });

const SHIPPING: readonly RequestKind[] = ['shipment', 'rates'];

export const domainRules = lazy((): readonly DomainRule[] => [
  // 2.1 addresses
  {
    id: 'address.country-code',
    rule: 'country is an ISO alpha-2 code',
    source: spec('2.1'),
    functions: ['validateAddress'],
  },
  {
    id: 'address.province-code',
    rule: 'province is a code where the country has codes',
    source: spec('2.1'),
    functions: ['validateAddress'],
  },
  {
    id: 'address.order-recipient',
    rule: 'an order recipient needs address1 and full_name or company',
    source: spec('4.5'),
    functions: ['validateAddress', 'validateOrderRequest'],
  },
  {
    id: 'address.strings',
    rule: 'address members are strings',
    source: spec('2.1'),
    functions: ['validateAddress'],
  },
  {
    id: 'address.jp-zip',
    rule: 'a Japanese zip has 7 digits',
    source: inferred('spec 2.1 only says "zip: string"; Japanese postal codes have 7 digits'),
    functions: ['validateAddress'],
    match: [{ field: /(^|\.)zip$/, issue: /^must be a 7-digit Japanese postal code/ }],
  },
  // Before address.label-members: its matcher also takes a "required" to_address.zip.
  {
    id: 'address.intl-zip',
    rule: 'dhl, fedex, ups and pegasus labels need the recipient’s postal code where the country has postal codes',
    source: inferred(
      'spec 2.1 marks no address member required on shipments; the express carriers route and rate by postal code, and their own APIs refuse a label without one for such a country',
    ),
    functions: ['checkDestinationAddress', 'recipientNeeds'],
    match: [{ kinds: ['shipment'], field: /^to_address\.zip$/, issue: /^required for [a-z_]+ to [A-Z]{2}:/ }],
  },
  {
    id: 'address.intl-city',
    rule: 'an international label needs the recipient’s city',
    source: inferred(
      'spec 2.1 marks no address member required on shipments; no carrier delivers abroad to a street without its town',
    ),
    functions: ['checkDestinationAddress', 'recipientNeeds'],
    match: [
      { kinds: ['shipment'], field: /^to_address\.city$/, issue: /^required for [a-z_]+ to [A-Z]{2}:/ },
    ],
  },
  {
    id: 'address.intl-province',
    rule: 'dhl, fedex, ups and pegasus labels to the US and Canada need the state or province code',
    source: inferred(
      'spec 2.1 says province is a code where the country has codes, not that it is required; the express carriers refuse US and Canadian addresses without one',
    ),
    functions: ['checkDestinationAddress', 'recipientNeeds'],
    match: [
      { kinds: ['shipment'], field: /^to_address\.province$/, issue: /^required for [a-z_]+ to [A-Z]{2}:/ },
    ],
  },
  {
    id: 'address.label-members',
    rule: 'label addresses need country, address1, full_name or company (and a zip in Japan)',
    source: inferred(
      'a carrier cannot print a label without them; the spec marks no address member required on shipments',
    ),
    functions: ['validateAddress'],
    match: [
      { kinds: SHIPPING, field: /^(to|from)_address\.(country|full_name|address1|zip)$/, issue: /^required/ },
    ],
  },
  {
    id: 'address.email-shape',
    rule: 'email looks like an e-mail address',
    source: inferred('spec 2.1 only says "email: string"'),
    functions: ['validateAddress'],
    match: [{ field: /(^|\.)email$/, issue: /^must be an e-mail address/ }],
  },
  {
    id: 'address.jp-phone',
    rule: 'a Japanese phone number has the length its prefix gives (070/080/090, 050, 0800: 11 digits; landlines, 0120, 0570: 10); a dropped leading 0 is put back',
    source: inferred('spec 2.1 only says "phone: string"; the lengths are the national numbering plan'),
    functions: ['normalizeAddressInput', 'normalizeJpPhone', 'validateAddress'],
    match: [
      {
        field: /(^|\.)phone$/,
        issue: /is not a Japanese phone number|digits: a (mobile|number with this area code)|does not start as a Japanese number/,
      },
    ],
  },
  {
    id: 'address.book-entry-usable',
    rule: 'an address-book entry holds something a label could use (a name, a street or a zip)',
    source: inferred('entries cannot be deleted (no delete endpoint) and count against the 50 of 8.3'),
    functions: ['validateSavedAddress'],
    match: [{ kinds: ['address'], field: /^address$/, issue: /nothing a label could use/ }],
  },
  {
    id: 'address.domestic-lines',
    rule: 'recipient lines: yamato address1 32 characters, address2 16; sagawa address1, address2 and extra 16 each',
    source: inferred(
      'the API publishes no limits for domestic carriers; their label systems (ヤマト B2クラウド, 佐川 e飛伝) print no more per line',
    ),
    functions: ['validateAddress', 'fitAddressLines'],
    match: [
      {
        kinds: SHIPPING,
        field: /^to_address\.(address1|address2|extra)$/,
        issue: /^is \d+ characters \(full-width; two half-width count as one\); (yamato|sagawa) prints at most \d+ on a line/,
      },
    ],
  },
  {
    id: 'address.dhl-lines',
    rule: 'dhl: 45 characters per address line, 90 combined',
    source: spec('4.1'),
    functions: ['validateAddress'],
  },
  // 2.2 products, 2.3 parcels
  {
    id: 'products.types',
    rule: 'product members have the types of 2.2',
    source: spec('2.2'),
    functions: ['validateProducts'],
  },
  {
    id: 'products.hs-code-digits',
    rule: 'hs_code has 6–10 digits (dots allowed)',
    source: inferred('spec 2.2 only says "customs tariff code"; HS codes have 6 to 10 digits'),
    functions: ['validateProducts'],
    match: [{ field: /^products\[\d+\]\.hs_code$/, issue: /6 to 10 digits.*; got "/ }],
  },
  {
    id: 'products.bounds',
    rule: 'quantity ≥ 1, price ≥ 0, weight > 0',
    source: inferred('spec 2.2 gives the types only'),
    functions: ['validateProducts'],
    match: [
      { field: /^products\[\d+\]\.(quantity|price|weight)$/, issue: /(at least|greater than) .*; got -?\d/ },
    ],
  },
  {
    id: 'international.products-required',
    rule: 'international shipments carry products, each with name, quantity, price, weight, hs_code and origin_country',
    source: inferred(
      'a customs declaration needs them; the spec marks products required on orders only (4.5)',
    ),
    functions: ['validateProducts', 'validateShipmentRequest'],
    match: [
      { kinds: SHIPPING, field: /^products$/, issue: /^required|at least one product/ },
      {
        field: /^products\[\d+\]\.\w+$/,
        issue: /^required on international shipments|^required: the product name/,
      },
    ],
  },
  {
    id: 'international.parcels-required',
    rule: 'international shipments and rates carry parcels, each with a weight',
    source: inferred('spec 2.3 says parcels are for international shipments, not that they are required'),
    functions: ['validateParcels', 'validateShipmentRequest'],
    match: [
      { field: /^parcels$/, issue: /^required for international|at least one parcel/ },
      { field: /^parcels\[\d+\]\.weight$/, issue: /^required/ },
    ],
  },
  {
    id: 'parcels.domestic',
    rule: 'parcels are international only; weight > 0; dimensions go together',
    source: spec('2.3'),
    functions: ['validateParcels'],
  },
  // 2.4 setup
  {
    id: 'setup.options',
    rule: 'setup members: types, scope (domestic/international) and carriers of 2.4',
    source: spec('2.4'),
    functions: ['checkSetupOptions'],
  },
  {
    id: 'setup.insurance-carriers',
    rule: 'insurance only for japanpost, dhl, fedex, ups and sagawa',
    source: spec('2.4'),
    functions: ['checkSetupOptions'],
  },
  {
    id: 'setup.unnamed-fields',
    rule: 'print_start_location, consignee_tax_id, security_service, handling, care members',
    source: live('Setup fields the spec leaves unnamed'),
    functions: ['checkSetupOptions'],
  },
  {
    id: 'setup.pack-size-integer',
    rule: 'pack_size is an integer',
    source: live('Setup fields the spec leaves unnamed'),
    functions: ['checkSetupOptions'],
  },
  {
    id: 'setup.print-start-location-range',
    rule: 'print_start_location is 1–4',
    source: inferred('an A4 sheet holds four A6 slips; the range is not published'),
    functions: ['checkSetupOptions'],
    match: [{ field: /^setup\.print_start_location$/, issue: /from 1 to \d; got -?\d/ }],
  },
  {
    id: 'setup.carrier-id',
    rule: 'carrier_id is required when several accounts of the type are active',
    source: spec('2.4'),
    functions: ['chooseAccount', 'findAccount'],
  },
  {
    id: 'setup.pack-sizes-slots',
    rule: 'pack sizes and time slots per carrier',
    source: spec('2.6'),
    functions: ['checkSetupOptions', 'validateShipmentRequest'],
  },
  {
    id: 'setup.yamato-pack-sizes',
    rule: 'yamato pack_size is one of its 宅急便 sizes 60–200; another is sent with a warning',
    source: inferred('spec 2.6 lists no yamato pack sizes; yamato charges by its published 宅急便 sizes'),
    functions: ['checkSetupOptions'],
    advisory: true,
  },
  {
    id: 'setup.letterbox-delivery-day',
    rule: 'ゆうパケット, ネコポス, クロネコゆうパケット and クロネコDM便 have no delivery date or time slot',
    source: inferred(
      'spec 2.4 gives date and time to Japan domestic shipments; these services go into the mailbox on the carrier’s round',
    ),
    functions: ['checkSetupOptions'],
    advisory: true,
  },
  {
    id: 'service.catalog',
    rule: 'service codes belong to their carrier; no service on rates',
    source: spec('2.5'),
    functions: ['resolveCarrier'],
  },
  {
    id: 'shipment-date',
    rule: 'shipment_date per carrier, JST, never in the past',
    source: spec('2.7'),
    functions: ['checkShipmentDate', 'resolveShipmentDate'],
  },
  {
    id: 'shipment-date.unlisted',
    rule: 'ecms, zonos, custom: shipment_date optional, within 30 days',
    source: inferred('the 2.7 table does not list them'),
    functions: ['checkShipmentDate'],
    advisory: true,
  },
  // 2.8 customs, 2.9 bill_to
  {
    id: 'international.customs-required',
    rule: 'international shipments carry customs',
    source: inferred('spec 2.8 marks the customs object "(international)", not required'),
    functions: ['validateCustoms', 'validateShipmentRequest'],
    match: [{ field: /^customs$/, issue: /^required for international/ }],
  },
  {
    id: 'customs.members',
    rule: 'customs members have the types of 2.8; customs is refused on domestic shipments',
    source: spec('2.8'),
    functions: ['validateCustoms'],
  },
  {
    id: 'customs.content-type',
    rule: 'content_type outside MERCHANDISE and GIFT draws a warning',
    source: inferred('the full list is not published'),
    functions: ['validateCustoms'],
    advisory: true,
  },
  {
    id: 'tax.rules',
    rule: 'tax numbers: destination match, non-alphanumerics stripped, ioss dropped, ups ignores uk_vat/abn',
    source: spec('2.8'),
    functions: ['applyTaxRules', 'stripTaxNumber', 'resolveDuties'],
  },
  {
    id: 'bill-to',
    rule: 'bill_to: fedex only, international only',
    source: spec('2.9'),
    functions: ['validateBillTo'],
  },
  // 2.13 carrier accounts
  {
    id: 'carrier.credentials',
    rule: 'credentials per carrier type; secrets masked',
    source: spec('2.13'),
    functions: ['validateCredentials', 'validateCarrierAccount'],
  },
  {
    id: 'carrier.credential-names',
    rule: 'credential member names',
    source: live('Carrier credentials (names seen in clients)'),
    functions: ['validateCredentials'],
  },
  {
    id: 'carrier.settings',
    rule: 'print.size from the carrier list; yamato fallback and e-mail message',
    source: spec('2.13'),
    functions: ['validateCarrierSettings'],
  },
  {
    id: 'carrier.type',
    rule: 'registrable types only; ups only in the dashboard',
    source: spec('4.9'),
    functions: ['validateCarrierAccount'],
  },
  {
    id: 'negotiated-rates',
    rule: 'a non-empty array; region names of the carrier; pack sizes; price strings; no cool rates',
    source: spec('4.9'),
    functions: ['validateNegotiatedRates'],
  },
  {
    id: 'negotiated-rates.yamato-sizes',
    rule: 'yamato rate rows use the 宅急便 sizes 60–200',
    source: inferred('spec 2.6 lists no yamato pack sizes'),
    functions: ['validateNegotiatedRates'],
    match: [{ kinds: ['negotiated-rates'], field: /^\[\d+\]\.size$/, issue: /for yamato/ }],
  },
  // 2.14 warehouses
  {
    id: 'warehouse.rules',
    rule: 'a name, a street, and province_kanji in Japan',
    source: spec('2.14'),
    functions: ['validateWarehouse'],
  },
  {
    id: 'warehouse.country-required',
    rule: 'a warehouse has a country',
    source: inferred('spec 2.14 requires a name, a street and province_kanji in Japan, not the country'),
    functions: ['validateWarehouse', 'validateAddress'],
    match: [{ kinds: ['warehouse'], field: /^country$/, issue: /^required/ }],
  },
  // 2.15 files, 2.16 sub-users
  {
    id: 'file.upload',
    rule: 'type signature or logo; Base64 PNG or JPEG, at most 1 MB',
    source: spec('4.13'),
    functions: ['validateFileUpload'],
  },
  {
    id: 'file.raw-base64',
    rule: 'file is raw Base64 on one line (no data: prefix, no line breaks)',
    source: inferred(
      'spec 4.13 says "Base64"; whether the service strips a data: prefix or line breaks is not said',
    ),
    functions: ['validateFileUpload'],
    match: [{ kinds: ['file'], field: /^file$/, issue: /^is a data: URI|^contains spaces or line breaks/ }],
  },
  {
    id: 'sub-user.body',
    rule: 'email required, api_token boolean, contact strings; at most 2 active',
    source: spec('4.14'),
    functions: ['validateSubUser', 'canAddSubUser'],
  },
  // 4.x requests
  {
    id: 'shipment.body',
    rule: 'to_address, from_address and setup are required; service on shipments',
    source: spec('4.1'),
    functions: ['validateShipmentRequest'],
  },
  {
    id: 'shipment.test-mode',
    rule: 'test labels: carriers and hours',
    source: spec('4.1'),
    functions: ['checkTestMode'],
  },
  {
    id: 'order.body',
    rule: 'to_address, products and setup are required; setup.carrier from the order list',
    source: spec('4.5'),
    functions: ['validateOrderRequest'],
  },
  {
    id: 'rates.ups-freight',
    rule: 'UPS freight needs a parcel over 70 kg or a side over 154 cm',
    source: spec('4.8'),
    functions: ['checkUpsFreight'],
  },
  // 8.x limits
  {
    id: 'list.pagination',
    rule: 'limit ≤ 250 (orders ≤ 100), page ≥ 1, ISO timestamps, the list filters',
    source: spec('8.2'),
    functions: ['validatePagination'],
  },
  {
    id: 'list.empty-values',
    rule: 'an empty query value (scope=, state=) is refused',
    source: inferred('the spec does not say what an empty filter means'),
    functions: ['validatePagination'],
    match: [{ kinds: ['list'], field: /^(scope|state|carrier)$/, issue: /; got ""$/ }],
  },
  {
    id: 'list.windows',
    rule: 'shipments: last 2 months; orders: 2 weeks by default, clamped to 2 months',
    source: spec('8.3'),
    functions: ['resolveListWindow'],
  },
  {
    id: 'limits.counts',
    rule: 'address book 50 entries; tracking 15 queries per number',
    source: spec('8.3'),
    functions: ['canAddAddress', 'trackingQueriesLeft'],
  },
  {
    id: 'webhook.signature',
    rule: 'HMAC-SHA256 over "timestamp.body"',
    source: spec('6.3'),
    functions: ['verifyWebhook', 'signWebhook'],
  },
]);

export function isInferred(rule: DomainRule): boolean {
  return 'inferred' in rule.source;
}

/** "spec 2.4", "live notes: …", "inferred: …" */
export function describeSource(source: RuleSource): string {
  if ('spec' in source) return `spec ${source.spec}`;
  if ('live' in source) return `live notes: ${source.live}`;
  return `inferred: ${source.inferred}`;
}

export function severityOf(rule: DomainRule): string {
  if (rule.advisory) return 'warning';
  return isInferred(rule) ? 'warning live · error with --strict and in the sandbox' : 'error';
}

/** The inferred rule a problem comes from, if any; spec and live-note rules are not matched. */
export function inferredRuleOf(p: Problem, kind: RequestKind): DomainRule | undefined {
  return domainRules().find(
    (r) =>
      isInferred(r) &&
      r.match?.some(
        (m) =>
          (!m.kinds || m.kinds.includes(kind)) &&
          m.field.test(p.field) &&
          (!m.issue || m.issue.test(p.issue)),
      ),
  );
}

export interface SplitProblems {
  /** Spec and live-note problems, and inferred ones when strict. */
  errors: Problem[];
  /** Inferred problems when not strict: warn and send. */
  inferred: (Problem & { rule: string })[];
}

/** Splits problems by severity: strict = the sandbox, or `--strict`. */
export function splitBySource(
  problems: readonly Problem[],
  kind: RequestKind,
  strict: boolean,
): SplitProblems {
  const out: SplitProblems = { errors: [], inferred: [] };
  for (const p of problems) {
    const rule = strict ? undefined : inferredRuleOf(p, kind);
    if (rule) out.inferred.push(keeping({ ...p, rule: rule.id }, p.said));
    else out.errors.push(p);
  }
  return out;
}

/** The markdown table of docs/internal/domain-rules.md. */
export function renderRulesTable(): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const rows = domainRules().map(
    (r) =>
      `| \`${r.id}\` | ${esc(r.rule)} | ${esc(describeSource(r.source))} | ${severityOf(r)} | ${r.functions.map((f) => `\`${f}\``).join(', ')} |`,
  );
  return ['| Rule | What | Source | Severity | Functions |', '|---|---|---|---|---|', ...rows].join('\n');
}
