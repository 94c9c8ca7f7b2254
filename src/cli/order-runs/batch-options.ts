// `batch ship` flags → checked options, and the file-wide defaults every row starts
// from (flags first, then the profile's stored defaults). Everything here fails as a
// usage error (exit 2) before the file is read or the API is called.
import { packSizeFlag } from '../request/values.js';
import { BATCH_FLAGS, SHIPMENT_FLAGS } from '../shared/flags.js';
import { messages } from '../../i18n/index.js';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import {
  parseDateFrom,
  checkMapping,
  MappingError,
  parseEncodingName,
  ENCODING_NAMES,
  type BatchSource,
  type BodyDefaults,
  type Encoding,
  type FieldMapping,
  type OutEncoding,
  type RunOptions,
} from '../../batch/index.js';
import type { Settings } from '../../config/index.js';
import {
  carrierOfService,
  isCarrierType,
  readCarrier,
  readNumber,
  type CarrierType,
} from '../../domain/index.js';
import { UsageError } from '../errors.js';
import { issueText } from '../../i18n/issues.js';

/** What this module reads of the flags `batch ship` takes, as its handler receives them. */
export interface ShipFlags {
  encoding?: string;
  map?: string;
  carrier?: string;
  service?: string;
  carrierId?: string;
  packSize?: string;
  shipmentDate?: string;
  test?: boolean;
  fromWarehouse?: string;
  dryRun?: boolean;
  estimate?: boolean;
  skipInvalid?: boolean;
  retryFailed?: boolean;
  maxTotal?: string;
  concurrency?: string;
  out?: string;
  outEncoding?: string;
  labelsDir?: string;
  labelsPdf?: string;
  labels?: boolean;
  print?: boolean;
  printer?: string;
}

/** The CSV file (or - for stdin) and the flags. */
export interface ShipFileFlags extends ShipFlags {
  file: string;
}

export interface CheckedShip {
  file: string;
  encoding?: Encoding;
  mapping?: FieldMapping;
  dryRun: boolean;
  estimate: boolean;
  skipInvalid: boolean;
  retryFailed: boolean;
  maxTotal?: number;
  concurrency: number;
  out?: string;
  /** Given with --out-encoding, else the input's own (resultsEncodingOf, once the file is read). */
  outEncoding: OutEncoding;
  outEncodingGiven: boolean;
  labels: boolean;
  labelsDir?: string;
  labelsPdf?: string;
}

const OUT_ENCODINGS: Readonly<Record<string, OutEncoding>> = {
  utf8: 'utf8',
  'utf-8': 'utf8',
  'utf8-bom': 'utf8-bom',
  'utf-8-bom': 'utf8-bom',
  sjis: 'sjis',
  shift_jis: 'sjis',
  'shift-jis': 'sjis',
  cp932: 'sjis',
};

function positive(
  value: string | undefined,
  flag: string,
  rule: { integer: boolean; max?: number },
): number | undefined {
  if (value === undefined) return undefined;
  // The CSV's words for numbers (80サイズ, 1,200) are the flags' too.
  const read = readNumber(value, { integer: rule.integer, what: flag });
  const n = read.ok ? read.value : Number.NaN;
  if (
    !Number.isFinite(n) ||
    n <= 0 ||
    (rule.integer && !Number.isInteger(n)) ||
    (rule.max !== undefined && n > rule.max)
  )
    throw new UsageError(messages().support.batch.invalidPositive(flag, value, rule.integer, rule.max));
  return n;
}

/** --encoding's value; undefined when not given. */
export function inputEncodingOf(given: string | undefined): Encoding | undefined {
  if (given === undefined) return undefined;
  const encoding = parseEncodingName(given);
  if (!encoding)
    throw new UsageError(
      messages().support.batchFlags.unknownEncoding(BATCH_FLAGS.encoding.long, given),
      messages().support.batchFlags.encodings(ENCODING_NAMES),
    );
  return encoding;
}

export async function checkShipFlags(flags: ShipFileFlags, cwd: string): Promise<CheckedShip> {
  const encoding = inputEncodingOf(flags.encoding);
  const outEncoding = OUT_ENCODINGS[(flags.outEncoding ?? 'utf8').toLowerCase()];
  if (!outEncoding)
    throw new UsageError(
      messages().support.batchFlags.unknownOutEncoding(
        BATCH_FLAGS.outEncoding.long,
        String(flags.outEncoding),
      ),
      messages().support.batchFlags.outEncodings,
    );
  if (flags.labels === false && (flags.labelsDir || flags.labelsPdf))
    throw new UsageError(
      messages().support.batchFlags.noLabels(
        BATCH_FLAGS.noLabels.long,
        BATCH_FLAGS.labelsDir.long,
        BATCH_FLAGS.labelsPdf.long,
      ),
    );
  const mapping = flags.map === undefined ? undefined : await readMapping(flags.map, cwd);
  return {
    file: flags.file,
    ...(encoding ? { encoding } : {}),
    ...(mapping ? { mapping } : {}),
    dryRun: Boolean(flags.dryRun),
    estimate: Boolean(flags.estimate),
    skipInvalid: Boolean(flags.skipInvalid),
    retryFailed: Boolean(flags.retryFailed),
    ...(flags.maxTotal !== undefined
      ? { maxTotal: positive(flags.maxTotal, BATCH_FLAGS.maxTotal.long, { integer: false })! }
      : {}),
    concurrency: positive(flags.concurrency, BATCH_FLAGS.concurrency.long, { integer: true, max: 32 }) ?? 4,
    ...(flags.out ? { out: path.resolve(cwd, flags.out) } : {}),
    outEncoding,
    outEncodingGiven: flags.outEncoding !== undefined,
    labels: flags.labels !== false,
    ...(flags.labelsDir ? { labelsDir: path.resolve(cwd, flags.labelsDir) } : {}),
    ...(flags.labelsPdf ? { labelsPdf: path.resolve(cwd, flags.labelsPdf) } : {}),
  };
}

