// files: an image path checked (PNG/JPEG by magic bytes, at most 1 MB) before
// it is sent as Base64; the list shows kind and size, not the Base64.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as files from '../../src/cli/commands/files/index.js';
import * as list from '../../src/cli/commands/files/list.js';
import * as upload from '../../src/cli/commands/files/upload.js';
import { formatBytes } from '../../src/cli/commands/files/view.js';
import { createContext, type Context } from '../../src/cli/context.js';
import { exitCodeFor, ValidationError } from '../../src/cli/errors.js';
import { parseArgv } from '../helpers/program.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(1992),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(508)]);

describe('argv → options', () => {
  it('files upload PATH --type, files list', async () => {
    expect(await parseArgv(['files', 'upload', 'logo.png', '--type', 'logo'])).toMatchObject({
      verb: files.upload,
      opts: { path: 'logo.png', type: 'logo' },
    });
    expect((await parseArgv(['files', 'list'])).verb).toBe(files.list);
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
  });
});

describe('files, run against an in-process sandbox', () => {
  let sb: TestSandbox;
  let dir: string;
  let streams: FakeStreams;
  beforeAll(async () => {
    sb = await startTestSandbox({ seed: false });
  });
  afterAll(() => sb.close());
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-files-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const context = (): Context =>
    createContext({
      streams: (streams = fakeStreams()),
      env: { SHIPCTL_HOME: dir, SHIPCTL_BASE_URL: sb.url, SHIPCTL_TOKEN: sb.token },
      globals: { json: false, input: true, yes: false, debug: false, color: false },
    });
  const write = (name: string, bytes: Buffer) => {
    fs.writeFileSync(path.join(dir, name), bytes);
    return path.join(dir, name);
  };
  const count = async () => (await sb.request('GET', '/v1/files')).body.length as number;

  it('uploads a PNG and a JPEG as Base64; the list shows kind and size only', async () => {
    expect(await upload.run({ path: write('logo.png', PNG), type: 'logo' }, context())).toBe(0);
    expect(await upload.run({ path: write('sign.jpg', JPEG), type: 'signature' }, context())).toBe(0);
    const stored = (await sb.request('GET', '/v1/files')).body;
    expect(Buffer.from(stored[0].file, 'base64')).toEqual(PNG);
    expect(await list.run({}, context())).toBe(0);
    const rows = streams.out().trimEnd().split('\n');
    expect(rows.map((r) => r.split('\t').slice(1))).toEqual([
      ['logo', '2.0 KB', 'png'],
      ['signature', '512 B', 'jpeg'],
    ]);
    expect(streams.out()).not.toContain(stored[0].file.slice(0, 12));
  });

  it('refuses a non-image, an image over 1 MB, and a bad --type, sending nothing (exit 2)', async () => {
    const before = await count();
    const text = await upload
      .run({ path: write('a.txt', Buffer.from('hello')), type: 'logo' }, context())
      .catch((e) => e);
    expect(text).toBeInstanceOf(ValidationError);
    expect(text.problems[0].issue).toMatch(/is not a PNG or JPEG image/);
    const big = Buffer.concat([PNG, Buffer.alloc(1_048_577)]);
    const tooBig = await upload.run({ path: write('big.png', big), type: 'logo' }, context()).catch((e) => e);
    expect(tooBig.problems[0].issue).toMatch(/the limit is 1 MB \(1048576 bytes\)/);
    const type = await upload.run({ path: write('l.png', PNG), type: 'banner' }, context()).catch((e) => e);
    expect(exitCodeFor(type)).toBe(2);
    const missing = await upload
      .run({ path: path.join(dir, 'none.png'), type: 'logo' }, context())
      .catch((e) => e);
    expect(missing.message).toMatch(/cannot read .*ENOENT/);
    const noType = await upload.run({ path: write('m.png', PNG) }, context()).catch((e) => e);
    expect(noType.message).toMatch(/--type is required/);
    expect(await count()).toBe(before);
  });
});
