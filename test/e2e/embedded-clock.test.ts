// The embedded sandbox (no base URL, no token) and the CLI's own checks read the
// same clock: after `shipctl sandbox clock set`, a yamato test label is judged by
// the sandbox time both before sending and by the sandbox.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeHome, runCli } from '../helpers/cli.js';

let home: ReturnType<typeof makeHome>;
beforeEach(() => {
  home = makeHome();
});
afterEach(() => home.remove());

const cli = (args: string[]) => runCli(args, { home: home.dir });
const YAMATO_TEST = [
  'ship',
  '--carrier',
  'yamato',
  '--service',
  'yamato_regular',
  '--test',
  '--to-name',
  '鈴木 次郎',
  '--to-phone',
  '0612345678',
  '--to-zip',
  '530-0001',
  '--to-address1',
  '梅田1-1-3',
];

describe('embedded sandbox clock', () => {
  it('Saturday: the yamato test label is refused naming the window; Monday 10:00 JST: created', async () => {
    expect((await cli(['sandbox', 'clock', 'set', '2026-11-28 10:00 JST', '--freeze'])).code).toBe(0);
    const saturday = await cli([...YAMATO_TEST, '--shipment-date', '2026-11-30']);
    expect(saturday.code).toBe(2);
    expect(saturday.stderr).toMatch(/Monday–Friday 09:00–22:00 JST/);
    expect(saturday.stdout).toBe('');

    expect((await cli(['sandbox', 'clock', 'set', '2026-11-30 10:00 JST', '--freeze'])).code).toBe(0);
    const monday = await cli([...YAMATO_TEST, '--shipment-date', '2026-11-30', '--json']);
    expect(monday.code, monday.stderr).toBe(0);
    expect(JSON.parse(monday.stdout).delivery.carrier).toBe('yamato');
  });

  it('shipment_date: today+30 JST accepted, today+31 refused before sending', async () => {
    expect((await cli(['sandbox', 'clock', 'set', '2026-11-30 10:00 JST', '--freeze'])).code).toBe(0);
    const plus31 = await cli([...YAMATO_TEST, '--shipment-date', '2026-12-31']);
    expect(plus31.code).toBe(2);
    expect(plus31.stderr).toContain('setup.shipment_date');
    const plus30 = await cli([...YAMATO_TEST, '--shipment-date', '2026-12-30']);
    expect(plus30.code, plus30.stderr).toBe(0);
  });
});
