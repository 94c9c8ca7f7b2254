// The packing station as a packer sees it at an 80-column terminal: stdout and stderr on one
// screen (one transcript, in the order written), the scanner typing into a terminal-mode stdin.
// In-process against a sandbox on an ephemeral port, its clock pinned.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { OSAKA, PRODUCT, startShippingSandbox, type ShippingSandbox } from '../sandbox/shipments.fixtures.js';

let sb: ShippingSandbox;
let home: string;
beforeEach(async () => {
  sb = await startShippingSandbox();
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-station-tty-'));
});
afterEach(async () => {
  await sb?.close();
  fs.rmSync(home, { recursive: true, force: true });
});

async function createOrder(ref: string, name: string): Promise<void> {
  const res = await sb.request('POST', '/v1/orders', {
    to_address: { ...OSAKA, full_name: name },
    products: [PRODUCT],
    setup: { carrier: 'sagawa', currency: 'JPY', ref_number: ref },
  });
  expect(res.status).toBe(200);
}

/**
 * Runs the station with `typed` arriving at once on a terminal-mode stdin (what the terminal
 * holds when the scanner typed ahead) and returns the screen as lines, cursor moves left out.
 */
async function station(typed: string): Promise<{ code: number; screen: string[] }> {
  let screen = '';
  const sink = () =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        screen += chunk.toString();
        done();
      },
    });
  const stdin = new PassThrough();
  stdin.end(typed);
  const code = await runCli(['station', '--carrier', 'sagawa', '--pack-size', '60', '--test', '--no-print'], {
    env: { SHIPCTL_HOME: home, SHIPCTL_BASE_URL: sb.url, SHIPCTL_TOKEN: sb.token, NO_COLOR: '1' },
    streams: {
      stdin,
      stdout: sink(),
      stderr: sink(),
      stdinIsTTY: true,
      stdoutIsTTY: true,
      stderrIsTTY: true,
      columns: 80,
    },
  });
  const BELL = String.fromCharCode(7);
  const lines = stripVTControlCharacters(screen).split(BELL).join('').replace(/\r\n?/g, '\n').split('\n');
  return { code, screen: lines };
}

describe('the station at a terminal', () => {
  it('a code typed while the last one ships shows after its own scan> prompt, not among that scan’s lines', async () => {
    await createOrder('ORD-1', 'Customer One');
    await createOrder('ORD-2', 'Customer Two');
    // ORD-2 arrives before ORD-1 is handled: a scanner typing ahead.
    const { code, screen } = await station('ORD-1\rORD-2\r');
    expect(code).toBe(0);
    const at = (prefix: string) => screen.findIndex((l) => l.startsWith(prefix));
    const first = at('✓  ORD-1');
    const second = at('✓  ORD-2');
    expect(screen[first - 1]).toBe('scan> ORD-1');
    expect(screen[second - 1]).toBe('scan> ORD-2');
    expect(second).toBe(first + 2);
    // Nothing else carries the code typed ahead: no bare echo, no line after a prompt.
    expect(screen.filter((l) => l.includes('ORD-2'))).toEqual(['scan> ORD-2', screen[second]]);
  });

  it('the ✓ lines stand in columns: recipient, carrier, size, tracking and price under those of the line before', async () => {
    await createOrder('ORD-1', 'Customer One');
    await createOrder('ORD-22', 'Customer Three Hundred');
    await createOrder('ORD-333', '株式会社サンプル商事 御中 鈴木 一郎');
    const { code, screen } = await station('ORD-1\rORD-22\rORD-333\r');
    expect(code).toBe(0);
    const shipped = screen.filter((l) => l.startsWith('✓  ORD'));
    expect(shipped).toHaveLength(3);
    const column = (line: string, text: RegExp) => {
      const before = line.slice(0, line.search(text));
      // Display cells: a kanji takes two.
      return [...before].reduce((n, ch) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
    };
    for (const text of [/Customer|株式/, /sagawa_regular/, / 60 /, /\d{12}/, /\d+ JPY/])
      expect(new Set(shipped.map((l) => column(l, text))).size, String(text)).toBe(1);
    // A long name is cut to its column rather than pushing the rest along; no line wraps.
    expect(shipped[2]).toMatch(/ 株式会社サンプ… /);
    for (const line of shipped) expect(column(line, /$/)).toBeLessThanOrEqual(80);
  });

  it('an order whose own carrier --carrier replaced is said on a line of its own under its ✓ line, within 80 columns', async () => {
    const res = await sb.request('POST', '/v1/orders', {
      to_address: { ...OSAKA, full_name: 'Customer Yamato' },
      products: [PRODUCT],
      setup: { carrier: 'yamato', currency: 'JPY', ref_number: 'Y-1' },
    });
    expect(res.status).toBe(200);
    const { code, screen } = await station('Y-1\r');
    expect(code).toBe(0);
    const at = screen.findIndex((l) => l.startsWith('✓  Y-1'));
    expect(screen[at]).toMatch(/sagawa_regular\s+60\s/);
    expect(screen[at + 1]).toBe('   ↳ order’s yamato, shipped sagawa');
    for (const line of screen) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('a scanner framing its codes with STX/ETX at a terminal: ETX ends the code, not the session, and its Enter is not a scan', async () => {
    await createOrder('ORD-1', 'Customer One');
    await createOrder('ORD-2', 'Customer Two');
    const { code, screen } = await station('\x02ORD-1\x03\r\x02ORD-2\x03\r');
    expect(code).toBe(0);
    expect(screen.filter((l) => l.startsWith('✓  ORD'))).toHaveLength(2);
    expect(screen.join('\n')).toMatch(/✓ 2 scanned\n {2}2 test labels \(the orders stay open\)\n/);
  });
});
