// The paper a PDF label is printed on, as CUPS names it. A queue prints on its default paper
// (A4 in most of the world, a 4×6 roll on a thermal printer) unless told: an A5 label then comes
// out in a corner of an A4 sheet, or an A4 one is cropped on a roll. `lp -o media=… -o fit-to-page`
// asks for the label's own size, and scales it when the loaded paper differs.

/** CUPS media names of the label sizes carriers use, in millimetres (portrait). */
const NAMED: readonly { name: string; width: number; height: number }[] = [
  { name: 'A4', width: 210, height: 297 },
  { name: 'A5', width: 148, height: 210 },
  { name: 'A6', width: 105, height: 148 },
  { name: 'Custom.4x6in', width: 101.6, height: 152.4 },
  { name: 'Custom.4x8in', width: 101.6, height: 203.2 },
];

const MM_PER_POINT = 25.4 / 72;
/** How far a page may be from a named size and still be printed on it (rounding in PDF writers). */
const TOLERANCE_MM = 2;

/** The media name for a page of `widthPt` × `heightPt` points, either way round. */
export function mediaForPage(widthPt: number, heightPt: number): string {
  const [short, long] = [widthPt, heightPt].map((pt) => pt * MM_PER_POINT).sort((a, b) => a - b) as [
    number,
    number,
  ];
  const named = NAMED.find(
    (size) => Math.abs(size.width - short) <= TOLERANCE_MM && Math.abs(size.height - long) <= TOLERANCE_MM,
  );
  return named ? named.name : `Custom.${Math.round(short)}x${Math.round(long)}mm`;
}

/**
 * `lp` options for a PDF label: its pages' size as the media, scaled to fit. A job whose pages
 * differ (a label, then its A4 delivery note) is left to the queue, so no page is shrunk onto
 * the other's paper.
 */
export async function lpMediaOptions(pdf: Buffer): Promise<string[]> {
  try {
    // pdf-lib is loaded only when a PDF goes to lp: reading the page size is the only use here.
    const { PDFDocument } = await import('@cantoo/pdf-lib');
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    const media = new Set(document.getPages().map((p) => mediaForPage(p.getWidth(), p.getHeight())));
    if (media.size !== 1) return [];
    return ['-o', `media=${[...media][0]}`, '-o', 'fit-to-page'];
  } catch {
    // A label pdf-lib cannot read still prints, on the queue's own paper.
    return [];
  }
}
