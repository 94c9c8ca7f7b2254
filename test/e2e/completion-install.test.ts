// The install lines `shipctl completion --help` and the README give, run as written in a
// fresh home by a user without root: afterwards a new shell completes
// `shipctl station --pr<Tab>` to its flags. bash with and without the bash-completion
// package, zsh through compinit and fish.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { INSTALL } from '../../src/cli/completion/shell.js';
import { BIN } from '../helpers/cli.js';
import { itNeeds } from '../helpers/tools.js';

// Its three flags, and the global --profile.
const WANTED = ['--preset', '--print', '--printer', '--profile'];
let root: string;
let env: Record<string, string>;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shipctl-install-'));
  const bin = path.join(root, 'bin');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'shipctl'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(path.join(bin, 'shipctl'), 0o755);
  const home = path.join(root, 'home');
  mkdirSync(home);
  // A fresh home: no ~/.local, no ~/.config, no shell rc files.
  env = {
    PATH: `${bin}${path.delimiter}/usr/bin${path.delimiter}/bin`,
    HOME: home,
    SHIPCTL_HOME: path.join(home, '.shipctl'),
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    NO_COLOR: '1',
  };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function sh(shell: string, args: string[]): string {
  const res = spawnSync(shell, args, { env, cwd: env.HOME, encoding: 'utf8', timeout: 30_000 });
  if (res.status !== 0) throw new Error(`${shell} ${args.join(' ')}: exit ${res.status}\n${res.stderr}`);
  return res.stdout;
}
/** The install lines of a shell, run one by one as a user types them (comments skipped). */
const install = (shell: string, lines: readonly string[]) => {
  for (const line of lines.filter((l) => !l.startsWith('#'))) sh(shell, ['-c', line]);
};
const words = (out: string) => out.split('\n').filter(Boolean).sort();

/** What bash's readline does on Tab: the function `complete -p` names, with COMP_* set. */
const BASH_TAB = [
  'fn=$(complete -p shipctl 2>/dev/null | sed -E "s/.*-F ([^ ]+).*/\\1/")',
  '[ -n "$fn" ] || { echo "no completion for shipctl" >&2; exit 1; }',
  'COMP_WORDS=(shipctl station --pr); COMP_CWORD=2; COMP_LINE="shipctl station --pr"; COMP_POINT=${#COMP_LINE}',
  '"$fn" shipctl --pr station; printf "%s\\n" "${COMPREPLY[@]}"',
].join('\n');

describe('the documented install lines, in a fresh home', () => {
  itNeeds(['bash'])('bash without bash-completion: ~/.bashrc sources the script', () => {
    install('bash', INSTALL.bash.slice(INSTALL.bash.indexOf('# bash without it:')));
    // An interactive shell reading ~/.bashrc alone (not the system's, which may load bash-completion).
    const rc = path.join(env.HOME!, '.bashrc');
    expect(words(sh('bash', ['--rcfile', rc, '-i', '-c', BASH_TAB]))).toEqual(WANTED);
  });

  itNeeds(['bash', 'bash-completion'])(
    'bash with bash-completion: the script in ~/.local/share is loaded on the first Tab',
    () => {
      install('bash', INSTALL.bash.slice(0, INSTALL.bash.indexOf('# bash without it:')));
      const loadOnTab = [
        '. /usr/share/bash-completion/bash_completion',
        // bash-completion loads a command's completion when Tab is first pressed after it.
        '__load_completion shipctl 2>/dev/null || _completion_loader shipctl',
        BASH_TAB,
      ].join('\n');
      expect(words(sh('bash', ['--norc', '--noprofile', '-c', loadOnTab]))).toEqual(WANTED);
    },
  );

  itNeeds(['zsh'])('zsh: ~/.zfunc on fpath, compinit finds _shipctl', () => {
    install('zsh', INSTALL.zsh);
    // compinit (from ~/.zshrc) binds the command to the function found on fpath.
    const out = sh('zsh', ['-i', '-c', 'print -r -- ${_comps[shipctl]}; whence -w _shipctl']);
    expect(out).toMatch(/^_shipctl\n_shipctl: function$/m);
  });

  itNeeds(['fish'])('fish: ~/.config/fish/completions', () => {
    install('fish', INSTALL.fish);
    const out = sh('fish', ['-c', 'complete -C "shipctl station --pr"']);
    expect(words(out.replace(/\t.*$/gm, ''))).toEqual(WANTED);
  });
});
