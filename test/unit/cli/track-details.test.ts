// Tracking event details come in English from the service (the sandbox as the live API):
// a Japanese reader gets the known ones in Japanese; the words themselves stay for scripts.
import { afterEach, describe, expect, it } from 'vitest';
import { messages, useLanguage } from '../../../src/i18n/index.js';

describe('tracking event details in the reader’s language', () => {
  afterEach(() => useLanguage('en'));

  it('the sandbox’s details read in Japanese; an unknown one is left as the service wrote it', async () => {
    await useLanguage('ja');
    const details = messages().shipping.track.details;
    expect(details('Label created; not yet scanned by the carrier')).toBe(
      '送り状発行済み（まだ運送会社が荷物を受け取っていません）',
    );
    expect(details('Departed Tokyo')).toBe('Tokyo を出発しました');
    expect(details('Arrived at Osaka')).toBe('Osaka に到着しました');
    expect(details('Held for inspection')).toBe('Held for inspection');
  });

  it('in English the details are shown as the service wrote them', async () => {
    await useLanguage('en');
    expect(messages().shipping.track.details('Label created; not yet scanned by the carrier')).toBe(
      'Label created; not yet scanned by the carrier',
    );
  });
});
