// The rate comparison at a packing station's terminal: at 80 columns the service's name keeps
// its room and the account id goes — unless two accounts quote one service, which only it
// tells apart.
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { printRates } from '../../src/cli/shared/rates-table.js';
import { createTheme } from '../../src/cli/output/theme.js';
import type { Rate } from '../../src/contract/index.js';
import { fakeStreams } from '../helpers/streams.js';

const rate = (carrier: string, service: string, price: number, carrier_id: string): Rate => ({
  carrier,
  service,
  price,
  currency: 'JPY',
  carrier_id,
  surcharges: [],
});

function render(rates: Rate[], columns: number): string[] {
  const io = fakeStreams({ tty: true, columns });
  printRates({ io, theme: { out: createTheme(false), err: createTheme(false) } } as never, rates);
  return io.out().trimEnd().split('\n');
}

describe('rates table at 80 columns', () => {
  const ONE_ACCOUNT_EACH = [
    rate('seino', 'seino_business', 1300, 'T3bpdJ1K7YIrgj2Qr'),
    rate('yuupack', 'yuupack_regular', 1350, '9878nKQ773wmCBKwV'),
    rate('sagawa', 'sagawa_regular', 1500, '8a3iB3RQxePDjdGeW'),
  ];

  it('one account a service: the account id goes, the names are whole', () => {
    const lines = render(ONE_ACCOUNT_EACH, 80);
    expect(lines[0]).toMatch(/^CARRIER\s+SERVICE\s+NAME\s+PRICE\s+SURCHARGES$/);
    expect(lines[1]).toContain('カンガルービジネス便');
    expect(lines.join('\n')).not.toContain('T3bpdJ1K7YIrgj2Qr');
  });

  it('two accounts quoting one service: the account ids stay, whole', () => {
    const lines = render(
      [...ONE_ACCOUNT_EACH, rate('sagawa', 'sagawa_regular', 1450, 'Zq2sagawaSecond00')],
      80,
    );
    expect(lines[0]).toMatch(/ACCOUNT$/);
    expect(lines.some((l) => l.includes('Zq2sagawaSecond00'))).toBe(true);
    expect(lines.some((l) => l.includes('8a3iB3RQxePDjdGeW'))).toBe(true);
  });

  it('a wide terminal shows every column', () => {
    expect(render(ONE_ACCOUNT_EACH, 120)[0]).toMatch(/SURCHARGES\s+ACCOUNT$/);
  });
});

describe('international rates at 80 columns', () => {
  // To New York, 1.2 kg: the longest service codes the sandbox quotes.
  const TO_NEW_YORK = [
    rate('zonos', 'zonos_japanpost_printed_matter_registered_air', 1480, '9wxCj9SY0rNhmFk6U'),
    rate('fedex', 'fedex_international_connect_plus', 6140, 'Fx0000000000000001'),
    rate('fedex', 'fedex_international_priority_express', 9650, 'Fx0000000000000001'),
    rate('fedex', 'fedex_international_priority_eod', 7900, 'Fx0000000000000001'),
    rate('dhl', 'dhl_express_worldwide', 9120, 'Dh0000000000000001'),
  ];
  const NAMES = [
    'FedEx International Connect Plus',
    'FedEx International Priority Express',
    'FedEx International Priority EOD',
    'DHL Express Worldwide',
  ];

  /** Each service's name, its lines read together (the NAME column, up to the price). */
  function namesOf(lines: string[]): Map<string, string> {
    const start = lines[0]!.indexOf('NAME');
    const names = new Map<string, string>();
    let service = '';
    for (const line of lines.slice(1)) {
      if (!line.startsWith(' ')) service = line.split(/\s+/)[0]!;
      const name = line
        .slice(start)
        .replace(/\s+[\d,]+ JPY$/, '')
        .trim();
      names.set(service, [names.get(service), name].filter(Boolean).join(' '));
    }
    return names;
  }

  it('fits: every service code and price whole, every name whole (over two lines where it must)', () => {
    const io = fakeStreams({ tty: true, columns: 80 });
    printRates({ io, theme: { out: createTheme(false), err: createTheme(false) } } as never, TO_NEW_YORK);
    const lines = io.out().trimEnd().split('\n');
    for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^SERVICE\s+NAME\s+PRICE$/);
    const names = namesOf(lines);
    for (const r of TO_NEW_YORK) expect(names.has(r.service), r.service).toBe(true);
    expect([...names.values()]).toEqual(expect.arrayContaining(NAMES));
    expect(io.out()).toContain('9,650 JPY');
    expect(io.err()).toBe('… 3 columns hidden (carrier, surcharges, account): --wide shows them\n');
  });

  it('--wide: every column, and nothing said about hidden ones', () => {
    const io = { ...fakeStreams({ tty: true, columns: 80 }), wide: true };
    printRates({ io, theme: { out: createTheme(false), err: createTheme(false) } } as never, TO_NEW_YORK);
    expect(io.out().split('\n')[0]).toMatch(/^CARRIER\s+SERVICE\s+NAME\s+PRICE\s+SURCHARGES\s+ACCOUNT$/);
    expect(io.err()).toBe('');
  });
});
