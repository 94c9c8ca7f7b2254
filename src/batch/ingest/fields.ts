// The columns a batch CSV may have: our generic names, the Japanese headers shops
// and carriers' own export tools use, and where each lands in the POST /v1/shipments
// body. docs/batch.md is written from this table; keep the two together.
export type FieldLevel = 'key' | 'shipment' | 'product';

export interface FieldDef {
  /** Our name: what `--map` keys and the generic header use. */
  name: string;
  level: FieldLevel;
  /** Wire path the value lands on ('' for the order key). */
  wire: string;
  /** Other headers read as this field (compared after normalizeHeader). */
  aliases: readonly string[];
  description: string;
}

const f = (
  name: string,
  level: FieldLevel,
  wire: string,
  aliases: readonly string[],
  description: string,
): FieldDef => ({ name, level, wire, aliases, description });

export const FIELDS: readonly FieldDef[] = [
  f(
    'order_id',
    'key',
    '',
    [
      'order',
      'order_key',
      'order_no',
      'order_number',
      'ref',
      'reference',
      '注文番号',
      '受注番号',
      'お客様管理番号',
      '管理番号',
    ],
    'order key: rows with the same key are one shipment (one product per row)',
  ),
  f(
    'name',
    'shipment',
    'to_address.full_name',
    ['full_name', 'recipient', 'お届け先名', 'お届け先氏名', 'お届け先様名', '氏名', '名前', '宛名'],
    'recipient name',
  ),
  f('company', 'shipment', 'to_address.company', ['お届け先会社名', '会社名', '法人名'], 'recipient company'),
  f(
    'phone',
    'shipment',
    'to_address.phone',
    ['tel', 'telephone', '電話番号', 'お届け先電話番号', '電話'],
    'recipient phone',
  ),
  f(
    'email',
    'shipment',
    'to_address.email',
    ['e-mail', 'mail', 'メールアドレス', 'メール'],
    'recipient e-mail',
  ),
  f(
    'country',
    'shipment',
    'to_address.country',
    ['country_code', '国', '国コード'],
    'country code (default JP)',
  ),
  f(
    'zip',
    'shipment',
    'to_address.zip',
    ['postal_code', 'postcode', 'zipcode', '郵便番号', 'お届け先郵便番号', '〒'],
    'postal code; 6-digit JP codes get their leading 0 back',
  ),
  f(
    'province',
    'shipment',
    'to_address.province',
    ['state', 'prefecture', '都道府県', 'お届け先都道府県'],
    'prefecture: code (13), JP-13 or name (東京都)',
  ),
  f('city', 'shipment', 'to_address.city', ['市区町村', 'お届け先市区町村'], 'city, ward'),
  f(
    'address1',
    'shipment',
    'to_address.address1',
    ['address', 'street', '住所1', '住所', 'お届け先住所', 'お届け先住所1', '番地'],
    'street address',
  ),
  f(
    'address2',
    'shipment',
    'to_address.address2',
    ['住所2', 'お届け先住所2', '建物名', 'アパートマンション名'],
    'building, room',
  ),
  f('address3', 'shipment', 'to_address.extra', ['extra', '住所3', 'お届け先住所3'], 'additional line'),
  f(
    'carrier',
    'shipment',
    'setup.service',
    ['運送会社', '配送業者', '配送会社', '運送業者'],
    'carrier type (sagawa, yamato…; 佐川急便, ヤマト運輸 read too)',
  ),
  f(
    'service',
    'shipment',
    'setup.service',
    ['配送方法', 'サービス', '配送サービス', '便種'],
    'service code; default <carrier>_regular',
  ),
  f('carrier_id', 'shipment', 'setup.carrier_id', ['account', 'アカウント'], 'carrier account id'),
  f(
    'pack_size',
    'shipment',
    'setup.pack_size',
    ['size', 'サイズ', '荷物サイズ', 'サイズ区分'],
    'pack size (60, 80…); from width+height+depth when absent',
  ),
  f('pack_amount', 'shipment', 'setup.pack_amount', ['packs', '個口', '個口数'], 'number of packs'),
  f(
    'date',
    'shipment',
    'setup.date',
    ['delivery_date', '配達希望日', 'お届け希望日', '配達指定日', 'お届け日'],
    'delivery date (YYYY-MM-DD or YYYY/M/D)',
  ),
  f(
    'time',
    'shipment',
    'setup.time',
    ['delivery_time', '配達時間帯', '配達希望時間帯', 'お届け時間帯', 'お届け希望時間帯', '時間帯'],
    'delivery slot (14-16, 午前中, 14時～16時…)',
  ),
  f(
    'shipment_date',
    'shipment',
    'setup.shipment_date',
    ['ship_date', '出荷日', '出荷予定日', '発送日', '発送予定日'],
    'ship date (JST)',
  ),
  f(
    'cool',
    'shipment',
    'setup.cool_options',
    ['cool_options', 'クール区分', 'クール', '温度帯'],
    'regular, fresh (冷蔵) or frozen (冷凍)',
  ),
  f(
    'cod_amount',
    'shipment',
    'setup.cash_on_delivery.amount',
    ['cod', '代引金額', '代金引換額', '代引き金額'],
    'cash on delivery amount',
  ),
  f(
    'cod_tax',
    'shipment',
    'setup.cash_on_delivery.tax',
    ['代引消費税', '代引内消費税'],
    'tax part of the COD amount',
  ),
  f('insurance', 'shipment', 'setup.insurance', ['保険金額'], 'amount insured'),
  f('currency', 'shipment', 'setup.currency', ['通貨'], 'ISO 4217 currency'),
  f(
    'fragile',
    'shipment',
    'setup.care.fragile',
    ['ワレモノ', '割れ物', 'ワレ物'],
    'handling mark (1, yes, ○)',
  ),
  f(
    'note',
    'shipment',
    'setup.delivery_note',
    ['delivery_note', 'memo', '備考', '配達メモ', '記事'],
    'delivery notes',
  ),
  f('weight', 'shipment', 'parcels[0].weight', ['重量', '重さ'], 'parcel weight in grams (international)'),
  f('width', 'shipment', 'parcels[0].width', ['幅'], 'cm'),
  f('height', 'shipment', 'parcels[0].height', ['高さ'], 'cm'),
  f('depth', 'shipment', 'parcels[0].depth', ['length', '奥行', '奥行き', '長さ'], 'cm'),
  f(
    'content_type',
    'shipment',
    'customs.content_type',
    ['内容種別', '内容品種別'],
    'customs content type (MERCHANDISE, GIFT)',
  ),
  f('duty_paid', 'shipment', 'customs.duty_paid', ['ddp', '関税元払い'], 'true = DDP'),
  f(
    'sender_name',
    'shipment',
    'from_address.full_name',
    ['ご依頼主名', '依頼主名', '差出人名'],
    'sender name: sender columns replace the warehouse for that row',
  ),
  f('sender_phone', 'shipment', 'from_address.phone', ['ご依頼主電話番号', '差出人電話番号'], 'sender phone'),
  f(
    'sender_zip',
    'shipment',
    'from_address.zip',
    ['ご依頼主郵便番号', '差出人郵便番号'],
    'sender postal code',
  ),
  f(
    'sender_address1',
    'shipment',
    'from_address.address1',
    ['ご依頼主住所', '差出人住所'],
    'sender address (prefecture, city and street in one cell)',
  ),
  f(
    'sender_address2',
    'shipment',
    'from_address.address2',
    ['ご依頼主アパートマンション', 'ご依頼主建物名'],
    'sender building, room',
  ),
  f(
    'product_name',
    'product',
    'name',
    ['product', 'item', 'item_name', 'description', '品名', '商品名', '内容品'],
    'product name (one product per row)',
  ),
  f('quantity', 'product', 'quantity', ['qty', '個数', '数量'], 'units'),
  f('price', 'product', 'price', ['unit_price', '単価', '価格', '金額'], 'unit price'),
  f('product_weight', 'product', 'weight', ['item_weight', '商品重量'], 'unit weight in grams'),
  f('hs_code', 'product', 'hs_code', ['hs', 'hscode', 'HSコード', '関税番号'], 'HS tariff code'),
  f('origin', 'product', 'origin_country', ['origin_country', '原産国', '原産地'], 'country of manufacture'),
  f('sku', 'product', 'sku', ['商品コード', '品番'], 'SKU'),
  f('barcode', 'product', 'barcode', ['jan', 'janコード', 'jancode', 'バーコード'], 'item barcode (JAN)'),
];

