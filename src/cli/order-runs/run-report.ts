// What every order run (`batch ship`, `orders ship`, `station`) says around sending: the
// services and the estimate, the question before money is spent, and the characters the
// Shift_JIS results could not hold.
import type { Estimate, Replacement } from '../../batch/index.js';
import { formatMoney } from '../output/format.js';
import { messages } from '../../i18n/index.js';
import { BATCH_FLAGS, IO_FLAGS } from '../shared/flags.js';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function servicesText(services: Record<string, number>): string {
  const list = Object.entries(services).sort((a, b) => b[1] - a[1]);
  return list.length === 0 ? messages().shipping.runs.none : list.map(([s, n]) => `${s} ${n}`).join(', ');
}

export function estimateText(estimate: Estimate | undefined): string | undefined {
  if (!estimate) return undefined;
  const money = formatMoney(estimate.total, estimate.currency ?? 'JPY');
  return estimate.missing > 0 ? messages().shipping.runs.withoutRate(money, estimate.missing) : money;
}

export function confirmQuestion(plan: {
  count: number;
  services: string;
  test: number;
  estimate?: string;
}): string {
  return messages().shipping.runs.confirm(
    plan.count,
    plan.services,
    plan.test,
    plan.estimate,
    IO_FLAGS.estimate.long,
  );
}

/** The characters of the results Shift_JIS could not hold (`count` of them; the first few shown). */
export function replacedText(count: number, first: readonly Replacement[]): string {
  const text = messages().shipping.runs;
  const shown = first
    .slice(0, 5)
    .map((r) => text.replacedAt(r.line, r.column, r.char))
    .join(', ');
  return text.replaced(count, shown, count > 5, BATCH_FLAGS.outEncoding.long);
}
