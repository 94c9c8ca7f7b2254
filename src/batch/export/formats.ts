// Each marketplace's upload file, from the orders shipped: its columns, one line per what
// the marketplace counts (an Amazon order item, a 楽天 parcel, a Yahoo order), and its
// encoding, separator and line ends as the marketplace documents them (docs/marketplaces.md).
import { carrierOfService, serviceInfo, type CarrierType } from '../../domain/index.js';
import { B2_SERVICE_CODES } from '../ingest/presets.js';
import { amazonCarrier, rakutenCarrier, shopifyCarrier, yahooCarrier } from './carriers.js';
import type { ExportFormat } from './format-names.js';
import type { FileOrder } from './orders.js';

export { EXPORT_FORMATS, type ExportFormat } from './format-names.js';

/** One tracking number of an order: a label's parcel. */
export interface Parcel {
  number: string;
  carrier?: CarrierType;
  service?: string;
  /** YYYY-MM-DD, JST. */
  shipDate: string;
  cool?: string;
}

export interface ShippedOrder {
  order: FileOrder;
  parcels: Parcel[];
}

export interface FormatSpec {
  encoding: 'utf8' | 'cp932';
  delimiter: ',' | '\t';
  eol: '\r\n' | '\n';
  /** Every cell in double quotes: the text form the format's importer reads. */
  quoted: boolean;
  header: readonly string[];
  lines: (shipped: ShippedOrder) => string[][];
  /** Parcels of an order past what one line of the format can name; said on stderr. */
  overflow?: (shipped: ShippedOrder) => string[];
}

const slashDate = (d: string) => d.replace(/-/g, '/');
const compactDate = (d: string) => d.replace(/-/g, '');
const serviceName = (code: string | undefined) => {
  const info = code ? serviceInfo(code) : undefined;
  return info?.nameJa ?? info?.name ?? code ?? '';
};
const B2_CODE_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(B2_SERVICE_CODES)
    .filter(([code]) => code !== 'A')
    .map(([code, service]) => [service, code]),
);
const B2_COOL: Readonly<Record<string, string>> = { regular: '0', frozen: '1', fresh: '2' };

const AMAZON: FormatSpec = {
  encoding: 'utf8',
  delimiter: '\t',
  eol: '\n',
  quoted: false,
  header: [
    'order-id',
    'order-item-id',
    'quantity',
    'ship-date',
    'carrier-code',
    'carrier-name',
    'tracking-number',
    'ship-method',
  ],
  lines: ({ order, parcels }) => {
    const [first, ...more] = parcels;
    if (!first) return [];
    const line = (p: Parcel, itemId: string, quantity: string) => {
      const carrier = amazonCarrier(p.carrier);
      return [
        order.orderId,
        itemId,
        quantity,
        p.shipDate,
        carrier.code,
        carrier.name,
        p.number,
        serviceName(p.service),
      ];
    };
    const items = order.items.length > 0 ? order.items : [{ itemId: '', quantity: '' }];
    // Each item once, with the order's first parcel; a further parcel of the same order is
    // a line of its own without an item, which Amazon reads as another package of the order.
    return [...items.map((i) => line(first, i.itemId, i.quantity)), ...more.map((p) => line(p, '', ''))];
  },
};

const RAKUTEN: FormatSpec = {
  encoding: 'cp932',
  delimiter: ',',
  eol: '\r\n',
  quoted: true,
  header: ['注文番号', '送付先ID', '発送明細ID', 'お荷物伝票番号', '配送会社', '発送日'],
  lines: ({ order, parcels }) =>
    parcels.map((p, i) => [
      order.orderId,
      order.rakuten?.destinationId ?? '',
      i === 0 ? (order.rakuten?.detailId ?? '') : '',
      p.number,
      rakutenCarrier(p.carrier),
      p.shipDate,
    ]),
};

const YAHOO: FormatSpec = {
  encoding: 'cp932',
  delimiter: ',',
  eol: '\r\n',
  quoted: true,
  header: [
    'OrderId',
    'ShipMethod',
    'ShipCompanyCode',
    'ShipInvoiceNumber1',
    'ShipInvoiceNumber2',
    'ShipDate',
    'ShipStatus',
  ],
  lines: ({ order, parcels }) => {
    const [first, second] = parcels;
    if (!first) return [];
    // ShipStatus 3: 出荷済み.
    return [
      [
        order.orderId,
        '',
        yahooCarrier(first.carrier),
        first.number,
        second?.number ?? '',
        compactDate(first.shipDate),
        '3',
      ],
    ];
  },
  overflow: ({ parcels }) => parcels.slice(2).map((p) => p.number),
};

const B2_RESULTS: FormatSpec = {
  encoding: 'cp932',
  delimiter: ',',
  eol: '\r\n',
  quoted: true,
  header: ['お客様管理番号', '送り状種類', 'クール区分', '伝票番号', '出荷予定日'],
  lines: ({ order, parcels }) =>
    parcels.map((p) => [
      order.orderId,
      p.service && carrierOfService(p.service) === 'yamato' ? (B2_CODE_OF[p.service] ?? '') : '',
      B2_COOL[p.cool ?? 'regular'] ?? '0',
      p.number,
      slashDate(p.shipDate),
    ]),
};

const SHOPIFY: FormatSpec = {
  encoding: 'utf8',
  delimiter: ',',
  eol: '\n',
  quoted: true,
  header: ['Order Name', 'Tracking Company', 'Tracking Number', 'Notify Customer'],
  // One fulfilment per order: its numbers in one cell, comma-separated, as Shopify lists them.
  lines: ({ order, parcels }) =>
    parcels.length === 0
      ? []
      : [
          [
            order.orderId,
            shopifyCarrier(parcels[0]!.carrier),
            parcels.map((p) => p.number).join(','),
            'TRUE',
          ],
        ],
};

export const FORMATS: Readonly<Record<ExportFormat, FormatSpec>> = {
  'amazon-jp': AMAZON,
  rakuten: RAKUTEN,
  yahoo: YAHOO,
  'b2-results': B2_RESULTS,
  'shopify-csv': SHOPIFY,
};
