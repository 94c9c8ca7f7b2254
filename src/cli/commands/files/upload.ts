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
import { enforceRules } from '../../request/rule-sources.js';
import { printJson } from '../../output/json.js';
import { printList } from '../../output/list.js';
import { withSpinner } from '../../output/spinner.js';
import type { upload } from './index.js';
import { FILE_COLUMNS, formatBytes } from './view.js';

export async function run(input: Input<typeof upload>, ctx: Context): Promise<number> {
  const type = await fileType(ctx, input.type);
  const file = path.resolve(ctx.cwd, input.path);
  let size: number;
  try {
    const s = await fsp.stat(file);
    if (!s.isFile()) throw new UsageError(`${input.path} is not a file`);
    size = s.size;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`cannot read ${input.path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  if (size > MAX_FILE_BYTES)
    throw new ValidationError([
      {
        field: 'file',
        issue: `${input.path} is ${formatBytes(size)} (${size} bytes); the limit is 1 MB (${MAX_FILE_BYTES} bytes): shrink or recompress it`,
      },
    ]);
  const bytes = await fsp.readFile(file);
  const kind = detectImageType(bytes);
  if (!kind)
    throw new ValidationError([
      {
        field: 'file',
        issue: `${input.path} is not a PNG or JPEG image (checked by its first bytes): convert it to PNG or JPEG`,
      },
    ]);
  const body = { type, file: bytes.toString('base64') };
  const problems = enforceRules(validateFileUpload(body), 'file', ctx);
  if (problems.length) throw new ValidationError(problems);

  const client = await ctx.client();
  const rec = await withSpinner(ctx.io, `Uploading ${path.basename(file)}`, () =>
    files.create(client, body as FileRequest),
  );
  if (ctx.globals.json) printJson(ctx.io, rec);
  else {
    ctx.notices.success(`Uploaded ${type} ${rec.id} (${kind.toUpperCase()}, ${formatBytes(size)})`);
    printList(ctx, [rec], FILE_COLUMNS);
  }
  return 0;
}

async function fileType(ctx: Context, given: string | undefined): Promise<FileType> {
  if (given === undefined)
    return ctx.prompter.select({
      message: 'What is the image?',
      flag: '--type',
      choices: FILE_TYPES.map((t) => ({ name: t, value: t })),
    });
  const t = given.trim().toLowerCase();
  if (!(FILE_TYPES as readonly string[]).includes(t))
    throw new UsageError(`--type must be ${FILE_TYPES.join(' or ')}; got "${given}"`);
  return t as FileType;
}
