// Lint rules, including the layer arrows of ARCHITECTURE.md:
//   cli, mcp → ops → batch, webhooks, config → api → contract → domain;  sandbox → contract, domain;
//   cli, sandbox → documents → contract, domain (fonts and the pages drawn from data);
//   the stores' SQLite (src/sqlite) is for cli, batch, webhooks and sandbox, and imports none of them.
// Each folder lists what it must not import; test/unit/layers.test.ts proves the rule fires.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import shipctl from './eslint-rules/shipctl.js';

const uiLibs = ['chalk', 'ora', 'cli-table3', '@inquirer/*', 'commander'];
const forbid = (layers, libs = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...layers.map((l) => ({
          group: [`**/${l}/*`, `**/${l}`],
          message: `This layer must not import src/${l} (see ARCHITECTURE.md, "Layers").`,
        })),
        ...(libs.length ? [{ group: libs, message: 'Only src/cli may import UI libraries.' }] : []),
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'completions/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/domain/**'],
    rules: forbid(['cli', 'batch', 'webhooks', 'config', 'api', 'contract', 'sandbox', 'sqlite'], uiLibs),
  },
  {
    files: ['src/contract/**'],
    rules: forbid(['cli', 'batch', 'webhooks', 'config', 'api', 'sandbox', 'sqlite'], uiLibs),
  },
  {
    files: ['src/api/**'],
    rules: forbid(['cli', 'batch', 'webhooks', 'config', 'sandbox', 'sqlite'], uiLibs),
  },
  {
    files: ['src/sqlite/**'],
    rules: forbid(['cli', 'batch', 'webhooks', 'config', 'api', 'contract', 'domain', 'sandbox'], uiLibs),
  },
  { files: ['src/config/**', 'src/batch/**', 'src/webhooks/**'], rules: forbid(['cli', 'sandbox'], uiLibs) },
  {
    // Documents drawn from data (fonts, delivery notes, handover lists): both the CLI and the
    // sandbox draw with them, so they hold no I/O of the service and no UI.
    files: ['src/documents/**'],
    rules: forbid(['cli', 'batch', 'webhooks', 'config', 'api', 'sandbox', 'sqlite'], uiLibs),
  },
  { files: ['src/sandbox/**'], rules: forbid(['cli', 'batch', 'webhooks', 'config', 'api'], uiLibs) },
  {
    // The operations: what the product does, with no UI. The CLI, the station, batch and MCP
    // are shells over them, never the other way round.
    files: ['src/ops/**'],
    rules: forbid(['cli', 'mcp', 'sandbox'], uiLibs),
  },
  {
    // src/cli reaches the sandbox through one facade (src/sandbox/control.ts), not its internals.
    files: ['src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+sandbox/(?!control\\.js$)',
              message: 'src/cli imports the sandbox through src/sandbox/control.ts only.',
            },
          ],
        },
      ],
    },
  },
  {
    // A flag is named through its definition, and an error's words come from the catalogs
    // (eslint-rules/shipctl.js; test/unit/lint-flags.test.ts proves both fire). The catalogs are
    // the words themselves: their prose may mention a flag.
    files: ['src/**/*.ts'],
    ignores: ['src/i18n/**'],
    plugins: { shipctl },
    rules: {
      'shipctl/no-flag-literal': 'error',
      'shipctl/no-literal-error-message': 'error',
      'shipctl/typed-handler': 'error',
    },
  },
  {
    // Every file may say why it turns a rule off; the plugin is known everywhere for that.
    files: ['src/**/*.ts'],
    plugins: { shipctl },
  },
  {
    files: ['bin/**'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { process: 'readonly', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['bin/**', 'bench/**', '*.js', '*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
