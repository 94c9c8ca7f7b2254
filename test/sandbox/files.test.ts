import { afterEach, describe, expect, it } from 'vitest';
import { FileRecordSchema } from '../../src/contract/records.js';
import { MAX_FILE_BYTES } from '../../src/domain/index.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let sb: TestSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('files (spec 2.15, 4.13)', () => {
  it('stores a PNG signature and a JPEG logo, answering {id, type, file}', async () => {
    sb = await startTestSandbox({ seed: false });
    const png = await sb.request('POST', '/v1/files', { type: 'signature', file: PNG.toString('base64') });
    expect(png.status).toBe(200);
    FileRecordSchema.parse(png.body);
    expect(png.body).toEqual({ id: expect.any(String), type: 'signature', file: PNG.toString('base64') });
    const jpeg = await sb.request('POST', '/v1/files', { type: 'logo', file: JPEG.toString('base64') });
    expect(jpeg.status).toBe(200);
    expect((await sb.request('GET', '/v1/files')).body).toEqual([png.body, jpeg.body]);
  });

  it('refuses an image that is neither PNG nor JPEG (magic bytes)', async () => {
    sb = await startTestSandbox({ seed: false });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    const res = await sb.request('POST', '/v1/files', { type: 'logo', file: gif });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'file', issue: expect.stringMatching(/PNG or JPEG/) }]);
  });

  it('refuses text that is not Base64, and a data: URI', async () => {
    sb = await startTestSandbox({ seed: false });
    const bad = await sb.request('POST', '/v1/files', { type: 'logo', file: 'not base64!' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('file');
    const uri = await sb.request('POST', '/v1/files', {
      type: 'logo',
      file: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(uri.status).toBe(400);
    expect(uri.body.details[0].issue).toMatch(/data: URI/);
  });

  it('refuses an image over 1 MB decoded with the size in the issue (not a transport error)', async () => {
    sb = await startTestSandbox({ seed: false });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES)]).toString('base64');
    const res = await sb.request('POST', '/v1/files', { type: 'logo', file: big });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'file', issue: expect.stringContaining('1 MB') }]);
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES - PNG.length)]).toString('base64');
    expect((await sb.request('POST', '/v1/files', { type: 'logo', file: exact })).status).toBe(200);
  });

  it('refuses an unknown type and a missing file together', async () => {
    sb = await startTestSandbox({ seed: false });
    const res = await sb.request('POST', '/v1/files', { type: 'stamp' });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['type', 'file']);
  });
});
