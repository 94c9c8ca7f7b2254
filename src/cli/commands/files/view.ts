// Files as people see them: the image's kind and size, never its Base64 text.
import type { FileRecord } from '../../../contract/index.js';
import { decodedBase64Length, detectImageType } from '../../../domain/index.js';
import type { Column } from '../../output/table.js';
import { messages } from '../../../i18n/index.js';

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

const b64 = (r: FileRecord): string => (typeof r.file === 'string' ? r.file : '');

export function fileColumns(): Column<FileRecord>[] {
  const text = messages().admin.files;
  const h = text.columns;
  return [
    { header: h.id, get: (r) => r.id, fixed: true },
    { header: h.type, get: (r) => r.type },
    { header: h.size, get: (r) => (b64(r) ? formatBytes(decodedBase64Length(b64(r))) : ''), align: 'right' },
    {
      header: h.image,
      get: (r) => detectImageType(Buffer.from(b64(r).slice(0, 16), 'base64')) ?? (b64(r) ? 'unknown' : ''),
      shown: (r) =>
        detectImageType(Buffer.from(b64(r).slice(0, 16), 'base64')) ?? (b64(r) ? text.unknownImage : ''),
    },
  ];
}
