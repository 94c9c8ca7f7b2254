import { describe, expect, it } from 'vitest';
import { decodedBase64Length, MAX_FILE_BYTES, validateFileUpload } from '../../../src/domain/index.js';
import { fields, issueOf } from './fixtures.js';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64');
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngOf = (bytes: number) =>
  Buffer.concat([PNG_HEADER, Buffer.alloc(bytes - PNG_HEADER.length)]).toString('base64');

describe('spec 4.13 / 2.15 files', () => {
  it('type signature or logo; PNG and JPEG accepted', () => {
    expect(validateFileUpload({ type: 'logo', file: PNG_1PX })).toEqual([]);
    expect(validateFileUpload({ type: 'signature', file: JPEG })).toEqual([]);
  });
  it('type and file required; another type refused', () => {
    expect(fields(validateFileUpload({}))).toEqual(['type', 'file']);
    expect(issueOf(validateFileUpload({ type: 'stamp', file: PNG_1PX }), 'type')).toContain(
      'signature or logo',
    );
  });
  it('not Base64, or unpadded, refused', () => {
    expect(issueOf(validateFileUpload({ type: 'logo', file: 'not base64!' }), 'file')).toContain('spaces');
    expect(issueOf(validateFileUpload({ type: 'logo', file: 'abc$' }), 'file')).toContain('is not Base64');
    expect(issueOf(validateFileUpload({ type: 'logo', file: PNG_1PX.replace(/=+$/, '') }), 'file')).toContain(
      'padding',
    );
  });
  it('a data: URI refused with the prefix to remove', () => {
    expect(
      issueOf(validateFileUpload({ type: 'logo', file: `data:image/png;base64,${PNG_1PX}` }), 'file'),
    ).toContain('remove "data:image/png;base64,"');
  });
  it('exactly 1 MB decoded accepted; one byte more refused', () => {
    expect(decodedBase64Length(pngOf(MAX_FILE_BYTES))).toBe(1_048_576);
    expect(validateFileUpload({ type: 'logo', file: pngOf(MAX_FILE_BYTES) })).toEqual([]);
    expect(issueOf(validateFileUpload({ type: 'logo', file: pngOf(MAX_FILE_BYTES + 1) }), 'file')).toContain(
      '1048577 bytes',
    );
  });
  it('a GIF (valid Base64, wrong magic bytes) refused', () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    expect(issueOf(validateFileUpload({ type: 'logo', file: gif }), 'file')).toContain('not a PNG or JPEG');
  });
});
