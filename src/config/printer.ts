// Where labels go (`--printer`, `config set printer`): the CUPS default queue (`lp`),
// a named queue (`lp:QUEUE`), a raw socket (`tcp://HOST:PORT`, the port 9100 of
// thermal printers, which print ZPL), or a file/device path (/dev/usb/lp0, a spool
// file) that is written to, never replaced.
import path from 'node:path';
import { messages } from '../i18n/index.js';

export type PrintTarget =
  | { kind: 'lp'; queue?: string }
  | { kind: 'tcp'; host: string; port: number }
  | { kind: 'path'; file: string };

export type Parsed = { ok: true; target: PrintTarget } | { ok: false; issue: string };

/** The forms a print target takes, in English (printerForms() speaks the run's language). */
export const PRINTER_FORMS = 'lp, lp:QUEUE, tcp://HOST:PORT or a file/device path';
export const printerForms = (): string => messages().support.config.printer.forms;

export function parsePrinter(raw: string, cwd: string): Parsed {
  const value = raw.trim();
  const said = messages().support.config.printer;
  if (value === '') return { ok: false, issue: said.empty(said.forms) };
  if (value === 'lp') return { ok: true, target: { kind: 'lp' } };
  if (value.startsWith('lp:')) {
    const queue = value.slice(3);
    return /^[A-Za-z0-9_.@-]+$/.test(queue)
      ? { ok: true, target: { kind: 'lp', queue } }
      : { ok: false, issue: said.badQueue(queue) };
  }
  if (/^tcp:/i.test(value)) {
    const m = /^tcp:\/\/(\[[^\]]+\]|[^:/]+)(?::(\d{1,5}))?\/?$/i.exec(value);
    const port = m?.[2] === undefined ? 9100 : Number(m[2]);
    if (!m || port < 1 || port > 65535) return { ok: false, issue: said.badTcp(value) };
    return { ok: true, target: { kind: 'tcp', host: m[1]!.replace(/^\[|\]$/g, ''), port } };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return { ok: false, issue: said.badScheme(value, said.forms) };
  return { ok: true, target: { kind: 'path', file: path.resolve(cwd, value) } };
}

/** The target as results name it (`--json` carries it): the same in every language. */
export function describeTarget(t: PrintTarget): string {
  if (t.kind === 'lp') return t.queue ? `lp queue ${t.queue}` : 'the default lp queue';
  if (t.kind === 'tcp') return `tcp://${t.host}:${t.port}`;
  return t.file;
}

/** The target as a person reads it in a sentence, in the run's language. */
export function targetName(t: PrintTarget): string {
  const said = messages().support.config.printer;
  if (t.kind === 'lp') return t.queue ? said.lpQueue(t.queue) : said.lpDefault;
  if (t.kind === 'tcp') return `tcp://${t.host}:${t.port}`;
  return t.file;
}
