import { FILE_TYPES } from '../../../domain/index.js';
import { arg, defineNoun, defineVerb, flag, type Handler } from '../../define.js';
import { TABLE_FLAGS } from '../../shared/flags.js';

export const list = defineVerb({
  name: 'list',
  description: 'List uploaded logo and signature images (--json includes the Base64 data)',
  flags: [TABLE_FLAGS.wide],
  effects: ['reads'],
  examples: ['shipctl files list', "shipctl files list --json | jq -r '.[] | .id'"],
  handler: (load): Handler => load(import('./list.js')),
});

/** Not `choices`: the handler takes the type in any case (LOGO, Signature), and asks on a terminal. */
export const TYPE_FLAG = flag('--type <type>', `what the image is: ${FILE_TYPES.join(' or ')}`, {
  complete: 'file_types',
});

export const upload = defineVerb({
  name: 'upload',
  summary: 'Upload a logo or signature image (POST /v1/files): a PNG or JPEG of at most 1 MB',
  description:
    'Upload a logo or signature image (POST /v1/files): a PNG or JPEG of at most 1 MB, ' +
    'checked by its first bytes and size before it is sent as Base64.',
  args: [arg('<path>', 'the image file')],
  flags: [TYPE_FLAG, TABLE_FLAGS.wide],
  effects: ['changes'],
  examples: [
    'shipctl files upload logo.png --type logo',
    'shipctl files upload sign.jpg --type signature --json',
  ],
  handler: (load): Handler => load(import('./upload.js')),
});

export const definition = defineNoun({
  name: 'files',
  description: 'Logo and signature images for labels and invoices (PNG or JPEG, at most 1 MB)',
  examples: ['shipctl files list', 'shipctl files upload logo.png --type logo'],
  verbs: [list, upload],
});
