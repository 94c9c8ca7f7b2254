// The smaller resources: address book and warehouses (2.14, 4.11, 4.12), files (2.15,
// 4.13), sub-users (2.16, 4.14), and the message answered by delete endpoints.
import * as z from './zod.js';
import { lazySchema } from './lazy-schema.js';
import { flag, text } from './fields.js';
import { AddressSchema, WarehouseAddressSchema } from './common.js';

/** POST /v1/addresses answers `{id, created_at, updated_at, address}`; the body is an address. */
export const AddressRecordSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    created_at: text(),
    updated_at: text(),
    address: z.optional(AddressSchema),
  }),
);
export type AddressRecord = z.infer<typeof AddressRecordSchema>;
export const AddressRecordListSchema = lazySchema(() => z.array(AddressRecordSchema));

/** POST /v1/warehouses takes a flat WarehouseAddress; its rules (2.14) are domain rules. */
export const WarehouseRecordSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    created_at: text(),
    updated_at: text(),
    address: z.optional(WarehouseAddressSchema),
  }),
);
export type WarehouseRecord = z.infer<typeof WarehouseRecordSchema>;
export const WarehouseRecordListSchema = lazySchema(() => z.array(WarehouseRecordSchema));

export const FILE_TYPES = ['signature', 'logo'] as const;

/** POST /v1/files. The 1 MB and PNG/JPEG limits are domain rules. */
export const FileRequestSchema = lazySchema(() =>
  z.looseObject({
    type: z.enum(FILE_TYPES),
    /** Base64 PNG or JPEG. */
    file: z.string(),
  }),
);
export type FileRequest = z.infer<typeof FileRequestSchema>;

export const FileRecordSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    type: text(),
    file: text(),
  }),
);
export type FileRecord = z.infer<typeof FileRecordSchema>;
export const FileRecordListSchema = lazySchema(() => z.array(FileRecordSchema));

const ContactSchema = lazySchema(() =>
  z.looseObject({
    first_name: text(),
    last_name: text(),
    company: text(),
  }),
);

/** POST /v1/sub-users. Which contact members are required is not shown by the spec. */
export const SubUserRequestSchema = lazySchema(() =>
  z.looseObject({
    email: z.string(),
    /** Ask for an API token in the answer. */
    api_token: flag(),
    contact: z.optional(ContactSchema),
  }),
);
export type SubUserRequest = z.infer<typeof SubUserRequestSchema>;

/** Spec 2.16 lists the contact members flat; a nested `contact` is accepted as well. */
export const SubUserSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    created_at: text(),
    email: text(),
    /** Only when requested (api_token: true) or regenerated. A secret: never log it. */
    token: text(),
    first_name: text(),
    last_name: text(),
    company: text(),
    contact: z.optional(ContactSchema),
  }),
);
export type SubUser = z.infer<typeof SubUserSchema>;
export const SubUserListSchema = lazySchema(() => z.array(SubUserSchema));

/** POST /v1/sub-users/:id: the regenerated token. */
export const SubUserTokenSchema = lazySchema(() => z.looseObject({ token: z.string() }));
export type SubUserToken = z.infer<typeof SubUserTokenSchema>;

/**
 * What delete endpoints and the negotiated-rate endpoints answer: usually a bare JSON
 * string, but any JSON value is accepted (the text is not shown by the spec).
 */
export const MessageSchema = lazySchema(() => z.json());
export type Message = z.infer<typeof MessageSchema>;

/** A message as one line of text for people, whatever JSON it came as. */
export function messageText(message: Message): string {
  if (typeof message === 'string') return message;
  if (message !== null && typeof message === 'object' && !Array.isArray(message)) {
    const inner = message['message'];
    if (typeof inner === 'string') return inner;
  }
  return JSON.stringify(message);
}
