#!/usr/bin/env node
// CommonJS on purpose (bin/package.json): `shipctl --version`, and a bare `--help` printed
// into a pipe or a file, are answered here, before the CLI is loaded. The help text is the
// one the built CLI printed for that case at build time (dist/help.txt: 80 columns, no
// colour); at a terminal the width is the terminal's, so the CLI renders it. Everything
// else goes to the built entry: CommonJS chunks (no ESM loader to start), compiled with a V8
// code cache (compile-cache.js).
'use strict';
const fs = require('node:fs');
const argv = process.argv.slice(2);
const one = argv.length === 1 ? argv[0] : undefined;

function printHelpText() {
  if (process.env.FORCE_COLOR !== undefined || require('node:tty').isatty(1)) return false;
  let text;
  try {
    text = fs.readFileSync(`${__dirname}/../dist/help.txt`, 'utf8');
  } catch {
    return false;
  }
  try {
    fs.writeSync(1, text);
  } catch {
    // A reader that went away (`shipctl --help | head -1`): help is reproducible, nothing is lost.
  }
  return true;
}

if (one === '--version' || one === '-V') {
  process.stdout.write(fs.readFileSync(`${__dirname}/../dist/VERSION`, 'utf8'));
} else if ((argv.length === 0 || one === '--help' || one === '-h' || one === 'help') && printHelpText()) {
  // done
} else {
  require('./compile-cache.js')(`${__dirname}/../dist`, argv);
  require('../dist/main.cjs');
}
