// Small helpers shared by the sandbox's route modules.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problems } from '../errors.js';

/** The JSON body as an object, or a 400 saying what to send instead. */
export function objectBody(req: FastifyRequest, what = 'a JSON object'): Record<string, unknown> {
  const body = req.body;
  if (body === undefined || body === null) {
    throw problems([{ field: 'body', issue: `is required: send ${what}` }], 'Missing request body');
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw problems([{ field: 'body', issue: `must be ${what}` }], 'Invalid request body');
  }
  return body as Record<string, unknown>;
}

export const idParam = (req: FastifyRequest): string => (req.params as { id: string }).id;

export const nowIso = (clock: { now(): Date }): string => clock.now().toISOString();

/** The Content-Type fastify gives a serialized object, for answers sent as ready JSON text. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Delete endpoints and the negotiated-rate endpoints answer a bare JSON string
 * (spec 4.4, 4.7, 4.9, 4.14). Fastify would send a returned string as text/plain.
 */
export function jsonString(reply: FastifyReply, message: string): FastifyReply {
  return reply.type(JSON_TYPE).send(JSON.stringify(message));
}
