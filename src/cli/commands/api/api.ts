import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { readJsonInput } from '../../input/json-input.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';
import type { Input } from '../../define.js';
import { type definition } from './index.js';
import { METHODS } from './methods.js';
import { messages } from '../../../i18n/index.js';
import { IO_FLAGS } from '../../shared/flags.js';

type Method = (typeof METHODS)[number];

export async function run(input: Input<typeof definition>, ctx: Context): Promise<number> {
  const method = input.method.toUpperCase() as Method;
  if (!METHODS.includes(method))
    throw new UsageError(
      messages().admin.api.unknownMethod(input.method),
      messages().admin.api.useOneOf(METHODS.join(', ')),
    );
  const path = apiPath(input.path);
  const query = parseQuery(input.query ?? []);
  const bodyFile = input.input;
  let body: unknown;
  if (bodyFile !== undefined) {
    if (method === 'GET' || method === 'DELETE')
      throw new UsageError(messages().admin.api.noBody(method, IO_FLAGS.input.long));
    body = await readJsonInput(ctx, bodyFile, IO_FLAGS.input.long, { terminal: true });
  }
  const client = await ctx.client();
  const res = await withSpinner(ctx.io, `${method} ${path}`, () =>
    client.request({ method, path, query, body }),
  );
  if (res.data === undefined) return 0;
  if (typeof res.data === 'string' && !looksJson(res.rawText))
    ctx.io.stdout.write(`${res.rawText.replace(/\n?$/, '\n')}`);
  else printJson(ctx.io, res.data);
  return 0;
}

/** `carriers`, `/carriers`, `v1/carriers` and `/v1/carriers` all mean `/v1/carriers`. */
export function apiPath(raw: string): string {
  const p = `/${raw.trim().replace(/^\/+/, '')}`;
  return /^\/v1(\/|$|\?)/.test(p) ? p : `/v1${p}`;
}

export function parseQuery(pairs: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(messages().admin.api.badQuery(pair));
    query[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return query;
}

const looksJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
