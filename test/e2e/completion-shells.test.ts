// The committed completion scripts, driven by the real shells: bash through its
// completion function (COMP_WORDS/COMP_CWORD, as readline calls it), zsh through
// a real completion widget on a pseudo-terminal (zpty), fish through `complete -C`.
// Profile names come from the built CLI (a `shipctl` on PATH) and a temporary home.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { CARRIERS, CARRIER_TYPES, TRACKING_CARRIERS } from '../../src/domain/catalog.js';
import { BIN, REPO_ROOT } from '../helpers/cli.js';
import { itNeeds } from '../helpers/tools.js';

const COMPLETIONS = path.join(REPO_ROOT, 'completions');
/** A test that needs the shell `tool` (skipped saying why without it; a failure under CI). */
const withShell = (tool: string) => itNeeds([tool]);

let tmp: string;
let env: Record<string, string>;

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'shipctl-completion-'));
  // `shipctl` on PATH is the built CLI, for `shipctl __complete profiles`.
  const bin = path.join(tmp, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'shipctl'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(path.join(bin, 'shipctl'), 0o755);
  const home = path.join(tmp, 'home');
  mkdirSync(path.join(home, 'config'), { recursive: true });
  writeFileSync(
    path.join(home, 'config', 'config.json'),
    JSON.stringify({ current_profile: 'default', profiles: { default: {}, osaka: { carrier: 'sagawa' } } }),
    { mode: 0o600 },
  );
  env = {
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    HOME: home,
    SHIPCTL_HOME: home,
    NO_COLOR: '1',
    LANG: 'C.UTF-8',
    TERM: 'xterm',
  };
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): string[] {
  const res = spawnSync(cmd, args, { env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 20_000 });
  if (res.status !== 0)
    throw new Error(`${cmd} failed (${res.status ?? res.signal}): ${res.stderr}${res.error ?? ''}`);
  return res.stdout.split('\n').filter((l) => l !== '');
}

const numeric = (values: readonly (string | number)[]) => values.map(String);
const sagawaPackSizes = numeric(CARRIERS.sagawa.packSizes);

describe('bash', () => {
  const bashTest = withShell('bash');
  const script = path.join(COMPLETIONS, 'shipctl.bash');
  // Sets what readline sets, calls the function `complete -p` names, prints COMPREPLY.
  const driver = [
    'source "$1"; shift',
    'fn=$(complete -p shipctl | sed -E "s/.*-F ([^ ]+).*/\\1/")',
    'COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))',
    'COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}',
    '"$fn"',
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join('\n');
  /** Words as bash splits them (`--carrier=x` is three words: `=` is in COMP_WORDBREAKS). */
  const complete = (...words: string[]) =>
    run('bash', ['--norc', '--noprofile', '-c', driver, 'bash', script, ...words]);

  bashTest('registers a completion function for shipctl', () => {
    expect(run('bash', ['--norc', '--noprofile', '-c', `source "${script}"; complete -p shipctl`])).toEqual([
      'complete -F _shipctl shipctl',
    ]);
  });

  bashTest('completes commands, carriers and the pack sizes of the chosen carrier', () => {
    expect(complete('shipctl', 'sh').sort()).toEqual(['ship', 'shipments']);
    const carriers = complete('shipctl', 'ship', '--carrier', '');
    expect(carriers).toEqual(expect.arrayContaining(['sagawa', 'yamato']));
    expect(carriers.sort()).toEqual([...CARRIER_TYPES].sort());
    expect(complete('shipctl', 'ship', '--carrier', 'sagawa', '--pack-size', '')).toEqual(sagawaPackSizes);
  });

  bashTest('follows --opt=value, a service code and a carrier argument', () => {
    expect(complete('shipctl', 'ship', '--carrier', '=', 'sag')).toEqual(['sagawa']);
    expect(complete('shipctl', 'ship', '--carrier', '=', 'sagawa', '--pack-size', '=', '')).toEqual(
      sagawaPackSizes,
    );
    expect(complete('shipctl', 'ship', '--service', 'yamato_regular', '--time', '')).toEqual([
      ...CARRIERS.yamato.timeSlots,
    ]);
    expect(complete('shipctl', 'carriers', 'add', 'yuupack', '--print-size', '')).toEqual([
      ...CARRIERS.yuupack.printSizes,
    ]);
    expect(complete('shipctl', 'track', '')).toEqual([...TRACKING_CARRIERS]);
    expect(complete('shipctl', 'shipments', 'ls', '--state', '')).toEqual(['active', 'void', 'any']);
    expect(complete('shipctl', 'help', '')).toEqual(
      expect.arrayContaining(['ship', 'exit-codes', 'environment']),
    );
  });

  bashTest('offers pack sizes smallest first: bash is told not to sort them as text', () => {
    // readline sorts what it lists (100 140 160 60 80) unless the function asks with compopt.
    const asked = [
      'source "$1"; shift',
      'compopt() { printf "compopt %s\\n" "$*"; }',
      'COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))',
      '_shipctl',
      'printf "%s\\n" "${COMPREPLY[@]}"',
    ].join('\n');
    const out = run('bash', [
      '--norc',
      '--noprofile',
      '-c',
      asked,
      'bash',
      script,
      'shipctl',
      'ship',
      '--carrier',
      'sagawa',
      '--pack-size',
      '',
    ]);
    expect(out).toEqual(['compopt -o nosort', ...sagawaPackSizes]);
    expect(sagawaPackSizes).toEqual(['60', '80', '100', '140', '160']);
  });

  bashTest('asks the CLI for profile names, nothing else', () => {
    expect(complete('shipctl', '--profile', '')).toEqual(['default', 'osaka']);
  });
});

describe('zsh', () => {
  const zshTest = withShell('zsh');
  // Child shell setup: compinit with completions/ on fpath, TAB bound to complete-word, and
  // compadd wrapped so the matches the real compadd computes are written to a file.
  const setup = String.raw`
PS1='' PROMPT='' RPS1=''
fpath=($SHIPCTL_COMPLETIONS $fpath)
autoload -Uz compinit
compinit -u -D
zstyle ':completion:*' insert-tab false
bindkey '^I' complete-word
compadd() {
  local a
  for a in "$@"; do
    [[ $a == (-|--) ]] && break
    if [[ $a == -[OAD]* ]]; then builtin compadd "$@"; return; fi
  done
  local -a hits
  builtin compadd -A hits "$@"
  (( $#hits )) && print -rl -- $hits >> $SHIPCTL_CAPTURE
  return 0
}
_shipctl_test_done() { print -r -- done > $SHIPCTL_CAPTURE.done; }
comppostfuncs=(_shipctl_test_done)
`;
  // Types LINE and TAB into an interactive zsh on a pseudo-terminal, waits for the widget.
  const harness = String.raw`
zmodload zsh/zpty || exit 3
zpty z zsh -f -i
zpty -w z "source ${'$'}{(q)1}"
zpty -w -n z "$2"$'\t'
integer i
for (( i = 0; i < 300; i++ )); do
  while zpty -r -t z chunk 2>/dev/null; do :; done
  [[ -e $SHIPCTL_CAPTURE.done ]] && break
  sleep 0.05
done
zpty -d z
[[ -e $SHIPCTL_CAPTURE.done ]] || { print -u2 "no completion ran for: $2"; exit 2; }
[[ -e $SHIPCTL_CAPTURE ]] && cat $SHIPCTL_CAPTURE
exit 0
`;
  let n = 0;
  const complete = (line: string): string[] => {
    const dir = path.join(tmp, 'zsh');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'setup.zsh'), setup);
    writeFileSync(path.join(dir, 'harness.zsh'), harness);
    const capture = path.join(dir, `capture-${n++}`);
    const hits = run('zsh', ['-f', path.join(dir, 'harness.zsh'), path.join(dir, 'setup.zsh'), line], {
      SHIPCTL_COMPLETIONS: COMPLETIONS,
      SHIPCTL_CAPTURE: capture,
    });
    return [...new Set(hits)]; // _describe may add a match twice (listing and inserting)
  };

  zshTest('completes commands, options, carriers and the pack sizes of the chosen carrier', () => {
    expect(readFileSync(path.join(COMPLETIONS, '_shipctl'), 'utf8')).toMatch(/^#compdef shipctl\n/);
    expect(complete('shipctl sh').sort()).toEqual(['ship', 'shipments']);
    expect(complete('shipctl ship --ca').sort()).toEqual(['--carrier', '--carrier-id']);
    const carriers = complete('shipctl ship --carrier ');
    expect(carriers).toEqual(expect.arrayContaining(['sagawa', 'yamato']));
    expect(carriers.sort()).toEqual([...CARRIER_TYPES].sort());
    expect(complete('shipctl ship --carrier sagawa --pack-size ')).toEqual(sagawaPackSizes);
    expect(complete('shipctl ship --carrier=sagawa --service=')).toEqual(
      CARRIERS.sagawa.services.map((s) => s.code),
    );
  });

  zshTest('completes help topics and profile names', () => {
    expect(complete('shipctl help e').sort()).toEqual(['environment', 'exit-codes']);
    expect(complete('shipctl --profile ')).toEqual(['default', 'osaka']);
  });
});

