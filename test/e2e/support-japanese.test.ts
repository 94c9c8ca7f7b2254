// The CLI's plumbing read in Japanese by the CLI under ja_JP.UTF-8: a `config set`
// refusal and a flag's value issue say what to do in Japanese with the same exit code, and what
// scripts read (`config get --json`, its origins included) is byte-identical in both locales.
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/in-process.js';

const JA = { LANG: 'ja_JP.UTF-8' };

describe('the plumbing under a Japanese locale', () => {
  it('config set with a wrong value: Japanese issue, exit 2, nothing stored', async () => {
    const ja = await runInProcess(['config', 'set', 'carrier', 'fedx'], { env: JA });
    const en = await runInProcess(['config', 'set', 'carrier', 'fedx']);
    expect(ja.code).toBe(2);
    expect(en.code).toBe(2);
    expect(ja.stderr).toMatch(/carrier: .* のいずれかを指定してください/);
    expect(en.stderr).toMatch(/carrier: must be one of /);
  });

  it('a flag value that is not a number: Japanese issue naming the flag, same exit code', async () => {
    const args = ['rates', '--to-zip', '1000001', '--weight', 'abc', '--no-input'];
    const ja = await runInProcess(args, { env: JA });
    const en = await runInProcess(args);
    expect(ja.code).toBe(en.code);
    expect(ja.stderr).toContain(
      'parcels[0].weight: --weight 0 より大きい数値（g）で指定してください（指定値: "abc"）',
    );
    expect(en.stderr).toContain('--weight must be a number greater than 0 (grams); got "abc"');
  });

  it('config get --json is byte-identical in both locales', async () => {
    const ja = await runInProcess(['config', 'get', 'base_url', '--json'], { env: JA });
    const en = await runInProcess(['config', 'get', 'base_url', '--json']);
    expect(ja.code).toBe(0);
    expect(ja.stdout).toBe(en.stdout);
  });
});
