// English messages of this area, by key: the problems the domain rules report
// (`{ field, issue }`). This text is also what the sandbox answers, as the live API does: it
// must not change. Values arrive already shown (quoted, cut); lists as arrays of codes.
// Japanese: ../ja/issues.ts (typed by this object).

/** The bounds of a number an issue asks for. */
export interface NumberBounds {
  min?: number;
  max?: number;
  exclusiveMin?: boolean;
  /** 'grams' or 'cm' */
  unit?: string;
}

function wantNumber(b: NumberBounds): string {
  const lower = b.min === undefined ? '' : b.exclusiveMin ? `greater than ${b.min}` : `at least ${b.min}`;
  const upper = b.max === undefined ? '' : `at most ${b.max}`;
  const bounds = [lower, upper].filter(Boolean).join(' and ');
  return `must be a number${bounds ? ` ${bounds}` : ''}${b.unit ? ` ${b.unit}` : ''}`;
}

function integerRange(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  return min !== undefined ? ` of at least ${min}` : '';
}

/** "a or b", "a, b or c" */
const or = (values: readonly (string | number)[]): string =>
  values.length <= 1
    ? values.join('')
    : `${values.slice(0, -1).join(', ')} or ${String(values[values.length - 1])}`;

const scopeWord = (s: 'domestic' | 'international'): string =>
  s === 'domestic' ? 'Japan domestic' : 'international';

const list = (values: readonly (string | number)[]): string => values.join(', ');

