// The carrier catalog: spec sections 1, 2.4–2.7, 2.13, 4.1, 4.9 and 4.10 as data.
// Everything that asks "what does carrier X allow" reads it from here, in the CLI
// (to validate and to decide what to prompt for) and in the sandbox (to enforce).
import { lazy } from './lazy.js';

export const CARRIER_TYPES = [
  'japanpost',
  'yuupack',
  'yuupacket',
  'yuumail',
  'ups',
  'dhl',
  'fedex',
  'ecms',
  'zonos',
  'sagawa',
  'yamato',
  'yamato_intl',
  'pegasus',
  'seino',
  'custom',
] as const;
export type CarrierType = (typeof CARRIER_TYPES)[number];

export type CarrierClass = 'domestic' | 'international';

export interface ServiceInfo {
  code: string;
  carrier: CarrierType;
  /** Human name for tables and prompts. */
  name: string;
  /** The name as the carrier writes it in Japanese, when it differs (a Japanese reader's tables). */
  nameJa?: string;
}

export interface CarrierInfo {
  type: CarrierType;
  name: string;
  /** The carrier's name as a Japanese reader knows it (佐川急便, 日本郵便…). */
  nameJa: string;
  class: CarrierClass;
  services: readonly ServiceInfo[];
  /** pack_size values (spec 2.6); empty when the carrier lists none. */
  packSizes: readonly number[];
  /** Delivery time slots (spec 2.6); empty when the carrier has none. */
  timeSlots: readonly string[];
  /** settings.print.size values (spec 2.13); empty when the spec lists none. */
  printSizes: readonly string[];
  /** The print size the sandbox uses and the CLI proposes when none is chosen. */
  defaultPrintSize?: string;
}

const svc = (carrier: CarrierType, list: ([string, string] | [string, string, string])[]): ServiceInfo[] =>
  list.map(([code, name, nameJa]) => ({ code, carrier, name, ...(nameJa ? { nameJa } : {}) }));

const zonosBases = [
  'japanpost_ems',
  'japanpost_air_packet',
  'japanpost_letters_air',
  'japanpost_letters_registered_air',
  'japanpost_parcel_air',
  'japanpost_printed_matter_air',
  'japanpost_printed_matter_registered_air',
  'japanpost_smallpacket_air',
  'japanpost_letters_sea',
  'japanpost_parcel_sea',
  'japanpost_printed_matter_sea',
  'japanpost_smallpacket_sea',
];

// Zonos sends through Japan Post: its services take Japan Post's names.
const JAPANPOST_SERVICES: [string, string, string][] = [
  ['japanpost_ems', 'EMS', 'EMS（国際スピード郵便）'],
  ['japanpost_ems_document', 'EMS (documents)', 'EMS（書類）'],
  ['japanpost_air_packet', 'International ePacket', '国際eパケット'],
  ['japanpost_smallpacket_air', 'Small packet (air)', '小形包装物（航空便）'],
  ['japanpost_smallpacket_sea', 'Small packet (sea)', '小形包装物（船便）'],
  ['japanpost_parcel_air', 'Parcel (air)', '国際小包（航空便）'],
  ['japanpost_parcel_sea', 'Parcel (sea)', '国際小包（船便）'],
  ['japanpost_printed_matter_air', 'Printed matter (air)', '印刷物（航空便）'],
  ['japanpost_printed_matter_sea', 'Printed matter (sea)', '印刷物（船便）'],
  ['japanpost_printed_matter_registered_air', 'Printed matter, registered (air)', '書留印刷物（航空便）'],
  ['japanpost_letters_air', 'Letters (air)', '書状（航空便）'],
  ['japanpost_letters_sea', 'Letters (sea)', '書状（船便）'],
  ['japanpost_letters_registered_air', 'Letters, registered (air)', '書留書状（航空便）'],
];
const japanpostNameJa = (code: string): string | undefined =>
  JAPANPOST_SERVICES.find(([c]) => c === code)?.[2];

const JP_DOMESTIC_PRINT = ['PDF_A5', 'PDF_YU_THERMAL'] as const;
const YUU_SLOTS = ['not-specified', 'before-noon', '12-14', '14-16', '16-18', '18-20', '19-21'] as const;

