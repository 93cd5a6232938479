import { createTestRoot } from '@casino/mf-shared/testing';
import { type Locale, amountMessage } from '@casino/contracts';
import { formMessageText } from '@casino/mf-shared/forms';
import { NS, loadMessages } from '../../../app/namespace';

const translator = async (locale: Locale) => {
  const { i18n } = await createTestRoot({ locale, namespaces: { [NS]: loadMessages } });
  return (key: string, options: Record<string, unknown>) => i18n.t(key, { ns: NS, ...options });
};

/**
 * The limits the agent centre counts (characters of a search, decimal places of a transfer)
 * through i18next's plural rules: English has one and other, Hindi counts 0 as one (its noun
 * does not change here), Tamil does not, Korean has a single form.
 */
const EXPECTED: Partial<Record<Locale, { characters: string[]; decimals: string[] }>> = {
  en_US: {
    characters: ['Enter at most 0 characters.', 'Enter at most 1 character.', 'Enter at most 2 characters.', 'Enter at most 5 characters.'],
    decimals: [
      'An amount in RMB has no decimals.',
      'An amount in RMB has at most 1 decimal place.',
      'An amount in RMB has at most 2 decimal places.',
      'An amount in RMB has at most 5 decimal places.',
    ],
  },
  hi_IN: {
    characters: [0, 1, 2, 5].map((n) => `अधिकतम ${n} अक्षर डालें।`),
    decimals: [
      'RMB की राशि में दशमलव नहीं हो सकता।',
      'RMB की राशि में अधिकतम 1 दशमलव स्थान हो सकता है।',
      'RMB की राशि में अधिकतम 2 दशमलव स्थान हो सकते हैं।',
      'RMB की राशि में अधिकतम 5 दशमलव स्थान हो सकते हैं।',
    ],
  },
  ta_IN: {
    characters: [
      'அதிகபட்சம் 0 எழுத்துகளை உள்ளிடவும்.',
      'அதிகபட்சம் 1 எழுத்தை உள்ளிடவும்.',
      'அதிகபட்சம் 2 எழுத்துகளை உள்ளிடவும்.',
      'அதிகபட்சம் 5 எழுத்துகளை உள்ளிடவும்.',
    ],
    decimals: [
      'RMB தொகையில் தசமங்கள் இருக்கக் கூடாது.',
      'RMB தொகையில் அதிகபட்சம் 1 தசம இடம் மட்டுமே இருக்கலாம்.',
      'RMB தொகையில் அதிகபட்சம் 2 தசம இடங்கள் மட்டுமே இருக்கலாம்.',
      'RMB தொகையில் அதிகபட்சம் 5 தசம இடங்கள் மட்டுமே இருக்கலாம்.',
    ],
  },
  ko_KR: {
    characters: [0, 1, 2, 5].map((n) => `최대 ${n}자까지 입력해 주세요.`),
    decimals: ['RMB 금액에는 소수점을 사용할 수 없습니다.', ...[1, 2, 5].map((n) => `RMB 금액은 소수점 이하 최대 ${n}자리까지입니다.`)],
  },
};

describe.each(Object.entries(EXPECTED))('the counted limits of the agent centre in %s', (locale, expected) => {
  it('counts 0, 1, 2 and 5 characters of a downline search in the forms of the language', async () => {
    const t = await translator(locale as Locale);
    expect([0, 1, 2, 5].map((max) => t('reports.downline.accountLong', { count: max, max }))).toEqual(expected.characters);
  });

  it('counts the decimal places of a transfer as amountMessage asks for them', async () => {
    const t = await translator(locale as Locale);
    const text = (digits: number) =>
      formMessageText(t, amountMessage({ kind: 'decimals', digits, currency: 'RMB' }, 'transfer.amount', String));
    expect([0, 1, 2, 5].map(text)).toEqual(expected.decimals);
  });
});
