// A Japanese recipient against its postal code, before anything is quoted or bought: the
// prefecture and city written (in the province and city fields, or at the start of
// address1 as a Japanese order CSV's 住所1 has them) must be the code's, or the parcel
// would be labelled for one place and routed to another. What agrees is sent once: province
// and city from the postal data, address1 = town + 番地, address2 = the building.
import { problem, say, type Problem } from '../problems.js';
import { splitJpAddress, foldPlaceName, type JpCity } from './jp-address.js';
import { findPrefecture } from './prefectures.js';
import { formatJpZip, reconcileZipPlace, type ZipPlace } from './zip.js';

export interface JpAddressCheck {
  /** Members to set on the address when there is no problem. */
  set: Record<string, string>;
  problems: Problem[];
}

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** 大阪府大阪市北区 for a place of the postal data. */
export function describeZipPlace(place: ZipPlace): string {
  return `${findPrefecture(place.prefecture)?.kanji ?? place.prefecture}${place.city ?? ''}`;
}

/**
 * The address at `path` (to_address) against the place of its zip. `cities` is the postal
 * data's list of cities. Problems name both sides and the fix; `set` carries the parts
 * to send.
 */
export function checkJpAddress(
  address: Record<string, unknown>,
  place: ZipPlace,
  cities: readonly JpCity[],
  path: string,
): JpAddressCheck {
  const zip = formatJpZip(text(address.zip)) ?? text(address.zip);
  const placeName = describeZipPlace(place);
  const province = reconcileZipPlace(address, place, path, (code) => findPrefecture(code)?.kanji ?? code);
  const problems: Problem[] = province.problem ? [province.problem] : [];
  const set: Record<string, string> = { ...province.fill };
  const expected = (c: JpCity) => cityMatches(c, place);

  const cityGiven = text(address.city);
  // A romaji city (a warehouse's Shibuya-ku) is written for carriers abroad: nothing to compare it with.
  if (cityGiven !== '' && place.city && JAPANESE.test(cityGiven)) {
    const parts = splitJpAddress(cityGiven, cities, expected);
    const agrees =
      parts.cities.length > 0
        ? (parts.prefecture === undefined || parts.prefecture === place.prefecture) &&
          parts.cities.some((c) => cityMatches(c, place))
        : foldPlaceName(place.city).endsWith(foldPlaceName(cityGiven));
    if (!agrees)
      problems.push(problem(`${path}.city`, say('zip.otherCity', cityGiven, path, zip, placeName)));
    else set.city = place.city;
  }

  const line = text(address.address1);
  if (line !== '') {
    const parts = splitJpAddress(line, cities, expected);
    const writtenOther =
      (parts.prefecture !== undefined && parts.prefecture !== place.prefecture) ||
      (parts.cities.length > 0 && !parts.cities.some((c) => cityMatches(c, place)));
    if (writtenOther) {
      problems.push(
        problem(`${path}.address1`, say('zip.addressOtherPlace', parts.placeText, path, zip, placeName)),
      );
    } else if (cityGiven === '' || JAPANESE.test(cityGiven)) {
      // (A romaji city beside a kanji street is a mixed record, a warehouse's: left as written.)
      // A building is told from the street only in Japanese order: in "1-1 Umeda" what
      // follows the number is the town. With address2 already given the rest stays whole.
      const building =
        JAPANESE.test(parts.street) && text(address.address2) === '' ? parts.building : undefined;
      if (building !== undefined) {
        set.address1 = parts.street;
        set.address2 = building;
      } else if (parts.placeText !== '' && parts.rest !== '') set.address1 = parts.rest;
      // The city written where the data has none (a code shared by two towns): the written one goes.
      if (!place.city && cityGiven === '' && parts.cities.length === 1 && !parts.cityPartial)
        set.city = parts.cities[0]!.city;
    }
  }
  return problems.length > 0 ? { set: {}, problems } : { set, problems };
}

/** The code's own city (any of its prefecture's when the code spans several). */
function cityMatches(c: JpCity, place: ZipPlace): boolean {
  return c.prefecture === place.prefecture && (!place.city || c.city === place.city);
}