export const issues = () => ({
  // Values of any member: numbers, booleans, strings.
  value: {
    integerAsString: (shown: string, digits: string) =>
      `must be a JSON number, not the string ${shown}: send ${digits} without quotes (integers are mandatory)`,
    integer: (min: number | undefined, max: number | undefined, got: string) =>
      `must be an integer${integerRange(min, max)}; got ${got}`,
    numberAsString: (bounds: NumberBounds, shown: string, digits: string) =>
      `${wantNumber(bounds)}, not the string ${shown}: send ${digits} without quotes`,
    number: (bounds: NumberBounds, got: string) => `${wantNumber(bounds)}; got ${got}`,
    booleanAsString: (shown: string, word: string) =>
      `must be a JSON boolean, not the string ${shown}: send ${word} without quotes`,
    boolean: (got: string) => `must be true or false; got ${got}`,
    string: (got: string) => `must be a string; got ${got}`,
    stringOfNumber: (got: string, digits: string) =>
      `must be a string; got ${got}: send it as a string ("${digits}")`,
    empty: 'must not be empty',
    object: (got: string) => `must be an object; got ${got}`,
  },
  address: {
    required: 'required: an address object {full_name, country, zip, province, city, address1, …}',
    notObject: (got: string) => `must be an address object; got ${got}`,
    countryRequired: 'required: the ISO 3166-1 alpha-2 country code (JP, US, …)',
    nameRequired: 'required: give full_name or company',
    orderNameRequired: 'required: give full_name or company for the order recipient',
    address1Required: 'required: the street address line',
    zipFormat: (got: string) => `must be a 7-digit Japanese postal code (1000001 or 100-0001); got ${got}`,
    zipFormatUse: (got: string, fixed: string) =>
      `must be a 7-digit Japanese postal code (1000001 or 100-0001); got ${got}: use "${fixed}"`,
    zipRequired: 'required for an address in Japan: the 7-digit postal code (1000001)',
    provinceName: (country: string, code: string, got: string) =>
      `must be a code, not a name, for ${country}: use "${code}" for ${got}`,
    provinceCodeUse: (country: string, code: string) =>
      `must be a subdivision code for ${country}: use "${code}"`,
    provinceCode: (country: string, why: string) => `must be a subdivision code for ${country}: ${why}`,
    address1TooLong: (length: number, carrier: string, max: number) =>
      `is ${length} characters; ${carrier} allows at most ${max}: move the rest to address2`,
    address2TooLong: (length: number, carrier: string, max: number) =>
      `is ${length} characters; ${carrier} allows at most ${max}: shorten it or move part to extra`,
    lineTooLong: (length: number, carrier: string, max: number) =>
      `is ${length} characters (full-width; two half-width count as one); ${carrier} prints at most ${max} on a line: shorten it (the prefecture and city go in their own fields)`,
    linesMoved: (field: string, length: number, carrier: string, max: number, lines: string) =>
      `${field} was ${length} characters; ${carrier} prints at most ${max} on a line: sent as ${lines}`,
    linesTooLong: (length: number, carrier: string, max: number) =>
      `address1 and address2 together are ${length} characters; ${carrier} allows at most ${max} combined: shorten them`,
    email: (got: string) => `must be an e-mail address (name@example.com); got ${got}`,
    zipTyped: (got: string) => `${got} is not a 7-digit Japanese postal code: give it as 1000001 or 100-0001`,
    nothingUsable:
      'has nothing a label could use: give at least full_name or company, address1 or zip (entries cannot be deleted and count against the 50)',
  },
  country: {
    code: (got: string) => `must be an ISO 3166-1 alpha-2 country code in capitals (JP, US, GB); got ${got}`,
    codeUse: (code: string) =>
      `must be an ISO 3166-1 alpha-2 country code in capitals (JP, US, GB): use "${code}"`,
    codeHint: (given: string, code: string) =>
      `must be an ISO 3166-1 alpha-2 country code in capitals (JP, US, GB): "${given}" is not an ISO code, use "${code}"`,
  },
  currency: {
    code: (got: string) => `must be an ISO 4217 currency code such as JPY, USD, EUR; got ${got}`,
    codeUse: (code: string) => `must be an ISO 4217 currency code such as JPY, USD, EUR: use "${code}"`,
    codeHint: (given: string, code: string) =>
      `must be an ISO 4217 currency code such as JPY, USD, EUR: "${given}" is not a code, use "${code}"`,
  },
  province: {
    hintJp:
      'use the 2-digit JIS code such as "13" (東京都) or "27" (大阪府), also accepted as "JP-13", or the name (東京都, Tokyo)',
    hint: (example: string, country: string) =>
      `use the ISO 3166-2 code such as "${example}" (also accepted as "${country}-${example}") or the full name`,
    empty: (hint: string) => `is empty: ${hint}`,
    otherCountry: (given: string, other: string, country: string, hint: string) =>
      `"${given}" is a subdivision of ${other}, not of ${country}: check the country, or ${hint}`,
    unknown: (given: string, noun: string, hint: string, guesses: readonly string[]) =>
      `"${given}" is not a ${noun}: ${hint}${guesses.length > 0 ? ` — did you mean ${guesses.join(' or ')}?` : ''}`,
  },
  // setup members (spec 2.6): applicability and values.
  options: {
    packSizeInteger: (issue: string, sizes: readonly number[], carrier: string) =>
      `${issue}; one of ${list(sizes)} for ${carrier}`,
    packSize: (sizes: readonly number[], carrier: string, got: string) =>
      `must be one of ${list(sizes)} for ${carrier}; got ${got}`,
    deliveryDate: (got: string) => `must be a delivery date YYYY-MM-DD (JST); got ${got}`,
    deliveryDatePast: (date: string, today: string) =>
      `${date} is in the past (today is ${today} JST): give today or a later date, or omit it for the earliest`,
    noTimeSlots: (carrier: string, carriers: string) =>
      `${carrier} has no delivery time slots; remove setup.time (slots exist for ${carriers})`,
    oneOf: (choices: readonly (string | number)[], got: string) =>
      `must be one of ${list(choices)}; got ${got}`,
    oneOfFor: (choices: readonly (string | number)[], carrier: string, got: string) =>
      `must be one of ${list(choices)} for ${carrier}; got ${got}`,
    careObject: (members: readonly string[], got: string) =>
      `must be an object with booleans ${list(members)}; got ${got}`,
    careUnknown: (unknown: readonly string[], members: readonly string[]) =>
      `unknown member ${list(unknown)}: care takes ${list(members)} (booleans)`,
    careBoolean: (members: readonly string[]) => `${list(members)} must be true or false`,
    codObject: (got: string) => `must be an object {amount, tax}; got ${got}`,
    codUnknown: (unknown: readonly string[]) =>
      `unknown member ${list(unknown)}: cash_on_delivery takes amount and tax`,
    codAmountRequired: 'amount is required: the sum to collect on delivery',
    codAmount: (issue: string) => `amount ${issue}`,
    codTax: (issue: string) => `tax ${issue}`,
    ordersOnly: (field: string) =>
      `applies to orders only; for a shipment give from_address instead and remove ${field}`,
    scope: (
      scope: 'domestic' | 'international',
      who: string,
      actual: 'domestic' | 'international',
      packs: boolean,
    ) =>
      `is for ${scopeWord(scope)} shipments only, and ${who} is ${scopeWord(actual)}; remove it${packs ? ': describe packages with parcels[] instead' : ''}`,
    thisShipment: (scope: 'domestic' | 'international') => `this ${scopeWord(scope)} shipment`,
    unsupportedIgnored: (carrier: string, option: string, carriers: readonly string[] | undefined) =>
      `${carrier} does not support ${option}${carriers ? ` (supported by ${list(carriers)})` : ''}; it is ignored`,
    unsupported: (
      carrier: string,
      option: string,
      carriers: readonly string[] | undefined,
      seinoCare: boolean,
    ) =>
      `${carrier} does not support ${option}${carriers ? ` (supported by ${list(carriers)})` : ''}; remove it${seinoCare ? '; seino takes setup.handling instead' : ''}`,
    servicesOnly: (services: readonly string[], service: string) =>
      `applies to ${list(services)} only, not ${service}; remove it`,
    unusedByLetterbox: (service: string, what: 'day' | 'time') =>
      `${service} goes into the recipient's mailbox and has no delivery ${what}: the carrier does not use it; remove it`,
    noPackSizes: (carrier: string, got: string) =>
      `${carrier} publishes no pack sizes; ${got} is passed on unchecked`,
    unlistedSizes: (carrier: string, sizes: readonly number[], got: string) =>
      `${carrier} sizes are ${list(sizes)} (not listed in the spec); ${got} is passed on unchecked`,
  },
  lists: {
    pageLimit: (issue: string, kind: 'shipments' | 'orders', max: number) =>
      `${issue} (${kind} pages hold at most ${max})`,
    afterBefore: 'is later than created_before: swap them',
    filter: (allowed: readonly string[], kind: 'shipments' | 'orders', got: string) =>
      `must be one of ${list(allowed)} for ${kind}; got ${got}`,
    timestamp: (got: string) =>
      `must be an ISO 8601 timestamp (2026-11-01 or 2026-11-01T00:00:00Z); got ${got}`,
  },
  shipment: {
    body: (got: string) => `must be a JSON object {to_address, from_address, setup, …}; got ${got}`,
    setupRequired: (shipping: boolean) =>
      `required: an object with at least ${shipping ? 'service' : 'currency'}`,
    japanOnly: (carrier: string, country: string) =>
      `${carrier} delivers within Japan only: must be JP; for ${country} use an international carrier (dhl, fedex, ups, japanpost…)`,
    shipmentDate: (got: string) => `must be a date YYYY-MM-DD in JST; got ${got}`,
    shipmentDatePast: (date: string, today: string) =>
      `${date} is in the past (today is ${today} JST): use today or a later date`,
    packSizeRequired: (carrier: string, sizes: readonly number[]) =>
      `required for ${carrier}: one of ${list(sizes)} (a number)`,
    thisRoute: 'this route',
    parcelsDomestic: (who: string) =>
      `is for international shipments only; ${who} is Japan domestic: use setup.pack_size and setup.pack_amount instead`,
    customsDomestic: (who: string) =>
      `is for international shipments only; ${who} is Japan domestic: remove it`,
    unknownMember: 'is not a member the spec knows; it may be ignored',
    unknownSetupMember: 'is not a setup member the spec knows; it may be ignored',
    ioss: (got: string) => `${got} does not look like an IOSS number (IM followed by 10 digits)`,
    iossOver: (max: number, total: number) =>
      `IOSS covers consignments up to ${max} EUR; this one declares ${total} EUR, so import VAT is due on arrival instead`,
  },
  shipmentDate: {
    range: (days: number, today: string, last: string) =>
      `a date YYYY-MM-DD in JST within ${days} days from today (${today} … ${last})`,
    alwaysToday: (carrier: string, today: string) =>
      `${carrier} always ships today (${today} JST); any shipment_date is replaced`,
    required: (carrier: string, range: string) => `required for ${carrier}: ${range}`,
    optional: (carrier: string, range: string) => `optional for ${carrier} (omitted = unspecified): ${range}`,
    optionalToday: (carrier: string, today: string, range: string) =>
      `optional for ${carrier} (omitted = today, ${today}): ${range}`,
    optionalLenient: (carrier: string, range: string) =>
      `optional for ${carrier} (omitted = the carrier uses today): ${range}`,
    format: (range: string, got: string) => `must be ${range}; got ${got}`,
    past: (date: string, today: string, range: string) =>
      `${date} is in the past (today is ${today} JST): use ${range}`,
    tooFar: (date: string, days: number, carrier: string, range: string) =>
      `${date} is more than ${days} days ahead for ${carrier}: use ${range}`,
    replaced: (carrier: string, got: string, today: string) =>
      `${carrier} always ships today: shipment_date ${got} was replaced by ${today} (JST)`,
    unspecified: (carrier: string, got: string) =>
      `${carrier}: shipment_date ${got} is not a YYYY-MM-DD date, so it is treated as unspecified and the carrier uses today`,
  },
  fit: {
    sides: (sides: readonly number[]) => `${sides.join(' × ')} cm`,
    sum: (cm: number) => `sides ${cm} cm in all`,
    longest: (cm: number) => `longest ${cm} cm`,
    thick: (cm: number) => `${cm} cm thick`,
    kg: (kg: number) => `${kg} kg`,
    carriesSides: (service: string, limits: readonly string[], sides: readonly number[]) =>
      `${service} carries at most ${limits.join(', ')}; the parcel is ${sides.join(' × ')} cm`,
    carriesPackSize: (service: string, limits: readonly string[], size: number) =>
      `${service} is a mail service for flat parcels (at most ${limits.join(', ')}); pack size ${size} is a box`,
    carriesWeight: (service: string, limits: readonly string[], grams: number) =>
      `${service} carries at most ${limits.join(', ')}; the content weighs ${grams} g`,
    paperOnly: (service: string, type: string) =>
      `${service} carries printed paper or documents only, not ${type}: choose a parcel, small packet or EMS service (japanpost_parcel_air, japanpost_smallpacket_air, japanpost_ems…)`,
    chooseParcelService: (fit: string) =>
      `${fit}: choose a parcel service (sagawa_regular, yamato_regular, yuupack_regular…)`,
    coolContradicts: (cool: string, service: string, own: string, instead: string) =>
      `${cool} contradicts ${service}, which is the ${own === 'frozen' ? 'frozen' : 'chilled'} service: remove the cool option (or give ${own}), or choose ${instead}`,
    notCooled: (service: string, cool: string, twin: string) =>
      `${service} is not cooled: for a ${cool === 'frozen' ? 'frozen' : 'chilled'} parcel use ${twin}, or remove the cool option`,
    noCool: (service: string, cool: string) =>
      `${service} does not carry chilled or frozen parcels: use yamato_regular (クール宅急便), sagawa_${cool} or yuupack_${cool}, or remove the cool option`,
    noCashOnDelivery: (service: string, instead: readonly string[]) =>
      `${service} does not collect cash on delivery: use ${or(instead)}, or remove the cash on delivery`,
  },
  service: {
    unknown: (got: string, hints: readonly string[]) =>
      `unknown service ${got}: use a service code such as yamato_regular or dhl_express_worldwide (list: shipctl carriers catalog)${hints.length ? ` — did you mean ${list(hints)}?` : ''}`,
    notForRates:
      'is not allowed for rates: omit setup.service (rates come back for every service; pick one for the shipment)',
    required: 'required: the service code, e.g. yamato_regular (compare services with POST /v1/rates)',
    carrierCode: (carriers: readonly string[], got: string) =>
      `must be a carrier type code (one of ${list(carriers)}); got ${got}`,
    carrierDisagrees: (named: string, service: string, carrier: string) =>
      `is ${named}, but service ${service} belongs to ${carrier}: make them agree`,
    carrierId: (got: string) => `must be the id of one of your carrier accounts (a string); got ${got}`,
  },
  destination: {
    zip: (carrier: string, country: string, name: string, example: string | undefined) =>
      `required for ${carrier} to ${country}: the ${name}${example ? `, e.g. ${example}` : ''}`,
    city: (carrier: string, country: string) => `required for ${carrier} to ${country}: the city or town`,
    province: (carrier: string, country: string, noun: string | undefined, example: string | undefined) =>
      `required for ${carrier} to ${country}: the ${noun ?? 'state or province'} as its code${example ? `, e.g. ${example}` : ''}`,
  },
  accounts: {
    unknownId: (got: string) => `no carrier account has id ${got}: list your accounts with GET /v1/carriers`,
    notActive: (id: string, state: string) => `account ${id} is ${state}, not active: use an active account`,
    otherCarrier: (id: string, type: string, carrier: string) =>
      `account ${id} is a ${type} account, but the service is ${carrier}'s: pick a ${carrier} account or a ${type} service`,
    several: (count: number, carrier: string, ids: readonly string[]) =>
      `required: you hold ${count} active ${carrier} accounts (${list(ids)}); set setup.carrier_id to one of them`,
    none: (carrier: string, ups: boolean, testWithout: boolean) =>
      `no active ${carrier} account: ${ups ? 'ups accounts are connected in the dashboard (OAuth)' : `register one with POST /v1/carriers (shipctl carriers add ${carrier})`}${testWithout ? '; test labels (setup.test) need none' : ''}`,
    noCustomerNumbers: (carrier: string, id: string) =>
      `the ${carrier} account ${id} has no customer_numbers: set them (4 blocks of 10, 6, 10, 6 digits) with PUT /v1/carriers/${id} before creating labels`,
  },
  testMode: {
    // "Monday–Friday 09:00–22:00 JST"; days are English weekday names, or every weekday.
    window: (days: 'weekdays' | readonly string[], start: string, end: string) =>
      `${days === 'weekdays' ? 'Monday–Friday' : days.join(', ')} ${start}–${end} JST`,
    // "Monday 09:00 JST"; day is an English weekday name, today or tomorrow.
    clock: (day: string, time: string) => `${day} ${time} JST`,
    notAvailable: (carrier: string, carriers: readonly string[]) =>
      `test labels are not available for ${carrier} (only ${list(carriers)}): remove setup.test or pick one of those carriers`,
    outsideWindow: (carrier: string, window: string, clock: string, next: string | undefined) =>
      `${carrier} test labels are available ${window}; it is ${clock}${next ? ` (next opening: ${next})` : ''}`,
  },
  body: {
    textTooLong: (length: number, max: number) =>
      `is ${length.toLocaleString('en')} characters long; at most ${max.toLocaleString('en')} are accepted`,
    tooDeep: (depth: number) =>
      `is nested deeper than ${depth} levels; no request of this API nests that deep`,
    controlCharacter: (code: string) =>
      `holds a control character (${code}); it would be printed on the label: remove it (a line break included; use address2 for a second line)`,
  },
  b2: {
    serviceRefused: (code: string, name: string) =>
      `is ${code} (${name}), which shipctl's yamato account cannot issue: ship it from B2クラウド, or use 0 (発払い) with a box size`,
    serviceCode: (text: string) =>
      `"${text}" is not a B2 送り状種類: write 0 (発払い), 2 (コレクト), 3 (DM便), 4 (タイム), 5 (着払い), 6 (複数口) or 7 (ネコポス)`,
    coolCode: (text: string) =>
      `"${text}" is not a B2 クール区分: write 0 (通常), 1 (クール冷凍) or 2 (クール冷蔵)`,
    timeCode: (text: string) =>
      `"${text}" is not a B2 配達時間帯: write 0812, 1214, 1416, 1618, 1820, 1921 or 2021`,
  },
  vocabulary: {
    comma: (text: string, what: string) =>
      `"${text}" has a comma that is not a thousands separator: write ${what} as digits, e.g. 2500`,
    notNumber: (text: string, what: string) => `"${text}" is not a number: write ${what} as digits, e.g. 80`,
    whole: (text: string, what: string) => `"${text}" must be a whole number (${what})`,
    // What a number is, for the sentences above.
    what: {
      number: 'the number',
      packSize: 'the pack size',
      weight: 'the weight in grams',
      inCm: (member: string) => `${member} in cm`,
      packs: 'the number of packs',
      amount: 'the amount',
      tax: 'the tax',
      insured: 'the insured amount',
      units: 'the number of units',
      unitPrice: 'the unit price',
      unitWeight: 'the unit weight in grams',
    },
    notCarrier: (text: string, carriers: readonly string[], near: readonly string[]) =>
      `"${text}" is not a carrier: use one of ${carriers.join(', ')} (佐川急便, ヤマト運輸, ゆうパック… are read too)${near.length ? ` — did you mean ${or(near)}?` : ''}`,
  },
  products: {
    required:
      'required: a non-empty array of products {name, quantity, price, weight, hs_code, origin_country}',
    notArray: (got: string) => `must be an array of products; got ${got}`,
    empty: 'must contain at least one product',
    notObject: (got: string) => `must be a product object; got ${got}`,
    requiredAbroad: (what: string) => `required on international shipments: ${what}`,
    nameRequired: 'required: the product name',
    quantity: 'the number of units, an integer of at least 1',
    price: 'the unit price, a number of at least 0',
    weight: 'the unit weight in grams',
    hsCode: 'the HS tariff code, 6 to 10 digits',
    originCountry: 'the country of manufacture, ISO alpha-2 (JP)',
    hsCodeFormat: (got: string) =>
      `must be a customs tariff (HS) code of 6 to 10 digits, dots allowed (6109.10 or 610910); got ${got}`,
    hsCodeNumber: (got: string) =>
      `must be a customs tariff (HS) code of 6 to 10 digits, dots allowed (6109.10 or 610910); got ${got}: send it as a string`,
  },
  parcels: {
    required:
      'required for international shipments: an array of parcels {weight (g), amount, width, height, depth (cm)}',
    notArray: (got: string) => `must be an array of parcels; got ${got}`,
    empty: 'must contain at least one parcel',
    notObject: (got: string) => `must be a parcel object; got ${got}`,
    weightRequired: 'required: the parcel weight in grams',
    dimensionsTogether: 'required with the other dimensions: give width, height and depth in cm',
    upsFreight: (service: string, grams: number, side: number) =>
      `${service} needs a parcel heavier than ${grams} g (70 kg) or with a side longer than ${side} cm; use another UPS service for smaller parcels`,
  },
  customs: {
    required: 'required for international shipments: {duty_paid, content_type, …}',
    contentType: (got: string, known: readonly string[]) =>
      `${got} is not one of the values known to work (${list(known)}); the carrier may refuse it`,
    unknownMember: 'is not a customs member known to the spec; it may be ignored',
    billToDomestic: 'is for international shipments only; remove it',
    billToCarrier: (carriers: readonly string[], carrier: string) =>
      `is supported by ${list(carriers)} only, not ${carrier}; remove it (customs.duty_paid decides who pays duties)`,
    billToObject: (got: string) => `must be an object {duties, …}; got ${got}`,
    party: (parties: readonly string[], got: string) => `must be one of ${list(parties)}; got ${got}`,
  },
  phone: {
    notDigits: (given: string) =>
      `"${given}" is not a Japanese phone number: give its digits, e.g. 090-1234-5678 or 03-1234-5678`,
    restored: (given: string, phone: string) =>
      `phone "${given}" lacks its leading 0 (a spreadsheet drops it); read as ${phone}`,
    missingZero: (given: string, phone: string) =>
      `"${given}" is not a Japanese phone number: it lacks its leading 0; give ${phone}`,
    mobileLength: (given: string, digits: number) =>
      `"${given}" has ${digits} digits: a mobile or 050 number has 11 (090-1234-5678); check the number`,
    landlineLength: (given: string, digits: number, length: number) =>
      `"${given}" has ${digits} digits: a number with this area code has ${length} (03-1234-5678); check the number`,
    noPrefix: (given: string) =>
      `"${given}" does not start as a Japanese number does (0 and an area or mobile code): check the number, e.g. 090-1234-5678`,
  },
  zip: {
    restored: (given: string, zip: string) =>
      `postal code "${given}" has 6 digits; read as ${zip} (a leading 0 dropped by a spreadsheet)`,
    empty: 'is empty: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001',
    fiveDigits: (given: string, restored: string) =>
      `"${given}" has 5 digits: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001 (if a spreadsheet dropped leading zeros, it is ${restored})`,
    digits: (given: string, count: number) =>
      `"${given}" has ${count} digits: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001`,
    notCode: (given: string) =>
      `"${given}" is not a postal code: give the 7-digit Japanese postal code, e.g. 100-0001 or 1000001`,
    otherPrefecture: (given: string, path: string, zip: string, place: string) =>
      `is ${given}, but ${path}.zip ${zip} is in ${place}: give ${place} (or leave the prefecture out), or correct the postal code`,
    unknown: (zip: string) =>
      `${zip} is not a code of the Japanese postal data, and no prefecture is given: check the postal code, or give the prefecture`,
    unknownWithPrefecture: (zip: string) =>
      `${zip} is not a code of the Japanese postal data: check the postal code (the label and the rate go by it)`,
    otherCity: (given: string, path: string, zip: string, place: string) =>
      `is ${given}, but ${path}.zip ${zip} is in ${place}: correct the city or the postal code (or leave the city out: the postal code gives it)`,
    addressOtherPlace: (written: string, path: string, zip: string, place: string) =>
      `says ${written}, but ${path}.zip ${zip} is in ${place}: correct the postal code or the address`,
  },
  // What a received value is, never what it says (credentials: a secret must not travel in a message).
  kind: {
    null: 'null',
    array: (items: number) => `an array of ${items} item${items === 1 ? '' : 's'}`,
    string: (chars: number) => `a string of ${chars} character${chars === 1 ? '' : 's'}`,
    number: 'a number',
    boolean: 'true/false',
    object: 'an object',
    other: (type: string) => type,
  },
  carrierSettings: {
    object: (got: string) => `must be an object {print: {size}, …}; got ${got}`,
    printObject: (yamato: boolean, got: string) =>
      `must be an object {size${yamato ? ', size_fallback' : ''}}; got ${got}`,
    printSizeRequired: (carrier: string, sizes: readonly string[]) =>
      `required for ${carrier}: one of ${list(sizes)}`,
    printSizeString: (sizes: readonly string[], got: string) =>
      `must be a print size string${sizes.length ? ` (${list(sizes)})` : ''}; got ${got}`,
    fallbackRequired: (thermal: string, sizes: readonly string[]) =>
      `required when print.size is ${thermal}: one of ${list(sizes)} (used where the thermal size cannot be printed)`,
    accountsOnly: (owner: string, carrier: string) =>
      `applies to ${owner} accounts only; remove it for ${carrier}`,
    labelObject: (got: string) => `must be an object of booleans; got ${got}`,
    emailObject: (got: string) => `must be an object {enabled, message}; got ${got}`,
    messageString: (max: number, got: string) => `must be a string of at most ${max} characters; got ${got}`,
    messageRequired: (max: number) =>
      `required when enabled is true: the text of the delivery e-mail, at most ${max} characters`,
    messageTooLong: (length: number, max: number) =>
      `is ${length} characters; yamato allows at most ${max}: shorten it by ${length - max}`,
  },
  carrierAccount: {
    body: (got: string) => `must be a JSON object {type, credentials, settings}; got ${got}`,
    typeRequired: (carriers: readonly string[]) => `required: one of ${list(carriers)}`,
    upsRegistration: 'ups accounts are registered in the dashboard (OAuth), not through the API',
    custom: 'custom is in-house shipping without a carrier: there is no account to register',
    typeFixed: (carrier: string, got: string) =>
      `the carrier type of an account cannot change (it is ${carrier}): remove type, or add a new ${got} account and delete this one`,
    nothingToUpdate: 'give credentials and/or settings to update',
    credentialsRequired: (carrier: string) => `required: an object with the ${carrier} credentials`,
    credentialRequired: (carrier: string, label: string) => `required for ${carrier}: ${label}`,
    fedexStrings: (required: number, given: number, missing: readonly string[]) =>
      `fedex needs ${required} credential strings; ${given} given. Also give: ${list(missing)}`,
    openStrings: (carrier: string, required: number, given: number, yamatoIntl: boolean) =>
      `${carrier} needs ${required} non-empty credential string${required > 1 ? 's' : ''}${yamatoIntl ? " (the second value defaults to '01')" : ''}; ${given} given. Copy them from your ${carrier} contract`,
    numberInQuotes: 'must be a string: send the number in quotes (leading zeros matter)',
    customerNumbers: (blocks: readonly number[], got: string, parsed: boolean) =>
      `must be an array of 4 digit strings of lengths ${list(blocks)} (32 digits); got ${got}${parsed ? ': send the same digits as an array of 4 strings' : ''}`,
    customerNumbersAsNumbers: (blocks: readonly number[]) =>
      `must be an array of 4 digit strings of lengths ${list(blocks)} (32 digits): send each block as a string in quotes, numbers lose leading zeros`,
    customerNumbersLengths: (blocks: readonly number[], count: number, lengths: string) =>
      `must be an array of 4 digit strings of lengths ${list(blocks)} (32 digits); got ${count} block(s) of lengths ${lengths}`,
    invoice: (got: string) =>
      `must be the latest FedEx invoice {number, date (YYYY-MM-DD), amount (number), currency (ISO 4217)}; got ${got}`,
    invoiceNumber:
      'must be the latest FedEx invoice {number, date (YYYY-MM-DD), amount (number), currency (ISO 4217)}: number is missing',
    invoiceDate:
      'must be the latest FedEx invoice {number, date (YYYY-MM-DD), amount (number), currency (ISO 4217)}: date is not YYYY-MM-DD',
    invoiceAmount: (issue: string) =>
      `must be the latest FedEx invoice {number, date (YYYY-MM-DD), amount (number), currency (ISO 4217)}: amount ${issue}`,
    invoiceCurrency: (issue: string) =>
      `must be the latest FedEx invoice {number, date (YYYY-MM-DD), amount (number), currency (ISO 4217)}: currency ${issue}`,
  },
  negotiatedRates: {
    carriers: (carriers: readonly string[], carrier: string) =>
      `negotiated rates can be uploaded for ${list(carriers)} accounts only, not ${carrier}`,
    body: (got: string) => `must be an array of {from, size, price} rows; got ${got}`,
    empty: 'must contain at least one {from, size, price} row',
    row: (got: string) => `must be an object {from, size, price}; got ${got}`,
    cool: 'Frozen and chilled service rates are not supported yet: upload regular-service rates only',
    member: (members: readonly string[]) => `is not a rate-row member: rows have ${list(members)} only`,
    fromRequired: (regions: readonly string[]) => `required: the origin region, one of ${list(regions)}`,
    duplicate: (from: string, size: string) =>
      `duplicates an earlier row for from ${from} and size ${size}: merge them`,
    priceMap: (example: string, got: string) =>
      `must map destination regions to prices, e.g. {"${example}": "1,234"}; got ${got}`,
    price: (got: string, asString: string | undefined) =>
      `must be a price string such as "1,234" (digits, comma thousands separators, no sign); got ${got}${asString ? `: send it as a string, "${asString}"` : ''}`,
    noRegions: (carrier: string) => `${carrier} has no negotiated-rate regions`,
    region: (name: string, carrier: string, regions: readonly string[], equivalents: readonly string[]) =>
      `"${name}" is not a ${carrier} region: use one of ${regions.join(', ')}${equivalents.length > 0 ? ` (for ${name} use ${equivalents.join(' or ')})` : ''}`,
  },
  file: {
    dataUri: (prefix: string) => `is a data: URI; send the raw Base64 only: remove "${prefix}"`,
    empty: 'is empty: give the image as Base64',
    spaces: 'contains spaces or line breaks: send the Base64 text on one line (base64 -w0)',
    urlSafe: 'looks like URL-safe Base64 (- and _): use the standard alphabet (+ and /) with = padding',
    notBase64: 'is not Base64: only A–Z, a–z, 0–9, + and / are allowed, with = padding at the end',
    padding: (length: number) =>
      `is not padded Base64 (length ${length} is not a multiple of 4): add the = padding`,
    body: (got: string) => `must be a JSON object {type, file}; got ${got}`,
    typeRequired: 'required: signature or logo',
    type: (got: string) => `must be signature or logo; got ${got}`,
    fileRequired: 'required: the PNG or JPEG image as Base64 (at most 1 MB)',
    fileString: (got: string) => `must be a Base64 string; got ${got}`,
    tooLarge: (size: number, max: number) =>
      `decodes to ${size} bytes; the limit is 1 MB (${max} bytes): shrink or recompress the image`,
    notImage: 'is not a PNG or JPEG image (checked by its first bytes): convert it to PNG or JPEG',
  },
  order: {
    body: (got: string) => `must be a JSON object {to_address, products, setup, …}; got ${got}`,
    fromReplaced: 'is replaced by the warehouse address (the default warehouse, or setup.warehouse_id)',
    productsEmpty: 'must contain at least one product {name, quantity, price, …}',
    setupRequired: 'required: an object, e.g. {"carrier": "yamato", "currency": "JPY"}',
    carrier: (carriers: readonly string[], got: string) =>
      `must be one of ${list(carriers)} on orders; got ${got}`,
    domesticOnly: (carrier: string | undefined) =>
      `is for international orders only; this order is Japan domestic${carrier ? ` (${carrier})` : ''}: remove it`,
  },
  warehouse: {
    body: (got: string) => `must be a flat address object with kanji members; got ${got}`,
    name: 'give at least one of full_name, full_name_kanji, company_name, company_name_kanji (company and company_kanji are accepted too)',
    street: (members: readonly string[]) => `give at least one of ${list(members)}`,
    provinceKanji: (kanji: string | undefined) =>
      `required for a warehouse in Japan: the prefecture in kanji${kanji ? `, "${kanji}"` : ', e.g. 東京都'}`,
    notPrefecture: (got: string) => `${got} is not a prefecture: give it in kanji, e.g. 東京都 or 大阪府`,
    inKanji: (kanji: string) => `must be written in kanji: use "${kanji}"`,
  },
  subUser: {
    body: (got: string) => `must be a JSON object {email, api_token, contact}; got ${got}`,
    emailRequired: 'required: the sub-user’s e-mail address',
    contact: (members: readonly string[], got: string) => `must be an object {${list(members)}}; got ${got}`,
    contactMember: (members: readonly string[]) => `is not a contact member: use ${list(members)}`,
  },
  // A problem of a rule inferred, not in the spec: the live service judges, the request is sent.
  rules: {
    inferredWarning: (issue: string, rule: string) =>
      `${issue} (inferred rule ${rule}, not in the spec: sent anyway; --strict refuses)`,
    inferredRow: (issue: string, rule: string) =>
      `${issue} (inferred rule ${rule}: sent anyway; --strict refuses)`,
  },
  // The CLI's flags, read before anything is sent: each issue follows the flag that fixes it.
  flags: {
    number: (
      integer: boolean,
      min: number | undefined,
      exclusiveMin: boolean,
      unit: string | undefined,
      got: string,
    ) =>
      `must be ${integer ? 'a whole number' : 'a number'}${min === undefined ? '' : exclusiveMin ? ` greater than ${min}` : ` of at least ${min}`}${unit ? ` (${unit})` : ''}; got ${got}`,
    size: (raw: string) => `must be WIDTHxHEIGHTxDEPTH in cm, e.g. 30x20x10; got "${raw}"`,
    packSize: (raw: string) => `"${raw}" is not a pack size such as 60, 80, 100`,
    date: (raw: string) => `must be a date YYYY-MM-DD (or today, tomorrow); got "${raw}"`,
    ddpOrDdu: (ddp: string, ddu: string) => `give ${ddp} or ${ddu}, not both`,
    tooHeavy: (grams: number, carrier: string, size: number, kg: number) =>
      `--weight ${grams} g is more than the largest ${carrier} size (${size}) takes, ${kg} kg`,
    tooLarge: (size: string, sum: number, carrier: string | undefined) =>
      `--size ${size} adds up to ${sum} cm, more than the largest pack size${carrier ? ` of ${carrier}` : ''}`,
    productMember: (word: string, members: readonly string[], format: string) =>
      `"${word}" is not a product member: use ${members.join(', ')} (e.g. ${format})`,
    productMemberIssue: (member: string, issue: string) => `${member} ${issue}`,
    productCurrencies: (currencies: readonly string[]) =>
      `the products are priced in ${currencies.join(' and ')}: a shipment declares its customs values in one currency (nothing is converted); give every price in one`,
    currencyAgainstProducts: (given: string, priced: string) =>
      `is ${given}, but the products are priced in ${priced}: the customs values are not converted; give --currency ${priced}, or the prices in ${given}`,
    pageWithAll: (all: string) => `cannot be combined with ${all}, which reads every page`,
    whenForms:
      'a duration ago (7d, 12h, 90s, 1h30m), today, yesterday, a JST day YYYY-MM-DD, or an ISO timestamp such as 2026-11-01T09:00:00+09:00',
    when: (raw: string, forms: string) => `"${raw}" is not a date or a duration: use ${forms}`,
    listOptions: (kind: string) => `invalid ${kind} list options; nothing was sent`,
    addColumn: (issue: string, column: string, flag: string | undefined) =>
      `${issue} — add a column ${column}${flag ? ` or pass ${flag}` : ''}`,
  },
});
