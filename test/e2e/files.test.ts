// files (built binary): an image path checked before sending.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeHome, runCli } from '../helpers/cli.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox;
let home: ReturnType<typeof makeHome>;
beforeAll(async () => {
  sb = await startTestSandbox({ seed: false });
});
afterAll(() => sb.close());
beforeEach(() => {
  home = makeHome();
});
afterEach(() => home.remove());

const shipctl = (args: string[]) =>
  runCli(['--base-url', sb.url, ...args], { home: home.dir, env: { SHIPCTL_TOKEN: sb.token } });

describe('shipctl files (built)', () => {
  it('upload of a non-image exits 2 and sends nothing; a PNG is uploaded and listed without its Base64', async () => {
    const txt = path.join(home.dir, 'logo.png');
    fs.writeFileSync(txt, 'not really a png');
    const r = await shipctl(['files', 'upload', txt, '--type', 'logo']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('is not a PNG or JPEG image');
    expect((await sb.request('GET', '/v1/files')).body).toEqual([]);

    const png = path.join(home.dir, 'real.png');
    fs.writeFileSync(png, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100)]));
    const ok = await shipctl(['files', 'upload', png, '--type', 'signature']);
    expect(ok.code).toBe(0);
    const list = await shipctl(['files', 'list']);
    expect(list.stdout).toMatch(/^\S+\tsignature\t108 B\tpng\n$/);
  });
});
