// The progress line of a batch run on stderr: done, failed, remaining, rate, ETA.
// Only on a TTY (a piped run stays quiet), redrawn at most every 200 ms.
import type { Writable } from 'node:stream';
import type { Progress } from '../../batch/index.js';
import { messages } from '../../i18n/index.js';

export interface ProgressLine {
  update(p: Progress): void;
  /** Erases the line (before other output, and at the end). */
  clear(): void;
}

const NOOP: ProgressLine = { update() {}, clear() {} };

function clock(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s % 60).padStart(2, '0')}`;
}

export function progressText(p: Progress, nowMs: number): string {
  const elapsed = Math.max(0.001, (nowMs - p.startedAt) / 1000);
  const rate = p.sentNow / elapsed;
  const eta = rate > 0 ? p.remaining / rate : Number.POSITIVE_INFINITY;
  const text = messages().shipping.runs.progress;
  return [
    text.done(p.done, p.total - p.skipped),
    text.failed(p.failed),
    text.remaining(p.remaining),
    `${rate.toFixed(1)}/s`,
    text.eta(clock(eta)),
  ].join(' · ');
}

export function createProgressLine(io: { stderr: Writable; stderrIsTTY: boolean }): ProgressLine {
  if (!io.stderrIsTTY) return NOOP;
  let last = 0;
  let shown = false;
  return {
    update(p) {
      const now = Date.now();
      if (now - last < 200 && p.remaining > 0) return;
      last = now;
      shown = true;
      io.stderr.write(`\r\x1b[K${progressText(p, now)}`);
    },
    clear() {
      if (shown) io.stderr.write('\r\x1b[K');
      shown = false;
    },
  };
}
