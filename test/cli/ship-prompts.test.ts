// `ship` on a terminal asks only for what the chosen carrier still needs, with
// that carrier's own choices (domain fieldsFor): a fake prompter records every
// question and the choices offered.
import { describe, expect, it } from 'vitest';
import type { Choice, Prompter } from '../../src/cli/prompts/prompter.js';
import { promptCarrierFields, promptRecipient } from '../../src/cli/prompts/shipment.js';
import { CARRIERS } from '../../src/domain/index.js';

const NOW = new Date('2026-03-04T01:00:00Z'); // Wednesday 10:00 JST

interface Asked {
  kind: 'input' | 'select' | 'confirm';
  message: string;
  flag?: string;
  choices?: unknown[];
  default?: string;
}

/** Answers by the first matching pattern; a question nobody scripted fails the test. */
function fakePrompter(answers: [RegExp, unknown][]): Prompter & { asked: Asked[] } {
  const asked: Asked[] = [];
  const answer = (message: string): unknown => {
    const hit = answers.find(([re]) => re.test(message));
    if (!hit) throw new Error(`unexpected question: ${message}`);
    return hit[1];
  };
  return {
    asked,
    canPrompt: true,
    async password({ message, flag }) {
      asked.push({ kind: 'input', message, flag });
      return String(answer(message));
    },
    async input({ message, flag, default: def, validate }) {
      asked.push({ kind: 'input', message, flag, ...(def !== undefined ? { default: def } : {}) });
      const value = String(answer(message));
      const ok = validate?.(value) ?? true;
      if (ok !== true) throw new Error(`answer "${value}" to "${message}" refused: ${ok}`);
      return value;
    },
    async select<T>({ message, flag, choices }: { message: string; flag: string; choices: Choice<T>[] }) {
      asked.push({ kind: 'select', message, flag, choices: choices.map((c) => c.value) });
      return answer(message) as T;
    },
    async confirm({ message }) {
      asked.push({ kind: 'confirm', message });
      return Boolean(answer(message));
    },
  };
}

const OSAKA = {
  full_name: 'Jiro Suzuki',
  country: 'JP',
  zip: '5300001',
  province: '27',
  address1: '1-1 Umeda',
};
const TOKYO = {
  full_name: 'Sender',
  country: 'JP',
  zip: '1500002',
  province: '13',
  address1: '2-21-1 Shibuya',
};

