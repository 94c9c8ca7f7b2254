// Uploaded images (signature, logo): spec 4.13.
import { FileRecordSchema, type FileRecord, type FileRequest } from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { lenient, lenientList, type CallOptions } from './shared.js';

/** POST /v1/files: `{type, file}` with a Base64 PNG or JPEG of at most 1 MB. */
export async function createFile(
  client: ApiClient,
  body: FileRequest,
  options: CallOptions = {},
): Promise<FileRecord> {
  const res = await client.request({ method: 'POST', path: '/v1/files', body, signal: options.signal });
  return lenient(client, FileRecordSchema, res.data, 'file');
}

/** GET /v1/files */
export async function listFiles(client: ApiClient, options: CallOptions = {}): Promise<FileRecord[]> {
  const res = await client.request({ method: 'GET', path: '/v1/files', signal: options.signal });
  return lenientList(client, FileRecordSchema, res.data, 'files', 'file');
}

export const files = { create: createFile, list: listFiles };
