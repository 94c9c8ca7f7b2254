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
// compile again; written by every command, it makes each deserialize what the others use.
// So each command keeps its own cache of a chunk (`<chunk>.<command>.bin`), written by its
// first run, which starts from the chunk's first cache (`<chunk>.bin`). At most MAX_COMMANDS
// commands keep caches: a new one replaces the command whose caches were written longest
// ago (under a megabyte a command: about 20 MB at most).
//
// Where: beside dist (a checkout, a user's own install), else the user's cache directory
// (a system-wide install the user cannot write to) — never a directory shared between
// users, since code cache bytes are code — in a directory of the build's own (dist/BUILD):
// V8 checks a cache against its source's length only, so a chunk of another build with the
// same name and length (main.cjs, whose chunk names are hashes of one length) would run that
// build's code. A process of an older build that writes at its exit writes beside, not over.
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

/** How many commands keep caches of their own at once. */
const MAX_COMMANDS = 24;

/** The build's id (dist/BUILD, written by rolldown.config.mjs), made safe as a directory name. */
function buildOf(dist) {
  try {
    return (
      fs
        .readFileSync(path.join(dist, 'BUILD'), 'utf8')
        .trim()
        .replace(/[^\w.+-]/g, '_') || 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

module.exports = function installCompileCache(distDir, argv = []) {
  const dist = path.resolve(distDir) + path.sep;
  const dir = path.join(cacheDirFor(dist), buildOf(dist));
  const command = commandOf(argv).replace(/ /g, '_');
  const fresh = [];
  const read = (file) => {
    try {
      return fs.readFileSync(file);
    } catch {
      return undefined;
    }
  };
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    if (!filename.startsWith(dist) || !filename.endsWith('.cjs'))
      return compile.call(this, content, filename);
    const chunk = path.basename(filename);
    const first = path.join(dir, `${chunk}.bin`);
    const own = command ? path.join(dir, `${chunk}.${command}.bin`) : first;
    let cachedData = read(own);
    const ownRead = cachedData !== undefined;
    if (!ownRead && own !== first) cachedData = read(first);
    // No import() callback: the build turns every import() into require() (rolldown.config.mjs).
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    const usable = cachedData !== undefined && !script.cachedDataRejected;
    // What to write at exit: this command's own cache when it had none that V8 took; the
    // chunk's first cache when that was missing or refused (and not passed over for an own one).
    const writeOwn = own !== first && !(ownRead && usable);
    const writeFirst = !usable && !ownRead;
    if (writeOwn || writeFirst)
      fresh.push({ script, own: writeOwn ? own : undefined, first: writeFirst ? first : undefined });
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
      if (!fs.existsSync(dir)) {
        fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
        // A new build: the caches of builds nobody has written for a month go.
        const base = path.dirname(dir);
        const monthAgo = Date.now() - 30 * 24 * 3600 * 1000;
        for (const other of fs.readdirSync(base)) {
          const at = path.join(base, other);
          if (at !== dir && fs.statSync(at).mtimeMs < monthAgo)
            fs.rmSync(at, { recursive: true, force: true });
        }
      }
      const write = (file, bytes) => {
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, bytes);
        fs.renameSync(tmp, file);
      };
      // Room for this command's caches: it has some already, or fewer than MAX_COMMANDS do, or
      // the command whose caches were written longest ago gives up its place.
      let roomMade = false;
      const makeRoom = () => {
        if (roomMade) return;
        roomMade = true;
        const owners = new Map();
        for (const f of fs.readdirSync(dir)) {
          const owner = /\.cjs\.([a-z_-]+)\.bin$/.exec(f)?.[1];
          if (owner) owners.set(owner, [...(owners.get(owner) ?? []), f]);
        }
        if (owners.has(command) || owners.size < MAX_COMMANDS) return;
        const writtenAt = (f) => {
          try {
            return fs.statSync(path.join(dir, f)).mtimeMs;
          } catch {
            return 0;
          }
        };
        const [oldest] = [...owners.values()]
          .map((files) => ({ files, at: Math.max(...files.map(writtenAt)) }))
          .sort((x, y) => x.at - y.at);
        for (const f of oldest.files) fs.rmSync(path.join(dir, f), { force: true });
      };
      for (const { script, own, first } of fresh) {
        if (own !== undefined) makeRoom();
        const bytes = script.createCachedData();
        if (first !== undefined) write(first, bytes);
        if (own !== undefined) write(own, bytes);
      }
    } catch {
      // An unwritable cache only costs the next run its speed.
    }
  });
};
