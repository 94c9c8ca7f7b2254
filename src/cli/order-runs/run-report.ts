// What every order run (`batch ship`, `orders ship`, `station`) says around sending: the
// services and the estimate, the question before money is spent, and the characters the
// Shift_JIS results could not hold.
import type { Estimate, Replacement } from '../../batch/index.js';
import { formatMoney } from '../output/format.js';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function servicesText(services: Record<string, number>): string {
  const list = Object.entries(services).sort((a, b) => b[1] - a[1]);
  return list.length === 0 ? 'none' : list.map(([s, n]) => `${s} ${n}`).join(', ');
}

export function estimateText(estimate: Estimate | undefined): string | undefined {
  if (!estimate) return undefined;
  const money = formatMoney(estimate.total, estimate.currency ?? 'JPY');
  return estimate.missing > 0 ? `${money} + ${plural(estimate.missing, 'row')} without a rate` : money;
}

export function confirmQuestion(plan: {
  count: number;
  services: string;
  test: number;
  estimate?: string;
}): string {
  const test =
    plan.test === plan.count
      ? plan.count === 1
        ? ', a test label'
        : ', all test labels'
      : plan.test > 0
        ? `, ${plural(plan.test, 'test label')}`
        : '';
  const cost = plan.estimate ? ` — estimated ${plan.estimate}` : ' (cost not estimated: add --estimate)';
  return `Create ${plural(plan.count, 'shipment')} (${plan.services}${test})${cost}?`;
}

/** The characters of the results Shift_JIS could not hold (`count` of them; the first few shown). */
export function replacedText(count: number, first: readonly Replacement[]): string {
  const shown = first
    .slice(0, 5)
    .map((r) => `line ${r.line} ${r.column} "${r.char}"`)
    .join(', ');
  return `${count} character${count === 1 ? '' : 's'} Shift_JIS cannot hold ${
    count === 1 ? 'was' : 'were'
  } replaced in the results (${shown}${count > 5 ? ', …' : ''}); --out-encoding utf8 keeps them`;
}
