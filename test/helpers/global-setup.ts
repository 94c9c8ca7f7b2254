// Builds dist/ once before the tests (the e2e tests run the built CLI), unless it
// is already newer than every source. A failed build does not stop unit tests: the
// error is handed to runCli(), which reports it in the tests that need the binary.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    shipctlBuildError: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function newestMtime(p: string): number {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((e) => newestMtime(path.join(p, e))));
}

function isFresh(): boolean {
  try {
    // The postal table is written after the chunks (rolldown.config.mjs): a build stopped before lacks it.
    statSync(path.join(root, 'dist', 'jp-postal.bin'));
    const built = statSync(path.join(root, 'dist', 'main.cjs')).mtimeMs;
    const sources = ['src', 'package.json', 'rolldown.config.mjs', 'scripts/gen-postal.mjs'].map((p) =>
      newestMtime(path.join(root, p)),
    );
    return Math.max(...sources) < built;
  } catch {
    return false;
  }
}

export default function setup(project: TestProject): void {
  if (process.env.SHIPCTL_SKIP_BUILD === '1' || isFresh()) {
    project.provide('shipctlBuildError', '');
    return;
  }
  const rolldownPkg = createRequire(import.meta.url).resolve('rolldown/package.json');
  const cli = path.join(path.dirname(rolldownPkg), 'bin', 'cli.mjs');
  const res = spawnSync(process.execPath, [cli, '-c', 'rolldown.config.mjs'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
  });
  const failed = res.status !== 0;
  project.provide(
    'shipctlBuildError',
    failed ? `${res.stdout}\n${res.stderr}`.trim() || String(res.error) : '',
  );
}
