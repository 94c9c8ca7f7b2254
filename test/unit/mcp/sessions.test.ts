import { describe, expect, it } from 'vitest';
import { SessionTable } from '../../../src/mcp/sessions.js';

class Session {
  closed = false;
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

describe('SessionTable', () => {
  it('closes the least recently used session when one more than the cap arrives', () => {
    const table = new SessionTable<Session>(2, 60_000, () => 0);
    const [a, b, c] = [new Session(), new Session(), new Session()];
    table.add('a', a);
    table.add('b', b);
    table.use('a');
    table.add('c', c);
    expect(table.size).toBe(2);
    expect(b.closed).toBe(true);
    expect(table.use('b')).toBeUndefined();
    expect(table.use('a')).toBe(a);
  });

  it('closes sessions left idle past their time, and keeps those in use', () => {
    let now = 0;
    const table = new SessionTable<Session>(10, 1_000, () => now);
    const [idle, busy] = [new Session(), new Session()];
    table.add('idle', idle);
    table.add('busy', busy);
    now = 900;
    table.use('busy');
    now = 1_500;
    expect(table.sweep()).toBe(1);
    expect(idle.closed).toBe(true);
    expect(table.use('busy')).toBe(busy);
  });
});
