import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { formatJst, formatMoney, formatZip } from '../../src/cli/output/format.js';
import { renderTable, truncateMiddle, type Column } from '../../src/cli/output/table.js';
import { createTheme } from '../../src/cli/output/theme.js';

interface Row {
  id: string;
  name: string;
  city: string;
  price: number;
  created_at: string;
}

const rows: Row[] = [
  {
    id: 'API-AAAAAAAAAA',
    name: '山田 太郎',
    city: '東京都千代田区',
    price: 1200,
    created_at: '2025-02-14T07:28:44.000Z',
  },
  { id: 'API-B', name: 'John Smith', city: 'Osaka', price: 98765, created_at: '2025-02-15T23:05:00Z' },
  { id: 'API-C', name: 'ｶﾀｶﾅ ﾃｽﾄ', city: 'ＡＢＣ－１２３', price: 5, created_at: '2025-03-01T00:00:00Z' },
];

const columns: Column<Row>[] = [
  { header: 'id', get: (r) => r.id },
  { header: 'name', get: (r) => r.name },
  { header: 'city', get: (r) => r.city },
  { header: 'price', get: (r) => r.price, kind: 'number' },
  { header: 'created', get: (r) => r.created_at, kind: 'time' },
];

const plain = createTheme(false);

describe('renderTable on a TTY', () => {
  const out = renderTable(rows, columns, { tty: true, theme: plain });
  const lines = out.trimEnd().split('\n');

  it('has a header and one line per row', () => {
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^ID\s+NAME\s+CITY\s+PRICE\s+CREATED$/);
  });

  it('aligns columns by display width, full-width text counting double', () => {
    // Each column starts at the same display offset on every line.
    const offsetOf = (line: string, text: string) => stringWidth(line.slice(0, line.indexOf(text)));
    const cityOffsets = [
      offsetOf(lines[0]!, 'CITY'),
      offsetOf(lines[1]!, '東京都'),
      offsetOf(lines[2]!, 'Osaka'),
      offsetOf(lines[3]!, 'ＡＢＣ'),
    ];
    expect(new Set(cityOffsets).size).toBe(1);
    const createdOffsets = [
      offsetOf(lines[0]!, 'CREATED'),
      ...lines.slice(1).map((l) => offsetOf(l, '2025-')),
    ];
    expect(new Set(createdOffsets).size).toBe(1);
    // Full-width rows are not padded by character count: their lines are shorter in characters.
    expect(lines[1]!.length).toBeLessThan(stringWidth(lines[1]!));
  });

  it('right-aligns numbers and shows times in JST', () => {
    const priceEnd = (l: string, s: string) => stringWidth(l.slice(0, l.indexOf(s) + s.length));
    expect(priceEnd(lines[1]!, '1200')).toBe(priceEnd(lines[2]!, '98765'));
    expect(lines[1]).toContain('2025-02-14 16:28 JST');
    expect(lines[2]).toContain('2025-02-16 08:05 JST');
  });

  it('leaves no trailing spaces', () => {
    for (const l of lines) expect(l).toBe(l.trimEnd());
  });
});

describe('renderTable when piped', () => {
  it('prints tab-separated rows without a header and with absolute ISO timestamps', () => {
    const out = renderTable(rows, columns, { tty: false, theme: plain });
    expect(out.split('\n')).toEqual([
      'API-AAAAAAAAAA\t山田 太郎\t東京都千代田区\t1200\t2025-02-14T07:28:44.000Z',
      'API-B\tJohn Smith\tOsaka\t98765\t2025-02-15T23:05:00.000Z',
      'API-C\tｶﾀｶﾅ ﾃｽﾄ\tＡＢＣ－１２３\t5\t2025-03-01T00:00:00.000Z',
      '',
    ]);
  });

  it('keeps one record per line even when a value holds tabs or newlines', () => {
    const out = renderTable([{ a: 'x\ty\nz' }], [{ header: 'a', get: (r: { a: string }) => r.a }], {
      tty: false,
      theme: plain,
    });
    expect(out).toBe('x y z\n');
  });
});

describe('format', () => {
  it('formats JST and money with its currency', () => {
    expect(formatJst('2025-12-31T15:00:00Z')).toBe('2026-01-01 00:00 JST');
    expect(formatMoney(1200, 'JPY')).toBe('1,200 JPY');
    expect(formatMoney(12.5, 'USD')).toBe('12.50 USD');
    // walk: an order without a currency showed "2,500.00"; no decimals are invented.
    expect(formatMoney(2500, undefined)).toBe('2,500');
    expect(formatMoney(12.5, undefined)).toBe('12.5');
  });
});

