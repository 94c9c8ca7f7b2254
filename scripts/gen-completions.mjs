// Writes completions/{shipctl.bash,_shipctl,shipctl.fish} from the BUILT CLI, so run
// it after the build (`npm run build` does). The scripts come from the same function as
// `shipctl completion <shell>` prints, over the full command tree; one process makes
// all three (`shipctl __complete scripts`). `--out DIR` writes elsewhere: the
// freshness test compares such a copy with the committed files.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const FILES = { bash: 'shipctl.bash', zsh: '_shipctl', fish: 'shipctl.fish' };

const args = process.argv.slice(2);
const outFlag = args.indexOf('--out');
const out =
  outFlag >= 0 && args[outFlag + 1] ? path.resolve(args[outFlag + 1]) : path.join(root, 'completions');

// Nothing of the user's own shipctl setup may leak into a generated file.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SHIPCTL_')));
const { stdout } = await promisify(execFile)(
  process.execPath,
  [path.join(root, 'bin', 'shipctl.js'), '__complete', 'scripts'],
  { env: { ...env, NO_COLOR: '1' }, cwd: root, maxBuffer: 64 * 1024 * 1024 },
);
const scripts = JSON.parse(stdout);

await mkdir(out, { recursive: true });
for (const [shell, file] of Object.entries(FILES)) {
  if (typeof scripts[shell] !== 'string')
    throw new Error(`shipctl __complete scripts gave no ${shell} script`);
  await writeFile(path.join(out, file), scripts[shell]);
}
process.stdout.write(`completions written to ${path.relative(process.cwd(), out) || '.'}${path.sep}\n`);