export const CARRIERS: Readonly<Record<CarrierType, CarrierInfo>> = {
  japanpost: {
    type: 'japanpost',
    name: 'Japan Post (international)',
    nameJa: '日本郵便（国際郵便）',
    class: 'international',
    services: svc('japanpost', JAPANPOST_SERVICES),
    packSizes: [],
    timeSlots: [],
    printSizes: ['PDF_A4'],
    defaultPrintSize: 'PDF_A4',
  },
  yuupack: {
    type: 'yuupack',
    name: 'ゆうパック (Japan Post)',
    nameJa: 'ゆうパック（日本郵便）',
    class: 'domestic',
    services: svc('yuupack', [
      ['yuupack_regular', 'ゆうパック'],
      ['yuupack_fresh', 'チルドゆうパック (chilled)', 'チルドゆうパック'],
      ['yuupack_frozen', 'ゆうパック 冷凍 (frozen)', '冷凍ゆうパック'],
    ]),
    packSizes: [60, 80, 100, 120, 140, 160, 170],
    timeSlots: YUU_SLOTS,
    printSizes: JP_DOMESTIC_PRINT,
    defaultPrintSize: 'PDF_A5',
  },
  yuupacket: {
    type: 'yuupacket',
    name: 'ゆうパケット (Japan Post)',
    nameJa: 'ゆうパケット（日本郵便）',
    class: 'domestic',
    services: svc('yuupacket', [['yuupacket_regular', 'ゆうパケット']]),
    packSizes: [],
    timeSlots: [],
    printSizes: JP_DOMESTIC_PRINT,
    defaultPrintSize: 'PDF_A5',
  },
  yuumail: {
    type: 'yuumail',
    name: 'ゆうメール (Japan Post)',
    nameJa: 'ゆうメール（日本郵便）',
    class: 'domestic',
    services: svc('yuumail', [['yuumail_regular', 'ゆうメール']]),
    packSizes: [],
    timeSlots: [],
    printSizes: JP_DOMESTIC_PRINT,
    defaultPrintSize: 'PDF_A5',
  },
  ups: {
    type: 'ups',
    name: 'UPS',
    nameJa: 'UPS',
    class: 'international',
    services: svc('ups', [
      ['ups_saver', 'UPS Worldwide Saver'],
      ['ups_worldwide_express', 'UPS Worldwide Express'],
      ['ups_worldwide_express_plus', 'UPS Worldwide Express Plus'],
      ['ups_worldwide_expedited', 'UPS Worldwide Expedited'],
      ['ups_ground', 'UPS Ground'],
      ['ups_next_day', 'UPS Next Day Air'],
      ['ups_next_day_saver', 'UPS Next Day Air Saver'],
      ['ups_second_day', 'UPS 2nd Day Air'],
      ['ups_three_day_select', 'UPS 3 Day Select'],
      ['ups_worldwide_express_freight', 'UPS Worldwide Express Freight'],
      ['ups_worldwide_express_freight_mid_day', 'UPS Worldwide Express Freight Midday'],
    ]),
    packSizes: [],
    timeSlots: [],
    // The spec lists no print sizes for ups (its account is made in the dashboard).
    printSizes: [],
  },
  dhl: {
    type: 'dhl',
    name: 'DHL Express',
    nameJa: 'DHL Express',
    class: 'international',
    services: svc('dhl', [
      ['dhl_express_worldwide', 'DHL Express Worldwide'],
      ['dhl_express_1200', 'DHL Express 12:00'],
      ['dhl_express_0900', 'DHL Express 9:00'],
      ['dhl_express_jumbo', 'DHL Express Jumbo Box'],
    ]),
    packSizes: [],
    timeSlots: [],
    printSizes: ['PDF_A4', 'PDF_4X6', 'PDF_4X8', 'ZPL_4X6'],
    defaultPrintSize: 'PDF_4X6',
  },
  fedex: {
    type: 'fedex',
    name: 'FedEx',
    nameJa: 'FedEx',
    class: 'international',
    services: svc('fedex', [
      ['fedex_international_economy', 'FedEx International Economy'],
      ['fedex_international_first', 'FedEx International First'],
      ['fedex_international_priority', 'FedEx International Priority'],
      ['fedex_international_priority_express', 'FedEx International Priority Express'],
      ['fedex_international_priority_eod', 'FedEx International Priority EOD'],
      ['fedex_international_connect_plus', 'FedEx International Connect Plus'],
    ]),
    packSizes: [],
    timeSlots: [],
    printSizes: ['PDF_A4', 'PDF_4X6', 'PDF_4X8', 'PDF_4X9', 'ZPL_4X6', 'ZPL_4X8'],
    defaultPrintSize: 'PDF_4X6',
  },
  ecms: {
    type: 'ecms',
    name: 'ECMS',
    nameJa: 'ECMS',
    class: 'international',
    services: svc('ecms', [['ecms_standard', 'ECMS Standard']]),
    packSizes: [],
    timeSlots: [],
    printSizes: [],
  },
  zonos: {
    type: 'zonos',
    name: 'Zonos (Japan Post)',
    nameJa: 'Zonos（日本郵便）',
    class: 'international',
    services: svc(
      'zonos',
      zonosBases.map((b) => [
        `zonos_${b}`,
        `Zonos ${b.replace('japanpost_', '').replace(/_/g, ' ')}`,
        `Zonos ${japanpostNameJa(b) ?? b}`,
      ]),
    ),
    packSizes: [],
    timeSlots: [],
    printSizes: [],
  },
  sagawa: {
    type: 'sagawa',
    name: '佐川急便 (Sagawa)',
    nameJa: '佐川急便',
    class: 'domestic',
    services: svc('sagawa', [
      ['sagawa_regular', '飛脚宅配便'],
      ['sagawa_fresh', '飛脚クール便 冷蔵 (chilled)', '飛脚クール便（冷蔵）'],
      ['sagawa_frozen', '飛脚クール便 冷凍 (frozen)', '飛脚クール便（冷凍）'],
      ['sagawa_plane', '飛脚航空便 (air)', '飛脚航空便'],
    ]),
    packSizes: [60, 80, 100, 140, 160],
    timeSlots: ['not-specified', 'before-noon', '12-14', '14-16', '16-18', '18-20', '18-21', '19-21'],
    printSizes: ['PDF_A5', 'PDF_4.2X8.3_BLUE', 'PDF_4.2X8.3_GREEN'],
    defaultPrintSize: 'PDF_A5',
  },
  yamato: {
    type: 'yamato',
    name: 'ヤマト運輸 (Yamato)',
    nameJa: 'ヤマト運輸',
    class: 'domestic',
    services: svc('yamato', [
      ['yamato_regular', '宅急便'],
      ['yamato_collect', '宅急便コレクト (cash on delivery)', '宅急便コレクト'],
      ['yamato_direct_mail', 'クロネコDM便'],
      ['yamato_time', '宅急便タイムサービス'],
      ['yamato_freight_on_delivery', '着払い (freight on delivery)', '宅急便（着払い）'],
      ['yamato_dispatch_multiple_units', '複数口 (multiple units)', '宅急便（複数口）'],
      ['yamato_nekopos', 'ネコポス'],
      ['yamato_kuroneko_yuupacket', 'クロネコゆうパケット'],
      ['yamato_taqbin', '宅急便 (TA-Q-BIN)', '宅急便（TA-Q-BIN）'],
      ['yamato_taqbin_collect', '宅急便コレクト (TA-Q-BIN collect)', '宅急便コレクト（TA-Q-BIN）'],
    ]),
    packSizes: [],
    timeSlots: [
      'not-specified',
      'before-noon',
      'before-ten',
      'before-five',
      '14-16',
      '16-18',
      '18-20',
      '19-21',
    ],
    printSizes: ['PDF_A4', 'PDF_A5', 'PDF_A4_BW', 'PDF_A5_BW', 'PDF_4.5X7.8'],
    defaultPrintSize: 'PDF_A5',
  },
  yamato_intl: {
    type: 'yamato_intl',
    name: 'Yamato International (TA-Q-BIN)',
    nameJa: 'ヤマト運輸（国際宅急便）',
    class: 'international',
    services: svc('yamato_intl', [['yamato_intl_taqbin', 'International TA-Q-BIN', '国際宅急便']]),
    packSizes: [],
    timeSlots: [],
    printSizes: [],
  },
  pegasus: {
    type: 'pegasus',
    name: 'Pegasus',
    nameJa: 'Pegasus',
    class: 'international',
    services: svc('pegasus', [
      ['pegasus_dhl', 'Pegasus via DHL', 'Pegasus（DHL 経由）'],
      ['pegasus_ups', 'Pegasus via UPS', 'Pegasus（UPS 経由）'],
      ['pegasus_ems', 'Pegasus via EMS', 'Pegasus（EMS 経由）'],
    ]),
    packSizes: [],
    timeSlots: [],
    printSizes: [],
  },
  seino: {
    type: 'seino',
    name: '西濃運輸 (Seino)',
    nameJa: '西濃運輸',
    class: 'domestic',
    services: svc('seino', [
      ['seino_regular', 'カンガルー便'],
      ['seino_takuhai', 'カンガルー宅配便'],
      ['seino_mini', 'カンガルーミニ便'],
      ['seino_tsuhan', 'カンガルー通販便'],
      ['seino_business', 'カンガルービジネス便'],
    ]),
    packSizes: [],
    timeSlots: ['not-specified', 'before-noon', 'after-noon', '9-12', '12-17', '17-20'],
    printSizes: [],
  },
  custom: {
    type: 'custom',
    name: 'Custom (in-house, no tracking)',
    nameJa: '自社配送（追跡なし）',
    class: 'domestic',
    services: svc('custom', [['custom_standard', 'In-house delivery', '自社配送']]),
    packSizes: [],
    timeSlots: [],
    printSizes: [],
  },
};

