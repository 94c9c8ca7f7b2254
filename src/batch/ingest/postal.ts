// A row's recipient against the offline postal data: the step `ship` has had from
// the start (src/cli/request/address.ts), for CSV rows. A prefecture column that
// contradicts the zip makes the row invalid, placed on that column; an empty
// prefecture or city is filled from the zip.
import { lookupJpZip, postalDataLoaded } from '../../api/postal.js';
import { findPrefecture, reconcileZipPlace, unknownZipProblem } from '../../domain/index.js';
import type { Draft } from './draft.js';

export async function reconcileRecipientZip(draft: Draft): Promise<void> {
  const to = draft.body.to_address as Record<string, unknown> | undefined;
  if (!to || to.country !== 'JP' || typeof to.zip !== 'string') return;
  if (draft.problems.some((p) => p.field === 'to_address.zip')) return;
  const place = await lookupJpZip(to.zip);
  const zipAt = draft.sources.get('to_address.zip') ?? { line: draft.line };
  if (!place) {
    const unknown = (await postalDataLoaded()) ? unknownZipProblem(to, 'to_address') : undefined;
    if (unknown) draft.problems.push({ ...zipAt, ...unknown });
    return;
  }
  const r = reconcileZipPlace(to, place, 'to_address', (code) => findPrefecture(code)?.kanji ?? code);
  if (r.problem) {
    const at = draft.sources.get('to_address.province') ?? zipAt;
    draft.problems.push({ ...at, ...r.problem });
  }
  for (const [member, value] of Object.entries(r.fill)) {
    to[member] = value;
    draft.sources.set(`to_address.${member}`, zipAt);
  }
}
