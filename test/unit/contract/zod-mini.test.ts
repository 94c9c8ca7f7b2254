// The wire schemas are built with zod/mini (src/contract/zod.ts): the classic API costs
// every API command a slower start. zod/mini loads no locale by itself, so these pin that
// the texts people see stay classic zod's English ones, and that nothing brings classic
// zod back into the bundle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.js';
import { lenient } from '../../../src/api/resources/shared.js';
import { ErrorBodySchema, PaginationQuerySchema, ShipmentSchema } from '../../../src/contract/index.js';

const src = fileURLToPath(new URL('../../../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

describe('zod/mini wire schemas', () => {
  it('keep zod’s English issue messages', () => {
    const result = ShipmentSchema.safeParse({ id: 1 });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Invalid input: expected string, received number',
    ]);
    expect(() => PaginationQuerySchema.parse({ limit: '0' })).toThrow('Too small: expected number to be >=1');
    // An error body never fails, whatever its members hold.
    expect(ErrorBodySchema.parse({ message: 7, details: 'x' })).toEqual({
      message: undefined,
      details: undefined,
    });
  });

  it('word the debug note of a response that does not match its schema as before', () => {
    const notes: string[] = [];
    const client = { note: (line: string) => notes.push(line) } as unknown as ApiClient;
    expect(lenient(client, ShipmentSchema, { id: 'API-1', setup: { pack_size: 'big' } }, 'shipment')).toEqual(
      {
        id: 'API-1',
        setup: { pack_size: 'big' },
      },
    );
    expect(notes).toEqual([
      'shipment did not match its schema (setup.pack_size: Invalid input: expected number, received string); kept as sent',
    ]);
  });

  it('are the only zod in src, and come from zod/mini', () => {
    const bare = sources(src).filter((file) => /from 'zod'|import\('zod'\)/.test(readFileSync(file, 'utf8')));
    expect(bare.map((f) => path.relative(src, f))).toEqual([]);
  });
});
