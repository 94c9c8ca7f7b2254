import type { Context } from '../../context.js';
import { printJson } from '../../output/json.js';
import { inspectSandbox } from '../../embedded/embed.js';
import { describeMode } from './clock/print.js';
import { resolveSandboxDb } from './db-path.js';
import { outputIsReproducible } from '../../output/stdout-guard.js';
import type { Input } from '../../define.js';
import type { info } from './index.js';

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
  const labels = [
    'database',
    'schema',
    ...Object.keys(sandbox.counts ?? {}).map((t) => t.replace(/_/g, '-')),
  ];
  const width = Math.max(...labels.map((l) => l.length)) + 2;
  const out = (label: string, value: string) => ctx.io.stdout.write(`${label.padEnd(width)}${value}\n`);
  out('database', sandbox.db_path);
  if (!sandbox.exists) {
    ctx.notices.dim(
      'No sandbox yet: it is created on first use (any command in sandbox mode, or shipctl sandbox serve).',
    );
    return 0;
  }
  out('size', `${Math.ceil((sandbox.size_bytes ?? 0) / 1024)} KiB`);
  if (sandbox.created_at) out('created', sandbox.created_at);
  out('serving', sandbox.serving ? `${sandbox.serving.url} (pid ${sandbox.serving.pid})` : 'no');
  out('warm', sandbox.warm ? `${sandbox.warm.url} (pid ${sandbox.warm.pid})` : 'no');
  if (sandbox.clock) out('clock', `${sandbox.clock.now} (${describeMode(sandbox.clock)})`);
  out('webhooks', sandbox.webhook ? `${sandbox.webhook.url} (secret set)` : 'none');
  out('faults', sandbox.faults && sandbox.faults.length > 0 ? sandbox.faults.join(', ') : 'none');
  out(
    'schema',
    Object.entries(sandbox.schema ?? {})
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
  for (const [table, n] of Object.entries(sandbox.counts ?? {})) out(table.replace(/_/g, '-'), String(n));
  if (sandbox.token) out('token', sandbox.token);
  return 0;
}
