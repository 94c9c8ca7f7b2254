// The document fonts live in src/documents (the CLI's delivery notes use them too); what only
// the sandbox's ZPL labels need, the faces as outlines to rasterise, is added here.
import { loadFaces, parsedFace, printableText } from '../../documents/fonts.js';
import type { OutlineFont } from './raster.js';

export * from '../../documents/fonts.js';

/** The faces as parsed fonts, for drawing their outlines into bitmaps (raster.ts, ZPL labels). */
export interface OutlineFaces {
  regular: OutlineFont;
  bold: OutlineFont;
  /** `text` as the faces can draw it (see {@link printableText}). */
  printable(text: string): string;
}

/** Both faces, parsed once per process (the same parse the PDF documents use). */
export async function outlineFaces(): Promise<OutlineFaces> {
  const { regular, bold } = await loadFaces();
  const r = parsedFace(regular) as OutlineFont & Parameters<typeof printableText>[0];
  const b = parsedFace(bold) as OutlineFont;
  return { regular: r, bold: b, printable: printableText(r) };
}