/** Time slots as the carriers print them for a Japanese reader (the wire names stay what the API takes). */
const TIME_SLOT_NAMES_JA: Readonly<Record<string, string>> = {
  'not-specified': '指定なし',
  'before-noon': '午前中',
  'after-noon': '午後',
  'before-ten': '午前10時まで',
  'before-five': '午後5時まで',
};

/** 'before-noon' → 午前中, '14-16' → 14時〜16時; a slot not known is returned as given. */
export function timeSlotNameJa(slot: string): string {
  const named = TIME_SLOT_NAMES_JA[slot];
  if (named) return named;
  const hours = /^(\d{1,2})-(\d{1,2})$/.exec(slot);
  return hours ? `${hours[1]}時〜${hours[2]}時` : slot;
}

export const isCarrierType = (v: unknown): v is CarrierType =>
  typeof v === 'string' && (CARRIER_TYPES as readonly string[]).includes(v);

export const isDomestic = (c: CarrierType): boolean => CARRIERS[c].class === 'domestic';
export const isInternational = (c: CarrierType): boolean => CARRIERS[c].class === 'international';

const serviceIndex = lazy(
  () =>
    new Map<string, ServiceInfo>(
      CARRIER_TYPES.flatMap((c) => CARRIERS[c].services.map((s) => [s.code, s] as const)),
    ),
);
/** Every service of every carrier, once each (a code two carriers list counts once). */
export const allServices = lazy((): readonly ServiceInfo[] => [...serviceIndex().values()]);

