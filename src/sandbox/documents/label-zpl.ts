// ZPL II for the ZPL_* print sizes: one ^XA … ^XZ format per label, at 203 dpi.
// ^CI28 makes field data UTF-8. Font 0 has no Japanese glyphs; that costs
// little, since only dhl and fedex offer ZPL sizes and their labels print the
// Latin address members (label-model.ts), Japanese only where nothing else was given.
import { NOT_VALID, groupedNumber } from './format.js';
import type { LabelModel } from './label-model.js';
import type { ZplFormat } from './print-sizes.js';
import { code128Widths, isEncodable, moduleCount, QUIET_MODULES } from './barcode.js';

/** Field data escaped for ^FH: '^' and '~' would start commands, '_' is the hex escape itself. */
export function zplField(text: string): string {
  return text
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .replace(/[_^~]/g, (ch) => `_${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function text(x: number, y: number, h: number, value: string, widthDots?: number): string {
  const block = widthDots ? `^FB${widthDots},1,0,L,0` : '';
  return `^FO${x},${y}^A0N,${h},${h}${block}^FH^FD${zplField(value)}^FS`;
}

function addressLines(title: string, a: LabelModel['to']): string[] {
  return [
    title,
    a.name,
    a.company,
    a.zip,
    ...a.lines,
    a.country,
    a.phone !== '' ? `TEL ${a.phone}` : '',
  ].filter((l) => l !== '');
}

function labelZpl(m: LabelModel, f: ZplFormat): string {
  const w = f.widthDots;
  const pad = 24;
  const inner = w - 2 * pad;
  const out: string[] = ['^XA', '^CI28', `^PW${w}`, `^LL${f.heightDots}`, '^LH0,0'];
  out.push(
    `^FO${pad},${pad}^GB${inner},40,40^FS`,
    `^FO${pad},${pad + 8}^FR^A0N,26,26^FB${inner},1,0,C,0^FH^FD${zplField(NOT_VALID)}^FS`,
  );
  let y = pad + 56;
  out.push(text(pad, y, 28, m.carrierName, inner - 120), text(w - pad - 110, y, 36, `${m.index}/${m.count}`));
  y += 36;
  out.push(text(pad, y, 40, m.serviceName, inner), text(pad, y + 44, 22, m.serviceCode));
  y += 76;
  const flags = m.badges.map((b) => b.text).join('  ');
  if (flags !== '') {
    out.push(text(pad, y, 26, flags, inner));
    y += 34;
  }
  out.push(`^FO${pad},${y}^GB${inner},2,2^FS`);
  y += 12;
  for (const [i, line] of addressLines(m.domestic ? 'TO' : 'FROM', m.domestic ? m.to : m.from).entries()) {
    out.push(text(pad, y, i === 1 ? 34 : 26, line, inner));
    y += i === 1 ? 40 : 30;
  }
  out.push(`^FO${pad},${y}^GB${inner},2,2^FS`);
  y += 12;
  for (const [i, line] of addressLines(m.domestic ? 'FROM' : 'TO', m.domestic ? m.from : m.to).entries()) {
    out.push(text(pad, y, i === 1 ? 34 : 26, line, inner));
    y += i === 1 ? 40 : 30;
  }
  out.push(`^FO${pad},${y}^GB${inner},2,2^FS`);
  y += 16;
  const info = m.domestic ? `${m.deliveryDate}  ${m.deliverySlot}` : `DEST ${m.destination}`;
  out.push(text(pad, y, 30, info, inner));
  y += 44;
  const n = m.trackingNumber;
  if (n !== undefined && isEncodable(n)) {
    const modules = moduleCount(code128Widths(n)) + 2 * QUIET_MODULES;
    const module = Math.max(2, Math.min(4, Math.floor(inner / modules)));
    const x = pad + Math.max(0, Math.floor((inner - (modules - 2 * QUIET_MODULES) * module) / 2));
    // Mode A lets the printer pick code sets (digits pack two to a symbol), as JsBarcode does.
    out.push(`^BY${module},3,160`, `^FO${x},${y}^BCN,160,N,N,N,A^FH^FD${zplField(n)}^FS`);
    y += 172;
    out.push(`^FO${pad},${y}^A0N,36,36^FB${inner},1,0,C,0^FH^FD${zplField(groupedNumber(n, m.carrier))}^FS`);
    y += 48;
  }
  for (const [label, value] of m.facts) {
    out.push(text(pad, y, 22, `${label}: ${value}`, inner));
    y += 28;
  }
  out.push(text(pad, y + 4, 20, `${m.shipmentId} - ${m.created}`, inner));
  out.push('^XZ');
  return out.join('\n');
}

/** The ZPL document: the labels one after another, each a complete format. */
export function renderZpl(models: readonly LabelModel[], format: ZplFormat): string {
  return `${models.map((m) => labelZpl(m, format)).join('\n')}\n`;
}
