#!/usr/bin/env node
// What a production install of shipctl puts on disk (issue 14: at most 100 MB):
// node_modules of `npm ci --omit=dev`, per top-level package, and the total
// against the goal.
//
//   node bench/install-size.mjs            installs the production tree in a temporary
//                                          directory (this checkout's package.json and
//                                          package-lock.json) and measures it
//   node bench/install-size.mjs DIR        measures DIR/node_modules as it is (DIR must
//                                          hold a production install: a dev install
//                                          measures the dev tree)
//   --check                                exits 1 when the total is over the goal
//   --json                                 one JSON object on stdout instead of the table
//
// The temporary install is `npm ci --omit=dev --ignore-scripts`, then `npm rebuild`
// of the packages whose lockfile entry has an install script, if any (none since the
// stores use Node's own node:sqlite; one added later is measured as installed, built).
// Scripts are skipped at first because the root's own `prepare` (rolldown) is a dev
// tool that an --omit=dev tree lacks.
// Sizes are disk usage as `du` counts it (allocated blocks, each hard-linked file
// once), in MB of 1024 × 1024 bytes.
//
// The goal is judged on node_modules, as issue 14 measured it (169 MB before). A
// last line adds shipctl's own files as `npm pack` would publish them (dist/, the
// fonts in assets/, completions/), when dist/ is built: since issue 14 the fonts
// (4.5 MB) are there rather than in node_modules.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GOAL_MB = 100;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const json = args.includes('--json');
const dirArg = args.find((a) => !a.startsWith('--'));
const MB = 1024 * 1024;

function run(cmd, argv, cwd) {
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error(`${cmd} ${argv.join(' ')} failed (exit ${r.status}) in ${cwd}`);
  }
  return r.stdout;
}

/** Disk usage of a tree in bytes, like du: allocated blocks, each inode once. */
function diskUsage(p, seen) {
  const st = lstatSync(p, { bigint: false });
  const key = `${st.dev}:${st.ino}`;
  if (seen.has(key)) return 0;
  seen.add(key);
  let total = st.blocks * 512;
  if (st.isDirectory()) for (const e of readdirSync(p)) total += diskUsage(path.join(p, e), seen);
  return total;
}

/** Top-level packages of node_modules (scoped ones as @scope/name), each with its size. */
function packages(nodeModules) {
  const seen = new Set();
  const out = [];
  let other = diskUsage(nodeModules, new Set()); // the whole tree; packages are subtracted below
  for (const e of readdirSync(nodeModules)) {
    const dirs = e.startsWith('@')
      ? readdirSync(path.join(nodeModules, e)).map((n) => `${e}/${n}`)
      : e.startsWith('.')
        ? []
        : [e];
    for (const name of dirs) {
      const bytes = diskUsage(path.join(nodeModules, name), seen);
      out.push({ name, bytes });
      other -= bytes;
    }
  }
  out.sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
  return { packages: out, other };
}

function installTemp() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-install-size-'));
  for (const f of ['package.json', 'package-lock.json']) copyFileSync(path.join(ROOT, f), path.join(dir, f));
  process.stderr.write(`npm ci --omit=dev --ignore-scripts in ${dir}\n`);
  run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const scripted = Object.entries(lock.packages ?? {})
    .filter(([p, meta]) => p.startsWith('node_modules/') && meta.hasInstallScript && !meta.dev)
    .map(([p]) => p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .filter((name) => existsSync(path.join(dir, 'node_modules', name)));
  if (scripted.length > 0) {
    process.stderr.write(`npm rebuild ${scripted.join(' ')}\n`);
    run('npm', ['rebuild', ...scripted, '--ignore-scripts=false'], dir);
  }
  return dir;
}

/** Unpacked size of this checkout's own package as `npm pack` lists it, or undefined without a build. */
function ownPackage() {
  if (!existsSync(path.join(ROOT, 'dist'))) return undefined;
  const out = run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], ROOT);
  return JSON.parse(out)[0].unpackedSize;
}

const temp = dirArg ? undefined : installTemp();
try {
  const base = path.resolve(dirArg ?? temp);
  const nodeModules = path.join(base, 'node_modules');
  if (!existsSync(nodeModules)) throw new Error(`${nodeModules} does not exist`);
  // Direct dependencies as the measured tree's package.json lists them (else this checkout's).
  const pkgFile = existsSync(path.join(base, 'package.json'))
    ? path.join(base, 'package.json')
    : path.join(ROOT, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const direct = new Set(Object.keys(pkg.dependencies ?? {}));
  const { packages: list, other } = packages(nodeModules);
  const total = list.reduce((a, p) => a + p.bytes, other);
  const result = {
    measured: dirArg ? nodeModules : 'npm ci --omit=dev (temporary)',
    totalMB: +(total / MB).toFixed(1),
    goalMB: GOAL_MB,
    withinGoal: total <= GOAL_MB * MB,
    packages: list.map((p) => ({ name: p.name, MB: +(p.bytes / MB).toFixed(2), direct: direct.has(p.name) })),
  };
  const own = ownPackage();
  if (own) {
    result.ownPackageMB = +(own / MB).toFixed(1);
    result.withOwnPackageMB = +((total + own) / MB).toFixed(1);
  }
  if (json) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else {
    const lines = [`production install: ${result.measured}`];
    let rest = 0;
    let restCount = 0;
    for (const p of list) {
      if (p.bytes >= 0.5 * MB || direct.has(p.name))
        lines.push(
          `${(p.bytes / MB).toFixed(1).padStart(7)} MB  ${p.name}${direct.has(p.name) ? '' : '  (transitive)'}`,
        );
      else {
        rest += p.bytes;
        restCount++;
      }
    }
    lines.push(`${((rest + other) / MB).toFixed(1).padStart(7)} MB  ${restCount} smaller packages and .bin`);
    lines.push(
      `${(total / MB).toFixed(1).padStart(7)} MB  total, goal ≤ ${GOAL_MB} MB: ${result.withinGoal ? 'within' : 'OVER'}`,
    );
    lines.push(
      own === undefined
        ? 'shipctl itself: dist/ is not built (npm run build), not counted'
        : `${(own / MB).toFixed(1).padStart(7)} MB  shipctl itself (npm pack, unpacked: dist, assets, completions, bin); with node_modules ${((total + own) / MB).toFixed(1)} MB`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  if (check && !result.withinGoal) process.exitCode = 1;
} finally {
  if (temp) rmSync(temp, { recursive: true, force: true });
}
