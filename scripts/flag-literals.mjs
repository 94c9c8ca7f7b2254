// Counts what the lint rules of eslint-rules/shipctl.js find in src/ at a git revision, over every
// file (the TODO(lead) skip list of eslint.config.js included; the catalogs, src/i18n, left out as
// the config leaves them): hand-named '--x' flags, literal error messages, untyped handlers.
// Usage: node scripts/flag-literals.mjs [REV] [--files]   (REV defaults to HEAD)
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { execFileSync } from 'node:child_process';
import process from 'node:process';
import shipctl from '../eslint-rules/shipctl.js';

const args = process.argv.slice(2);
const rev = args.find((a) => !a.startsWith('--')) ?? 'HEAD';
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { shipctl },
      rules: Object.fromEntries(Object.keys(shipctl.rules).map((rule) => [`shipctl/${rule}`, 'error'])),
    },
  ],
});
const git = (...words) => execFileSync('git', words, { encoding: 'utf8', maxBuffer: 1 << 26 });
const files = git('ls-tree', '-r', '--name-only', rev, 'src')
  .split('\n')
  .filter((file) => file.endsWith('.ts') && !file.startsWith('src/i18n/'));
const byRule = {};
const byFile = {};
for (const file of files) {
  const [result] = await eslint.lintText(git('show', `${rev}:${file}`), { filePath: file });
  for (const message of result?.messages ?? []) {
    if (!message.ruleId?.startsWith('shipctl/')) continue;
    byRule[message.ruleId] = (byRule[message.ruleId] ?? 0) + 1;
    byFile[file] = (byFile[file] ?? 0) + 1;
  }
}
process.stdout.write(`${JSON.stringify({ rev, byRule }, null, 2)}\n`);
if (args.includes('--files')) process.stdout.write(`${JSON.stringify(byFile, null, 2)}\n`);
