#!/usr/bin/env node
// CommonJS (bin/package.json), like the built CLI it loads (dist/main.cjs): no ESM loader to
// start. Node's own compile cache keeps the bytecode of the chunks a command loads, in the
// user's cache directory: never inside the install (which may be shared, or read-only, or
// rebuilt while a shipctl runs) and never in a directory other users can write, since cached
// bytecode is code. NODE_COMPILE_CACHE, when set, is Node's to honour and wins.
'use strict';
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
