// failures on shipctl's own files name the file and the fix.
import { describe, expect, it } from 'vitest';
import { stateFileError } from '../../../src/ops/state-file.js';

describe('stateFileError', () => {
  it('an unwritable home (EACCES, EROFS) names the file and the fix (root ignores modes, so the error is given)', () => {
    const err = Object.assign(new Error("EACCES: permission denied, mkdir '/ro/data'"), {
      code: 'EACCES',
      path: '/ro/data',
    });
    const friendly = stateFileError(err, '/ro/data/batch.db', 'the batch journal');
    expect(friendly?.message).toBe(
      'cannot write the batch journal at /ro/data: the directory is not writable (EACCES)',
    );
    expect(friendly?.hint).toBe(
      'make /ro/data writable by you, or point SHIPCTL_HOME at a writable directory',
    );
    const ro = stateFileError(
      Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' }),
      '/ro/data/sandbox.db',
      'the sandbox database',
    );
    expect(ro?.message).toContain('cannot write the sandbox database at /ro/data/sandbox.db');
  });
});
