// What a label's bytes are, whatever the link was called.
export type LabelFormat = 'pdf' | 'zpl' | 'bin';

/** The document's kind by its first bytes: the link's name says nothing reliable. */
export function formatOf(bytes: Buffer): LabelFormat {
  const head = bytes.subarray(0, 16).toString('latin1').trimStart();
  if (head.startsWith('%PDF')) return 'pdf';
  if (head.startsWith('^XA') || head.startsWith('~')) return 'zpl';
  return 'bin';
}
