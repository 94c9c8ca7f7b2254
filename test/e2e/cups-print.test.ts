// A label and its delivery note through a real CUPS queue (cups-pdf, which writes each job as a
// PDF into the submitting user's ~/PDF): one job, the label's page then the note's. Runs where a
// cups-pdf queue is set up; skipped otherwise with the commands that set one up.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/sandbox/deps.js';
import { makeHome, runCli } from '../helpers/cli.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

/** The first queue whose device is cups-pdf, when CUPS runs and has one. */
function cupsPdfQueue(): string | undefined {
  const r = spawnSync('lpstat', ['-v'], { encoding: 'utf8' });
  if (r.status !== 0) return undefined;
  return /^device for (\S+): cups-pdf:/m.exec(r.stdout)?.[1];
}

const queue = cupsPdfQueue();
const SETUP =
  'apt-get install -y cups cups-pdf poppler-utils; cupsd; lpadmin -p PDF -E -v cups-pdf:/ -P /usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd';
const itCups = queue && spawnSync('pdfinfo', ['-v']).status === 0 ? it : it.skip;
const outDir = path.join(userInfo().homedir, 'PDF');

let sb: TestSandbox;
let home: ReturnType<typeof makeHome>;
beforeAll(async () => {
  sb = await startTestSandbox({ clock: fixedClock('2026-03-04T01:00:00Z') });
  home = makeHome();
});
afterAll(async () => {
  await sb.close();
  home.remove();
});

const pdfs = (): Map<string, number> =>
  new Map(
    existsSync(outDir)
      ? readdirSync(outDir)
          .filter((f) => f.endsWith('.pdf'))
          .map((f) => [f, statSync(path.join(outDir, f)).mtimeMs] as const)
      : [],
  );

describe('printing through CUPS', () => {
  itCups(
    `a label and its delivery note come out of a cups-pdf queue as one two-page job${queue ? '' : ` [SKIPPED: no cups-pdf queue; ${SETUP}]`}`,
    async () => {
      const body = path.join(home.dir, 'body.json');
      writeFileSync(
        body,
        JSON.stringify({
          to_address: {
            full_name: '山田 花子',
            phone: '0612345678',
            country: 'JP',
            zip: '5300001',
            province: '27',
            city: '大阪市北区',
            address1: '梅田1-1-1',
          },
          setup: {
            carrier: 'sagawa',
            service: 'sagawa_regular',
            pack_size: 60,
            ref_number: 'CUPS-1',
            test: true,
          },
          products: [{ name: '有機緑茶', quantity: 2, price: 1080, tax_rate: 8 }],
        }),
      );
      const before = pdfs();
      const r = await runCli(
        [
          '--base-url',
          sb.url,
          'ship',
          '--input',
          body,
          '--printer',
          `lp:${queue}`,
          '--delivery-note',
          'a5',
          '--yes',
        ],
        { home: home.dir, env: { SHIPCTL_TOKEN: sb.token, SHIPCTL_NOW: '2026-03-04T01:00:00Z' } },
      );
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`label and delivery note of API-`);
      // cups-pdf writes the job when CUPS has run it: wait until the new file reads whole (a
      // wait, not a timed assertion).
      let info = '';
      for (let i = 0; i < 60 && !info; i += 1) {
        const made = [...pdfs()].find(([f, at]) => before.get(f) !== at)?.[0];
        const read = made
          ? spawnSync('pdfinfo', ['-f', '1', '-l', '2', path.join(outDir, made)], { encoding: 'utf8' })
          : undefined;
        if (read?.status === 0) info = read.stdout;
        else await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(info, `no new PDF read in ${outDir}`).not.toBe('');
      expect(info).toMatch(/Pages:\s+2/);
      expect(info).toMatch(/Page\s+2 size:\s+42\d(\.\d+)? x 595/);
    },
    60_000,
  );
});
