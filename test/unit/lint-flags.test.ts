// A flag is named through its definition, and an error's words come from the catalogs: the two
// rules of eslint-rules/shipctl.js, proven here on probe sources placed (virtually) in src/, so
// a rule that stops firing — a renamed file pattern, a loosened check — fails this test.
import { readdir, readFile } from 'node:fs/promises';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { allDefinitions } from '../../src/cli/commands/index.js';
import { verbsOf } from '../../src/cli/define.js';
import { BUILT_IN_FLAGS, GLOBAL_FLAGS, SHIPMENT_FLAGS } from '../../src/cli/shared/flags.js';
import { FLAG_FOR } from '../../src/batch/validate.js';
import { flagOf } from '../../src/config/index.js';
import { PAYLOAD_FLAG, REQUEST_FLAG, SIGNATURE_FLAG, TIMESTAMP_FLAG } from '../../src/webhooks/check.js';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function findings(file: string, source: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === `shipctl/${rule}`).map((m) => m.message);
}

describe("shipctl/no-flag-literal: '--x' only in the definitions", () => {
  it.each([
    ['src/cli/probe.ts', "export const probe = problem('--page', issue);"],
    ['src/cli/commands/probe/run.ts', "export const probe = { flag: '--to-address' };"],
    ['src/cli/probe.ts', 'export const probe = `--weight ${issue}`;'],
    ['src/batch/probe.ts', "export const probe = { 'setup.pack_size': '--pack-size' };"],
    ['src/config/probe.ts', "export const probe = ['flag --base-url', '--base-url'];"],
  ])('refuses it in %s: %s', async (file, source) => {
    expect(await findings(file, `${source}\n`, 'no-flag-literal')).toEqual([
      expect.stringContaining('take it from its definition'),
    ]);
  });

  it.each([
    ['src/cli/shared/probe.ts', "export const probe = flag('--pack-size <size>', 'domestic pack size');"],
    [
      'src/cli/commands/probe/index.ts',
      "export const probe = addressField('--zip <value>', 'zip', 'postal code');",
    ],
    [
      'src/cli/probe.ts',
      "export const probe = flag<'--limit <n>', never, number>('--limit <n>', 'page size');",
    ],
    ['src/cli/probe.ts', 'export const probe = SHIPMENT_FLAGS.packSize.long;'],
    ['src/cli/probe.ts', 'export const probe = `${SHIPMENT_FLAGS.weight.long} ${issue}`;'],
    // The catalogs are the words themselves: their prose may mention a flag.
    ['src/i18n/en/probe.ts', "export const probe = { sinceWithAll: '--since goes with --all' };"],
  ])('allows %s: %s', async (file, source) => {
    expect(await findings(file, `${source}\n`, 'no-flag-literal')).toEqual([]);
  });
});

describe('shipctl/no-literal-error-message: an error says its words through the catalogs', () => {
  it.each([
    "throw new UsageError('the file is empty');",
    'throw new CliError(`unknown confirmation_token for ${tool}: nothing was sent`, { exitCode: 2 });',
    "throw new CancelledError('stopped by the user');",
    "throw new ValidationError('bad input');",
  ])('refuses %s', async (source) => {
    expect(await findings('src/cli/probe.ts', `${source}\n`, 'no-literal-error-message')).toEqual([
      expect.stringContaining('catalogs'),
    ]);
  });

  it.each([
    'throw new UsageError(messages().support.webhooks.nothingToVerify);',
    'throw new CliError(`${name}: ${apiText(err)}`, { exitCode: 6 });',
    'throw new ValidationError([problem(field, issue)], text.invalid);',
    "throw new Error('an invariant no person is meant to read');",
  ])('allows %s', async (source) => {
    expect(await findings('src/cli/probe.ts', `${source}\n`, 'no-literal-error-message')).toEqual([]);
  });
});

describe('shipctl/typed-handler: a definition loads its handler through load', () => {
  it('refuses the untyped form', async () => {
    const source =
      "export const v = defineVerb({ name: 'get', handler: (): Handler => import('./get.js') });\n";
    expect(await findings('src/cli/commands/probe/index.ts', source, 'typed-handler')).toHaveLength(1);
  });

  it('allows the form tsc checks', async () => {
    const source =
      "export const v = defineVerb({ name: 'get', handler: (load): Handler => load(import('./get.js')) });\n";
    expect(await findings('src/cli/commands/probe/index.ts', source, 'typed-handler')).toEqual([]);
  });
});

describe('a flag is one object', () => {
  it('carries its value kind and the argument name it takes outside a command line', () => {
    expect(SHIPMENT_FLAGS.packSize).toMatchObject({
      long: '--pack-size',
      value: 'required',
      argument: 'pack_size',
      wire: 'setup.pack_size',
      read: 'packSize',
      complete: 'pack_sizes',
    });
    expect(SHIPMENT_FLAGS.test).toMatchObject({ value: 'switch', argument: 'test', wire: 'setup.test' });
    expect(GLOBAL_FLAGS.find((spec) => spec.long === '--no-color')).toMatchObject({
      value: 'negated',
      argument: 'color',
    });
  });

  it('the flags the layers below the CLI name by argument (config, batch) are flags the CLI defines', async () => {
    const defined = new Set<string>([
      ...GLOBAL_FLAGS.map((spec) => spec.long),
      ...Object.values(BUILT_IN_FLAGS).map((spec) => spec.long),
      ...verbsOf(await allDefinitions()).flatMap(({ verb }) => verb.flags.map((spec) => spec.long)),
    ]);
    const named = [
      flagOf('base_url'),
      flagOf('profile'),
      flagOf('test'),
      // what the layers below the CLI name in their messages (src/ops, batch, webhooks)
      flagOf('weight'),
      flagOf('input'),
      flagOf('carrier'),
      flagOf('force'),
      flagOf('secret_file'),
      flagOf('map'),
      flagOf('pack_size'),
      flagOf('size'),
      flagOf('printer'),
      flagOf('print_size'),
      flagOf('to_address'),
      flagOf('shipment_date'),
      flagOf('date'),
      flagOf('carrier_id'),
      flagOf('service'),
      flagOf('cheapest'),
      flagOf('from_warehouse'),
      flagOf('ask_size'),
      SIGNATURE_FLAG,
      TIMESTAMP_FLAG,
      PAYLOAD_FLAG,
      REQUEST_FLAG,
      ...Object.values(FLAG_FOR).flatMap((text) => text.match(/--[a-z][a-z0-9-]*/g) ?? []),
    ];
    expect(named.filter((name) => !defined.has(name))).toEqual([]);
  });
});

describe('the catalogs name a flag through its definition', () => {
  // Help prose (src/i18n/*/help) is written around flags and keyed by English text; a message is
  // a function of the flag names it says, so a renamed flag reaches it.
  it('no message outside help begins with a flag written by hand', async () => {
    const root = new URL('../../src/i18n/', import.meta.url);
    const found: string[] = [];
    for (const language of ['en', 'ja']) {
      const dir = new URL(`${language}/`, root);
      for (const name of await readdir(dir)) {
        if (!name.endsWith('.ts')) continue;
        const lines = (await readFile(new URL(name, dir), 'utf8')).split('\n');
        lines.forEach((line, i) => {
          if (/'--[a-z]/.test(line)) found.push(`${language}/${name}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(found).toEqual([]);
  });
});
