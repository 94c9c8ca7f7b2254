// Which account pays, when two of one carrier are active: the caller's choice, or a refusal that
// lists the accounts as data (a face words the way to choose its own way).
import { describe, expect, it } from 'vitest';
import { AccountChoiceError, settleShipment } from '../../src/ops/purchase.js';
import { useOpsSandbox } from '../helpers/ops.js';
import { OSAKA, TOKYO } from '../sandbox/shipments.fixtures.js';

const t = useOpsSandbox();

const draft = () => ({
  body: {
    to_address: { ...OSAKA },
    from_address: { ...TOKYO },
    setup: { service: 'sagawa_regular', pack_size: 60 },
  },
});

async function secondSagawa(): Promise<string> {
  const res = await t.sb.request('POST', '/v1/carriers', {
    type: 'sagawa',
    credentials: { key: 'k-2', password: 'p-2', account_number: '222222222222', account_key_number: '' },
    settings: { print: { size: 'PDF_A5' } },
  });
  expect(res.status).toBe(200);
  return (res.body as { id: string }).id;
}

describe('two active accounts of one carrier', () => {
  it('without a way to choose, the purchase is refused (2) with the accounts; with one, the choice pays', async () => {
    const second = await secondSagawa();
    const err = await settleShipment(t.ctx, draft()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccountChoiceError);
    expect((err as AccountChoiceError).exitCode).toBe(2);
    expect((err as AccountChoiceError).accounts.map((a) => a.id)).toContain(second);

    let offered: string[] = [];
    const settled = await settleShipment(t.ctx, draft(), {
      chooseAccount: async ({ carrier, accounts }) => {
        expect(carrier).toBe('sagawa');
        offered = accounts.map((a) => a.id);
        return second;
      },
    });
    expect(offered).toContain(second);
    expect((settled.body.setup as Record<string, unknown>).carrier_id).toBe(second);
  });
});
