// The interactive recipient in Japan, asked as a Japanese form asks it: 郵便番号 (an
// unknown code refused at its own question), the place it gives shown, 町域・番地,
// 建物名・部屋番号, 氏名. A street that names another city than the code's is said and
// both are asked again, so no answer is lost to a late validation error.
import { afterEach, describe, expect, it } from 'vitest';
import type { Prompter } from '../../src/cli/prompts/prompter.js';
import { promptRecipient } from '../../src/cli/prompts/shipment.js';
import { useLanguage } from '../../src/i18n/index.js';

const NOW = new Date('2026-03-04T01:00:00Z');
const TOKYO = {
  country: 'JP',
  zip: '1500002',
  province: '13',
  full_name: 'Sender',
  address1: '2-21-1 Shibuya',
};

interface Turn {
  message: string;
  answer: string;
  refused?: string;
}

/** A person at the terminal: answers in order; an answer the question refuses is retyped with the next one. */
function typist(answers: string[]): Prompter & { turns: Turn[] } {
  const turns: Turn[] = [];
  const next = () => {
    const a = answers.shift();
    if (a === undefined) throw new Error(`no answer left; asked so far: ${JSON.stringify(turns)}`);
    return a;
  };
  return {
    turns,
    canPrompt: true,
    password: async () => next(),
    async input({ message, validate }) {
      for (;;) {
        const answer = next();
        const ok = validate?.(answer) ?? true;
        turns.push({ message, answer, ...(ok === true ? {} : { refused: ok }) });
        if (ok === true) return answer;
      }
    },
    select: async () => Promise.reject(new Error('no select expected')),
    confirm: async () => Promise.reject(new Error('no confirm expected')),
  };
}

const recipient = () => ({
  to_address: { country: 'JP' } as Record<string, unknown>,
  from_address: TOKYO,
  setup: { service: 'sagawa_regular' },
});

describe('a recipient in Japan at the terminal', () => {
  afterEach(() => useLanguage('en'));

  it('is asked in a Japanese form’s order, with the place of the postal code shown before the street', async () => {
    await useLanguage('ja');
    const notes: string[] = [];
    const prompter = typist(['530-0001', '梅田1-1-3', 'グランフロント大阪 20F', '鈴木 次郎']);
    const body = recipient();
    await promptRecipient(body, { prompter, now: NOW, note: (l) => notes.push(l) });
    expect(prompter.turns.map((t) => t.message)).toEqual([
      'お届け先の郵便番号',
      '町域・番地（市区町村より後。例: 梅田1-1-3）',
      '建物名・部屋番号（なければ空欄）',
      'お届け先の氏名',
    ]);
    expect(notes).toEqual(['〒530-0001 大阪府大阪市北区']);
    expect(body.to_address).toMatchObject({
      zip: '5300001',
      province: '27',
      city: '大阪市北区',
      address1: '梅田1-1-3',
      address2: 'グランフロント大阪 20F',
      full_name: '鈴木 次郎',
    });
  });

  it('refuses a postal code the postal data lacks at its own question, in the reader’s language', async () => {
    await useLanguage('ja');
    const prompter = typist(['999-9999', '530-0001', '梅田1-1-3', '', '鈴木 次郎']);
    await promptRecipient(recipient(), { prompter, now: NOW });
    expect(prompter.turns[0]).toEqual({
      message: 'お届け先の郵便番号',
      answer: '999-9999',
      refused: '999-9999 は郵便番号データにありません。番号を確かめてください',
    });
    expect(prompter.turns[1]).toEqual({ message: 'お届け先の郵便番号', answer: '530-0001' });
  });

  it('a street in another city than the code’s is said, and the code and street are asked again', async () => {
    await useLanguage('en');
    const warnings: string[] = [];
    const prompter = typist([
      '600001',
      '060-0001',
      '札幌市北区北8条西5丁目',
      '060-0808',
      '札幌市北区北8条西5丁目',
      '',
      'Jiro',
    ]);
    const body = recipient();
    await promptRecipient(body, { prompter, now: NOW, warn: (l) => warnings.push(l) });
    expect(prompter.turns[0]?.refused).toBe('7 digits, e.g. 530-0001');
    expect(warnings).toEqual(['札幌市北区 is not where 〒060-0001 is (北海道札幌市中央区)']);
    expect(body.to_address).toMatchObject({ zip: '0600808', city: '札幌市北区', address1: '北8条西5丁目' });
  });
});
