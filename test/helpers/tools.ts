// Tests that need a program besides node (shells, poppler, zbar, openssl). Without the
// program such a test is skipped with the reason and the install command in its title —
// never an `if` around an assertion that passes while checking nothing. Under CI (the
// `CI` variable set, as .ci/run runs) a missing program is a failure instead: CI
// installs them all, so a skip there means the run checked less than it says.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';

/** The Debian package that brings each program (what .ci/run installs). */
export const PACKAGE: Readonly<Record<string, string>> = {
  zsh: 'zsh',
  fish: 'fish',
  pdftoppm: 'poppler-utils',
  pdftotext: 'poppler-utils',
  zbarimg: 'zbar-tools',
  openssl: 'openssl',
  iconv: 'libc-bin',
  bash: 'bash',
  python3: 'python3',
  'bash-completion': 'bash-completion',
};

/** "Tools" that are a file a package installs, not a program on PATH. */
const FILES: Readonly<Record<string, string>> = {
  'bash-completion': '/usr/share/bash-completion/bash_completion',
};

const found = new Map<string, boolean>();

export function hasTool(tool: string): boolean {
  let ok = found.get(tool);
  if (ok === undefined) {
    const file = FILES[tool];
    ok = file ? existsSync(file) : spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
    found.set(tool, ok);
  }
  return ok;
}

const inCi = (): boolean => {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
};

/** The programs of `tools` that are not installed. */
export const missingTools = (tools: readonly string[]): string[] => tools.filter((t) => !hasTool(t));

function reason(missing: readonly string[]): string {
  const pkgs = [...new Set(missing.map((t) => PACKAGE[t] ?? t))];
  return `${missing.join(', ')} not installed; apt-get install -y ${pkgs.join(' ')}`;
}

type TestFn = () => unknown;

/**
 * `it` for a test that needs `tools`: runs when they are installed; otherwise skipped with
 * "[SKIPPED: … not installed; apt-get install …]" in its title, or failed when CI is set.
 */
export function itNeeds(tools: readonly string[]) {
  return (name: string, fn: TestFn, timeout?: number): void => {
    const missing = missingTools(tools);
    if (missing.length === 0) return void it(name, fn, timeout);
    if (inCi()) {
      return void it(`${name} [needs ${missing.join(', ')}]`, () => {
        throw new Error(`CI must run this test, but ${reason(missing)} (.ci/run installs it)`);
      });
    }
    it.skip(`${name} [SKIPPED: ${reason(missing)}]`, fn);
  };
}

/** `describe` for a group of tests that all need `tools`, by the same rule as `itNeeds`. */
export function describeNeeds(tools: readonly string[]) {
  return (name: string, body: () => void): void => {
    const missing = missingTools(tools);
    if (missing.length === 0) return void describe(name, body);
    if (inCi()) {
      return void describe(`${name} [needs ${missing.join(', ')}]`, () => {
        it('has the programs it needs', () => {
          throw new Error(`CI must run these tests, but ${reason(missing)} (.ci/run installs it)`);
        });
      });
    }
    describe.skip(`${name} [SKIPPED: ${reason(missing)}]`, body);
  };
}
