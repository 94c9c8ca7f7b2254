// Paper for the box and the driver: a delivery note (納品書) printed with its label, the print
// queue that prints each label once (a re-run, a re-exported file, a station session), printer
// targets checked before anything is bought, and the driver's handover list. In-process
// against a sandbox on a fixed clock (Wednesday 10:00 JST); file print targets.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContextDeps } from '../../src/cli/context.js';
import { runCli } from '../../src/cli/run.js';
import { fixedClock } from '../../src/sandbox/deps.js';
import { itNeeds } from '../helpers/tools.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams } from '../helpers/streams.js';

const WEDNESDAY_10_JST = '2026-03-04T01:00:00Z';

let sb: TestSandbox | undefined;
let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-paper-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await sb?.close();
  sb = undefined;
  fs.rmSync(home, { recursive: true, force: true });
});

async function deps(): Promise<ContextDeps> {
  const s = (sb ??= await startTestSandbox({ clock: fixedClock(WEDNESDAY_10_JST) }));
  return {
    now: () => new Date(WEDNESDAY_10_JST),
    cwd: home,
    startSandbox: async () => ({ baseUrl: s.url, token: s.token, dbPath: ':memory:', close: async () => {} }),
  };
}

async function cli(argv: string[], o: { input?: string; lang?: string; env?: Record<string, string> } = {}) {
  const io = fakeStreams({ ...(o.input !== undefined ? { input: o.input } : {}) });
  const env = { SHIPCTL_HOME: home, SHIPCTL_LANG: o.lang ?? 'en', ...o.env };
  const code = await runCli(argv, { env, streams: io, deps: await deps() });
  return { code, stdout: io.out(), stderr: io.err() };
}

const at = (name: string) => path.join(home, name);
const pageCount = async (file: string) => (await PDFDocument.load(fs.readFileSync(file))).getPageCount();
const pdfText = (file: string, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], {
    encoding: 'utf8',
  });

async function shipments(): Promise<{ id: string; state: string; setup: { ref_number?: string } }[]> {
  const r = await sb!.request('GET', '/v1/shipments?state=any&limit=250');
  return r.body as never;
}

const BODY = {
  to_address: {
    full_name: '山田 花子',
    phone: '0612345678',
    country: 'JP',
    zip: '5300001',
    province: '27',
    city: '大阪市北区',
    address1: '梅田1-1-1',
  },
  setup: { carrier: 'sagawa', service: 'sagawa_regular', pack_size: 60, ref_number: 'ORD-1001' },
  products: [
    { name: '有機緑茶 100g', quantity: 2, price: 1080, tax_rate: 8 },
    { name: '湯呑み', quantity: 1, price: 3300 },
  ],
};

function ordersCsv(count: number): string {
  const rows = [
    'order_id,name,phone,zip,province,city,address1,carrier,service,pack_size,product_name,quantity,price',
  ];
  for (let i = 1; i <= count; i += 1)
    rows.push(
      `R-${i},山田 太郎${i},0312345678,100-0001,東京都,千代田区,千代田1-${i},sagawa,sagawa_regular,60,Tシャツ,1,2500`,
    );
  return rows.join('\n') + '\n';
}

describe('a delivery note with its label', () => {
  itNeeds(['pdftotext'])(
    'prints right after the label in the same job: items, prices, the registration number and the totals per tax rate',
    async () => {
      fs.writeFileSync(at('body.json'), JSON.stringify(BODY));
      expect((await cli(['config', 'set', 'shop.registration_number', 'T1234567890123'])).code).toBe(0);
      const r = await cli(
        ['ship', '--input', at('body.json'), '--printer', at('out.pdf'), '--delivery-note', 'a4', '--yes'],
        { lang: 'ja' },
      );
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain('ラベルと納品書');
      expect(await pageCount(at('out.pdf'))).toBe(2);
      const note = pdfText(at('out.pdf'), 2);
      for (const text of [
        '納品書',
        'ORD-1001',
        '有機緑茶 100g ※',
        '湯呑み',
        '¥1,080',
        '¥2,160',
        '登録番号 T1234567890123',
      ])
        expect(note).toContain(text);
      // 8 %: 2,160 of which 160 tax; 10 %: 3,300 of which 300 tax; 5,460 in all.
      expect(note).toMatch(/10% 対象\s+¥3,300\s+うち消費税（10%） ¥300/);
      expect(note).toMatch(/8% 対象\s+¥2,160\s+うち消費税（8%） ¥160/);
      expect(note).toMatch(/合計（税込）\s+¥5,460/);
    },
  );

  itNeeds(['pdftotext'])('of a gift shows the items and no price', async () => {
    fs.writeFileSync(at('body.json'), JSON.stringify(BODY));
    const r = await cli(
      [
        'ship',
        '--input',
        at('body.json'),
        '--printer',
        at('out.pdf'),
        '--delivery-note',
        'a5',
        '--gift',
        '--yes',
      ],
      { lang: 'ja' },
    );
    expect(r.code, r.stderr).toBe(0);
    const note = pdfText(at('out.pdf'), 2);
    expect(note).toContain('湯呑み');
    expect(note).not.toContain('¥');
    expect(note).toContain('ギフトのため金額は記載していません');
  });
});