describe('fish', () => {
  const fishTest = withShell('fish');
  const script = path.join(COMPLETIONS, 'shipctl.fish');
  const complete = (line: string): string[] =>
    run('fish', ['--no-config', '-c', 'source $argv[1]; complete -C $argv[2]', script, line]).map(
      (l) => l.split('\t')[0]!,
    );

  fishTest('completes commands, carriers and the pack sizes of the chosen carrier', () => {
    expect(complete('shipctl sh').sort()).toEqual(['ship', 'shipments']);
    const carriers = complete('shipctl ship --carrier ');
    expect(carriers).toEqual(expect.arrayContaining(['sagawa', 'yamato']));
    expect(carriers.sort()).toEqual([...CARRIER_TYPES].sort());
    expect(complete('shipctl ship --carrier sagawa --pack-size ')).toEqual(sagawaPackSizes);
    expect(complete('shipctl ship --carrier=sagawa --service=')).toEqual(
      CARRIERS.sagawa.services.map((s) => `--service=${s.code}`),
    );
  });

  fishTest('describes commands and options in Japanese under a Japanese locale, in English under C', () => {
    const described = (line: string, extra: Record<string, string>) =>
      run('fish', ['--no-config', '-c', 'source $argv[1]; complete -C $argv[2]', script, line], extra);
    expect(described('shipctl rates --to-z', { LANG: 'ja_JP.UTF-8' })).toEqual([
      '--to-zip\tお届け先の郵便番号（530-0001）',
    ]);
    expect(described('shipctl rat', { LANG: 'ja_JP.UTF-8' })).toEqual([
      'rates\t運送会社の運賃を安い順に比較',
    ]);
    expect(described('shipctl rat', { LANG: 'ja_JP.UTF-8', SHIPCTL_LANG: 'en' })).toEqual([
      'rates\tCompare rates across carriers, cheapest first',
    ]);
    expect(described('shipctl rat', {})).toEqual(['rates\tCompare rates across carriers, cheapest first']);
  });

  fishTest('completes help topics and profile names', () => {
    expect(complete('shipctl help e').sort()).toEqual(['environment', 'exit-codes']);
    expect(complete('shipctl --profile ')).toEqual(['default', 'osaka']);
  });
});
