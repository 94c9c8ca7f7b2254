// Sub-users: spec 4.14. These endpoints accept only a main-account token.
import {
  MessageSchema,
  SubUserSchema,
  SubUserTokenSchema,
  type Message,
  type SubUser,
  type SubUserRequest,
  type SubUserToken,
} from '../../contract/index.js';
import type { ApiClient } from '../client.js';
import { segment } from '../segment.js';
import { lenient, lenientList, type CallOptions } from './shared.js';

/** POST /v1/sub-users. The answer holds the sub-user's token when `api_token` was true: a secret. */
export async function createSubUser(
  client: ApiClient,
  body: SubUserRequest,
  options: CallOptions = {},
): Promise<SubUser> {
  const res = await client.request({ method: 'POST', path: '/v1/sub-users', body, signal: options.signal });
  return lenient(client, SubUserSchema, res.data, 'sub-user');
}

/** GET /v1/sub-users */
export async function listSubUsers(client: ApiClient, options: CallOptions = {}): Promise<SubUser[]> {
  const res = await client.request({ method: 'GET', path: '/v1/sub-users', signal: options.signal });
  return lenientList(client, SubUserSchema, res.data, 'sub_users', 'sub-user');
}

/** GET /v1/sub-users/:id */
export async function getSubUser(client: ApiClient, id: string, options: CallOptions = {}): Promise<SubUser> {
  const res = await client.request({
    method: 'GET',
    path: `/v1/sub-users/${segment(id)}`,
    signal: options.signal,
  });
  return lenient(client, SubUserSchema, res.data, 'sub-user');
}

/**
 * POST /v1/sub-users/:id: a new token, which invalidates the old one. Never re-sent after an ambiguous
 * failure: a second regeneration would invalidate the token the first one may have issued.
 */
export async function regenerateSubUserToken(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<SubUserToken> {
  const res = await client.request({
    method: 'POST',
    path: `/v1/sub-users/${segment(id)}`,
    signal: options.signal,
  });
  return lenient(client, SubUserTokenSchema, res.data, 'sub-user token');
}

/** DELETE /v1/sub-users/:id. The message names the ID and e-mail of the deleted sub-user. */
export async function deleteSubUser(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Message> {
  const res = await client.request({
    method: 'DELETE',
    path: `/v1/sub-users/${segment(id)}`,
    signal: options.signal,
  });
  return lenient(client, MessageSchema, res.data ?? null, 'delete message');
}

export const subUsers = {
  create: createSubUser,
  list: listSubUsers,
  get: getSubUser,
  regenerateToken: regenerateSubUserToken,
  delete: deleteSubUser,
};
