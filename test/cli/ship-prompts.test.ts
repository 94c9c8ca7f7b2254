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
  it('sagawa without a pack size: its services, then exactly its pack sizes — nothing it may go without', async () => {
    const prompter = fakePrompter([
      [/service/, 'sagawa_regular'],
      [/Pack size/, 80],
    ]);
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { carrier: 'sagawa', test: true } };
    const { asked } = await promptCarrierFields(body, { prompter, now: NOW });

    const choicesOf = (re: RegExp) => prompter.asked.find((a) => re.test(a.message))?.choices;
    expect(choicesOf(/Pack size/)).toEqual([60, 80, 100, 140, 160]);
    expect(choicesOf(/service/)).toEqual(CARRIERS.sagawa.services.map((s) => s.code));
    // The delivery date and slot, the ship date, the temperature and cash on delivery may all be
    // left out: they are flags (--date, --time, --shipment-date, --cool, --cod), never questions.
    expect(asked).toEqual(['setup.pack_size']);
    expect(body.setup).toEqual({
      carrier: 'sagawa',
      test: true,
      service: 'sagawa_regular',
      pack_size: 80,
    });
    // Each question names the flag that answers it without a terminal.
    expect(prompter.asked.map((a) => a.flag)).toEqual(['--service', '--pack-size']);
  });

  it('宅急便コレクト (yamato_collect): collecting is the service, so the amount is asked', async () => {
    const prompter = fakePrompter([[/Cash on delivery/, '12,000']]);
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { service: 'yamato_collect' } };
    const { asked } = await promptCarrierFields(body, { prompter, now: NOW });
    expect(asked).toEqual(['setup.cash_on_delivery.amount']);
    expect(body.setup).toMatchObject({ cash_on_delivery: { amount: 12000 } });
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
    expect((await promptCarrierFields(body, { prompter, now: NOW })).asked).toEqual([]);
    expect(prompter.asked).toEqual([]);
  });

  it('a yamato label with its service given asks nothing: no date, slot, temperature or pack size question', async () => {
    const prompter = fakePrompter([]);
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { service: 'yamato_regular' } };
    expect((await promptCarrierFields(body, { prompter, now: NOW })).asked).toEqual([]);
    expect(prompter.asked).toEqual([]);
  });

  it('ゆうパケット goes into the mailbox: after the service nothing is asked, no delivery date', async () => {
    const prompter = fakePrompter([]);
    const notes: string[] = [];
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { carrier: 'yuupacket', test: true } };
    const { asked } = await promptCarrierFields(body, { prompter, now: NOW, note: (l) => notes.push(l) });
    expect(asked).toEqual([]);
    expect(prompter.asked).toEqual([]);
    expect(body.setup).toMatchObject({ service: 'yuupacket_regular' });
    expect(notes).toEqual(['service: yuupacket_regular (ゆうパケット), the only yuupacket service']);
  });

  it('no carrier and no quote: offers the carriers of the route (test-capable ones for a test label), then the service', async () => {
    const prompter = fakePrompter([[/^Carrier/, 'yuupacket']]);
    const body = { to_address: OSAKA, from_address: TOKYO, setup: { test: true } };
    await promptCarrierFields(body, { prompter, now: NOW, note: () => undefined });
    expect(prompter.asked[0]?.choices).toEqual(['yuupack', 'yuupacket', 'yuumail', 'sagawa', 'yamato']);
    // yuupacket has one service: chosen without asking; no slots, no pack sizes.
    expect(body.setup).toMatchObject({ carrier: 'yuupacket', service: 'yuupacket_regular' });
    expect(prompter.asked.map((a) => a.message)).toEqual(['Carrier']);
  });

  describe('the service picker', () => {
    const rate = (carrier: string, service: string, price: number, carrier_id = `${carrier}-1`) => ({
      carrier,
      service,
      price,
      currency: 'JPY',
      carrier_id,
      surcharges: [],
    });
    const QUOTE = [
      rate('sagawa', 'sagawa_regular', 1200),
      rate('yamato', 'yamato_regular', 1190),
      rate('yuupack', 'yuupack_regular', 1100),
      rate('yuupacket', 'yuupacket_regular', 360),
      rate('yuumail', 'yuumail_regular', 310),
      rate('seino', 'seino_regular', 1500),
    ];
    const quoting = () => {
      const bodies: unknown[] = [];
      return {
        bodies,
        quote: async (b: unknown) => {
          bodies.push(structuredClone(b));
          return QUOTE;
        },
      };
    };
    const namesOf = (p: ReturnType<typeof fakePrompter>, re: RegExp) =>
      (p.asked.find((a) => re.test(a.message))?.choices ?? []) as string[];

    it('within Japan the box size is asked before the menu, so the prices offered are the box’s and the one chosen is kept', async () => {
      const prompter = fakePrompter([
        [/^Box size/, 80],
        [/^Service/, 'yuupack_regular'],
      ]);
      const bodies: Record<string, Record<string, unknown>>[] = [];
      const quote = async (b: unknown) => {
        bodies.push(structuredClone(b) as Record<string, Record<string, unknown>>);
        return [rate('yuupack', 'yuupack_regular', 1350), rate('sagawa', 'sagawa_regular', 1500)];
      };
      const body = { to_address: OSAKA, from_address: TOKYO, setup: {} as Record<string, unknown> };
      const answers = await promptCarrierFields(body, { prompter, now: NOW, quote });
      expect(prompter.asked.map((a) => a.message)).toEqual([
        'Box size (sum of the three sides, cm)',
        'Service (cheapest first)',
      ]);
      expect(bodies.map((b) => b.setup?.pack_size)).toEqual([80]);
      expect(body.setup).toMatchObject({ service: 'yuupack_regular', pack_size: 80 });
      // No size question after the menu: the price chosen is the one the confirmation shows.
      expect(answers.rate?.price).toBe(1350);
    });

    it('"not a box" at the size question: the menu offers the mail services only, priced', async () => {
      const prompter = fakePrompter([
        [/^Box size/, 0],
        [/^Service/, 'yuupacket_regular'],
      ]);
      const q = quoting();
      const body = { to_address: OSAKA, from_address: TOKYO, setup: {} as Record<string, unknown> };
      await promptCarrierFields(body, { prompter, now: NOW, quote: q.quote });
      const offered = prompter.asked.find((a) => a.message.startsWith('Service'))?.choices ?? [];
      expect(offered.filter((v) => v !== '')).toEqual(['yuumail_regular', 'yuupacket_regular']);
      expect(body.setup).toEqual({ service: 'yuupacket_regular' });
    });

    it('a box: each service that takes it with its price, cheapest first, from one quote; no ゆうメール or ゆうパケット', async () => {
      const prompter = fakePrompter([[/^Service/, 'yamato_regular']]);
      const q = quoting();
      const body = { to_address: OSAKA, from_address: TOKYO, setup: { pack_size: 60 } };
      const { rate: chosen } = await promptCarrierFields(body, {
        prompter,
        now: NOW,
        quote: q.quote,
        parcel: { sides: [30, 20, 10] },
      });
      expect(q.bodies).toHaveLength(1);
      expect(namesOf(prompter, /^Service/)).toEqual([
        'yuupack_regular',
        'yamato_regular',
        'sagawa_regular',
        'seino_regular',
        '',
      ]);
      expect(body.setup).toMatchObject({ service: 'yamato_regular' });
      // The price chosen is the one the confirmation shows: no second quote.
      expect(chosen).toMatchObject({ service: 'yamato_regular', price: 1190 });
    });

    it('the lines show name, price, code and what it carries lined up, and the last one reaches every other carrier', async () => {
      const lines: string[] = [];
      const prompter = fakePrompter([[/^Service/, 'yuupacket_regular']]);
      const select = prompter.select.bind(prompter);
      prompter.select = async (o) => {
        lines.push(...o.choices.map((c) => c.name));
        return select(o);
      };
      const body = { to_address: OSAKA, from_address: TOKYO, setup: {} };
      await promptCarrierFields(body, {
        prompter,
        now: NOW,
        quote: quoting().quote,
        parcel: { sides: [30, 20, 2], grams: 500 },
      });
      // With mail services among them, each line says what its service carries, tracking first.
      expect(lines.slice(0, 3)).toEqual([
        'ゆうメール      310 JPY  yuumail_regular    no tracking; flat: 34 × 25 × 3 cm, 1 kg',
        'ゆうパケット    360 JPY  yuupacket_regular  tracked; flat: sides 60 cm in all, longest 34 cm, 3 cm thick, 1 kg',
        'ゆうパック    1,100 JPY  yuupack_regular    tracked',
      ]);
      expect(lines.at(-1)).toBe('another carrier or service (no quote)');
    });

    it('a parcel too heavy for the mail services (1.5 kg) is offered none of them', async () => {
      const prompter = fakePrompter([[/^Service/, 'yuupack_regular']]);
      const body = { to_address: OSAKA, from_address: TOKYO, setup: {} };
      await promptCarrierFields(body, {
        prompter,
        now: NOW,
        quote: quoting().quote,
        parcel: { sides: [30, 20, 2], grams: 1500 },
      });
      expect(namesOf(prompter, /^Service/)).not.toContain('yuupacket_regular');
      expect(namesOf(prompter, /^Service/)).not.toContain('yuumail_regular');
    });

    it('a carrier given: its services that take the parcel, the quoted one priced first', async () => {
      const prompter = fakePrompter([[/service/, 'yamato_regular']]);
      const body = { to_address: OSAKA, from_address: TOKYO, setup: { carrier: 'yamato', pack_size: 60 } };
      await promptCarrierFields(body, {
        prompter,
        now: NOW,
        quote: quoting().quote,
        parcel: { sides: [30, 20, 10] },
      });
      // ネコポス, クロネコゆうパケット and クロネコDM便 do not take a 10 cm thick box.
      expect(namesOf(prompter, /service/)).toEqual([
        'yamato_regular',
        'yamato_collect',
        'yamato_time',
        'yamato_freight_on_delivery',
        'yamato_dispatch_multiple_units',
        'yamato_taqbin',
        'yamato_taqbin_collect',
      ]);
    });

    it('"another carrier or service" leads to the carriers, then that carrier’s services', async () => {
      const prompter = fakePrompter([
        [/^Service/, ''],
        [/^Carrier/, 'yamato'],
        [/service/, 'yamato_time'],
      ]);
      const body = { to_address: OSAKA, from_address: TOKYO, setup: { pack_size: 60 } };
      const { rate: chosen } = await promptCarrierFields(body, {
        prompter,
        now: NOW,
        quote: quoting().quote,
        parcel: { sides: [30, 20, 10] },
      });
      expect(body.setup).toMatchObject({ service: 'yamato_time' });
      expect(chosen).toBeUndefined();
    });
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
      [/Town and block/, '1-1 Umeda'],
      [/Building/, ''],
    ]);
    const body = { to_address: { country: 'JP' }, from_address: TOKYO, setup: { service: 'sagawa_regular' } };
    expect(await promptRecipient(body, { prompter, now: NOW })).toBe(4);
    expect(body.to_address).toMatchObject({
      full_name: 'Jiro Suzuki',
      zip: '5300001',
      province: '27',
      city: '大阪市北区',
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
