#!/usr/bin/env node
// CommonJS (bin/package.json), like the built CLI it loads (dist/main.cjs): no ESM loader to
// start. Node's own compile cache keeps the bytecode of the chunks a command loads, in the
// user's cache directory: never inside the install (which may be shared, or read-only, or
// rebuilt while a shipctl runs) and never where another user could have put or could replace
// an entry, since cached bytecode is code that runs as you. So every directory on the way from
// the cache up to the home directory (or the root) that exists must be owned by you or root and
// writable by no group or other user; else there is no cache (the CLI compiles as it goes) and
// `--debug` says which directory was why. NODE_COMPILE_CACHE, when set, is Node's to honour.
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
const fs = require('node:fs');
const { enableCompileCache } = require('node:module');

function userCacheDir() {
  if (process.platform === 'win32' && process.env.LOCALAPPDATA)
    return path.join(process.env.LOCALAPPDATA, 'shipctl', 'Cache');
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library', 'Caches', 'shipctl');
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'shipctl');
}

/** The first directory from `dir` up that another user could write into; undefined when none. */
function unsafeDirOnPath(dir) {
  if (typeof process.getuid !== 'function') return undefined; // Windows: ACLs, not modes
  const uid = process.getuid();
  const home = path.resolve(os.homedir());
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    let st;
    try {
      st = fs.lstatSync(at);
      if (st.isSymbolicLink() && st.uid !== uid && st.uid !== 0) return { dir: at, why: 'owner' };
      if (st.isSymbolicLink()) st = fs.statSync(at);
    } catch {
      st = undefined; // not made yet: Node makes it, as ours
    }
    if (st && st.uid !== uid && st.uid !== 0) return { dir: at, why: 'owner' };
    if (st && (st.mode & 0o022) !== 0) return { dir: at, why: 'writable' };
    if (at === home || at === path.dirname(at)) return undefined;
  }
}

if (!process.env.NODE_COMPILE_CACHE) {
  try {
    const dir = path.join(userCacheDir(), 'compile-cache');
    const unsafe = unsafeDirOnPath(dir);
    // The CLI says it under --debug, in the reader's language (src/cli/run.ts).
    if (unsafe) globalThis[Symbol.for('shipctl.compileCacheSkipped')] = unsafe;
    else enableCompileCache(dir);
  } catch {
    // No cache (no home, a read-only one): the CLI runs the same, compiling as it goes.
  }
}
require('../dist/main.cjs');
