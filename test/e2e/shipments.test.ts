// `shipments list|get|void|label`, the CLI
// against a sandbox on an ephemeral port, as a script runs them (stdin not a TTY).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import type { RunCliOptions } from '../helpers/cli.js';
import { useSandboxCli } from '../helpers/e2e.js';
import { domesticBody, WEDNESDAY_10_JST } from '../sandbox/shipments.fixtures.js';

// The tests of this file follow one another in one home, against one sandbox.
const t = useSandboxCli({ clock: fixedClock(WEDNESDAY_10_JST) }, { home: 'file' });
const ids: string[] = [];

const cli = (args: string[], o: RunCliOptions = {}) => t.shipctl(args, o.env, o);

async function ship(ref: string): Promise<{ id: string; number: string }> {
  const res = await t.sb.request(
    'POST',
    '/v1/shipments',
    domesticBody({ service: 'sagawa_regular', pack_size: 60, test: true, ref_number: ref }),
  );
  expect(res.status).toBe(200);
  return { id: res.body.id, number: res.body.delivery.tracking_numbers[0] };
}

describe('shipments', () => {
  it('an empty list exits 0 with nothing on stdout; --json is []', async () => {
    const r = await cli(['shipments', 'list']);
    expect(r).toMatchObject({ code: 0, stdout: '' });
    expect(r.stderr).toContain('No shipments');
    expect((await cli(['shipments', 'list', '--json'])).stdout).toBe('[]\n');
  });

  it('list --json is an array; --limit 2 hints at the next page; --all walks every page', async () => {
    for (const ref of ['R-1', 'R-2', 'R-3', 'R-4', 'R-5']) ids.push((await ship(ref)).id);
    const all = await cli(['shipments', 'list', '--json']);
    expect(all.code).toBe(0);
    expect(JSON.parse(all.stdout)).toHaveLength(5);

    const page = await cli(['shipments', 'list', '--limit', '2', '--json']);
    expect(JSON.parse(page.stdout)).toHaveLength(2);
    expect(page.stderr).toContain('Page 1 of 3 (5 shipments): next with --page 2');

    const walked = await cli(['shipments', 'list', '--limit', '2', '--all', '--json', '--since', '1d']);
    expect(walked.code).toBe(0);
    expect(
      JSON.parse(walked.stdout)
        .map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(walked.stderr).not.toContain('next with');

    const tsv = await cli(['shipments', 'list', '--carrier', 'sagawa', '--limit', '1']);
    expect(tsv.stdout.trim().split('\t')).toHaveLength(10);
    expect(tsv.stdout).toMatch(
      /^API-[A-Z0-9]{10}\t\d{4}-\d{2}-\d{2}T[\d:.]+Z\tsagawa\tsagawa_regular\t\d+\t[^\t]+\tJiro Suzuki\t大阪府 Osaka-shi\tactive\ttrue\n$/,
    );
  });

  it('get shows the shipment; --json is the API JSON; an unknown ID exits 4', async () => {
    const r = await cli(['shipments', 'get', ids[0]!, '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ id: ids[0], delivery: { carrier: 'sagawa' } });
    const human = await cli(['shipments', 'get', ids[0]!]);
    expect(human.stdout).toContain(`tracking\t${s.delivery.tracking_numbers[0]}\n`);
    expect(human.stdout).toContain(`label\t${s.delivery.label}\n`);
    const missing = await cli(['shipments', 'get', 'API-NOPE000000']);
    expect(missing.code).toBe(4);
    expect(missing.stdout).toBe('');
  });

  it('void refuses without a TTY and --yes (exit 2); with --yes it voids', async () => {
    const refused = await cli(['shipments', 'void', ids[1]!]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes is required when not running interactively');
    expect((await t.sb.request('GET', `/v1/shipments/${ids[1]}`)).body.state).toBe('active');

    const done = await cli(['shipments', 'void', ids[1]!, '--yes']);
    expect(done).toMatchObject({ code: 0, stdout: `Shipment ${ids[1]} was deleted\n` });
    const active = JSON.parse((await cli(['shipments', 'list', '--json'])).stdout);
    expect(active.map((s: { id: string }) => s.id)).not.toContain(ids[1]);
    const any = JSON.parse((await cli(['shipments', 'list', '--state', 'any', '--json'])).stdout);
    expect(any.find((s: { id: string }) => s.id === ids[1]).state).toBe('void');
  });

  it('label --out writes a PDF and refuses to overwrite it without --force', async () => {
    const out = path.join(t.home.dir, 'l.pdf');
    const r = await cli(['shipments', 'label', ids[0]!, '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(out);
    expect(fs.readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await cli(['shipments', 'label', ids[0]!, '--out', out])).code).toBe(2);
    expect((await cli(['shipments', 'label', ids[0]!, '--out', out, '--force'])).code).toBe(0);
  });

  it('label without --out saves where ship saves: label_dir, else the labels folder of the data directory', async () => {
    const saved = await cli(['shipments', 'label', ids[0]!], { cwd: t.home.dir });
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout.trim()).toBe(path.join(t.home.dir, 'data', 'labels', `${ids[0]}.pdf`));
    expect(fs.existsSync(path.join(t.home.dir, `${ids[0]}.pdf`))).toBe(false);
    // Fetched again (a packer re-downloading): the file holds this label already, no clash.
    const again = await cli(['shipments', 'label', ids[0]!]);
    expect(again.code, again.stderr).toBe(0);
    const dir = path.join(t.home.dir, 'desk-labels');
    expect((await cli(['config', 'set', 'label_dir', dir])).code).toBe(0);
    const there = await cli(['shipments', 'label', ids[0]!]);
    expect(there.stdout.trim()).toBe(path.join(dir, `${ids[0]}.pdf`));
  });
});
