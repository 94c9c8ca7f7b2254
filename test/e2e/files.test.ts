// files (built binary): an image path checked before sending.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandboxCli } from '../helpers/e2e.js';

const e2e = useSandboxCli({ seed: false });
const { shipctl } = e2e;

describe('shipctl files (built)', () => {
  it('upload of a non-image exits 2 and sends nothing; a PNG is uploaded and listed without its Base64', async () => {
    const txt = path.join(e2e.home.dir, 'logo.png');
    fs.writeFileSync(txt, 'not really a png');
    const r = await shipctl(['files', 'upload', txt, '--type', 'logo']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('is not a PNG or JPEG image');
    expect((await e2e.sb.request('GET', '/v1/files')).body).toEqual([]);

    const png = path.join(e2e.home.dir, 'real.png');
    fs.writeFileSync(png, Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100)]));
    const ok = await shipctl(['files', 'upload', png, '--type', 'signature']);
    expect(ok.code).toBe(0);
    const list = await shipctl(['files', 'list']);
    expect(list.stdout).toMatch(/^\S+\tsignature\t108 B\tpng\n$/);
  });
});
