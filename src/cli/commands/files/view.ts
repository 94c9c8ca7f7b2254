// Files as people see them: the image's kind and size, never its Base64 text.
import type { FileRecord } from '../../../contract/index.js';
import { decodedBase64Length, detectImageType } from '../../../domain/index.js';
import type { Column } from '../../output/table.js';

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

const b64 = (r: FileRecord): string => (typeof r.file === 'string' ? r.file : '');

export const FILE_COLUMNS: Column<FileRecord>[] = [
  { header: 'id', get: (r) => r.id, fixed: true },
  { header: 'type', get: (r) => r.type },
  { header: 'size', get: (r) => (b64(r) ? formatBytes(decodedBase64Length(b64(r))) : ''), align: 'right' },
  {
    header: 'image',
    get: (r) => detectImageType(Buffer.from(b64(r).slice(0, 16), 'base64')) ?? (b64(r) ? 'unknown' : ''),
  },
];
