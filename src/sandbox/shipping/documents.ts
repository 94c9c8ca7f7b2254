// The documents a shipment links to: its label (one page per tracking number, so
// a return label adds a page) in the print size of the carrier account it was made
// with (ZPL text for the ZPL_* sizes), and, for international shipments, the
// commercial invoice and, where the carrier issues one, the carrier invoice.
// Served without a token, as the live service's document links are, and counted against
// the call limit of the shipment's owner. The renderers live in documents/; this module only finds the
// shipment and its account.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isCarrierType, labelFormatOf, type CarrierType } from '../../domain/index.js';
import type { SandboxDeps } from '../deps.js';
import {
  carrierInvoiceInputFromShipment,
  hasCarrierInvoice,
  invoiceInputFromShipment,
  labelInputFromShipment,
  labelOptionsFromSettings,
  printSizeOf,
  renderCarrierInvoice,
  renderInvoice,
  renderLabel,
} from '../documents/index.js';
import { notFound } from '../errors.js';
import { getCarrierById } from '../store/carriers.js';
import { documentOnce, type StoredDocument } from '../store/documents-store.js';
import { getShipmentById, trackingNumbersOf, type ShipmentRow } from '../store/shipments-store.js';

/** `.zpl` for a label in a ZPL print size, `.pdf` otherwise (the domain's reading, which the CLI checks printers against). */
export const labelSuffix = (carrier: CarrierType, settings: unknown): string =>
  labelFormatOf(carrier, printSizeOf(settings)) === 'zpl' ? '.zpl' : '.pdf';

/** Whether the carrier invoice link is given (international shipments of dhl, fedex, ups). */
export const carrierInvoiceFor = (carrier: string, international: boolean): boolean =>
  international && isCarrierType(carrier) && hasCarrierInvoice(carrier);

function send(reply: FastifyReply, type: string, bytes: Buffer, name: string): FastifyReply {
  return reply.type(type).header('Content-Disposition', `inline; filename="${name}"`).send(bytes);
}

export function registerDocumentRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  // A link carries no token, but each fetch counts against the call limit of the
  // shipment's owner, so links cannot be fetched without bound.
  const find = (file: string, suffixes: readonly string[], reply: FastifyReply): ShipmentRow => {
    const suffix = suffixes.find((s) => file.endsWith(s));
    const id = suffix ? file.slice(0, -suffix.length) : file;
    const s = getShipmentById(deps.db, id);
    if (!s) throw notFound('Document', file);
    app.sandbox.spendCall(`${s.account_id}:${s.sub_user_id ?? ''}`, reply);
    return s;
  };
  const pdf = (bytes: Buffer | Uint8Array): StoredDocument => ({
    contentType: 'application/pdf',
    bytes: Buffer.from(bytes),
  });

  app.get('/labels/:file', { config: { public: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const s = find(file, ['.pdf', '.zpl'], reply);
    const account = s.carrier_id ? getCarrierById(deps.db, s.carrier_id) : undefined;
    const options = labelOptionsFromSettings(account?.settings);
    const key = `label|${s.id}|${s.state}|${JSON.stringify(options)}`;
    const label = await documentOnce(deps.db, key, s.id, async () => {
      const made = await renderLabel(
        labelInputFromShipment(s.body, {
          trackingNumbers: trackingNumbersOf(deps.db, s.id),
          ...options,
          void: s.state === 'void',
        }),
      );
      return { contentType: made.contentType, bytes: Buffer.from(made.body) };
    });
    const zpl = label.contentType !== 'application/pdf';
    return send(
      reply,
      zpl ? 'text/plain; charset=utf-8' : 'application/pdf',
      label.bytes,
      `${s.id}${zpl ? '.zpl' : '.pdf'}`,
    );
  });

  app.get('/invoices/:file', { config: { public: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const s = find(file, ['.pdf'], reply);
    const doc = await documentOnce(deps.db, `invoice|${s.id}`, s.id, async () =>
      pdf(await renderInvoice(invoiceInputFromShipment(s.body))),
    );
    return send(reply, 'application/pdf', doc.bytes, `${s.id}-invoice.pdf`);
  });

  app.get('/carrier-invoices/:file', { config: { public: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const s = find(file, ['.pdf'], reply);
    if (!isCarrierType(s.carrier) || !hasCarrierInvoice(s.carrier)) throw notFound('Document', file);
    const doc = await documentOnce(deps.db, `carrier-invoice|${s.id}`, s.id, async () =>
      pdf(
        await renderCarrierInvoice(
          carrierInvoiceInputFromShipment(s.body, { price: s.price, currency: s.currency }),
        ),
      ),
    );
    return send(reply, 'application/pdf', doc.bytes, `${s.id}-carrier-invoice.pdf`);
  });
}
