#!/usr/bin/env node
// CommonJS on purpose (bin/package.json): `shipctl --version` is answered here,
// before Node starts its ESM loader, which alone costs about a third of a bare
// `node -e 0`. Everything else goes to the built ESM entry.
'use strict';
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  process.stdout.write(require('node:fs').readFileSync(`${__dirname}/../dist/VERSION`, 'utf8'));
} else {
  import('../dist/main.js');
}
