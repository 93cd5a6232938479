import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keysUsedIn, localeFileProblems } from './locale-files';

describe('keysUsedIn', () => {
  it('finds the literal keys of t() calls, leaving out other namespaces, built keys and tests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    mkdirSync(join(dir, 'features'));
    writeFileSync(
      join(dir, 'features', 'form.tsx'),
      "t('login.submit'); t(\"modal.title\", { account }); t('errors.x', { ns: 'common' }); t('common:ok'); t(`codes.${code}`);",
    );
    writeFileSync(join(dir, 'features', 'form.test.tsx'), "t('only.in.tests');");
    expect(keysUsedIn(dir)).toEqual(['login.submit', 'modal.title']);
  });
});

describe('localeFileProblems', () => {
  const folder = (files: Record<string, object>) => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const [locale, messages] of Object.entries(files)) writeFileSync(join(dir, `${locale}.json`), JSON.stringify(messages));
    return dir;
  };
  const en_US = {
    brand: 'Telegram',
    letters: { count_one: '{{count}} letter', count_other: '{{count}} letters', title: 'Letters' },
    range: '{{from}} – {{to}}',
  };

  it('finds nothing wrong in a complete file, Korean with only "other", Hindi with one and other', () => {
    const dir = folder({
      en_US,
      ko_KR: {
        brand: 'Telegram',
        letters: { count_one: '편지 {{count}}통', count_other: '편지 {{count}}통', title: '쪽지함' },
        range: '{{from}} – {{to}}',
      },
      hi_IN: {
        brand: 'Telegram',
        letters: { count_one: '{{count}} पत्र', count_other: '{{count}} पत्र', title: 'पत्र' },
        range: '{{from}} – {{to}}',
      },
    });
    expect(localeFileProblems(dir, 'ko_KR', { brand: 'all' })).toEqual([]);
    expect(localeFileProblems(dir, 'hi_IN', { brand: 'all' })).toEqual([]);
  });

  it('names a missing file, missing and extra keys, missing plural forms, empty texts, other placeholders and English left over', () => {
    const dir = folder({
      en_US,
      th_TH: { brand: 'Telegram', letters: { count_other: '{{n}} ฉบับ', title: ' ' }, extra: 'x' },
    });
    expect(localeFileProblems(dir, 'ta_IN')).toEqual(['ta_IN.json: no such file']);
    expect(localeFileProblems(dir, 'th_TH')).toEqual([
      'letters.count: plural forms other instead of one, other',
      'range: missing',
      'extra: not in en_US',
      'brand: still in English ("Telegram")',
      'letters.count_other: placeholders {{n}} instead of {{count}}',
      'letters.title: empty',
    ]);
  });

  it('allows an English text only in the languages the reviewed list names', () => {
    const dir = folder({ en_US: { email: 'Email' }, vi_VN: { email: 'Email' }, th_TH: { email: 'Email' } });
    expect(localeFileProblems(dir, 'vi_VN', { email: ['vi_VN'] })).toEqual([]);
    expect(localeFileProblems(dir, 'th_TH', { email: ['vi_VN'] })).toEqual(['email: still in English ("Email")']);
  });
});
