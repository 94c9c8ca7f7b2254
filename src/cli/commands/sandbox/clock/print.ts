// How the clock verbs report the sandbox time: one line per fact for people, one
// object for scripts.
import { formatJstClock } from '../../../../domain/index.js';
import type { ClockView } from '../../../../sandbox/control.js';
import { formatDuration } from '../../../../sandbox/control.js';
import type { Context } from '../../../context.js';
import { printJson } from '../../../output/json.js';

export function describeMode(view: ClockView): string {
  if (view.mode === 'real') return 'real time';
  const off = view.offset_ms ?? 0;
  const rel =
    Math.abs(off) < 1000
      ? 'at real time'
      : `${formatDuration(Math.abs(off))} ${off > 0 ? 'ahead of' : 'behind'} real time`;
  return view.mode === 'frozen' ? `frozen (${rel} now)` : `running, ${rel}`;
}

export function printClock(ctx: Context, view: ClockView, dbPath: string): void {
  if (ctx.globals.json) {
    printJson(ctx.io, { db_path: dbPath, ...view });
    return;
  }
  const out = (label: string, value: string) => ctx.io.stdout.write(`${label.padEnd(14)}${value}\n`);
  out('sandbox time', `${view.now}  (${formatJstClock(new Date(view.now))})`);
  out('clock', describeMode(view));
  out('database', dbPath);
}
