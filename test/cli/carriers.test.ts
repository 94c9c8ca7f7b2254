// carriers: argv → options, the prompt flow of `carriers add` with a fake
// prompter (exactly the credentials a type needs, secrets hidden), and run()
// with and without a terminal against an in-process sandbox.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as add from '../../src/cli/commands/carriers/add.js';
import { askCredentials, promptedCredentials } from '../../src/cli/commands/carriers/account-prompts.js';
import * as catalog from '../../src/cli/commands/carriers/catalog.js';
import { credentialChanges, settingsChanges } from '../../src/cli/commands/carriers/changes.js';
import * as carriers from '../../src/cli/commands/carriers/index.js';
import * as rates from '../../src/cli/commands/carriers/rates/index.js';
import * as remove from '../../src/cli/commands/carriers/remove.js';
import { completeSettings } from '../../src/cli/commands/carriers/settings.js';
import * as update from '../../src/cli/commands/carriers/update.js';
import { createContext, type Context } from '../../src/cli/context.js';
import { exitCodeFor, ValidationError } from '../../src/cli/errors.js';
import type { Choice, Prompter } from '../../src/cli/prompts/prompter.js';
import { parseArgv } from '../helpers/program.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { fakeStreams, type FakeStreams } from '../helpers/streams.js';

interface Asked {
  kind: 'password' | 'input' | 'select' | 'confirm';
  message: string;
  default?: string;
  choices?: unknown[];
}

/** Answers in order; a function answer sees the question. Records every question. */
function fakePrompter(answers: unknown[]): Prompter & { asked: Asked[] } {
  const asked: Asked[] = [];
  const next = (q: Asked): any => {
    asked.push(q);
    if (answers.length === 0) throw new Error(`unexpected question: ${q.message}`);
    const a = answers.shift();
    return typeof a === 'function' ? a(q) : a;
  };
  return {
    asked,
    canPrompt: true,
    password: async (o) => next({ kind: 'password', message: o.message }),
    input: async (o) => {
      const a = next({ kind: 'input', message: o.message, default: o.default });
      const v = a === undefined ? (o.default ?? '') : String(a);
      const ok = o.validate?.(v) ?? true;
      if (ok !== true) throw new Error(`validation refused "${v}": ${ok}`);
      return v;
    },
    select: async <T>(o: { message: string; choices: Choice<T>[] }) =>
      next({ kind: 'select', message: o.message, choices: o.choices.map((c) => c.value) }) ??
      o.choices[0]!.value,
    confirm: async (o) => next({ kind: 'confirm', message: o.message }),
  };
}

describe('argv → options', () => {
  it('carriers add TYPE with --input, --credentials-file and settings flags', async () => {
    const p = await parseArgv([
      'carriers',
      'add',
      'yamato',
      '--input',
      'body.json',
      '--credentials-file',
      'c.json',
      '--print-size',
      'PDF_4.5X7.8',
      '--size-fallback',
      'PDF_A5',
      '--delivery-email',
      'お届け予定日のお知らせ',
      '--no-delivery-date',
    ]);
    expect(p.verb).toBe(carriers.add);
    expect(p.opts).toEqual({
      type: 'yamato',
      input: 'body.json',
      credentialsFile: 'c.json',
      printSize: 'PDF_4.5X7.8',
      sizeFallback: 'PDF_A5',
      deliveryEmail: 'お届け予定日のお知らせ',
      deliveryDate: false,
    });
  });

  it('takes no secret as an argument: there is no --key or --password flag', async () => {
    await expect(parseArgv(['carriers', 'add', 'yamato', '--key', 'abc'])).rejects.toThrow(/unknown option/);
    await expect(parseArgv(['carriers', 'add', 'sagawa', '--password', 'abc'])).rejects.toThrow(
      /unknown option/,
    );
  });

  it('list, update, remove, catalog, rates upload, rates clear', async () => {
    expect((await parseArgv(['carriers', 'list'])).verb).toBe(carriers.list);
    expect(
      await parseArgv(['carriers', 'update', 'C1', '--no-delivery-email', '--hide-account']),
    ).toMatchObject({
      verb: carriers.update,
      opts: { id: 'C1', deliveryEmail: false, hideAccount: true },
    });
    expect(await parseArgv(['carriers', 'remove', 'C1', '--yes'])).toMatchObject({
      verb: carriers.remove,
      opts: { id: 'C1' },
      globals: { yes: true },
    });
    expect(await parseArgv(['carriers', 'catalog', 'sagawa'])).toMatchObject({
      verb: carriers.catalog,
      opts: { type: 'sagawa' },
    });
    expect(await parseArgv(['carriers', 'rates', 'upload', 'C1', 'r.csv'])).toMatchObject({
      verb: rates.upload,
      opts: { id: 'C1', file: 'r.csv' },
    });
    expect(await parseArgv(['carriers', 'rates', 'clear', 'C1'])).toMatchObject({
      verb: rates.clear,
      opts: { id: 'C1' },
    });
  });
});

