// a damaged journal or an unwritable home names the file, what
// happened and what to do — not bare SQLite or errno text.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';

let home: ReturnType<typeof makeHome> | undefined;
afterEach(() => {
  home?.remove();
  home = undefined;
});

describe('state files', () => {
  it('a corrupted batch journal: `batch status` names the file, says it is damaged and how to move it aside', async () => {
    home = makeHome();
    const file = path.join(home.dir, 'data', 'batch.db');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'this is not a database, just text that fills the header page'.repeat(200));
    const r = await runInProcess(['batch', 'status'], { home: home.dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`the batch journal at ${file} is damaged (SQLITE_NOTADB`);
    expect(r.stderr).toContain(`hint: move it aside (mv "${file}" "${file}.broken") and run again`);
  });
});
