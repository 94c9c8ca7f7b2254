// completions/ is generated from the command tree; it must be regenerated whenever a
// command, option or choice changes. This regenerates it from the built CLI into a
// temporary directory and compares, and checks `shipctl completion <shell>` prints
// the very same bytes. Under CI the comparison is with the files of the last commit:
// `npm test` builds first, and the build has just rewritten the working copies.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

const FILES = { bash: 'shipctl.bash', zsh: '_shipctl', fish: 'shipctl.fish' } as const;
const working = (file: string) => readFileSync(path.join(REPO_ROOT, 'completions', file), 'utf8');
function committed(file: string): string {
  if (!process.env.CI) return working(file);
  const git = spawnSync('git', ['show', `HEAD:completions/${file}`], { cwd: REPO_ROOT, encoding: 'utf8' });
  return git.status === 0 ? git.stdout : working(file); // no git (e.g. a tarball): the files as they are
}
const out = mkdtempSync(path.join(tmpdir(), 'shipctl-completions-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('completions/', () => {
  it('is what the command tree generates (else: run `npm run completions`)', async () => {
    await runCli(['--version']); // fails with the build error, if the build failed
    const res = spawnSync(process.execPath, ['scripts/gen-completions.mjs', '--out', out], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status, res.stderr).toBe(0);
    const stale = Object.values(FILES).filter(
      (file) => readFileSync(path.join(out, file), 'utf8') !== committed(file),
    );
    expect(
      stale,
      `completions/ is stale: run \`npm run completions\` (after \`npm run build\`) and commit ${stale.join(', ')}`,
    ).toEqual([]);
  });

  it.each(Object.entries(FILES))(
    '`shipctl completion %s` prints completions/%s byte for byte',
    async (shell, file) => {
      const res = await runCli(['completion', shell]);
      expect(res.code, res.stderr).toBe(0);
      expect(
        res.stdout === working(file),
        `differs from completions/${file}: run \`npm run completions\``,
      ).toBe(true);
    },
  );
});
