// A minimal but valid PDF for sandbox labels and invoices: one 4×6 in page per
// label (a return label adds pages, as spec 2.10 says), Helvetica text only. Real
// label rendering (barcodes, Japanese text) replaces this later; until then the
// document still opens in any viewer and says plainly that it is not a label.
const PAGE_W = 288;
const PAGE_H = 432;

/** WinAnsi text for a PDF string literal: em dash kept, other non-ASCII as '?'. */
function pdfText(s: string): string {
  let out = '';
  for (const ch of s) {
    if (ch === '\u2014') out += '\\227';
    else if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else out += /[\x20-\x7e]/.test(ch) ? ch : '?';
  }
  return out;
}

function pageContent(lines: readonly string[]): string {
  const body = lines
    .map((line, i) => {
      const size = i === 0 ? 14 : 10;
      const y = PAGE_H - 40 - i * 22;
      return `BT /F1 ${size} Tf 24 ${y} Td (${pdfText(line)}) Tj ET`;
    })
    .join('\n');
  // A frame, so the page reads as a label at a glance.
  return `0.5 w 12 12 ${PAGE_W - 24} ${PAGE_H - 24} re S\n${body}\n`;
}

/** The PDF bytes: one page per entry of `pages`, each a list of text lines (first line larger). */
export function placeholderPdf(pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [];
  const pageCount = Math.max(1, pages.length);
  const firstPage = 4;
  // 1 catalog, 2 page tree, 3 font, then per page: page object + content stream.
  const kids = Array.from({ length: pageCount }, (_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (let i = 0; i < pageCount; i++) {
    const content = pageContent(pages[i] ?? []);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`);
  }
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
