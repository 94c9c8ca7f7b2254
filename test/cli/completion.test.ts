// The completion scripts cover the whole command tree, whatever it holds when they
// are generated: every command, subcommand, option and declared choice. Also the
// value table (src/cli/completion/values.ts) names flags that exist, and the hidden
// `__complete profiles` reads the config file only.
import { Help, type Command } from 'commander';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHELLS, completionModel, completionScript, type Shell } from '../../src/cli/completion/index.js';
import { buildProgram } from '../../src/cli/program.js';
import {
  ARGUMENT_RULES,
  CARRIER_OPTION_RULES,
  OPTION_RULES,
  type ValueRule,
} from '../../src/cli/completion/values.js';
import { runCli } from '../../src/cli/run.js';
import { CARRIERS, CARRIER_TYPES, ORDER_CARRIERS } from '../../src/domain/catalog.js';
import { fakeStreams } from '../helpers/streams.js';

const help = new Help();
/** [path, command] for the root and every visible command below it (commander's `help` included). */
function walk(cmd: Command, p = ''): [string, Command][] {
  return [[p, cmd], ...help.visibleCommands(cmd).flatMap((c) => walk(c, p ? `${p} ${c.name()}` : c.name()))];
}

let program: Command;
let commands: [string, Command][];
const scripts = {} as Record<Shell, string>;

beforeAll(async () => {
  // The whole tree, never run, as `shipctl completion` builds it.
  const streams = fakeStreams();
  program = await buildProgram([], { dispatch: async () => undefined }, streams, { loadAll: true });
  commands = walk(program);
  for (const shell of SHELLS) scripts[shell] = completionScript(shell, program);
});

/** The options a bash branch lists for PATH (`_shipctl_opts='…'`). */
function bashOptions(p: string): string[] {
  const branch = new RegExp(`^    '${p}'\\)\\n([\\s\\S]*?)^      ;;$`, 'm').exec(scripts.bash)?.[1] ?? '';
  return /_shipctl_opts='([^']*)'/.exec(branch)?.[1]?.split(' ') ?? [];
}
const ancestors = (p: string): string[] => {
  const words = p ? p.split(' ') : [];
  return words
    .map((_, i) => words.slice(0, i + 1).join(' '))
    .concat('')
    .reverse();
};

describe('completion scripts', () => {
  it('have a branch for every command and subcommand of the tree, in each shell', () => {
    expect(commands.map(([p]) => p)).toEqual(
      expect.arrayContaining(['', 'ship', 'carriers rates upload', 'completion']),
    );
    for (const [p] of commands) {
      expect(scripts.bash, `bash: ${p}`).toContain(`\n    '${p}')\n`);
      expect(scripts.zsh, `zsh: ${p}`).toContain(`\n    ('${p}')\n`);
      expect(scripts.fish, `fish: ${p}`).toContain(`\n        case '${p}'\n`);
    }
  });

  it('offer every visible option of every command (its own or an ancestor’s)', () => {
    for (const [p, cmd] of commands) {
      const offered = ancestors(p).flatMap(bashOptions);
      for (const opt of help.visibleOptions(cmd))
        for (const flag of [opt.short, opt.long].filter(Boolean))
          expect(offered, `${p || 'shipctl'} ${flag}`).toContain(flag);
    }
  });

  it('offer the declared choices of options and arguments', () => {
    const model = completionModel(program);
    const kinds = new Map(model.kinds);
    const byPath = new Map<string, typeof model.root>();
    const index = (n: typeof model.root): void => {
      byPath.set(n.path, n);
      n.subcommands.forEach(index);
    };
    index(model.root);
    let declared = 0;
    for (const [p, cmd] of commands) {
      const node = byPath.get(p)!;
      for (const opt of cmd.options.filter((o) => o.argChoices?.length && !o.hidden)) {
        declared++;
        const kind = node.options.find((o) => o.flags.includes(opt.long!))?.value?.kind;
        const values = kind ? kinds.get(kind) : undefined;
        // A carrier-dependent list (e.g. --pack-size) narrows what was declared.
        if (values?.type !== 'per-carrier')
          expect(values, `${p} ${opt.long}`).toEqual(expect.objectContaining({ values: opt.argChoices }));
      }
      cmd.registeredArguments.forEach((arg, i) => {
        if (!arg.argChoices?.length) return;
        declared++;
        expect(kinds.get(node.args[i]!), `${p} <${arg.name()}>`).toEqual(
          expect.objectContaining({ values: arg.argChoices }),
        );
      });
    }
    expect(declared).toBeGreaterThan(0);
  });

  it('offer the values a flag’s definition declares: orders’ carriers, batch encodings, delivery states', () => {
    const model = completionModel(program);
    const kinds = new Map(model.kinds);
    const find = (n: typeof model.root, p: string): typeof model.root | undefined =>
      n.path === p ? n : n.subcommands.map((s) => find(s, p)).find(Boolean);
    const valuesOf = (p: string, flag: string) => {
      const kind = find(model.root, p)?.options.find((o) => o.flags.includes(flag))?.value?.kind;
      return kind ? kinds.get(kind) : undefined;
    };
    const listed = (values: readonly string[]) => expect.objectContaining({ values: [...values] });
    expect(valuesOf('orders create', '--carrier')).toEqual(listed(ORDER_CARRIERS));
    expect(valuesOf('orders ship', '--carrier')).toEqual(listed(ORDER_CARRIERS));
    expect(valuesOf('ship', '--carrier')).toEqual(listed(CARRIER_TYPES));
    expect(valuesOf('batch ship', '--encoding')).toEqual(listed(['utf8', 'sjis', 'utf16le', 'utf16be']));
    expect(valuesOf('batch ship', '--out-encoding')).toEqual(listed(['utf8', 'utf8-bom', 'sjis']));
    expect(valuesOf('sandbox webhooks deliveries', '--state')).toEqual(
      listed(['pending', 'delivered', 'failed', 'cancelled']),
    );
  });

  it('complete the catalog per carrier', () => {
    const { perCarrier } = completionModel(program);
    const of = (field: keyof typeof perCarrier, c: string) =>
      perCarrier[field].byCarrier.find(([k]) => k === c)?.[1];
    expect(of('packSizes', 'sagawa')).toEqual(['60', '80', '100', '140', '160']);
    expect(of('packSizes', 'yuupack')).toEqual(CARRIERS.yuupack.packSizes.map(String));
    for (const c of CARRIER_TYPES) {
      expect(of('services', c)).toEqual(CARRIERS[c].services.map((s) => s.code));
      expect(of('timeSlots', c)).toEqual([...CARRIERS[c].timeSlots]);
      expect(of('printSizes', c)).toEqual([...CARRIERS[c].printSizes]);
    }
    expect(scripts.bash).toContain('sagawa) _shipctl_r=(60 80 100 140 160) ;;');
  });

  it('need no node process except for profile names', () => {
    for (const shell of SHELLS) {
      const calls = scripts[shell].match(/shipctl __complete \w+/g) ?? [];
      expect(new Set(calls), shell).toEqual(new Set(['shipctl __complete profiles']));
    }
  });
});

