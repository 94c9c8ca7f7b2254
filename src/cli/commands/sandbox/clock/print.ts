// How the clock verbs report the sandbox time: one line per fact for people, one
// object for scripts.
import { jstWeekdayHour } from '../../../../domain/index.js';
import type { ClockView } from '../../../../sandbox/control.js';
import { formatDuration } from '../../../../sandbox/control.js';
import type { Context } from '../../../context.js';
import { printJson } from '../../../output/json.js';
import { messages } from '../../../../i18n/index.js';
import { displayWidth } from '../../../output/width.js';

export function describeMode(view: ClockView): string {
  const text = messages().admin.sandbox.clock;
  if (view.mode === 'real') return text.real;
  const off = view.offset_ms ?? 0;
  const duration = formatDuration(Math.abs(off));
  const rel = Math.abs(off) < 1000 ? text.atReal : off > 0 ? text.ahead(duration) : text.behind(duration);
  return view.mode === 'frozen' ? text.frozen(rel) : text.running(rel);
}

export function printClock(ctx: Context, view: ClockView, dbPath: string): void {
  if (ctx.globals.json) {
    printJson(ctx.io, { db_path: dbPath, ...view });
    return;
  }
  const text = messages().admin.sandbox.clock;
  // Padded by display width: a Japanese label takes two cells a character.
  const width = Math.max(
    14,
    ...[text.sandboxTime, text.clock, text.database].map((l) => displayWidth(l) + 2),
  );
  const out = (label: string, value: string) =>
    ctx.io.stdout.write(`${label}${' '.repeat(width - displayWidth(label))}${value}\n`);
  out(text.sandboxTime, `${view.now}  (${text.jst(jstWeekdayHour(new Date(view.now)))})`);
  out(text.clock, describeMode(view));
  out(text.database, dbPath);
}