describe('ship prompts', () => {
  it('sagawa without a pack size offers exactly sagawa’s pack sizes and time slots; nothing it may go without beyond the delivery promise', async () => {
    const prompter = fakePrompter([
      [/service/, 'sagawa_regular'],
      [/Pack size/, 80],
      [/Delivery date/, ''],
      [/time slot/, '14-16'],
      [/Ship date/, ''],
      [/Temperature/, 'none'],
      [/Cash on delivery/, ''],
    ]);
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { carrier: 'sagawa', test: true } };
    const asked = await promptCarrierFields(body, { prompter, now: NOW });

    const choicesOf = (re: RegExp) => prompter.asked.find((a) => re.test(a.message))?.choices;
    expect(choicesOf(/Pack size/)).toEqual([60, 80, 100, 140, 160]);
    expect(choicesOf(/time slot/)).toEqual([...CARRIERS.sagawa.timeSlots]);
    expect(choicesOf(/service/)).toEqual(CARRIERS.sagawa.services.map((s) => s.code));
    // The ship date (optional for sagawa: --shipment-date) and cash on delivery (--cod) are not
    // asked: three Enters a label were too many at a packing station.
    expect(asked).toEqual(['setup.pack_size', 'setup.date', 'setup.time']);
    expect(body.setup).toEqual({
      carrier: 'sagawa',
      test: true,
      service: 'sagawa_regular',
      pack_size: 80,
      time: '14-16',
    });
    // Each question names the flag that answers it without a terminal.
    expect(prompter.asked.map((a) => a.flag)).toEqual(['--service', '--pack-size', '--date', '--time']);
    // sagawa_regular takes no cool option (the cooled parcels are sagawa_fresh and
    // sagawa_frozen): no temperature question.
    expect(prompter.asked.some((a) => /Temperature/.test(a.message))).toBe(false);
  });

  it('宅急便コレクト (yamato_collect): collecting is the service, so the amount is asked', async () => {
    const prompter = fakePrompter([
      [/Delivery date/, ''],
      [/time slot/, 'not-specified'],
      [/Ship date/, 'today'],
      [/Temperature/, 'none'],
      [/Cash on delivery/, '12,000'],
    ]);
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { service: 'yamato_collect' } };
    const asked = await promptCarrierFields(body, { prompter, now: NOW });
    expect(asked).toContain('setup.cash_on_delivery.amount');
    expect(body.setup).toMatchObject({ cash_on_delivery: { amount: 12000 }, shipment_date: '2026-03-04' });
  });

  it('asks nothing the flags already gave, and no questions the carrier does not take', async () => {
    const prompter = fakePrompter([]);
    const body = {
      to_address: OSAKA,
      from_address: TOKYO,
      setup: {
        service: 'sagawa_frozen',
        pack_size: 60,
        date: '2026-03-06',
        time: 'before-noon',
        shipment_date: '2026-03-05',
        cash_on_delivery: { amount: 3000 },
      },
    };
    // sagawa_frozen is itself a cool service: no temperature question either.
    expect(await promptCarrierFields(body, { prompter, now: NOW })).toEqual([]);
    expect(prompter.asked).toEqual([]);
  });

  it('yamato: its own slots, no pack size list, and a required ship date defaulting to today (JST)', async () => {
    const prompter = fakePrompter([
      [/Delivery date/, '2026-03-06'],
      [/time slot/, 'before-ten'],
      [/Ship date/, 'today'],
      [/Temperature/, 'fresh'],
    ]);
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { service: 'yamato_regular' } };
    await promptCarrierFields(body, { prompter, now: NOW });
    expect(prompter.asked.find((a) => /time slot/.test(a.message))?.choices).toEqual([
      ...CARRIERS.yamato.timeSlots,
    ]);
    expect(prompter.asked.some((a) => /Pack size/.test(a.message))).toBe(false);
    expect(prompter.asked.find((a) => /Ship date/.test(a.message))?.default).toBe('2026-03-04');
    expect(body.setup).toMatchObject({
      date: '2026-03-06',
      time: 'before-ten',
      shipment_date: '2026-03-04',
      cool_options: 'fresh',
    });
    // yamato_regular does not collect cash on delivery (yamato_collect does): not asked.
    expect(prompter.asked.some((a) => /Cash on delivery/.test(a.message))).toBe(false);
  });

  it('no carrier: offers the carriers of the route (test-capable ones for a test label), then the service', async () => {
    const prompter = fakePrompter([
      [/^Carrier/, 'yuupacket'],
      [/Delivery date|Ship date|Cash on delivery/, ''],
      [/Temperature/, 'none'],
    ]);
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { test: true } };
    await promptCarrierFields(body, { prompter, now: NOW, note: () => undefined });
    expect(prompter.asked[0]?.choices).toEqual(['yuupack', 'yuupacket', 'yuumail', 'sagawa', 'yamato']);
    // yuupacket has one service: chosen without asking; no slots, no pack sizes.
    expect(body.setup).toMatchObject({ carrier: 'yuupacket', service: 'yuupacket_regular' });
    expect(prompter.asked.map((a) => a.message)).not.toContainEqual(
      expect.stringMatching(/service|Pack|slot/),
    );
  });

  it('international: parcel, products and customs, with a select (not a confirm) for more products', async () => {
    let more = 0;
    const prompter = fakePrompter([
      [/Parcel weight/, '800'],
      [/Parcel size/, '30x20x10'],
      [/name/, 'T-shirt'],
      [/quantity/, '2'],
      [/unit price/, '2500'],
      [/unit weight/, '300'],
      [/HS code/, '6109.10'],
      [/origin/, 'jp'],
      [/Another product/, false],
      [/contents/, 'MERCHANDISE'],
      [/import duties/, false],
    ]);
    const origSelect = prompter.select.bind(prompter);
    prompter.select = async (o) => {
      if (/Another/.test(o.message)) more += 1;
      return origSelect(o);
    };
    const body = {
      to_address: {
        full_name: 'Jane',
        country: 'GB',
        zip: 'SW1A 1AA',
        city: 'London',
        address1: '10 Downing St',
      },
      from_address: TOKYO,
      setup: { service: 'dhl_express_worldwide' },
    };
    await promptCarrierFields(body, { prompter, now: NOW });
    expect(more).toBe(1);
    expect(body).toMatchObject({
      parcels: [{ amount: 1, weight: 800, width: 30, height: 20, depth: 10 }],
      products: [
        { name: 'T-shirt', quantity: 2, price: 2500, weight: 300, hs_code: '610910', origin_country: 'JP' },
      ],
      customs: { content_type: 'MERCHANDISE', duty_paid: false },
    });
    expect(prompter.asked.some((a) => /Pack size|time slot|Temperature/.test(a.message))).toBe(false);
    // The customs value's currency is said where it is typed.
    expect(prompter.asked.find((a) => /unit price/.test(a.message))?.message).toBe(
      'unit price (in the account’s currency; --currency sets another)',
    );
  });

  it('asks for the recipient fields the rules find missing, and normalises the answers', async () => {
    const prompter = fakePrompter([
      [/name/, 'Jiro Suzuki'],
      [/postal code/, '５３０－０００１'],
      [/street/, '1-1 Umeda'],
    ]);
    const body = { to_address: { country: 'JP' }, from_address: TOKYO, setup: { service: 'sagawa_regular' } };
    expect(await promptRecipient(body, { prompter, now: NOW })).toBe(3);
    expect(body.to_address).toMatchObject({
      full_name: 'Jiro Suzuki',
      zip: '5300001',
      province: '27',
      address1: '1-1 Umeda',
    });
  });

  describe('a recipient abroad is asked as an address abroad is written', () => {
    const usForDhl = () => ({
      to_address: { country: 'US' },
      from_address: TOKYO,
      setup: { service: 'dhl_express_worldwide' },
    });

    it('US for dhl: name, ZIP code, city, state (as its code), then the street; domestic questions are not used', async () => {
      const prompter = fakePrompter([
        [/name/, 'John Smith'],
        [/ZIP code/, '94105'],
        [/city/, 'San Francisco'],
        [/state/, 'California'],
        [/street/, '1 Market St'],
        [/building/, 'Suite 300'],
      ]);
      const body = usForDhl();
      expect(await promptRecipient(body, { prompter, now: NOW })).toBe(6);
      expect(prompter.asked.map((a) => [a.message, a.flag])).toEqual([
        ['Recipient name', '--to-name'],
        ['Recipient ZIP code (US, e.g. 94105)', '--to-zip'],
        ['Recipient city', '--to-city'],
        ['Recipient US state or territory (code, e.g. CA)', '--to-province'],
        ['Recipient street address', '--to-address1'],
        ['Recipient building, suite or apartment (empty to leave out)', '--to-address2'],
      ]);
      expect(body.to_address).toEqual({
        country: 'US',
        full_name: 'John Smith',
        zip: '94105',
        city: 'San Francisco',
        province: 'CA',
        address1: '1 Market St',
        address2: 'Suite 300',
      });
    });

    it('dhl needs the ZIP code and the city of a US recipient: an empty answer is refused', async () => {
      for (const [question, pattern] of [
        ['ZIP code', /ZIP code/],
        ['city', /city/],
      ] as const) {
        const prompter = fakePrompter([
          [/name/, 'John Smith'],
          [pattern, ''],
          [/ZIP code|city/, 'x'],
        ]);
        await expect(promptRecipient(usForDhl(), { prompter, now: NOW }), question).rejects.toThrow(
          /refused: required/,
        );
      }
    });

    it('the UK: its postcode, and no state question (GB has no subdivision codes to ask for)', async () => {
      const prompter = fakePrompter([
        [/name/, 'Jane Smith'],
        [/postcode/, 'SW1A 1AA'],
        [/city/, 'London'],
        [/street/, '10 Downing Street'],
        [/building/, ''],
      ]);
      const body = { ...usForDhl(), to_address: { country: 'GB' } };
      await promptRecipient(body, { prompter, now: NOW });
      expect(prompter.asked.map((a) => a.message)).toEqual([
        'Recipient name',
        'Recipient postcode (GB, e.g. SW1A 1AA)',
        'Recipient city',
        'Recipient street address',
        'Recipient building, suite or apartment (empty to leave out)',
      ]);
      expect(body.to_address).toEqual({
        country: 'GB',
        full_name: 'Jane Smith',
        zip: 'SW1A 1AA',
        city: 'London',
        address1: '10 Downing Street',
      });
    });

    it('Hong Kong uses no postal codes: none is asked', async () => {
      const prompter = fakePrompter([
        [/name/, 'Chan Tai Man'],
        [/city/, 'Hong Kong'],
        [/street/, '1 Queen’s Road Central'],
        [/building/, ''],
      ]);
      await promptRecipient({ ...usForDhl(), to_address: { country: 'HK' } }, { prompter, now: NOW });
      expect(prompter.asked.some((a) => /postal|ZIP|postcode/.test(a.message))).toBe(false);
    });

    it('before the carrier is chosen the lines may be left empty; once dhl is chosen, the ZIP code it needs is asked', async () => {
      const first = fakePrompter([
        [/name/, 'John Smith'],
        [/ZIP code|city|state|building/, ''],
        [/street/, '1 Market St'],
      ]);
      const body: Record<string, any> = {
        to_address: { country: 'US' },
        from_address: TOKYO,
        setup: {},
      };
      await promptRecipient(body, { prompter: first, now: NOW });
      expect(first.asked.map((a) => a.message)).toEqual([
        'Recipient name',
        'Recipient ZIP code (US, e.g. 94105, empty to leave out)',
        'Recipient city (empty to leave out)',
        'Recipient US state or territory (code, e.g. CA; empty to leave out)',
        'Recipient street address',
        'Recipient building, suite or apartment (empty to leave out)',
      ]);
      body.setup.service = 'dhl_express_worldwide';
      const second = fakePrompter([
        [/ZIP code/, '94105'],
        [/city/, 'San Francisco'],
        [/state/, 'CA'],
      ]);
      expect(await promptRecipient(body, { prompter: second, now: NOW })).toBe(3);
      expect(second.asked.map((a) => a.message)).toEqual([
        'Recipient ZIP code (US, e.g. 94105)',
        'Recipient city',
        'Recipient US state or territory (code, e.g. CA)',
      ]);
    });

    it('japanpost to the US needs no ZIP code or state: offered while typing, left empty, not asked again', async () => {
      const prompter = fakePrompter([
        [/name/, 'John Smith'],
        [/ZIP code|state|building/, ''],
        [/city/, 'San Francisco'],
        [/street/, '1 Market St'],
      ]);
      const body = { ...usForDhl(), setup: { service: 'japanpost_ems' } };
      await promptRecipient(body, { prompter, now: NOW });
      expect(prompter.asked.find((a) => /ZIP/.test(a.message))?.message).toBe(
        'Recipient ZIP code (US, e.g. 94105, empty to leave out)',
      );
      // The city every international label needs is not optional.
      expect(prompter.asked.find((a) => /city/.test(a.message))?.message).toBe('Recipient city');
      expect(await promptRecipient(body, { prompter: fakePrompter([]), now: NOW })).toBe(0);
    });
  });
});
