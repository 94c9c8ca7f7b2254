// Whether a process of this machine still runs: the owner of a batch run's lock, a
// `sandbox serve` recorded in its database, the warm sandbox. Signal 0 checks without
// signalling; EPERM means the process exists but belongs to another user, so it is alive too.
// A zombie (exited, not yet reaped: in a container whose first process reaps nothing, a
// killed background process stays one) answers signal 0 as well, so on Linux its state is
// read from /proc: Z (zombie) or X (dead) is not alive.
import { readFileSync } from 'node:fs';

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true; // no /proc (macOS…): signal 0 is all there is
  }
}
