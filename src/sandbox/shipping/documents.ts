// The documents a shipment links to: its label (one page per tracking number, so
// a return label adds a page) and, for international shipments, the commercial
// invoice. Served without a token, as the live service's document links are, and
// outside the call limit. Placeholder PDFs until real rendering lands.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { placeholderPdf } from '../labels/placeholder-pdf.js';
import { getShipmentById, trackingNumbersOf, type ShipmentRow } from '../store/shipments-store.js';

const NOT_VALID = 'SANDBOX \u2014 NOT VALID FOR SHIPPING';

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const place = (a: Record<string, unknown>): string =>
  [a.zip, a.city, a.country].filter((x) => typeof x === 'string' && x !== '').join(' ');

function sendPdf(reply: FastifyReply, bytes: Buffer, name: string): FastifyReply {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${name}"`)
    .send(bytes);
}

export function registerDocumentRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const find = (file: string, suffix: string): ShipmentRow => {
    const id = file.endsWith(suffix) ? file.slice(0, -suffix.length) : file;
    const s = getShipmentById(deps.db, id);
    if (!s) throw notFound('Document', file);
    return s;
  };

  app.get('/labels/:file', { config: { public: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const s = find(file, '.pdf');
    const to = rec(s.body.to_address);
    const from = rec(s.body.from_address);
    const pages = trackingNumbersOf(deps.db, s.id).map((n, i, all) => [
      NOT_VALID,
      `Carrier: ${s.carrier}`,
      `Service: ${s.service}`,
      `Tracking number: ${n.tracking_number}`,
      n.role === 'return' ? 'RETURN LABEL' : `Label ${i + 1} of ${all.length}`,
      `Shipment: ${s.id}${s.test ? ' (test label)' : ''}${s.state === 'void' ? ' (VOID)' : ''}`,
      `From: ${place(n.role === 'return' ? to : from)}`,
      `To: ${place(n.role === 'return' ? from : to)}`,
    ]);
    if (pages.length === 0)
      pages.push([NOT_VALID, `Carrier: ${s.carrier}`, `Service: ${s.service}`, `Shipment: ${s.id}`]);
    return sendPdf(reply, placeholderPdf(pages), `${s.id}.pdf`);
  });

  app.get('/invoices/:file', { config: { public: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const s = find(file, '.pdf');
    const products = Array.isArray(s.body.products) ? s.body.products.map(rec) : [];
    const lines = [
      'COMMERCIAL INVOICE',
      NOT_VALID,
      `Shipment: ${s.id}  Carrier: ${s.carrier} (${s.service})`,
      ...products.map(
        (p) =>
          `${String(p.quantity ?? 1)} x ${String(p.name ?? '')} @ ${String(p.price ?? '')} (HS ${String(p.hs_code ?? '-')})`,
      ),
    ];
    return sendPdf(reply, placeholderPdf([lines]), `${s.id}-invoice.pdf`);
  });
}