describe('renderTable with colour', () => {
  it('keeps alignment when cells are coloured and leaves no coloured trailing blanks', () => {
    const coloured: Column<Row>[] = columns.map((c) => ({ ...c, style: (s, _r, t) => t.success(s) }));
    const out = renderTable(rows, coloured, { tty: true, theme: createTheme(true) });
    const ESC = String.fromCharCode(27);
    const strip = (l: string) =>
      l
        .split(ESC)
        .map((part, i) => (i === 0 ? part : part.replace(/^\[\d+m/, '')))
        .join('');
    const beforeClosingCodes = (l: string) => l.replace(new RegExp(`(${ESC}\\[\\d+m)+$`), '');
    const lines = out.trimEnd().split('\n');
    expect(out).toContain(`${ESC}[`);
    for (const l of lines) {
      expect(strip(l)).toBe(strip(l).trimEnd());
      expect(beforeClosingCodes(l)).toBe(beforeClosingCodes(l).trimEnd());
    }
    const offsets = lines.map((l) => stringWidth(strip(l).slice(0, strip(l).search(/CREATED|2025-/))));
    expect(new Set(offsets).size).toBe(1);
  });
});

describe('renderTable at a narrow terminal: where a cell is cut', () => {
  interface Shipped {
    id: string;
    ref: string;
    recipient: string;
  }
  const shipped: Shipped[] = ['1001', '1002', '1003'].map((key, i) => ({
    id: `API-${'ABC'[i]}000000000`,
    ref: `Bcf3fdce6-${key}`,
    recipient: '山田 太郎 様方 山田商店 御中',
  }));
  const cols: Column<Shipped>[] = [
    { header: 'id', get: (r) => r.id, fixed: true },
    { header: 'ref', get: (r) => r.ref, cut: 'middle' },
    { header: 'recipient', get: (r) => r.recipient },
  ];

  it('a reference keeps its end, so the rows of one batch run stay apart; ids are never cut', () => {
    const lines = renderTable(shipped, cols, { tty: true, theme: plain, columns: 36 }).trimEnd().split('\n');
    const refs = lines.slice(1).map((l) => l.split(/\s{2,}/)[1]!);
    expect(refs).toEqual(['Bc…-1001', 'Bc…-1002', 'Bc…-1003']);
    expect(lines.slice(1).map((l) => l.split(/\s{2,}/)[0])).toEqual(shipped.map((r) => r.id));
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(36);
  });

  it('a name is cut at its end, by display width; the wider column gives way first', () => {
    const lines = renderTable(shipped, cols, { tty: true, theme: plain, columns: 50 }).trimEnd().split('\n');
    expect(lines[1]).toBe('API-A000000000  Bcf3fdce6-1001  山田 太郎 様方 山…');
    expect(renderTable(shipped, cols, { tty: true, theme: plain, columns: 44 }).split('\n')[1]).toBe(
      'API-A000000000  Bcf3…e6-1001  山田 太郎 様…',
    );
  });
});

describe('truncateMiddle', () => {
  it('keeps the start and more of the end, counts display width and leaves a short text alone', () => {
    expect(truncateMiddle('shipctl-r8vqhn8bge', 12)).toBe('ship…qhn8bge');
    expect(truncateMiddle('注文番号-0001', 9)).toBe('注…-0001');
    expect(truncateMiddle('ORD-1', 12)).toBe('ORD-1');
    expect(truncateMiddle('abcdefgh', 4)).toBe('abc…');
  });
});

describe('formatZip', () => {
  it('shows a Japanese postal code one way, stored with or without its hyphen; others as they are', () => {
    expect(formatZip('5300001', 'JP')).toBe('〒530-0001');
    expect(formatZip('530-0001', undefined)).toBe('〒530-0001');
    expect(formatZip('94105', 'US')).toBe('94105');
    expect(formatZip('SW1A 1AA', 'GB')).toBe('SW1A 1AA');
  });
});

describe('renderTable: a column with a minimum width', () => {
  interface Ev {
    local: string;
    jst: string;
    details: string;
    place: string;
  }
  const events: Ev[] = [
    {
      local: '2026-11-24 05:00 UTC',
      jst: '2026-11-24 14:00',
      details: 'Delivery attempted: recipient absent; held at the depot',
      place: 'Osaka-shi, JP 5300001',
    },
  ];
  const cols = (minWidth?: number): Column<Ev>[] => [
    { header: 'time', get: (r) => r.local, fixed: true, dropOrder: 1 },
    { header: 'time (JST)', get: (r) => r.jst, fixed: true },
    { header: 'status', get: () => 'exception' },
    { header: 'details', get: (r) => r.details, ...(minWidth ? { minWidth } : {}) },
    { header: 'location', get: (r) => r.place },
  ];

  it('keeps its room: the droppable local time goes instead (80 columns)', () => {
    const [head, row] = renderTable(events, cols(28), { tty: true, theme: plain, columns: 80 }).split('\n');
    expect(head).toMatch(/^TIME \(JST\) {2,}STATUS {2,}DETAILS/);
    expect(row).toContain('Delivery attempted: recipie…');
    expect(stringWidth(row!)).toBeLessThanOrEqual(80);
  });

  it('without one, every column stays and the details are cut to a few letters', () => {
    const [head, row] = renderTable(events, cols(), { tty: true, theme: plain, columns: 80 }).split('\n');
    expect(head).toMatch(/^TIME {2,}TIME \(JST\)/);
    expect(row).not.toContain('Delivery attempted');
  });
});

describe('renderTable: a column no row fills', () => {
  const cols: Column<Row>[] = [
    { header: 'id', get: (r) => r.id },
    { header: 'shipped', get: () => '', hideWhenEmpty: true },
    { header: 'name', get: (r) => r.name },
  ];

  it('is left out on a terminal, and kept (empty) in piped rows, whose columns never move', () => {
    expect(renderTable(rows, cols, { tty: true, theme: plain }).split('\n')[0]).toMatch(/^ID\s+NAME$/);
    expect(renderTable(rows, cols, { tty: false, theme: plain }).split('\n')[0]).toBe(
      'API-AAAAAAAAAA\t\t山田 太郎',
    );
  });

  it('is shown once one row has a value', () => {
    const some: Column<Row>[] = [
      cols[0]!,
      { ...cols[1]!, get: (r) => (r.id === 'API-B' ? 'API-SHIPPED01' : '') },
      cols[2]!,
    ];
    expect(renderTable(rows, some, { tty: true, theme: plain }).split('\n')[0]).toMatch(
      /^ID\s+SHIPPED\s+NAME$/,
    );
  });
});