/** The service record for a service code, whatever carrier it belongs to. */
export const serviceInfo = (code: string): ServiceInfo | undefined => serviceIndex().get(code);
export const carrierOfService = (code: string): CarrierType | undefined => serviceIndex().get(code)?.carrier;
export const servicesOf = (c: CarrierType): string[] => CARRIERS[c].services.map((s) => s.code);

/** setup.carrier on orders (spec 2.4) accepts this narrower list. */
export const ORDER_CARRIERS: readonly CarrierType[] = [
  'dhl',
  'ups',
  'fedex',
  'japanpost',
  'pegasus',
  'yamato_intl',
  'sagawa',
  'yamato',
  'yuupack',
  'seino',
  'ecms',
  'zonos',
];

/** POST /v1/carriers accepts these types (spec 4.9); ups is dashboard-only (OAuth). */
export const REGISTRABLE_CARRIERS: readonly CarrierType[] = [
  'dhl',
  'fedex',
  'japanpost',
  'pegasus',
  'yamato_intl',
  'sagawa',
  'yamato',
  'yuupack',
  'yuupacket',
  'yuumail',
  'seino',
  'ecms',
  'zonos',
];

/** GET /v1/tracking supports these (spec 4.10). */
export const TRACKING_CARRIERS: readonly CarrierType[] = [
  'dhl',
  'ups',
  'fedex',
  'japanpost',
  'sagawa',
  'yamato',
  'yuupack',
  'yuupacket',
];

