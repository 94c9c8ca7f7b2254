// Numbers and ids as people type them. A tracking number: Labels print domestic numbers in groups
// (`4368-3062-4705`), a Japanese keyboard types full-width digits (２６４５…) and a long dash
// for a hyphen (ー), UPS writes its numbers in groups of letters and digits (`1Z 999 AA1 01…`):
// the carriers know each one by its bare characters. A number with letters and hyphens
// (`SANDBOX-DELIVERED`) keeps them.

/** Dashes a keyboard or a copied label may give for the hyphen between digit groups. */
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff0d\uff70]/g;

/**
 * The number the service knows: full-width characters made ASCII, and the spaces and
 * hyphens between digit groups (or the spaces between groups of letters and digits) taken
 * out. Anything else is returned trimmed, as given.
 */
export function normalizeTrackingNumber(raw: string): string {
  const text = raw.normalize('NFKC').replace(DASHES, '-').trim();
  if (/^\d[\d -]*\d$/.test(text)) return text.replace(/[ -]/g, '');
  if (/^[A-Za-z0-9]+( [A-Za-z0-9]+)+$/.test(text)) return text.replace(/ /g, '');
  return text;
}

/**
 * A shipment or order id as typed: API- and ten capitals and digits, whatever the case or width
 * (api-zvl36ev46e, ＡＰＩ－…). Anything else is returned trimmed, as given.
 */
export function normalizeRecordId(raw: string): string {
  const text = raw.normalize('NFKC').replace(DASHES, '-').trim();
  return /^api-[a-z0-9]{10}$/i.test(text) ? text.toUpperCase() : text;
}

/** A shipment or order id as the spec shapes it (2.10, 2.11): API- and ten letters or digits. */
export const RECORD_ID = /^API-[A-Za-z0-9]{10}$/;

/**
 * A record id the service answered, as part of a file name: only one of the spec's shape is
 * used, so that an id such as `API-../../x` can never name a file outside its folder.
 */
export function recordFileName(id: string): string {
  if (!RECORD_ID.test(id))
    throw new Error(
      `the service answered the id ${JSON.stringify(id)}, which is not of the shape API-<10 letters or digits>: no file was named after it`,
    );
  return id;
}
