// Whether a process of this machine still runs: the owner of a batch run's lock, a
// `sandbox serve` recorded in its database. Signal 0 checks without signalling; EPERM
// means the process exists but belongs to another user, so it is alive too.
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