describe('printer targets, checked before anything is bought', () => {
  it('a CUPS queue that does not exist is refused with the fix, exit 2, and nothing is bought', async () => {
    fs.writeFileSync(at('body.json'), JSON.stringify(BODY));
    const r = await cli(['ship', '--input', at('body.json'), '--printer', 'lp:NOPE', '--yes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--printer: (there is no CUPS queue named NOPE|CUPS is not installed)/);
    expect(await shipments()).toHaveLength(0);
  });

  it('a .pdf file that is not a PDF is refused before buying, not appended to', async () => {
    fs.writeFileSync(at('body.json'), JSON.stringify(BODY));
    fs.writeFileSync(at('notes.pdf'), 'shopping list\n');
    const r = await cli(['ship', '--input', at('body.json'), '--printer', at('notes.pdf'), '--yes']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not a PDF');
    expect(fs.readFileSync(at('notes.pdf'), 'utf8')).toBe('shopping list\n');
    expect(await shipments()).toHaveLength(0);
  });

  it('a folder gets one file per label', async () => {
    fs.writeFileSync(at('orders.csv'), ordersCsv(3));
    fs.mkdirSync(at('spool'));
    const r = await cli([
      'batch',
      'ship',
      at('orders.csv'),
      '--printer',
      `${at('spool')}/`,
      '--yes',
      '--out',
      at('r.csv'),
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(fs.readdirSync(at('spool')).filter((f) => f.endsWith('.pdf'))).toHaveLength(3);
  });
});

describe('the print queue prints each label once', () => {
  it('a re-run of a finished batch prints nothing again, and says so', async () => {
    fs.writeFileSync(at('orders.csv'), ordersCsv(3));
    const first = await cli([
      'batch',
      'ship',
      at('orders.csv'),
      '--printer',
      at('out.pdf'),
      '--yes',
      '--out',
      at('r.csv'),
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(await pageCount(at('out.pdf'))).toBe(3);
    const again = await cli([
      'batch',
      'ship',
      at('orders.csv'),
      '--printer',
      at('out.pdf'),
      '--yes',
      '--out',
      at('r.csv'),
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(await pageCount(at('out.pdf'))).toBe(3);
    expect(again.stderr).toContain(
      '0 shipped, 3 already shipped, 0 failed, 0 skipped, 0 printed, 3 printed before',
    );
  });

  it('a re-exported file whose first row was voided sends that row again and prints only its new label', async () => {
    fs.writeFileSync(at('a.csv'), ordersCsv(3));
    fs.writeFileSync(at('b.csv'), ordersCsv(4));
    const ship = (file: string, out: string) =>
      cli(['batch', 'ship', at(file), '--printer', at('out.pdf'), '--yes', '--out', at(out)]);
    expect((await ship('a.csv', 'ra.csv')).code).toBe(0);
    const b = await ship('b.csv', 'rb.csv');
    expect(b.code, b.stderr).toBe(0);
    // One new row: one label sent and printed, the three of the first file neither.
    expect(b.stderr).toMatch(/1 shipments? to send/);
    expect(b.stderr).toContain(
      '1 shipped, 3 already shipped, 0 failed, 0 skipped, 1 printed, 3 printed before',
    );
    expect(await pageCount(at('out.pdf'))).toBe(4);
    const voided = (await shipments()).find((s) => s.setup.ref_number === 'R-1')!;
    expect((await cli(['shipments', 'void', voided.id, '--yes'])).code).toBe(0);
    const again = await ship('b.csv', 'rb2.csv');
    expect(again.code, again.stderr).toBe(0);
    expect(await pageCount(at('out.pdf'))).toBe(5);
    const r1 = fs
      .readFileSync(at('rb2.csv'), 'utf8')
      .split('\n')
      .find((l) => l.includes(',R-1,'))!;
    expect(r1).toContain(',done,');
    expect(r1).not.toContain(voided.id);
    const live = (await shipments()).filter((s) => s.setup.ref_number === 'R-1' && s.state === 'active');
    expect(live).toHaveLength(1);
    expect(r1).toContain(live[0]!.id);
  });

  it('five scans at the station with --printer out.pdf make one valid five-page PDF', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const r = await cli([
        'orders',
        'create',
        '--to-name',
        `佐藤 ${i}`,
        '--to-phone',
        '0612345678',
        '--to-zip',
        '5300001',
        '--to-province',
        '27',
        '--to-city',
        '大阪市北区',
        '--to-address1',
        `梅田1-${i}`,
        '--product',
        `name=緑茶,qty=${i},price=1080`,
        '--ref',
        `ST-${i}`,
        '--carrier',
        'sagawa',
        '--json',
      ]);
      expect(r.code, r.stderr).toBe(0);
    }
    const r = await cli(
      [
        'station',
        '--carrier',
        'sagawa',
        '--service',
        'sagawa_regular',
        '--pack-size',
        '60',
        '--printer',
        at('out.pdf'),
        '--yes',
      ],
      { input: 'ST-1\nST-2\nST-3\nST-4\nST-5\n' },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(await pageCount(at('out.pdf'))).toBe(5);
  });

  it('a failed print stays waiting: labels print --pending prints it once, a reprint by name says it is one', async () => {
    const bin = at('bin');
    fs.mkdirSync(bin);
    // A CUPS whose queue exists but whose printer refuses the job.
    fs.writeFileSync(path.join(bin, 'lpstat'), '#!/bin/sh\necho "printer JAM is idle."\n', { mode: 0o755 });
    fs.writeFileSync(path.join(bin, 'lp'), '#!/bin/sh\ncat >/dev/null\necho "paper jam" >&2\nexit 1\n', {
      mode: 0o755,
    });
    // lp and lpstat run in the run's environment: this PATH finds the jammed ones first.
    const jammed = { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
    fs.writeFileSync(at('body.json'), JSON.stringify(BODY));
    const shipped = await cli(['ship', '--input', at('body.json'), '--printer', 'lp:JAM', '--yes'], {
      env: jammed,
    });
    expect(shipped.code).toBe(7);
    expect(shipped.stderr).toContain('paper jam');
    const pending = await cli(['labels', 'print', '--pending', '--printer', at('out.pdf')]);
    expect(pending.code, pending.stderr).toBe(0);
    expect(await pageCount(at('out.pdf'))).toBe(1);
    expect((await cli(['labels', 'print', '--pending', '--printer', at('out.pdf')])).stderr).toContain(
      'nothing is waiting to be printed',
    );
    const reprint = await cli(['labels', 'print', 'ORD-1001', '--printer', at('out.pdf')]);
    expect(reprint.code, reprint.stderr).toBe(0);
    expect(reprint.stderr).toMatch(/REPRINT: label of API-\w+ → .*out\.pdf \(printed once before\)/);
    expect(await pageCount(at('out.pdf'))).toBe(2);
    // The note alone, afterwards, by the order's number.
    const note = await cli([
      'labels',
      'print',
      'ORD-1001',
      '--note-only',
      '--delivery-note',
      'a5',
      '--printer',
      at('note.pdf'),
    ]);
    expect(note.code, note.stderr).toBe(0);
    const pages = (await PDFDocument.load(fs.readFileSync(at('note.pdf')))).getPages();
    expect(pages.map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([[420, 595]]);
  });
});

describe('orders ship again', () => {
  it('prints the label of an order shipped before only if it never printed, and then never again', async () => {
    const bin = at('bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'lpstat'), '#!/bin/sh\necho "printer JAM is idle."\n', { mode: 0o755 });
    fs.writeFileSync(path.join(bin, 'lp'), '#!/bin/sh\ncat >/dev/null\necho "paper jam" >&2\nexit 1\n', {
      mode: 0o755,
    });
    const created = await cli([
      'orders',
      'create',
      '--to-name',
      '佐藤 一郎',
      '--to-phone',
      '0612345678',
      '--to-zip',
      '5300001',
      '--to-province',
      '27',
      '--to-city',
      '大阪市北区',
      '--to-address1',
      '梅田1-1',
      '--product',
      'name=緑茶,qty=1,price=1080',
      '--ref',
      'OS-1',
      '--carrier',
      'sagawa',
      '--json',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const ship = [
      'orders',
      'ship',
      'OS-1',
      '--service',
      'sagawa_regular',
      '--pack-size',
      '60',
      '--yes',
      '--json',
    ];
    const jammed = await cli([...ship, '--printer', 'lp:JAM'], {
      env: { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    expect(jammed.code).toBe(7);
    expect(JSON.parse(jammed.stdout)[0]).toMatchObject({ status: 'shipped', label_printed: false });
    const again = await cli([...ship, '--printer', at('out.pdf')]);
    expect(JSON.parse(again.stdout)[0]).toMatchObject({ status: 'already_shipped', label_printed: true });
    expect(await pageCount(at('out.pdf'))).toBe(1);
    const third = await cli([...ship, '--printer', at('out.pdf')]);
    expect(JSON.parse(third.stdout)[0]).toMatchObject({ status: 'already_shipped', label_printed: null });
    expect(await pageCount(at('out.pdf'))).toBe(1);
  });
});

describe('the driver’s handover list', () => {
  async function dayOfLabels(): Promise<void> {
    const post = (setup: Record<string, unknown>, ref: string) =>
      sb!.request('POST', '/v1/shipments', {
        ...BODY,
        from_address: {
          full_name: 'Shop',
          phone: '0312345678',
          country: 'JP',
          zip: '1000001',
          province: '13',
          city: 'Chiyoda-ku',
          address1: '1-1 Chiyoda',
        },
        setup: { ...setup, ref_number: ref },
      });
    await deps();
    for (const [setup, ref] of [
      [{ carrier: 'sagawa', service: 'sagawa_regular', pack_size: 60 }, 'S-1'],
      [{ carrier: 'sagawa', service: 'sagawa_regular', pack_size: 80 }, 'S-2'],
      [{ carrier: 'yamato', service: 'yamato_regular', pack_size: 60, shipment_date: '2026-03-04' }, 'Y-1'],
      [{ carrier: 'sagawa', service: 'sagawa_regular', pack_size: 60, test: true }, 'T-1'],
      [{ carrier: 'yamato', service: 'yamato_regular', pack_size: 60, shipment_date: '2026-03-04' }, 'V-1'],
    ] as const) {
      const r = await post(setup, ref);
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    }
    const voided = (await shipments()).find((s) => s.setup.ref_number === 'V-1')!;
    expect((await sb!.request('DELETE', `/v1/shipments/${voided.id}`)).status).toBeLessThan(300);
  }

  it('lists per carrier the account’s real labels, test and voided ones apart: its CSV equals shipments list', async () => {
    await dayOfLabels();
    const r = await cli(['shipments', 'summary', '--since', 'today', '--handover', at('pickup.csv')]);
    expect(r.code, r.stderr).toBe(0);
    const [header, ...lines] = fs.readFileSync(at('pickup.csv'), 'utf8').trim().split('\n');
    expect(header).toBe('carrier,kind,tracking_numbers,ref_number,prefecture,size,packs,service,shipment_id');
    const rows = lines.map((l) => l.split(','));
    expect(rows.map((c) => [c[0], c[1], c[3], c[4], c[5]])).toEqual([
      ['sagawa', 'real', expect.any(String), '大阪府', expect.any(String)],
      ['sagawa', 'real', expect.any(String), '大阪府', expect.any(String)],
      ['sagawa', 'test', 'T-1', '大阪府', '60'],
      ['yamato', 'real', 'Y-1', '大阪府', '60'],
      ['yamato', 'void', 'V-1', '大阪府', '60'],
    ]);
    // The account's own list of the day, state any: the same shipments, the same tracking numbers.
    const listed = JSON.parse(
      (await cli(['shipments', 'list', '--since', 'today', '--state', 'any', '--all', '--json'])).stdout,
    ) as { id: string; delivery?: { tracking_numbers?: string[] } }[];
    expect(new Set(rows.map((c) => c[8]))).toEqual(new Set(listed.map((s) => s.id)));
    for (const s of listed)
      expect(rows.find((c) => c[8] === s.id)![2]).toBe((s.delivery?.tracking_numbers ?? []).join(' '));
  });

  itNeeds(['pdftotext'])(
    'as a PDF: a page per carrier, its count, the labels and a line for the signature and the time',
    async () => {
      await dayOfLabels();
      const r = await cli(['shipments', 'summary', '--since', 'today', '--handover', at('pickup.pdf')], {
        lang: 'ja',
      });
      expect(r.code, r.stderr).toBe(0);
      expect(await pageCount(at('pickup.pdf'))).toBe(2);
      const sagawa = pdfText(at('pickup.pdf'), 1);
      expect(sagawa).toMatch(/佐川急便 — 2 個/);
      expect(sagawa).toContain('テストラベル（引き渡し対象外）: 1 件');
      expect(sagawa).toContain('ドライバー署名');
      expect(sagawa).toContain('集荷時刻');
      const yamato = pdfText(at('pickup.pdf'), 2);
      expect(yamato).toContain('Y-1');
      expect(yamato).not.toContain('V-1');
      expect(yamato).toContain('取り消し済みラベル（引き渡し対象外）: 1 件');
    },
  );
});
