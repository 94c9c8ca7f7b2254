// Uploaded images (spec 2.15, 4.13): signature or logo, PNG or JPEG in Base64, ≤ 1 MB.
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps.js';
import { assertNoProblems } from '../errors.js';
import { validateFileUpload } from '../../domain/index.js';
import { insertFile, listFiles, type FileRecord } from '../store/records.js';
import { nowIso, objectBody } from './util.js';

const toWire = ({ id, type, file }: FileRecord) => ({ id, type, file });

export default async function routes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const { db, clock, ids } = deps;

  app.post('/v1/files', async (req) => {
    const body = objectBody(req, 'a JSON object with type and file');
    assertNoProblems(validateFileUpload(body), 'file');
    const rec: FileRecord = {
      id: ids.id(),
      type: body.type as string,
      file: body.file as string,
      created_at: nowIso(clock),
    };
    insertFile(db, req.principal, rec);
    return toWire(rec);
  });

  app.get('/v1/files', async (req) => listFiles(db, req.principal).map(toWire));
}
