import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { files } from '../../../api/index.js';
import type { FileRequest } from '../../../contract/index.js';
import {
  FILE_TYPES,
  MAX_FILE_BYTES,
  detectImageType,
  validateFileUpload,
  type FileType,
} from '../../../domain/index.js';
import type { Context } from '../../context.js';
import type { Input } from '../../define.js';
import { UsageError, ValidationError } from '../../errors.js';
import { enforceRules } from '../../../ops/request/rules.js';
import { printJson } from '../../output/json.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import { TYPE_FLAG, type upload } from './index.js';
import { fileColumns, formatBytes } from './view.js';
import { messages } from '../../../i18n/index.js';

export async function run(input: Input<typeof upload>, ctx: Context): Promise<number> {
  const type = await fileType(ctx, input.type);
  const file = path.resolve(ctx.cwd, input.path);
  let size: number;
  try {
    const s = await fsp.stat(file);
    if (!s.isFile()) throw new UsageError(messages().admin.files.notAFile(input.path));
    size = s.size;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(
      messages().admin.files.cannotRead(input.path, (err as NodeJS.ErrnoException).code ?? String(err)),
    );
  }
  if (size > MAX_FILE_BYTES)
    throw new ValidationError([
      {
        field: 'file',
        issue: messages().admin.files.tooLarge(input.path, formatBytes(size), size, MAX_FILE_BYTES),
      },
    ]);
  const bytes = await fsp.readFile(file);
  const kind = detectImageType(bytes);
  if (!kind)
    throw new ValidationError([
      {
        field: 'file',
        issue: messages().admin.files.notAnImage(input.path),
      },
    ]);
  const body = { type, file: bytes.toString('base64') };
  const problems = enforceRules(validateFileUpload(body), 'file', ctx);
  if (problems.length) throw new ValidationError(problems);

  const client = await ctx.client();
  const rec = await withSpinner(ctx.io, messages().admin.files.uploading(path.basename(file)), () =>
    files.create(client, body as FileRequest),
  );
  if (ctx.globals.json) printJson(ctx.io, rec);
  else {
    ctx.notices.success(messages().admin.files.uploaded(type, rec.id, kind.toUpperCase(), formatBytes(size)));
    printList(ctx, [rec], fileColumns());
  }
  return 0;
}

async function fileType(ctx: Context, given: string | undefined): Promise<FileType> {
  if (given === undefined)
    return ctx.prompter.select({
      message: messages().admin.files.typeQuestion,
      flag: TYPE_FLAG.long,
      choices: FILE_TYPES.map((t) => ({ name: t, value: t })),
    });
  const t = given.trim().toLowerCase();
  if (!(FILE_TYPES as readonly string[]).includes(t))
    throw new UsageError(
      messages().admin.files.badType(TYPE_FLAG.long, FILE_TYPES.join(messages().admin.files.or), given),
    );
  return t as FileType;
}
