import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { labelExtension, mergeLabels } from '../../../src/batch/index.js';
import { ship, status } from '../../../src/cli/commands/batch/index.js';
import { parseArgv } from '../../helpers/program.js';

const dir = mkdtempSync(path.join(tmpdir(), 'shipctl-labels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function label(name: string, pages: number): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    doc.addPage([288, 432]).drawText(`${name} page ${i + 1}`, { x: 20, y: 400, font });
  doc.setTitle(name);
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await doc.save());
  return file;
}

describe('label merging', () => {
  it('every page of every label, in the order given', async () => {
    const files = [await label('c', 1), await label('a', 2), await label('b', 1)];
    const out = path.join(dir, 'all.pdf');
    const merged = await mergeLabels(files, out);
    expect(merged).toEqual({ pdf: out, pages: 4 });
    const doc = await PDFDocument.load(readFileSync(out));
    expect(doc.getPageCount()).toBe(4);
  });

  it('ZPL labels are concatenated', async () => {
    const a = path.join(dir, '1.zpl');
    const b = path.join(dir, '2.zpl');
    writeFileSync(a, '^XA^FDone^FS^XZ');
    writeFileSync(b, '^XA^FDtwo^FS^XZ');
    expect(labelExtension(readFileSync(a))).toBe('zpl');
    const merged = await mergeLabels([a, b], path.join(dir, 'labels.zpl'));
    expect(readFileSync(merged.zpl!, 'utf8')).toBe('^XA^FDone^FS^XZ\n^XA^FDtwo^FS^XZ\n');
    expect(merged.pdf).toBeUndefined();
  });
});

describe('batch ship: argv → options', () => {
  it('binds the file and every flag', async () => {
    const p = await parseArgv([
      'batch',
      'ship',
      'orders.csv',
      '--carrier',
      'sagawa',
      '--pack-size',
      '60',
      '--test',
      '--dry-run',
      '--estimate',
      '--max-total',
      '50000',
      '--concurrency',
      '8',
      '--out',
      'r.csv',
      '--out-encoding',
      'sjis',
      '--labels-pdf',
      'l.pdf',
      '--encoding',
      'sjis',
      '--map',
      'm.json',
      '--skip-invalid',
      '--retry-failed',
      '--from-warehouse',
      'W1',
      '--yes',
    ]);
    expect(p.verb).toBe(ship);
    expect(p.opts).toMatchObject({
      file: 'orders.csv',
      carrier: 'sagawa',
      packSize: '60',
      test: true,
      dryRun: true,
      estimate: true,
      maxTotal: '50000',
      concurrency: '8',
      out: 'r.csv',
      outEncoding: 'sjis',
      labelsPdf: 'l.pdf',
      encoding: 'sjis',
      map: 'm.json',
      skipInvalid: true,
      retryFailed: true,
      fromWarehouse: 'W1',
      labels: true,
    });
    expect(p.globals.yes).toBe(true);
    expect((await parseArgv(['batch', 'ship', '-', '--no-labels'])).opts).toMatchObject({
      file: '-',
      labels: false,
    });
    expect(await parseArgv(['batch', 'status', 'abc123'])).toMatchObject({
      verb: status,
      opts: { run: 'abc123' },
    });
  });
});
