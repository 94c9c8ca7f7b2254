// The rate comparison at a packing station's terminal: at 80 columns the service's name keeps
// its room and the account id goes — unless two accounts quote one service, which only it
// tells apart.
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
