import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { inspectSandbox } from '../../embedded/embed.js';
import { describeMode } from './clock/print.js';
import { resolveSandboxDb } from './db-path.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { Input } from '../../define.js';
import type { info } from './index.js';
import { messages } from '../../../i18n/index.js';
import { displayWidth } from '../../output/width.js';

export async function run(input: Input<typeof info>, ctx: Context): Promise<number> {
  // What it prints is read from local data and costs nothing to print again: a reader that
  // stops early (`| head`) is a quiet stop, not a result to rescue (stdout-guard.ts).
  outputIsReproducible();
  const sandbox = await inspectSandbox(resolveSandboxDb(ctx, input.db, { create: false }), {
    withToken: input.showToken === true,
  });
  if (ctx.globals.json) {
    printJson(ctx.io, sandbox);
    return 0;
  }
  const text = messages().admin.sandbox.info;
  const labels = [text.database, text.schema, ...Object.keys(sandbox.counts ?? {}).map((t) => text.table(t))];
  // Padded by display width: a Japanese label takes two cells a character.
  const width = Math.max(...labels.map((l) => displayWidth(l))) + 2;
  const out = (label: string, value: string) =>
    ctx.io.stdout.write(`${label}${' '.repeat(Math.max(1, width - displayWidth(label)))}${value}\n`);
  out(text.database, sandbox.db_path);
  if (!sandbox.exists) {
    ctx.notices.dim(text.notYet);
    return 0;
  }
  out(text.size, `${Math.ceil((sandbox.size_bytes ?? 0) / 1024)} KiB`);
  if (sandbox.created_at) out(text.created, sandbox.created_at);
  out(text.serving, sandbox.serving ? text.pid(sandbox.serving.url, sandbox.serving.pid) : text.no);
  out(text.warm, sandbox.warm ? text.pid(sandbox.warm.url, sandbox.warm.pid) : text.no);
  if (sandbox.clock) out(text.clock, `${sandbox.clock.now} (${describeMode(sandbox.clock)})`);
  out(text.webhooks, sandbox.webhook ? text.secretSet(sandbox.webhook.url) : text.none);
  out(text.faults, sandbox.faults && sandbox.faults.length > 0 ? sandbox.faults.join(', ') : text.none);
  out(
    text.schema,
    Object.entries(sandbox.schema ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
  for (const [table, n] of Object.entries(sandbox.counts ?? {})) out(text.table(table), String(n));
  if (sandbox.token) out(text.token, sandbox.token);
  return 0;
}
