// `batch ship --dry-run`: every row checked (and quoted with --estimate), a summary,
// nothing sent and no run recorded. Rows go by one at a time (100,000 rows in
// constant memory): only counts and the first problems stay for the terminal; `--out`
// gets a results line per row as it is checked, and `--json` every problem and warning,
// spooled to a temporary file until the counts are known.
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  checkedResultOf,
  type Estimate,
  type IngestReport,
  type IngestSpec,
  type RowIssue,
} from '../../../batch/index.js';
import { checkFileRun } from '../../../ops/orders/file-run.js';
import type { Context } from '../../context.js';
import { withSpinner } from '../../output/spinner.js';
import type { CheckedShip } from '../../order-runs/batch-options.js';
import { openResultsFile, type ResultsFile } from '../../order-runs/results-out.js';
import { replacedText } from '../../order-runs/run-report.js';
import { invalidFile, printColumns, printDryRun, printWarnings } from './ship-report.js';
import { messages } from '../../../i18n/index.js';

export async function dryRun(ctx: Context, spec: IngestSpec, checked: CheckedShip): Promise<number> {
  const results = checked.out ? await openResultsFile(checked.out, checked.outEncoding) : undefined;
  const spool = ctx.globals.json ? new IssueSpool() : undefined;
  try {
    const { report, estimate } = await withSpinner(
      ctx.io,
      messages().admin.batch.checking(spec.source.name),
      () =>
        checkFileRun(ctx, spec, {
          estimate: checked.estimate,
          concurrency: checked.concurrency,
          onRow: async (row) => {
            results?.row(checkedResultOf(row));
            if (spool) await spool.add(row.problems, row.warnings);
          },
        }),
    );
    if (results) await commitResults(ctx, results, checked.out!);
    printColumns(ctx, report);
    printWarnings(ctx, report);
    const summary = {
      source: spec.source.name,
      encoding: spec.source.encoding,
      ...(estimate ? { estimate } : {}),
    };
    if (spool) await printJsonReport(ctx.io.stdout, report, summary, spool);
    else printDryRun(ctx, report, summary);
    // Every problem is in the results file and the JSON; the error shows the first ones.
    if (report.invalid > 0 && !checked.skipInvalid) throw invalidFile(report, spec.source.name);
    return 0;
  } finally {
    await results?.discard();
    spool?.remove();
  }
}

async function commitResults(ctx: Context, results: ResultsFile, out: string): Promise<void> {
  const replaced = await results.commit();
  if (replaced.count > 0) ctx.notices.warn(replacedText(replaced.count, replaced.first));
  ctx.notices.dim(messages().admin.batch.resultsTo(out));
}

/** Problems and warnings, one JSON line each, in two temporary files. */
class IssueSpool {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'shipctl-dry-run-'));
  readonly problems = new SpoolFile(path.join(this.dir, 'problems.jsonl'));
  readonly warnings = new SpoolFile(path.join(this.dir, 'warnings.jsonl'));

  async add(problems: readonly RowIssue[], warnings: readonly RowIssue[]): Promise<void> {
    for (const p of problems) await this.problems.add(p);
    for (const w of warnings) await this.warnings.add(w);
  }

  remove(): void {
    this.problems.stream.destroy();
    this.warnings.stream.destroy();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

class SpoolFile {
  readonly stream: WriteStream;
  count = 0;
  #error: Error | undefined;
  constructor(readonly file: string) {
    this.stream = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    this.stream.on('error', (err) => (this.#error ??= err));
  }

  async add(issue: RowIssue): Promise<void> {
    if (this.#error) throw this.#error;
    this.count += 1;
    if (!this.stream.write(`${JSON.stringify(issue)}\n`)) await once(this.stream, 'drain');
  }

  /** Ends the file; a write that failed (a full temporary disk) is thrown here, never waited on. */
  async close(): Promise<void> {
    this.stream.end();
    await finished(this.stream).catch((err: unknown) => {
      throw this.#error ?? err;
    });
    if (this.#error) throw this.#error;
  }
}

/** `value` as printJson prints it, every line after the first indented by `indent`. */
const pretty = (value: unknown, indent: string): string =>
  JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);

/**
 * The dry run's JSON, as printJson would print the whole object (same members, same order),
 * with `problems` and `warnings` read back from the spool instead of held in memory.
 */
async function printJsonReport(
  out: Writable,
  report: IngestReport,
  options: { source: string; encoding: string; estimate?: Estimate },
  spool: IssueSpool,
): Promise<void> {
  const head = pretty(
    {
      file: options.source,
      encoding: options.encoding,
      preset: report.columns?.preset,
      recognised_by: report.columns?.recognisedBy,
      shipments: report.shipments,
      valid: report.valid,
      invalid: report.invalid,
      services: report.services,
      test_labels: report.test,
      estimate: options.estimate
        ? {
            total: options.estimate.total,
            currency: options.estimate.currency ?? 'JPY',
            rows_without_rate: options.estimate.missing,
          }
        : undefined,
    },
    '',
  );
  let buffered = head.slice(0, -2);
  const write = async (text: string, force = false) => {
    buffered += text;
    if (buffered.length < 65_536 && !force) return;
    const ok = out.write(buffered);
    buffered = '';
    if (!ok) await once(out, 'drain');
  };
  for (const [name, file] of [
    ['problems', spool.problems],
    ['warnings', spool.warnings],
  ] as const) {
    await file.close();
    await write(`,\n  "${name}": [`);
    let n = 0;
    if (file.count > 0) {
      const lines = createInterface({ input: createReadStream(file.file, 'utf8'), crlfDelay: Infinity });
      for await (const line of lines) {
        if (line === '') continue;
        await write(`${n++ === 0 ? '' : ','}\n    ${pretty(JSON.parse(line), '    ')}`);
      }
    }
    await write(n === 0 ? ']' : '\n  ]');
  }
  await write('\n}\n', true);
}