describe('carriers add: the questions', () => {
  it('yamato: the key (hidden), freight_number (default 01), a print size — and nothing else is required', async () => {
    const p = fakePrompter(['SECRET-yamato-key', undefined, 'PDF_A4', false]);
    const creds = await askCredentials(p, 'yamato', {});
    const settings = await completeSettings(p, 'yamato', {}, undefined);
    expect(creds).toEqual({ key: 'SECRET-yamato-key', freight_number: '01' });
    expect(settings).toEqual({ print: { size: 'PDF_A4' } });
    expect(p.asked.map((q) => q.kind)).toEqual(['password', 'input', 'select', 'select']);
    expect(p.asked[0]!.message).toMatch(/\(key\)/);
    expect(p.asked[1]).toMatchObject({ message: expect.stringMatching(/\(freight_number\)/), default: '01' });
    expect(p.asked[2]).toMatchObject({
      message: expect.stringMatching(/print size/),
      choices: ['PDF_A5', 'PDF_A4', 'PDF_A4_BW', 'PDF_A5_BW', 'PDF_4.5X7.8'],
    });
    // The only other question offers the optional settings, its first answer keeping them off.
    expect(p.asked[3]).toMatchObject({ message: expect.stringMatching(/Other yamato settings/) });
    expect(p.asked[3]!.choices![0]).toBe(false);
  });

  it('yamato: the thermal size asks for its fallback; the optional settings when wanted', async () => {
    const p = fakePrompter(['PDF_4.5X7.8', 'PDF_A5', true, true, '本日発送しました', false]);
    const settings = await completeSettings(p, 'yamato', {}, undefined);
    expect(settings).toEqual({
      print: { size: 'PDF_4.5X7.8', size_fallback: 'PDF_A5' },
      scheduled_delivery_email: { enabled: true, message: '本日発送しました' },
      label: { delivery_date: false },
    });
  });

  it('the delivery e-mail message is refused beyond 74 characters', async () => {
    const p = fakePrompter(['PDF_A5', true, true, 'あ'.repeat(75)]);
    await expect(completeSettings(p, 'yamato', {}, undefined)).rejects.toThrow(/75 characters; at most 74/);
  });

  it('asks nothing already given, and offers the profile print size first', async () => {
    const p = fakePrompter(['PDF_A4_BW']);
    expect(await askCredentials(p, 'yamato', { key: 'k', freight_number: '02' })).toEqual({
      key: 'k',
      freight_number: '02',
    });
    const s = await completeSettings(p, 'yamato', { label: { delivery_date: true } }, 'PDF_A4_BW');
    expect(s).toEqual({ label: { delivery_date: true }, print: { size: 'PDF_A4_BW' } });
    expect(p.asked).toHaveLength(1);
    expect(p.asked[0]!.choices![0]).toBe('PDF_A4_BW');
  });

  it('sagawa: key and password hidden, account number shown; the optional key number is not asked', async () => {
    expect(promptedCredentials('sagawa').map((f) => f.name)).toEqual(['key', 'password', 'account_number']);
    const p = fakePrompter(['k', 'pw', '123456']);
    await askCredentials(p, 'sagawa', {});
    expect(p.asked.map((q) => q.kind)).toEqual(['password', 'password', 'input']);
  });

  it('japanpost: customer numbers as 4 blocks, or all 32 digits at once', async () => {
    const p = fakePrompter(['1234567890', '123456', '1234567890', '123456']);
    expect(await askCredentials(p, 'japanpost', {})).toEqual({
      customer_numbers: ['1234567890', '123456', '1234567890', '123456'],
    });
    const q = fakePrompter(['1234567890-123456-1234567890-654321']);
    expect((await askCredentials(q, 'japanpost', {})).customer_numbers).toEqual([
      '1234567890',
      '123456',
      '1234567890',
      '654321',
    ]);
    await expect(askCredentials(fakePrompter(['123']), 'zonos', {})).rejects.toThrow(/10 digits/);
  });
});

describe('carriers update: only what changed', () => {
  it('drops masked and unchanged credentials, and unchanged settings', () => {
    expect(
      credentialChanges({ key: '********', freight_number: '01' }, { key: '********', freight_number: '01' }),
    ).toEqual({ changed: {}, masked: ['key'] });
    expect(credentialChanges({ key: '********' }, { key: 'new-key' }).changed).toEqual({ key: 'new-key' });
    expect(
      settingsChanges(
        { print: { size: 'PDF_A5', size_fallback: 'PDF_A4' }, label: { delivery_date: true } },
        { print: { size: 'PDF_A4', size_fallback: 'PDF_A4' }, label: { delivery_date: true } },
      ),
    ).toEqual({ print: { size: 'PDF_A4' } });
  });
});

