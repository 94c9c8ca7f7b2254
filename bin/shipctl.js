#!/usr/bin/env node
// CommonJS (bin/package.json), like the built CLI it loads (dist/main.cjs): no ESM loader to
// start. Node's own compile cache keeps the bytecode of the chunks a command loads, in the
// user's cache directory: never inside the install (which may be shared, or read-only, or
// rebuilt while a shipctl runs) and never in a directory other users can write, since cached
// bytecode is code. NODE_COMPILE_CACHE, when set, is Node's to honour and wins.
'use strict';
// Before anything that needs a newer Node (node:sqlite, enableCompileCache): an older one gets
// one line naming the version found and the one needed, and exit 1, never a stack trace.
{
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 13)) {
    const ja = /^ja/i.test(process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '');
    process.stderr.write(
      ja
        ? `shipctl: Node.js ${process.versions.node} では動きません。Node.js 22.13 以上が必要です\n`
        : `shipctl: Node.js ${process.versions.node} is too old: shipctl needs Node.js 22.13 or newer\n`,
    );
    process.exit(1);
  }
}
const path = require('node:path');
const os = require('node:os');
const { enableCompileCache } = require('node:module');

function userCacheDir() {
  if (process.platform === 'win32' && process.env.LOCALAPPDATA)
    return path.join(process.env.LOCALAPPDATA, 'shipctl', 'Cache');
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library', 'Caches', 'shipctl');
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'shipctl');
}

if (!process.env.NODE_COMPILE_CACHE) {
  try {
    enableCompileCache(path.join(userCacheDir(), 'compile-cache'));
  } catch {
    // No cache (no home, a read-only one): the CLI runs the same, compiling as it goes.
  }
}
require('../dist/main.cjs');
