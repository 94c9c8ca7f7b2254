// `shipctl batch ship` end to end: the CLI against a sandbox on an ephemeral
// port, a Shift_JIS file with Japanese headers in, shipments, a results CSV and a
// merged label PDF out.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from '@cantoo/pdf-lib';
import iconv from 'iconv-lite';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandboxCli } from '../helpers/e2e.js';
import { allShipments, JA_HEADERS, japaneseOrders, sjis, toCsv } from '../fixtures/batch/harness.js';

const t = useSandboxCli({}, { home: 'file' });
const cli = (args: string[], o: { input?: string | Buffer; timeoutMs?: number } = {}) =>
  t.shipctl(args, {}, { timeoutMs: 60_000, ...o });

/** A page's drawing instructions, decoded: equal streams draw the same label. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) =>
      s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : '',
    )
    .join('\n');
}

describe('batch ship: a 200-row Shift_JIS file with Japanese headers', () => {
  it('creates 200 shipments, a results CSV with 200 tracking numbers and a PDF in row order', async () => {
    const rows = japaneseOrders(200, 42);
    const csv = path.join(t.home.dir, 'orders-sjis.csv');
    writeFileSync(csv, sjis(toCsv(JA_HEADERS, rows)));
    const out = path.join(t.home.dir, 'results.csv');
    const pdf = path.join(t.home.dir, 'labels.pdf');

    const res = await cli(
      ['batch', 'ship', csv, '--test', '--yes', '--out', out, '--out-encoding', 'sjis', '--labels-pdf', pdf],
      { timeoutMs: 120_000 },
    );
    expect(res.stderr).not.toMatch(/error/i);
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(/leading 0 dropped/); // the 6-digit northern zips, restored with a warning

    const shipments = await allShipments(t.sb);
    const ours = shipments.filter((s) => /^A\d{4}$/.test(s.setup?.ref_number ?? ''));
    expect(ours).toHaveLength(200);
    expect(new Set(ours.map((s) => s.setup.ref_number)).size).toBe(200);

    const text = iconv.decode(readFileSync(out), 'cp932');
    const lines = text.trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'line,key,status,shipment_id,tracking_numbers,label_file,price,currency,ref_number,error',
    );
    // Tracking numbers are in Excel's text form, ="…" (quoted as a CSV cell): the digits inside.
    const results = lines
      .slice(1)
      .map((l) => l.split(',').map((cell) => cell.replace(/^"=""(.*)"""$/, '$1')));
    expect(results).toHaveLength(200);
    expect(results.map((r) => r[1])).toEqual(rows.map((r) => r[0]));
    expect(results.every((r) => r[2] === 'done' && /^\d{6,}$/.test(r[4]!))).toBe(true);
    expect(new Set(results.map((r) => r[4])).size).toBe(200);
    const byId = new Map(ours.map((s) => [s.id, s]));
    for (const r of results) expect(byId.get(r[3]!)?.delivery.tracking_numbers).toEqual([r[4]]);

    // The merged PDF: one page per label, page i drawn like the label of row i as the
    // sandbox serves it (fetched here independently of the CLI's own downloads).
    const merged = await PDFDocument.load(readFileSync(pdf));
    expect(merged.getPageCount()).toBe(200);
    const pages = merged.getPages();
    for (const i of [0, 1, 2, 57, 123, 198, 199]) {
      const label = await fetch(`${t.sb.url}/labels/${results[i]![3]}.pdf`).then((r) => r.arrayBuffer());
      const doc = await PDFDocument.load(label);
      expect(pageContent(pages[i]!)).toBe(pageContent(doc.getPage(0)));
      if (i > 0) expect(pageContent(pages[i]!)).not.toBe(pageContent(pages[i - 1]!));
    }
  }, 180_000);
});
