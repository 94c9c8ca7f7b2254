// A long-running shipctl (`sandbox serve`, the warm sandbox, `mcp`) loads its code chunk by chunk,
// when a request first needs it, from the install it started from. Rebuilt or reinstalled under
// it, the next chunk it loads is of another build, or gone, and every request that needs one
// answers 500 with nothing said. So such a process notes its install's entry file when it starts
// and looks once a second whether it is still that file; when not, it says so and ends, and the
// next start runs the new install.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOOK_EVERY_MS = 1_000;

/** The built entry (dist/main.cjs) this process runs from; undefined when run from source (tests). */
function installEntry(): string | undefined {
  // As embedded/warm.ts finds it: the chunks sit beside main.cjs in dist/; from source there is none.
  const entry = fileURLToPath(new URL('./main.cjs', import.meta.url));
  return existsSync(entry) ? entry : undefined;
}

const fingerprint = (file: string): string => {
  try {
    const s = statSync(file);
    return `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}`;
  } catch {
    return 'gone';
  }
};

/**
 * Calls `changed` once when the install this process runs from is rebuilt, replaced or removed.
 * Returns a function that stops looking. The timer never keeps the process alive by itself.
 */
export function watchInstall(changed: () => void, entry: string | undefined = installEntry()): () => void {
  if (entry === undefined) return () => undefined;
  const first = fingerprint(entry);
  const timer = setInterval(() => {
    if (fingerprint(entry) === first) return;
    clearInterval(timer);
    changed();
  }, LOOK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