export async function readMapping(file: string, cwd: string): Promise<FieldMapping> {
  let raw: unknown;
  try {
    raw = JSON.parse((await fsp.readFile(path.resolve(cwd, file), 'utf8')).replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new UsageError(
      messages().support.batchFlags.unreadableMapping(BATCH_FLAGS.map.long, file, (err as Error).message),
      messages().support.batchFlags.mappingShape,
    );
  }
  try {
    return checkMapping(raw);
  } catch (err) {
    if (err instanceof MappingError)
      throw new UsageError(
        messages().support.batchFlags.unreadableMapping(BATCH_FLAGS.map.long, file, err.message),
      );
    throw err;
  }
}

/** Flags first, then the profile's stored defaults; a CSV column still wins per row. */
export function bodyDefaults(flags: ShipFlags, settings: Settings, today: string): BodyDefaults {
  const stored = settings.defaults;
  const origin: BodyDefaults['origin'] = {};
  let carrier: CarrierType | undefined;
  const carrierText = flags.carrier ?? stored.carrier.value;
  if (carrierText !== undefined) {
    const read = readCarrier(carrierText);
    if (!read.ok)
      throw new UsageError(
        `${flags.carrier ? SHIPMENT_FLAGS.carrier.long : stored.carrier.origin}: ${issueText(read)}`,
      );
    carrier = read.value;
    origin.carrier = flags.carrier ? SHIPMENT_FLAGS.carrier.long : 'config carrier';
  }
  if (flags.service !== undefined) {
    const owner = carrierOfService(flags.service);
    if (!owner)
      throw new UsageError(
        messages().support.batchFlags.unknownService(SHIPMENT_FLAGS.service.long, flags.service),
        messages().support.batchFlags.listServices,
      );
    if (flags.carrier && owner !== carrier)
      throw new UsageError(
        messages().support.batchFlags.serviceOfOther(
          SHIPMENT_FLAGS.service.long,
          flags.service,
          String(owner),
          SHIPMENT_FLAGS.carrier.long,
          flags.carrier,
        ),
      );
    origin.service = SHIPMENT_FLAGS.service.long;
    if (!flags.carrier) {
      carrier = owner;
      origin.carrier = SHIPMENT_FLAGS.service.long;
    }
  }
  const packSize = packSizeFlag(flags.packSize, SHIPMENT_FLAGS.packSize.long);
  if (packSize !== undefined) origin.packSize = SHIPMENT_FLAGS.packSize.long;
  const carrierId = flags.carrierId ?? stored.carrier_id.value;
  if (carrierId !== undefined)
    origin.carrierId = flags.carrierId ? SHIPMENT_FLAGS.carrierId.long : 'config carrier_id';
  const currency = stored.currency.value;
  if (currency) origin.currency = 'config currency';
  let shipmentDate: string | undefined;
  if (flags.shipmentDate !== undefined) {
    const parsed = parseDateFrom(today)(flags.shipmentDate);
    if (!parsed.ok)
      throw new UsageError(
        messages().support.batch.invalidShipmentDate(SHIPMENT_FLAGS.shipmentDate.long, flags.shipmentDate),
      );
    shipmentDate = parsed.value;
    origin.shipmentDate = SHIPMENT_FLAGS.shipmentDate.long;
  }
  return {
    today,
    ...(shipmentDate ? { shipmentDate } : {}),
    ...(carrier ? { carrier } : {}),
    ...(flags.service ? { service: flags.service } : {}),
    ...(carrierId ? { carrierId } : {}),
    // A stored carrier_id belongs to the stored carrier; a flag applies to every row.
    ...(!flags.carrierId && carrierId && isCarrierType(stored.carrier.value ?? '')
      ? { carrierIdFor: stored.carrier.value as CarrierType }
      : {}),
    ...(packSize !== undefined ? { packSize } : {}),
    ...(currency ? { currency } : {}),
    test: Boolean(flags.test),
    origin,
  };
}

/** What makes the run: the options that change the bodies (flags and stored defaults as applied). */
export function runOptionsOf(
  defaults: BodyDefaults,
  warehouseId: string,
  checked: CheckedShip,
  shipmentDateFlag?: string,
): RunOptions {
  return {
    test: defaults.test,
    warehouseId,
    ...(defaults.carrier ? { carrier: defaults.carrier } : {}),
    ...(defaults.service ? { service: defaults.service } : {}),
    ...(defaults.carrierId ? { carrierId: defaults.carrierId } : {}),
    ...(defaults.packSize !== undefined ? { packSize: defaults.packSize } : {}),
    ...(defaults.currency ? { currency: defaults.currency } : {}),
    ...(shipmentDateFlag ? { shipmentDate: shipmentDateFlag } : {}),
    ...(checked.mapping ? { mapping: checked.mapping } : {}),
    ...(checked.encoding ? { encoding: checked.encoding } : {}),
  };
}

/**
 * The results in the input's encoding when --out-encoding is not given: a Shift_JIS file from
 * Excel gets Shift_JIS results Excel opens as they are, a UTF-8 file with a BOM (or UTF-16)
 * UTF-8 with a BOM, anything else plain UTF-8.
 */
export function resultsEncodingOf(source: Pick<BatchSource, 'encoding' | 'detectedBy'>): OutEncoding {
  if (source.encoding === 'cp932') return 'sjis';
  if (source.encoding !== 'utf8' || source.detectedBy === 'bom') return 'utf8-bom';
  return 'utf8';
}
