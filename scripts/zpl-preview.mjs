#!/usr/bin/env node
// A ZPL label as the printer would print it, without a printer: each ^XA … ^XZ
// format of FILE rendered to a PNG by zpl-renderer-js (the Zebrash renderer, a
// devDependency), at 203 dpi. For looking at a saved .zpl label (shipctl
// shipments label ID) before it goes to a thermal printer.
// Usage: node scripts/zpl-preview.mjs FILE.zpl [OUT_PREFIX] [--size 4x6|4x8]
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';

const args = process.argv.slice(2);
const sizeAt = args.indexOf('--size');
const size = sizeAt >= 0 ? args.splice(sizeAt, 2)[1] : '4x6';
const [file, prefix = file?.replace(/\.zpl$/i, '')] = args;
const inches = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(size ?? '');
if (!file || !inches) {
  process.stderr.write('usage: node scripts/zpl-preview.mjs FILE.zpl [OUT_PREFIX] [--size 4x6|4x8]\n');
  process.exit(2);
}
const { ready } = createRequire(import.meta.url)('zpl-renderer-js');
const { api } = await ready;
const pages = await api.zplToBase64MultipleAsync(
  readFileSync(file, 'utf8'),
  Number(inches[1]) * 25.4,
  Number(inches[2]) * 25.4,
  8,
);
pages.forEach((png, i) => {
  const out = `${prefix}-${i + 1}.png`;
  writeFileSync(out, Buffer.from(png, 'base64'));
  process.stdout.write(`${out}\n`);
});
