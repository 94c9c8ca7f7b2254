// POST /v1/files (spec 4.13, 2.15): a signature or logo image, Base64 PNG or
// JPEG, at most 1 MB decoded. The live API takes raw Base64; a data: URI is
// refused with the fix rather than stripped, so the CLI and the sandbox agree
// on what is sent. The size is computed from the text, not by decoding 1 MB.
import { MAX_FILE_BYTES } from './limits.js';
import { isPlainObject, problem, say, show, type Problem, type Said } from './problems.js';

export const FILE_TYPES = ['signature', 'logo'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export type ImageKind = 'png' | 'jpeg';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes the Base64 text decodes to (valid, padded text). */
export function decodedBase64Length(b64: string): number {
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return (b64.length / 4) * 3 - padding;
}

/** PNG (89 50 4E 47 0D 0A 1A 0A) or JPEG (FF D8 FF) from the first bytes. */
export function detectImageType(bytes: Uint8Array): ImageKind | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

export function base64Issue(file: string): Said | undefined {
  if (/^data:/i.test(file)) {
    const comma = file.indexOf(',');
    return say('file.dataUri', file.slice(0, comma >= 0 ? Math.min(comma + 1, 40) : 20));
  }
  if (file === '') return say('file.empty');
  if (/\s/.test(file)) return say('file.spaces');
  if (/[-_]/.test(file) && !/[+/]/.test(file)) return say('file.urlSafe');
  if (!BASE64.test(file)) return say('file.notBase64');
  if (file.length % 4 !== 0) return say('file.padding', file.length);
  return undefined;
}

export function validateFileUpload(body: unknown): Problem[] {
  if (!isPlainObject(body)) return [problem('body', say('file.body', show(body)))];
  const out: Problem[] = [];
  const type = body.type;
  if (type === undefined || type === null || type === '') out.push(problem('type', say('file.typeRequired')));
  else if (!(FILE_TYPES as readonly unknown[]).includes(type))
    out.push(problem('type', say('file.type', show(type))));
  const file = body.file;
  if (file === undefined || file === null) {
    out.push(problem('file', say('file.fileRequired')));
    return out;
  }
  if (typeof file !== 'string') {
    out.push(problem('file', say('file.fileString', show(file))));
    return out;
  }
  const b64 = base64Issue(file);
  if (b64) {
    out.push(problem('file', b64));
    return out;
  }
  const size = decodedBase64Length(file);
  if (size > MAX_FILE_BYTES) {
    out.push(problem('file', say('file.tooLarge', size, MAX_FILE_BYTES)));
  }
  if (!detectImageType(Buffer.from(file.slice(0, 16), 'base64'))) {
    out.push(problem('file', say('file.notImage')));
  }
  return out;
}
