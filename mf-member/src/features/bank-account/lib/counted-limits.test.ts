import { createTestRoot } from '@casino/mf-shared/testing';
import { type Locale, amountMessage } from '@casino/contracts';
import { formMessageText } from '@casino/mf-shared/forms';
import { NS, loadMessages } from '../../../app/namespace';

const translator = async (locale: Locale) => {
  const { i18n } = await createTestRoot({ locale, namespaces: { [NS]: loadMessages } });
  return (key: string, options: Record<string, unknown>) => i18n.t(key, { ns: NS, ...options });
};

/**
 * The limits the member centre counts (bank accounts, characters, decimal places) through
 * i18next's plural rules: English has one and other, Hindi counts 0 as one, Tamil does not, Korean
 * has a single form. Each row was read against the language's message file.
 */
const EXPECTED: Partial<Record<Locale, { accounts: string[]; characters: string[]; decimals: string[] }>> = {
  en_US: {
    accounts: [
      'You have bound the maximum of 0 bank accounts.',
      'You have bound the maximum of 1 bank account.',
      'You have bound the maximum of 2 bank accounts.',
      'You have bound the maximum of 5 bank accounts.',
    ],
    characters: [
      'The account holder has at most 0 characters.',
      'The account holder has at most 1 character.',
      'The account holder has at most 2 characters.',
      'The account holder has at most 5 characters.',
    ],
    decimals: [
      'An amount in RMB has no decimals.',
      'An amount in RMB has at most 1 decimal place.',
      'An amount in RMB has at most 2 decimal places.',
      'An amount in RMB has at most 5 decimal places.',
    ],
  },
  hi_IN: {
    accounts: [
      'आप अधिकतम 0 बैंक अकाउंट जोड़ चुके हैं।',
      'आप अधिकतम 1 बैंक अकाउंट जोड़ चुके हैं।',
      'आप अधिकतम 2 बैंक अकाउंट जोड़ चुके हैं।',
      'आप अधिकतम 5 बैंक अकाउंट जोड़ चुके हैं।',
    ],
    characters: [
      'अकाउंट धारक का नाम अधिकतम 0 अक्षर का हो सकता है।',
      'अकाउंट धारक का नाम अधिकतम 1 अक्षर का हो सकता है।',
      'अकाउंट धारक का नाम अधिकतम 2 अक्षरों का हो सकता है।',
      'अकाउंट धारक का नाम अधिकतम 5 अक्षरों का हो सकता है।',
    ],
    decimals: [
      'RMB की राशि में दशमलव नहीं हो सकता।',
      'RMB की राशि में अधिकतम 1 दशमलव स्थान हो सकता है।',
      'RMB की राशि में अधिकतम 2 दशमलव स्थान हो सकते हैं।',
      'RMB की राशि में अधिकतम 5 दशमलव स्थान हो सकते हैं।',
    ],
  },
  ta_IN: {
    accounts: [
      'அதிகபட்சமான 0 வங்கிக் கணக்குகளை நீங்கள் இணைத்துவிட்டீர்கள்.',
      'அதிகபட்சமான 1 வங்கிக் கணக்கை நீங்கள் இணைத்துவிட்டீர்கள்.',
      'அதிகபட்சமான 2 வங்கிக் கணக்குகளை நீங்கள் இணைத்துவிட்டீர்கள்.',
      'அதிகபட்சமான 5 வங்கிக் கணக்குகளை நீங்கள் இணைத்துவிட்டீர்கள்.',
    ],
    characters: [
      'கணக்கு வைத்திருப்பவர் பெயர் அதிகபட்சம் 0 எழுத்துகள்.',
      'கணக்கு வைத்திருப்பவர் பெயர் அதிகபட்சம் 1 எழுத்து.',
      'கணக்கு வைத்திருப்பவர் பெயர் அதிகபட்சம் 2 எழுத்துகள்.',
      'கணக்கு வைத்திருப்பவர் பெயர் அதிகபட்சம் 5 எழுத்துகள்.',
    ],
    decimals: [
      'RMB தொகையில் தசமங்கள் இருக்கக் கூடாது.',
      'RMB தொகையில் அதிகபட்சம் 1 தசம இடம் மட்டுமே இருக்கலாம்.',
      'RMB தொகையில் அதிகபட்சம் 2 தசம இடங்கள் மட்டுமே இருக்கலாம்.',
      'RMB தொகையில் அதிகபட்சம் 5 தசம இடங்கள் மட்டுமே இருக்கலாம்.',
    ],
  },
  ko_KR: {
    accounts: [0, 1, 2, 5].map((n) => `은행 계좌는 최대 ${n}개까지 등록할 수 있으며 이미 모두 등록했습니다.`),
    characters: [0, 1, 2, 5].map((n) => `예금주는 최대 ${n}자까지 입력할 수 있습니다.`),
    decimals: ['RMB 금액에는 소수점을 사용할 수 없습니다.', ...[1, 2, 5].map((n) => `RMB 금액은 소수점 이하 최대 ${n}자리까지입니다.`)],
  },
};

describe.each(Object.entries(EXPECTED))('the counted limits of the member centre in %s', (locale, expected) => {
  it('counts 0, 1, 2 and 5 bank accounts and characters in the forms of the language', async () => {
    const t = await translator(locale as Locale);
    expect([0, 1, 2, 5].map((max) => t('bankAccount.full', { count: max, max }))).toEqual(expected.accounts);
    expect([0, 1, 2, 5].map((max) => t('bankAccount.errors.nameLength', { count: max, max }))).toEqual(expected.characters);
  });

  it('counts the decimal places of a currency as amountMessage asks for them', async () => {
    const t = await translator(locale as Locale);
    const text = (digits: number) =>
      formMessageText(t, amountMessage({ kind: 'decimals', digits, currency: 'RMB' }, 'money.amount', String));
    expect([0, 1, 2, 5].map(text)).toEqual(expected.decimals);
  });
});