describe('the value table (src/cli/completion/values.ts)', () => {
  const has = (rule: ValueRule, kind: 'option' | 'argument') =>
    commands.some(
      ([p, cmd]) =>
        (!rule.command || p === rule.command || p.startsWith(`${rule.command} `)) &&
        (kind === 'option'
          ? cmd.options.some((o) => o.long === rule.name)
          : cmd.registeredArguments.some((a) => a.name() === rule.name)),
    );

  it('names options and arguments that exist in the tree', () => {
    const dead = [
      ...[...CARRIER_OPTION_RULES, ...OPTION_RULES].filter((r) => !has(r, 'option')),
      ...ARGUMENT_RULES.filter((r) => !has(r, 'argument')),
    ].map((r) => `${r.command ?? '*'} ${r.name}`);
    expect(dead, 'rules for flags or arguments no command has: fix or remove them').toEqual([]);
  });
});

describe('shipctl __complete profiles', () => {
  let home: string;
  beforeEach(() => {
    home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-complete-'));
  });
  afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

  const complete = async () => {
    const io = fakeStreams();
    const code = await runCli(['__complete', 'profiles'], { env: { SHIPCTL_HOME: home }, streams: io });
    return { code, out: io.out(), err: io.err() };
  };

  it('prints the profiles of the config file, one a line', async () => {
    fs.mkdirSync(path.join(home, 'config'));
    fs.writeFileSync(
      path.join(home, 'config', 'config.json'),
      JSON.stringify({ profiles: { work: { base_url: 'https://api.shipandco.com' }, osaka: {} } }),
    );
    expect(await complete()).toEqual({ code: 0, out: 'default\nosaka\nwork\n', err: '' });
  });

  it('prints the default profile, and no error, when the config file is missing or broken', async () => {
    expect(await complete()).toEqual({ code: 0, out: 'default\n', err: '' });
    fs.mkdirSync(path.join(home, 'config'));
    fs.writeFileSync(path.join(home, 'config', 'config.json'), '{ not json');
    expect(await complete()).toEqual({ code: 0, out: 'default\n', err: '' });
  });

  it('is hidden from the help', async () => {
    const io = fakeStreams();
    await runCli(['--help'], { env: { SHIPCTL_HOME: home }, streams: io });
    expect(io.out()).toContain('completion');
    expect(io.out()).not.toContain('__complete');
  });
});

describe('shipctl completion', () => {
  it('says how to install the script for each shell, and edits nothing', async () => {
    const io = fakeStreams();
    expect(await runCli(['completion', '--help'], { env: {}, streams: io })).toBe(0);
    expect(io.out()).toContain(
      'shipctl completion bash > ~/.local/share/bash-completion/completions/shipctl',
    );
    expect(io.out()).toContain("echo 'source <(shipctl completion bash)' >> ~/.bashrc");
    expect(io.out()).toContain('shipctl completion zsh > ~/.zfunc/_shipctl');
    expect(io.out()).toContain('shipctl completion fish > ~/.config/fish/completions/shipctl.fish');
  });

  it('refuses an unknown shell with a usage error', async () => {
    const io = fakeStreams();
    expect(await runCli(['completion', 'powershell'], { env: {}, streams: io })).toBe(2);
    expect(io.err()).toMatch(/bash, zsh, fish|"bash", "zsh", "fish"/);
    expect(io.out()).toBe('');
  });
});
