import type { Command } from 'commander';
import { action, collect, examples, type CommandKit } from '../../command-kit.js';
import type { Context } from '../../context.js';
import { UsageError } from '../../errors.js';
import { readJsonInput } from '../../input/json-input.js';
import { printJson } from '../../output/json.js';
import { withSpinner } from '../../output/spinner.js';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

export interface ApiOptions {
  method: string;
  path: string;
  input?: string;
  query: string[];
}

export function register(program: Command, kit: CommandKit): void {
  program
    .command('api')
    .description('Call any endpoint and print the response JSON (like `gh api`); errors exit non-zero')
    .argument('<method>', METHODS.join(', '))
    .argument('<path>', 'path under the base URL, e.g. /v1/carriers (the /v1 may be left out)')
    .option('--input <file>', 'request body: a JSON file, or - for stdin')
    .option('-q, --query <key=value>', 'query parameter (repeatable)', collect, [])
    .addHelpText(
      'after',
      examples(
        'shipctl api GET /v1/carriers',
        'shipctl api GET /v1/shipments -q state=any -q limit=10',
        'shipctl api POST /v1/rates --input rates.json',
        'echo \'{"type":"logo","file":"…"}\' | shipctl api POST files --input -',
      ),
    )
    .action(
      action(
        kit,
        (method: string, path: string, flags: { input?: string; query: string[] }) => ({
          method,
          path,
          input: flags.input,
          query: flags.query,
        }),
        run,
      ),
    );
}

export async function run(opts: ApiOptions, ctx: Context): Promise<number> {
  const method = opts.method.toUpperCase() as Method;
  if (!METHODS.includes(method))
    throw new UsageError(`unknown method "${opts.method}"`, `use one of ${METHODS.join(', ')}`);
  const path = apiPath(opts.path);
  const query = parseQuery(opts.query);
  let body: unknown;
  if (opts.input !== undefined) {
    if (method === 'GET' || method === 'DELETE')
      throw new UsageError(`${method} takes no request body (--input)`);
    body = await readJsonInput(ctx, opts.input, '--input', { terminal: true });
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
    if (eq <= 0) throw new UsageError(`query "${pair}" must look like key=value`);
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
