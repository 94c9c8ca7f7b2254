// A test label is a dummy: the packer must see it at any terminal width, and the end-of-day
// counts must never take it for a parcel. The CLI against a sandbox on an ephemeral
// port, its clock pinned (Wednesday 10:00 JST), its stdout on an 80-column terminal.
import stringWidth from 'string-width';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { domesticBody, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

let clock = fixedClock(WEDNESDAY_10_JST);
const t = useSandboxCli(() => ({ clock: (clock = fixedClock(WEDNESDAY_10_JST)) }), { sandbox: 'each-test' });
let realId: string;
let testId: string;

const atTerminal = (args: string[], columns: number) => t.shipctl(args, {}, { terminal: { columns } });
const piped = (args: string[]) => t.shipctl(args);

async function createShipment(setup: Record<string, unknown>): Promise<string> {
  const res = await t.sb.request(
    'POST',
    '/v1/shipments',
    domesticBody({ service: 'sagawa_regular', pack_size: 60, ...setup }),
  );
  expect(res.status, res.text).toBe(200);
  clock.advance(60_000);
  return (res.body as { id: string }).id;
}

const lineOf = (text: string, id: string): string => text.split('\n').find((l) => l.includes(id)) ?? '';
const WEDNESDAY = ['--since', '2026-03-04', '--until', '2026-03-04'];

beforeEach(async () => {
  realId = await createShipment({ ref_number: 'ORD-REAL-1' });
  testId = await createShipment({ ref_number: 'ORD-DUMMY-1', test: true });
});

describe('a test label beside a real one', () => {
  it('shipments list at an 80-column terminal marks the test label, though the TEST column is gone', async () => {
    const res = await atTerminal(['shipments', 'list'], 80);
    expect(res.code, res.stderr).toBe(0);
    for (const line of res.stdout.trimEnd().split('\n'))
      expect(stringWidth(line), line).toBeLessThanOrEqual(80);
    expect(res.stdout, 'the narrow terminal has no room for the TEST column').not.toMatch(/\bTEST\b/);
    expect(lineOf(res.stdout, testId)).toMatch(/\btest\b/);
    expect(lineOf(res.stdout, realId)).toMatch(/\bactive\b/);
    expect(lineOf(res.stdout, realId)).not.toMatch(/\btest\b/);
  });

  it('shipments list at a wide terminal marks it too; piped rows keep the API state and the test column', async () => {
    const wide = await atTerminal(['shipments', 'list'], 200);
    expect(wide.code, wide.stderr).toBe(0);
    expect(lineOf(wide.stdout, testId)).toMatch(/\btest\s+yes$/);
    expect(lineOf(wide.stdout, realId)).toMatch(/\bactive\s+no$/);

    const tsv = await piped(['shipments', 'list']);
    expect(tsv.code, tsv.stderr).toBe(0);
    expect(lineOf(tsv.stdout, testId).split('\t').slice(-2)).toEqual(['active', 'true']);
    expect(lineOf(tsv.stdout, realId).split('\t').slice(-2)).toEqual(['active', 'false']);
  });

  it('shipments summary counts 1 real parcel and 1 test label apart, numbers right-aligned', async () => {
    const res = await atTerminal(['shipments', 'summary', ...WEDNESDAY], 80);
    expect(res.code, res.stderr).toBe(0);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^CARRIER\s+SERVICE\s+SHIPMENTS\s+PACKS\s+TEST\s+VOIDED$/);
    // Right-aligned: each count ends where its header ends.
    const header = lines[0]!;
    const total = lines.find((l) => l.startsWith('total'))!;
    for (const [name, value] of [
      ['SHIPMENTS', '1'],
      ['PACKS', '1'],
      ['TEST', '1'],
      ['VOIDED', '0'],
    ] as const) {
      const end = header.indexOf(name) + name.length;
      expect(total.slice(end - value.length, end), name).toBe(value);
    }
    expect(res.stderr).toContain(
      '1 test label is counted apart (TEST): it is not valid for shipping and not among the shipments.',
    );
    expect(res.stderr).not.toContain('of them are');
  });

  it('shipments summary --csv: the real parcel in shipments, the test label in its own column', async () => {
    const res = await piped(['shipments', 'summary', ...WEDNESDAY, '--csv']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe(
      [
        'carrier,service,shipments,packs,test,voided',
        'sagawa,sagawa_regular,1,1,1,0',
        'total,,1,1,1,0',
        '',
      ].join('\n'),
    );
    const json = await piped(['shipments', 'summary', ...WEDNESDAY, '--json']);
    expect(JSON.parse(json.stdout).total).toMatchObject({ shipments: 1, packs: 1, test: 1, voided: 0 });
  });
});