describe('carriers verbs, run against an in-process sandbox', () => {
  let sb: TestSandbox;
  let home: string;
  let streams: FakeStreams;
  beforeAll(async () => {
    sb = await startTestSandbox();
  });
  afterAll(() => sb.close());
  beforeEach(() => {
    home = fs.mkdtempSync(path.join(tmpdir(), 'shipctl-carriers-'));
  });
  afterEach(() => fs.rmSync(home, { recursive: true, force: true }));

  function context(o: { tty?: boolean; prompter?: Prompter; yes?: boolean } = {}): Context {
    streams = fakeStreams({ tty: o.tty });
    const ctx = createContext({
      streams,
      env: { SHIPCTL_HOME: home, SHIPCTL_BASE_URL: sb.url, SHIPCTL_TOKEN: sb.token },
      globals: { json: false, input: true, yes: Boolean(o.yes), debug: false, color: false },
    });
    return o.prompter ? { ...ctx, prompter: o.prompter } : ctx;
  }

  const carrierCount = async () => (await sb.request('GET', '/v1/carriers')).body.length as number;

  it('add on a terminal: the type, the credentials, a print size; the key never printed', async () => {
    const before = await carrierCount();
    const p = fakePrompter(['yamato', 'SECRET-key-123456', '01', 'PDF_A5', false]);
    const ctx = context({ tty: true, prompter: p });
    expect(await add.run({ type: undefined }, ctx)).toBe(0);
    expect(p.asked[0]!.choices).not.toContain('ups');
    expect(await carrierCount()).toBe(before + 1);
    expect(streams.out()).toMatch(/yamato.*key=\*{8}, freight_number=01/);
    expect(streams.out() + streams.err()).not.toContain('SECRET-key-123456');
  });

  it('ups is refused with the dashboard explanation before anything is asked or sent', async () => {
    const before = await carrierCount();
    const p = fakePrompter([]);
    const err = await add.run({ type: 'ups' }, context({ tty: true, prompter: p })).catch((e) => e);
    expect(exitCodeFor(err)).toBe(2);
    expect(err.message).toMatch(/dashboard/);
    expect(p.asked).toEqual([]);
    expect(await carrierCount()).toBe(before);
  });

  it('without a terminal, every missing credential is listed (exit 2) and nothing is sent', async () => {
    const before = await carrierCount();
    const err = await add.run({ type: 'sagawa' }, context()).catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).problems.map((x) => x.field)).toEqual([
      'credentials.key',
      'credentials.password',
      'credentials.account_number',
    ]);
    expect(err.message).toMatch(/--credentials-file/);
    expect(await carrierCount()).toBe(before);
  });

  it('remove refuses without a terminal and without --yes (exit 2), before any request', async () => {
    const before = await carrierCount();
    const err = await remove.run({ id: 'anything' }, context()).catch((e) => e);
    expect(exitCodeFor(err)).toBe(2);
    expect(err.message).toMatch(/--yes/);
    expect(await carrierCount()).toBe(before);
  });

  it('update sends only the changed print size; a masked key in the input is left alone', async () => {
    const yamato = (await sb.request('GET', '/v1/carriers')).body.find((a: any) => a.type === 'yamato');
    const file = path.join(home, 'edit.json');
    fs.writeFileSync(file, JSON.stringify({ ...yamato, settings: { print: { size: 'PDF_A4_BW' } } }));
    const ctx = context();
    expect(await update.run({ id: yamato.id, input: file }, ctx)).toBe(0);
    expect(streams.err()).toContain('left unchanged (masked in the input): credentials.key');
    const after = (await sb.request('GET', '/v1/carriers')).body.find((a: any) => a.id === yamato.id);
    expect(after.settings.print.size).toBe('PDF_A4_BW');
    expect(after.credentials.key).toBe('********');
  });

  it('catalog works offline and lists sagawa pack sizes; --json is one object', async () => {
    const ctx = createContext({
      streams: (streams = fakeStreams()),
      env: { SHIPCTL_HOME: home, SHIPCTL_BASE_URL: 'http://127.0.0.1:9' },
      globals: { json: false, input: true, yes: false, debug: false, color: false },
    });
    expect(
      await catalog.run({ type: 'sagawa' }, { ...ctx, client: () => Promise.reject(new Error('no')) }),
    ).toBe(0);
    expect(streams.out()).toContain('pack sizes\t60, 80, 100, 140, 160');
    expect(streams.out()).toContain('sagawa_regular\t飛脚宅配便');
  });

  it('catalog: yamato shows the sizes ship sends as its pack sizes; ゆうパケット says it takes a flat parcel by its measures', async () => {
    const ctx = createContext({
      streams: (streams = fakeStreams()),
      env: { SHIPCTL_HOME: home, SHIPCTL_BASE_URL: 'http://127.0.0.1:9' },
      globals: { json: false, input: true, yes: false, debug: false, color: false },
    });
    const offline = { ...ctx, client: () => Promise.reject(new Error('no')) };
    expect(await catalog.run({ type: 'yamato' }, offline)).toBe(0);
    expect(streams.out()).toContain('pack sizes\t60, 80, 100, 120, 140, 160, 180, 200 (not in the spec)\n');
    expect(await catalog.run({ type: 'yuupacket' }, offline)).toBe(0);
    expect(streams.out()).toContain('pack sizes\tnone: a flat parcel, taken by its measures\n');
  });
});
