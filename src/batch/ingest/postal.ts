// A row's recipient against the offline postal data: the step `ship` has had from
// the start (src/cli/request/address.ts), for CSV rows. A prefecture column that
// contradicts the zip makes the row invalid, placed on that column (住所1 for a city
// written there); the prefecture and city are then the zip's, each sent once.
import { jpCities, lookupJpZip, postalDataLoaded } from '../../api/postal.js';
import { checkJpAddress, keeping, unknownZipProblem } from '../../domain/index.js';
import type { Draft } from './draft.js';

export async function reconcileRecipientZip(draft: Draft): Promise<void> {
  const to = draft.body.to_address as Record<string, unknown> | undefined;
  if (!to || to.country !== 'JP' || typeof to.zip !== 'string') return;
  if (draft.problems.some((p) => p.field === 'to_address.zip')) return;
  const place = await lookupJpZip(to.zip);
  const zipAt = draft.sources.get('to_address.zip') ?? { line: draft.line };
  if (!place) {
    if (await postalDataLoaded()) {
      const unknown = unknownZipProblem(to, 'to_address');
      draft.problems.push(keeping({ ...zipAt, ...unknown }, unknown.said));
    }
    return;
  }
  const r = checkJpAddress(to, place, jpCities(), 'to_address');
  // Each problem on the cell it names (住所1 for a city written there), else on the zip's.
  for (const p of r.problems) draft.problems.push(keeping({ ...(draft.sources.get(p.field) ?? zipAt), ...p }, p.said));
  for (const [member, value] of Object.entries(r.set)) {
    to[member] = value;
    if (!draft.sources.has(`to_address.${member}`)) draft.sources.set(`to_address.${member}`, zipAt);
  }
}
