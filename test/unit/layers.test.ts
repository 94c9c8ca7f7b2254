// The layer arrows of ARCHITECTURE.md are enforced by eslint (eslint.config.js). These
// tests lint probe sources placed (virtually) in each folder, so a rule that stops
// firing — a renamed folder, a loosened pattern — fails here.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer arrows (ARCHITECTURE.md "Layers")', () => {
  it.each([
    ['src/domain/probe.ts', "import { ApiClient } from '../api/client.js';"],
    ['src/domain/probe.ts', "import chalk from 'chalk';"],
    ['src/contract/probe.ts', "import { x } from '../config/index.js';"],
    ['src/api/probe.ts', "import { run } from '../cli/run.js';"],
    ['src/api/probe.ts', "import { build } from '../sandbox/app.js';"],
    ['src/config/probe.ts', "import { Command } from 'commander';"],
    ['src/batch/probe.ts', "import { run } from '../cli/run.js';"],
    ['src/sandbox/probe.ts', "import { ApiClient } from '../api/client.js';"],
    ['src/sandbox/probe.ts', "import { select } from '@inquirer/prompts';"],
    ['src/cli/commands/sandbox/probe.ts', "import { openDb } from '../../../sandbox/store/db.js';"],
    ['src/cli/probe.ts', "import { build } from '../sandbox/app.js';"],
    ['src/sqlite/probe.ts', "import { CARRIERS } from '../domain/catalog.js';"],
    ['src/domain/probe.ts', "import { sql } from '../sqlite/index.js';"],
  ])('%s may not: %s', async (file, source) => {
    expect(await importErrors(file, `${source}\nexport const probe = 1;\n`)).not.toEqual([]);
  });

  it.each([
    ['src/cli/probe.ts', "import { ApiClient } from '../api/client.js';"],
    ['src/cli/commands/sandbox/probe.ts', "import { parseFaultRule } from '../../../sandbox/control.js';"],
    ['src/cli/commands/probe.ts', "import * as sandbox from './sandbox/index.js';"],
    ['src/api/probe.ts', "import { ShipmentSchema } from '../contract/index.js';"],
    ['src/sandbox/probe.ts', "import { CARRIERS } from '../domain/catalog.js';"],
    ['src/batch/probe.ts', "import { ApiClient } from '../api/client.js';"],
    ['src/sandbox/probe.ts', "import { transaction } from '../sqlite/index.js';"],
    ['src/batch/probe.ts', "import { openDatabase } from '../sqlite/index.js';"],
  ])('%s may: %s', async (file, source) => {
    expect(await importErrors(file, `${source}\nexport const probe = 1;\n`)).toEqual([]);
  });
});