export const FIELD_BY_NAME: ReadonlyMap<string, FieldDef> = new Map(FIELDS.map((d) => [d.name, d]));

/** Header text → comparison key: NFKC, lower case, without spaces, _ - . ・ and brackets. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.・()（）[\]【】「」]/g, '');
}

const BY_HEADER: ReadonlyMap<string, FieldDef> = (() => {
  const map = new Map<string, FieldDef>();
  for (const def of FIELDS) {
    for (const h of [def.name, ...def.aliases]) {
      const key = normalizeHeader(h);
      if (!map.has(key)) map.set(key, def);
    }
  }
  return map;
})();

export function fieldForHeader(header: string): FieldDef | undefined {
  return BY_HEADER.get(normalizeHeader(header));
}

/** The first Japanese alias of a field, to name it in hints (`zip (郵便番号)`). */
export function displayName(def: FieldDef): string {
  const ja = def.aliases.find((a) => [...a].some((ch) => ch.charCodeAt(0) > 0x7f));
  return ja ? `${def.name} (${ja})` : def.name;
}

/** The field whose value lands on a wire path, to say which column to add. */
export function fieldForWire(wire: string): FieldDef | undefined {
  const generic = wire.replace(/^products\[\d+\]\./, '');
  return (
    FIELDS.find((d) => d.level !== 'product' && d.wire === wire) ??
    FIELDS.find((d) => d.level === 'product' && d.wire === generic && wire.startsWith('products['))
  );
}
