// A packing station's fixed choices: `config set station.carrier sagawa` (the station's
// own) or `config set station.NAME.carrier …` with `--preset NAME`. Flags typed on the
// command line still win; a preset only answers what was not given.
import { STATION_FIELDS, type StationField } from '../../config/index.js';
import type { Context } from '../context.js';
import { UsageError } from '../errors.js';
import { messages } from '../../i18n/index.js';

export type StationChoices = Partial<Record<StationField, string>>;

export function stationChoices(ctx: Pick<Context, 'settings'>, preset?: string): StationChoices {
  const stored = ctx.settings().stored as Record<string, string | undefined>;
  const prefix = preset === undefined ? 'station.' : `station.${preset}.`;
  const out: StationChoices = {};
  for (const field of STATION_FIELDS) {
    const v = stored[prefix + field];
    if (v !== undefined && v !== '') out[field] = v;
  }
  if (preset !== undefined && Object.keys(out).length === 0) {
    const names = [
      ...new Set(
        Object.keys(stored)
          .map((k) => /^station\.([^.]+)\.[^.]+$/.exec(k)?.[1])
          .filter((n): n is string => n !== undefined),
      ),
    ];
    const text = messages().shipping.station;
    throw new UsageError(text.noPreset(preset, names), text.noPresetHint(preset));
  }
  return out;
}
