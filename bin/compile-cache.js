'use strict';
// A V8 code cache for the built CLI (dist/*.cjs). Node 20 has no compile cache of its own
// (module.enableCompileCache came with Node 22), and compiling the chunks a command loads
// costs about a fifth of its run (bench/commands.mjs): each chunk is compiled through
// vm.Script with the bytes V8 produced for it last time, and a chunk compiled without them
// leaves its bytes for the next run. V8 checks the cache against the source and refuses a
// stale or damaged one, which is then written afresh.
//
// Where: beside dist (a checkout, a user's own install), else the user's cache directory
// (a system-wide install the user cannot write to) — never a directory shared between
// users, since code cache bytes are code.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Module = require('node:module');
const vm = require('node:vm');

function cacheDirFor(dist) {
  try {
    fs.accessSync(dist, fs.constants.W_OK);
    return path.join(dist, '.v8-cache');
  } catch {
    const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
    return path.join(base, 'shipctl', 'v8-cache');
  }
}

module.exports = function installCompileCache(distDir) {
  const dist = path.resolve(distDir) + path.sep;
  const dir = cacheDirFor(dist);
  const fresh = [];
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    if (!filename.startsWith(dist) || !filename.endsWith('.cjs'))
      return compile.call(this, content, filename);
    const cacheFile = path.join(dir, `${path.basename(filename)}.bin`);
    let cachedData;
    try {
      cachedData = fs.readFileSync(cacheFile);
    } catch {
      // not cached yet
    }
    // No import() callback: the build turns every import() into require() (rolldown.config.mjs).
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    if (cachedData === undefined || script.cachedDataRejected) fresh.push([script, cacheFile]);
    const wrapper = script.runInThisContext({ displayErrors: true });
    const require = Module.createRequire(filename);
    return wrapper.call(this.exports, this.exports, require, this, filename, path.dirname(filename));
  };
  // The chunks require each other as './name-hash.cjs', all in dist itself: such a request
  // names its file, and Node's search (stat, realpath, package scopes) would only find it again.
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if (
      request.startsWith('./') &&
      request.endsWith('.cjs') &&
      request.indexOf('/', 2) < 0 &&
      parent?.filename?.startsWith(dist)
    )
      return dist + request.slice(2);
    return resolve.call(this, request, parent, ...rest);
  };
  // At exit the scripts hold the functions this run compiled too: the next run starts warmer.
  process.once('exit', () => {
    if (fresh.length === 0) return;
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      for (const [script, file] of fresh) {
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, script.createCachedData());
        fs.renameSync(tmp, file);
      }
    } catch {
      // An unwritable cache only costs the next run its speed.
    }
  });
};
