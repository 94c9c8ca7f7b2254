// Which numbers to track: `CARRIER NUMBER`, the numbers of a shipment (--shipment),
// or a list from a file or stdin (--file), one `carrier number` or `number` (with
// --carrier) per line. Every carrier is checked before anything is sent; a --file
// line that cannot be tracked is reported and the other lines are tracked.
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { ApiClient } from '../../../api/index.js';
import { isCarrierType, listOf, normalizeTrackingNumber, TRACKING_CARRIERS } from '../../../domain/index.js';
import { carrierName } from '../../shared/rates-table.js';
import type { Context } from '../../context.js';
import { CliError, UsageError, ValidationError, type Problem } from '../../errors.js';
import { readAll } from '../../io.js';
import { messages } from '../../../i18n/index.js';
import { SHIPMENT_FLAGS } from '../../shared/flags.js';
import { TRACK_FLAGS } from './index.js';

export interface Target {
  carrier: string;
  number: string;
  /** From the shipment, when tracked by --shipment. */
  estimated?: string;
}

export interface TargetFlags {
  carrier?: string;
  number?: string;
  shipment?: string;
  file?: string;
}

import { isTrackingCarrier, TRACKED_AS } from '../../../ops/track.js';

export { isTrackingCarrier, TRACKED_AS };

/**
 * Why a carrier cannot be tracked: a service without tracking says so (a list of other
 * carriers would invite a wrong retry); a known carrier the API does not track says that;
 * only a name shipctl does not know gets the list.
 */
const carrierIssue = (c: string): string => {
  const text = messages().shipping.track;
  if (isCarrierType(c)) {
    const name = carrierName(c);
    return UNTRACKED_SERVICES_CARRIERS.includes(c) ? text.noTracking(name) : text.notViaApi(name);
  }
  return text.notAvailable(JSON.stringify(c), listOf(TRACKING_CARRIERS));
};

/** Carriers whose services give no tracking number at all (ゆうメール is delivered like a letter). */
const UNTRACKED_SERVICES_CARRIERS: readonly string[] = ['yuumail'];

/** Lines of a --file: `carrier number`, `carrier,number` or `number`; blank lines and # comments skipped. */
export function parseTargetLines(
  text: string,
  defaultCarrier: string | undefined,
): { targets: Target[]; problems: Problem[] } {
  const say = messages().shipping.track;
  const targets: Target[] = [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const words = line.split(/[\s,;]+/).filter(Boolean);
    const field = say.line(i + 1);
    let carrier: string | undefined;
    let number: string | undefined;
    if (words.length === 2) [carrier, number] = [words[0]!.toLowerCase(), words[1]];
    else if (words.length === 1) [carrier, number] = [defaultCarrier, words[0]];
    else return void problems.push({ field, issue: say.lineShape(line) });
    if (!carrier)
      return void problems.push({
        field,
        issue: say.lineNoCarrier(line, TRACK_FLAGS.carrier.long),
      });
    if (!isTrackingCarrier(carrier)) return void problems.push({ field, issue: carrierIssue(carrier) });
    const bare = normalizeTrackingNumber(number!);
    const id = `${carrier} ${bare}`;
    if (!seen.has(id)) targets.push({ carrier, number: bare });
    seen.add(id);
  });
  return { targets, problems };
}

export function checkSources(f: TargetFlags): void {
  const text = messages().shipping.track;
  const sources = [f.number !== undefined, f.shipment !== undefined, f.file !== undefined].filter(
    Boolean,
  ).length;
  if (sources === 0)
    throw new UsageError(text.nothing, text.nothingHint(TRACK_FLAGS.shipment.long, TRACK_FLAGS.file.long));
  if (sources > 1) throw new UsageError(text.onlyOne(TRACK_FLAGS.shipment.long, TRACK_FLAGS.file.long));
  if (f.number !== undefined) {
    if (!f.carrier) throw new UsageError(text.noCarrier, text.noCarrierHint);
    if (!isTrackingCarrier(f.carrier))
      throw new ValidationError([{ field: 'carrier', issue: carrierIssue(f.carrier) }]);
  }
  if (f.carrier !== undefined && !isTrackingCarrier(f.carrier))
    throw new ValidationError([{ field: SHIPMENT_FLAGS.carrier.long, issue: carrierIssue(f.carrier) }]);
}

/**
 * The numbers to track; `client` is only called for --shipment. A --file line that
 * cannot be tracked goes to `onSkipped` while the other lines are tracked.
 */
export async function resolveTargets(
  f: TargetFlags,
  ctx: Pick<Context, 'io' | 'cwd'>,
  client: () => Promise<ApiClient>,
  onSkipped: (p: Problem) => void = () => {},
): Promise<Target[]> {
  checkSources(f);
  const say = messages().shipping.track;
  // As printed on the label (4368-3062-4705) or typed in full width: the number the service knows.
  if (f.number !== undefined) return [{ carrier: f.carrier!, number: normalizeTrackingNumber(f.number) }];
  if (f.file !== undefined) {
    let text: string;
    try {
      text =
        f.file === '-'
          ? await readAll(ctx.io.stdin)
          : await fsp.readFile(path.resolve(ctx.cwd, f.file), 'utf8');
    } catch (err) {
      throw new UsageError(say.cannotRead(TRACK_FLAGS.file.long, f.file, (err as Error).message));
    }
    const { targets, problems } = parseTargetLines(text, f.carrier);
    // One bad line does not hold the others back: it is reported, the rest are tracked.
    if (problems.length > 0 && targets.length === 0)
      throw new ValidationError(problems, say.noTrackableLine(TRACK_FLAGS.file.long, f.file));
    for (const p of problems) onSkipped(p);
    if (targets.length === 0) throw new UsageError(say.noNumbers(TRACK_FLAGS.file.long, f.file));
    return targets;
  }
  const { shipments } = await import('../../../api/index.js');
  const s = await shipments.get(await client(), f.shipment!);
  const type = s.delivery?.carrier ?? s.setup?.carrier;
  const carrier = type === undefined ? undefined : (TRACKED_AS[type] ?? type);
  const numbers = s.delivery?.tracking_numbers ?? [];
  if (!carrier || !isTrackingCarrier(carrier))
    throw new ValidationError([
      {
        field: 'delivery.carrier',
        issue: messages().shipping.checks.untrackedCarrier(s.id, carrierIssue(type ?? '(none)')),
      },
    ]);
  if (numbers.length === 0) throw new CliError(say.shipmentNoNumbers(s.id));
  const estimated = s.delivery?.estimated_delivery_date;
  return numbers.map((number) => ({ carrier, number, ...(estimated ? { estimated } : {}) }));
}