export const COOL_OPTIONS = ['regular', 'fresh', 'frozen'] as const;
export const CARE_MEMBERS = ['fragile', 'side_up', 'valuable_goods'] as const;
export const CUSTOMS_CONTENT_TYPES_SEEN = ['MERCHANDISE', 'GIFT'] as const;

/** Seino handling values (spec 2.4); the field name is unconfirmed (live notes): setup.handling. */
export const SEINO_HANDLING = [
  'none',
  'handling-caution',
  'weird-caution',
  'glass-caution',
  'kowaremono',
  'dry',
  'precision-machinery',
  'no-low-stack',
  'no-horizontal-stack',
  'no-flat-stack',
  'no-standing-stack',
  'no-top-bottom',
  'no-cornering',
  'valuable-goods',
  'expensive',
] as const;

/** Services whose label may start at a chosen position of an A4 sheet (setup.print_start_location). */
export const PRINT_START_LOCATION_SERVICES: readonly string[] = [
  'yuupacket_regular',
  'yuumail_regular',
  'yamato_direct_mail',
  'yamato_nekopos',
  'yamato_kuroneko_yuupacket',
];

/** Which carriers accept each optional setup field (spec 2.4, 2.8, 2.9 and live notes). */
export const OPTION_CARRIERS = {
  insurance: ['japanpost', 'dhl', 'fedex', 'ups', 'sagawa'],
  consignee_tax_id: ['japanpost', 'pegasus', 'ups', 'dhl', 'fedex'],
  bill_to: ['fedex'],
  ioss_number: ['dhl', 'fedex', 'ups', 'japanpost', 'yamato_intl', 'ecms', 'pegasus'],
  // "for supporting carriers (for example dhl)": the three express integrators.
  return_label: ['dhl', 'fedex', 'ups'],
  handling: ['seino'],
} as const satisfies Record<string, readonly CarrierType[]>;

/** setup.security_service: valid for yuupack_regular only (name is a guess, live notes). */
export const SECURITY_SERVICE_SERVICES: readonly string[] = ['yuupack_regular'];

/** Test labels (spec 4.1 rule 1) and whether a registered account is needed for them. */
export const TEST_MODE_CARRIERS: readonly CarrierType[] = [
  'ups',
  'dhl',
  'sagawa',
  'yamato',
  'yuupack',
  'yuupacket',
  'yuumail',
];
export const TEST_WITHOUT_ACCOUNT: readonly CarrierType[] = ['sagawa', 'yamato'];

/** Carriers whose account needs customer_numbers before labels can be created (spec 2.13). */
export const NEEDS_CUSTOMER_NUMBERS: readonly CarrierType[] = ['japanpost', 'zonos'];

/** Domestic rates come back for the regular service only (spec 4.8). */
export const RATES_REGULAR_ONLY: Readonly<Partial<Record<CarrierType, string>>> = {
  sagawa: 'sagawa_regular',
  yamato: 'yamato_regular',
  yuupack: 'yuupack_regular',
};

/** Contract rates vs standard rates (spec 4.8); informational, shown in `carriers catalog`. */
export const CONTRACT_RATE_CARRIERS: readonly CarrierType[] = ['fedex', 'dhl', 'ups', 'pegasus'];

export const UPS_FREIGHT_SERVICES: readonly string[] = [
  'ups_worldwide_express_freight',
  'ups_worldwide_express_freight_mid_day',
];
