import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n, formatMoney, loadNamespace } from '@casino/mf-shared';
import { LOCALES, type Locale } from '@casino/contracts';

/**
 * A counted message through i18next's plural rules of each language (CLDR, via Intl.PluralRules)
 * and an amount through Intl, as a player of that language reads them. Hindi and Bengali count 0
 * as "one"; Tamil does not; the East Asian languages, Thai and Burmese have one form only. Each
 * row was read by eye against the language's message file and its number conventions (Indian
 * grouping 12,34,567.50; Bengali and Burmese digits).
 */
const EXPECTED: Record<Locale, { letters: [string, string, string, string]; money: string }> = {
  zh_TW: { letters: ['共 0 封', '共 1 封', '共 2 封', '共 5 封'], money: 'RMB 1,234,567.50' },
  zh_CN: { letters: ['共 0 封', '共 1 封', '共 2 封', '共 5 封'], money: 'RMB 1,234,567.50' },
  en_US: { letters: ['0 letters', '1 letter', '2 letters', '5 letters'], money: 'RMB 1,234,567.50' },
  vi_VN: { letters: ['0 thư', '1 thư', '2 thư', '5 thư'], money: 'RMB 1.234.567,50' },
  ko_KR: { letters: ['쪽지 0개', '쪽지 1개', '쪽지 2개', '쪽지 5개'], money: 'RMB 1,234,567.50' },
  ja_JP: { letters: ['メッセージ0件', 'メッセージ1件', 'メッセージ2件', 'メッセージ5件'], money: 'RMB 1,234,567.50' },
  th_TH: { letters: ['ข้อความ 0 ฉบับ', 'ข้อความ 1 ฉบับ', 'ข้อความ 2 ฉบับ', 'ข้อความ 5 ฉบับ'], money: 'RMB 1,234,567.50' },
  hi_IN: { letters: ['0 संदेश', '1 संदेश', '2 संदेश', '5 संदेश'], money: 'RMB 12,34,567.50' },
  my_MM: { letters: ['စာ 0 စောင်', 'စာ 1 စောင်', 'စာ 2 စောင်', 'စာ 5 စောင်'], money: 'RMB ၁,၂၃၄,၅၆၇.၅၀' },
  ta_IN: { letters: ['0 செய்திகள்', '1 செய்தி', '2 செய்திகள்', '5 செய்திகள்'], money: 'RMB 12,34,567.50' },
  bn_BD: { letters: ['0টি বার্তা', '1টি বার্তা', '2টি বার্তা', '5টি বার্তা'], money: 'RMB ১২,৩৪,৫৬৭.৫০' },
};

const loadMessages = async (locale: Locale) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;

describe.each(LOCALES)('in %s', (locale) => {
  const expected = EXPECTED[locale];

  it('counts 0, 1, 2 and 5 letters in the forms of the language', async () => {
    const i18n = await createI18n(locale);
    await loadNamespace(i18n, 'member', loadMessages);
    const counted = [0, 1, 2, 5].map((count) => i18n.t('letters.count', { ns: 'member', count }));
    expect(counted).toEqual(expected.letters);
  });

  it('writes an amount of money with the grouping and digits of the language', () => {
    expect(formatMoney(1234567.5, 'RMB', locale)).toBe(expected.money);
  });
});
