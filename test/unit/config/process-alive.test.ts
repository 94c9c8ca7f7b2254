// processAlive: signal 0, and on Linux the process state, since a zombie answers signal 0 too
// (a killed warm sandbox in a container whose first process reaps nothing stayed "alive", and
// every command fell back to an in-process sandbox).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processAlive } from '../../../src/config/process-alive.js';

const hasProc = existsSync('/proc/self/stat');

describe('processAlive', () => {
  it('this process is alive; a pid nobody has is not', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(2 ** 22 + 12345)).toBe(false);
  });

  it.skipIf(!hasProc)('a zombie (exited, not reaped by its parent) is not alive (needs /proc)', async () => {
    // sh starts a child that exits at once, then becomes `sleep`, which never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const pid = await new Promise<number>((resolve) =>
        parent.stdout.setEncoding('utf8').once('data', (d: string) => resolve(Number(d.trim()))),
      );
      let zombie = false;
      for (let i = 0; i < 100 && !zombie; i++) {
        await new Promise((r) => setTimeout(r, 20));
        try {
          zombie = /\) Z /.test((await import('node:fs')).readFileSync(`/proc/${pid}/stat`, 'utf8'));
        } catch {
          break;
        }
      }
      expect(zombie).toBe(true);
      expect(() => process.kill(pid, 0)).not.toThrow(); // signal 0 alone would call it alive
      expect(processAlive(pid)).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
