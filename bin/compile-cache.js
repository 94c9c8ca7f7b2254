'use strict';
// A V8 code cache for the built CLI (dist/*.cjs). Node 20 has no compile cache of its own
// (module.enableCompileCache came with Node 22), and compiling the chunks a command loads
// costs about a fifth of its run (bench/commands.mjs): each chunk is compiled through
// vm.Script with the bytes V8 produced for it last time, and a chunk compiled without them
// leaves its bytes for the next run. V8 checks the cache against the source and refuses a
// stale or damaged one, which is then written afresh.
//
// A cache holds what the run that wrote it compiled: written by `carriers catalog` alone, the
// domain chunk's cache lacks every function `rates` calls, which each `rates` would then
// compile again. So the cache of a chunk is written again, once, by the first run of each
// other command that loads it (trained.json lists which commands each chunk's cache holds):
// after a few runs every command starts with what it needs compiled.
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

/** Global options whose value is the next word (src/cli/program.ts, VALUE_OPTIONS). */
const VALUE_OPTIONS = new Set(['--profile', '--base-url']);

/**
 * The command a run is: its leading lowercase words (`shipments list`, `rates`), at most two,
 * options and their values skipped (`--json rates` is `rates`); '' for none (help, the daemon).
 */
function commandOf(argv) {
  const words = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const a = argv[i];
    if (a.startsWith('-')) {
      if (VALUE_OPTIONS.has(a)) i++;
      continue;
    }
    if (!/^[a-z][a-z-]*$/.test(a)) break;
    words.push(a);
  }
  return words.join(' ');
}

/** A cache is not written again past this many commands: the rest is theirs to compile. */
const MAX_TRAINED = 48;

module.exports = function installCompileCache(distDir, argv = []) {
  const dist = path.resolve(distDir) + path.sep;
  const dir = cacheDirFor(dist);
  const command = commandOf(argv);
  const trainedFile = path.join(dir, 'trained.json');
  let trained;
  const trainedFor = (chunk) => {
    if (trained === undefined) {
      try {
        const read = JSON.parse(fs.readFileSync(trainedFile, 'utf8'));
        trained = read && typeof read === 'object' && !Array.isArray(read) ? read : {};
      } catch {
        trained = {};
      }
    }
    return Array.isArray(trained[chunk]) ? trained[chunk] : [];
  };
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
    const chunk = path.basename(filename);
    if (cachedData === undefined || script.cachedDataRejected) fresh.push([script, cacheFile, chunk, []]);
    else {
      const has = trainedFor(chunk);
      if (command && !has.includes(command) && has.length < MAX_TRAINED)
        fresh.push([script, cacheFile, chunk, has]);
    }
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
      trainedFor('');
      // A cache written afresh holds this command only; one written again, the ones before too.
      for (const [script, file, chunk, before] of fresh) {
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, script.createCachedData());
        fs.renameSync(tmp, file);
        trained[chunk] = [...before, command];
      }
      const tmp = `${trainedFile}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(trained));
      fs.renameSync(tmp, trainedFile);
    } catch {
      // An unwritable cache only costs the next run its speed.
    }
  });
};
