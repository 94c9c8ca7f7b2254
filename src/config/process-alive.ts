// Whether a process id names a running process (on this machine): signal 0 checks without
// sending anything. EPERM means it exists but belongs to someone else — alive all the same.
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
